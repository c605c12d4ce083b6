import { POSITION_GROUP_OF, teamStandings, unitTypeOf } from '@gamespeed/domain';
import {
  percentilesQuerySchema,
  percentilesResponseSchema,
  teamIdParamsSchema,
} from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { profileOf, requireCoach } from '../../plugins/auth';
import { bestOfEveryAthlete, teamMembersOf } from '../../repositories/percentiles';
import { teamNotFound, teamRoute } from './shared';

/** Where a coach's athletes stand in one test (docs/product/percentiles.md). */
export const teamPercentileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teams/:id/percentiles',
    teamRoute(requireCoach, {
      summary:
        "Coach: each athlete's percentile in one test within the team's position group and within GameSpeed (same level and position, 30 athletes at least)",
      params: teamIdParamsSchema,
      querystring: percentilesQuerySchema,
      response: { 200: percentilesResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      const { test, timing } = request.query;
      const members = await teamMembersOf(app.db, request.params.id, profile.id);
      if (!members) throw teamNotFound();
      const now = app.config.now();
      const pool = await bestOfEveryAthlete(app.db, test, timing, now);
      const levels = new Map(pool.map((a) => [a.athleteId, a.level]));
      const standings = teamStandings(
        members.map((m) => m.athleteId),
        pool,
        unitTypeOf(test),
      );
      return {
        test,
        timing,
        computedAt: now.toISOString(),
        athletes: standings.map((s, i) => {
          const position = members[i]!.position;
          return {
            ...s,
            positionGroup: position === null ? null : POSITION_GROUP_OF[position],
            level: levels.get(s.athleteId) ?? null,
          };
        }),
      };
    },
  );
};
