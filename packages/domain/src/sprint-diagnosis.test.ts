import { describe, expect, it } from 'vitest';
import { type AssessmentResult, assessmentReasonText } from './assessment';
import { diagnoseFromSprintProfile } from './sprint-diagnosis';

const base: AssessmentResult = {
  primaryDeficiency: 'force_deficient',
  gearLevel: 2,
  targetBroadJump: 124,
  eliteBroadJump: 124,
  differenceFromElite: 10,
  confidenceScore: 75,
  forceOrForm: 'force',
  deficiencyNotes: 'Your broad jump is 10″ short of elite for 200 lb.',
  reason: { kind: 'broad_jump_short', gapInches: 10, normWeight: 200 },
};
const standing = (f0: number, mss: number, v0 = 70) => ({
  position: 'WR' as const,
  f0PerKg: 7.9,
  v0: 9.1,
  f0Percentile: f0,
  mssPercentile: mss,
  v0Percentile: v0,
});

describe('the diagnosis from a sprint profile', () => {
  it('is force deficient, Gear 2, when F0/kg is low for the position and top speed is not', () => {
    const result = diagnoseFromSprintProfile(base, standing(18, 61));
    expect(result).toMatchObject({
      primaryDeficiency: 'force_deficient',
      gearLevel: 2,
      forceOrForm: 'force',
      confidenceScore: 75,
      targetBroadJump: 124,
    });
    expect(result.deficiencyNotes).toBe(
      'Your F0 of 7.9 N/kg is at the 18th percentile of NFL WRs; your top speed is at the 61st.',
    );
    expect(assessmentReasonText(result.reason)).toBe(result.deficiencyNotes);
  });

  it('is form deficient, Gear 3, when top speed or V0 is low and F0/kg is not', () => {
    const result = diagnoseFromSprintProfile(base, standing(55, 12));
    expect(result).toMatchObject({ primaryDeficiency: 'form_deficient', gearLevel: 3 });
    expect(result.deficiencyNotes).toBe(
      'Your top speed is at the 12th percentile of NFL WRs; your F0 of 7.9 N/kg is at the 55th.',
    );
    const byV0 = diagnoseFromSprintProfile(base, standing(55, 40, 20));
    expect(byV0.deficiencyNotes).toMatch(/^Your V0 of 9.10 m\/s is at the 20th percentile/);
  });

  it('is well balanced when neither is low, and takes the lower one when both are', () => {
    const balanced = diagnoseFromSprintProfile(base, standing(52, 51));
    expect(balanced).toMatchObject({
      primaryDeficiency: 'well_balanced',
      gearLevel: null,
      confidenceScore: 50,
    });
    expect(balanced.deficiencyNotes).toMatch(/neither holds you back/);
    expect(diagnoseFromSprintProfile(base, standing(10, 20)).gearLevel).toBe(2);
    expect(diagnoseFromSprintProfile(base, standing(20, 10)).gearLevel).toBe(3);
    // 25th percentile exactly is not low.
    expect(diagnoseFromSprintProfile(base, standing(25, 25)).gearLevel).toBeNull();
  });
});
