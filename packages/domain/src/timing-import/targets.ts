/**
 * A run onto GameSpeed's tests (docs/product/timing-import.md, "Mapping onto the tests"): a gate
 * within 0.1 m of 40 yd fills the 40 (with its 10 and 20 yd gates as splits); the 5→10 and 20→10
 * flies come from the difference of two gates only where the file has both; a run to any other
 * distance is kept whole as "sprint, N m" (or yd) with all its splits. Nothing is extrapolated to a
 * distance that was not timed.
 */
import type { MovementName } from '../constants';
import { humanLimitProblem } from '../result-limits';
import { type DistanceUnit, distanceInMetres, type Split, yardsToMetresExact } from '../trials';
import type { ImportRun } from './runs';

/** How near a gate must be to a test's distance to count as it (36.58 m for 40 yd). */
export const GATE_TOLERANCE_METRES = 0.1;

/** Slower than this per yard at any gate is not a sprint (a brisk walk covers a yard in ~0.7 s). */
const SLOWEST_SECONDS_PER_YARD = 1;
/** Faster than this per yard is faster than anyone has run (the fastest 10 yd, 0.70 s). */
const FASTEST_SECONDS_PER_YARD = 0.07;

export type ImportTarget =
  | {
      kind: 'test';
      movement: Extract<MovementName, 'forty' | '5_10_fly' | '20_10_fly'>;
      value: number;
      splits: Split[];
    }
  | { kind: 'sprint'; distance: number; unit: DistanceUnit; value: number; splits: Split[] };

export type TargetsReading = { ok: true; targets: ImportTarget[] } | { ok: false; reason: string };

export function runTargets(run: ImportRun): TargetsReading {
  const splits = run.splits.slice().sort((a, b) => metres(a) - metres(b));
  const problem = splitsProblem(splits, run.total);
  if (problem) return { ok: false, reason: problem };
  if (splits.length === 0) {
    return { ok: false, reason: 'This row does not say how far the run was: map a split column' };
  }
  const at = (yards: number) =>
    splits.find((s) => Math.abs(metres(s) - yardsToMetresExact(yards)) <= GATE_TOLERANCE_METRES);
  const targets: ImportTarget[] = [];
  const forty = at(40);
  if (forty) {
    const limit = humanLimitProblem('forty', forty.seconds, 'electronic');
    if (limit) return { ok: false, reason: limit };
    const fortySplits = [10, 20].flatMap((yards) => {
      const gate = at(yards);
      return gate ? [{ distance: yards, unit: 'yd' as const, seconds: gate.seconds }] : [];
    });
    targets.push({ kind: 'test', movement: 'forty', value: forty.seconds, splits: fortySplits });
  }
  for (const [movement, from, to] of [
    ['5_10_fly', 5, 15],
    ['20_10_fly', 20, 30],
  ] as const) {
    const start = at(from);
    const end = at(to);
    if (start && end) {
      targets.push({
        kind: 'test',
        movement,
        value: round3(end.seconds - start.seconds),
        splits: [],
      });
    }
  }
  const furthest = splits[splits.length - 1]!;
  if (furthest !== forty) {
    targets.push({
      kind: 'sprint',
      distance: furthest.distance,
      unit: furthest.unit,
      value: furthest.seconds,
      splits,
    });
  }
  return { ok: true, targets };
}

const metres = (split: Split) => distanceInMetres(split.distance, split.unit);
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Why these cumulative times cannot be one run, or null. The total joins as the last gate's time. */
function splitsProblem(splits: readonly Split[], total: number | null): string | null {
  let previous: Split | undefined;
  for (const split of splits) {
    const yards = metres(split) / yardsToMetresExact(1);
    if (!(split.seconds > 0)) return 'A time is 0 or less';
    if (split.seconds < yards * FASTEST_SECONDS_PER_YARD) {
      return `${format(split)} is faster than anyone has ever run`;
    }
    if (split.seconds > yards * SLOWEST_SECONDS_PER_YARD + 1) {
      return `${format(split)} is too slow for a sprint`;
    }
    if (previous && !(split.seconds > previous.seconds)) {
      return 'The splits do not increase: each gate must be reached later than the one before';
    }
    if (previous && metres(split) - metres(previous) < 0.01) {
      return 'Two splits are at the same distance';
    }
    previous = split;
  }
  if (previous && total !== null && total + 0.0005 < previous.seconds) {
    return 'The total time is faster than the last split';
  }
  return null;
}

const format = (split: Split) => `${split.seconds} s at ${split.distance} ${split.unit}`;
