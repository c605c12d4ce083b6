import type { PlayVideoResponse } from '@gamespeed/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The player's embed for a video the server lets the user watch (403 subscription_required otherwise). */
export const playVideo = (videoId: string) =>
  apiRequest<PlayVideoResponse>(`/videos/${encodeURIComponent(videoId)}/play`, { method: 'POST' });

export const getPlayVideoQueryOptions = (videoId: string) =>
  queryOptions({
    queryKey: ['video-play', videoId],
    queryFn: () => playVideo(videoId),
    retry: false,
    staleTime: 5 * 60_000,
  });

export const usePlayVideo = (videoId: string | null) =>
  useQuery({ ...getPlayVideoQueryOptions(videoId ?? ''), enabled: videoId !== null });
