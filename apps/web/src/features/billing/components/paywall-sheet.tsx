import { Check, Lock, Sparkles } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { TitledDialog } from '@/components/ui/dialog/dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import { returnPathToVideo } from '@/lib/return-path-to-video';
import { useOpenCheckout } from '../hooks/use-open-checkout';
import { usePlanOffers } from '../hooks/use-plan-offers';

/** What a subscription unlocks (docs/product/content.md). */
export const SUBSCRIPTION_UNLOCKS = [
  'Every training drill, not only the free previews',
  'The videos linked to your prescribed exercises',
  'New featured content each week',
] as const;
export const BILLING_OFF_TEXT = 'Subscriptions are not available yet.';
export const PRICES_FAILED_TEXT = 'Prices could not be loaded.';

export interface PaywallSheetProps {
  /** The locked video's title; null keeps the sheet closed. */
  videoTitle: string | null;
  onClose: () => void;
  /** Puts focus back on the tapped element when the sheet has closed. */
  returnFocus: () => void;
  /**
   * The locked video's id: the checkout returns to this screen naming it, and it then plays.
   * Without it, the checkout returns to Settings.
   */
  videoId?: string | null;
}

/**
 * The paywall a locked video opens (docs/product/content.md): what a subscription unlocks, the
 * plans with their prices read from Stripe and a Subscribe button each (the existing checkout),
 * or 'Subscriptions are not available yet.' when billing is off. A sheet anchored to the bottom.
 * The checkout returns to the screen of the video (docs/product/billing.md 'Back to the video').
 */
export function PaywallSheet({ videoTitle, onClose, returnFocus, videoId }: PaywallSheetProps) {
  const open = videoTitle !== null;
  const plans = usePlanOffers(open);
  const location = useLocation();
  const checkout = useOpenCheckout(videoId ? returnPathToVideo(location, videoId) : null);
  const { offers } = plans;

  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      className="top-auto bottom-0 max-w-lg translate-y-0 rounded-b-none sm:bottom-4 sm:rounded-b-2xl"
      returnFocus={returnFocus}
      title={
        <>
          <Lock aria-hidden className="h-5 w-5 text-accent" /> Subscribe to watch
        </>
      }
      titleClassName="flex items-center gap-2"
      description={`“${videoTitle ?? ''}” is for subscribers. A subscription unlocks:`}
    >
      <ul className="flex flex-col gap-2 text-sm text-zinc-200">
        {SUBSCRIPTION_UNLOCKS.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
            {item}
          </li>
        ))}
      </ul>
      {plans.loading ? (
        <Spinner label="Loading plans..." />
      ) : plans.billingOff ? (
        <p className="rounded-xl border border-line bg-surface-raised p-3 text-sm text-muted">
          {BILLING_OFF_TEXT}
        </p>
      ) : (
        <>
          <ul aria-label="Plans" className="flex flex-col gap-3">
            {offers.map((offer) => (
              <li
                key={offer.tier}
                aria-label={offer.name}
                className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-raised p-3"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold text-zinc-50">{offer.name}</span>
                  {offer.price ? (
                    <span className="text-sm text-zinc-200">{offer.price}</span>
                  ) : plans.pricesLoading ? (
                    <Spinner size="sm" label="Loading price..." />
                  ) : null}
                </span>
                <Button
                  size="sm"
                  className="h-11 shrink-0"
                  disabled={checkout.busy}
                  onClick={() => void checkout.open(offer.tier)}
                  aria-label={offers.length > 1 ? `Subscribe to ${offer.name}` : 'Subscribe'}
                >
                  <Sparkles aria-hidden className="h-4 w-4" />
                  {checkout.busy ? 'Opening...' : 'Subscribe'}
                </Button>
              </li>
            ))}
          </ul>
          {plans.pricesFailed ? (
            <div
              role="alert"
              className="flex items-center justify-between gap-3 text-sm text-muted"
            >
              <span>{PRICES_FAILED_TEXT} You can still subscribe.</span>
              <Button size="sm" variant="secondary" className="h-11" onClick={plans.retryPrices}>
                Try again
              </Button>
            </div>
          ) : null}
        </>
      )}
      <Button variant="secondary" fullWidth onClick={onClose}>
        Not now
      </Button>
    </TitledDialog>
  );
}
