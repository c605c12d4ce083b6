/**
 * Sprint profiles (docs/product/sprint-profile.md, "In the product"): one row per current trial
 * of the 40 with enough splits, written only by the result-change recipe (and on a change of
 * height or weight), and the position cohorts they are compared with (reference data).
 */
import { POSITIONS } from '@gamespeed/domain/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './helpers';
import { resultTrials, testResults } from './training';
import { users } from './users';

export const SPRINT_PROFILE_STATUSES = ['reliable', 'unreliable'] as const;

/**
 * A trial's profile. A reliable one has its numbers; an unreliable one only the reason and the
 * sentence, never numbers (a check says so).
 */
export const sprintProfiles = pgTable(
  'sprint_profiles',
  {
    trialId: uuid('trial_id')
      .primaryKey()
      .references(() => resultTrials.id, { onDelete: 'cascade' }),
    resultId: uuid('result_id')
      .notNull()
      .references(() => testResults.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testDate: date('test_date', { mode: 'string' }).notNull(),
    fortySeconds: doublePrecision('forty_seconds').notNull(),
    /** The splits fitted, the finish included: [{ distance (m), time (s) }]. */
    splits: jsonb('splits').$type<{ distance: number; time: number }[]>().notNull(),
    status: text('status', { enum: SPRINT_PROFILE_STATUSES }).notNull(),
    reason: text('reason'),
    message: text('message'),
    mss: doublePrecision('mss'),
    tau: doublePrecision('tau'),
    timeTo90PercentMss: doublePrecision('time_to_90_percent_mss'),
    timeCorrection: doublePrecision('time_correction'),
    f0PerKg: doublePrecision('f0_per_kg'),
    v0: doublePrecision('v0'),
    pmaxPerKg: doublePrecision('pmax_per_kg'),
    rfMax: doublePrecision('rf_max'),
    drf: doublePrecision('drf'),
    caveats: jsonb('caveats').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check('sprint_profiles_status_check', oneOf('status', SPRINT_PROFILE_STATUSES)),
    check(
      'sprint_profiles_numbers_check',
      sql`("status" = 'reliable' AND "mss" IS NOT NULL AND "tau" IS NOT NULL AND "reason" IS NULL)
        OR ("status" = 'unreliable' AND "reason" IS NOT NULL AND "mss" IS NULL AND "tau" IS NULL
          AND "f0_per_kg" IS NULL AND "v0" IS NULL AND "pmax_per_kg" IS NULL)`,
    ),
    index('sprint_profiles_athlete_idx').on(t.athleteId, t.testDate.desc()),
    index('sprint_profiles_result_idx').on(t.resultId),
  ],
);

/** p10, p50 and p90 of each metric by position (sprint_profile_cohorts.csv). */
export const sprintProfileCohorts = pgTable(
  'sprint_profile_cohorts',
  {
    position: text('position', { enum: POSITIONS }).primaryKey(),
    n: integer('n').notNull(),
    /** { mss: { p10, p50, p90 }, tau: …, f0PerKg: …, v0: …, pmaxPerKg: … } */
    anchors: jsonb('anchors')
      .$type<Record<string, { p10: number; p50: number; p90: number }>>()
      .notNull(),
  },
  () => [check('sprint_profile_cohorts_position_check', oneOf('position', POSITIONS))],
);
