import type { AdminVideo } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getAdminVideosQueryOptions } from './get-admin-videos';

export interface RemoveVideoFromFolderInput {
  folderId: string;
  videoId: string;
}

export const removeVideoFromFolder = ({ folderId, videoId }: RemoveVideoFromFolderInput) =>
  apiRequest<AdminVideo>(`/admin/folders/${folderId}/videos/${videoId}`, { method: 'DELETE' });

export const useRemoveVideoFromFolder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeVideoFromFolder,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminVideosQueryOptions().queryKey }),
  });
};
