/**
 * The dashboard's comparison tables and goal lines (docs/product/screens.md 'Analysis card'), as plain rows of
 * display text. Pure: the components only lay them out.
 *
 * Choices the product description leaves open, made here:
 * - The Elite column of the Power table is the bodyweight power-to-speed row nearest the
 *   athlete's weight; that table has no height, so Elite Height is '-'. Elite Weight is the
 *   row's weight (the bin compared with).
 * - The 40 Yard 'You' value is the athlete's best 40 Yard Dash.
 * - Game table 5→10 Fly elite is the range `min–max` in seconds ('1.05–1.06s').
 */
import {
  type BroadJumpGoal,
  broadJumpGoal,
  comparisonTiming,
  formatHeight,
  formatTime,
  formatValue,
  MISSING_VALUE_TEXT,
  type MovementName,
  type Position,
  type UnitType,
} from '@gamespeed/domain';
import type { Dashboard, MovementTimings, PositionNormDto } from '@gamespeed/domain/contracts';

/**
 * The athlete's value was hand-timed while the benchmarks beside it are electronic
 * (`comparisonTiming` in the domain package): the cell says so, and for the 40 shows the
 * "≈ electronic" estimate beside the measured value (docs/product/results.md).
 */
export interface HandTimedValue {
  /** '4.67s', or null where there is no published conversion (the 10-yard tests). */
  estimate: string | null;
}

export interface PowerRow {
  test: string;
  nfl: string;
  you: string;
  elite: string;
  youHandTimed?: HandTimedValue;
}

export interface GameRow {
  test: string;
  you: string;
  elite: string;
  youHandTimed?: HandTimedValue;
  /** The elite value is a placeholder (SOURCES.md PROVISIONAL; docs/product/norm-provenance.md). */
  provisional?: boolean;
}

type Values = Dashboard['bestValues'];

/** Whole pounds with the unit: 190 → '190 lbs'; missing → '-'. */
export function formatWeight(lbs: number | null | undefined): string {
  if (lbs == null || !Number.isFinite(lbs)) return MISSING_VALUE_TEXT;
  return `${Math.round(lbs)} lbs`;
}

function heightText(inches: number | null | undefined): string {
  return inches == null ? MISSING_VALUE_TEXT : formatHeight(inches);
}

const measured = (values: Values, movement: MovementName, unit: UnitType) =>
  formatValue(values[movement], unit);

/**
 * The 'You' cell of a test: the measured value and, when it was hand-timed, what the comparison
 * with the electronic benchmarks must say (`comparisonTiming`).
 */
function youCell(
  values: Values,
  timings: MovementTimings,
  movement: MovementName,
  unit: UnitType,
): Pick<PowerRow, 'you' | 'youHandTimed'> {
  const you = measured(values, movement, unit);
  const value = values[movement];
  if (value === undefined) return { you };
  const timing = comparisonTiming(movement, value, timings[movement]);
  if (timing.kind !== 'hand') return { you };
  return {
    you,
    youHandTimed: {
      estimate: timing.estimate === null ? null : formatValue(timing.estimate, 'time'),
    },
  };
}

/**
 * Power to Speed table: Test, NFL {position}, You, Elite; rows Height, Weight, Broad Jump,
 * 5→10 Fly, 20→10 Fly, 40 Yard. Missing values are '-'.
 */
export function buildPowerRows(input: {
  profile: Pick<Dashboard['profile'], 'heightInches' | 'weightLbs'>;
  best: Values;
  nfl: PositionNormDto | null;
  elite: Dashboard['powerToSpeedNorm'];
  /** How each best value was timed; absent = not said. */
  timings?: MovementTimings;
}): PowerRow[] {
  const { profile, best, nfl, elite, timings = {} } = input;
  const time = (value: number | undefined) => formatValue(value, 'time');
  const distance = (value: number | undefined) => formatValue(value, 'distance');
  return [
    {
      test: 'Height',
      nfl: heightText(nfl?.heightInches),
      you: heightText(profile.heightInches),
      elite: MISSING_VALUE_TEXT,
    },
    {
      test: 'Weight',
      nfl: formatWeight(nfl?.weight),
      you: formatWeight(profile.weightLbs),
      elite: formatWeight(elite?.weight),
    },
    {
      test: 'Broad Jump',
      nfl: distance(nfl?.broadJump),
      you: measured(best, 'broad_jump', 'distance'),
      elite: distance(elite?.broadJump),
    },
    {
      test: '5→10 Fly',
      nfl: time(nfl?.fly510),
      ...youCell(best, timings, '5_10_fly', 'time'),
      elite: time(elite?.fly510),
    },
    {
      test: '20→10 Fly',
      nfl: time(nfl?.fly2010),
      ...youCell(best, timings, '20_10_fly', 'time'),
      elite: time(elite?.fly2010),
    },
    {
      test: '40 Yard',
      nfl: time(nfl?.forty),
      ...youCell(best, timings, 'forty', 'time'),
      elite: time(elite?.forty),
    },
  ];
}

