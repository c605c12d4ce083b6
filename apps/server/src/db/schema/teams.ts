import { TEAM_LEVELS, TEAM_NAME_MAX } from '@gamespeed/domain/constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, uuidPrimaryKey } from './helpers';
import { users } from './users';

/**
 * A coach's team (docs/product/teams.md). Athletes join with the short invite code or the
 * invite link's token; regenerating replaces both. A deleted team keeps its row (deleted_at).
 */
export const teams = pgTable(
  'teams',
  {
    id: uuidPrimaryKey(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sportLevel: text('sport_level', { enum: TEAM_LEVELS }),
    /** 8 characters of the 32-character invite alphabet, typed by hand. */
    inviteCode: text('invite_code').notNull(),
    /** The long secret of the invite link. */
    inviteToken: text('invite_token').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('teams_invite_code_key').on(t.inviteCode),
    uniqueIndex('teams_invite_token_key').on(t.inviteToken),
    index('teams_coach_idx').on(t.coachId),
    check('teams_sport_level_check', oneOf('sport_level', TEAM_LEVELS)),
    check('teams_name_length_check', sql.raw(`char_length("name") BETWEEN 1 AND ${TEAM_NAME_MAX}`)),
  ],
);

/**
 * Who is on a team, with history: leaving or removal sets left_at (and removed_by when the coach
 * removed the athlete); joining again adds a new row. At most one open row per team and athlete.
 */
export const teamMemberships = pgTable(
  'team_memberships',
  {
    id: uuidPrimaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true, mode: 'date' }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('team_memberships_open_key')
      .on(t.teamId, t.athleteId)
      .where(sql`${t.leftAt} IS NULL`),
    index('team_memberships_athlete_idx').on(t.athleteId).where(sql`${t.leftAt} IS NULL`),
  ],
);

/**
 * Who was let back onto a team after the coach removed them (docs/product/teams.md, "Removal
 * is sticky"): a personal invite sent to an address (`address`, in its one spelling: e-mail by
 * `normalizeEmail`, phone as +1 and 10 digits), or the coach's re-admit of one athlete
 * (`athlete_id`). A removed athlete may join again with the team's code only when one of these is
 * newer than the removal.
 */
export const teamRejoinGrants = pgTable(
  'team_rejoin_grants',
  {
    id: uuidPrimaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    address: text('address'),
    athleteId: uuid('athlete_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('team_rejoin_grants_address_idx').on(t.teamId, t.address),
    index('team_rejoin_grants_athlete_idx').on(t.teamId, t.athleteId),
    check(
      'team_rejoin_grants_one_target_check',
      sql`("address" IS NULL) <> ("athlete_id" IS NULL)`,
    ),
  ],
);
