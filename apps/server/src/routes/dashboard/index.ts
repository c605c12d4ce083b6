import { dashboardQuerySchema, dashboardSchema } from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../lib/schemas';
import { profileOf, requireAthlete } from '../../plugins/auth';
import { dashboardData } from '../../repositories/dashboard';
import { toProfileDto } from '../../repositories/profiles';

/**
 * The athlete dashboard's data in ONE response (ARCHITECTURE.md, API conventions): profile, best and latest values, the
 * NFL norm of the selected position, the nearest bodyweight rows and the prescriptions. Five
 * queries, run in parallel (the profile comes with the auth hook).
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      preHandler: requireAthlete,
      schema: {
        tags: ['dashboard'],
        summary:
          'Everything the athlete dashboard shows, for one position (default: yours, else WR)',
        security: [{ bearer: [] }],
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errorsFor(403) },
      },
    },
    async (request) => {
      const { profile } = profileOf(request);
      const data = await dashboardData(app.db, profile, request.query.position, app.config.now());
      return { profile: toProfileDto(profile), ...data };
    },
  );
};
