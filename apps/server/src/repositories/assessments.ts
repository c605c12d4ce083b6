import {
  type AssessmentResult,
  assess,
  diagnoseFromSprintProfile,
  NORMS_UNAVAILABLE_MESSAGE,
  NormsUnavailableError,
} from '@gamespeed/domain';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { desc, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { assessmentHistory, users } from '../db/schema';
import { serviceUnavailable } from '../lib/errors';
import { bestValuesOf } from './best-values';
import { loadPowerToSpeedNorms } from './norms';
import type { ProfileRow } from './profiles';
import { newestProfileStanding } from './sprint-profiles';

const normsUnavailable = () =>
  serviceUnavailable(ERROR_CODES.normsUnavailable, NORMS_UNAVAILABLE_MESSAGE);

export interface RecomputeOptions {
  /** Onboarding: the diagnosis may complete it (otherwise an athlete not onboarded gets none). */
  completeOnboarding?: boolean;
  /**
   * Onboarding: the broad jump entered there is the one assessed, not the best one
   * (docs/product/diagnosis.md).
   */
  broadJumpInches?: number;
}

/** The best broad jump (longest) and fly times (fastest) of one athlete, null where none. */
async function diagnosisInputs(tx: Transaction, athleteId: string, broadJumpInches?: number) {
  const best = await bestValuesOf(tx, athleteId, ['broad_jump', '5_10_fly', '20_10_fly']);
  return {
    broadJump: broadJumpInches ?? best.broad_jump ?? null,
    fly510: best['5_10_fly'] ?? null,
    fly2010: best['20_10_fly'] ?? null,
  };
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
 * Recomputes an athlete's diagnosis from their current best results and weight (onboarding: the
 * broad jump entered there instead of the best one), in the caller's
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
  options: RecomputeOptions = {},
): Promise<{ profile: ProfileRow; assessment: AssessmentResult } | null> {
  const [current] = await tx.select().from(users).where(eq(users.id, athleteId)).for('update');
  if (!current || current.weightLbs === null) return null;
  if (!current.onboardingCompleted && !options.completeOnboarding) return null;
  const inputs = await diagnosisInputs(tx, athleteId, options.broadJumpInches);
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
  // The newest sprint profile decides when there is one (ADR 066) — never onboarding's
  // assessment, which is the broad jump's 6-inch rule exactly.
  if (options.broadJumpInches === undefined && !options.completeOnboarding) {
    const standing = await newestProfileStanding(tx, athleteId, current.position);
    if (standing) assessment = diagnoseFromSprintProfile(assessment, standing);
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