/** The elite 5→10 Fly range: '1.05–1.06s'; one value when min = max. */
export function formatTimeRange(min: number, max: number): string {
  return min === max ? `${formatTime(min)}s` : `${formatTime(min)}–${formatTime(max)}s`;
}

/**
 * Game Speed table: Test, You, Elite (weight); rows 5→10 Fly (elite as a min–max range),
 * 5→10 Decel, 5→10 Roll 90, 5→10 180 Return.
 */
export function buildGameRows(input: {
  best: Values;
  elite: Dashboard['gameSpeedNorm'];
  /** Whether a column of bodyweight_game_speed_norms is provisional (from the provenance). */
  isProvisional?: (column: string) => boolean;
  /** How each best value was timed; absent = not said. */
  timings?: MovementTimings;
}): GameRow[] {
  const { best, elite, timings = {} } = input;
  const provisional = (column: string) =>
    elite && input.isProvisional?.(column) ? { provisional: true } : {};
  const time = (value: number | undefined) => formatValue(value, 'time');
  return [
    {
      test: '5→10 Fly',
      ...youCell(best, timings, '5_10_fly', 'time'),
      elite: elite ? formatTimeRange(elite.fly510Min, elite.fly510Max) : MISSING_VALUE_TEXT,
    },
    {
      test: '5→10 Decel',
      ...youCell(best, timings, '5_10_decel', 'time'),
      elite: time(elite?.decel510),
      ...provisional('5_10_decel'),
    },
    {
      test: '5→10 Roll 90',
      ...youCell(best, timings, '5_10_roll_90', 'time'),
      elite: time(elite?.roll90510),
      ...provisional('5_10_roll_90'),
    },
    {
      test: '5→10 180 Return',
      ...youCell(best, timings, '5_10_180_return', 'time'),
      elite: time(elite?.return180510),
      ...provisional('5_10_180_return'),
    },
  ];
}

/** The Game table's Elite column header: 'Elite (190 lbs)', or 'Elite' without a weight row. */
export function gameEliteHeader(elite: Dashboard['gameSpeedNorm']): string {
  return elite ? `Elite (${formatWeight(elite.weight)})` : 'Elite';
}

const inchesPhrase = (n: number) => `${n} more ${n === 1 ? 'inch' : 'inches'}`;

/**
 * The 'Your Goal' lines (docs/product/screens.md) of a goal from the domain's `broadJumpGoal`:
 * 'Complete your assessment to see your goals' without an assessment; else one line per known
 * benchmark — "You've reached Elite!" or 'N more inches to reach Elite', and "You've reached NFL
 * {position} standard!" or 'N more inches to reach NFL {position} standard'.
 */
export function goalLines(goal: BroadJumpGoal): string[] {
  if (goal.kind === 'no-assessment') return ['Complete your assessment to see your goals'];
  const lines: string[] = [];
  if (goal.reachedElite) lines.push("You've reached Elite!");
  else if (goal.toElite !== null) lines.push(`${inchesPhrase(goal.toElite)} to reach Elite`);
  if (goal.reachedNfl) lines.push(`You've reached NFL ${goal.position} standard!`);
  else if (goal.toNfl !== null) {
    lines.push(`${inchesPhrase(goal.toNfl)} to reach NFL ${goal.position} standard`);
  }
  return lines;
}

/**
 * The goal for the position on screen: the server's when it is the dashboard's own position,
 * else the same domain rule with the selected position's NFL norm.
 */
export function goalFor(dashboard: Dashboard, position: Position, nfl: PositionNormDto | null) {
  if (position === dashboard.position) return dashboard.goal;
  return broadJumpGoal({
    athleteBroadJump: dashboard.bestValues.broad_jump,
    eliteBroadJump: dashboard.powerToSpeedNorm?.broadJump,
    nflBroadJump: nfl?.broadJump,
    position,
  });
}
