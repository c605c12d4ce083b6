import type { FolderListResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { VIDEO_LIBRARY_QUERY_ROOT } from '@/lib/video-library';

/** Every folder, newest first. */
export const getFolders = () => apiRequest<FolderListResponse>('/admin/folders');

export const getFoldersQueryOptions = () =>
  queryOptions({ queryKey: [VIDEO_LIBRARY_QUERY_ROOT, 'folders'], queryFn: getFolders });

export const useFolders = () => useQuery(getFoldersQueryOptions());
