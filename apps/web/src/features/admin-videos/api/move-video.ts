import type { AdminVideo, MoveVideoRequest } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getAdminVideosQueryOptions } from './get-admin-videos';

export interface MoveVideoInput extends MoveVideoRequest {
  videoId: string;
}

/** Removes the source folder (null for an unfiled video) and adds the target (docs/product/states.md). */
export const moveVideo = ({ videoId, ...body }: MoveVideoInput) =>
  apiRequest<AdminVideo>(`/admin/videos/${videoId}/move`, { method: 'POST', body });

export const useMoveVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveVideo,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminVideosQueryOptions().queryKey }),
  });
};
