import {
  eliteValueFor,
  formatTestDate,
  formatValue,
  type MovementName,
  type UnusualResult,
  unitTypeOf,
  unusualResult,
  unusualResultQuestion,
} from '@gamespeed/domain';
import type { Dashboard, SaveTestResultRequest } from '@gamespeed/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/input/input';
import { toast } from '@/components/ui/toast/use-toast';
import type { FieldErrors } from '@/lib/field-errors';
import { refusedFields } from '@/lib/field-errors';
import { offlineQueue, queueOwner } from '@/lib/offline-queue';
import { todayOnDevice } from '@/lib/today-on-device';
import { getDashboardQueryOptions } from '../api/get-dashboard';
import { useSaveTestResult } from '../api/save-test-result';
import {
  checkTestEntry,
  EMPTY_ENTRY,
  type EntryField,
  entryFieldErrors,
  GEAR_4_OPTIONS,
  isOfflineFailure,
  OFFLINE_SAVE_MESSAGE,
  parseTestEntry,
  saveFailureToast,
  TEST_CHOICES,
  type TestEntryFields,
  TIME_TO_TOP_SPEED_LABEL,
  TIME_TO_TOP_SPEED_PLACEHOLDER,
  TIME_TO_TOP_SPEED_STEP,
  testTitle,
  VALUE_LABELS,
  VALUE_PLACEHOLDERS,
  VALUE_STEPS,
} from '../test-entry';
import { BroadJumpFields } from './broad-jump-fields';
import { detailsRequest, type ResultDetails, ResultDetailsFields } from './result-details-fields';
import { TestGuideSheet } from './test-guide-sheet';

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
          <AddResultContent onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The toast when a result waits on the device for a connection. */
export const QUEUED_TITLE = 'Saved on this device';
export const QUEUED_DESCRIPTION = "It will sync when you're back online.";

const emptyDetails = (): ResultDetails => ({
  testDate: todayOnDevice(),
  timingMethod: '',
  note: '',
});

type Step = { kind: 'list' } | { kind: 'gear-4' } | { kind: 'entry'; movement: MovementName };

const rowClass =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border border-line bg-surface-raised px-4 text-left text-base font-medium text-zinc-100 transition-colors hover:border-accent/60 hover:text-zinc-50';

