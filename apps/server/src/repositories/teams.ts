import { randomBytes, randomInt } from 'node:crypto';
import {
  biggestGapFromReason,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_VALID_DAYS,
  isActiveWithin,
  rosterRetest,
  type TeamLevel,
  teamBadge,
  unitTypeOf,
} from '@gamespeed/domain';
import type { MovementName, Position } from '@gamespeed/domain/constants';
import type { LeaderboardRow, MyTeam, RosterRow, Team } from '@gamespeed/domain/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { teamMemberships, teams, users } from '../db/schema';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../lib/pg-errors';

type Db = Database | Transaction;
type TeamRow = typeof teams.$inferSelect;

const DAY_MS = 86_400_000;

/** 8 characters drawn uniformly from the 32-character invite alphabet (crypto RNG). */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/** 128 random bits as 32 hex characters, the secret of the invite link. */
export const newInviteToken = () => randomBytes(16).toString('hex');

const inviteExpiry = (now: Date) => new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS);

/** The join link of a team: the app's address, /join/, the token. */
export const inviteLink = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/$/, '')}/join/${token}`;

const coachName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || 'Your coach';

export function toTeamDto(row: TeamRow, appUrl: string, athleteCount: number): Team {
  return {
    id: row.id,
    name: row.name,
    sportLevel: row.sportLevel,
    inviteCode: row.inviteCode,
    inviteLink: inviteLink(appUrl, row.inviteToken),
    codeExpiresAt: row.codeExpiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    athleteCount,
  };
}

/** Retries once or twice on the (very unlikely) clash of a fresh code with a stored one. */
async function withFreshInvite<T>(write: (code: string, token: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(newInviteCode(), newInviteToken());
    } catch (error) {
      if (attempt >= 2 || pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    }
  }
}

export function createTeam(
  db: Db,
  coachId: string,
  input: { name: string; sportLevel?: TeamLevel | null },
  now: Date,
): Promise<TeamRow> {
  return withFreshInvite(async (inviteCode, inviteToken) => {
    const [row] = await db
      .insert(teams)
      .values({
        coachId,
        name: input.name,
        sportLevel: input.sportLevel ?? null,
        inviteCode,
        inviteToken,
        codeExpiresAt: inviteExpiry(now),
      })
      .returning();
    return row!;
  });
}

const openMembers = sql`(SELECT count(*)::int FROM ${teamMemberships} m WHERE m.team_id = ${teams.id} AND m.left_at IS NULL)`;

/** The coach's teams (not deleted), oldest first, with their athlete counts. */
export async function listCoachTeams(db: Db, coachId: string) {
  return db
    .select({ team: teams, athleteCount: openMembers.mapWith(Number) })
    .from(teams)
    .where(and(eq(teams.coachId, coachId), isNull(teams.deletedAt)))
    .orderBy(teams.createdAt, teams.id);
}

/** A team of this coach that is not deleted, with its athlete count; undefined otherwise. */
export async function findCoachTeam(db: Db, teamId: string, coachId: string) {
  const [row] = await db
    .select({ team: teams, athleteCount: openMembers.mapWith(Number) })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.coachId, coachId), isNull(teams.deletedAt)));
  return row;
}

export async function updateTeam(
  db: Db,
  teamId: string,
  changes: { name?: string; sportLevel?: TeamLevel | null },
): Promise<TeamRow> {
  const [row] = await db.update(teams).set(changes).where(eq(teams.id, teamId)).returning();
  return row!;
}

/** New code, link and expiry: the old code and link stop working at once. */
export function regenerateInvite(db: Db, teamId: string, now: Date): Promise<TeamRow> {
  return withFreshInvite(async (inviteCode, inviteToken) => {
    const [row] = await db
      .update(teams)
      .set({ inviteCode, inviteToken, codeExpiresAt: inviteExpiry(now) })
      .where(eq(teams.id, teamId))
      .returning();
    return row!;
  });
}

/** Deleting a team ends every membership (removed by the coach) and keeps the rows. */
export async function deleteTeam(db: Database, teamId: string, coachId: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx.update(teams).set({ deletedAt: now }).where(eq(teams.id, teamId));
    await tx
      .update(teamMemberships)
      .set({ leftAt: now, removedBy: coachId })
      .where(and(eq(teamMemberships.teamId, teamId), isNull(teamMemberships.leftAt)));
  });
}

/** The team an invite code or link token opens, while it is valid and the team exists. */
export async function findTeamByInvite(db: Db, code: string, now: Date) {
  const [row] = await db
    .select({
      team: teams,
      coachFirstName: users.firstName,
      coachLastName: users.lastName,
    })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.coachId))
    .where(
      and(
        code.length === INVITE_CODE_LENGTH
          ? eq(teams.inviteCode, code)
          : eq(teams.inviteToken, code),
        isNull(teams.deletedAt),
        sql`${teams.codeExpiresAt} > ${now.toISOString()}`,
      ),
    );
  if (!row) return undefined;
  return { team: row.team, coachName: coachName(row.coachFirstName, row.coachLastName) };
}

/** The athlete's membership of the team that has not ended (at most one). */
const openMembership = (teamId: string, athleteId: string) =>
  and(
    eq(teamMemberships.teamId, teamId),
    eq(teamMemberships.athleteId, athleteId),
    isNull(teamMemberships.leftAt),
  );

export async function isMember(db: Db, teamId: string, athleteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: teamMemberships.id })
    .from(teamMemberships)
    .where(openMembership(teamId, athleteId));
  return row !== undefined;
}

/** Adds the athlete (a new row, even after leaving before); nothing when already on the team. */
export async function joinTeam(db: Db, teamId: string, athleteId: string, now: Date) {
  const [row] = await db
    .insert(teamMemberships)
    .values({ teamId, athleteId, joinedAt: now })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [open] = await db.select().from(teamMemberships).where(openMembership(teamId, athleteId));
  return open!;
}

/** Ends the athlete's open membership (removedBy: the coach, or null when they left). */
export async function endMembership(
  db: Db,
  teamId: string,
  athleteId: string,
  removedBy: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(teamMemberships)
    .set({ leftAt: now, removedBy })
    .where(openMembership(teamId, athleteId))
    .returning({ id: teamMemberships.id });
  return rows.length > 0;
}

/** The teams an athlete is on now, with their coaches' names, newest membership first. */
export async function listAthleteTeams(db: Db, athleteId: string): Promise<MyTeam[]> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      sportLevel: teams.sportLevel,
      joinedAt: teamMemberships.joinedAt,
      coachFirstName: users.firstName,
      coachLastName: users.lastName,
    })
    .from(teamMemberships)
    .innerJoin(teams, eq(teams.id, teamMemberships.teamId))
    .innerJoin(users, eq(users.id, teams.coachId))
    .where(
      and(
        eq(teamMemberships.athleteId, athleteId),
        isNull(teamMemberships.leftAt),
        isNull(teams.deletedAt),
      ),
    )
    .orderBy(sql`${teamMemberships.joinedAt} DESC`);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    sportLevel: r.sportLevel,
    coachName: coachName(r.coachFirstName, r.coachLastName),
    joinedAt: r.joinedAt.toISOString(),
  }));
}

interface RosterSqlRow {
  athlete_id: string;
  first_name: string | null;
  last_name: string | null;
  position: string | null;
  weight_lbs: number | null;
  primary_deficiency: string | null;
  retest_reminder_weeks: number | null;
  joined_at: string;
  last_test_date: string | null;
  reason: unknown;
}

/**
 * A coach's team and its current athletes in ONE statement: the team (only when it is this
 * coach's and not deleted) with a JSON array of its athletes, each with their stored diagnosis,
 * the reason of their newest diagnosis (biggest gap) and their newest test date. Both lookups
 * per athlete read an index end (assessment_history_athlete_idx, test_results_history_idx).
 */
export async function loadRoster(
  db: Db,
  teamId: string,
  coachId: string,
  today: string,
): Promise<{ team: TeamRow; athletes: RosterRow[] } | undefined> {
  const { rows } = await db.execute<{
    team: Record<string, unknown>;
    athletes: RosterSqlRow[];
  }>(sql`
    SELECT row_to_json(t) AS team,
      (SELECT coalesce(json_agg(x ORDER BY lower(x.last_name), lower(x.first_name), x.athlete_id), '[]'::json)
       FROM (
         SELECT u.id AS athlete_id, u.first_name, u.last_name, u.position, u.weight_lbs,
           u.primary_deficiency, u.retest_reminder_weeks, m.joined_at,
           (SELECT r.test_date FROM test_results r
             WHERE r.athlete_id = u.id AND r.deleted_at IS NULL AND r.hidden_at IS NULL
             ORDER BY r.test_date DESC LIMIT 1) AS last_test_date,
           (SELECT h.reason FROM assessment_history h
             WHERE h.athlete_id = u.id ORDER BY h.assessed_at DESC LIMIT 1) AS reason
         FROM team_memberships m
         JOIN users u ON u.id = m.athlete_id
         WHERE m.team_id = t.id AND m.left_at IS NULL
       ) x) AS athletes
    FROM teams t
    WHERE t.id = ${teamId} AND t.coach_id = ${coachId} AND t.deleted_at IS NULL
  `);
  const row = rows[0];
  if (!row) return undefined;
  const t = row.team;
  const team: TeamRow = {
    id: t.id as string,
    coachId: t.coach_id as string,
    name: t.name as string,
    sportLevel: (t.sport_level as TeamLevel | null) ?? null,
    inviteCode: t.invite_code as string,
    inviteToken: t.invite_token as string,
    codeExpiresAt: new Date(t.code_expires_at as string),
    createdAt: new Date(t.created_at as string),
    deletedAt: null,
  };
  const athletes = row.athletes.map((a): RosterRow => {
    const lastTestDate = a.last_test_date ? String(a.last_test_date).slice(0, 10) : null;
    return {
      athleteId: a.athlete_id,
      firstName: a.first_name,
      lastName: a.last_name,
      position: a.position as Position | null,
      weightLbs: a.weight_lbs,
      badge: teamBadge(a.primary_deficiency),
      biggestGap: biggestGapFromReason(a.reason),
      lastTestDate,
      ...rosterRetest(a.retest_reminder_weeks, lastTestDate, today),
      joinedAt: new Date(a.joined_at).toISOString(),
    };
  });
  return { team, athletes };
}

/** The athlete's profile when they are on this coach's team now; undefined otherwise. */
export async function findTeamAthlete(db: Db, teamId: string, coachId: string, athleteId: string) {
  const [row] = await db
    .select({ profile: users })
    .from(teamMemberships)
    .innerJoin(teams, eq(teams.id, teamMemberships.teamId))
    .innerJoin(users, eq(users.id, teamMemberships.athleteId))
    .where(
      and(openMembership(teamId, athleteId), eq(teams.coachId, coachId), isNull(teams.deletedAt)),
    );
  return row?.profile;
}

/**
 * True when the user may read the team's leaderboard: its coach, or on the team now and not
 * hidden from leaderboards (an athlete who opted out neither shows nor sees them).
 */
export async function canSeeLeaderboard(db: Db, teamId: string, userId: string) {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM teams t
      WHERE t.id = ${teamId} AND t.deleted_at IS NULL
        AND (t.coach_id = ${userId} OR EXISTS (
          SELECT 1 FROM team_memberships m
          JOIN users u ON u.id = m.athlete_id AND NOT u.leaderboard_opt_out
          WHERE m.team_id = t.id AND m.athlete_id = ${userId} AND m.left_at IS NULL))
    ) AS ok
  `);
  return rows[0]?.ok === true;
}

