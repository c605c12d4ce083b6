/**
 * The Add Test Result dialog's tests, entry fields and validation (docs/product/screens.md 'Add Test Result
 * dialog', docs/product/validation.md, docs/product/constants.md test placeholders). Pure, so the rules are unit-tested without the dialog.
 */
import {
  INCHES_PER_FOOT,
  MOVEMENTS,
  type MovementName,
  parseTypedNumber,
  typedNumberOrNull,
  type UnitType,
  unitTypeOf,
} from '@gamespeed/domain';
import {
  type FieldError,
  RESULT_VALUE_RANGES,
  type SaveTestResultRequest,
  saveTestResultRequestSchema,
  TIME_TO_TOP_SPEED_RANGE,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { ApiError } from '@/lib/api-client';
import { type FieldErrors, humanFormMessage, refusedFields } from '@/lib/field-errors';

/** docs/product/validation.md alert texts. */
export const BOTH_FEET_AND_INCHES_MESSAGE = 'Please enter both feet and inches';
export const ENTER_VALUE_MESSAGE = 'Please enter a value';

/** docs/product/messages.md alert texts for a failed save. */
export const MOVEMENT_NOT_FOUND_MESSAGE = 'Failed to find movement type. Please try again.';
export const SAVE_FAILED_MESSAGE = 'Failed to save test result. Please try again.';
export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again.';

/** Shown in the dialog, at once, when a result is saved without a connection. */
export const OFFLINE_SAVE_MESSAGE =
  "You're offline and signed out on this device. Your result was not saved — try again when you're back online.";

/** The toast when a result waits on the device for a connection. */
export const QUEUED_TITLE = 'Saved on this device';
export const QUEUED_DESCRIPTION = "It will sync when you're back online.";

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

/**
 * docs/product/validation.md: the broad jump needs both feet and inches (total = feet·12 + inches); other tests need
 * a value. Time to top speed is optional and sent only for speed tests (seconds). Plausible
 * ranges are the server's to check (it answers with a clear 400).
 */
export function parseTestEntry(movement: MovementName, fields: TestEntryFields): TestEntryResult {
  if (movement === 'broad_jump') {
    const feet = typedNumberOrNull(fields.feet);
    const inches = typedNumberOrNull(fields.inches);
    if (feet === null || inches === null)
      return { ok: false, message: BOTH_FEET_AND_INCHES_MESSAGE };
    return { ok: true, request: { movement, value: feet * INCHES_PER_FOOT + inches } };
  }
  // One parser for every typed value (packages/domain typed-number): "1,15" is 1.15.
  const typed = parseTypedNumber(fields.value);
  if (typed.kind === 'empty') return { ok: false, message: ENTER_VALUE_MESSAGE };
  if (typed.kind === 'invalid') return { ok: false, message: typed.message };
  const value = typed.value;
  if (unitTypeOf(movement) !== 'speed') return { ok: true, request: { movement, value } };
  const typedTime = parseTypedNumber(fields.timeToTopSpeed);
  if (typedTime.kind === 'invalid') return { ok: false, message: typedTime.message };
  const timeToTopSpeed = typedTime.kind === 'number' ? typedTime.value : null;
  return {
    ok: true,
    request: timeToTopSpeed === null ? { movement, value } : { movement, value, timeToTopSpeed },
  };
}

/** Unit words for the range hint of a rejected value. */
const RANGE_UNITS: Record<UnitType, string> = { distance: 'inches', time: 'seconds', speed: 'mph' };

/** The entry's fields that can carry a message. */
export type EntryField = 'value' | 'timeToTopSpeed';

/** The accepted range of a field, in words ("Enter a value from 0.5 to 15 seconds."). */
export function rangeMessage(movement: MovementName, field: EntryField): string {
  if (field === 'timeToTopSpeed') {
    const { min, max } = TIME_TO_TOP_SPEED_RANGE;
    return `Enter a time to top speed from ${min} to ${max} seconds.`;
  }
  const { min, max } = RESULT_VALUE_RANGES[movement];
  return `Enter a value from ${min} to ${max} ${RANGE_UNITS[unitTypeOf(movement)]}.`;
}

/**
 * Refused fields (the shared contract on the device, or the server's 400) as messages at the
 * entry's fields; anything else in words for the whole form. The broad jump's feet and inches
 * cannot leave the accepted range, so its value has no field of its own.
 */
export function entryFieldErrors(
  movement: MovementName,
  refused: readonly FieldError[],
): { errors: FieldErrors<EntryField>; formMessage: string | null } {
  const errors: FieldErrors<EntryField> = {};
  const others: string[] = [];
  for (const { path, message } of refused) {
    const field = path.split('.')[0];
    // The hard range reads as the accepted range; a human limit keeps its own sentence.
    const inWords = (f: EntryField) =>
      message.startsWith('must be between') ? rangeMessage(movement, f) : humanFormMessage(message);
    if ((field === 'value' && movement !== 'broad_jump') || field === 'timeToTopSpeed') {
      errors[field] ??= inWords(field);
    } else if (field === 'value') {
      others.push(inWords(field));
    } else {
      others.push(humanFormMessage(message));
    }
  }
  return { errors, formMessage: others.length > 0 ? [...new Set(others)].join(' ') : null };
}

/** Checks the request with the contract the server validates with; null when it passes. */
export function checkTestEntry(
  request: SaveTestResultRequest,
): { errors: FieldErrors<EntryField>; formMessage: string | null } | null {
  const result = saveTestResultRequestSchema.safeParse(request);
  if (result.success) return null;
  return entryFieldErrors(
    request.movement,
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

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
  if (error.code === ERROR_CODES.movementNotFound) return { title: MOVEMENT_NOT_FOUND_MESSAGE };
  if (error.status !== 400) return { title: SAVE_FAILED_MESSAGE };
  const { errors, formMessage } = entryFieldErrors(movement, refusedFields(error));
  const description = errors.value ?? errors.timeToTopSpeed ?? formMessage;
  return description
    ? { title: SAVE_FAILED_MESSAGE, description }
    : { title: SAVE_FAILED_MESSAGE, description: humanFormMessage(error.message) };
}
