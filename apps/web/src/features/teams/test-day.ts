/**
 * Test day (docs/product/teams.md 'Test day'): the coach's entry list as pure rules, so they are
 * unit-tested without the screen. Each entry is checked with the contract the server checks the
 * athlete's own results with.
 */
import {
  bestValidTrial,
  DEFAULT_FORTY_SPLIT_YARDS,
  formatTestDate,
  formatValue,
  INCHES_PER_FOOT,
  MOVEMENTS,
  type MovementName,
  type Split,
  type StartKind,
  type TimingDevice,
  type TimingMethod,
  timingMethodOf,
  typedNumberOrNull,
  type UnusualResult,
  unitTypeOf,
  unusualResult,
} from '@gamespeed/domain';
import {
  RESULT_VALUE_RANGES,
  saveTestResultRequestSchema,
  type TeamResultEntry,
  type TrialInput,
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
  /** The 40's splits typed for this trial, by distance in yards (absent in older drafts). */
  splits?: Partial<Record<number, string>>;
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
  splits?: readonly Split[];
  status: TrialStatus;
}

/** A value the unusual-result rule asks about at its line, and whether the coach said save anyway. */
export interface UnusualAsk {
  value: number;
  question: string;
  confirmed: boolean;
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
  /** The message of splits the rules refuse (shown at the split fields). */
  splitError?: string;
  /** The split fields are open for this athlete (closed until asked for). */
  splitsOpen?: boolean;
  unusual?: UnusualAsk;
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
  splits?: readonly Split[];
  status: TrialStatus;
}

/**
 * The trials of an athlete's test to show: those the server has (saved), then those handed over
 * here that it does not have yet, in the order they were typed.
 */
export function shownTrials(
  line: Line | undefined,
  onServer: readonly { id: string; value: number; foul: boolean; splits?: readonly Split[] }[],
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

/**
 * Why a valid trial is unusual for the athlete (packages/domain unusual-result, the rule of their
 * own Add Test Result), or null: compared with the better of their best on the server and the
 * best valid trial of this session's line, and with the elite value for their bodyweight.
 */
export function unusualTrial(
  movement: MovementName,
  value: number,
  baseline: { best?: number | undefined; elite?: number | undefined } | undefined,
  trials: readonly ShownTrial[],
): UnusualResult | null {
  const inSession = bestValidTrial(
    movement,
    trials.filter((t) => t.status.kind !== 'refused'),
  )?.value;
  const known = [baseline?.best, inSession].filter((v): v is number => v !== undefined);
  const currentBest = bestValidTrial(
    movement,
    known.map((v) => ({ value: v, foul: false })),
  )?.value;
  return unusualResult({ movement, value, currentBest, elite: baseline?.elite });
}

/** The split distances (yards) a test day offers for a test: the 40's 10 and 20 yd. */
export const splitYardsOf = (movement: MovementName): readonly number[] =>
  movement === 'forty' ? DEFAULT_FORTY_SPLIT_YARDS : [];

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
): { ok: true; entry: TeamResultEntry } | { ok: false; message: string; at?: 'splits' } | null {
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
  const splits: Split[] = [];
  for (const yards of splitYardsOf(movement)) {
    const typed = input.splits?.[yards]?.trim() ?? '';
    if (typed === '') continue;
    const seconds = parseNumber(typed);
    if (seconds === null)
      return { ok: false, message: `Enter a number at ${yards} yd`, at: 'splits' };
    splits.push({ distance: yards, unit: 'yd', seconds });
  }
  const trial: TrialInput = {
    id: details.clientId,
    value,
    ...(input.foul ? { foul: true } : {}),
    ...(splits.length > 0 ? { splits } : {}),
  };
  const timingMethod =
    unit === 'time' && details.timingMethod !== ''
      ? (details.timingMethod as TimingMethod)
      : undefined;
  // Splits are checked as the athlete's own trial's (a foul's too, as the server checks them).
  const request = {
    movement,
    value,
    testDate: details.testDate,
    ...(timingMethod ? { timingMethod } : {}),
    ...(splits.length > 0 ? { trials: [{ ...trial, foul: false }] } : {}),
  };
  const checked = saveTestResultRequestSchema.safeParse(request);
  if (!checked.success) {
    // The value's own message first: a trial repeats the value's problems at its path.
    const { issues } = checked.error;
    const issue = issues.find((i) => i.path[0] !== 'trials') ?? issues[0]!;
    if (issue.path[0] === 'trials' && issue.path.includes('splits')) {
      return { ok: false, message: issue.message, at: 'splits' };
    }
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
      trials: [trial],
    },
  };
}

/** How a queued entry reads in the sync list: 'Ann Lee: Forty 4.80s · Nov 24, 2026'. */
export const entryLabel = (name: string, entry: TeamResultEntry, testDate: string) =>
  `${name}: ${testName(entry.movement)} ${formatValue(entry.value, unitTypeOf(entry.movement))}${entry.trials?.[0]?.foul ? ' (foul)' : ''} · ${formatTestDate(testDate)}`;
