import type { VideoListResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { VIDEO_LIBRARY_QUERY_ROOT } from '@/lib/video-library';

/** Featured videos for athletes (athlete or both), newest first. */
export const getAthleteFeaturedVideos = () =>
  apiRequest<VideoListResponse>('/videos/featured?view=athlete');

export const getAthleteFeaturedVideosQueryOptions = () =>
  queryOptions({
    queryKey: [VIDEO_LIBRARY_QUERY_ROOT, 'featured', 'athlete'],
    queryFn: getAthleteFeaturedVideos,
  });

export const useAthleteFeaturedVideos = () => useQuery(getAthleteFeaturedVideosQueryOptions());
