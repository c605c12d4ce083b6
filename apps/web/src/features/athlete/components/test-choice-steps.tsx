import type { MovementName } from '@gamespeed/domain';
import { ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button/button';
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { GEAR_4_OPTIONS, TEST_CHOICES, type TestChoice } from '../add-result-entry';
import { TestGuideSheet } from './test-guide-sheet';

const rowClass =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border border-line bg-surface-raised px-4 text-left text-base font-medium text-zinc-100 transition-colors hover:border-accent/60 hover:text-zinc-50';

/** Add Test Result, first step: the list of tests (docs/product/screens.md). */
export function TestListStep({ onChoose }: { onChoose: (choice: TestChoice) => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Add Test Result</DialogTitle>
        <DialogDescription>Choose the test you completed.</DialogDescription>
      </DialogHeader>
      <ul className="flex flex-col gap-2" aria-label="Tests">
        {TEST_CHOICES.map((choice) => (
          <li key={choice.label}>
            <button type="button" className={rowClass} onClick={() => onChoose(choice)}>
              {choice.label}
              <ChevronRight aria-hidden className="h-5 w-5 text-zinc-500" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** ShredMill Gear 4 asks which option was run: A, B or C. */
export function Gear4Step({
  onChoose,
  onBack,
}: {
  onChoose: (movement: MovementName) => void;
  onBack: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>ShredMill Gear 4</DialogTitle>
        <DialogDescription>Choose the option you ran.</DialogDescription>
      </DialogHeader>
      <TestGuideSheet movement="shredmill_gear_4_a" />
      <ul className="flex flex-col gap-2" aria-label="Gear 4 options">
        {GEAR_4_OPTIONS.map((option) => (
          <li key={option.movement}>
            <button type="button" className={rowClass} onClick={() => onChoose(option.movement)}>
              {option.label}
              <ChevronRight aria-hidden className="h-5 w-5 text-zinc-500" />
            </button>
          </li>
        ))}
      </ul>
      <DialogFooter>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </DialogFooter>
    </>
  );
}
