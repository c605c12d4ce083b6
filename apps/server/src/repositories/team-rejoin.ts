import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAccounts, teamMemberships, teamRejoinGrants, users } from '../db/schema';
import { isMember } from './team-memberships';

/**
 * Removal is sticky (docs/product/teams.md, "Removal is sticky"): an athlete the coach removed
 * joins again only after a personal invite to one of their sign-in addresses or the coach's
 * re-admit, either newer than the removal. The team's code alone is not enough.
 */

/** Records a personal invite: the address (in its one spelling) may join again after a removal. */
export async function grantRejoinByAddress(
  db: Db,
  teamId: string,
  coachId: string,
  address: string,
  now: Date,
) {
  await db.insert(teamRejoinGrants).values({ teamId, grantedBy: coachId, address, createdAt: now });
}

/** The coach lets one removed athlete join again; false when they were never removed. */
export async function readmitAthlete(
  db: Db,
  teamId: string,
  coachId: string,
  athleteId: string,
  now: Date,
): Promise<boolean> {
  const [removal] = await db
    .select({ id: teamMemberships.id })
    .from(teamMemberships)
    .where(
      and(
        eq(teamMemberships.teamId, teamId),
        eq(teamMemberships.athleteId, athleteId),
        isNotNull(teamMemberships.removedBy),
      ),
    )
    .limit(1);
  if (!removal) return false;
  await db
    .insert(teamRejoinGrants)
    .values({ teamId, grantedBy: coachId, athleteId, createdAt: now });
  return true;
}

/**
 * True when the athlete's last membership of the team ended by the coach's removal and no
 * personal invite to their address nor re-admit came after it.
 */
export async function isBarredFromRejoining(
  db: Db,
  teamId: string,
  athleteId: string,
): Promise<boolean> {
  const [last] = await db
    .select({ leftAt: teamMemberships.leftAt, removedBy: teamMemberships.removedBy })
    .from(teamMemberships)
    .where(
      and(
        eq(teamMemberships.teamId, teamId),
        eq(teamMemberships.athleteId, athleteId),
        isNotNull(teamMemberships.leftAt),
      ),
    )
    .orderBy(desc(teamMemberships.leftAt))
    .limit(1);
  if (!last?.leftAt || last.removedBy === null) return false;
  const { rows } = await db.execute<{ granted: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM ${teamRejoinGrants} g
      LEFT JOIN ${authAccounts} a ON a.id = ${athleteId}
      WHERE g.team_id = ${teamId} AND g.created_at >= ${last.leftAt.toISOString()}
        AND (g.athlete_id = ${athleteId} OR g.address = a.email OR g.address = a.phone)
    ) AS granted
  `);
  return !rows[0]?.granted;
}

/** The athletes the coach removed from the team who are not on it now, newest removal first. */
export async function listRemovedAthletes(db: Db, teamId: string) {
  const rows = await db
    .selectDistinctOn([teamMemberships.athleteId], {
      athleteId: teamMemberships.athleteId,
      firstName: users.firstName,
      lastName: users.lastName,
      removedAt: teamMemberships.leftAt,
      removedBy: teamMemberships.removedBy,
    })
    .from(teamMemberships)
    .innerJoin(users, eq(users.id, teamMemberships.athleteId))
    .where(and(eq(teamMemberships.teamId, teamId), isNotNull(teamMemberships.leftAt)))
    .orderBy(teamMemberships.athleteId, desc(teamMemberships.leftAt));
  const barred = [];
  for (const row of rows) {
    if (row.removedBy === null || !row.removedAt) continue;
    if (await isMember(db, teamId, row.athleteId)) continue;
    if (!(await isBarredFromRejoining(db, teamId, row.athleteId))) continue;
    barred.push({
      athleteId: row.athleteId,
      firstName: row.firstName,
      lastName: row.lastName,
      removedAt: row.removedAt.toISOString(),
    });
  }
  return barred.sort((a, b) => b.removedAt.localeCompare(a.removedAt));
}
