/** Teams: the coach's roster, invites, joining and leaving, leaderboards (docs/product/teams.md). */
import { z } from 'zod';
import { AGE_GROUPS } from '../age';
import { POSITIONS, TEAM_LEVELS, TEAM_NAME_MAX, TIMING_METHODS } from '../constants';
import { TEAM_RESULT_REFUSALS, TEAM_RESULTS_MAX_ENTRIES } from '../team-results';
import { TIMING_CLASSES } from '../timing-classes';
import { dashboardSchema, movementValuesSchema, prescriptionSchema } from './dashboard';
import { profileSchema } from './profile';
import { RESULT_NOTE_MAX } from './result-values';
import { testResultSchema } from './results';
import { rosterSprintProfileSchema } from './sprint-profile';
import { checkDisplayName } from './text';
import { trialsInputSchema } from './trials';
import { movementNameSchema } from './vocabulary';

/** A coach's view of an athlete's age (docs/product/privacy.md). */
export const ageGroupSchema = z.enum(AGE_GROUPS);

export const teamNameSchema = z
  .string({ error: 'Please enter a team name' })
  .trim()
  .min(1, 'Please enter a team name')
  .max(TEAM_NAME_MAX, `Keep the team name to ${TEAM_NAME_MAX} characters or fewer`)
  .superRefine(checkDisplayName('team'));

export const teamLevelSchema = z.enum(TEAM_LEVELS, {
  error: `must be one of ${TEAM_LEVELS.join(', ')}`,
});

export const createTeamRequestSchema = z.strictObject({
  name: teamNameSchema,
  sportLevel: teamLevelSchema.nullable().optional(),
});
export type CreateTeamRequest = z.infer<typeof createTeamRequestSchema>;

/** Rename, or change the level (null clears it). At least one field. */
export const updateTeamRequestSchema = z
  .strictObject({
    name: teamNameSchema.optional(),
    sportLevel: teamLevelSchema.nullable().optional(),
  })
  .refine((v) => v.name !== undefined || v.sportLevel !== undefined, {
    message: 'Send a new name or level',
  });
export type UpdateTeamRequest = z.infer<typeof updateTeamRequestSchema>;

export const teamIdParamsSchema = z.object({ id: z.uuid({ message: 'must be a UUID' }) });
export const teamMemberParamsSchema = z.object({
  id: z.uuid({ message: 'must be a UUID' }),
  athleteId: z.uuid({ message: 'must be a UUID' }),
});

/** A result a coach entered on a test day, under one of their teams. */
export const teamResultParamsSchema = z.object({
  id: z.uuid({ message: 'must be a UUID' }),
  resultId: z.uuid({ message: 'must be a result id' }),
});

/** A team as its coach sees it, with the invite. */
export const teamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sportLevel: teamLevelSchema.nullable(),
  inviteCode: z.string(),
  /** The full join link (the app's address + /join/<token>). */
  inviteLink: z.string(),
  /** ISO date-time after which the code and link stop working. */
  codeExpiresAt: z.string(),
  createdAt: z.string(),
  athleteCount: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamsResponseSchema = z.object({ teams: z.array(teamSchema) });
export type TeamsResponse = z.infer<typeof teamsResponseSchema>;

/** A team the athlete is on. */
export const myTeamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sportLevel: teamLevelSchema.nullable(),
  coachName: z.string(),
  joinedAt: z.string(),
});
export type MyTeam = z.infer<typeof myTeamSchema>;
export const myTeamsResponseSchema = z.object({
  teams: z.array(myTeamSchema),
  leaderboardOptOut: z.boolean(),
});
export type MyTeamsResponse = z.infer<typeof myTeamsResponseSchema>;

export const teamBadgeSchema = z.enum(['FORCE', 'FORM', 'WELL-BALANCED']);

