import { z } from 'zod';
import {
  FORCE_OR_FORM,
  INCHES_PER_FOOT,
  POSITIONS,
  PRIMARY_DEFICIENCIES,
  PROFILE_ROLES,
  SUBSCRIPTION_STATUSES,
} from '../constants';
import { RETEST_REMINDER_WEEKS } from '../retest';

/** The user profile as the API returns it (docs/product/data-model.md users). */
const retestWeeksSchema = z.union(
  RETEST_REMINDER_WEEKS.map((w) => z.literal(w)) as unknown as [
    z.ZodLiteral<4>,
    z.ZodLiteral<6>,
    z.ZodLiteral<8>,
  ],
);

export const profileSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(PROFILE_ROLES),
  isAdmin: z.boolean(),
  position: z.enum(POSITIONS).nullable(),
  heightInches: z.number().int().nullable(),
  weightLbs: z.number().int().nullable(),
  primaryDeficiency: z.enum(PRIMARY_DEFICIENCIES).nullable(),
  deficiencyNotes: z.string().nullable(),
  confidenceScore: z.number().int().nullable(),
  /** ISO date-time of the latest diagnosis, or null before the first. */
  assessedAt: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  forceOrForm: z.enum(FORCE_OR_FORM),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionTier: z.string().nullable(),
  /** ISO date-time or null. */
  subscriptionExpires: z.string().nullable(),
  hasBillingAccount: z.boolean(),
  /** Hidden from every team leaderboard (docs/product/teams.md). */
  leaderboardOptOut: z.boolean(),
  /** Retest reminder every 4, 6 or 8 weeks; null = off (docs/product/reminders.md). */
  retestReminderWeeks: retestWeeksSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/profile/retest-reminder: every 4, 6 or 8 weeks, or null for off. */
export const retestReminderRequestSchema = z.object({ weeks: retestWeeksSchema.nullable() });
export type RetestReminderRequest = z.infer<typeof retestReminderRequestSchema>;

/** GET /api/reminders/unsubscribe?token=: the signed token of the reminder's link. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(2000) });
export const unsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * Profile card edit (docs/product/screens.md settings): names and the leaderboard choice. The
 * e-mail and phone are sign-in
 * identifiers, changed only with a code to the new address (docs/product/accounts.md).
 */
export const updateProfileRequestSchema = z.object({
  firstName: optionalText(80),
  lastName: optionalText(80),
  leaderboardOptOut: z.boolean({ error: 'must be true or false' }).optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** Sane bounds for whole-number body data. */
export const HEIGHT_INCHES_RANGE = { min: 48, max: 96 } as const;
export const WEIGHT_LBS_RANGE = { min: 80, max: 500 } as const;

/** Physical information (docs/product/validation.md: position, height and weight required, whole numbers). */
export const physicalInfoSchema = z.object({
  position: z.enum(POSITIONS, { error: 'Choose a position' }),
  heightInches: z
    .number({ error: 'Height is required' })
    .int('Height must be a whole number of inches')
    .min(HEIGHT_INCHES_RANGE.min, `Height must be at least ${HEIGHT_INCHES_RANGE.min} inches`)
    .max(HEIGHT_INCHES_RANGE.max, `Height must be at most ${HEIGHT_INCHES_RANGE.max} inches`),
  weightLbs: z
    .number({ error: 'Weight is required' })
    .int('Weight must be a whole number of pounds')
    .min(WEIGHT_LBS_RANGE.min, `Weight must be at least ${WEIGHT_LBS_RANGE.min} lbs`)
    .max(WEIGHT_LBS_RANGE.max, `Weight must be at most ${WEIGHT_LBS_RANGE.max} lbs`),
});
export type PhysicalInfo = z.infer<typeof physicalInfoSchema>;

/**
 * Height as a person says it, feet and inches (0 to 11); the API takes the total in inches
 * (`heightInches`), whose range `physicalInfoSchema` checks.
 */
export const heightPartsSchema = z.object({
  feet: z
    .number({ error: 'Enter your height in feet' })
    .int('Feet must be a whole number')
    .min(0, 'Feet must be a whole number'),
  inches: z
    .number({ error: 'Inches must be from 0 to 11' })
    .int('Inches must be a whole number')
    .min(0, `Inches must be from 0 to ${INCHES_PER_FOOT - 1}`)
    .max(INCHES_PER_FOOT - 1, `Inches must be from 0 to ${INCHES_PER_FOOT - 1}`),
});
export type HeightParts = z.infer<typeof heightPartsSchema>;

/** 5 ft 11 in → 71. */
export const heightInchesFromParts = ({ feet, inches }: HeightParts): number =>
  feet * INCHES_PER_FOOT + inches;

/** 71 → 5 ft 11 in (whole inches). */
export function heightPartsFromInches(total: number): HeightParts {
  const rounded = Math.round(total);
  return { feet: Math.floor(rounded / INCHES_PER_FOOT), inches: rounded % INCHES_PER_FOOT };
}
