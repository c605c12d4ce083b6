import type { VideoListResponse, VideoView } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { VIDEO_LIBRARY_QUERY_ROOT } from '@/lib/video-library';

/** GET /videos/featured?view=…: athletes see athlete or both, coaches coach or both; newest first. */
export const getFeaturedVideos = (view: VideoView) =>
  apiRequest<VideoListResponse>(`/videos/featured?view=${view}`);

export const getFeaturedVideosQueryOptions = (view: VideoView) =>
  queryOptions({
    queryKey: [VIDEO_LIBRARY_QUERY_ROOT, 'featured', view],
    queryFn: () => getFeaturedVideos(view),
  });

/** `enabled: false` holds the request back while still showing an answer already cached. */
export const useFeaturedVideos = (
  view: VideoView,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...getFeaturedVideosQueryOptions(view), enabled });
