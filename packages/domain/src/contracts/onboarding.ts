/** Onboarding step 2: the broad jump, and the assessment the server computes from it. */
import { z } from 'zod';
import {
  BROAD_JUMP_FEET_MAX,
  BROAD_JUMP_FEET_MIN,
  BROAD_JUMP_INCHES_MAX,
  BROAD_JUMP_INCHES_MIN,
  FORCE_OR_FORM,
  INCHES_PER_FOOT,
  POSITIONS,
} from '../constants';
import { profileSchema } from './profile';
import { resultValueProblems } from './result-values';
import { testDateSchema } from './vocabulary';

/**
 * docs/product/validation.md onboarding step 2: feet 1–13 and inches 0–11, whole numbers; total =
 * feet·12 + inches, which must pass the same value limits as a broad jump added as a result (so
 * nothing past the longest jump on record, 12′3″); a problem with the total is shown at Feet.
 */
export const broadJumpRequestSchema = z
  .strictObject({
    feet: z
      .number({ error: 'Choose the feet' })
      .int('must be a whole number')
      .min(BROAD_JUMP_FEET_MIN, `must be at least ${BROAD_JUMP_FEET_MIN}`)
      .max(BROAD_JUMP_FEET_MAX, `must be at most ${BROAD_JUMP_FEET_MAX}`),
    inches: z
      .number({ error: 'Choose the inches' })
      .int('must be a whole number')
      .min(BROAD_JUMP_INCHES_MIN, `must be at least ${BROAD_JUMP_INCHES_MIN}`)
      .max(BROAD_JUMP_INCHES_MAX, `must be at most ${BROAD_JUMP_INCHES_MAX}`),
    /** The athlete's day on their device (defaults to the server's day). */
    testDate: testDateSchema.optional(),
  })
  .superRefine((input, ctx) => {
    const value = input.feet * INCHES_PER_FOOT + input.inches;
    for (const problem of resultValueProblems('broad_jump', { value })) {
      ctx.addIssue({ code: 'custom', path: ['feet'], message: problem.message });
    }
  });
export type BroadJumpRequest = z.infer<typeof broadJumpRequestSchema>;

/** The assessment computed by `assess()` (docs/product/data-model.md 'Assessment result'), as the API returns it. */
export const assessmentReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('broad_jump_short'), gapInches: z.number(), normWeight: z.number() }),
  z.object({
    kind: z.literal('fly_slow'),
    test: z.enum(['5→10 Fly', '20→10 Fly']),
    gapSeconds: z.number(),
    normWeight: z.number(),
  }),
  z.object({ kind: z.literal('balanced'), gapInches: z.number(), normWeight: z.number() }),
  z.object({
    kind: z.literal('sprint_profile'),
    limit: z.enum(['force', 'velocity', 'balanced']),
    normWeight: z.number(),
    position: z.enum(POSITIONS),
    f0PerKg: z.number(),
    v0: z.number(),
    f0Percentile: z.number(),
    mssPercentile: z.number(),
    v0Percentile: z.number(),
  }),
]);

export const assessmentSchema = z.object({
  primaryDeficiency: z.enum(['force_deficient', 'form_deficient', 'well_balanced']),
  gearLevel: z.union([z.literal(2), z.literal(3)]).nullable(),
  reason: assessmentReasonSchema,
  targetBroadJump: z.number(),
  eliteBroadJump: z.number(),
  differenceFromElite: z.number(),
  confidenceScore: z.union([z.literal(75), z.literal(50)]),
  forceOrForm: z.enum(FORCE_OR_FORM),
  deficiencyNotes: z.string(),
  /** The athlete's broad jump that was saved and assessed, in inches. */
  broadJumpInches: z.number(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const broadJumpResponseSchema = z.object({
  profile: profileSchema,
  assessment: assessmentSchema,
});
export type BroadJumpResponse = z.infer<typeof broadJumpResponseSchema>;

/** Asked of an athlete who sends a broad jump before their weight (onboarding step 1). */
export const COMPLETE_STEP_ONE_MESSAGE =
  'Complete step 1 (position, height and weight) before entering your broad jump.';
