import type { MovementName } from '@gamespeed/domain';
import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog/dialog';
import { GEAR_4_OPTIONS } from '../add-result-entry';
import { rememberedTiming, type TimingChoice } from '../trial-entry';
import { ResultEntryStep } from './result-entry-step';
import { Gear4Step, TestListStep } from './test-choice-steps';

export interface AddResultDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Add Test Result (docs/product/screens.md, docs/product/validation.md, docs/product/results.md):
 * pick a test (Gear 4 asks for Option A, B or C), then enter it with its date, timing method
 * (timed tests) and an optional note, and Save ('Saving...'). Empty fields and failures are
 * toasts with the documented texts; a value outside the shared contract's range is shown at its
 * field (checked on the device, or refused by the server). A possible but unusual value asks
 * "save anyway?" first. Without a connection the result waits on the device and is sent when the
 * connection is back. A saved result closes the dialog and refreshes the dashboard.
 */
export function AddResultDialog({ open, onOpenChange }: AddResultDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/*
        Mounted only while open, so every opening starts on the list of tests. One panel for
        every step: focus stays inside while the steps change.
      */}
      {open ? (
        <DialogContent>
          <AddResultSteps onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type Step = { kind: 'list' } | { kind: 'gear-4' } | { kind: 'entry'; movement: MovementName };

/** The dialog's steps: the list of tests, the Gear 4 options, and the entry (result-entry-step.tsx). */
function AddResultSteps({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [timing, setTiming] = useState<TimingChoice>(rememberedTiming);
  const stepRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  // docs/product/screens.md 'Keyboard and focus': each new step takes the focus to its first
  // field (or its first choice), so typing goes on where the eye goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change.
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    stepRef.current?.querySelector<HTMLElement>('input, [role="combobox"], ul button')?.focus();
  }, [step]);

  const choose = (movement: MovementName) => setStep({ kind: 'entry', movement });

  return (
    <div ref={stepRef} className="contents">
      {step.kind === 'list' ? (
        <TestListStep
          onChoose={(choice) =>
            choice.kind === 'gear-4' ? setStep({ kind: 'gear-4' }) : choose(choice.movement)
          }
        />
      ) : step.kind === 'gear-4' ? (
        <Gear4Step onChoose={choose} onBack={() => setStep({ kind: 'list' })} />
      ) : (
        <ResultEntryStep
          movement={step.movement}
          timing={timing}
          onTimingChange={setTiming}
          onBack={() =>
            setStep(
              GEAR_4_OPTIONS.some((o) => o.movement === step.movement)
                ? { kind: 'gear-4' }
                : { kind: 'list' },
            )
          }
          onDone={onDone}
        />
      )}
    </div>
  );
}
