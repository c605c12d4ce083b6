// Longer than 300 lines for now, as one file: the entry list keeps the draft lines, trials, absent marks and the save report in one state; moving that state into a hook is the next step when the test day gains splits and the session summary.
import { type MovementName, unitTypeOf } from '@gamespeed/domain';
import type { RosterRow, TestDay as ServerTestDay } from '@gamespeed/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { queueOwner } from '@/lib/queue-owner';
import { refreshAfter } from '@/lib/refresh-after';
import { todayOnDevice } from '@/lib/today-on-device';
import { useOfflineQueue } from '@/lib/use-offline-queue';
import { useRoster } from '../api/get-roster';
import { openTestDayQueryOptions, useOpenTestDay } from '../api/test-days';
import { athleteName } from '../roster-view';
import {
  bestTrialId,
  EMPTY_INPUT,
  isBlank,
  type Line,
  newLine,
  type ShownTrial,
  shownTrials,
  type TestDayInput,
  testName,
} from '../test-day';
import {
  newDraft,
  readDraft,
  resumedDraft,
  type TestDayDraft,
  writeDraft,
} from '../test-day-draft';
import { type HandedOver, handOverTestDay, saveTestDayEntries } from '../test-day-save';
import { BackToMyTeam } from './back-to-my-team';
import { type LineStatus, TestDayLine } from './test-day-line';
import { TestDaySettings } from './test-day-settings';

