import type { AssessmentResult } from '@gamespeed/domain';
import type { TestResult, TrialInput } from '@gamespeed/domain/contracts';
import { COMPLETE_STEP_ONE_MESSAGE } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { users } from '../db/schema';
import { CHANNELS, encodeResultsChanged, type ResultsChangedNotice } from '../lib/channels';
import { badRequest, notFound } from '../lib/errors';
import { lockAthlete, type RecomputeOptions, recomputeAssessment } from './assessments';
import type { ProfileRow } from './profiles';
import {
  changeTrials,
  type ResultChanges,
  setResultDeleted,
  setResultHidden,
  updateResult,
} from './result-edits';
import { recomputeSprintProfiles } from './sprint-profiles';
import {
  findResult,
  findResultForUpdate,
  insertResult,
  movementUnavailable,
  type NewResult,
  type StoredResult,
} from './test-results';

/**
 * "A result changed": the one recipe every new result and every change to a stored one follows,
 * in one transaction (ARCHITECTURE.md, "Where each rule lives"):
 *
 * 1. lock the athlete (their profile row, {@link lockAthlete}), so two writes for one athlete
 *    queue instead of deadlocking;
 * 2. write the row and its revision (test-results.ts);
 * 3. recompute the athlete's sprint profiles from their trials of the 40 (sprint-profiles.ts),
 *    then the diagnosis from their current best results (assessments.ts), so neither goes stale;
 * 4. notify: a NOTIFY on the test_results channel, delivered when the transaction commits, with
 *    who wrote and the result's client id, so the device that made the write can tell its own
 *    echo (lib/channels.ts).
 *
 * {@link saveResult} is the recipe for a new result (the athlete's own save, a coach's test-day
 * entry, onboarding's broad jump, an import); {@link changeResult} for an edit, delete, restore,
 * hide or show. A write that changes nothing (the same clientId again, a delete of a deleted
 * result) recomputes nothing and notifies nobody.
 */

type Diagnosis = { profile: ProfileRow; assessment: AssessmentResult };

export interface SavedResult {
  result: TestResult;
  /**
   * False when the same write (its clientId) had already saved `result`, or when the athlete
   * already had this test in the session (its trials were added to that result).
   */
  created: boolean;
  /** The recomputed diagnosis; null when nothing was created or there is none yet. */
  diagnosis: Diagnosis | null;
}

async function notifyResultsChanged(tx: Transaction, notice: ResultsChangedNotice) {
  await tx.execute(sql`SELECT pg_notify(${CHANNELS.testResults}, ${encodeResultsChanged(notice)})`);
}

/** Steps 3 and 4 of the recipe, after a write that changed something. */
async function afterResultChanged(
  tx: Transaction,
  notice: ResultsChangedNotice,
  options: RecomputeOptions = {},
): Promise<Diagnosis | null> {
  await recomputeSprintProfiles(tx, notice.athleteId);
  const diagnosis = await recomputeAssessment(tx, notice.athleteId, options);
  await notifyResultsChanged(tx, notice);
  return diagnosis;
}

/**
 * Saves a new result by the recipe, in the caller's transaction. With a `clientId`, a repeat of
 * the same write answers the saved row (`created: false`) and changes nothing.
 *
 * @throws 503 when the movement is missing from the movements table.
 */
export async function saveResult(
  tx: Transaction,
  input: NewResult,
  options: RecomputeOptions = {},
): Promise<SavedResult> {
  await lockAthlete(tx, input.athleteId);
  const saved = await insertResult(tx, input);
  if (!saved) throw movementUnavailable();
  if (!saved.changed) return { result: saved.result, created: saved.created, diagnosis: null };
  const notice = {
    athleteId: input.athleteId,
    actorId: input.enteredBy ?? input.athleteId,
    clientId: saved.result.clientId,
  };
  const diagnosis = await afterResultChanged(tx, notice, options);
  return { result: saved.result, created: saved.created, diagnosis };
}

/** A change to a stored result. */
export type ResultChange =
  | { kind: 'edit'; changes: ResultChanges }
  | { kind: 'delete' }
  | { kind: 'restore' }
  | { kind: 'hide'; reason: string }
  | { kind: 'show' }
  /** Trials added by their device ids (a known id changes nothing) and/or one removed. */
  | { kind: 'trials'; add?: readonly TrialInput[]; remove?: string };

function writeChange(
  tx: Transaction,
  stored: StoredResult,
  change: ResultChange,
  actorId: string,
): Promise<boolean> {
  switch (change.kind) {
    case 'edit':
      return updateResult(tx, stored, change.changes, actorId);
    case 'delete':
    case 'restore':
      return setResultDeleted(tx, stored, change.kind === 'delete', actorId);
    case 'hide':
      return setResultHidden(tx, stored, change.reason, actorId);
    case 'show':
      return setResultHidden(tx, stored, null, actorId);
    case 'trials':
      return changeTrials(tx, stored, change, actorId);
  }
}

/**
 * Changes a stored result by the recipe, in a transaction of its own: loads and locks result
 * `id`; `decide` checks it (it throws to refuse; it may read in the transaction) and names the
 * change; when `actor` may make that change ({@link canWriteResult}), it is written with its
 * revision, then the diagnosis is recomputed and the athlete's devices are told. Answers the
 * result as it is now, or undefined when it does not exist or is not `actor`'s to change.
 */
