import type { AddVideosToFolderResponse } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getAdminVideosQueryOptions } from './get-admin-videos';

export interface AddVideosToFolderInput {
  folderId: string;
  videoIds: string[];
}

/** Adds videos to a folder; those already in it are left as they are. */
export const addVideosToFolder = ({ folderId, videoIds }: AddVideosToFolderInput) =>
  apiRequest<AddVideosToFolderResponse>(`/admin/folders/${folderId}/videos`, {
    method: 'POST',
    body: { videoIds },
  });

export const useAddVideosToFolder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVideosToFolder,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminVideosQueryOptions().queryKey }),
  });
};