const fieldId = (key: string) => `test-day-${key.replace(':', '-')}`;
const SAVE_ID = 'test-day-save';
const count = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`;
const EMPTY_TRIALS: ServerTestDay['results'][number]['trials'] = [];

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
  const [draft, setDraft] = useState(initial);
  /** The last save: the trials it handed over and the lines it left to fix. */
  const [report, setReport] = useState<{ handedOver: HandedOver[]; toFix: number } | null>(null);
  const saving = useRef(false);
  const queue = useOfflineQueue();
  const queryClient = useQueryClient();
  const { movement } = draft;
  const unit = unitTypeOf(movement);
  const lines = draft.linesByTest[movement] ?? {};
  const lineOf = (id: string): Line => lines[id] ?? EMPTY_LINE;

  // Every change is on the device at once: a reload or a discarded tab brings it back.
  useEffect(() => {
    void writeDraft(queueOwner() ?? '', teamId, draft);
  }, [teamId, draft]);

  const serverTrials = (test: MovementName, athleteId: string) =>
    (onServer?.id === draft.sessionId
      ? onServer.results.find((r) => r.movement === test && r.athleteId === athleteId)?.trials
      : undefined) ?? EMPTY_TRIALS;
  const trialsOf = (test: MovementName, athleteId: string): ShownTrial[] =>
    shownTrials(draft.linesByTest[test]?.[athleteId], serverTrials(test, athleteId)).map(
      (trial) => ({ ...trial, status: queueStatus(trial) }),
    );
  /** A queued trial is saved once the queue sent it, refused when the server refused it. */
  function queueStatus(trial: ShownTrial): ShownTrial['status'] {
    if (trial.status.kind !== 'queued') return trial.status;
    const refused = queue.refused.find((w) => w.id === trial.id);
    if (refused) return { kind: 'refused', reason: refused.reason };
    return queue.pending.some((w) => w.id === trial.id) ? trial.status : { kind: 'saved' };
  }

  const update = (changes: Partial<TestDayDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const setLine = (athleteId: string, change: (line: Line) => Line) =>
    setDraft((d) => {
      const testLines = d.linesByTest[d.movement] ?? {};
      const line = testLines[athleteId] ?? newLine();
      return {
        ...d,
        linesByTest: {
          ...d.linesByTest,
          [d.movement]: { ...testLines, [athleteId]: change(line) },
        },
      };
    });
  const setInput = (athleteId: string, changes: Partial<TestDayInput>) =>
    setLine(athleteId, (line) => ({
      ...line,
      input: { ...line.input, ...changes },
      error: undefined,
    }));
  function setAbsent(athleteId: string, absent: boolean) {
    const next = {
      ...draft,
      absent: absent
        ? [...new Set([...draft.absent, athleteId])]
        : draft.absent.filter((id) => id !== athleteId),
    };
    setDraft(next);
    // Kept on the server too once the test day has started (or in the queue, in order).
    if (next.started) void handOverTestDay(teamId, next).catch(() => undefined);
  }
  const isAbsent = (athleteId: string) => draft.absent.includes(athleteId);

  /** The fields of the athletes present, in list order (Enter goes to the next). */
  const order = athletes.flatMap((a) => {
    if (isAbsent(a.athleteId)) return [];
    return unit === 'distance' ? [`${a.athleteId}:feet`, `${a.athleteId}:inches`] : [a.athleteId];
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
  /** A trial the server refused is one to fix, never one saved. */
  const reportCounts = report && {
    saved: report.handedOver.filter(
      (h) =>
        trialsOf(h.test, h.athleteId).find((t) => t.id === h.trialId)?.status.kind !== 'refused',
    ).length,
    toFix:
      report.toFix +
      report.handedOver.filter(
        (h) =>
          trialsOf(h.test, h.athleteId).find((t) => t.id === h.trialId)?.status.kind === 'refused',
      ).length,
  };
  const somethingSaved =
    tests.some((test) => athletes.some((a) => trialsOf(test, a.athleteId).length > 0)) ||
    (onServer?.id === draft.sessionId && onServer.results.length > 0);

  async function save() {
    // A double tap saves once.
    if (saving.current) return;
    saving.current = true;
    try {
      const started = { ...draft, started: true };
      const saved = await saveTestDayEntries({
        teamId,
        athletes,
        draft: started,
        hasValidTrial: (test, athleteId) =>
          trialsOf(test, athleteId).some((t) => !t.foul && t.status.kind !== 'refused'),
        // The trials move to their lines (the fields clear) before anything is sent.
        onLines: (next) =>
          setDraft((d) => ({
            ...d,
            started: started.started || d.started,
            linesByTest: { ...d.linesByTest, ...next },
          })),
        onStatus: (test, athleteId, trialId, status) =>
          setDraft((d) => {
            const line = d.linesByTest[test]?.[athleteId];
            if (!line) return d;
            const sent = line.sent.map((t) => (t.id === trialId ? { ...t, status } : t));
            return {
              ...d,
              linesByTest: {
                ...d.linesByTest,
                [test]: { ...d.linesByTest[test], [athleteId]: { ...line, sent } },
              },
            };
          }),
      });
      const firstToFix = saved.toFix.find((f) => f.test === movement) ?? saved.toFix[0];
      setReport({ handedOver: saved.handedOver, toFix: saved.toFix.length });
      if (firstToFix) {
        if (firstToFix.test !== movement) update({ movement: firstToFix.test });
        const key =
          unitTypeOf(firstToFix.test) === 'distance'
            ? `${firstToFix.athleteId}:feet`
            : firstToFix.athleteId;
        requestAnimationFrame(() => {
          const field = document.getElementById(fieldId(key));
          field?.focus();
          field?.scrollIntoView({ block: 'center' });
        });
      }
      if (saved.handedOver.length > 0) void refreshAfter(queryClient, 'teamResultsChanged');
    } finally {
      saving.current = false;
    }
  }

  async function endTestDay() {
    await handOverTestDay(teamId, draft, true).catch(() => undefined);
    setDraft(
      newDraft(todayOnDevice(), {
        device: draft.device,
        deviceModel: null,
        start: { kind: draft.start, distance: null, unit: null },
      }),
    );
    setReport(null);
    toast({ title: 'Test day ended', variant: 'success' });
    void queryClient.invalidateQueries({ queryKey: openTestDayQueryOptions(teamId).queryKey });
  }

  return (
    <>
      <TestDaySettings draft={draft} locked={draft.started && somethingSaved} onChange={update} />

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
              input={line.input}
              absent={isAbsent(id)}
              trials={trials}
              bestId={bestTrialId(movement, trials)}
              error={line.error}
              status={statusOf(trials)}
              entryField={entryField(id)}
              onChange={(changes) => setInput(id, changes)}
              onAbsent={(absent) => setAbsent(id, absent)}
            />
          );
        })}
      </ul>

      {draft.started ? (
        <Button variant="secondary" onClick={() => void endTestDay()}>
          End test day
        </Button>
      ) : null}
      <Button
        id={SAVE_ID}
        onClick={() => void save()}
        disabled={waitingTotal === 0}
        className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))]"
      >
        {waitingTotal === 0 ? 'Save' : `Save ${count(waitingTotal)}`}
      </Button>
    </>
  );
}

/** What a line reads before anything is typed (a new line gets its id when first typed in). */
const EMPTY_LINE: Line = { input: EMPTY_INPUT, clientId: '', sent: [] };
