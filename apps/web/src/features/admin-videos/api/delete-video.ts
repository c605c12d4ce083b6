import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { VIDEO_LIBRARY_QUERY_ROOT } from '@/lib/video-library';

export const deleteVideo = (videoId: string) =>
  apiRequest<void>(`/admin/videos/${videoId}`, { method: 'DELETE' });

/** Every video list (admin, coach, education) changes. */
export const useDeleteVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VIDEO_LIBRARY_QUERY_ROOT] }),
  });
};
