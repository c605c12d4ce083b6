/**
 * Test sessions, trials and splits (docs/product/results.md, "Sessions, trials and splits";
 * ADR 054): the vocabularies of how a sprint was timed, the best valid trial, the rules of
 * splits, yards and metres, the hand/electronic rule and the "≈ electronic" estimate. The zod
 * shapes are in contracts/trials.ts; the start vocabulary is the sprint profile's (`SprintStart`)
 * so a trial feeds `computeSprintProfile` as it is.
 */
import { type MovementName, type TimingMethod, unitTypeOf } from './constants';
import type { SprintStart } from './sprint-profile/timing';
import { METRES_PER_YARD } from './sprint-profile/units';

/** What timed the trials: a stopwatch, a laser, timing gates, a video app, or nobody said. */
export const TIMING_DEVICES = [
  'stopwatch',
  'laser',
  'timing-gates',
  'video-app',
  'not-said',
] as const;
export type TimingDevice = (typeof TIMING_DEVICES)[number];

/** How the clock was started: the kinds of the sprint profile's `SprintStart`. */
export const START_KINDS = [
  'first-movement-hand',
  'first-movement-electronic',
  'beam',
  'signal',
  'flying',
  'unknown',
] as const satisfies readonly SprintStart['kind'][];
export type StartKind = (typeof START_KINDS)[number];

/** The start kinds that carry a distance: the beam's lead-in, the flying start's run-in. */
export const START_KINDS_WITH_DISTANCE = ['beam', 'flying'] as const satisfies readonly StartKind[];

