import type { MovementName } from '@gamespeed/domain/constants';
import type { SessionInput, TestResult, TrialInput } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { bestValidTrial, MAX_TRIALS_PER_TEST } from '@gamespeed/domain/trials';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { resultTrials, testResults, testSessions } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';

/**
 * The steps of sessions and trials (docs/product/results.md, "Sessions, trials and splits";
 * ADR 054): a session found or started, trials added by their device ids, a trial removed, and
 * the result's value set to its best valid trial. Like test-results.ts these are steps of the
 * recipe in result-changes.ts, which locks the athlete first; nobody calls them on their own.
 */

/** A result's current trials as JSON, by trial number (read with the result's columns). */
export const trialsColumn = sql<TestResult['trials']>`coalesce((
    SELECT json_agg(json_build_object(
      'id', t.id, 'trialNumber', t.trial_number, 'value', t.value, 'value2', t.value_2,
      'foul', t.foul, 'splits', t.splits) ORDER BY t.trial_number)
    FROM result_trials t WHERE t.result_id = ${testResults.id} AND t.deleted_at IS NULL
  ), '[]'::json)`
  .mapWith(parseJson)
  .as('trials');

/** A result's session as JSON (read with the result's columns). */
export const sessionColumn = sql<TestResult['session']>`(
    SELECT json_build_object(
      'id', s.id, 'testDate', s.test_date, 'device', s.timing_device,
      'deviceModel', s.timing_device_model,
      'start', json_build_object(
        'kind', s.start_kind, 'distance', s.start_distance, 'unit', s.start_distance_unit),
      'teamId', s.team_id)
    FROM test_sessions s WHERE s.id = ${testResults.sessionId}
  )`
  .mapWith(parseJson)
  .as('session');

function parseJson(value: unknown) {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

const sessionNotYours = () =>
  conflict(ERROR_CODES.idUsedElsewhere, 'That session belongs to someone else. Start a new one.');

/**
 * The session a new result joins: the one with `session.id` when `enteredBy` started it, or a new
 * one (with that id, when given) on `testDate` with the device and start. A result's test date is
 * its session's.
 *
 * @throws 409 when the id is a session someone else started.
 */
export async function findOrStartSession(
  tx: Transaction,
  input: {
    session?: SessionInput | undefined;
    testDate?: string | undefined;
    enteredBy: string;
    teamId?: string | null | undefined;
  },
): Promise<{ id: string; testDate: string }> {
  const { session } = input;
  const values = {
    ...(session?.id ? { id: session.id } : {}),
    ...(input.testDate ? { testDate: input.testDate } : {}),
    enteredBy: input.enteredBy,
    teamId: input.teamId ?? null,
    timingDevice: session?.device ?? 'not-said',
    timingDeviceModel: session?.deviceModel || null,
    startKind: session?.start?.kind ?? 'unknown',
    startDistance: session?.start?.distance ?? null,
    startDistanceUnit: session?.start?.distance == null ? null : (session.start.unit ?? null),
  };
  const [created] = await tx
    .insert(testSessions)
    .values(values)
    .onConflictDoNothing({ target: testSessions.id })
    .returning({ id: testSessions.id, testDate: testSessions.testDate });
  if (created) return created;
  const [existing] = await tx
    .select({
      id: testSessions.id,
      testDate: testSessions.testDate,
      enteredBy: testSessions.enteredBy,
    })
    .from(testSessions)
    .where(eq(testSessions.id, session!.id!));
  if (!existing || existing.enteredBy !== input.enteredBy) throw sessionNotYours();
  return { id: existing.id, testDate: existing.testDate };
}

/** The current result of an athlete's test in a session, if there is one. */
export async function currentResultInSession(
  tx: Transaction,
  sessionId: string,
  athleteId: string,
  movementId: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: testResults.id })
    .from(testResults)
    .where(
      and(
        eq(testResults.sessionId, sessionId),
        eq(testResults.athleteId, athleteId),
        eq(testResults.movementId, movementId),
        isNull(testResults.deletedAt),
      ),
    );
  return row?.id;
}

