import type { ImportRequest, ImportResponse } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';

/**
 * Imports every video of the Vimeo account (docs/product/api.md), the new ones for the audience
 * and drill type chosen at the confirm step (docs/product/content.md).
 */
export const importVimeoVideos = (choice: NonNullable<ImportRequest>) =>
  apiRequest<ImportResponse>('/admin/import/vimeo', { method: 'POST', body: choice });

/** Every video list (admin, coach, education) may change. */
export const useImportVimeoVideos = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importVimeoVideos,
    onSettled: () => refreshAfter(queryClient, 'videoLibraryChanged'),
  });
};
