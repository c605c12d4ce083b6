import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { signedInRoutes } from '../../lib/schemas';
import { profileOf } from '../../plugins/auth';
import { findTeamAthlete } from '../../repositories/team-memberships';
import { findCoachTeam } from '../../repositories/teams';

/**
 * What the team routes share: their OpenAPI tag, the 404s that hide whether an id exists, and
 * the budgets of a coach's result writes.
 */

export const teamRoute = signedInRoutes('teams');

export const teamNotFound = () => new AppError(404, ERROR_CODES.teamNotFound, 'Team not found.');
export const athleteNotOnTeam = () =>
  new AppError(404, ERROR_CODES.athleteNotFound, 'This athlete is not on your team.');

/** The signed-in coach's team (not deleted) with its athlete count, or 404. */
export async function ownTeam(app: FastifyInstance, request: FastifyRequest, teamId: string) {
  const { profile } = profileOf(request);
  const found = await findCoachTeam(app.db, teamId, profile.id);
  if (!found) throw teamNotFound();
  return found;
}

/** The profile of an athlete on the signed-in coach's team now, or 404. */
export async function teamAthlete(
  app: FastifyInstance,
  request: FastifyRequest,
  params: { id: string; athleteId: string },
) {
  const { profile: coach } = profileOf(request);
  const athlete = await findTeamAthlete(app.db, params.id, coach.id, params.athleteId);
  if (!athlete) throw athleteNotOnTeam();
  return athlete;
}

const inWords = (windowMs: number) =>
  windowMs === 3_600_000 ? 'an hour' : `in ${Math.round(windowMs / 60_000)} minutes`;

/**
 * Counts a coach's result writes, one per entry of `athleteIds` (an athlete once per entry),
 * against the coach's budget and each athlete's, which every coach shares
 * (`coachResultWritesPerCoach`, `coachResultWritesPerAthlete`; docs/product/limits.md). The
 * whole batch fits or nothing is written and nothing counted: 429 saying which budget is spent.
 */
export async function spendCoachResultWrites(
  app: FastifyInstance,
  coachId: string,
  athleteIds: readonly string[],
): Promise<void> {
  const { coachResultWritesPerCoach: perCoach, coachResultWritesPerAthlete: perAthlete } =
    app.config.limits;
  const perAthleteCost = new Map<string, number>();
  for (const id of athleteIds) perAthleteCost.set(id, (perAthleteCost.get(id) ?? 0) + 1);
  await app.limiter.consume([
    {
      key: `coach-result-writes:${coachId}`,
      ...perCoach,
      cost: athleteIds.length,
      message: `You entered too many results: at most ${perCoach.max} ${inWords(perCoach.windowMs)}.`,
    },
    ...[...perAthleteCost].map(([athleteId, cost]) => ({
      key: `coach-result-writes-athlete:${athleteId}`,
      ...perAthlete,
      cost,
      message: `Too many results were entered for one athlete: coaches may enter at most ${perAthlete.max} ${inWords(perAthlete.windowMs)} for one athlete.`,
    })),
  ]);
}
