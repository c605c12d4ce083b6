import type { TagListResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { VIDEO_LIBRARY_QUERY_ROOT } from '@/lib/video-library';

/** Every tag, by name. */
export const getTags = () => apiRequest<TagListResponse>('/admin/tags');

export const getTagsQueryOptions = () =>
  queryOptions({ queryKey: [VIDEO_LIBRARY_QUERY_ROOT, 'tags'], queryFn: getTags });

export const useTags = () => useQuery(getTagsQueryOptions());
