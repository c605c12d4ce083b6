/**
 * How far a test result may plausibly go. Two layers:
 * - hard limits (RESULT_VALUE_RANGES in the contracts) catch typing mistakes;
 * - human limits (here) refuse what no person has ever done: the best ever recorded, rounded
 *   in the athlete's favour. Where each number comes from is in docs/product/result-limits.md.
 * A third, softer rule (`unusualResult` in unusual-result.ts) only asks to confirm.
 */
import { MOVEMENTS, type MovementName, type TimingMethod, unitTypeOf } from './constants';
import { formatValue } from './format';

/** Longest standing broad jump on record: 12 ft 3 in (Byron Jones, 2015 NFL Scouting Combine). */
export const BROAD_JUMP_HUMAN_MAX_INCHES = 147;
/** Fastest electronically timed 40-yard dash at the NFL Scouting Combine: 4.21 s (2024). */
export const FORTY_ELECTRONIC_HUMAN_MIN = 4.21;
/** Hand timing reads about 0.2 s fast, so a hand-timed forty may go as low as this. */
export const FORTY_HAND_HUMAN_MIN = 4.0;
/**
 * A flying 10 yards at the fastest speed ever measured in a sprint (12.42 m/s, Usain Bolt's
 * 60–80 m split at the 2009 World Championships) takes 9.144 m ÷ 12.42 m/s ≈ 0.736 s; hand
 * timing reads fast, so 0.70 s. Every 10-yard test here (fly, decel, roll, return) is bounded by it:
 * a change of direction only adds time.
 */
export const TEN_YARD_HUMAN_MIN = 0.7;
/** Fastest human running speed measured: 12.42 m/s ≈ 27.8 mph; 28 mph on the ShredMill. */
export const TOP_SPEED_HUMAN_MAX_MPH = 28;

export interface HumanLimit {
  /** For time: the fastest plausible time; for distance and speed: the most. */
  bound: number;
  kind: 'min' | 'max';
}

/** The human limit of a movement (timing method matters for the forty only). */
export function humanLimit(movement: MovementName, timingMethod?: TimingMethod | null): HumanLimit {
  const unit = unitTypeOf(movement);
  if (unit === 'distance') return { bound: BROAD_JUMP_HUMAN_MAX_INCHES, kind: 'max' };
  if (unit === 'speed') return { bound: TOP_SPEED_HUMAN_MAX_MPH, kind: 'max' };
  if (movement === 'forty') {
    return {
      bound: timingMethod === 'electronic' ? FORTY_ELECTRONIC_HUMAN_MIN : FORTY_HAND_HUMAN_MIN,
      kind: 'min',
    };
  }
  return { bound: TEN_YARD_HUMAN_MIN, kind: 'min' };
}

function displayNameOf(movement: MovementName): string {
  return MOVEMENTS.find((m) => m.name === movement)?.displayName ?? movement;
}

/**
 * A plain sentence when `value` goes past what any person has done, else null. The server
 * refuses such a value (400 on the value field).
 */
export function humanLimitProblem(
  movement: MovementName,
  value: number,
  timingMethod?: TimingMethod | null,
): string | null {
  const limit = humanLimit(movement, timingMethod);
  const unit = unitTypeOf(movement);
  const name = displayNameOf(movement);
  const shown = formatValue(limit.bound, unit);
  if (limit.kind === 'max' && value > limit.bound) {
    return `That is more than anyone has ever recorded for the ${name} (${shown}). Please check the value.`;
  }
  if (limit.kind === 'min' && value < limit.bound) {
    return `That is faster than anyone has ever recorded for the ${name} (${shown}). Please check the value.`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Test dates

/** How far back a test date may go: two years. */
export const TEST_DATE_MAX_YEARS_BACK = 2;
/**
 * The clock is the server's, but "today" is the athlete's: the easternmost time zone is 14 hours
 * ahead of UTC, so a date is in the future only once it is past the UTC date of now + 14 h.
 */
const AHEAD_OF_UTC_MS = 14 * 60 * 60 * 1000;

/** yyyy-mm-dd of a Date in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A plain sentence when `day` (yyyy-mm-dd) is not an acceptable test date at `now`, else null. */
export function testDateProblem(day: string, now: Date = new Date()): string | null {
  const parsed = new Date(`${day}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
    Number.isNaN(parsed.getTime()) ||
    isoDay(parsed) !== day
  ) {
    return 'Please enter a real date (year-month-day).';
  }
  const latest = isoDay(new Date(now.getTime() + AHEAD_OF_UTC_MS));
  if (day > latest) return 'The test date cannot be in the future.';
  const earliest = new Date(now.getTime());
  earliest.setUTCFullYear(earliest.getUTCFullYear() - TEST_DATE_MAX_YEARS_BACK);
  earliest.setUTCDate(earliest.getUTCDate() - 1);
  if (day < isoDay(earliest)) return 'The test date can be at most two years back.';
  return null;
}
