import type { VideoListResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { VIDEO_LIBRARY_QUERY_ROOT } from '@/lib/video-library';

/** Whose featured videos: athletes see athlete or both, coaches coach or both. */
export type FeaturedView = 'athlete' | 'coach';

/** GET /videos/featured?view=…: the featured videos for one audience, newest first. */
export const getFeaturedVideos = (view: FeaturedView) =>
  apiRequest<VideoListResponse>(`/videos/featured?view=${view}`);

export const getFeaturedVideosQueryOptions = (view: FeaturedView) =>
  queryOptions({
    queryKey: [VIDEO_LIBRARY_QUERY_ROOT, 'featured', view],
    queryFn: () => getFeaturedVideos(view),
  });

export const useFeaturedVideos = (view: FeaturedView) =>
  useQuery(getFeaturedVideosQueryOptions(view));
