import {
  MOVEMENT_NAMES,
  type MovementName,
  type UnitType,
  unitTypeOf,
} from '@gamespeed/domain/constants';
import {
  type MovementValues,
  RESULT_TYPE_BY_UNIT,
  type ResultsSummary,
  type TestResult,
} from '@gamespeed/domain/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { movements, testResults } from '../db/schema';

/** NOTIFY channel of test_results changes; the payload is the athlete id (ARCHITECTURE.md, API conventions). */
export const TEST_RESULTS_CHANNEL = 'test_results';

type Db = Database | Transaction;

/** A movement row (docs/product/api.md 'movements: select id, unit_type where name equals ...'). */
export async function findMovement(db: Db, name: MovementName) {
  const [row] = await db
    .select({ id: movements.id, displayName: movements.displayName })
    .from(movements)
    .where(eq(movements.name, name));
  return row;
}

export interface NewResult {
  athleteId: string;
  movement: MovementName;
  value: number;
  /** Time to top speed, seconds (speed tests). */
  timeToTopSpeed?: number;
}

/**
 * Inserts one result (rep 1, docs/product/api.md) with the result type of its unit, and queues a NOTIFY on
 * {@link TEST_RESULTS_CHANNEL} that PostgreSQL delivers when the transaction commits.
 *
 * @returns the saved result, or undefined when the movement is missing from the movements table.
 */
export async function insertResult(
  tx: Transaction,
  input: NewResult,
): Promise<TestResult | undefined> {
  const movement = await findMovement(tx, input.movement);
  if (!movement) return undefined;
  const unitType = unitTypeOf(input.movement);
  const [row] = await tx
    .insert(testResults)
    .values({
      athleteId: input.athleteId,
      movementId: movement.id,
      resultValue: input.value,
      resultType: RESULT_TYPE_BY_UNIT[unitType],
      repNumber: 1,
      resultValue2: input.timeToTopSpeed ?? null,
      resultType2: input.timeToTopSpeed === undefined ? null : 'seconds',
    })
    .returning();
  await notifyResultsChanged(tx, input.athleteId);
  return toResultDto({
    id: row!.id,
    movement: input.movement,
    displayName: movement.displayName,
    unitType,
    value: row!.resultValue,
    resultType: row!.resultType,
    value2: row!.resultValue2,
    resultType2: row!.resultType2,
    repNumber: row!.repNumber,
    createdAt: row!.createdAt,
  });
}

export async function notifyResultsChanged(tx: Transaction, athleteId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${TEST_RESULTS_CHANNEL}, ${athleteId})`);
}

const resultColumns = {
  id: testResults.id,
  movement: movements.name,
  displayName: movements.displayName,
  unitType: movements.unitType,
  value: testResults.resultValue,
  resultType: testResults.resultType,
  value2: testResults.resultValue2,
  resultType2: testResults.resultType2,
  repNumber: testResults.repNumber,
  createdAt: testResults.createdAt,
};

interface ResultRow {
  id: string;
  movement: string;
  displayName: string;
  unitType: string;
  value: number;
  resultType: string;
  value2: number | null;
  resultType2: string | null;
  repNumber: number;
  createdAt: Date;
}

function toResultDto(row: ResultRow): TestResult {
  return {
    ...row,
    movement: row.movement as MovementName,
    unitType: row.unitType as UnitType,
    resultType: row.resultType as TestResult['resultType'],
    resultType2: row.resultType2 === null ? null : 'seconds',
    createdAt: row.createdAt.toISOString(),
  };
}

/** An athlete's results, newest first, optionally for one movement (docs/product/api.md). */
export async function listResults(
  db: Db,
  athleteId: string,
  options: { movement?: MovementName; limit: number },
): Promise<TestResult[]> {
  const rows = await db
    .select(resultColumns)
    .from(testResults)
    .innerJoin(movements, eq(movements.id, testResults.movementId))
    .where(
      and(
        eq(testResults.athleteId, athleteId),
        options.movement ? eq(movements.name, options.movement) : undefined,
      ),
    )
    .orderBy(desc(testResults.createdAt), desc(testResults.id))
    .limit(options.limit);
  return rows.map(toResultDto);
}

/**
 * Best and latest value per movement of one athlete, in one statement: best is max for distance
 * and speed and min for time (GROUP BY over test_results_best_idx); latest is the newest row
 * per movement (DISTINCT ON over test_results_latest_idx). Values ≤ 0 never count as best.
 */
export async function bestAndLatestValues(
  db: Db,
  athleteId: string,
): Promise<{ best: MovementValues; latest: MovementValues }> {
  const { rows } = await db.execute<{ name: string; best: number | null; latest: number }>(sql`
    WITH best AS (
      SELECT r.movement_id,
        CASE WHEN m.unit_type = 'time' THEN min(r.result_value) ELSE max(r.result_value) END AS best
      FROM test_results r
      JOIN movements m ON m.id = r.movement_id
      WHERE r.athlete_id = ${athleteId} AND r.result_value > 0
      GROUP BY r.movement_id, m.unit_type
    ),
    latest AS (
      SELECT DISTINCT ON (r.movement_id) r.movement_id, r.result_value AS latest
      FROM test_results r
      WHERE r.athlete_id = ${athleteId}
      ORDER BY r.movement_id, r.created_at DESC, r.id DESC
    )
    SELECT m.name, best.best, latest.latest
    FROM latest
    JOIN movements m ON m.id = latest.movement_id
    LEFT JOIN best ON best.movement_id = latest.movement_id
  `);
  const best: MovementValues = {};
  const latest: MovementValues = {};
  for (const row of rows) {
    const name = row.name as MovementName;
    if (row.best !== null) best[name] = Number(row.best);
    latest[name] = Number(row.latest);
  }
  return { best, latest };
}

/**
 * Progress page: the count of the athlete's results and, for each movement with at least two,
 * its values oldest first. Series follow the docs/product/data-model.md movement order.
 */
export async function resultsSummary(db: Db, athleteId: string): Promise<ResultsSummary> {
  const rows = await db
    .select({
      movement: movements.name,
      displayName: movements.displayName,
      unitType: movements.unitType,
      value: testResults.resultValue,
      createdAt: testResults.createdAt,
    })
    .from(testResults)
    .innerJoin(movements, eq(movements.id, testResults.movementId))
    .where(eq(testResults.athleteId, athleteId))
    .orderBy(testResults.createdAt, testResults.id);
  const byMovement = new Map<string, ResultsSummary['series'][number]>();
  for (const row of rows) {
    let series = byMovement.get(row.movement);
    if (!series) {
      series = {
        movement: row.movement as MovementName,
        displayName: row.displayName,
        unitType: row.unitType as UnitType,
        points: [],
      };
      byMovement.set(row.movement, series);
    }
    series.points.push({ value: row.value, createdAt: row.createdAt.toISOString() });
  }
  const order = (name: MovementName) => MOVEMENT_NAMES.indexOf(name);
  return {
    testsCompleted: rows.length,
    series: [...byMovement.values()]
      .filter((s) => s.points.length >= 2)
      .sort((a, b) => order(a.movement) - order(b.movement)),
  };
}
