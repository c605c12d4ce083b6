import type { VideoListResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { VIDEO_LIBRARY_QUERY_ROOT } from '@/lib/video-library';

/** The coach view of the library (for_role coach or both), newest first. */
export const getCoachVideos = () => apiRequest<VideoListResponse>('/videos?view=coach');

export const getCoachVideosQueryOptions = () =>
  queryOptions({
    queryKey: [VIDEO_LIBRARY_QUERY_ROOT, 'videos', 'coach'],
    queryFn: getCoachVideos,
  });

export const useCoachVideos = () => useQuery(getCoachVideosQueryOptions());
