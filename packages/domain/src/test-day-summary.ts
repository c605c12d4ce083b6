/**
 * The summary shown when a coach ends a test day (docs/product/teams.md 'Test day'): the personal
 * records set in it, each athlete's biggest improvement since their previous result, and who was
 * not tested. Pure: the server says each result's best valid value and what the athlete had
 * before the test day.
 */
import { isBetter } from './best-values';
import { type MovementName, unitTypeOf } from './constants';

/** One athlete's result of one test in the test day, with what they had before it. */
export interface TestDaySummaryResult {
  athleteId: string;
  movement: MovementName;
  /** The best valid trial of the test day. */
  value: number;
  /** Their best of this test before the test day, or null (a first result). */
  previousBest: number | null;
  /** Their latest result of this test before the test day, or null. */
  previousValue: number | null;
}

export interface TestDaySummary {
  /** Results better than the athlete's best before the test day, in roster order. */
  personalRecords: {
    athleteId: string;
    movement: MovementName;
    value: number;
    previousBest: number;
  }[];
  /**
   * Each athlete's biggest improvement on their previous result (as a share of it, so a 40 and a
   * broad jump compare), biggest first; only improvements, at most `TEST_DAY_SUMMARY_IMPROVEMENTS`.
   */
  improvements: {
    athleteId: string;
    movement: MovementName;
    value: number;
    previousValue: number;
    /** The improvement as a fraction of the previous result (0.05 is 5 %). */
    fraction: number;
  }[];
  /** Athletes on the roster with no result in the test day, in roster order; absent ones marked. */
  notTested: { athleteId: string; absent: boolean }[];
}

/** The summary lists at most this many improvements. */
export const TEST_DAY_SUMMARY_IMPROVEMENTS = 5;

/** How much better `value` is than `before`, as a fraction of `before` (negative when worse). */
export function improvementFraction(movement: MovementName, value: number, before: number) {
  const gain = unitTypeOf(movement) === 'time' ? before - value : value - before;
  return gain / before;
}

export function testDaySummary(input: {
  /** The athletes on the team, in the roster's order. */
  athleteIds: readonly string[];
  absentAthleteIds: readonly string[];
  results: readonly TestDaySummaryResult[];
}): TestDaySummary {
  const order = new Map(input.athleteIds.map((id, index) => [id, index]));
  const inRoster = input.results
    .filter((r) => order.has(r.athleteId) && r.value > 0)
    .sort((a, b) => order.get(a.athleteId)! - order.get(b.athleteId)!);

  const personalRecords = inRoster.flatMap((r) =>
    r.previousBest !== null &&
    r.previousBest > 0 &&
    isBetter(unitTypeOf(r.movement), r.value, r.previousBest)
      ? [
          {
            athleteId: r.athleteId,
            movement: r.movement,
            value: r.value,
            previousBest: r.previousBest,
          },
        ]
      : [],
  );

  const biggest = new Map<string, TestDaySummary['improvements'][number]>();
  for (const r of inRoster) {
    if (r.previousValue === null || !(r.previousValue > 0)) continue;
    const fraction = improvementFraction(r.movement, r.value, r.previousValue);
    if (!(fraction > 0)) continue;
    const held = biggest.get(r.athleteId);
    if (!held || fraction > held.fraction) {
      biggest.set(r.athleteId, {
        athleteId: r.athleteId,
        movement: r.movement,
        value: r.value,
        previousValue: r.previousValue,
        fraction,
      });
    }
  }
  // Biggest first; equal ones keep the roster's order (the sort is stable).
  const improvements = [...biggest.values()]
    .sort((a, b) => b.fraction - a.fraction)
    .slice(0, TEST_DAY_SUMMARY_IMPROVEMENTS);

  const tested = new Set(inRoster.map((r) => r.athleteId));
  const absent = new Set(input.absentAthleteIds);
  const notTested = input.athleteIds
    .filter((id) => !tested.has(id))
    .map((athleteId) => ({ athleteId, absent: absent.has(athleteId) }));

  return { personalRecords, improvements, notTested };
}
