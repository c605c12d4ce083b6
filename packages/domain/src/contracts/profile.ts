import { z } from 'zod';
import { ATHLETE_LEVELS } from '../athlete-level';
import {
  FORCE_OR_FORM,
  INCHES_PER_FOOT,
  POSITIONS,
  PRIMARY_DEFICIENCIES,
  PROFILE_ROLES,
  SUBSCRIPTION_STATUSES,
} from '../constants';
import { RETEST_REMINDER_WEEKS } from '../retest';
import { optionalPersonName } from './text';

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
  /** The level chosen in Settings (a team's level wins; docs/product/levels.md). */
  level: z.enum(ATHLETE_LEVELS).nullable(),
  graduationYear: z.number().int().nullable(),
  /** Athletes' birth year and month (1–12), null until given (docs/product/privacy.md). */
  birthYear: z.number().int().nullable(),
  birthMonth: z.number().int().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PUT /api/profile/level: the level chosen in Settings and the graduation year (the server
 * checks the year against the school year: `levelChoiceProblem`).
 */
export const levelRequestSchema = z.object({
  level: z.enum(ATHLETE_LEVELS, { error: 'Choose a level' }).nullable(),
  graduationYear: z
    .number({ error: 'Graduation year must be a year' })
    .int('Graduation year must be a year')
    .min(1900, 'Graduation year must be a year')
    .max(2200, 'Graduation year must be a year')
    .nullable(),
});
export type LevelRequest = z.infer<typeof levelRequestSchema>;

/** The level benchmarks use (`athleteLevel`), with its source and high-school grade. */
export const athleteLevelInfoSchema = z.object({
  level: z.enum(ATHLETE_LEVELS),
  grade: z.union([z.literal(9), z.literal(10), z.literal(11), z.literal(12)]).nullable(),
  source: z.enum(['team', 'settings']),
});

/** GET and PUT /api/profile/level: what was chosen, and the level that counts. */
export const levelResponseSchema = z.object({
  level: z.enum(ATHLETE_LEVELS).nullable(),
  graduationYear: z.number().int().nullable(),
  /** Null when neither a team nor Settings gives a level. */
  effective: athleteLevelInfoSchema.nullable(),
  /** The team the level comes from, when it does. */
  teamName: z.string().nullable(),
});
export type LevelResponse = z.infer<typeof levelResponseSchema>;

/** PUT /api/profile/retest-reminder: every 4, 6 or 8 weeks, or null for off. */
export const retestReminderRequestSchema = z.object({ weeks: retestWeeksSchema.nullable() });
export type RetestReminderRequest = z.infer<typeof retestReminderRequestSchema>;

/**
 * PUT /api/profile/birth-month (docs/product/privacy.md): the year and month only. The server
 * refuses a month in the future or more than a hundred years back.
 */
export const birthMonthRequestSchema = z.strictObject({
  year: z
    .number({ error: 'Enter the year you were born' })
    .int('The year must be a whole number')
    .min(1900, 'Enter the year you were born')
    .max(2100, 'Enter the year you were born'),
  month: z
    .number({ error: 'Choose the month you were born' })
    .int('Choose the month you were born')
    .min(1, 'Choose the month you were born')
    .max(12, 'Choose the month you were born'),
});
export type BirthMonthRequest = z.infer<typeof birthMonthRequestSchema>;

/**
 * POST /api/reminders/unsubscribe?token=: the signed token of the reminder's link in the address,
 * as RFC 8058 one-click unsubscribing puts it (docs/product/reminders.md).
 */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(2000) });
/** The one-click body (RFC 8058), sent form-encoded by mail providers and as JSON by the app. */
export const unsubscribeRequestSchema = z.strictObject({
  'List-Unsubscribe': z.literal('One-Click', { error: 'must be One-Click' }),
});
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;
export const unsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });

/**
 * Profile card edit (docs/product/screens.md settings): names and the leaderboard choice. The
 * e-mail and phone are sign-in
 * identifiers, changed only with a code to the new address (docs/product/accounts.md).
 */
export const updateProfileRequestSchema = z.object({
  firstName: optionalPersonName,
  lastName: optionalPersonName,
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
