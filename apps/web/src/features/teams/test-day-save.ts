import {
  type MovementName,
  type UnusualResult,
  unitTypeOf,
  unusualResultQuestion,
} from '@gamespeed/domain';
import type { RosterRow, TeamResultEntry, TestDayRequest } from '@gamespeed/domain/contracts';
import { OFFLINE_CHANGE_MESSAGE } from '@/lib/api-client';
import { ownWrites } from '@/lib/own-writes';
import { refusalMessage } from '@/lib/refusal-message';
import { sendOrQueue } from '@/lib/send-or-queue';
import { saveTeamResults, teamEntryForm } from './api/team-results';
import { saveTestDay, testDayForm } from './api/test-days';
import { athleteName } from './roster-view';
import {
  entryLabel,
  type Lines,
  newLine,
  type TrialStatus,
  testDayEntry,
  testDayTimingMethod,
} from './test-day';
import type { TestDayDraft } from './test-day-draft';

/** A foul alone is not a result: the server keeps a test only with a valid trial. */
export const FOUL_ALONE_MESSAGE = 'Save a valid trial first: a foul alone is not a result.';

/** A line a save left to fix: its value or its splits, or an unusual value to confirm. */
export interface ToFix {
  test: MovementName;
  athleteId: string;
  at: 'value' | 'splits';
}

/** A trial handed over by a save, by where it is. */
export interface HandedOver {
  test: MovementName;
  athleteId: string;
  trialId: string;
}

/** The test day's session as the server takes it: every test with lines, absent athletes. */
export const testDayRequest = (draft: TestDayDraft, closed?: boolean): TestDayRequest => ({
  id: draft.sessionId,
  testDate: draft.testDate,
  movements: [...new Set([draft.movement, ...(Object.keys(draft.linesByTest) as MovementName[])])],
  device: draft.device,
  start: { kind: draft.start },
  absentAthleteIds: draft.absent,
  ...(closed === undefined ? {} : { closed }),
});

/** Sends the session (or keeps it in the queue, before any entry that joins it). */
export async function handOverTestDay(teamId: string, draft: TestDayDraft, closed?: boolean) {
  const body = testDayRequest(draft, closed);
  return sendOrQueue(testDayForm(teamId, body, closed ? 'Test day ended' : 'Test day'), () =>
    saveTestDay(teamId, body),
  );
}

/**
 * Saves a test day's typed values (docs/product/teams.md 'Test day'): the session first, then
 * every test's typed trial, checked with the athlete's own result rules; a value that fails gets
 * its message at the athlete and is not sent, and a value unusual for the athlete (`unusualOf`)
 * waits at its line until the coach says save anyway; the others move to the line's trials (`onLines`,
 * the field cleared for the next trial) and are sent one entry at a time, each sent now or kept
 * on the device by the one send-or-queue (lib/send-or-queue.ts), reported with `onStatus`.
 * Answers how many were handed over and which lines need a fix, in list order.
 */
