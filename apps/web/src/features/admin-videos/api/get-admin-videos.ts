import type { AdminVideoListResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { VIDEO_LIBRARY_QUERY_ROOT } from '@/lib/video-library';

/** Every video (by title) with its folders, and the dashboard counts. */
export const getAdminVideos = () => apiRequest<AdminVideoListResponse>('/admin/videos');

export const getAdminVideosQueryOptions = () =>
  queryOptions({ queryKey: [VIDEO_LIBRARY_QUERY_ROOT, 'admin-videos'], queryFn: getAdminVideos });

export const useAdminVideos = () => useQuery(getAdminVideosQueryOptions());
