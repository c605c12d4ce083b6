import {
  formatValue,
  INCHES_PER_FOOT,
  MOVEMENTS,
  type MovementName,
  TIMING_METHODS,
  type TimingMethod,
} from '@gamespeed/domain';
import type { TestResult, UpdateTestResultRequest } from '@gamespeed/domain/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { FieldMessage } from '@/components/ui/field-message/field-message';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { TextareaField } from '@/components/ui/textarea/textarea';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import {
  useDeleteResult,
  useRestoreResult,
  useResultsHistory,
  useUpdateResult,
} from '../api/results-history';

const ALL_TESTS = 'all';
const TEST_OPTIONS = [
  { value: ALL_TESTS, label: 'All tests' },
  ...MOVEMENTS.map((m) => ({ value: m.name, label: m.displayName })),
];
const METHOD_LABEL: Record<TimingMethod, string> = {
  hand: 'Hand timed',
  electronic: 'Electronic (laser / gates)',
};

/** '2026-11-24' → 'Nov 24, 2026' (read as a calendar day, not a moment in a time zone). */
export function formatTestDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A server refusal in words for the person: the field path ('body.value: ') is dropped. */
export function humanMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message.replace(/^(?:body|params|query)\.\w+: /, '');
  return 'Something went wrong. Please try again.';
}

/**
 * Every result of the athlete, newest test date first, filterable by test, each with Edit and
 * Delete. Deleting offers Undo in the toast; the server keeps every change as a revision
 * (docs/product/results.md).
 */
export function ResultsHistory() {
  const [test, setTest] = useState<string>(ALL_TESTS);
  const history = useResultsHistory(test === ALL_TESTS ? null : (test as MovementName));
  const [editing, setEditing] = useState<TestResult | null>(null);
  const removal = useDeleteResult();
  const restore = useRestoreResult();

  function remove(result: TestResult) {
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
      onError: (error) => toast({ title: humanMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <Select label="Test" value={test} onValueChange={setTest} options={TEST_OPTIONS} />
      {history.isPending ? (
        <Spinner label="Loading results..." showLabel className="justify-center py-8" />
      ) : history.isError ? (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-sm text-muted">Your results could not be loaded.</p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      ) : history.data.results.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted">
          {test === ALL_TESTS ? 'No results yet.' : 'No results for this test yet.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Results">
          {history.data.results.map((result) => (
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
                  {result.timingMethod ? ` · ${METHOD_LABEL[result.timingMethod]}` : ''}
                  {result.value2 !== null ? ` · top speed in ${result.value2} s` : ''}
                </p>
                {result.note ? <p className="text-sm text-zinc-300">{result.note}</p> : null}
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing(result)}
                    aria-label={`Edit ${result.displayName}, ${formatTestDate(result.testDate)}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={removal.isPending}
                    onClick={() => remove(result)}
                    aria-label={`Delete ${result.displayName}, ${formatTestDate(result.testDate)}`}
                  >
                    Delete
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <EditResultDialog result={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function EditResultDialog({ result, onClose }: { result: TestResult | null; onClose: () => void }) {
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit result</DialogTitle>
          <DialogDescription>{result?.displayName}</DialogDescription>
        </DialogHeader>
        {result ? <EditResultForm key={result.id} result={result} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditResultForm({ result, onDone }: { result: TestResult; onDone: () => void }) {
  const update = useUpdateResult();
  const isJump = result.unitType === 'distance';
  const [feet, setFeet] = useState(String(Math.floor(result.value / INCHES_PER_FOOT)));
  const [inches, setInches] = useState(String(Math.round(result.value % INCHES_PER_FOOT)));
  const [value, setValue] = useState(String(result.value));
  const [testDate, setTestDate] = useState(result.testDate);
  const [method, setMethod] = useState<string>(result.timingMethod ?? '');
  const [note, setNote] = useState(result.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const today = new Date().toISOString().slice(0, 10);

  function submit(event: FormEvent) {
    event.preventDefault();
    const newValue = isJump ? Number(feet) * INCHES_PER_FOOT + Number(inches) : Number(value);
    if (!Number.isFinite(newValue) || newValue <= 0 || (isJump && (feet === '' || inches === ''))) {
      setError(isJump ? 'Please enter both feet and inches' : 'Please enter a value');
      return;
    }
    setError(null);
    const changes: UpdateTestResultRequest = {
      value: newValue,
      testDate,
      note: note.trim() === '' ? null : note.trim(),
      ...(result.unitType === 'time'
        ? { timingMethod: method === '' ? null : (method as TimingMethod) }
        : {}),
    };
    update.mutate(
      { id: result.id, changes },
      {
        onSuccess: () => {
          toast({ title: 'Result updated', variant: 'success' });
          onDone();
        },
        onError: (failure) => setError(humanMessage(failure)),
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
      <TextField
        label="Test date"
        type="date"
        max={today}
        value={testDate}
        onChange={(e) => setTestDate(e.target.value)}
      />
      {result.unitType === 'time' ? (
        <Select
          label="Timing"
          value={method}
          onValueChange={setMethod}
          placeholder="Not said"
          options={TIMING_METHODS.map((m) => ({ value: m, label: METHOD_LABEL[m] }))}
        />
      ) : null}
      <TextareaField
        label="Note (optional)"
        rows={2}
        maxLength={200}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <FieldMessage id="edit-result-error" error={error ?? undefined} />
      <div className="flex gap-3">
        <Button type="button" variant="secondary" onClick={onDone} className="flex-1">
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending} className="flex-1">
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
