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
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { toast } from '@/components/ui/toast/use-toast';
import type { FieldErrors } from '@/lib/field-errors';
import { refusedFields } from '@/lib/field-errors';
import { sendOrQueue } from '@/lib/send-or-queue';
import { todayOnDevice } from '@/lib/today-on-device';
import {
  checkTestEntry,
  EMPTY_ENTRY,
  type EntryField,
  entryFieldErrors,
  OFFLINE_SAVE_MESSAGE,
  parseTestEntry,
  QUEUED_DESCRIPTION,
  QUEUED_TITLE,
  SAVE_FAILED_MESSAGE,
  saveFailureToast,
  type TestEntryFields,
  testTitle,
} from '../add-result-entry';
import { getDashboardQueryOptions } from '../api/get-dashboard';
import { saveTestResultForm, useSaveTestResult } from '../api/save-test-result';
import {
  newTrialsEntry,
  rememberTiming,
  sessionRequest,
  type TimingChoice,
  type TrialsEntry,
  trialsRequest,
} from '../trial-entry';
import { detailsRequest, type ResultDetails, ResultDetailsFields } from './result-details-fields';
import { ResultValueFields } from './result-value-fields';
import { TestGuideSheet } from './test-guide-sheet';
import { TimingFields, TrialFields } from './trial-fields';

const emptyDetails = (): ResultDetails => ({
  testDate: todayOnDevice(),
  timingMethod: '',
  note: '',
});

export interface ResultEntryStepProps {
  movement: MovementName;
  /** The timing choice outlives one entry: going back to the list and on to another test keeps it. */
  timing: TimingChoice;
  onTimingChange: (next: TimingChoice) => void;
  onBack: () => void;
  onDone: () => void;
}

/**
 * The entry step of Add Test Result: one test's value, trials, timing, date and note, and Save.
 * Mounted afresh for every test chosen, so each entry starts empty with its own client id.
 */
export function ResultEntryStep({
  movement,
  timing,
  onTimingChange,
  onBack,
  onDone,
}: ResultEntryStepProps) {
  const [fields, setFields] = useState<TestEntryFields>(EMPTY_ENTRY);
  const [errors, setErrors] = useState<FieldErrors<EntryField>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [details, setDetails] = useState<ResultDetails>(emptyDetails);
  const [trials, setTrials] = useState<TrialsEntry>(newTrialsEntry);
  /** The unusual value the athlete was asked about; saving it again confirms. */
  const [asked, setAsked] = useState<{ value: number; unusual: UnusualResult } | null>(null);
  /** One id per entry: a retry (or the offline queue) sends the same write again. */
  const [clientId] = useState(() => crypto.randomUUID());
  const save = useSaveTestResult();
  const queryClient = useQueryClient();
  const unit = unitTypeOf(movement);

  const set = (key: keyof TestEntryFields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    if (key === 'value' || key === 'timeToTopSpeed') {
      setErrors((current) => ({ ...current, [key]: undefined }));
    }
    setFormMessage(null);
    setAsked(null);
  };

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = parseTestEntry(movement, fields);
    if (!parsed.ok) {
      toast({ title: parsed.message, variant: 'destructive' });
      return;
    }
    const withTrials = trialsRequest(movement, parsed.request.value, trials);
    if ('error' in withTrials) {
      setFormMessage(withTrials.error);
      return;
    }
    const session = unit === 'time' ? sessionRequest(timing) : {};
    const request: SaveTestResultRequest = {
      ...parsed.request,
      ...withTrials,
      ...detailsRequest(details, unit === 'time' && timing.device === '' && timing.start === ''),
      ...session,
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
    const label = `${testTitle(movement)} ${formatValue(request.value, unit)} · ${formatTestDate(request.testDate ?? todayOnDevice())}`;
    try {
      const outcome = await sendOrQueue(saveTestResultForm({ ...request, clientId }, label), () =>
        save.mutateAsync(request),
      );
      if (outcome.status === 'not-kept') {
        setFormMessage(OFFLINE_SAVE_MESSAGE);
        return;
      }
      if (unit === 'time') rememberTiming(timing);
      if (outcome.status === 'refused') {
        toast({ title: SAVE_FAILED_MESSAGE, description: outcome.reason, variant: 'destructive' });
        return;
      }
      toast(
        outcome.status === 'queued'
          ? { title: QUEUED_TITLE, description: QUEUED_DESCRIPTION, variant: 'success' }
          : { title: `${testTitle(movement)} result saved`, variant: 'success' },
      );
      onDone();
    } catch (error) {
      console.error('Saving the test result failed', error);
      const mapped = entryFieldErrors(movement, refusedFields(error));
      setErrors(mapped.errors);
      toast({ ...saveFailureToast(error, movement), variant: 'destructive' });
    }
  }

  return (
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
      <ResultValueFields
        movement={movement}
        fields={fields}
        errors={errors}
        onChange={(key, value) => set(key)(value)}
      />
      <TrialFields
        movement={movement}
        entry={trials}
        onChange={(next) => {
          setTrials(next);
          setFormMessage(null);
          setAsked(null);
        }}
      />
      {unit === 'time' ? (
        <TimingFields
          choice={timing}
          onChange={(next) => {
            onTimingChange(next);
            setFormMessage(null);
          }}
        />
      ) : null}
      <ResultDetailsFields
        details={details}
        onChange={(next) => {
          setDetails(next);
          setFormMessage(null);
        }}
        timed={unit === 'time' && timing.device === '' && timing.start === ''}
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
        <Button variant="secondary" disabled={save.isPending} onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : asked ? 'Save anyway' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
