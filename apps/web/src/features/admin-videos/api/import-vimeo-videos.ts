import type { ImportResponse } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';

/** Imports every video of the Vimeo account (docs/product/api.md: a POST without a body). */
export const importVimeoVideos = () =>
  apiRequest<ImportResponse>('/admin/import/vimeo', { method: 'POST' });

/** Every video list (admin, coach, education) may change. */
export const useImportVimeoVideos = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importVimeoVideos,
    onSettled: () => refreshAfter(queryClient, 'videoLibraryChanged'),
  });
};
