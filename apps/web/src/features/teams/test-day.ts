/**
 * Test day (docs/product/teams.md 'Test day'): the coach's entry list as pure rules, so they are
 * unit-tested without the screen. Each entry is checked with the contract the server checks the
 * athlete's own results with.
 */
import {
  formatTestDate,
  formatValue,
  INCHES_PER_FOOT,
  MOVEMENTS,
  type MovementName,
  type TimingMethod,
  unitTypeOf,
} from '@gamespeed/domain';
import {
  RESULT_VALUE_RANGES,
  saveTestResultRequestSchema,
  type TeamResultEntry,
} from '@gamespeed/domain/contracts';

/** What the coach typed for one athlete; '' for an empty field. */
export interface TestDayInput {
  /** Time (s) or speed (mph). */
  value: string;
  /** Broad jump only. */
  feet: string;
  inches: string;
  absent: boolean;
}

export const EMPTY_INPUT: TestDayInput = { value: '', feet: '', inches: '', absent: false };

/** The tests a test day offers: every result test, in the app's order. */
export const TEST_DAY_TESTS = MOVEMENTS.map((m) => ({ value: m.name, label: m.displayName }));

export const testName = (movement: MovementName) =>
  MOVEMENTS.find((m) => m.name === movement)?.displayName ?? movement;

/** The value field's label by unit: 'Time (s)', 'Speed (mph)'. */
export const VALUE_UNIT_LABEL = { time: 'Time (s)', speed: 'Speed (mph)' } as const;

function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

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
  details: { athleteId: string; clientId: string; testDate: string; timingMethod: string },
): { ok: true; entry: TeamResultEntry } | { ok: false; message: string } | null {
  if (input.absent || isBlank(movement, input)) return null;
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
  return {
    ok: true,
    entry: { ...request, clientId: details.clientId, athleteId: details.athleteId },
  };
}

/** How a queued entry reads in the sync list: 'Ann Lee: Forty 4.80s · Nov 24, 2026'. */
export const entryLabel = (name: string, entry: TeamResultEntry) =>
  `${name}: ${testName(entry.movement)} ${formatValue(entry.value, unitTypeOf(entry.movement))} · ${formatTestDate(entry.testDate ?? '')}`;
