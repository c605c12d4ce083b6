import { INCHES_PER_FOOT, parseTypedNumber, type TimingMethod } from '@gamespeed/domain';
import type { TestResult, UpdateTestResultRequest } from '@gamespeed/domain/contracts';
import { type FormEvent, useState } from 'react';
import { TitledDialog } from '@/components/ui/dialog/dialog';
import { FieldMessage } from '@/components/ui/field-message/field-message';
import { FormActions } from '@/components/ui/form-actions/form-actions';
import { TextField } from '@/components/ui/input/input';
import { toast } from '@/components/ui/toast/use-toast';
import { OFFLINE_CHANGE_MESSAGE } from '@/lib/api-client';
import { refusalMessage } from '@/lib/refusal-message';
import { sendOrQueue } from '@/lib/send-or-queue';
import { updateResultForm, useUpdateResult } from '../api/results-history';
import { CHANGE_QUEUED_TITLE, describeResult } from './result-card';
import { type ResultDetails, ResultDetailsFields } from './result-details-fields';

/** Edit one of the athlete's own results: value, date, timing and note (docs/product/results.md). */
export function EditResultDialog({
  result,
  onClose,
}: {
  result: TestResult | null;
  onClose: () => void;
}) {
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const typed = parseTypedNumber(value);
    if (!isJump && typed.kind === 'invalid') {
      setError(typed.message);
      return;
    }
    const newValue = isJump
      ? Number(feet) * INCHES_PER_FOOT + Number(inches)
      : typed.kind === 'number'
        ? typed.value
        : Number.NaN;
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
    const edit = { id: result.id, clientId: result.clientId, changes };
    try {
      const outcome = await sendOrQueue(
        updateResultForm(edit, `Edit ${describeResult(result)}`),
        () => update.mutateAsync(edit),
      );
      if (outcome.status === 'not-kept') return setError(OFFLINE_CHANGE_MESSAGE);
      if (outcome.status === 'refused') return setError(outcome.reason);
      toast(
        outcome.status === 'queued'
          ? { title: CHANGE_QUEUED_TITLE, variant: 'success' }
          : { title: 'Result updated', variant: 'success' },
      );
      onDone();
    } catch (failure) {
      setError(refusalMessage(failure));
    }
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
