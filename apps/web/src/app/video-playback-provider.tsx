import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  type PlayableVideo,
  VIDEO_TO_PLAY_PARAM,
  VideoPlaybackContext,
} from '@/lib/video-playback';

// The player (with Vimeo's library) and the paywall load on the first tap of a video, not with
// the first screen (docs/performance.md).
const VideoPlayerDialog = lazy(() =>
  import('@/features/content/components/video-player-dialog').then((m) => ({
    default: m.VideoPlayerDialog,
  })),
);
// Only an address naming a video (back from a checkout) needs it.
const ReturnToVideo = lazy(() =>
  import('./return-to-video').then((m) => ({ default: m.ReturnToVideo })),
);
const PaywallSheet = lazy(() =>
  import('@/features/billing/components/paywall-sheet').then((m) => ({
    default: m.PaywallSheet,
  })),
);

interface Open {
  video: PlayableVideo;
  paywall: boolean;
}

/**
 * Owns the in-app player and the paywall (docs/product/content.md): an accessible video opens
 * the player; a locked one — or one the server refuses — the paywall, whose checkout returns to
 * this screen with the video named in the address, which then plays it ({@link ReturnToVideo}).
 * Settings handle their own checkout returns.
 */
export function VideoPlaybackProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  // Mounted from the first tap on, so later closes keep their exit and focus return.
  const [used, setUsed] = useState(false);
  // The element focused when the video was tapped: focus returns there. A ref, because the
  // dialogs hand focus back after they have closed (when `open` is already null).
  const trigger = useRef<HTMLElement | null>(null);
  const returnFocus = useCallback(() => trigger.current?.focus(), []);
  const close = useCallback(() => setOpen(null), []);
  const toPaywall = useCallback(
    () => setOpen((current) => (current ? { ...current, paywall: true } : current)),
    [],
  );
  const play = useCallback((video: PlayableVideo) => {
    const active = document.activeElement;
    trigger.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setUsed(true);
    setOpen({ video, paywall: !video.accessible });
  }, []);
  const value = useMemo(() => ({ play }), [play]);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const videoToPlay = location.pathname.endsWith('/settings')
    ? null
    : searchParams.get(VIDEO_TO_PLAY_PARAM);
  return (
    <VideoPlaybackContext.Provider value={value}>
      {children}
      {videoToPlay ? (
        <Suspense fallback={null}>
          <ReturnToVideo key={videoToPlay} videoId={videoToPlay} play={play} />
        </Suspense>
      ) : null}
      {used ? (
        <Suspense fallback={null}>
          <VideoPlayerDialog
            video={open && !open.paywall ? open.video : null}
            onClose={close}
            onLocked={toPaywall}
            returnFocus={returnFocus}
          />
          <PaywallSheet
            videoTitle={open?.paywall ? open.video.title : null}
            onClose={close}
            returnFocus={returnFocus}
            videoId={open?.video.id ?? null}
          />
        </Suspense>
      ) : null}
    </VideoPlaybackContext.Provider>
  );
}
