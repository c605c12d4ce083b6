import type { BulkEditVideosRequest, BulkEditVideosResponse } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';

/** Changes several videos at once; the answer's `previous`, sent the same way, undoes it. */
export const bulkEditVideos = (input: BulkEditVideosRequest) =>
  apiRequest<BulkEditVideosResponse>('/admin/videos/bulk-edit', { method: 'POST', body: input });

export const useBulkEditVideos = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkEditVideos,
    onSuccess: () => refreshAfter(queryClient, 'videoLibraryChanged'),
  });
};
