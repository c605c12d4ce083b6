import {
  removedAthletesResponseSchema,
  teamIdParamsSchema,
  teamMemberParamsSchema,
} from '@gamespeed/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas';
import { profileOf, requireAthlete, requireCoach } from '../../plugins/auth';
import { endMembership } from '../../repositories/team-memberships';
import { listRemovedAthletes, readmitAthlete } from '../../repositories/team-rejoin';
import { athleteNotOnTeam, ownTeam, teamNotFound, teamRoute } from './shared';

type OwnTeam = Awaited<ReturnType<typeof ownTeam>>['team'];

/**
 * Leaving a team (the athlete), removing an athlete from it, and letting a removed athlete join
 * again (its coach).
 */
export const teamMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A coach's change to one athlete of their own team (remove, readmit); 404 when the team is not
   * theirs or the athlete is not there to change.
   */
  async function changeOwnTeamAthlete(
    request: FastifyRequest,
    params: { id: string; athleteId: string },
    change: (team: OwnTeam, athleteId: string, now: Date) => Promise<boolean>,
  ) {
    const found = await ownTeam(app, request, params.id);
    if (!(await change(found.team, params.athleteId, app.config.now()))) throw athleteNotOnTeam();
  }

  app.post(
    '/teams/:id/leave',
    teamRoute(requireAthlete, {
      summary: 'Athlete: leaves a team; its coach sees nothing new of you from then on',
      params: teamIdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    async (request, reply) => {
      const { profile } = profileOf(request);
      const left = await endMembership(
        app.db,
        request.params.id,
        profile.id,
        null,
        app.config.now(),
      );
      if (!left) throw teamNotFound();
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/teams/:id/members/:athleteId',
    teamRoute(requireCoach, {
      summary: 'Coach: removes an athlete from your team',
      params: teamMemberParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    async (request, reply) => {
      await changeOwnTeamAthlete(request, request.params, (team, athleteId, now) =>
        endMembership(app.db, team.id, athleteId, team.coachId, now),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/teams/:id/removed-athletes',
    teamRoute(requireCoach, {
      summary:
        'Coach: athletes you removed who cannot join again with the code alone (newest removal first)',
      params: teamIdParamsSchema,
      response: { 200: removedAthletesResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const found = await ownTeam(app, request, request.params.id);
      return { athletes: await listRemovedAthletes(app.db, found.team.id) };
    },
  );

  app.post(
    '/teams/:id/members/:athleteId/readmit',
    teamRoute(requireCoach, {
      summary:
        "Coach: lets an athlete you removed join again with the team's code or link (they join themselves)",
      params: teamMemberParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    async (request, reply) => {
      await changeOwnTeamAthlete(request, request.params, (team, athleteId, now) =>
        readmitAthlete(app.db, team.id, team.coachId, athleteId, now),
      );
      return reply.status(204).send(null);
    },
  );
};
