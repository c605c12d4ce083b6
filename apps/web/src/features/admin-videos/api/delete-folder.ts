import type { DeleteFolderRequest } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getAdminVideosQueryOptions } from './get-admin-videos';
import { getFoldersQueryOptions } from './get-folders';

export interface DeleteFolderInput extends DeleteFolderRequest {
  folderId: string;
}

/**
 * Deletes a folder without subfolders (409 otherwise); one holding videos needs its exact name
 * as `confirmName` (400 otherwise). Its videos stay in the library.
 */
export const deleteFolder = ({ folderId, confirmName }: DeleteFolderInput) =>
  apiRequest<void>(`/admin/folders/${folderId}`, {
    method: 'DELETE',
    body: confirmName === undefined ? undefined : { confirmName },
  });

export const useDeleteFolder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getFoldersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getAdminVideosQueryOptions().queryKey }),
      ]),
  });
};
