import type { ImportResponse } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';

/**
 * Asks Vimeo again about every library video (docs/product/content.md 'Vimeo import'): marks those
 * made private, deleted or no longer embeddable, and adds nothing.
 */
export const recheckVimeoVideos = () =>
  apiRequest<ImportResponse>('/admin/import/vimeo/recheck', { method: 'POST' });

/** Every video list may change (a video can leave or come back). */
export const useRecheckVimeoVideos = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recheckVimeoVideos,
    onSettled: () => refreshAfter(queryClient, 'videoLibraryChanged'),
  });
};
