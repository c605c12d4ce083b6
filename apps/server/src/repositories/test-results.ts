import { isBetter } from '@gamespeed/domain/best-values';
import {
  MOVEMENT_NAMES,
  type MovementName,
  type ResultRevisionAction,
  type TimingMethod,
  unitTypeOf,
} from '@gamespeed/domain/constants';
import {
  type MovementDates,
  type MovementValues,
  RESULT_TYPE_BY_UNIT,
  type ResultsSummary,
  type TestResult,
} from '@gamespeed/domain/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { movements, testResultRevisions, testResults } from '../db/schema';
import { recomputeAssessment } from './assessments';

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
  /** yyyy-mm-dd; today (the database's date) when absent. */
  testDate?: string;
  timingMethod?: TimingMethod | null;
  note?: string | null;
  /** The device's id of this write: a repeat returns the saved row instead of a new one. */
  clientId?: string;
  /** Who entered it; the athlete when absent. */
  enteredBy?: string;
}

/**
 * Inserts one result (rep 1) with the result type of its unit, writes its 'create' revision,
 * and queues a NOTIFY on {@link TEST_RESULTS_CHANNEL} that PostgreSQL delivers when the
 * transaction commits.
 *
 * With a `clientId` the insert is `ON CONFLICT (athlete_id, client_id) DO NOTHING`: whichever of
 * several identical requests commits first creates the row, every other one gets that row back
 * (`created: false`), however they interleave.
 *
 * @returns the result, or undefined when the movement is missing from the movements table.
 */
export async function insertResult(
  tx: Transaction,
  input: NewResult,
): Promise<{ result: TestResult; created: boolean } | undefined> {
  const movement = await findMovement(tx, input.movement);
  if (!movement) return undefined;
  const unitType = unitTypeOf(input.movement);
  const values = {
    athleteId: input.athleteId,
    movementId: movement.id,
    resultValue: input.value,
    resultType: RESULT_TYPE_BY_UNIT[unitType],
    repNumber: 1,
    resultValue2: input.timeToTopSpeed ?? null,
    resultType2: input.timeToTopSpeed === undefined ? null : 'seconds',
    ...(input.testDate ? { testDate: input.testDate } : {}),
    timingMethod: input.timingMethod ?? null,
    note: input.note ?? null,
    clientId: input.clientId ?? null,
    enteredBy: input.enteredBy ?? input.athleteId,
  };
  const [row] = input.clientId
    ? await tx
        .insert(testResults)
        .values(values)
        .onConflictDoNothing({ target: [testResults.athleteId, testResults.clientId] })
        .returning({ id: testResults.id })
    : await tx.insert(testResults).values(values).returning({ id: testResults.id });
  if (!row) {
    // The same write arrived before: hand back what it saved (deleted or not).
    const existing = await findResultByClientId(tx, input.athleteId, input.clientId!);
    return existing ? { result: existing, created: false } : undefined;
  }
  await recordRevision(tx, row.id, 'create', values.enteredBy, null);
  await notifyResultsChanged(tx, input.athleteId);
  const result = await findResult(tx, row.id);
  return { result: result!, created: true };
}

