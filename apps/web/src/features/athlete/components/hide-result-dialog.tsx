import { enteredByLabel, HIDE_REASON_MAX } from '@gamespeed/domain';
import type { TestResult } from '@gamespeed/domain/contracts';
import { type FormEvent, useState } from 'react';
import { TitledDialog } from '@/components/ui/dialog/dialog';
import { FieldMessage } from '@/components/ui/field-message/field-message';
import { FormActions } from '@/components/ui/form-actions/form-actions';
import { TextareaField } from '@/components/ui/textarea/textarea';
import { toast } from '@/components/ui/toast/use-toast';
import { refusalMessage } from '@/lib/refusal-message';
import { useHideCoachEntries, useHideResult } from '../api/results-history';
import { describeResult } from './result-card';

/** Every result one coach entered, as History lists them. */
export interface CoachEntries {
  coachId: string;
  /** 'Coach Jane Doe', or 'a coach' when the name is unknown. */
  coachName: string;
  /** How many of them History shows now, not hidden. */
  shown: number;
}

/** A coach's entries shown and not hidden in `results`, one group per coach. */
export function coachEntriesOf(results: readonly TestResult[]): CoachEntries[] {
  const byCoach = new Map<string, CoachEntries>();
  for (const result of results) {
    const coachId = result.enteredBy;
    if (!coachId || !result.enteredByCoach || result.hiddenAt !== null) continue;
    if (result.deletedAt !== null) continue;
    const group = byCoach.get(coachId) ?? {
      coachId,
      coachName: result.enteredByName ? `Coach ${result.enteredByName}` : 'a coach',
      shown: 0,
    };
    group.shown += 1;
    byCoach.set(coachId, group);
  }
  return [...byCoach.values()];
}

/**
 * Hide a result a coach entered (a dispute), or every result one coach entered at once: the
 * athlete says why; the results stay in the history, marked, count for nothing, and the coach
 * sees the reason. 'Show again' undoes it, result by result.
 */
export function HideResultDialog({
  result,
  coach = null,
  onClose,
}: {
  result: TestResult | null;
  coach?: CoachEntries | null;
  onClose: () => void;
}) {
  const hide = useHideResult();
  const hideAll = useHideCoachEntries();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const done = (title: string) => {
    toast({ title, variant: 'success' });
    setReason('');
    setError(null);
    onClose();
  };
  const failed = (failure: unknown) => setError(refusalMessage(failure));
  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Please say why you hide this result');
      return;
    }
    if (coach) {
      hideAll.mutate(
        { coachId: coach.coachId, reason: reason.trim() },
        {
          onSuccess: ({ hidden }) =>
            done(hidden === 1 ? '1 result hidden' : `${hidden} results hidden`),
          onError: failed,
        },
      );
    } else if (result) {
      hide.mutate(
        { id: result.id, clientId: result.clientId, reason: reason.trim() },
        { onSuccess: () => done('Result hidden'), onError: failed },
      );
    }
  }
  return (
    <TitledDialog
      open={result !== null || coach !== null}
      onClose={onClose}
      title={coach ? `Hide all from ${coach.coachName}?` : 'Hide this result?'}
      description={
        coach ? (
          <>
            Every result {coach.coachName} entered for you is hidden ({coach.shown} shown here).
            They stay in your history but stop counting for your best values and diagnosis. Your
            coach sees that you hid them and why. You can show each one again at any time.
          </>
        ) : (
          <>
            {result ? `${describeResult(result)}. ${enteredByLabel(result) ?? ''}.` : null} It stays
            in your history but stops counting for your best values and diagnosis. Your coach sees
            that you hid it and why. You can show it again at any time.
          </>
        )
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
          label={coach ? 'Hide all' : 'Hide result'}
          pendingLabel="Hiding..."
          pending={hide.isPending || hideAll.isPending}
        />
      </form>
    </TitledDialog>
  );
}
