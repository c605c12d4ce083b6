import { Sparkles } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { useBillingPlans } from '../api/get-billing-plans';
import { useOpenCheckout } from '../hooks/use-open-checkout';
import { usePlanOffers } from '../hooks/use-plan-offers';
import { PlanDialog } from './plan-dialog';

/**
 * 'Subscribe' for a locked video (docs/product/states.md: a lock is shown unless it is a preview or the user
 * is subscribed). Opens Stripe Checkout for the only plan, or asks which plan when there are
 * several. Renders nothing when billing is not configured. `compact`: a small button for a
 * video card (still a 44 px touch target).
 */
export function SubscribeButton({ compact = false }: { compact?: boolean }) {
  const plans = useBillingPlans();
  const checkout = useOpenCheckout();
  const [choosing, setChoosing] = useState(false);
  const offers = usePlanOffers(choosing);

  const tiers = plans.data?.tiers ?? [];
  if (plans.isError || (plans.data && (!plans.data.enabled || tiers.length === 0))) return null;

  function onClick(event: MouseEvent) {
    // Inside a tappable card: subscribing is not a tap on the video.
    event.stopPropagation();
    if (tiers.length > 1) setChoosing(true);
    else if (tiers[0]) void checkout.open(tiers[0]);
  }

  return (
    <>
      <Button
        size={compact ? 'sm' : 'md'}
        fullWidth={!compact}
        className={compact ? 'h-11' : undefined}
        disabled={!plans.data || checkout.busy}
        onClick={onClick}
      >
        <Sparkles aria-hidden className={compact ? 'h-4 w-4' : 'h-5 w-5'} />
        {checkout.busy ? 'Opening...' : 'Subscribe'}
      </Button>
      {tiers.length > 1 ? (
        <PlanDialog
          open={choosing}
          onOpenChange={setChoosing}
          offers={offers.offers}
          pricesLoading={offers.pricesLoading}
          busy={checkout.busy}
          onChoose={(tier) => void checkout.open(tier)}
        />
      ) : null}
    </>
  );
}
