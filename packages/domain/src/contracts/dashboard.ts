/** Position norms and the one-request athlete dashboard. */
import { z } from 'zod';
import type { BroadJumpGoal } from '../assessment';
import {
  POSITIONS,
  PRESCRIBED_DEFICIENCIES,
  PRESCRIPTION_CATEGORIES,
  TIMING_METHODS,
} from '../constants';
import type { RetestStatus } from '../retest';
import { profileSchema } from './profile';
import { movementNameSchema, positionSchema } from './vocabulary';

export const positionNormSchema = z.object({
  position: z.enum(POSITIONS),
  heightInches: z.number(),
  weight: z.number(),
  broadJump: z.number(),
  fly510: z.number(),
  fly2010: z.number(),
  forty: z.number(),
});
export type PositionNormDto = z.infer<typeof positionNormSchema>;

export const powerToSpeedNormSchema = z.object({
  weight: z.number(),
  broadJump: z.number(),
  fly510: z.number(),
  fly2010: z.number(),
  forty: z.number(),
});

export const gameSpeedNormSchema = z.object({
  weight: z.number(),
  fly510Min: z.number(),
  fly510Max: z.number(),
  decel510: z.number(),
  roll90510: z.number(),
  return180510: z.number(),
});

export const positionParamsSchema = z.object({ position: positionSchema });

/** A value per movement; movements without results are absent. */
export const movementValuesSchema = z.partialRecord(movementNameSchema, z.number());
export type MovementValues = z.infer<typeof movementValuesSchema>;

/** A test date (yyyy-mm-dd) per movement; movements without results are absent. */
export const movementDatesSchema = z.partialRecord(movementNameSchema, z.string());
export type MovementDates = z.infer<typeof movementDatesSchema>;

/**
 * How each best value was timed, hand or electronic; absent when the result does not say or the
 * test is not timed (docs/product/results.md, "Hand against electronic").
 */
export const movementTimingsSchema = z.partialRecord(movementNameSchema, z.enum(TIMING_METHODS));
export type MovementTimings = z.infer<typeof movementTimingsSchema>;

/**
 * Prescriptions of the athlete's diagnosis (docs/product/screens.md 'Gear N Training Focus',
 * docs/product/diagnosis.md 'Training focus'): Gear 2 or Gear 3 from the reference data, or the
 * balanced focus (no gear) for a well-balanced athlete.
 */
export const prescriptionSchema = z.object({
  deficiencyType: z.enum([...PRESCRIBED_DEFICIENCIES, 'well_balanced']),
  /** From the first prescription (docs/product/states.md); null for the balanced focus. */
  gearLevel: z.number().int().nullable(),
  weightRoom: z.array(z.string()),
  field: z.array(z.string()),
  /**
   * Items with a linked video for athletes (docs/product/content.md); `accessible` false: the
   * athlete may not watch it yet, and tapping it opens the paywall.
   */
  videoLinks: z.array(
    z.object({
      category: z.enum(PRESCRIPTION_CATEGORIES),
      exerciseName: z.string(),
      videoId: z.uuid(),
      accessible: z.boolean(),
    }),
  ),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

/** The 'Your Goal' box (domain `broadJumpGoal`). */
export const broadJumpGoalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('no-assessment') }),
  z.object({
    kind: z.literal('progress'),
    position: z.enum(POSITIONS),
    toElite: z.number().int().nullable(),
    toNfl: z.number().int().nullable(),
    reachedElite: z.boolean(),
    reachedNfl: z.boolean(),
  }),
]) satisfies z.ZodType<BroadJumpGoal>;

const retestWeeks = z.union([z.literal(4), z.literal(6), z.literal(8)]);
export const retestStatusSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('off') }),
  z.object({ kind: z.literal('no-tests'), weeks: retestWeeks }),
  z.object({
    kind: z.enum(['scheduled', 'due']),
    weeks: retestWeeks,
    latestTestDate: z.string(),
    dueDate: z.string(),
  }),
]) satisfies z.ZodType<RetestStatus>;

export const dashboardQuerySchema = z.object({ position: positionSchema.optional() });

/** Everything the athlete dashboard shows, in one response (ARCHITECTURE.md, API conventions). */
export const dashboardSchema = z.object({
  profile: profileSchema,
  /** The position the norms and goal are for: the query's, else the athlete's, else WR. */
  position: z.enum(POSITIONS),
  positionNorm: positionNormSchema.nullable(),
  /** Nearest bodyweight rows (ties → lighter row); null without a weight. */
  powerToSpeedNorm: powerToSpeedNormSchema.nullable(),
  gameSpeedNorm: gameSpeedNormSchema.nullable(),
  /** Max for distance and speed, min for time. */
  bestValues: movementValuesSchema,
  /** The newest result per movement (hexagon). */
  latestValues: movementValuesSchema,
  /** The day each best value was first reached. */
  bestDates: movementDatesSchema,
  /** The day of each latest value. */
  latestDates: movementDatesSchema,
  /** How each best value was timed (the comparison tables' hand mark and ≈ electronic). */
  bestTimings: movementTimingsSchema,
  prescription: prescriptionSchema.nullable(),
  goal: broadJumpGoalSchema,
  /** The retest loop (docs/product/reminders.md): off, waiting for a test, scheduled or due. */
  retest: retestStatusSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
