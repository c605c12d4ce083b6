import type { CreateFolderRequest, Folder } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getFoldersQueryOptions } from './get-folders';

/** Creates a folder (top level when parentFolderId is null) with its tags. */
export const createFolder = (input: CreateFolderRequest) =>
  apiRequest<Folder>('/admin/folders', { method: 'POST', body: input });

export const useCreateFolder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getFoldersQueryOptions().queryKey }),
  });
};
