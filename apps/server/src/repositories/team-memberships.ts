import type { MyTeam } from '@gamespeed/domain/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../db/client';
import { teamMemberships, teams, users } from '../db/schema';
import { coachName } from './teams';

/**
 * Who is on which team: joining, leaving and removal (a membership row ends, never goes away),
 * an athlete's teams, and the checks a coach's read or write of an athlete goes through.
 */

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

/**
 * Of the coaches in `coachIds`, those who have this athlete on one of their (not deleted) teams
 * now, with the team: one row per team. The live updates tell these coaches which team changed.
 */
export async function teamsCoachingAthlete(
  db: Db,
  athleteId: string,
  coachIds: readonly string[],
): Promise<{ teamId: string; coachId: string }[]> {
  if (coachIds.length === 0) return [];
  const { rows } = await db.execute<{ team_id: string; coach_id: string }>(sql`
    SELECT t.id AS team_id, t.coach_id
    FROM team_memberships m
    JOIN teams t ON t.id = m.team_id AND t.deleted_at IS NULL
    WHERE m.athlete_id = ${athleteId} AND m.left_at IS NULL
      AND t.coach_id IN (${sql.join(
        coachIds.map((id) => sql`${id}`),
        sql`, `,
      )})
  `);
  return rows.map((row) => ({ teamId: row.team_id, coachId: row.coach_id }));
}
