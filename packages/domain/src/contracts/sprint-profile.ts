/**
 * The sprint profile as the API answers it (docs/product/sprint-profile.md, "In the product"):
 * an athlete's stored profiles of the 40, the newest first, each against the cohort of their
 * position, and what is missing when the newest 40 has too few splits.
 */
import { z } from 'zod';
import { POSITIONS } from '../constants';
import { COHORT_METRICS, type CohortMetric } from '../sprint-profile/cohort';
import type { SprintProfileCaveat } from '../sprint-profile/timing';

const CAVEATS = [
  'hand-started',
  'hand-stopped',
  'unknown-start',
  'unknown-stop',
  'lead-in-assumed',
  'exact-fit',
] as const satisfies readonly SprintProfileCaveat[];

const anchorsSchema = z.object({ p10: z.number(), p50: z.number(), p90: z.number() });

const standingSchema = z.object({
  percentile: z.number(),
  band: z.enum(['below-p10', 'p10-p50', 'p50-p90', 'above-p90']),
});

/** One trial's profile: numbers when the fit is reliable, else only why it is not. */
export const sprintProfileEntrySchema = z.object({
  trialId: z.uuid(),
  resultId: z.uuid(),
  testDate: z.string(),
  /** The trial's 40 time (s). */
  fortySeconds: z.number(),
  /** The measured splits the fit used, the finish included (metres, seconds). */
  splits: z.array(z.object({ distance: z.number(), time: z.number() })),
  status: z.enum(['reliable', 'unreliable']),
  /** Why an unreliable fit is not shown (a failure reason of `computeSprintProfile`). */
  reason: z.string().nullable(),
  message: z.string().nullable(),
  mss: z.number().nullable(),
  tau: z.number().nullable(),
  timeTo90PercentMss: z.number().nullable(),
  /** The time correction applied (s). */
  timeCorrection: z.number().nullable(),
  /** Null without the athlete's height and weight. */
  f0PerKg: z.number().nullable(),
  v0: z.number().nullable(),
  pmaxPerKg: z.number().nullable(),
  rfMax: z.number().nullable(),
  drf: z.number().nullable(),
  caveats: z.array(z.enum(CAVEATS)),
  /** Percentile and band of each metric in the position's cohort; null without one. */
  standings: z.partialRecord(z.enum(COHORT_METRICS), standingSchema).nullable(),
});
export type SprintProfileEntry = z.infer<typeof sprintProfileEntrySchema>;

export const sprintCohortSchema = z.object({
  position: z.enum(POSITIONS),
  n: z.number().int(),
  anchors: z.object(
    Object.fromEntries(COHORT_METRICS.map((metric) => [metric, anchorsSchema])) as Record<
      CohortMetric,
      typeof anchorsSchema
    >,
  ),
  /** Who the cohort is, in a sentence, and where its numbers come from. */
  population: z.string(),
  years: z.string(),
});
export type SprintCohortDto = z.infer<typeof sprintCohortSchema>;

export const sprintProfileResponseSchema = z.object({
  position: z.enum(POSITIONS).nullable(),
  cohort: sprintCohortSchema.nullable(),
  /** The newest profile: the best trial's of the newest 40 that has one. */
  latest: sprintProfileEntrySchema.nullable(),
  /** One per 40 with a profile (its best trial's), newest first. */
  history: z.array(sprintProfileEntrySchema),
  /**
   * When the newest 40 has no profile because it has too few splits: its date and what to add.
   */
  missing: z.object({ testDate: z.string(), message: z.string() }).nullable(),
});
export type SprintProfileResponse = z.infer<typeof sprintProfileResponseSchema>;

/**
 * What a coach's roster shows of an athlete's current sprint profile (the one their card shows
 * first; docs/product/sprint-profile.md, "Reading it").
 */
export const rosterSprintProfileSchema = z.object({
  /** N/kg; null when the profile has no force numbers (no height or weight). */
  f0PerKg: z.number().nullable(),
  /** Maximal sprint speed, m/s. */
  mss: z.number(),
  /** yyyy-mm-dd of the 40 the profile comes from. */
  testDate: z.string(),
});
export type RosterSprintProfile = z.infer<typeof rosterSprintProfileSchema>;
