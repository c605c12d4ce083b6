/**
 * The Add Test Result dialog's tests, entry fields and validation (docs/product/screens.md 'Add Test Result
 * dialog', docs/product/validation.md, docs/product/constants.md test placeholders). Pure, so the rules are unit-tested without the dialog.
 */
import {
  INCHES_PER_FOOT,
  MOVEMENTS,
  type MovementName,
  type UnitType,
  unitTypeOf,
} from '@gamespeed/domain';
import {
  RESULT_VALUE_RANGES,
  type SaveTestResultRequest,
  TIME_TO_TOP_SPEED_RANGE,
} from '@gamespeed/domain/contracts';
import { ApiError } from '@/lib/api-client';

/** docs/product/validation.md alert texts. */
export const BOTH_FEET_AND_INCHES_MESSAGE = 'Please enter both feet and inches';
export const ENTER_VALUE_MESSAGE = 'Please enter a value';

/** docs/product/messages.md alert texts for a failed save. */
export const MOVEMENT_NOT_FOUND_MESSAGE = 'Failed to find movement type. Please try again.';
export const SAVE_FAILED_MESSAGE = 'Failed to save test result. Please try again.';
export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again.';

/** One entry of the test list: a movement, or the Gear 4 group that asks for an option. */
export type TestChoice =
  | { kind: 'movement'; movement: MovementName; label: string }
  | { kind: 'gear-4'; label: string };

const displayName = (movement: MovementName) =>
  MOVEMENTS.find((m) => m.name === movement)?.displayName ?? movement;

const single = (movement: MovementName): TestChoice => ({
  kind: 'movement',
  movement,
  label: displayName(movement),
});

/** The list of tests, in the order of docs/product/data-model.md 'Movement' names (Gear 4 once, as a group). */
export const TEST_CHOICES: readonly TestChoice[] = [
  single('broad_jump'),
  single('forty'),
  single('5_10_fly'),
  single('20_10_fly'),
  single('5_10_decel'),
  single('5_10_roll_90'),
  single('5_10_180_return'),
  single('shredmill_gear_2'),
  single('shredmill_gear_3'),
  { kind: 'gear-4', label: 'ShredMill Gear 4' },
];

/** docs/product/screens.md: Gear 4 opens a sub-choice of Option A, B or C. */
export const GEAR_4_OPTIONS: readonly { label: string; movement: MovementName }[] = [
  { label: 'Option A', movement: 'shredmill_gear_4_a' },
  { label: 'Option B', movement: 'shredmill_gear_4_b' },
  { label: 'Option C', movement: 'shredmill_gear_4_c' },
];

/** The entry form's title: the movement's display name. */
export const testTitle = displayName;

/** docs/product/constants.md test placeholders (the broad jump is entered as feet and inches instead). */
export const VALUE_PLACEHOLDERS: Record<Exclude<MovementName, 'broad_jump'>, string> = {
  forty: '4.50',
  '5_10_fly': '1.55',
  '20_10_fly': '0.95',
  '5_10_decel': '1.70',
  '5_10_roll_90': '1.80',
  '5_10_180_return': '2.00',
  shredmill_gear_2: '12',
  shredmill_gear_3: '15',
  shredmill_gear_4_a: '18',
  shredmill_gear_4_b: '18',
  shredmill_gear_4_c: '18',
};

/** docs/product/validation.md steps: time 0.01 s, mph 0.1, time to top speed 0.1 s. */
export const VALUE_STEPS: Record<Exclude<UnitType, 'distance'>, string> = {
  time: '0.01',
  speed: '0.1',
};
export const TIME_TO_TOP_SPEED_STEP = '0.1';
export const TIME_TO_TOP_SPEED_PLACEHOLDER = '2.5';

export const VALUE_LABELS: Record<Exclude<UnitType, 'distance'>, string> = {
  time: 'Time (seconds)',
  speed: 'Top Speed (mph)',
};
export const TIME_TO_TOP_SPEED_LABEL = 'Time to Top Speed (seconds, optional)';

/** What the athlete typed; '' for an empty field. */
export interface TestEntryFields {
  feet: string;
  inches: string;
  value: string;
  timeToTopSpeed: string;
}

export const EMPTY_ENTRY: TestEntryFields = { feet: '', inches: '', value: '', timeToTopSpeed: '' };

export type TestEntryResult =
  | { ok: true; request: SaveTestResultRequest }
  | { ok: false; message: string };

/** A decimal number typed in a field, or null ('' and anything unparseable). */
function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * docs/product/validation.md: the broad jump needs both feet and inches (total = feet·12 + inches); other tests need
 * a value. Time to top speed is optional and sent only for speed tests (seconds). Plausible
 * ranges are the server's to check (it answers with a clear 400).
 */
export function parseTestEntry(movement: MovementName, fields: TestEntryFields): TestEntryResult {
  if (movement === 'broad_jump') {
    const feet = parseNumber(fields.feet);
    const inches = parseNumber(fields.inches);
    if (feet === null || inches === null)
      return { ok: false, message: BOTH_FEET_AND_INCHES_MESSAGE };
    return { ok: true, request: { movement, value: feet * INCHES_PER_FOOT + inches } };
  }
  const value = parseNumber(fields.value);
  if (value === null) return { ok: false, message: ENTER_VALUE_MESSAGE };
  if (unitTypeOf(movement) !== 'speed') return { ok: true, request: { movement, value } };
  const timeToTopSpeed = parseNumber(fields.timeToTopSpeed);
  return {
    ok: true,
    request: timeToTopSpeed === null ? { movement, value } : { movement, value, timeToTopSpeed },
  };
}

/** Unit words for the range hint of a rejected value. */
const RANGE_UNITS: Record<UnitType, string> = { distance: 'inches', time: 'seconds', speed: 'mph' };

/**
 * The toast for a failed save (docs/product/messages.md alerts): the movement lookup failing → 'Failed to find
 * movement type...'; any other answer of the server → 'Failed to save test result...', with the
 * accepted range when the server refused the value as implausible; no answer at all → 'An error
 * occurred...'.
 */
export function saveFailureToast(
  error: unknown,
  movement: MovementName,
): { title: string; description?: string } {
  if (!(error instanceof ApiError) || error.status === 0) return { title: GENERIC_ERROR_MESSAGE };
  if (error.code === 'movement_not_found') return { title: MOVEMENT_NOT_FOUND_MESSAGE };
  if (error.status !== 400) return { title: SAVE_FAILED_MESSAGE };
  if (error.message.startsWith('body.value')) {
    const { min, max } = RESULT_VALUE_RANGES[movement];
    const unit = RANGE_UNITS[unitTypeOf(movement)];
    return {
      title: SAVE_FAILED_MESSAGE,
      description: `Enter a value from ${min} to ${max} ${unit}.`,
    };
  }
  if (error.message.startsWith('body.timeToTopSpeed')) {
    const { min, max } = TIME_TO_TOP_SPEED_RANGE;
    return {
      title: SAVE_FAILED_MESSAGE,
      description: `Enter a time to top speed from ${min} to ${max} seconds.`,
    };
  }
  return { title: SAVE_FAILED_MESSAGE, description: error.message };
}
