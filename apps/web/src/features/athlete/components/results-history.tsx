import {
  enteredByLabel,
  formatTestDate,
  formatValue,
  HIDE_REASON_MAX,
  INCHES_PER_FOOT,
  MOVEMENTS,
  type MovementName,
  type TimingMethod,
} from '@gamespeed/domain';
import type { TestResult, UpdateTestResultRequest } from '@gamespeed/domain/contracts';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { TitledDialog } from '@/components/ui/dialog/dialog';
import { FieldMessage } from '@/components/ui/field-message/field-message';
import { FormActions } from '@/components/ui/form-actions/form-actions';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { TextareaField } from '@/components/ui/textarea/textarea';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { offlineQueue, type QueuedWrite, queueOwner } from '@/lib/offline-queue';
import { useOfflineQueue } from '@/lib/use-offline-queue';
import {
  useDeleteResult,
  useHideResult,
  useRestoreResult,
  useResultsHistory,
  useUnhideResult,
  useUpdateResult,
} from '../api/results-history';
import { isOfflineFailure } from '../test-entry';
import {
  type ResultDetails,
  ResultDetailsFields,
  TIMING_METHOD_LABEL,
} from './result-details-fields';

const ALL_TESTS = 'all';
const TEST_OPTIONS = [
  { value: ALL_TESTS, label: 'All tests' },
  ...MOVEMENTS.map((m) => ({ value: m.name, label: m.displayName })),
];

/** A server refusal in words for the person: the field path ('body.value: ') is dropped. */
export function humanMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message.replace(/^(?:body|params|query)\.\w+: /, '');
  return 'Something went wrong. Please try again.';
}

/** The toast when a change waits on the device for a connection. */
export const CHANGE_QUEUED_TITLE = "Saved on this device — it will sync when you're back online";
export const WAITING_TO_SYNC = 'Waiting to sync';

/**
 * Queues a change of a result for when the connection is back (docs/product/results.md
 * 'Offline'). False when nobody is signed in on the device (nothing can be queued).
 */
function queueChange(write: Omit<QueuedWrite, 'id' | 'ownerId' | 'queuedAt'>): boolean {
  const ownerId = queueOwner();
  if (!ownerId) return false;
  void offlineQueue.enqueue({
    ...write,
    id: crypto.randomUUID(),
    ownerId,
    queuedAt: new Date().toISOString(),
  });
  toast({ title: CHANGE_QUEUED_TITLE, variant: 'success' });
  return true;
}

const describeResult = (result: TestResult) =>
  `${result.displayName} ${formatValue(result.value, result.unitType)} · ${formatTestDate(result.testDate)}`;

/**
 * Every result of the athlete, newest test date first, filterable by test, each with Edit and
 * Delete. Deleting offers Undo in the toast; the server keeps every change as a revision
 * (docs/product/results.md). Results and changes made offline show 'Waiting to sync' until the
 * device has sent them.
 */
