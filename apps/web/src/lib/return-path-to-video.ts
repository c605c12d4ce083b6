import { isSafeReturnPath } from '@gamespeed/domain';
import { CHECKOUT_RESULT_PARAM } from '@gamespeed/domain/contracts';
import { VIDEO_TO_PLAY_PARAM } from './video-playback';

/**
 * The screen at `location` with `video=<id>` (and without an earlier checkout result), as the
 * checkout's return target (docs/product/billing.md 'Back to the video'); null when it could not
 * be a return path (the checkout then returns to the settings route). Apart from
 * `video-playback.tsx`, which the first screen loads: this is needed only once the paywall is.
 */
export function returnPathToVideo(
  location: { pathname: string; search: string },
  videoId: string,
): string | null {
  const params = new URLSearchParams(location.search);
  params.delete(CHECKOUT_RESULT_PARAM);
  params.set(VIDEO_TO_PLAY_PARAM, videoId);
  const path = `${location.pathname}?${params.toString()}`;
  return isSafeReturnPath(path) ? path : null;
}
