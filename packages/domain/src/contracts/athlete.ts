/**
 * The athlete loop's HTTP contracts: onboarding broad jump and assessment, test
 * results, the one-request dashboard, position norms, progress and drills.
 */
import { z } from 'zod';
import type { BroadJumpGoal } from '../assessment';
import {
  BROAD_JUMP_FEET_MAX,
  BROAD_JUMP_FEET_MIN,
  BROAD_JUMP_INCHES_MAX,
  BROAD_JUMP_INCHES_MIN,
  DRILL_TYPES,
  FORCE_OR_FORM,
  MOVEMENT_NAMES,
  MOVEMENTS,
  type MovementName,
  POSITIONS,
  PRESCRIBED_DEFICIENCIES,
  PRESCRIPTION_CATEGORIES,
  TIMING_METHODS,
  type TimingMethod,
  UNIT_TYPES,
  type UnitType,
  unitTypeOf,
} from '../constants';
import { humanLimitProblem, testDateProblem } from '../result-limits';
import type { RetestStatus } from '../retest';
import { HIDE_REASON_MAX } from '../team-results';
import { pageQueryShape } from './paging';
import { profileSchema } from './profile';

const movementNames = MOVEMENT_NAMES as [MovementName, ...MovementName[]];

/** One of the 12 movement names of docs/product/data-model.md. */
export const movementNameSchema = z.enum(movementNames, {
  error: 'must be one of the movement names (e.g. broad_jump, forty, 5_10_fly)',
});

export const positionSchema = z.enum(POSITIONS, {
  error: `must be one of ${POSITIONS.join(', ')}`,
});

// ---------------------------------------------------------------------------------------------
// Onboarding step 2: broad jump and assessment

