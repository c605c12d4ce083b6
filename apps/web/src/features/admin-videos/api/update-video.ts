import type { AdminVideo, UpdateVideoRequest } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';

/** Edits a video (docs/product/content.md). */
export const updateVideo = ({ id, ...input }: UpdateVideoRequest & { id: string }) =>
  apiRequest<AdminVideo>(`/admin/videos/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });

export const useUpdateVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideo,
    onSuccess: () => refreshAfter(queryClient, 'videoLibraryChanged'),
  });
};
