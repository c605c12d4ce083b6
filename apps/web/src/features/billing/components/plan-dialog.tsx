import { Button } from '@/components/ui/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import type { PlanOffer } from '../hooks/use-plan-offers';

/** Picks one of several plans (tiers), each with its price, before opening the checkout. */
export function PlanDialog({
  open,
  onOpenChange,
  offers,
  pricesLoading,
  onChoose,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  offers: readonly PlanOffer[];
  /** The prices are still being read: each plan shows a small spinner in place of its price. */
  pricesLoading: boolean;
  onChoose: (tier: string) => void;
  busy: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Portalled, but React events still bubble to a tappable card around the button. */}
      <DialogContent onClick={(event) => event.stopPropagation()}>
        <DialogHeader>
          <DialogTitle>Choose a plan</DialogTitle>
          <DialogDescription>Subscribe to unlock every training video.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3">
          {offers.map((offer) => (
            <Button
              key={offer.tier}
              fullWidth
              disabled={busy}
              onClick={() => onChoose(offer.tier)}
              aria-label={offer.price ? `${offer.name}, ${offer.price}` : offer.name}
              className="justify-between"
            >
              <span>{offer.name}</span>
              {offer.price ? (
                <span className="font-normal">{offer.price}</span>
              ) : pricesLoading ? (
                <Spinner size="sm" label="Loading price..." className="text-black" />
              ) : null}
            </Button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
