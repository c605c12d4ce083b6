import { type MovementName, type TimingMethod, unitTypeOf } from '@gamespeed/domain/constants';
import {
  RESULT_TYPE_BY_UNIT,
  type SessionInput,
  type TestResult,
  type TrialInput,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../db/client';
import { movements, testResults } from '../db/schema';
import { AppError } from '../lib/errors';
import { recordRevision } from './result-revisions';
import {
  addTrials,
  applyBestTrial,
  currentResultInSession,
  findOrStartSession,
  sessionColumn,
  trialsColumn,
} from './result-trials';

/**
 * The rows of test results: one result's insert, edit, delete or hide with its revision, and one
 * result read by id. These are the steps; a route or a test day never calls the writes directly
 * but through the recipe in result-changes.ts (lock the athlete, write, recompute the diagnosis,
 * notify). Lists and the progress summary are in result-history.ts, best values in
 * best-values.ts.
 */

export const movementUnavailable = () =>
  new AppError(
    503,
    ERROR_CODES.movementNotFound,
    'Failed to find movement type. Please try again.',
  );

/** A movement row (docs/product/api.md 'movements: select id, unit_type where name equals ...'). */
async function findMovement(db: Db, name: MovementName) {
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
  /** The trials (`value` is the best valid one); without them `value` is the only trial. */
  trials?: TrialInput[];
  /** The session it belongs to and how it was timed; a new session of its own when absent. */
  session?: SessionInput;
  /** A coach's test day: the team of the session. */
  teamId?: string | null;
}

/**
 * Inserts one result (rep 1) with the result type of its unit and writes its 'create' revision,
 * in the session it names (or a new one) with its trials (ADR 054).
 *
 * With a `clientId` the insert is `ON CONFLICT (athlete_id, client_id) DO NOTHING`: whichever of
 * several identical requests commits first creates the row, every other one gets that row back
 * (`created: false`), however they interleave; trials it did not have yet are added to it. A
 * result for a test the athlete already has in the session adds its trials to that result
 * (one record per athlete, test and session). `changed` says whether anything was written.
 *
 * @returns the result, or undefined when the movement is missing from the movements table.
 */
export async function insertResult(
  tx: Transaction,
  input: NewResult,
): Promise<{ result: TestResult; created: boolean; changed: boolean } | undefined> {
  const movement = await findMovement(tx, input.movement);
  if (!movement) return undefined;
  const enteredBy = input.enteredBy ?? input.athleteId;
  const trials: TrialInput[] = input.trials ?? [
    {
      id: crypto.randomUUID(),
      value: input.value,
      ...(input.timeToTopSpeed === undefined ? {} : { timeToTopSpeed: input.timeToTopSpeed }),
    },
  ];
  const existingId = input.clientId
    ? await findResultIdByClientId(tx, input.athleteId, input.clientId)
    : undefined;
  if (existingId) return addToResult(tx, existingId, input, input.trials ?? [], enteredBy);
  const session = await findOrStartSession(tx, {
    session: input.session,
    testDate: input.testDate,
    enteredBy,
    teamId: input.teamId,
  });
  const inSession = await currentResultInSession(tx, session.id, input.athleteId, movement.id);
  if (inSession) return addToResult(tx, inSession, input, trials, enteredBy);
  const unitType = unitTypeOf(input.movement);
  const values = {
    athleteId: input.athleteId,
    movementId: movement.id,
    resultValue: input.value,
    resultType: RESULT_TYPE_BY_UNIT[unitType],
    repNumber: 1,
    resultValue2: input.timeToTopSpeed ?? null,
    resultType2: input.timeToTopSpeed === undefined ? null : 'seconds',
    testDate: session.testDate,
    timingMethod: input.timingMethod ?? null,
    note: input.note ?? null,
    clientId: input.clientId ?? null,
    enteredBy,
    sessionId: session.id,
  };
  const [row] = input.clientId
    ? await tx
        .insert(testResults)
        .values(values)
        .onConflictDoNothing({ target: [testResults.athleteId, testResults.clientId] })
        .returning({ id: testResults.id })
    : await tx.insert(testResults).values(values).returning({ id: testResults.id });
  if (!row) {
    // The same write arrived at the same moment: hand back what it saved (deleted or not).
    const existing = await findResultByClientId(tx, input.athleteId, input.clientId!);
    return existing ? { result: existing, created: false, changed: false } : undefined;
  }
  await addTrials(tx, row.id, trials, enteredBy);
  await applyBestTrial(tx, row.id, input.movement);
  await recordRevision(tx, row.id, 'create', enteredBy, null);
  const result = await findResult(tx, row.id);
  return { result: result!, created: true, changed: true };
}

/** Adds `trials` to a stored result (a retry or another value in its session), with a revision. */
async function addToResult(
  tx: Transaction,
  resultId: string,
  input: NewResult,
  trials: readonly TrialInput[],
  enteredBy: string,
): Promise<{ result: TestResult; created: boolean; changed: boolean }> {
  const before = (await findResult(tx, resultId))!;
  const added = before.deletedAt === null ? await addTrials(tx, resultId, trials, enteredBy) : 0;
  if (added === 0) return { result: before, created: false, changed: false };
  await applyBestTrial(tx, resultId, input.movement);
  await recordRevision(tx, resultId, 'edit', enteredBy, before);
  return { result: (await findResult(tx, resultId))!, created: false, changed: true };
}

async function findResultIdByClientId(tx: Transaction, athleteId: string, clientId: string) {
  const [row] = await tx
    .select({ id: testResults.id })
    .from(testResults)
    .where(and(eq(testResults.athleteId, athleteId), eq(testResults.clientId, clientId)));
  return row?.id;
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
  session: sessionColumn,
  trials: trialsColumn,
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
