import {
  type AssessmentResult,
  assess,
  NORMS_UNAVAILABLE_MESSAGE,
  NormsUnavailableError,
} from '@gamespeed/domain';
import { COMPLETE_STEP_ONE_MESSAGE } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { assessmentHistory, users } from '../db/schema';
import { AppError, badRequest, notFound, serviceUnavailable } from '../lib/errors';
import { loadPowerToSpeedNorms } from './norms';
import type { ProfileRow } from './profiles';
import { insertResult } from './test-results';

export const normsUnavailable = () =>
  serviceUnavailable(ERROR_CODES.normsUnavailable, NORMS_UNAVAILABLE_MESSAGE);

export const movementUnavailable = () =>
  new AppError(
    503,
    ERROR_CODES.movementNotFound,
    'Failed to find movement type. Please try again.',
  );

/** The best broad jump (longest) and fly times (fastest) of one athlete, null where none. */
async function diagnosisInputs(tx: Transaction, athleteId: string) {
  const { rows } = await tx.execute<{ name: string; best: number | null }>(sql`
    SELECT m.name,
      CASE WHEN m.unit_type = 'time' THEN min(r.result_value) ELSE max(r.result_value) END AS best
    FROM test_results r
    JOIN movements m ON m.id = r.movement_id
    WHERE r.athlete_id = ${athleteId} AND r.result_value > 0 AND r.deleted_at IS NULL
      AND r.hidden_at IS NULL
      AND m.name IN ('broad_jump', '5_10_fly', '20_10_fly')
    GROUP BY m.name, m.unit_type
  `);
  const best = (name: string) => {
    const value = rows.find((row) => row.name === name)?.best;
    return value === null || value === undefined ? null : Number(value);
  };
  return { broadJump: best('broad_jump'), fly510: best('5_10_fly'), fly2010: best('20_10_fly') };
}

/**
 * Locks an athlete's profile row for the rest of the transaction: the lock the diagnosis
 * recompute takes. A save takes it BEFORE inserting its result — the insert's foreign-key check
 * share-locks the same row, and two saves for one athlete that each held that share lock and then
 * asked for this lock would deadlock; taken first, they queue.
 */
export async function lockAthlete(tx: Transaction, athleteId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, athleteId)).for('update');
}

/**
 * Recomputes an athlete's diagnosis from their current best results and weight, in the caller's
 * transaction — run by every change to its inputs (onboarding, a saved result, weight or
 * position saved), so the badge never goes stale. The profile gets the outcome and the date; a
 * history row is added when the outcome differs from the previous one.
 *
 * Does nothing (returns null) for an athlete who has no weight or no broad jump yet, or who has
 * not finished onboarding unless `completeOnboarding` is set (onboarding itself).
 *
 * @throws 503 'Unable to load bodyweight norms' when the norms table is empty.
 */
export async function recomputeAssessment(
  tx: Transaction,
  athleteId: string,
  options: { completeOnboarding?: boolean } = {},
): Promise<{ profile: ProfileRow; assessment: AssessmentResult } | null> {
  const [current] = await tx.select().from(users).where(eq(users.id, athleteId)).for('update');
  if (!current || current.weightLbs === null) return null;
  if (!current.onboardingCompleted && !options.completeOnboarding) return null;
  const inputs = await diagnosisInputs(tx, athleteId);
  if (inputs.broadJump === null) return null;

  const norms = await loadPowerToSpeedNorms(tx);
  let assessment: AssessmentResult;
  try {
    assessment = assess(
      {
        weight: current.weightLbs,
        broadJumpInches: inputs.broadJump,
        fly510: inputs.fly510,
        fly2010: inputs.fly2010,
      },
      norms,
    );
  } catch (error) {
    if (error instanceof NormsUnavailableError) throw normsUnavailable();
    throw error;
  }

  const [previous] = await tx
    .select()
    .from(assessmentHistory)
    .where(eq(assessmentHistory.athleteId, athleteId))
    .orderBy(desc(assessmentHistory.assessedAt))
    .limit(1);
  const changed =
    !previous ||
    previous.primaryDeficiency !== assessment.primaryDeficiency ||
    previous.gearLevel !== assessment.gearLevel ||
    previous.forceOrForm !== assessment.forceOrForm;
  if (changed) {
    await tx.insert(assessmentHistory).values({
      athleteId,
      primaryDeficiency: assessment.primaryDeficiency,
      gearLevel: assessment.gearLevel,
      forceOrForm: assessment.forceOrForm,
      weightLbs: current.weightLbs,
      normWeight: assessment.reason.normWeight,
      broadJump: inputs.broadJump,
      fly510: inputs.fly510,
      fly2010: inputs.fly2010,
      reason: assessment.reason,
    });
  }

  const [profile] = await tx
    .update(users)
    .set({
      primaryDeficiency: assessment.primaryDeficiency,
      deficiencyNotes: assessment.deficiencyNotes,
      confidenceScore: assessment.confidenceScore,
      forceOrForm: assessment.forceOrForm,
      assessedAt: changed || !current.assessedAt ? new Date() : current.assessedAt,
      onboardingCompleted: true,
    })
    .where(eq(users.id, athleteId))
    .returning();
  return { profile: profile!, assessment };
}

/** The diagnosis history of one athlete, newest first. */
export async function listAssessmentHistory(db: Database, athleteId: string) {
  return db
    .select()
    .from(assessmentHistory)
    .where(eq(assessmentHistory.athleteId, athleteId))
    .orderBy(desc(assessmentHistory.assessedAt));
}

/**
 * Onboarding step 2 (docs/product/states.md, docs/product/api.md) in ONE transaction: lock the
 * profile, save the broad jump as a test result, recompute the diagnosis from the athlete's best
 * results (this jump included) and complete onboarding. Any failure, after the insert included,
 * rolls everything back.
 *
 * @throws 400 when the profile has no weight yet (step 1 first);
 * @throws 503 'Unable to load bodyweight norms' when the norms table is empty.
 */
export async function saveBroadJumpAssessment(
  db: Database,
  athleteId: string,
  broadJumpInches: number,
  testDate?: string,
): Promise<{ profile: ProfileRow; assessment: AssessmentResult }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, athleteId)).for('update');
    if (!current) throw notFound('Profile not found.');
    if (current.weightLbs === null)
      throw badRequest(ERROR_CODES.weightRequired, COMPLETE_STEP_ONE_MESSAGE);

    const saved = await insertResult(tx, {
      athleteId,
      movement: 'broad_jump',
      value: broadJumpInches,
      ...(testDate ? { testDate } : {}),
    });
    if (!saved) throw movementUnavailable();

    const outcome = await recomputeAssessment(tx, athleteId, { completeOnboarding: true });
    if (!outcome) throw movementUnavailable();
    return outcome;
  });
}