/**
 * Each current, not opted-out member's best value of one test (max for distance and speed, min
 * for time; values ≤ 0 never count), with the earliest day it was reached. Ranked best first;
 * equal values rank the earlier day first.
 */
export async function loadLeaderboard(
  db: Db,
  teamId: string,
  movement: MovementName,
  viewerId: string,
): Promise<LeaderboardRow[]> {
  const time = unitTypeOf(movement) === 'time';
  const valueOrder = time ? sql`r.result_value ASC` : sql`r.result_value DESC`;
  const { rows } = await db.execute<{
    athlete_id: string;
    first_name: string | null;
    last_name: string | null;
    position: string | null;
    value: number;
    test_date: string;
  }>(sql`
    SELECT u.id AS athlete_id, u.first_name, u.last_name, u.position, best.value, best.test_date
    FROM team_memberships m
    JOIN users u ON u.id = m.athlete_id AND NOT u.leaderboard_opt_out
    -- Each member's best of the test, read from test_results_best_idx (one index probe each).
    CROSS JOIN LATERAL (
      SELECT r.result_value AS value, r.test_date::text AS test_date
      FROM test_results r
      WHERE r.athlete_id = u.id
        AND r.movement_id = (SELECT mv.id FROM movements mv WHERE mv.name = ${movement})
        AND r.deleted_at IS NULL AND r.hidden_at IS NULL AND r.result_value > 0
      ORDER BY ${valueOrder}, r.test_date ASC, r.created_at ASC
      LIMIT 1
    ) best
    WHERE m.team_id = ${teamId} AND m.left_at IS NULL
    ORDER BY ${time ? sql`best.value ASC` : sql`best.value DESC`}, best.test_date ASC, u.id
  `);
  return rows.map((r, i) => ({
    rank: i + 1,
    athleteId: r.athlete_id,
    firstName: r.first_name,
    lastName: r.last_name,
    position: r.position as Position | null,
    value: Number(r.value),
    testDate: r.test_date,
    isMe: r.athlete_id === viewerId,
  }));
}