/** Units a split or a lead-in is typed in; stored as typed. */
export const DISTANCE_UNITS = ['yd', 'm'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** At most this many trials of one test for one athlete in one session. */
export const MAX_TRIALS_PER_TEST = 10;

/** Tests that are straight sprints and may carry splits, with the timed distance in yards. */
export const SPRINT_DISTANCE_YARDS: Partial<Record<MovementName, number>> = {
  forty: 40,
  '5_10_fly': 10,
  '20_10_fly': 10,
};

/** The splits the 40 offers by default (yards): the 10 coaches read for acceleration, and the 20. */
export const DEFAULT_FORTY_SPLIT_YARDS = [10, 20] as const;

/** The run-in of the fly tests (yards before the timed 10), as the test guide sets them up. */
export const FLY_RUN_IN_YARDS: Partial<Record<MovementName, number>> = {
  '5_10_fly': 5,
  '20_10_fly': 20,
};

/** A cumulative time at a distance from the timed start. */
export interface Split {
  distance: number;
  unit: DistanceUnit;
  seconds: number;
}

/** One trial of a test: its value, whether it was a foul, and for sprints its splits. */
export interface TrialValue {
  value: number;
  foul: boolean;
  splits?: readonly Split[];
}

export const yardsToMetresExact = (yards: number): number => yards * METRES_PER_YARD;
export const metresToYards = (metres: number): number => metres / METRES_PER_YARD;

/** A distance in metres, whatever unit it was typed in. */
export function distanceInMetres(distance: number, unit: DistanceUnit): number {
  return unit === 'm' ? distance : yardsToMetresExact(distance);
}

/** A distance in yards, whatever unit it was typed in. */
export function distanceInYards(distance: number, unit: DistanceUnit): number {
  return unit === 'yd' ? distance : metresToYards(distance);
}

/**
 * The best valid trial: fouls never count; the fastest time or the longest jump or highest
 * speed. Undefined when every trial is a foul (or there is none).
 */
export function bestValidTrial<T extends TrialValue>(
  movement: MovementName,
  trials: readonly T[],
): T | undefined {
  const lowerIsBetter = unitTypeOf(movement) === 'time';
  let best: T | undefined;
  for (const trial of trials) {
    if (trial.foul) continue;
    if (!best || (lowerIsBetter ? trial.value < best.value : trial.value > best.value)) {
      best = trial;
    }
  }
  return best;
}

/**
 * The fastest any person has covered a distance, seconds per yard: 10 yd in 0.70 s
 * (result-limits.ts, `TEN_YARD_HUMAN_MIN`, from the fastest speed ever measured in a sprint).
 */
const HUMAN_SECONDS_PER_YARD_MIN = 0.07;

/** Why `splits` cannot belong to a trial of `movement` timed at `total` seconds, each at its field. */
export function splitProblems(
  movement: MovementName,
  total: number,
  splits: readonly Split[],
): { index: number; field: 'distance' | 'seconds' | 'splits'; message: string }[] {
  const problems: { index: number; field: 'distance' | 'seconds' | 'splits'; message: string }[] =
    [];
  if (splits.length === 0) return problems;
  const testYards = SPRINT_DISTANCE_YARDS[movement];
  if (testYards === undefined) {
    return [{ index: 0, field: 'splits', message: 'Splits are only for the 40 and the fly tests' }];
  }
  // A thousandth of a yard of slack: 36.576 m is exactly 40 yd but not in floating point.
  const slack = 0.001;
  let previous: { yards: number; seconds: number } | undefined;
  splits.forEach((split, index) => {
    const yards = distanceInYards(split.distance, split.unit);
    if (!(split.distance > 0)) {
      problems.push({ index, field: 'distance', message: 'The distance must be more than 0' });
      return;
    }
    if (yards > testYards + slack) {
      problems.push({
        index,
        field: 'distance',
        message: `The distance can be at most ${testYards} yd (${round2(yardsToMetresExact(testYards))} m)`,
      });
      return;
    }
    if (previous && yards <= previous.yards + slack / 2) {
      problems.push({
        index,
        field: 'distance',
        message: 'Each split must be further than the one before',
      });
      return;
    }
    const atFinish = yards >= testYards - slack;
    if (atFinish ? Math.abs(split.seconds - total) > 0.0005 : !(split.seconds < total)) {
      problems.push({
        index,
        field: 'seconds',
        message: atFinish
          ? 'A split at the finish is the trial’s time'
          : 'A split must be faster than the trial’s time',
      });
    } else if (previous && !(split.seconds > previous.seconds)) {
      problems.push({
        index,
        field: 'seconds',
        message: 'Each split must be slower than the one before',
      });
    } else if (split.seconds < yards * HUMAN_SECONDS_PER_YARD_MIN - 1e-9) {
      problems.push({
        index,
        field: 'seconds',
        message: 'That is faster than anyone has ever run. Please check the split.',
      });
    }
    previous = { yards, seconds: split.seconds };
  });
  return problems;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Hand or electronic, from the device and the start: a stopwatch, or a clock started by hand,
 * makes a hand time; a laser, gates or a video app with any other start an electronic one.
 * Undefined when nobody said the device (the timing method typed with the result, if any, stays).
 */
export function timingMethodOf(
  device: TimingDevice,
  startKind: StartKind,
): TimingMethod | undefined {
  if (device === 'stopwatch' || startKind === 'first-movement-hand') return 'hand';
  if (device === 'not-said') return undefined;
  return 'electronic';
}

/** A session's start as the sprint profile reads it, for a trial of `movement`. */
export function sprintStartOf(
  movement: MovementName,
  start: { kind: StartKind; distance?: number | null; unit?: DistanceUnit | null },
): SprintStart {
  const runIn = FLY_RUN_IN_YARDS[movement];
  const metres =
    start.distance != null ? distanceInMetres(start.distance, start.unit ?? 'yd') : undefined;
  // A fly is a flying start whatever the session's 40 used: its run-in is the test's own.
  if (runIn !== undefined) {
    return {
      kind: 'flying',
      runInMetres:
        start.kind === 'flying' && metres !== undefined ? metres : yardsToMetresExact(runIn),
    };
  }
  switch (start.kind) {
    case 'beam':
      return { kind: 'beam', leadInMetres: metres ?? 0 };
    case 'flying':
      return { kind: 'flying', runInMetres: metres ?? 0 };
    case 'signal':
      return { kind: 'signal' };
    default:
      return { kind: start.kind };
  }
}

/**
 * Hand-timed 40s read faster than electronic ones: experienced timers' stopwatches by 0.22 s on
 * average against a touch-pad start and beam finish in 81 college football players (Mann, Ivey,
 * Brechue and Mayhew 2015, J Strength Cond Res 29(6):1509–1514). The estimate is shown beside the
 * measured value, never instead of it, and only for the 40 (the paper's distance).
 */
export const HAND_TO_ELECTRONIC_FORTY_SECONDS = 0.22;

/**
 * The "≈ electronic" estimate of a hand-timed value, or null when there is none to show: only a
 * hand-timed 40 gets one.
 */
export function electronicEstimate(
  movement: MovementName,
  value: number,
  timingMethod: TimingMethod | null | undefined,
): number | null {
  if (movement !== 'forty' || timingMethod !== 'hand') return null;
  return Math.round((value + HAND_TO_ELECTRONIC_FORTY_SECONDS) * 100) / 100;
}

/**
 * What a comparison with the NFL combine norms (timed electronically) must say about a value:
 * nothing for an electronic or untimed value, 'hand' for a hand-timed one (with its estimate,
 * when there is one), 'not-said' when a timed value does not say how it was timed.
 */
export function comparisonTiming(
  movement: MovementName,
  value: number,
  timingMethod: TimingMethod | null | undefined,
): { kind: 'like-for-like' } | { kind: 'hand'; estimate: number | null } | { kind: 'not-said' } {
  if (unitTypeOf(movement) !== 'time' || timingMethod === 'electronic') {
    return { kind: 'like-for-like' };
  }
  if (timingMethod === 'hand') {
    return { kind: 'hand', estimate: electronicEstimate(movement, value, timingMethod) };
  }
  return { kind: 'not-said' };
}
