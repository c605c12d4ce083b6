import { vimeoPlayerUrl } from '@gamespeed/domain/vimeo-id';

/**
 * Opens a video in Vimeo's player in a new tab, autoplaying (docs/product/screens.md,
 * docs/product/api.md), with an unlisted video's hash.
 */
export function openVideoPlayer(video: { vimeoId: string; vimeoHash: string | null }): void {
  window.open(vimeoPlayerUrl(video.vimeoId, video.vimeoHash), '_blank', 'noopener');
}