function AddResultContent({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [fields, setFields] = useState<TestEntryFields>(EMPTY_ENTRY);
  const [errors, setErrors] = useState<FieldErrors<EntryField>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [details, setDetails] = useState<ResultDetails>(emptyDetails);
  /** The unusual value the athlete was asked about; saving it again confirms. */
  const [asked, setAsked] = useState<{ value: number; unusual: UnusualResult } | null>(null);
  /** One id per entry: a retry (or the offline queue) sends the same write again. */
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const save = useSaveTestResult();
  const queryClient = useQueryClient();
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
  const set = (key: keyof TestEntryFields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    if (key === 'value' || key === 'timeToTopSpeed') {
      setErrors((current) => ({ ...current, [key]: undefined }));
    }
    setFormMessage(null);
    setAsked(null);
  };

  const choose = (movement: MovementName) => {
    setFields(EMPTY_ENTRY);
    setErrors({});
    setFormMessage(null);
    setDetails(emptyDetails());
    setAsked(null);
    setClientId(crypto.randomUUID());
    setStep({ kind: 'entry', movement });
  };

  if (step.kind === 'list') {
    return (
      <div ref={stepRef} className="contents">
        <DialogHeader>
          <DialogTitle>Add Test Result</DialogTitle>
          <DialogDescription>Choose the test you completed.</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2" aria-label="Tests">
          {TEST_CHOICES.map((choice) => (
            <li key={choice.label}>
              <button
                type="button"
                className={rowClass}
                onClick={() =>
                  choice.kind === 'gear-4' ? setStep({ kind: 'gear-4' }) : choose(choice.movement)
                }
              >
                {choice.label}
                <ChevronRight aria-hidden className="h-5 w-5 text-zinc-500" />
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (step.kind === 'gear-4') {
    return (
      <div ref={stepRef} className="contents">
        <DialogHeader>
          <DialogTitle>ShredMill Gear 4</DialogTitle>
          <DialogDescription>Choose the option you ran.</DialogDescription>
        </DialogHeader>
        <TestGuideSheet movement="shredmill_gear_4_a" />
        <ul className="flex flex-col gap-2" aria-label="Gear 4 options">
          {GEAR_4_OPTIONS.map((option) => (
            <li key={option.movement}>
              <button type="button" className={rowClass} onClick={() => choose(option.movement)}>
                {option.label}
                <ChevronRight aria-hidden className="h-5 w-5 text-zinc-500" />
              </button>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="secondary" onClick={() => setStep({ kind: 'list' })}>
            Back
          </Button>
        </DialogFooter>
      </div>
    );
  }

  const { movement } = step;
  const unit = unitTypeOf(movement);
  const isGear4 = GEAR_4_OPTIONS.some((o) => o.movement === movement);

  function queueForLater(request: SaveTestResultRequest) {
    const ownerId = queueOwner();
    if (!ownerId) {
      setFormMessage(OFFLINE_SAVE_MESSAGE);
      return;
    }
    void offlineQueue.enqueue({
      id: request.clientId ?? clientId,
      ownerId,
      method: 'POST',
      path: '/results',
      body: request,
      label: `${testTitle(movement)} ${formatValue(request.value, unit)} · ${formatTestDate(request.testDate ?? todayOnDevice())}`,
      queuedAt: new Date().toISOString(),
    });
    toast({ title: QUEUED_TITLE, description: QUEUED_DESCRIPTION, variant: 'success' });
    onDone();
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = parseTestEntry(movement, fields);
    if (!parsed.ok) {
      toast({ title: parsed.message, variant: 'destructive' });
      return;
    }
    const request: SaveTestResultRequest = {
      ...parsed.request,
      ...detailsRequest(details, unit === 'time'),
      clientId,
    };
    const refused = checkTestEntry(request);
    if (refused) {
      setErrors(refused.errors);
      setFormMessage(refused.formMessage);
      return;
    }
    const dashboard = queryClient.getQueryData<Dashboard>(getDashboardQueryOptions().queryKey);
    const unusual = unusualResult({
      movement,
      value: request.value,
      currentBest: dashboard?.bestValues[movement],
      elite: dashboard
        ? eliteValueFor(movement, dashboard.powerToSpeedNorm, dashboard.gameSpeedNorm)
        : null,
    });
    if (unusual && asked?.value !== request.value) {
      setAsked({ value: request.value, unusual });
      return;
    }
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      queueForLater(request);
      return;
    }
    try {
      await save.mutateAsync(request);
      toast({ title: `${testTitle(movement)} result saved`, variant: 'success' });
      onDone();
    } catch (error) {
      console.error('Saving the test result failed', error);
      if (isOfflineFailure(error)) {
        queueForLater(request);
        return;
      }
      const mapped = entryFieldErrors(movement, refusedFields(error));
      setErrors(mapped.errors);
      toast({ ...saveFailureToast(error, movement), variant: 'destructive' });
    }
  }

  return (
    <div ref={stepRef} className="contents">
      <form onSubmit={onSave} noValidate className="flex flex-col gap-4">
        <DialogHeader>
          <DialogTitle>{testTitle(movement)}</DialogTitle>
          <DialogDescription>
            {unit === 'distance'
              ? 'Enter your best jump in feet and inches.'
              : unit === 'speed'
                ? 'Enter your top speed in mph.'
                : 'Enter your time in seconds.'}
          </DialogDescription>
        </DialogHeader>
        <TestGuideSheet movement={movement} />
        {unit === 'distance' ? (
          <BroadJumpFields
            feet={fields.feet}
            inches={fields.inches}
            onFeetChange={set('feet')}
            onInchesChange={set('inches')}
          />
        ) : (
          <>
            <TextField
              label={VALUE_LABELS[unit]}
              type="number"
              inputMode="decimal"
              min="0"
              step={VALUE_STEPS[unit]}
              placeholder={VALUE_PLACEHOLDERS[movement as keyof typeof VALUE_PLACEHOLDERS]}
              value={fields.value}
              onChange={(e) => set('value')(e.target.value)}
              error={errors.value}
            />
            {unit === 'speed' ? (
              <TextField
                label={TIME_TO_TOP_SPEED_LABEL}
                type="number"
                inputMode="decimal"
                min="0"
                step={TIME_TO_TOP_SPEED_STEP}
                placeholder={TIME_TO_TOP_SPEED_PLACEHOLDER}
                value={fields.timeToTopSpeed}
                onChange={(e) => set('timeToTopSpeed')(e.target.value)}
                error={errors.timeToTopSpeed}
              />
            ) : null}
          </>
        )}
        <ResultDetailsFields
          details={details}
          onChange={(next) => {
            setDetails(next);
            setFormMessage(null);
          }}
          timed={unit === 'time'}
        />
        {asked ? (
          <p
            role="alert"
            className="rounded-xl border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100"
          >
            {unusualResultQuestion(movement, asked.unusual)}
          </p>
        ) : null}
        {formMessage ? (
          <p role="alert" className="text-sm text-red-400">
            {formMessage}
          </p>
        ) : null}
        <DialogFooter>
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={() => setStep(isGear4 ? { kind: 'gear-4' } : { kind: 'list' })}
          >
            Back
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : asked ? 'Save anyway' : 'Save'}
          </Button>
        </DialogFooter>
      </form>
    </div>
  );
}