export async function notifyResultsChanged(tx: Transaction, athleteId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${TEST_RESULTS_CHANNEL}, ${athleteId})`);
}

export const resultColumns = {
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
  testDate: testResults.testDate,
  timingMethod: testResults.timingMethod,
  note: testResults.note,
  clientId: testResults.clientId,
  enteredBy: testResults.enteredBy,
  enteredByCoach: sql<boolean>`(${testResults.enteredBy} IS DISTINCT FROM ${testResults.athleteId})`
    .mapWith(Boolean)
    .as('entered_by_coach'),
  enteredByName: sql<string | null>`(
    SELECT nullif(concat_ws(' ', e.first_name, e.last_name), '') FROM users e
    WHERE e.id = ${testResults.enteredBy} AND e.id <> ${testResults.athleteId}
  )`.as('entered_by_name'),
  updatedAt: testResults.updatedAt,
  deletedAt: testResults.deletedAt,
  hiddenAt: testResults.hiddenAt,
  hiddenReason: testResults.hiddenReason,
  athleteId: testResults.athleteId,
};

/** A result as selected with {@link resultColumns}. */
type ResultRow = Awaited<ReturnType<typeof selectResults>>[number];

export function toResultDto({ athleteId: _athleteId, ...row }: ResultRow): TestResult {
  return {
    ...row,
    resultType2: row.resultType2 === null ? null : 'seconds',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  };
}

/** A result with its owner, as the write routes load it (deleted ones included). */
export interface StoredResult {
  athleteId: string;
  dto: TestResult;
}

async function selectResults(db: Db, where: ReturnType<typeof and>) {
  return db
    .select(resultColumns)
    .from(testResults)
    .innerJoin(movements, eq(movements.id, testResults.movementId))
    .where(where);
}

/** One result by id, deleted or not, or undefined. */
export async function findResult(db: Db, id: string): Promise<TestResult | undefined> {
  const [row] = await selectResults(db, and(eq(testResults.id, id)));
  return row ? toResultDto(row) : undefined;
}

/** One result by id with its owner, locked for the rest of the transaction. */
export async function findResultForUpdate(
  tx: Transaction,
  id: string,
): Promise<StoredResult | undefined> {
  const [row] = await tx
    .select(resultColumns)
    .from(testResults)
    .innerJoin(movements, eq(movements.id, testResults.movementId))
    .where(eq(testResults.id, id))
    .for('update', { of: testResults });
  return row ? { athleteId: row.athleteId, dto: toResultDto(row) } : undefined;
}

async function findResultByClientId(
  db: Db,
  athleteId: string,
  clientId: string,
): Promise<TestResult | undefined> {
  const [row] = await selectResults(
    db,
    and(eq(testResults.athleteId, athleteId), eq(testResults.clientId, clientId)),
  );
  return row ? toResultDto(row) : undefined;
}

/** The values a revision keeps: everything a person can change about a result. */
function revisionValues(result: TestResult) {
  return {
    value: result.value,
    value2: result.value2,
    testDate: result.testDate,
    timingMethod: result.timingMethod,
    note: result.note,
    deletedAt: result.deletedAt,
    hiddenAt: result.hiddenAt,
    hiddenReason: result.hiddenReason,
  };
}

async function recordRevision(
  tx: Transaction,
  resultId: string,
  action: ResultRevisionAction,
  changedBy: string | null,
  previous: TestResult | null,
): Promise<void> {
  await tx.insert(testResultRevisions).values({
    resultId,
    action,
    changedBy,
    previous: previous ? revisionValues(previous) : null,
  });
}

export interface ResultChanges {
  value?: number;
  timeToTopSpeed?: number | null;
  testDate?: string;
  timingMethod?: TimingMethod | null;
  note?: string | null;
}

/**
 * Edits a result (already loaded and locked with {@link findResultForUpdate}), keeping the
 * previous values in an 'edit' revision, then runs {@link afterResultsChanged}.
 */
export async function updateResult(
  tx: Transaction,
  stored: StoredResult,
  changes: ResultChanges,
  actorId: string,
): Promise<TestResult> {
  const set: Partial<typeof testResults.$inferInsert> = { updatedAt: new Date() };
  if (changes.value !== undefined) set.resultValue = changes.value;
  if (changes.timeToTopSpeed !== undefined) {
    set.resultValue2 = changes.timeToTopSpeed;
    set.resultType2 = changes.timeToTopSpeed === null ? null : 'seconds';
  }
  if (changes.testDate !== undefined) set.testDate = changes.testDate;
  if (changes.timingMethod !== undefined) set.timingMethod = changes.timingMethod;
  if (changes.note !== undefined) set.note = changes.note;
  await tx.update(testResults).set(set).where(eq(testResults.id, stored.dto.id));
  await recordRevision(tx, stored.dto.id, 'edit', actorId, stored.dto);
  await afterResultsChanged(tx, stored.athleteId);
  return (await findResult(tx, stored.dto.id))!;
}

/**
 * Soft-deletes (`deleted: true`) or restores a result, with its revision, then runs
 * {@link afterResultsChanged}. Deleting a deleted result or restoring a current one changes
 * nothing and writes no revision.
 */
export async function setResultDeleted(
  tx: Transaction,
  stored: StoredResult,
  deleted: boolean,
  actorId: string,
): Promise<TestResult> {
  const isDeleted = stored.dto.deletedAt !== null;
  if (isDeleted === deleted) return stored.dto;
  const now = new Date();
  await tx
    .update(testResults)
    .set({ deletedAt: deleted ? now : null, updatedAt: now })
    .where(eq(testResults.id, stored.dto.id));
  await recordRevision(tx, stored.dto.id, deleted ? 'delete' : 'restore', actorId, stored.dto);
  await afterResultsChanged(tx, stored.athleteId);
  return (await findResult(tx, stored.dto.id))!;
}

/**
 * Hides a result with the athlete's reason (`reason` given) or shows it again (`null`), with its
 * revision, then runs {@link afterResultsChanged}: a hidden result counts for no best value,
 * diagnosis, progress or roster, but stays in the history, marked. Hiding a hidden result again
 * only changes the reason; showing a shown one changes nothing.
 */
export async function setResultHidden(
  tx: Transaction,
  stored: StoredResult,
  reason: string | null,
  actorId: string,
): Promise<TestResult> {
  const isHidden = stored.dto.hiddenAt !== null;
  if (reason === null && !isHidden) return stored.dto;
  if (reason !== null && isHidden && stored.dto.hiddenReason === reason) return stored.dto;
  const now = new Date();
  await tx
    .update(testResults)
    .set(
      reason === null
        ? { hiddenAt: null, hiddenReason: null, updatedAt: now }
        : { hiddenAt: isHidden ? undefined : now, hiddenReason: reason, updatedAt: now },
    )
    .where(eq(testResults.id, stored.dto.id));
  await recordRevision(tx, stored.dto.id, reason === null ? 'unhide' : 'hide', actorId, stored.dto);
  await afterResultsChanged(tx, stored.athleteId);
  return (await findResult(tx, stored.dto.id))!;
}

/**
 * Everything that depends on an athlete's results, brought up to date after an edit, delete or
 * restore, in the same transaction: the stored diagnosis is recomputed from the current rows
 * (best and latest values, the dashboard and progress are computed on every read), and the
 * athlete's other devices are told.
 */
export async function afterResultsChanged(tx: Transaction, athleteId: string): Promise<void> {
  await recomputeAssessment(tx, athleteId);
  await notifyResultsChanged(tx, athleteId);
}

/** The revisions of a result, oldest first. */
export async function listRevisions(db: Db, resultId: string) {
  return db
    .select()
    .from(testResultRevisions)
    .where(eq(testResultRevisions.resultId, resultId))
    .orderBy(testResultRevisions.changedAt, testResultRevisions.id);
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
  const rows = await db
    .select(resultColumns)
    .from(testResults)
    .innerJoin(movements, eq(movements.id, testResults.movementId))
    .where(
      and(
        eq(testResults.athleteId, athleteId),
        isNull(testResults.deletedAt),
        options.movement ? eq(movements.name, options.movement) : undefined,
      ),
    )
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
  const rows = await db
    .select(resultColumns)
    .from(testResults)
    .innerJoin(movements, eq(movements.id, testResults.movementId))
    .where(
      and(
        eq(testResults.athleteId, athleteId),
        isNull(testResults.deletedAt),
        options.movement ? eq(movements.name, options.movement) : undefined,
      ),
    )
    .orderBy(desc(testResults.createdAt), desc(testResults.id))
    .limit(options.limit);
  return rows.map(toResultDto);
}

/**
 * Best and latest value per movement of one athlete, with their test dates, in one statement,
 * over current (not deleted) rows: best is max for distance and speed and min for time, dated
 * the first day it was reached; latest is the row with the newest test date per movement (then
 * the newest saved). Values ≤ 0 never count as best.
 */
export async function bestAndLatestValues(
  db: Db,
  athleteId: string,
): Promise<{
  best: MovementValues;
  latest: MovementValues;
  bestDates: MovementDates;
  latestDates: MovementDates;
}> {
  const { rows } = await db.execute<{
    name: MovementName;
    best: number | null;
    best_date: string | null;
    latest: number;
    latest_date: string;
  }>(sql`
    WITH best AS (
      SELECT DISTINCT ON (r.movement_id) r.movement_id, r.result_value AS best,
        to_char(r.test_date, 'YYYY-MM-DD') AS best_date
      FROM test_results r
      JOIN movements m ON m.id = r.movement_id
      WHERE r.athlete_id = ${athleteId} AND r.deleted_at IS NULL AND r.hidden_at IS NULL
        AND r.result_value > 0
      ORDER BY r.movement_id,
        CASE WHEN m.unit_type = 'time' THEN r.result_value ELSE -r.result_value END,
        r.test_date ASC, r.created_at ASC
    ),
    latest AS (
      SELECT DISTINCT ON (r.movement_id) r.movement_id, r.result_value AS latest,
        to_char(r.test_date, 'YYYY-MM-DD') AS latest_date
      FROM test_results r
      WHERE r.athlete_id = ${athleteId} AND r.deleted_at IS NULL AND r.hidden_at IS NULL
      ORDER BY r.movement_id, r.test_date DESC, r.created_at DESC, r.id DESC
    )
    SELECT m.name, best.best, best.best_date, latest.latest, latest.latest_date
    FROM latest
    JOIN movements m ON m.id = latest.movement_id
    LEFT JOIN best ON best.movement_id = latest.movement_id
  `);
  const best: MovementValues = {};
  const latest: MovementValues = {};
  const bestDates: MovementDates = {};
  const latestDates: MovementDates = {};
  for (const row of rows) {
    if (row.best !== null) best[row.name] = Number(row.best);
    if (row.best_date !== null) bestDates[row.name] = row.best_date;
    latest[row.name] = Number(row.latest);
    latestDates[row.name] = row.latest_date;
  }
  return { best, latest, bestDates, latestDates };
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
    const point = { value: row.value, testDate: row.testDate, value2: row.value2 };
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

/**
 * Whether `actor` may edit, delete, restore, hide or show `result`: only its athlete (a coach
 * writes new results through a test day, never someone's existing ones). This is the one place
 * that decides.
 */
export function canWriteResult(actor: { id: string }, result: { athleteId: string }): boolean {
  return actor.id === result.athleteId;
}

/**
 * Whether the athlete may edit or delete `result` themselves: not when a coach entered it. They
 * can hide it with a reason instead, so a coach's entry is never silently lost.
 */
export const athleteMayChange = (result: { enteredByCoach: boolean }): boolean =>
  !result.enteredByCoach;

/** The athlete's latest test date (yyyy-mm-dd) over results not deleted, or null. */
export async function latestTestDate(db: Database, athleteId: string): Promise<string | null> {
  const { rows } = await db.execute<{ latest: string | null }>(sql`
    SELECT max(test_date)::text AS latest FROM test_results
    WHERE athlete_id = ${athleteId} AND deleted_at IS NULL AND hidden_at IS NULL
  `);
  return rows[0]?.latest ?? null;
}
