import type { AdminVideo, CopyVideoRequest } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getAdminVideosQueryOptions } from './get-admin-videos';

export interface CopyVideoInput extends CopyVideoRequest {
  videoId: string;
}

/** Adds the target folder if absent (docs/product/states.md). */
export const copyVideo = ({ videoId, ...body }: CopyVideoInput) =>
  apiRequest<AdminVideo>(`/admin/videos/${videoId}/copy`, { method: 'POST', body });

export const useCopyVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyVideo,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminVideosQueryOptions().queryKey }),
  });
};
