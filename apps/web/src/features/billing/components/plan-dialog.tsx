import { Button } from '@/components/ui/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { tierLabel } from '../subscription-status';

/** Picks one of several plans (tiers) before opening the checkout. */
export function PlanDialog({
  open,
  onOpenChange,
  tiers,
  onChoose,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tiers: readonly string[];
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
          {tiers.map((tier) => (
            <Button key={tier} fullWidth disabled={busy} onClick={() => onChoose(tier)}>
              {tierLabel(tier)}
            </Button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