export async function saveTestDayEntries({
  teamId,
  athletes,
  draft,
  hasValidTrial,
  unusualOf,
  onLines,
  onStatus,
}: {
  teamId: string;
  athletes: readonly RosterRow[];
  draft: TestDayDraft;
  /** Whether the athlete's test has a valid trial saved or handed over already. */
  hasValidTrial: (test: MovementName, athleteId: string) => boolean;
  /** Why a valid trial's value is unusual for the athlete, or null. */
  unusualOf: (test: MovementName, athleteId: string, value: number) => UnusualResult | null;
  onLines: (next: Partial<Record<MovementName, Lines>>) => void;
  onStatus: (test: MovementName, athleteId: string, trialId: string, status: TrialStatus) => void;
}): Promise<{ handedOver: HandedOver[]; toFix: ToFix[] }> {
  const next: Partial<Record<MovementName, Lines>> = {};
  const entries: { test: MovementName; entry: TeamResultEntry; label: string }[] = [];
  const toFix: ToFix[] = [];
  const tests = [
    draft.movement,
    ...(Object.keys(draft.linesByTest) as MovementName[]).filter((t) => t !== draft.movement),
  ];
  for (const test of tests) {
    const testLines = { ...draft.linesByTest[test] };
    next[test] = testLines;
    for (const athlete of athletes) {
      const line = testLines[athlete.athleteId];
      if (!line) continue;
      const made = testDayEntry(test, line.input, {
        athleteId: athlete.athleteId,
        clientId: line.clientId,
        testDate: draft.testDate,
        timingMethod:
          unitTypeOf(test) === 'time' ? testDayTimingMethod(draft.device, draft.start) : '',
        sessionId: draft.sessionId,
        absent: draft.absent.includes(athlete.athleteId),
      });
      if (made === null) continue;
      const problem = !made.ok
        ? made.message
        : line.input.foul && !hasValidTrial(test, athlete.athleteId)
          ? FOUL_ALONE_MESSAGE
          : null;
      if (problem !== null || !made.ok) {
        const atSplits = !made.ok && made.at === 'splits';
        testLines[athlete.athleteId] = {
          ...line,
          error: atSplits ? undefined : (problem ?? undefined),
          splitError: atSplits ? (problem ?? undefined) : undefined,
        };
        toFix.push({ test, athleteId: athlete.athleteId, at: atSplits ? 'splits' : 'value' });
        continue;
      }
      const { value } = made.entry;
      const unusual = line.input.foul ? null : unusualOf(test, athlete.athleteId, value);
      const confirmed = line.unusual?.confirmed === true && line.unusual.value === value;
      if (unusual && !confirmed) {
        testLines[athlete.athleteId] = {
          ...line,
          unusual: { value, question: unusualResultQuestion(test, unusual, 'their'), confirmed },
        };
        toFix.push({ test, athleteId: athlete.athleteId, at: 'value' });
        continue;
      }
      testLines[athlete.athleteId] = {
        ...newLine(),
        ...(line.splitsOpen ? { splitsOpen: true } : {}),
        sent: [
          ...line.sent,
          {
            id: line.clientId,
            value: made.entry.value,
            foul: line.input.foul,
            ...(made.entry.trials?.[0]?.splits ? { splits: made.entry.trials[0].splits } : {}),
            status: { kind: 'sending' },
          },
        ],
      };
      const label = entryLabel(athleteName(athlete), made.entry, draft.testDate);
      entries.push({ test, entry: made.entry, label });
    }
  }
  onLines(next);
  const handedOver = entries.map(({ test, entry }) => ({
    test,
    athleteId: entry.athleteId,
    trialId: entry.clientId,
  }));
  if (entries.length === 0) return { handedOver, toFix };

  const started = await handOverTestDay(teamId, draft).catch((error: unknown) => ({
    status: 'failed' as const,
    reason: refusalMessage(error),
  }));
  for (const { test, entry, label } of entries) {
    const report = (status: TrialStatus) => onStatus(test, entry.athleteId, entry.clientId, status);
    if (started.status === 'failed' || started.status === 'refused') {
      report({ kind: 'refused', reason: started.reason });
      continue;
    }
    try {
      const outcome = await sendOrQueue(teamEntryForm(teamId, entry, label), () => {
        // Its live echo on the coach's stream is skipped: the save refetches once when done.
        ownWrites.sent(entry.clientId);
        return saveTeamResults(teamId, [entry]);
      });
      if (outcome.status === 'sent') report({ kind: 'saved' });
      else if (outcome.status === 'queued') report({ kind: 'queued' });
      else if (outcome.status === 'refused') report({ kind: 'refused', reason: outcome.reason });
      else report({ kind: 'refused', reason: OFFLINE_CHANGE_MESSAGE });
    } catch (error) {
      report({ kind: 'refused', reason: refusalMessage(error) });
    }
  }
  return { handedOver, toFix };
}