/** A test date, yyyy-mm-dd: not in the future, at most two years back (the server's clock). */
export const testDateSchema = z
  .string({ error: 'Please choose the test date' })
  .max(10, 'Please enter a real date (year-month-day).')
  .superRefine((day, ctx) => {
    const problem = testDateProblem(day);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** docs/product/validation.md onboarding step 2: feet 1–13 and inches 0–11, whole numbers; total = feet·12 + inches. */
export const broadJumpRequestSchema = z.strictObject({
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

// ---------------------------------------------------------------------------------------------
// Test results

/** How each unit type is stored in test_results.result_type (docs/product/api.md). */
export const RESULT_TYPE_BY_UNIT = {
  distance: 'inches',
  time: 'seconds',
  speed: 'mph',
} as const satisfies Record<UnitType, string>;
export const RESULT_TYPES = ['inches', 'seconds', 'mph'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/**
 * Plausible values the server accepts, by movement (anything else is a typing mistake):
 * - broad jump: 12–180 in (1 ft to 15 ft; the standing broad jump record is under 13 ft);
 * - 40 yard dash: 3.5–10 s (the fastest combine forty is above 4.2 s);
 * - 5→10 fly, 20→10 fly, 5→10 decel, 5→10 roll 90, 5→10 180 return: 0.5–15 s;
 * - ShredMill top speeds: 1–30 mph (elite top speeds are about 21–23 mph).
 */
export const RESULT_VALUE_RANGES: Record<MovementName, { min: number; max: number }> =
  Object.fromEntries(
    MOVEMENTS.map((m) => {
      if (m.unitType === 'distance') return [m.name, { min: 12, max: 180 }];
      if (m.unitType === 'speed') return [m.name, { min: 1, max: 30 }];
      if (m.name === 'forty') return [m.name, { min: 3.5, max: 10 }];
      return [m.name, { min: 0.5, max: 15 }];
    }),
  ) as Record<MovementName, { min: number; max: number }>;

/** Time to top speed on the ShredMill (speed tests only, seconds): 0.1–20 s. */
export const TIME_TO_TOP_SPEED_RANGE = { min: 0.1, max: 20 } as const;

const UNIT_WORDS: Record<UnitType, string> = {
  distance: 'inches',
  time: 'seconds',
  speed: 'mph',
};

/** Longest note on a result. */
export const RESULT_NOTE_MAX = 200;

export const timingMethodSchema = z.enum(TIMING_METHODS, {
  error: 'Choose hand or electronic timing',
});

export const resultNoteSchema = z
  .string({ error: 'The note must be text' })
  .max(RESULT_NOTE_MAX, `Keep the note to ${RESULT_NOTE_MAX} characters or fewer`);

interface ValueFields {
  value?: number;
  timeToTopSpeed?: number;
  timingMethod?: TimingMethod | null;
}

/**
 * The value rules of a result of `movement`, shared by saving and editing: the hard range
 * (typing mistakes), the human limit (nobody has ever done it), time to top speed only for
 * speed tests, timing method only for timed tests. Returns each problem with its field.
 */
export function resultValueProblems(
  movement: MovementName,
  input: ValueFields,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const unit = unitTypeOf(movement);
  if (input.value !== undefined) {
    const range = RESULT_VALUE_RANGES[movement];
    if (input.value < range.min || input.value > range.max) {
      problems.push({
        path: 'value',
        message: `must be between ${range.min} and ${range.max} ${UNIT_WORDS[unit]} for ${movement}`,
      });
    } else {
      const human = humanLimitProblem(movement, input.value, input.timingMethod);
      if (human) problems.push({ path: 'value', message: human });
    }
  }
  if (input.timeToTopSpeed !== undefined) {
    if (unit !== 'speed') {
      problems.push({ path: 'timeToTopSpeed', message: 'is only for ShredMill speed tests' });
    } else if (
      input.timeToTopSpeed < TIME_TO_TOP_SPEED_RANGE.min ||
      input.timeToTopSpeed > TIME_TO_TOP_SPEED_RANGE.max
    ) {
      problems.push({
        path: 'timeToTopSpeed',
        message: `must be between ${TIME_TO_TOP_SPEED_RANGE.min} and ${TIME_TO_TOP_SPEED_RANGE.max} seconds`,
      });
    }
  }
  if (input.timingMethod != null && unit !== 'time') {
    problems.push({
      path: 'timingMethod',
      message: 'Hand or electronic timing is only for timed tests',
    });
  }
  return problems;
}

/**
 * Add Test Result. `value` is inches for the broad jump, seconds for times and mph for speeds;
 * `timeToTopSpeed` (seconds) only for speed tests. The athlete is always the signed-in user: an
 * `athleteId` (or any other key) is rejected. `clientId` is generated by the device once per
 * result: sending it again (a retry) returns the saved result instead of a second one.
 */
export const saveTestResultRequestSchema = z
  .strictObject({
    movement: movementNameSchema,
    value: z.number({ error: 'Please enter a value' }),
    timeToTopSpeed: z.number({ error: 'must be a number of seconds' }).optional(),
    testDate: testDateSchema.optional(),
    timingMethod: timingMethodSchema.nullable().optional(),
    note: resultNoteSchema.nullable().optional(),
    clientId: z.uuid({ error: 'must be an id generated by the app' }).optional(),
  })
  .superRefine((input, ctx) => {
    for (const problem of resultValueProblems(input.movement, input)) {
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }
  });
export type SaveTestResultRequest = z.infer<typeof saveTestResultRequestSchema>;

/** A saved test result with its movement (docs/product/api.md test_results joined with movements). */
export const testResultSchema = z.object({
  id: z.uuid(),
  movement: movementNameSchema,
  displayName: z.string(),
  unitType: z.enum(UNIT_TYPES),
  value: z.number(),
  resultType: z.enum(RESULT_TYPES),
  /** Time to top speed (seconds) for speed tests, else null. */
  value2: z.number().nullable(),
  resultType2: z.literal('seconds').nullable(),
  repNumber: z.number().int(),
  /** ISO date-time. */
  createdAt: z.string(),
  /** The day the test was run, yyyy-mm-dd. */
  testDate: z.string(),
  /** Timed tests only: 'hand' or 'electronic', or null when not said. */
  timingMethod: timingMethodSchema.nullable(),
  note: z.string().nullable(),
  /** The device's id of the write, when it sent one. */
  clientId: z.uuid().nullable(),
  /** Who entered the result: the athlete, or a coach on a test day (null: that account is gone). */
  enteredBy: z.uuid().nullable(),
  /** True when someone other than the athlete entered it (a coach). */
  enteredByCoach: z.boolean(),
  /** The name of the coach who entered it, when `enteredByCoach` and known; else null. */
  enteredByName: z.string().nullable(),
  /** ISO date-time the athlete hid it (disputed), else null: hidden results count nowhere. */
  hiddenAt: z.string().nullable(),
  /** The athlete's reason for hiding it, else null. */
  hiddenReason: z.string().nullable(),
  /** ISO date-time of the last change. */
  updatedAt: z.string(),
  /** ISO date-time of a soft delete, else null. */
  deletedAt: z.string().nullable(),
});
export type TestResult = z.infer<typeof testResultSchema>;

/**
 * Edit a result: any of value, time to top speed, test date, timing method and note (null
 * clears the method or the note). The movement cannot change.
 */
export const updateTestResultRequestSchema = z
  .strictObject({
    value: z.number({ error: 'Please enter a value' }).optional(),
    timeToTopSpeed: z.number({ error: 'must be a number of seconds' }).nullable().optional(),
    testDate: testDateSchema.optional(),
    timingMethod: timingMethodSchema.nullable().optional(),
    note: resultNoteSchema.nullable().optional(),
  })
  .refine((input) => Object.keys(input).length > 0, { message: 'Change at least one field' });
export type UpdateTestResultRequest = z.infer<typeof updateTestResultRequestSchema>;

export const resultParamsSchema = z.object({ id: z.uuid({ error: 'must be a result id' }) });

/** Hide a result (dispute it) with a reason the coach can read: 1 to HIDE_REASON_MAX characters. */
export const hideResultRequestSchema = z.strictObject({
  reason: z
    .string({ error: 'Please say why you hide this result' })
    .trim()
    .min(1, 'Please say why you hide this result')
    .max(HIDE_REASON_MAX, `Keep the reason to ${HIDE_REASON_MAX} characters or fewer`),
});
export type HideResultRequest = z.infer<typeof hideResultRequestSchema>;

/**
 * History: every current (not deleted) result, newest test date first, optionally one test; a
 * page of at most 1000 (`limit`, `offset`).
 */
export const resultHistoryQuerySchema = z.object({
  test: movementNameSchema.optional(),
  ...pageQueryShape,
});
export type ResultHistoryQuery = z.infer<typeof resultHistoryQuerySchema>;

export const listResultsQuerySchema = z.object({
  movement: movementNameSchema.optional(),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(500, 'must be at most 500')
    .default(100),
});
export type ListResultsQuery = z.infer<typeof listResultsQuerySchema>;

export const listResultsResponseSchema = z.object({ results: z.array(testResultSchema) });
export type ListResultsResponse = z.infer<typeof listResultsResponseSchema>;

/** A value of a test with the day it was run (and time to top speed for speed tests). */
export const datedValueSchema = z.object({
  value: z.number(),
  testDate: z.string(),
  /** Time to top speed (seconds) for speed tests, else null. */
  value2: z.number().nullable(),
});
export type DatedValue = z.infer<typeof datedValueSchema>;

/**
 * Progress page: how many results were saved, a series per test with ≥ 2 results, and every
 * test with at least one result with its latest and best value. Deleted results count nowhere.
 */
export const resultsSummarySchema = z.object({
  testsCompleted: z.number().int(),
  /** Distinct videos watched past WATCHED_FRACTION (docs/product/content.md). */
  videosWatched: z.number().int(),
  tests: z.array(
    z.object({
      movement: movementNameSchema,
      displayName: z.string(),
      unitType: z.enum(UNIT_TYPES),
      count: z.number().int(),
      latest: datedValueSchema,
      best: datedValueSchema,
    }),
  ),
  series: z.array(
    z.object({
      movement: movementNameSchema,
      displayName: z.string(),
      unitType: z.enum(UNIT_TYPES),
      /** Oldest first. */
      points: z.array(
        z.object({
          value: z.number(),
          createdAt: z.string(),
          testDate: z.string(),
          value2: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type ResultsSummary = z.infer<typeof resultsSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Norms and dashboard

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
  /** Items with a linked video the athlete may watch (docs/product/content.md). */
  videoLinks: z.array(
    z.object({
      category: z.enum(PRESCRIPTION_CATEGORIES),
      exerciseName: z.string(),
      videoId: z.uuid(),
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
  prescription: prescriptionSchema.nullable(),
  goal: broadJumpGoalSchema,
  /** The retest loop (docs/product/reminders.md): off, waiting for a test, scheduled or due. */
  retest: retestStatusSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------------------------------------------------------------------------------------------
// Drills

export const DRILL_TABS = ['recommended', 'all'] as const;
export type DrillTab = (typeof DRILL_TABS)[number];

export const drillsQuerySchema = z.object({
  tab: z.enum(DRILL_TABS, { error: 'must be recommended or all' }).default('recommended'),
});

export const drillSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** Seconds. */
  duration: z.number().int().nullable(),
  tags: z.array(z.string()),
  drillType: z.enum(DRILL_TYPES).nullable(),
  isPreview: z.boolean(),
  /** Only when accessible (docs/product/content.md); null on a locked drill. */
  vimeoId: z.string().nullable(),
  vimeoHash: z.string().nullable(),
  /** Preview or active subscription (docs/product/states.md). */
  accessible: z.boolean(),
  /** Show the lock overlay: `!accessible`. */
  locked: z.boolean(),
});
export type Drill = z.infer<typeof drillSchema>;

export const drillsResponseSchema = z.object({
  tab: z.enum(DRILL_TABS),
  forceOrForm: z.enum(FORCE_OR_FORM),
  drills: z.array(drillSchema),
});
export type DrillsResponse = z.infer<typeof drillsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Live updates

/**
 * EventSource cannot send headers, so /api/events takes a single-use ticket from
 * POST /api/events/ticket in the query (never the access token).
 */
export const eventsQuerySchema = z.object({ ticket: z.string().min(1).max(200).optional() });
export const streamTicketSchema = z.object({
  /** Opens one stream: GET /api/events?ticket=…, within `expiresIn` seconds. */
  ticket: z.string(),
  expiresIn: z.number().int(),
});
export type StreamTicket = z.infer<typeof streamTicketSchema>;

/** Server-Sent Event names of GET /api/events. */
export { LIVE_EVENTS } from '../live-events';
