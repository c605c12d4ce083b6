import { formatTestDate, MOVEMENTS, type MovementName } from '@gamespeed/domain';
import type { TestResult } from '@gamespeed/domain/contracts';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { OFFLINE_CHANGE_MESSAGE } from '@/lib/api-client';
import { offlineQueue, queueOwner } from '@/lib/offline-queue';
import { refusalMessage } from '@/lib/refusal-message';
import { sendOrQueue } from '@/lib/send-or-queue';
import { useOfflineQueue } from '@/lib/use-offline-queue';
import {
  deleteResultForm,
  useDeleteResult,
  useRestoreResult,
  useResultsHistory,
  useUnhideResult,
} from '../api/results-history';
import { RESULT_WRITE } from '../api/use-result-write';
import { EditResultDialog } from './edit-result-dialog';
import { type CoachEntries, coachEntriesOf, HideResultDialog } from './hide-result-dialog';
import {
  CHANGE_QUEUED_TITLE,
  describeResult,
  type ResultActions,
  ResultCard,
  WaitingResultCard,
} from './result-card';

const ALL_TESTS = 'all';
const TEST_OPTIONS = [
  { value: ALL_TESTS, label: 'All tests' },
  ...MOVEMENTS.map((m) => ({ value: m.name, label: m.displayName })),
];

/**
 * Every result of the athlete, newest test date first, filterable by test, each with Edit and
 * Delete. Deleting offers Undo in the toast; the server keeps every change as a revision
 * (docs/product/results.md). Results and changes made offline show 'Waiting to sync' until the
 * device has sent them; a new result that waits can be cancelled.
 */
export function ResultsHistory() {
  const [test, setTest] = useState<string>(ALL_TESTS);
  const history = useResultsHistory(test === ALL_TESTS ? null : (test as MovementName));
  // A list that arrives is drawn in the background, in small slices: a long history drawn at
  // once blocks a phone's main thread. A list already in the cache shows on the first render.
  const results = useDeferredValue(history.data?.results);
  const [editing, setEditing] = useState<TestResult | null>(null);
  const [hiding, setHiding] = useState<TestResult | null>(null);
  const [hidingCoach, setHidingCoach] = useState<CoachEntries | null>(null);
  const coaches = coachEntriesOf(results ?? []);
  const unhide = useUnhideResult();
  const removal = useDeleteResult();
  const restore = useRestoreResult();
  const queue = useOfflineQueue();
  const owner = queueOwner();
  const waiting = queue.pending.filter((w) => w.ownerId === owner && w.kind === RESULT_WRITE.name);
  const waitingNew = waiting.filter(
    (w) => w.method === 'POST' && (test === ALL_TESTS || w.details?.movement === test),
  );
  const waitingFor = (id: string) => waiting.some((w) => w.about === id);

  async function remove(result: TestResult) {
    try {
      const outcome = await sendOrQueue(
        deleteResultForm(result.id, `Delete ${describeResult(result)}`),
        () => removal.mutateAsync(result),
      );
      if (outcome.status === 'queued') toast({ title: CHANGE_QUEUED_TITLE, variant: 'success' });
      else if (outcome.status === 'not-kept')
        toast({ title: OFFLINE_CHANGE_MESSAGE, variant: 'destructive' });
      else if (outcome.status === 'refused')
        toast({ title: outcome.reason, variant: 'destructive' });
      else offerUndo(result);
    } catch (error) {
      toast({ title: refusalMessage(error), variant: 'destructive' });
    }
  }

  const offerUndo = (result: TestResult) =>
    toast({
      title: 'Result deleted',
      description: `${result.displayName}, ${formatTestDate(result.testDate)}`,
      duration: 8000,
      action: {
        label: 'Undo',
        altText: `Undo deleting the ${result.displayName} result`,
        onAction: () =>
          restore.mutate(result, {
            onSuccess: () => toast({ title: 'Result restored', variant: 'success' }),
            onError: (error) => toast({ title: refusalMessage(error), variant: 'destructive' }),
          }),
      },
    });

  const actions: ResultActions = {
    onEdit: setEditing,
    onDelete: (result) => void remove(result),
    onHide: setHiding,
    onShowAgain: (result) =>
      unhide.mutate(result, {
        onSuccess: () => toast({ title: 'Result shown again', variant: 'success' }),
        onError: (error) => toast({ title: refusalMessage(error), variant: 'destructive' }),
      }),
    deleting: removal.isPending,
    showingAgain: unhide.isPending,
  };

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
        <>
          {coaches.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              {coaches.map((coach) => (
                <Button
                  key={coach.coachId}
                  variant="secondary"
                  size="sm"
                  onClick={() => setHidingCoach(coach)}
                >
                  Hide all from {coach.coachName}
                </Button>
              ))}
            </div>
          ) : null}
          <ul className="flex flex-col gap-3" aria-label="Results">
            {waitingNew.map((write) => (
              <li key={write.id}>
                <WaitingResultCard
                  write={write}
                  onCancel={({ id }) => void offlineQueue.discard(id)}
                />
              </li>
            ))}
            {results.map((result) => (
              <li key={result.id}>
                <ResultCard result={result} waiting={waitingFor(result.id)} actions={actions} />
              </li>
            ))}
          </ul>
        </>
      )}
      <EditResultDialog result={editing} onClose={() => setEditing(null)} />
      <HideResultDialog
        result={hiding}
        coach={hidingCoach}
        onClose={() => {
          setHiding(null);
          setHidingCoach(null);
        }}
      />
    </div>
  );
}
