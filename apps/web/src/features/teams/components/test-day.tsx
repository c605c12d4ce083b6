import { type MovementName, unitTypeOf } from '@gamespeed/domain';
import type { RosterRow, TestDay as ServerTestDay } from '@gamespeed/domain/contracts';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { queueOwner } from '@/lib/queue-owner';
import { todayOnDevice } from '@/lib/today-on-device';
import { useRoster } from '../api/get-roster';
import { useOpenTestDay } from '../api/test-days';
import { useTestDayDraft } from '../hooks/use-test-day-draft';
import { athleteName } from '../roster-view';
import { bestTrialId, isBlank, type ShownTrial, splitYardsOf, testName } from '../test-day';
import { readDraft, resumedDraft, type TestDayDraft } from '../test-day-draft';
import type { ToFix } from '../test-day-save';
import { BackToMyTeam } from './back-to-my-team';
import { type LineStatus, TestDayLine } from './test-day-line';
import { TestDaySettings } from './test-day-settings';
import { TestDaySummaryCard } from './test-day-summary';

const fieldId = (key: string) => `test-day-${key.replace(':', '-')}`;
const SAVE_ID = 'test-day-save';
const count = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`;

/**
 * Test day (docs/product/teams.md 'Test day'): one session of the team on the server, resumed
 * from it or from the device's draft. The coach picks the test, and once per session the date,
 * timing device and start, then types a trial per athlete; Enter goes to the next athlete. 'Save'
 * sends every typed trial with an id made here — or keeps it on the device when the server cannot
 * be reached (lib/send-or-queue.ts) — and the field clears for the next trial.
 */
export function TestDay({ teamId }: { teamId: string }) {
  const roster = useRoster(teamId);
  const open = useOpenTestDay(teamId);
  const [draft, setDraft] = useState<TestDayDraft | undefined | null>(null);
  useEffect(() => {
    let current = true;
    void readDraft(queueOwner() ?? '', teamId).then((read) => {
      if (current) setDraft(read);
    });
    return () => {
      current = false;
    };
  }, [teamId]);
  if (roster.isPending || open.isPending || draft === null)
    return <Spinner label="Loading roster..." />;
  if (roster.isError)
    return (
      <div className="flex flex-col gap-4">
        <BackToMyTeam />
        <p className="text-sm text-red-400">Could not load the roster. {roster.error.message}</p>
      </div>
    );
  return (
    <div className="flex flex-col gap-5">
      <BackToMyTeam />
      <header>
        <h1 className="text-2xl font-bold break-words">Test Day</h1>
        <p className="mt-1 text-sm text-muted">{roster.data.team.name}</p>
      </header>
      {roster.data.athletes.length === 0 ? (
        <p className="text-sm text-muted">
          No athletes added yet. Athletes who join your team appear here.
        </p>
      ) : (
        <EntryList
          teamId={teamId}
          athletes={roster.data.athletes}
          initial={resumedDraft(draft, open.data, todayOnDevice())}
          onServer={open.data?.testDay ?? null}
        />
      )}
    </div>
  );
}

function EntryList({
  teamId,
  athletes,
  initial,
  onServer,
}: {
  teamId: string;
  athletes: RosterRow[];
  initial: TestDayDraft;
  onServer: ServerTestDay | null;
}) {
  const {
    draft,
    unit,
    lineOf,
    trialsOf,
    isAbsent,
    reportCounts,
    update,
    setInput,
    openSplits,
    setAbsent,
    save,
    confirmUnusual,
    endTestDay,
    summary,
    closeSummary,
  } = useTestDayDraft({ teamId, athletes, initial, onServer, onFirstToFix: focusToFix });
  const { movement } = draft;

  /** The fields of the athletes present, in list order (Enter goes to the next). */
  const order = athletes.flatMap((a) => {
    const id = a.athleteId;
    if (isAbsent(id)) return [];
    if (unit === 'distance') return [`${id}:feet`, `${id}:inches`];
    const splits = lineOf(id).splitsOpen ? splitYardsOf(movement).map((y) => `${id}:${y}`) : [];
    return [id, ...splits];
  });
  const entryField = (athleteId: string) => (part: string) => {
    const key = part === 'value' ? athleteId : `${athleteId}:${part}`;
    return {
      id: fieldId(key),
      enterKeyHint: 'next' as const,
      disabled: isAbsent(athleteId),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        const next = order[order.indexOf(key) + 1];
        document.getElementById(next ? fieldId(next) : SAVE_ID)?.focus();
      },
    };
  };

  /** After a save, the first line to fix: its field (the first split for splits), centred. */
  function focusToFix({ test, athleteId, at }: ToFix) {
    const key =
      at === 'splits'
        ? `${athleteId}:${splitYardsOf(test)[0]}`
        : unitTypeOf(test) === 'distance'
          ? `${athleteId}:feet`
          : athleteId;
    requestAnimationFrame(() => {
      const field = document.getElementById(fieldId(key));
      field?.focus();
      field?.scrollIntoView({ block: 'center' });
    });
  }

  const statusOf = (trials: readonly ShownTrial[]): LineStatus | null => {
    const last = trials.at(-1);
    if (!last) return null;
    const { status } = last;
    if (status.kind === 'refused') return { text: `Not saved: ${status.reason}`, tone: 'bad' };
    if (status.kind === 'queued') return { text: 'Waiting to sync', tone: 'wait' };
    if (status.kind === 'sending') return { text: 'Saving...', tone: 'wait' };
    return { text: 'Saved', tone: 'ok' };
  };

  const present = athletes.filter((a) => !isAbsent(a.athleteId));
  const hasTrial = (test: MovementName, athleteId: string) =>
    trialsOf(test, athleteId).some((t) => t.status.kind !== 'refused');
  const entered = present.filter(
    (a) => !isBlank(movement, lineOf(a.athleteId).input) || hasTrial(movement, a.athleteId),
  ).length;
  const tests = Object.keys(draft.linesByTest) as MovementName[];
  /** How many trials each test has typed and not yet handed over. */
  const waiting = tests.map((test) => ({
    test,
    count: present.filter((a) => {
      const line = draft.linesByTest[test]?.[a.athleteId];
      return line !== undefined && !isBlank(test, line.input);
    }).length,
  }));
  const waitingTotal = waiting.reduce((n, w) => n + w.count, 0);
  const waitingElsewhere = waiting
    .filter((w) => w.test !== movement && w.count > 0)
    .map((w) => `${testName(w.test)} (${w.count})`);
  const somethingSaved =
    tests.some((test) => athletes.some((a) => trialsOf(test, a.athleteId).length > 0)) ||
    (onServer?.id === draft.sessionId && onServer.results.length > 0);

  return (
    <>
      {summary ? (
        <TestDaySummaryCard
          summary={summary}
          nameOf={(id) => {
            const athlete = athletes.find((a) => a.athleteId === id);
            return athlete ? athleteName(athlete) : '';
          }}
          onClose={closeSummary}
        />
      ) : null}
      <TestDaySettings draft={draft} locked={draft.started && somethingSaved} onChange={update} />
      {/* Beside the settings it ends, never under the sticky Save (which would cover it). */}
      {draft.started ? (
        <Button variant="secondary" onClick={() => void endTestDay()}>
          End test day
        </Button>
      ) : null}

      <div aria-live="polite" className="flex flex-col gap-1">
        <p className="text-sm font-medium text-zinc-200">
          {entered} of {present.length} entered
        </p>
        {reportCounts ? (
          <p className="text-sm text-zinc-200">
            {reportCounts.saved} saved · {reportCounts.toFix} to fix
          </p>
        ) : null}
        {waitingElsewhere.length > 0 ? (
          <p className="text-sm text-muted">Also to save: {waitingElsewhere.join(', ')}</p>
        ) : null}
      </div>

      <ul aria-label="Athletes" className="flex flex-col gap-2">
        {athletes.map((athlete) => {
          const id = athlete.athleteId;
          const line = lineOf(id);
          const trials = trialsOf(movement, id);
          return (
            <TestDayLine
              key={id}
              name={athleteName(athlete)}
              movement={movement}
              unit={unit}
              line={line}
              absent={isAbsent(id)}
              trials={trials}
              bestId={bestTrialId(movement, trials)}
              status={statusOf(trials)}
              entryField={entryField(id)}
              onChange={(changes) => setInput(id, changes)}
              onAbsent={(absent) => setAbsent(id, absent)}
              onSplits={(open) => openSplits(id, open)}
              onSaveAnyway={() => confirmUnusual(id)}
            />
          );
        })}
      </ul>

      <Button
        id={SAVE_ID}
        onClick={() => void save()}
        disabled={waitingTotal === 0}
        // Sticky offsets count from the scrolling area's content edge, which the layout's padding
        // already keeps above the navigation: 0.5rem is just clear of it. (4.5rem here lifted
        // Save over 'End test day' even at the bottom of the page.)
        className="sticky bottom-2"
      >
        {waitingTotal === 0 ? 'Save' : `Save ${count(waitingTotal)}`}
      </Button>
    </>
  );
}
