import { RETEST_DUE_TITLE, retestDueText } from '@gamespeed/domain';
import type { Dashboard } from '@gamespeed/domain/contracts';
import { CalendarClock } from 'lucide-react';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';

/** The "Retest due" card (docs/product/reminders.md), shown while a retest is due. */
export function RetestDueCard({
  retest,
  onAddResults,
}: {
  retest: Dashboard['retest'];
  onAddResults: () => void;
}) {
  if (retest.kind !== 'due') return null;
  return (
    <Card
      role="region"
      aria-label={RETEST_DUE_TITLE}
      className="flex flex-col gap-3 border-accent/60"
    >
      <div className="flex items-center gap-2">
        <CalendarClock aria-hidden className="h-5 w-5 text-accent" />
        <CardTitle>{RETEST_DUE_TITLE}</CardTitle>
      </div>
      <p className="text-sm text-zinc-300">{retestDueText(retest.weeks, retest.latestTestDate)}</p>
      <Button variant="secondary" onClick={onAddResults}>
        Add New Results
      </Button>
    </Card>
  );
}
