/**
 * Test day (docs/product/teams.md 'Test day'): the coach's entry list as pure rules, so they are
 * unit-tested without the screen. Each entry is checked with the contract the server checks the
 * athlete's own results with.
 */
import {
  bestValidTrial,
  formatTestDate,
  formatValue,
  INCHES_PER_FOOT,
  MOVEMENTS,
  type MovementName,
  type StartKind,
  type TimingDevice,
  type TimingMethod,
  timingMethodOf,
  typedNumberOrNull,
  unitTypeOf,
} from '@gamespeed/domain';
import {
  RESULT_VALUE_RANGES,
  saveTestResultRequestSchema,
  type TeamResultEntry,
} from '@gamespeed/domain/contracts';

/** What the coach typed for one athlete's next trial; '' for an empty field. */
export interface TestDayInput {
  /** Time (s) or speed (mph). */
  value: string;
  /** Broad jump only. */
  feet: string;
  inches: string;
  /** The trial is a foul (not valid). */
  foul: boolean;
}

/** What became of a trial handed over: sent and saved, waiting in the device's queue, refused. */
export type TrialStatus =
  | { kind: 'sending' }
  | { kind: 'saved' }
  | { kind: 'queued' }
  | { kind: 'refused'; reason: string };

/** A trial handed over from this device. */
export interface SentTrial {
  id: string;
  value: number;
  foul: boolean;
  status: TrialStatus;
}

/**
 * One athlete's line of a test: the next trial being typed (with the id it will be sent with),
 * the trials handed over from this device, and the message of a value the rules refuse.
 */
export interface Line {
  input: TestDayInput;
  clientId: string;
  sent: SentTrial[];
  error?: string;
}

/** The lines of one test, by athlete id. */
export type Lines = Record<string, Line>;

export const EMPTY_INPUT: TestDayInput = { value: '', feet: '', inches: '', foul: false };

export const newLine = (): Line => ({
  input: EMPTY_INPUT,
  clientId: crypto.randomUUID(),
  sent: [],
});

/** A trial as the line shows it: saved on the server, or handed over from this device. */
export interface ShownTrial {
  id: string;
  value: number;
  foul: boolean;
  status: TrialStatus;
}

/**
 * The trials of an athlete's test to show: those the server has (saved), then those handed over
 * here that it does not have yet, in the order they were typed.
 */
export function shownTrials(
  line: Line | undefined,
  onServer: readonly { id: string; value: number; foul: boolean }[],
): ShownTrial[] {
  const saved = onServer.map((t) => ({ ...t, status: { kind: 'saved' } as const }));
  const known = new Set(saved.map((t) => t.id));
  return [...saved, ...(line?.sent ?? []).filter((t) => !known.has(t.id))];
}

/** The id of the best valid trial shown (refused ones never count), if any. */
export function bestTrialId(movement: MovementName, trials: readonly ShownTrial[]) {
  return bestValidTrial(
    movement,
    trials.filter((t) => t.status.kind !== 'refused'),
  )?.id;
}

/** The timing method the test day's device and start make ('' when they say none). */
export const testDayTimingMethod = (device: TimingDevice, start: StartKind) =>
  timingMethodOf(device, start) ?? '';

/** The tests a test day offers: every result test, in the app's order. */
export const TEST_DAY_TESTS = MOVEMENTS.map((m) => ({ value: m.name, label: m.displayName }));

export const testName = (movement: MovementName) =>
  MOVEMENTS.find((m) => m.name === movement)?.displayName ?? movement;

/** The value field's label by unit: 'Time (s)', 'Speed (mph)'. */
export const VALUE_UNIT_LABEL = { time: 'Time (s)', speed: 'Speed (mph)' } as const;

/** One parser for every typed value (packages/domain typed-number): "1,15" is 1.15. */
const parseNumber = typedNumberOrNull;

/** True when nothing was typed for the athlete (no entry, no message). */
export function isBlank(movement: MovementName, input: TestDayInput): boolean {
  return unitTypeOf(movement) === 'distance'
    ? input.feet.trim() === '' && input.inches.trim() === ''
    : input.value.trim() === '';
}

const UNIT_WORDS = { distance: 'inches', time: 'seconds', speed: 'mph' } as const;

/**
 * The entry for one athlete, or the reason it cannot be saved, or null when the athlete is
 * absent or nothing was typed. The broad jump is feet + inches (inches alone count as 0 ft).
 */
export function testDayEntry(
  movement: MovementName,
  input: TestDayInput,
  details: {
    athleteId: string;
    clientId: string;
    testDate: string;
    timingMethod: string;
    sessionId: string;
    absent: boolean;
  },
): { ok: true; entry: TeamResultEntry } | { ok: false; message: string } | null {
  if (details.absent || isBlank(movement, input)) return null;
  const unit = unitTypeOf(movement);
  let value: number | null;
  if (unit === 'distance') {
    const feet = parseNumber(input.feet === '' ? '0' : input.feet);
    const inches = parseNumber(input.inches === '' ? '0' : input.inches);
    value = feet === null || inches === null ? null : feet * INCHES_PER_FOOT + inches;
  } else {
    value = parseNumber(input.value);
  }
  if (value === null) return { ok: false, message: 'Enter a number' };
  const timingMethod =
    unit === 'time' && details.timingMethod !== ''
      ? (details.timingMethod as TimingMethod)
      : undefined;
  const request = {
    movement,
    value,
    testDate: details.testDate,
    ...(timingMethod ? { timingMethod } : {}),
  };
  const checked = saveTestResultRequestSchema.safeParse(request);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    if (issue.path[0] === 'value' && issue.message.startsWith('must be between')) {
      const { min, max } = RESULT_VALUE_RANGES[movement];
      return { ok: false, message: `Enter a value from ${min} to ${max} ${UNIT_WORDS[unit]}.` };
    }
    return { ok: false, message: issue.message };
  }
  // The test day's date and timing are the session's: the entry names the session, and carries
  // its trial with the entry's id, so a value sent twice is one trial.
  return {
    ok: true,
    entry: {
      clientId: details.clientId,
      athleteId: details.athleteId,
      movement,
      value,
      sessionId: details.sessionId,
      trials: [{ id: details.clientId, value, ...(input.foul ? { foul: true } : {}) }],
    },
  };
}

/** How a queued entry reads in the sync list: 'Ann Lee: Forty 4.80s · Nov 24, 2026'. */
export const entryLabel = (name: string, entry: TeamResultEntry, testDate: string) =>
  `${name}: ${testName(entry.movement)} ${formatValue(entry.value, unitTypeOf(entry.movement))}${entry.trials?.[0]?.foul ? ' (foul)' : ''} · ${formatTestDate(testDate)}`;
