import type { WatchVideoResponse } from '@gamespeed/domain/contracts';
import { apiRequest } from '@/lib/api-client';

/** Tells the server how far the player got (0–1); each report carries a new device-made id. */
export const reportWatch = (videoId: string, fraction: number) =>
  apiRequest<WatchVideoResponse>(`/videos/${encodeURIComponent(videoId)}/watch`, {
    method: 'POST',
    body: { fraction: Math.min(Math.max(fraction, 0), 1), clientId: crypto.randomUUID() },
  });