export const biggestGapSchema = z.object({
  test: z.enum(['Broad Jump', '5→10 Fly', '20→10 Fly']),
  amount: z.number(),
  unit: z.enum(['in', 's']),
});

/** Who an athlete on a team list is (roster, leaderboard). */
const teamMemberShape = {
  athleteId: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  position: z.enum(POSITIONS).nullable(),
};

/** One athlete on the roster. */
export const rosterRowSchema = z.object({
  ...teamMemberShape,
  weightLbs: z.number().int().nullable(),
  /** From the stored diagnosis; null before the first. */
  badge: teamBadgeSchema.nullable(),
  biggestGap: biggestGapSchema.nullable(),
  /** yyyy-mm-dd of the newest test, or null. */
  lastTestDate: z.string().nullable(),
  /** yyyy-mm-dd the retest is due, or null without a test. */
  retestDueOn: z.string().nullable(),
  retestDue: z.boolean(),
  joinedAt: z.string(),
  /** The age group, never the birth date (docs/product/privacy.md); null until the athlete gives it. */
  ageGroup: ageGroupSchema.nullable(),
  /** The current sprint profile; null without one or when unreliable. */
  sprintProfile: rosterSprintProfileSchema.nullable(),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const rosterResponseSchema = z.object({
  team: teamSchema,
  athletes: z.array(rosterRowSchema),
});
export type RosterResponse = z.infer<typeof rosterResponseSchema>;

/** The coach's read-only view of one athlete: what the athlete's dashboard shows. */
export const teamAthleteProfileSchema = profileSchema
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    position: true,
    heightInches: true,
    weightLbs: true,
    primaryDeficiency: true,
    deficiencyNotes: true,
    confidenceScore: true,
    assessedAt: true,
    onboardingCompleted: true,
    forceOrForm: true,
  })
  .extend({ ageGroup: ageGroupSchema.nullable() });
/**
 * The prescription as a coach sees it: the exercises without the linked videos, which follow
 * what the athlete may watch and so would tell whether the athlete subscribes.
 */
export const teamAthletePrescriptionSchema = prescriptionSchema.omit({ videoLinks: true });
export const teamAthleteAnalysisSchema = dashboardSchema.extend({
  profile: teamAthleteProfileSchema,
  prescription: teamAthletePrescriptionSchema.nullable(),
});
export type TeamAthleteAnalysis = z.infer<typeof teamAthleteAnalysisSchema>;