export function changeResult(
  db: Database,
  id: string,
  actor: { id: string },
  decide: (stored: StoredResult, tx: Transaction) => ResultChange | Promise<ResultChange>,
): Promise<TestResult | undefined> {
  return db.transaction(async (tx) => {
    const stored = await findResultForUpdate(tx, id);
    if (!stored || !mayTouch(actor, stored)) return undefined;
    const change = await decide(stored, tx);
    if (!canWriteResult(actor, stored, change)) return undefined;
    await lockAthlete(tx, stored.athleteId);
    // Read again when nothing was written: the row was locked fresh, but `stored`'s trials were
    // read in the statement's snapshot, before a write that held the lock committed.
    if (!(await writeChange(tx, stored, change, actor.id))) return findResult(tx, id);
    await afterResultChanged(tx, {
      athleteId: stored.athleteId,
      actorId: actor.id,
      clientId: stored.dto.clientId,
    });
    return (await findResult(tx, id))!;
  });
}

/** Its athlete, or the coach who entered it: nobody else may even learn it exists. */
const mayTouch = (actor: { id: string }, result: StoredResult) =>
  actor.id === result.athleteId || actor.id === result.dto.enteredBy;

/**
 * Whether `actor` may make `change` to `result`: its athlete any change; the coach who entered
 * it an edit, a delete or a restore (a correction of their own entry, with its revision), never
 * a hide or show — hiding is the athlete's dispute. This is the one place that decides.
 */
function canWriteResult(
  actor: { id: string },
  result: StoredResult,
  change: ResultChange,
): boolean {
  if (actor.id === result.athleteId) return true;
  return actor.id === result.dto.enteredBy && ['edit', 'delete', 'restore'].includes(change.kind);
}

/**
 * Hides, in one transaction, every current result `coachId` entered for the athlete and that is
 * not hidden yet, all with one reason and each with its 'hide' revision (docs/product/teams.md
 * 'Disputes'): one recompute and one notice for the lot. Answers how many were hidden.
 */
export function hideCoachEntries(
  db: Database,
  athleteId: string,
  coachId: string,
  reason: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAthlete(tx, athleteId);
    const { rows } = await tx.execute<{ result_id: string }>(sql`
      WITH hidden AS (
        UPDATE test_results SET hidden_at = now(), hidden_reason = ${reason}, updated_at = now()
        WHERE athlete_id = ${athleteId} AND entered_by = ${coachId} AND entered_by <> athlete_id
          AND deleted_at IS NULL AND hidden_at IS NULL
        RETURNING id, result_value, result_value_2, test_date, timing_method, note
      )
      INSERT INTO test_result_revisions (result_id, action, changed_by, previous)
      SELECT id, 'hide', ${athleteId}::uuid, jsonb_build_object(
        'value', result_value, 'value2', result_value_2, 'testDate', test_date::text,
        'timingMethod', timing_method, 'note', note,
        'deletedAt', NULL, 'hiddenAt', NULL, 'hiddenReason', NULL
      ) FROM hidden
      RETURNING result_id
    `);
    if (rows.length > 0)
      await afterResultChanged(tx, { athleteId, actorId: athleteId, clientId: null });
    return rows.length;
  });
}

/**
 * Whether the athlete may edit or delete `result` themselves: not when a coach entered it. They
 * can hide it with a reason instead, so a coach's entry is never silently lost.
 */
export const athleteMayChange = (result: { enteredByCoach: boolean }): boolean =>
  !result.enteredByCoach;

/**
 * Onboarding step 2 (docs/product/states.md, docs/product/api.md) in ONE transaction: the broad
 * jump saved by the recipe, the diagnosis computed from this jump (not the best one) with the
 * best fly times, and onboarding completed. Redoing onboarding with a jump the history already
 * holds for that day (the same value, the same test date) adds no second entry: it is assessed
 * again, and nothing else changes. Any failure, after the insert included, rolls everything back.
 *
 * @throws 400 when the profile has no weight yet (step 1 first);
 * @throws 503 'Unable to load bodyweight norms' when the norms table is empty.
 */
export async function saveOnboardingBroadJump(
  db: Database,
  athleteId: string,
  broadJumpInches: number,
  testDate?: string,
): Promise<Diagnosis> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, athleteId)).for('update');
    if (!current) throw notFound('Profile not found.');
    if (current.weightLbs === null)
      throw badRequest(ERROR_CODES.weightRequired, COMPLETE_STEP_ONE_MESSAGE);
    const options = { completeOnboarding: true, broadJumpInches };
    if (await hasSameBroadJump(tx, athleteId, broadJumpInches, testDate)) {
      const diagnosis = await recomputeAssessment(tx, athleteId, options);
      if (!diagnosis) throw movementUnavailable();
      return diagnosis;
    }
    const saved = await saveResult(
      tx,
      {
        athleteId,
        movement: 'broad_jump',
        value: broadJumpInches,
        ...(testDate ? { testDate } : {}),
      },
      options,
    );
    if (!saved.diagnosis) throw movementUnavailable();
    return saved.diagnosis;
  });
}

/** Whether the athlete's history already shows this broad jump on this day (today by default). */
async function hasSameBroadJump(
  tx: Transaction,
  athleteId: string,
  inches: number,
  testDate: string | undefined,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM test_results r
    JOIN movements m ON m.id = r.movement_id
    WHERE r.athlete_id = ${athleteId} AND m.name = 'broad_jump'
      AND r.deleted_at IS NULL AND r.hidden_at IS NULL
      AND r.result_value = ${inches}
      AND r.test_date = COALESCE(${testDate ?? null}::date, CURRENT_DATE)
    LIMIT 1
  `);
  return rows.length > 0;
}
