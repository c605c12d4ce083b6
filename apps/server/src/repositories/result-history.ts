import { isBetter } from '@gamespeed/domain/best-values';
import { MOVEMENT_NAMES, type MovementName } from '@gamespeed/domain/constants';
import type { ResultsSummary, TestResult } from '@gamespeed/domain/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { movements, testResults } from '../db/schema';
import { resultColumns, toResultDto } from './test-results';

/** An athlete's results as lists: the history pages, the newest results, and the progress summary. */

/** An athlete's current (not deleted) results with their movements, optionally of one movement. */
function currentResults(db: Db, athleteId: string, movement: MovementName | undefined) {
  return db
    .select(resultColumns)
    .from(testResults)
    .innerJoin(movements, eq(movements.id, testResults.movementId))
    .where(
      and(
        eq(testResults.athleteId, athleteId),
        isNull(testResults.deletedAt),
        movement ? eq(movements.name, movement) : undefined,
      ),
    )
    .$dynamic();
}

/**
 * History: every current result of the athlete, newest test date first (then newest saved),
 * optionally for one movement.
 */
export async function resultHistory(
  db: Db,
  athleteId: string,
  options: { movement?: MovementName; limit: number; offset: number },
): Promise<TestResult[]> {
  const rows = await currentResults(db, athleteId, options.movement)
    .orderBy(desc(testResults.testDate), desc(testResults.createdAt), desc(testResults.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map(toResultDto);
}

/** An athlete's current (not deleted) results, newest first, optionally for one movement. */
export async function listResults(
  db: Db,
  athleteId: string,
  options: { movement?: MovementName; limit: number },
): Promise<TestResult[]> {
  const rows = await currentResults(db, athleteId, options.movement)
    .orderBy(desc(testResults.createdAt), desc(testResults.id))
    .limit(options.limit);
  return rows.map(toResultDto);
}

/**
 * Progress page over current (not deleted) results: their count; for every movement with at
 * least one result, its latest value (newest test date) and best value (max for distance and
 * speed, min for time; values ≤ 0 never best; the earliest day it was reached), each with its
 * date and time to top speed; and for each movement with at least two, its values oldest test
 * date first. Both lists follow the movement order of the app.
 */
export async function resultsSummary(
  db: Db,
  athleteId: string,
): Promise<Omit<ResultsSummary, 'videosWatched'>> {
  const rows = await db
    .select({
      movement: movements.name,
      displayName: movements.displayName,
      unitType: movements.unitType,
      value: testResults.resultValue,
      value2: testResults.resultValue2,
      testDate: testResults.testDate,
      timingMethod: testResults.timingMethod,
      createdAt: testResults.createdAt,
    })
    .from(testResults)
    .innerJoin(movements, eq(movements.id, testResults.movementId))
    .where(
      and(
        eq(testResults.athleteId, athleteId),
        isNull(testResults.deletedAt),
        isNull(testResults.hiddenAt),
      ),
    )
    .orderBy(testResults.testDate, testResults.createdAt, testResults.id);
  const byMovement = new Map<string, ResultsSummary['series'][number]>();
  const tests = new Map<string, ResultsSummary['tests'][number]>();
  for (const row of rows) {
    const { unitType } = row;
    const point = {
      value: row.value,
      testDate: row.testDate,
      value2: row.value2,
      timingMethod: row.timingMethod,
    };
    let series = byMovement.get(row.movement);
    if (!series) {
      series = {
        movement: row.movement,
        displayName: row.displayName,
        unitType,
        points: [],
      };
      byMovement.set(row.movement, series);
    }
    series.points.push({ ...point, createdAt: row.createdAt.toISOString() });
    const test = tests.get(row.movement);
    if (!test) {
      tests.set(row.movement, {
        movement: row.movement,
        displayName: row.displayName,
        unitType,
        count: 1,
        latest: point,
        best: point,
      });
      continue;
    }
    test.count += 1;
    test.latest = point; // rows come oldest test date first
    const bestCounts = test.best.value > 0;
    if (row.value > 0 && (!bestCounts || isBetter(unitType, row.value, test.best.value))) {
      test.best = point;
    }
  }
  const order = (name: MovementName) => MOVEMENT_NAMES.indexOf(name);
  return {
    testsCompleted: rows.length,
    tests: [...tests.values()].sort((a, b) => order(a.movement) - order(b.movement)),
    series: [...byMovement.values()]
      .filter((s) => s.points.length >= 2)
      .sort((a, b) => order(a.movement) - order(b.movement)),
  };
}
