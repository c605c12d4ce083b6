import type { VideoListResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { VIDEO_LIBRARY_QUERY_ROOT } from '@/lib/video-library';

/** Featured videos for coaches (coach or both), newest first. */
export const getCoachFeaturedVideos = () =>
  apiRequest<VideoListResponse>('/videos/featured?view=coach');

export const getCoachFeaturedVideosQueryOptions = () =>
  queryOptions({
    queryKey: [VIDEO_LIBRARY_QUERY_ROOT, 'featured', 'coach'],
    queryFn: getCoachFeaturedVideos,
  });

export const useCoachFeaturedVideos = () => useQuery(getCoachFeaturedVideosQueryOptions());
