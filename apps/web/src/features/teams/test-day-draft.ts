import type { MovementName, StartKind, TimingDevice } from '@gamespeed/domain';
import type { OpenTestDayResponse } from '@gamespeed/domain/contracts';
import { createStore, get, set } from 'idb-keyval';
import type { Lines } from './test-day';

/**
 * A test day as the coach's device keeps it (docs/product/teams.md 'Test day'): the session's id,
 * date and timing, the test on screen, the athletes marked absent and every line — the values
 * typed and not saved yet and the trials handed over — in IndexedDB beside the offline queue, so
 * a reload, a locked phone or a discarded tab brings it all back, with or without a signal.
 */
export interface TestDayDraft {
  sessionId: string;
  testDate: string;
  device: TimingDevice;
  start: StartKind;
  movement: MovementName;
  absent: string[];
  linesByTest: Partial<Record<MovementName, Lines>>;
  /** The session was handed over (sent or queued): its date and timing are kept. */
  started: boolean;
}

const store = () =>
  typeof indexedDB === 'undefined' ? undefined : createStore('gamespeed-test-day', 'drafts');
let draftStore: ReturnType<typeof store>;
const keyOf = (ownerId: string, teamId: string) => `${ownerId}:${teamId}`;

export async function readDraft(ownerId: string, teamId: string) {
  draftStore ??= store();
  if (!draftStore) return undefined;
  try {
    return await get<TestDayDraft>(keyOf(ownerId, teamId), draftStore);
  } catch {
    return undefined;
  }
}

export async function writeDraft(ownerId: string, teamId: string, draft: TestDayDraft | undefined) {
  draftStore ??= store();
  if (!draftStore) return;
  try {
    await set(keyOf(ownerId, teamId), draft, draftStore);
  } catch {
    // Storage blocked (private mode): the screen keeps working for this visit.
  }
}

/** A new test day: today, the device and start of the team's last one (a stopwatch at first). */
export const newDraft = (
  testDate: string,
  lastTiming: OpenTestDayResponse['lastTiming'] | undefined,
): TestDayDraft => ({
  sessionId: crypto.randomUUID(),
  testDate,
  device: lastTiming?.device && lastTiming.device !== 'not-said' ? lastTiming.device : 'stopwatch',
  start:
    lastTiming?.start.kind && lastTiming.start.kind !== 'unknown'
      ? lastTiming.start.kind
      : 'first-movement-hand',
  movement: 'forty',
  absent: [],
  linesByTest: {},
  started: false,
});

/**
 * What the screen opens with: the server's open test day when there is one (with what this
 * device typed for it, when the draft is of the same day), else the device's draft (no signal,
 * or its start still waits in the queue), else a new test day.
 */
export function resumedDraft(
  draft: TestDayDraft | undefined,
  server: OpenTestDayResponse | undefined,
  today: string,
): TestDayDraft {
  const open = server?.testDay;
  if (open) {
    if (draft?.sessionId === open.id) return draft;
    return {
      sessionId: open.id,
      testDate: open.testDate,
      device: open.device,
      start: open.start.kind,
      movement: open.movements[0] ?? 'forty',
      absent: open.absentAthleteIds,
      linesByTest: {},
      started: true,
    };
  }
  return draft ?? newDraft(today, server?.lastTiming);
}
