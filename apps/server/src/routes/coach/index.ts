import { coachDashboardSchema } from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { profileOf, requireCoach } from '../../plugins/auth';
import { teamOverview } from '../../repositories/team-roster';

/** The coach dashboard's numbers (docs/product/teams.md 'Team Overview'). */
export const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coach/dashboard',
    {
      preHandler: requireCoach,
      schema: {
        tags: ['teams'],
        summary:
          'Coach dashboard: Team Overview over all your teams (athletes, active this week, retests due)',
        security: [{ bearer: [] }],
        response: { 200: coachDashboardSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { profile } = profileOf(request);
      return { teamOverview: await teamOverview(app.db, profile.id, app.config.now()) };
    },
  );
};
