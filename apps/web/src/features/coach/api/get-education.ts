import type { EducationResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { VIDEO_LIBRARY_QUERY_ROOT } from '@/lib/video-library';

/** Coach videos grouped by category (by order_index), then those in no category. */
export const getEducation = () => apiRequest<EducationResponse>('/education');

export const getEducationQueryOptions = () =>
  queryOptions({ queryKey: [VIDEO_LIBRARY_QUERY_ROOT, 'education'], queryFn: getEducation });

export const useEducation = () => useQuery(getEducationQueryOptions());
