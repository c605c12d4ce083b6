import { isSubscriptionActive } from '@gamespeed/domain';
import { CHECKOUT_RESULT_PARAM } from '@gamespeed/domain/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { useCheckoutReturn } from '@/features/billing/hooks/use-checkout-return';
import { type PlayableVideo, VIDEO_TO_PLAY_PARAM } from '@/lib/video-playback';

/**
 * Back from a checkout started at a locked video (docs/product/billing.md 'Back to the video'):
 * the screen's address carries `?video=<id>&checkout=success|cancelled`. The checkout's end is
 * handled as on Settings (waiting for Stripe's webhook, the toast); then, with the subscription
 * active, the video opens in the player. A cancelled or still-unconfirmed checkout opens nothing.
 * The video parameter goes once it has been handled.
 */
export function ReturnToVideo({
  videoId,
  play,
}: {
  videoId: string;
  play: (video: PlayableVideo) => void;
}) {
  const { profile } = useCurrentUser();
  const { confirming } = useCheckoutReturn(profile);
  const [searchParams, setSearchParams] = useSearchParams();
  const checkoutEnded = searchParams.get(CHECKOUT_RESULT_PARAM) === null && !confirming;
  const active = profile !== null && isSubscriptionActive(profile, new Date());
  const done = useRef(false);

  useEffect(() => {
    if (!checkoutEnded || done.current) return;
    done.current = true;
    if (active) play({ id: videoId, title: '', accessible: true });
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(VIDEO_TO_PLAY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [checkoutEnded, active, play, videoId, setSearchParams]);

  return confirming ? (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-40 flex justify-center px-4">
      <Spinner
        label="Confirming your subscription..."
        showLabel
        className="rounded-full border border-line bg-surface-raised px-4 py-2 text-zinc-100 shadow-lg"
      />
    </div>
  ) : null;
}