export const leaderboardQuerySchema = z.object({
  test: movementNameSchema,
  /**
   * Which times of a timed test to rank (ADR 063); without it, electronic when any athlete has
   * an electronic time. Ignored for tests that are not timed.
   */
  timing: z.enum(TIMING_CLASSES).optional(),
});

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  ...teamMemberShape,
  /** The athlete's best value of the test (max for distance and speed, min for time). */
  value: z.number(),
  /** yyyy-mm-dd the best value was first reached (ties rank the earlier date first). */
  testDate: z.string(),
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export const leaderboardResponseSchema = z.object({
  test: movementNameSchema,
  /** The class of times ranked; null for a test that is not timed (every value counts). */
  timing: z.enum(TIMING_CLASSES).nullable(),
  /**
   * Each class of times with at least one ranked athlete, in the order of TIMING_CLASSES, so the
   * screen offers only filters that have someone; empty for a test that is not timed.
   */
  timings: z.array(z.object({ timing: z.enum(TIMING_CLASSES), athletes: z.number().int() })),
  rows: z.array(leaderboardRowSchema),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** The coach dashboard's Team Overview, over every team of the coach. */
export const teamOverviewSchema = z.object({
  athletes: z.number().int(),
  activeThisWeek: z.number().int(),
  retestsDue: z.number().int(),
});
export const coachDashboardSchema = z.object({ teamOverview: teamOverviewSchema });
export type CoachDashboard = z.infer<typeof coachDashboardSchema>;

/**
 * One value a coach enters for an athlete on a test day. The shape only: each entry's value,
 * date and timing are checked with the athlete's own contract (`saveTestResultRequestSchema`),
 * one by one, so one implausible value refuses that entry and not the others. `clientId` is
 * made on the coach's device: sending it again returns the saved result.
 */
export const teamResultEntrySchema = z.strictObject({
  clientId: z.uuid({ error: 'must be an id generated by the app' }),
  athleteId: z.uuid({ error: 'must be a UUID' }),
  movement: movementNameSchema,
  value: z.number({ error: 'Please enter a value' }),
  timeToTopSpeed: z.number({ error: 'must be a number of seconds' }).optional(),
  testDate: z.string({ error: 'Please choose the test date' }).max(10).optional(),
  timingMethod: z.enum(TIMING_METHODS).nullable().optional(),
  note: z.string({ error: 'The note must be text' }).max(RESULT_NOTE_MAX).nullable().optional(),
  /**
   * The coach's test day this entry belongs to (test-days.ts): it takes the session's date and
   * timing, and a value for an athlete who already has this test in the session is another
   * trial of that result, never a second result.
   */
  sessionId: z.uuid({ error: 'must be a test day id' }).optional(),
  /** The entry's trials (each with its device id); without them `value` is the one trial. */
  trials: trialsInputSchema.optional(),
});
export type TeamResultEntry = z.infer<typeof teamResultEntrySchema>;

export const teamResultsRequestSchema = z.strictObject({
  entries: z
    .array(teamResultEntrySchema)
    .min(1, 'Send at least one result')
    .max(TEAM_RESULTS_MAX_ENTRIES, `Send at most ${TEAM_RESULTS_MAX_ENTRIES} results at once`),
});
export type TeamResultsRequest = z.infer<typeof teamResultsRequestSchema>;

/** What happened to one entry: saved (created now, or saved before by the same id) or refused. */
export const teamResultOutcomeSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('saved'),
    clientId: z.uuid(),
    athleteId: z.uuid(),
    /** False when this id was saved before (a repeat): the result is the saved one. */
    created: z.boolean(),
    result: testResultSchema,
  }),
  z.object({
    status: z.literal('refused'),
    clientId: z.uuid(),
    athleteId: z.uuid(),
    code: z.enum(TEAM_RESULT_REFUSALS),
    /** In the coach's words ('must be between 24 and 160 inches for broad_jump'). */
    reason: z.string(),
  }),
]);
export type TeamResultOutcome = z.infer<typeof teamResultOutcomeSchema>;
export const teamResultsResponseSchema = z.object({
  outcomes: z.array(teamResultOutcomeSchema),
});
export type TeamResultsResponse = z.infer<typeof teamResultsResponseSchema>;

/**
 * What a test day compares a typed value with, per athlete on the team: their current best of
 * each test and the elite value for their bodyweight (docs/product/teams.md 'Test day'), so an
 * unusual value is asked about at its line before it is saved.
 */
export const testDayBaselinesSchema = z.object({
  athletes: z.array(
    z.object({
      athleteId: z.uuid(),
      best: movementValuesSchema,
      elite: movementValuesSchema,
    }),
  ),
});
export type TestDayBaselines = z.infer<typeof testDayBaselinesSchema>;

/** An athlete the coach removed who may not join again with the code alone ("Removal is sticky"). */
export const removedAthleteSchema = z.object({
  athleteId: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** ISO date-time of the removal. */
  removedAt: z.string(),
});
export type RemovedAthlete = z.infer<typeof removedAthleteSchema>;
export const removedAthletesResponseSchema = z.object({
  athletes: z.array(removedAthleteSchema),
});
export type RemovedAthletesResponse = z.infer<typeof removedAthletesResponseSchema>;
/** Said to a removed athlete who tries the team's code again. */
export const REMOVED_FROM_TEAM_MESSAGE =
  'Your coach removed you from this team. Ask your coach to send you a new invite.';