/**
 * Team Overview of the coach dashboard, over every athlete on any of the coach's teams now
 * (each counted once): how many, how many tested or signed in within ACTIVE_WINDOW_DAYS
 * ({@link isActiveWithin}), how many are due a (first) test by their own retest reminder choice
 * ({@link rosterRetest}, the roster's "Retest due").
 */
export async function teamOverview(db: Db, coachId: string, now: Date) {
  const { rows } = await db.execute<{
    last_test: string | null;
    last_seen: string | Date | null;
    weeks: number | null;
  }>(sql`
    WITH a AS (
      SELECT DISTINCT m.athlete_id FROM team_memberships m
      JOIN teams t ON t.id = m.team_id
      WHERE t.coach_id = ${coachId} AND t.deleted_at IS NULL AND m.left_at IS NULL
    )
    SELECT u.retest_reminder_weeks AS weeks,
      (SELECT max(r.test_date)::text FROM test_results r
        WHERE r.athlete_id = a.athlete_id AND r.deleted_at IS NULL AND r.hidden_at IS NULL)
        AS last_test,
      (SELECT max(greatest(se.created_at, rt.created_at)) FROM auth_sessions se
        LEFT JOIN refresh_tokens rt ON rt.session_id = se.id
        WHERE se.account_id = a.athlete_id) AS last_seen
    FROM a JOIN users u ON u.id = a.athlete_id
  `);
  const today = now.toISOString().slice(0, 10);
  let active = 0;
  let due = 0;
  for (const row of rows) {
    const lastSeen = row.last_seen === null ? null : new Date(row.last_seen);
    if (isActiveWithin(row.last_test, lastSeen, now)) active++;
    if (rosterRetest(row.weeks, row.last_test, today).retestDue) due++;
  }
  return { athletes: rows.length, activeThisWeek: active, retestsDue: due };
}

/**
 * Whether the athlete is on this coach's (not deleted) team now, locking that membership and
 * the team for the rest of the transaction: a leave, a removal or a team deletion running at the
 * same time waits until the caller's write is committed, and one that came first is seen.
 */
export async function lockTeamMembership(
  tx: Transaction,
  teamId: string,
  coachId: string,
  athleteId: string,
): Promise<boolean> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    SELECT m.id FROM team_memberships m
    JOIN teams t ON t.id = m.team_id
    WHERE m.team_id = ${teamId} AND m.athlete_id = ${athleteId} AND m.left_at IS NULL
      AND t.coach_id = ${coachId} AND t.deleted_at IS NULL
    FOR SHARE OF m, t
  `);
  return rows.length > 0;
}
