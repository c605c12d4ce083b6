import { sprintProfileResponseSchema, teamMemberParamsSchema } from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { requireCoach } from '../../plugins/auth';
import { loadSprintProfileView } from '../../repositories/sprint-profiles';
import { teamAthlete, teamRoute } from './shared';

/** A coach reads the sprint profile of an athlete on their team (docs/product/sprint-profile.md). */
export const teamSprintProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teams/:id/athletes/:athleteId/sprint-profile',
    teamRoute(requireCoach, {
      summary:
        "Coach: an athlete's sprint profile, read-only — what their dashboard card shows (only while on your team)",
      params: teamMemberParamsSchema,
      response: { 200: sprintProfileResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const athlete = await teamAthlete(app, request, request.params);
      return loadSprintProfileView(app.db, athlete);
    },
  );
};
