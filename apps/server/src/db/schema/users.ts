import { ATHLETE_LEVELS } from '@gamespeed/domain/athlete-level';
import {
  FORCE_OR_FORM,
  POSITIONS,
  PRIMARY_DEFICIENCIES,
  PROFILE_ROLES,
  SUBSCRIPTION_STATUSES,
} from '@gamespeed/domain/constants';
import { RETEST_REMINDER_WEEKS } from '@gamespeed/domain/retest';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authAccounts } from './auth';
import { createdAt, oneOf, uuidPrimaryKey } from './helpers';

/** User profile (docs/product/data-model.md), keyed by the auth account id. */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => authAccounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    role: text('role', { enum: PROFILE_ROLES }).notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    position: text('position', { enum: POSITIONS }),
    /** The level chosen in Settings; a team's level wins (docs/product/levels.md). */
    level: text('level', { enum: ATHLETE_LEVELS }),
    /** Moves a school athlete's grade on each summer (docs/product/levels.md). */
    graduationYear: integer('graduation_year'),
    heightInches: integer('height_inches'),
    weightLbs: integer('weight_lbs'),
    primaryDeficiency: text('primary_deficiency', { enum: PRIMARY_DEFICIENCIES }),
    deficiencyNotes: text('deficiency_notes'),
    confidenceScore: integer('confidence_score'),
    /** When the diagnosis last changed or was confirmed (recomputed on every change of its inputs). */
    assessedAt: timestamp('assessed_at', { withTimezone: true, mode: 'date' }),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    forceOrForm: text('force_or_form', { enum: FORCE_OR_FORM }).notNull().default('unassigned'),
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES })
      .notNull()
      .default('inactive'),
    subscriptionTier: text('subscription_tier'),
    subscriptionExpires: timestamp('subscription_expires', { withTimezone: true, mode: 'date' }),
    /** Stripe `created` time of the newest subscription event applied (older ones are ignored). */
    subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true, mode: 'date' }),
    stripeCustomerId: text('stripe_customer_id'),
    /**
     * The customer id dropped last because Stripe no longer has it (deleted in Stripe, or found
     * missing): part of the idempotency key of the next customer made, so Stripe makes a new one
     * instead of replaying the deleted one (docs/product/billing.md).
     */
    replacedStripeCustomerId: text('replaced_stripe_customer_id'),
    /** The Checkout Session last opened for this user; expired when a new one is opened. */
    checkoutSessionId: text('checkout_session_id'),
    /** Keeps the athlete off every team leaderboard (docs/product/teams.md). */
    leaderboardOptOut: boolean('leaderboard_opt_out').notNull().default(false),
    /** Retest reminder every 4, 6 or 8 weeks; null = off (docs/product/reminders.md). */
    retestReminderWeeks: integer('retest_reminder_weeks')
      .$type<(typeof RETEST_REMINDER_WEEKS)[number]>()
      .default(6),
    /**
     * Birth month and year (athletes; docs/product/privacy.md): only the athlete and their
     * guardian ever see them — coaches get the age group.
     */
    birthYear: integer('birth_year'),
    birthMonth: integer('birth_month'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'users_birth_month_check',
      sql`(${t.birthYear} IS NULL) = (${t.birthMonth} IS NULL) AND (${t.birthMonth} IS NULL OR ${t.birthMonth} BETWEEN 1 AND 12)`,
    ),
    uniqueIndex('users_stripe_customer_id_key').on(t.stripeCustomerId),
    check('users_role_check', oneOf('role', PROFILE_ROLES)),
    check('users_position_check', oneOf('position', POSITIONS)),
    check('users_level_check', oneOf('level', ATHLETE_LEVELS)),
    check('users_primary_deficiency_check', oneOf('primary_deficiency', PRIMARY_DEFICIENCIES)),
    check('users_force_or_form_check', oneOf('force_or_form', FORCE_OR_FORM)),
    check('users_subscription_status_check', oneOf('subscription_status', SUBSCRIPTION_STATUSES)),
    check(
      'users_retest_reminder_weeks_check',
      oneOf('retest_reminder_weeks', RETEST_REMINDER_WEEKS),
    ),
  ],
);

/**
 * One row per retest reminder sent (docs/product/reminders.md): the unique (athlete, due date)
 * pair is what makes a reminder go out once, whichever process and however many retries.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: uuidPrimaryKey(),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Why the provider refused this reminder for good (`opted-out`, `invalid-address`,
     * `rejected`); null when it was sent. The row stays, so the reminder is not tried again.
     */
    failure: text('failure'),
  },
  (t) => [
    uniqueIndex('sent_reminders_athlete_due_key').on(t.athleteId, t.dueDate),
    check('sent_reminders_channel_check', sql`${t.channel} IN ('email', 'sms')`),
  ],
);

/**
 * Every change of an athlete's diagnosis, with the inputs it was computed from: a row is added
 * whenever the outcome (deficiency, gear, drill focus) differs from the previous row, so nothing
 * is overwritten without a trace (docs/product/diagnosis.md).
 */
export const assessmentHistory = pgTable(
  'assessment_history',
  {
    id: uuidPrimaryKey(),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessedAt: timestamp('assessed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    primaryDeficiency: text('primary_deficiency', { enum: PRIMARY_DEFICIENCIES }).notNull(),
    gearLevel: integer('gear_level'),
    forceOrForm: text('force_or_form', { enum: FORCE_OR_FORM }).notNull(),
    weightLbs: integer('weight_lbs'),
    normWeight: integer('norm_weight'),
    broadJump: doublePrecision('broad_jump'),
    fly510: doublePrecision('fly_5_10'),
    fly2010: doublePrecision('fly_20_10'),
    /** The structured reason shown on screen (the assessment's `reason`). */
    reason: jsonb('reason'),
  },
  (t) => [
    index('assessment_history_athlete_idx').on(t.athleteId, t.assessedAt.desc()),
    check(
      'assessment_history_primary_deficiency_check',
      oneOf('primary_deficiency', PRIMARY_DEFICIENCIES),
    ),
    check('assessment_history_force_or_form_check', oneOf('force_or_form', FORCE_OR_FORM)),
  ],
);
