import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { PaywallSheet } from '@/features/billing/components/paywall-sheet';
import { VideoPlayerDialog } from '@/features/content/components/video-player-dialog';
import { type PlayableVideo, VideoPlaybackContext } from '@/lib/video-playback';

interface Open {
  video: PlayableVideo;
  /** The element focused when the video was tapped: focus returns there. */
  trigger: HTMLElement | null;
  paywall: boolean;
}

/**
 * Owns the in-app player and the paywall (docs/product/content.md): an accessible video opens
 * the player; a locked one — or one the server refuses — the paywall.
 */
export function VideoPlaybackProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const toPaywall = useCallback(
    () => setOpen((current) => (current ? { ...current, paywall: true } : current)),
    [],
  );
  const value = useMemo(
    () => ({
      play(video: PlayableVideo) {
        const active = document.activeElement;
        setOpen({
          video,
          trigger: active instanceof HTMLElement && active !== document.body ? active : null,
          paywall: !video.accessible,
        });
      },
    }),
    [],
  );
  return (
    <VideoPlaybackContext.Provider value={value}>
      {children}
      <VideoPlayerDialog
        video={open && !open.paywall ? open.video : null}
        onClose={close}
        onLocked={toPaywall}
        returnFocusTo={open?.trigger ?? null}
      />
      <PaywallSheet
        videoTitle={open?.paywall ? open.video.title : null}
        onClose={close}
        returnFocusTo={open?.trigger ?? null}
      />
    </VideoPlaybackContext.Provider>
  );
}
