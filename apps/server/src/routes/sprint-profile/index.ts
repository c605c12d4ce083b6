import { sprintProfileResponseSchema } from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, signedInRoutes } from '../../lib/schemas';
import { profileOf, requireAthlete } from '../../plugins/auth';
import { loadSprintProfileView } from '../../repositories/sprint-profiles';

/**
 * The athlete's own sprint profile (docs/product/sprint-profile.md, "In the product"): read
 * only — profiles are computed when results change. A coach reads an athlete's through the team
 * (routes/teams/sprint-profile.ts).
 */
export const sprintProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes('sprint-profile');
  app.get(
    '/sprint-profile',
    route(requireAthlete, {
      summary:
        'Your sprint profile from your 40s with splits: the newest, one per 40, against the cohort of your position, and what is missing',
      response: { 200: sprintProfileResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      return loadSprintProfileView(app.db, profile);
    },
  );
};
