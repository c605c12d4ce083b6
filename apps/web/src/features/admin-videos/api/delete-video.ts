import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';

export const deleteVideo = (videoId: string) =>
  apiRequest<void>(`/admin/videos/${videoId}`, { method: 'DELETE' });

/** Every video list (admin, coach, education) changes. */
export const useDeleteVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: () => refreshAfter(queryClient, 'videoLibraryChanged'),
  });
};
