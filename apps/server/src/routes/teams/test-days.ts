import {
  openTestDayResponseSchema,
  teamIdParamsSchema,
  testDayRequestSchema,
  testDaySchema,
} from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../lib/schemas';
import { profileOf, requireCoach } from '../../plugins/auth';
import { openTestDay, saveTestDay } from '../../repositories/test-days';
import { ownTeam, teamRoute } from './shared';

/**
 * A coach's test day as a session on the server (docs/product/teams.md 'Test day'): started by
 * the coach's device with an id of its own, resumed from any device, ended by the coach. The
 * entries of a test day are saved by POST /teams/:id/results with its id (test-day.ts).
 */
export const teamTestDaySessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/teams/:id/test-days',
    teamRoute(requireCoach, {
      summary:
        'Coach: starts a test day for your team (date, tests, timing device and start), or changes your open one (tests, athletes absent, ended). The same id again is the same test day; its date, device and start stay as it started. 409 when the id is someone else’s session',
      params: teamIdParamsSchema,
      body: testDayRequestSchema,
      response: { 200: testDaySchema, ...errorsFor(403, 404, 409) },
    }),
    async (request) => {
      const found = await ownTeam(app, request, request.params.id);
      return saveTestDay(app.db, found.team.id, profileOf(request).profile.id, request.body);
    },
  );

  app.get(
    '/teams/:id/test-days/open',
    teamRoute(requireCoach, {
      summary:
        'Coach: your open test day on this team with everything saved in it (null when none), and how your last test day was timed',
      params: teamIdParamsSchema,
      response: { 200: openTestDayResponseSchema, ...errorsFor(403, 404) },
    }),
    async (request) => {
      const found = await ownTeam(app, request, request.params.id);
      return openTestDay(app.db, found.team.id, profileOf(request).profile.id);
    },
  );
};
