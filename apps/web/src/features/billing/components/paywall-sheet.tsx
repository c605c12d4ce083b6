import { Check, Lock, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useBillingPlans } from '../api/get-billing-plans';
import { useOpenCheckout } from '../hooks/use-open-checkout';
import { tierLabel } from '../subscription-status';

/** What a subscription unlocks (docs/product/content.md). */
export const SUBSCRIPTION_UNLOCKS = [
  'Every training drill, not only the free previews',
  'The videos linked to your prescribed exercises',
  'New featured content each week',
] as const;
export const BILLING_OFF_TEXT = 'Subscriptions are not available yet.';

export interface PaywallSheetProps {
  /** The locked video's title; null keeps the sheet closed. */
  videoTitle: string | null;
  onClose: () => void;
  /** Puts focus back on the tapped element when the sheet has closed. */
  returnFocus: () => void;
}

/**
 * The paywall a locked video opens (docs/product/content.md): what a subscription unlocks, the
 * plans from the billing configuration with a Subscribe button each (the existing checkout), or
 * 'Subscriptions are not available yet.' when billing is off. A sheet anchored to the bottom.
 */
export function PaywallSheet({ videoTitle, onClose, returnFocus }: PaywallSheetProps) {
  const plans = useBillingPlans();
  const checkout = useOpenCheckout();
  const tiers = plans.data?.tiers ?? [];
  const billingOff = plans.isError || (plans.data && (!plans.data.enabled || tiers.length === 0));

  return (
    <Dialog open={videoTitle !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        className="top-auto bottom-0 max-w-lg translate-y-0 rounded-b-none sm:bottom-4 sm:rounded-b-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Lock aria-hidden className="h-5 w-5 text-accent" /> Subscribe to watch
          </DialogTitle>
          <DialogDescription>
            “{videoTitle}” is for subscribers. A subscription unlocks:
          </DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2 text-sm text-zinc-200">
          {SUBSCRIPTION_UNLOCKS.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
              {item}
            </li>
          ))}
        </ul>
        {plans.isPending ? (
          <Spinner label="Loading plans..." />
        ) : billingOff ? (
          <p className="rounded-xl border border-line bg-surface-raised p-3 text-sm text-muted">
            {BILLING_OFF_TEXT}
          </p>
        ) : (
          <ul aria-label="Plans" className="flex flex-col gap-3">
            {tiers.map((tier) => (
              <li
                key={tier}
                className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-raised p-3"
              >
                <span className="font-semibold text-zinc-50">{tierLabel(tier)}</span>
                <Button
                  size="sm"
                  className="h-11"
                  disabled={checkout.busy}
                  onClick={() => void checkout.open(tier)}
                  aria-label={tiers.length > 1 ? `Subscribe to ${tierLabel(tier)}` : 'Subscribe'}
                >
                  <Sparkles aria-hidden className="h-4 w-4" />
                  {checkout.busy ? 'Opening...' : 'Subscribe'}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button variant="secondary" fullWidth onClick={onClose}>
          Not now
        </Button>
      </DialogContent>
    </Dialog>
  );
}
