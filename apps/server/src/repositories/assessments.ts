import {
  type AssessmentResult,
  assess,
  NORMS_UNAVAILABLE_MESSAGE,
  NormsUnavailableError,
} from '@gamespeed/domain';
import { COMPLETE_STEP_ONE_MESSAGE } from '@gamespeed/domain/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError, badRequest, notFound, serviceUnavailable } from '../lib/errors';
import { loadPowerToSpeedNorms } from './norms';
import type { ProfileRow } from './profiles';
import { insertResult } from './test-results';

export const normsUnavailable = () =>
  serviceUnavailable('norms_unavailable', NORMS_UNAVAILABLE_MESSAGE);

export const movementUnavailable = () =>
  new AppError(503, 'movement_not_found', 'Failed to find movement type. Please try again.');

/**
 * Onboarding step 2 (docs/product/states.md, docs/product/api.md) in ONE transaction: lock the profile, save the broad jump as a
 * test result, load the bodyweight norms, assess, and write the assessment to the profile
 * (primary_deficiency, deficiency_notes, confidence_score, force_or_form, onboarding_completed).
 * Any failure, after the insert included, rolls everything back.
 *
 * @throws 400 when the profile has no weight yet (step 1 first);
 * @throws 503 'Unable to load bodyweight norms' when the norms table is empty.
 */
export async function saveBroadJumpAssessment(
  db: Database,
  athleteId: string,
  broadJumpInches: number,
): Promise<{ profile: ProfileRow; assessment: AssessmentResult }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, athleteId)).for('update');
    if (!current) throw notFound('Profile not found.');
    if (current.weightLbs === null) throw badRequest('weight_required', COMPLETE_STEP_ONE_MESSAGE);

    const saved = await insertResult(tx, {
      athleteId,
      movement: 'broad_jump',
      value: broadJumpInches,
    });
    if (!saved) throw movementUnavailable();

    const norms = await loadPowerToSpeedNorms(tx);
    let assessment: AssessmentResult;
    try {
      assessment = assess({ weight: current.weightLbs, broadJumpInches }, norms);
    } catch (error) {
      if (error instanceof NormsUnavailableError) throw normsUnavailable();
      throw error;
    }

    const [profile] = await tx
      .update(users)
      .set({
        primaryDeficiency: assessment.primaryDeficiency,
        deficiencyNotes: assessment.deficiencyNotes,
        confidenceScore: assessment.confidenceScore,
        forceOrForm: assessment.forceOrForm,
        onboardingCompleted: true,
      })
      .where(eq(users.id, athleteId))
      .returning();
    return { profile: profile!, assessment };
  });
}