/**
 * Adds the trials of `trials` that result `resultId` does not have yet, numbered after its last
 * one; a trial id it already has changes nothing (a retry). Answers how many were added.
 *
 * @throws 409 when a trial id belongs to another result, or the result would have more than
 *   MAX_TRIALS_PER_TEST current trials.
 */
export async function addTrials(
  tx: Transaction,
  resultId: string,
  trials: readonly TrialInput[],
  enteredBy: string,
): Promise<number> {
  if (trials.length === 0) return 0;
  const known = await tx
    .select({ id: resultTrials.id, resultId: resultTrials.resultId })
    .from(resultTrials)
    .where(
      inArray(
        resultTrials.id,
        trials.map((t) => t.id),
      ),
    );
  if (known.some((t) => t.resultId !== resultId)) {
    throw conflict(ERROR_CODES.idUsedElsewhere, 'That trial belongs to another result.');
  }
  const fresh = trials.filter((t) => !known.some((k) => k.id === t.id));
  if (fresh.length === 0) return 0;
  const [counts] = await tx
    .select({
      last: sql<number>`coalesce(max(${resultTrials.trialNumber}), 0)`.mapWith(Number),
      current: sql<number>`count(*) FILTER (WHERE ${resultTrials.deletedAt} IS NULL)`.mapWith(
        Number,
      ),
    })
    .from(resultTrials)
    .where(eq(resultTrials.resultId, resultId));
  if ((counts?.current ?? 0) + fresh.length > MAX_TRIALS_PER_TEST) {
    throw conflict(
      ERROR_CODES.tooManyTrials,
      `At most ${MAX_TRIALS_PER_TEST} trials of a test in one session.`,
    );
  }
  const last = counts?.last ?? 0;
  await tx.insert(resultTrials).values(
    fresh.map((trial, index) => ({
      id: trial.id,
      resultId,
      trialNumber: last + index + 1,
      value: trial.value,
      value2: trial.timeToTopSpeed ?? null,
      foul: trial.foul ?? false,
      splits: trial.splits ?? [],
      enteredBy,
    })),
  );
  return fresh.length;
}

/** Removes a current trial of a result (its row stays, deleted). Answers whether one was. */
export async function removeTrial(
  tx: Transaction,
  resultId: string,
  trialId: string,
): Promise<boolean> {
  const removed = await tx
    .update(resultTrials)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(resultTrials.id, trialId),
        eq(resultTrials.resultId, resultId),
        isNull(resultTrials.deletedAt),
      ),
    )
    .returning({ id: resultTrials.id });
  return removed.length > 0;
}

/** Sets the value of the result's only trial (an edit of a one-trial result's value). */
export async function setOnlyTrialValue(
  tx: Transaction,
  resultId: string,
  value: { value?: number; value2?: number | null },
): Promise<void> {
  await tx
    .update(resultTrials)
    .set({
      ...(value.value === undefined ? {} : { value: value.value }),
      ...(value.value2 === undefined ? {} : { value2: value.value2 }),
    })
    .where(and(eq(resultTrials.resultId, resultId), isNull(resultTrials.deletedAt)));
}

/**
 * Sets the result's value (and time to top speed) to its best valid trial.
 *
 * @throws 400 when no current trial is valid (every one a foul, or none left).
 */
export async function applyBestTrial(
  tx: Transaction,
  resultId: string,
  movement: MovementName,
): Promise<void> {
  const trials = await tx
    .select({ value: resultTrials.value, value2: resultTrials.value2, foul: resultTrials.foul })
    .from(resultTrials)
    .where(and(eq(resultTrials.resultId, resultId), isNull(resultTrials.deletedAt)));
  const best = bestValidTrial(movement, trials);
  if (!best) {
    throw badRequest(
      ERROR_CODES.invalidInput,
      'body.trials: At least one trial must be valid (not a foul)',
    );
  }
  await tx
    .update(testResults)
    .set({
      resultValue: best.value,
      resultValue2: best.value2,
      resultType2: best.value2 === null ? null : 'seconds',
      updatedAt: new Date(),
    })
    .where(eq(testResults.id, resultId));
}
