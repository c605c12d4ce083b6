import { UserPlus, Users } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { Button } from '@/components/ui/button/button';

export const NO_ATHLETES_TEXT = 'No athletes added yet';

/**
 * docs/product/screens.md 'Coach team': a placeholder. The Add Athlete buttons do nothing yet, so they are
 * disabled and say 'Coming soon'.
 */
export function TeamPlaceholder() {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">My Team</h1>
          <p className="mt-1 text-sm text-muted">Your athletes will appear here.</p>
        </div>
        <AddAthleteButton hintId={hintId} size="sm" />
      </header>
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line px-6 py-10 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-surface-raised">
          <Users aria-hidden className="h-8 w-8 text-zinc-500" />
        </span>
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold text-zinc-100">{NO_ATHLETES_TEXT}</p>
          <p id={hintId} className="text-sm text-muted">
            Adding athletes is coming soon: you will be able to invite athletes and follow their
            progress here.
          </p>
        </div>
        <AddAthleteButton hintId={hintId} size="md" />
      </div>
    </div>
  );
}

function AddAthleteButton({ hintId, size }: { hintId: string; size: 'sm' | 'md' }) {
  return (
    <div className="flex flex-col items-center gap-1.5">
      <Button
        size={size}
        disabled
        aria-describedby={hintId}
        className={size === 'sm' ? 'h-11 shrink-0 whitespace-nowrap' : undefined}
      >
        <UserPlus aria-hidden className="h-4 w-4" /> Add Athlete
      </Button>
      <Badge tone="neutral">Coming soon</Badge>
    </div>
  );
}
