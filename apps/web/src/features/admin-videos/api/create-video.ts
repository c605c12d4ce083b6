import type { AdminVideo, CreateVideoRequest } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';

/** Adds a coach video by its Vimeo id or address (409 when the id exists). */
export const createVideo = (input: CreateVideoRequest) =>
  apiRequest<AdminVideo>('/admin/videos', { method: 'POST', body: input });

/** Every video list (admin, coach, education) changes. */
export const useCreateVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVideo,
    onSuccess: () => refreshAfter(queryClient, 'videoLibraryChanged'),
  });
};