export function ResultsHistory() {
  const [test, setTest] = useState<string>(ALL_TESTS);
  const history = useResultsHistory(test === ALL_TESTS ? null : (test as MovementName));
  // A list that arrives is drawn in the background, in small slices: a long history drawn at
  // once blocks a phone's main thread. A list already in the cache shows on the first render.
  const results = useDeferredValue(history.data?.results);
  const [editing, setEditing] = useState<TestResult | null>(null);
  const [hiding, setHiding] = useState<TestResult | null>(null);
  const unhide = useUnhideResult();
  const removal = useDeleteResult();
  const restore = useRestoreResult();
  const queue = useOfflineQueue();
  const owner = queueOwner();
  const waiting = queue.pending.filter((w) => w.ownerId === owner);
  const waitingNew = waiting.filter(
    (w) =>
      w.method === 'POST' &&
      !w.teamEntry &&
      (test === ALL_TESTS || (w.body as { movement?: string } | undefined)?.movement === test),
  );
  const waitingFor = (id: string) => waiting.some((w) => w.resultId === id);

  function remove(result: TestResult) {
    const queueDelete = () =>
      queueChange({
        method: 'DELETE',
        path: `/results/${result.id}`,
        resultId: result.id,
        label: `Delete ${describeResult(result)}`,
      });
    if (!navigator.onLine && queueDelete()) return;
    removal.mutate(result.id, {
      onSuccess: () =>
        toast({
          title: 'Result deleted',
          description: `${result.displayName}, ${formatTestDate(result.testDate)}`,
          duration: 8000,
          action: {
            label: 'Undo',
            altText: `Undo deleting the ${result.displayName} result`,
            onAction: () =>
              restore.mutate(result.id, {
                onSuccess: () => toast({ title: 'Result restored', variant: 'success' }),
                onError: (error) => toast({ title: humanMessage(error), variant: 'destructive' }),
              }),
          },
        }),
      onError: (error) => {
        if (isOfflineFailure(error) && queueDelete()) return;
        toast({ title: humanMessage(error), variant: 'destructive' });
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <Select label="Test" value={test} onValueChange={setTest} options={TEST_OPTIONS} />
      {history.isError ? (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-sm text-muted">Your results could not be loaded.</p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      ) : results === undefined ? (
        <Spinner label="Loading results..." showLabel className="justify-center py-8" />
      ) : results.length === 0 && waitingNew.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted">
          {test === ALL_TESTS ? 'No results yet.' : 'No results for this test yet.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Results">
          {waitingNew.map((write) => (
            <li key={write.id}>
              <Card className="flex flex-col gap-2 border-dashed px-4 py-3">
                <p className="font-semibold">{write.label}</p>
                <p className="text-sm text-accent">{WAITING_TO_SYNC}</p>
                <div>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => void offlineQueue.discard(write.id)}
                    aria-label={`Cancel ${write.label}`}
                  >
                    Cancel
                  </Button>
                </div>
              </Card>
            </li>
          ))}
          {results.map((result) => (
            <li key={result.id}>
              <Card className="flex flex-col gap-2 px-4 py-3">
                <div className="flex items-baseline justify-between gap-3">
                  <h2 className="font-semibold">{result.displayName}</h2>
                  <span className="text-lg font-bold tabular-nums">
                    {formatValue(result.value, result.unitType)}
                  </span>
                </div>
                <p className="text-sm text-muted">
                  <time dateTime={result.testDate}>{formatTestDate(result.testDate)}</time>
                  {result.timingMethod ? ` · ${TIMING_METHOD_LABEL[result.timingMethod]}` : ''}
                  {result.value2 !== null ? ` · top speed in ${result.value2} s` : ''}
                </p>
                {result.note ? <p className="text-sm text-zinc-300">{result.note}</p> : null}
                {result.enteredByCoach ? (
                  <p className="text-sm text-zinc-300">{enteredByLabel(result)}</p>
                ) : null}
                {result.hiddenAt ? (
                  <p className="text-sm text-amber-300">
                    Hidden: {result.hiddenReason}. It does not count for your best values or
                    diagnosis.
                  </p>
                ) : null}
                {waitingFor(result.id) ? (
                  <p className="text-sm text-accent">{WAITING_TO_SYNC}</p>
                ) : null}
                <div className="flex gap-2">
                  {!result.enteredByCoach ? (
                    <>
                      <ResultAction result={result} label="Edit" onClick={setEditing} />
                      <ResultAction
                        result={result}
                        label="Delete"
                        variant="ghost"
                        disabled={removal.isPending}
                        onClick={remove}
                      />
                    </>
                  ) : result.hiddenAt ? (
                    <ResultAction
                      result={result}
                      label="Show again"
                      disabled={unhide.isPending}
                      onClick={({ id }) =>
                        unhide.mutate(id, {
                          onSuccess: () =>
                            toast({ title: 'Result shown again', variant: 'success' }),
                          onError: (error) =>
                            toast({ title: humanMessage(error), variant: 'destructive' }),
                        })
                      }
                    />
                  ) : (
                    <ResultAction result={result} label="Hide" onClick={setHiding} />
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <EditResultDialog result={editing} onClose={() => setEditing(null)} />
      <HideResultDialog result={hiding} onClose={() => setHiding(null)} />
    </div>
  );
}

/**
 * Hide a result a coach entered (a dispute): the athlete says why; the result stays in the
 * history, marked, counts for nothing, and the coach sees the reason. 'Show again' undoes it.
 */
function HideResultDialog({ result, onClose }: { result: TestResult | null; onClose: () => void }) {
  const hide = useHideResult();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!result) return;
    if (reason.trim() === '') {
      setError('Please say why you hide this result');
      return;
    }
    hide.mutate(
      { id: result.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Result hidden', variant: 'success' });
          setReason('');
          setError(null);
          onClose();
        },
        onError: (failure) => setError(humanMessage(failure)),
      },
    );
  }
  return (
    <TitledDialog
      open={result !== null}
      onClose={onClose}
      title="Hide this result?"
      description={
        <>
          {result ? `${describeResult(result)}. ${enteredByLabel(result) ?? ''}.` : null} It stays
          in your history but stops counting for your best values and diagnosis. Your coach sees
          that you hid it and why. You can show it again at any time.
        </>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextareaField
          label="Reason"
          rows={2}
          maxLength={HIDE_REASON_MAX}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
        <FieldMessage id="hide-result-error" error={error ?? undefined} />
        <FormActions
          onCancel={onClose}
          label="Hide result"
          pendingLabel="Hiding..."
          pending={hide.isPending}
        />
      </form>
    </TitledDialog>
  );
}

/** A small button for one result, named with the result and its date ('Edit 40 Yard Dash, …'). */
function ResultAction({
  result,
  label,
  variant = 'secondary',
  disabled,
  onClick,
}: {
  result: TestResult;
  label: string;
  variant?: 'secondary' | 'ghost';
  disabled?: boolean;
  onClick: (result: TestResult) => void;
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={disabled}
      onClick={() => onClick(result)}
      aria-label={`${label} ${result.displayName}, ${formatTestDate(result.testDate)}`}
    >
      {label}
    </Button>
  );
}

function EditResultDialog({ result, onClose }: { result: TestResult | null; onClose: () => void }) {
  return (
    <TitledDialog
      open={result !== null}
      onClose={onClose}
      title="Edit result"
      description={result?.displayName}
    >
      {result ? <EditResultForm key={result.id} result={result} onDone={onClose} /> : null}
    </TitledDialog>
  );
}

function EditResultForm({ result, onDone }: { result: TestResult; onDone: () => void }) {
  const update = useUpdateResult();
  const isJump = result.unitType === 'distance';
  const [feet, setFeet] = useState(String(Math.floor(result.value / INCHES_PER_FOOT)));
  const [inches, setInches] = useState(String(Math.round(result.value % INCHES_PER_FOOT)));
  const [value, setValue] = useState(String(result.value));
  const [details, setDetails] = useState<ResultDetails>({
    testDate: result.testDate,
    timingMethod: result.timingMethod ?? '',
    note: result.note ?? '',
  });
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const newValue = isJump ? Number(feet) * INCHES_PER_FOOT + Number(inches) : Number(value);
    if (!Number.isFinite(newValue) || newValue <= 0 || (isJump && (feet === '' || inches === ''))) {
      setError(isJump ? 'Please enter both feet and inches' : 'Please enter a value');
      return;
    }
    setError(null);
    const note = details.note.trim();
    const changes: UpdateTestResultRequest = {
      value: newValue,
      testDate: details.testDate,
      note: note === '' ? null : note,
      ...(result.unitType === 'time'
        ? {
            timingMethod:
              details.timingMethod === '' ? null : (details.timingMethod as TimingMethod),
          }
        : {}),
    };
    update.mutate(
      { id: result.id, changes },
      {
        onSuccess: () => {
          toast({ title: 'Result updated', variant: 'success' });
          onDone();
        },
        onError: (failure) => {
          if (
            isOfflineFailure(failure) &&
            queueChange({
              method: 'PATCH',
              path: `/results/${result.id}`,
              body: changes,
              resultId: result.id,
              label: `Edit ${describeResult(result)}`,
            })
          ) {
            onDone();
            return;
          }
          setError(humanMessage(failure));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {isJump ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Feet"
            inputMode="numeric"
            value={feet}
            onChange={(e) => setFeet(e.target.value.replace(/\D/g, '').slice(0, 2))}
            autoFocus
          />
          <TextField
            label="Inches"
            inputMode="numeric"
            value={inches}
            onChange={(e) => setInches(e.target.value.replace(/\D/g, '').slice(0, 2))}
          />
        </div>
      ) : (
        <TextField
          label={result.unitType === 'time' ? 'Time (seconds)' : 'Speed (mph)'}
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoFocus
        />
      )}
      <ResultDetailsFields
        details={details}
        onChange={setDetails}
        timed={result.unitType === 'time'}
      />
      <FieldMessage id="edit-result-error" error={error ?? undefined} />
      <FormActions
        onCancel={onDone}
        label="Save"
        pendingLabel="Saving..."
        pending={update.isPending}
      />
    </form>
  );
}
