import { randomBytes, randomInt } from 'node:crypto';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_VALID_DAYS,
  type TeamLevel,
} from '@gamespeed/domain';
import type { Team } from '@gamespeed/domain/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { teamMemberships, teams, users } from '../db/schema';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../lib/pg-errors';

/**
 * Teams and their invites: a coach's teams (create, list, rename, delete) and the invite code
 * and link that open one. Who is on a team is in team-memberships.ts, the roster and the coach's
 * overview in team-roster.ts, the leaderboard in team-leaderboard.ts, test-day saves in
 * team-results.ts.
 */

export type TeamRow = typeof teams.$inferSelect;

const DAY_MS = 86_400_000;

/** 8 characters drawn uniformly from the 32-character invite alphabet (crypto RNG). */
function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/** 128 random bits as 32 hex characters, the secret of the invite link. */
const newInviteToken = () => randomBytes(16).toString('hex');

const inviteExpiry = (now: Date) => new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS);

/** The join link of a team: the app's address, /join/, the token. */
export const inviteLink = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/$/, '')}/join/${token}`;

/** A coach's name as athletes see it: first and last name, or 'Your coach' when neither is set. */
export const coachName = (first: string | null, last: string | null) =>
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

// The team's id is written out with its table: in a one-table select Drizzle renders
// ${teams.id} as a bare "id", which inside this subquery would name the membership's id.
const openMembers = sql`(SELECT count(*)::int FROM ${teamMemberships} m WHERE m.team_id = "teams"."id" AND m.left_at IS NULL)`;

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
