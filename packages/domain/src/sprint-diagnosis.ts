/**
 * The living diagnosis from a sprint profile (docs/product/diagnosis.md, "With a sprint
 * profile"; ADR 066): force-limited or velocity-limited against the NFL cohort of the athlete's
 * position, with a why-sentence that names the numbers.
 */
import type { AssessmentResult } from './assessment';
import { CONFIDENCE_WITH_GEAR, CONFIDENCE_WITHOUT_GEAR } from './constants';
import {
  type SprintProfileReason,
  type SprintProfileStanding,
  sprintProfileReasonText,
} from './sprint-diagnosis-reason';

/** Below this percentile of the position's cohort, a quality limits the athlete's speed. */
export const PROFILE_LIMIT_PERCENTILE = 25;

/**
 * Force-limited (F0/kg below the 25th percentile, MSS and V0 not) → force_deficient, Gear 2;
 * velocity-limited (MSS or V0 below it, F0/kg not) → form_deficient, Gear 3; neither → well
 * balanced. When both are below it, the lower percentile is the limit (F0 on a tie). The broad
 * jump's figures of `base` (its target and gap) are kept for the goal box.
 */
export function diagnoseFromSprintProfile(
  base: AssessmentResult,
  standing: SprintProfileStanding,
): AssessmentResult {
  const velocityPercentile = Math.min(standing.mssPercentile, standing.v0Percentile);
  const forceLow = standing.f0Percentile < PROFILE_LIMIT_PERCENTILE;
  const velocityLow = velocityPercentile < PROFILE_LIMIT_PERCENTILE;
  const limit: SprintProfileReason['limit'] =
    forceLow && (!velocityLow || standing.f0Percentile <= velocityPercentile)
      ? 'force'
      : velocityLow
        ? 'velocity'
        : 'balanced';
  const reason: SprintProfileReason = {
    kind: 'sprint_profile',
    limit,
    normWeight: base.reason.normWeight,
    ...standing,
  };
  const outcome = {
    force: { primaryDeficiency: 'force_deficient', gearLevel: 2, forceOrForm: 'force' },
    velocity: { primaryDeficiency: 'form_deficient', gearLevel: 3, forceOrForm: 'form' },
    balanced: { primaryDeficiency: 'well_balanced', gearLevel: null, forceOrForm: 'balanced' },
  } as const;
  return {
    ...base,
    ...outcome[limit],
    confidenceScore: limit === 'balanced' ? CONFIDENCE_WITHOUT_GEAR : CONFIDENCE_WITH_GEAR,
    reason,
    deficiencyNotes: sprintProfileReasonText(reason),
  };
}
