import { broadJumpGoal, nearestByWeight } from '@gamespeed/domain';
import { FALLBACK_POSITION, type Position } from '@gamespeed/domain/constants';
import { dashboardQuerySchema, dashboardSchema } from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../lib/schemas';
import { profileOf, requireAthlete } from '../../plugins/auth';
import {
  loadGameSpeedNorms,
  loadPositionNorm,
  loadPowerToSpeedNorms,
  loadPrescription,
} from '../../repositories/norms';
import { toProfileDto } from '../../repositories/profiles';
import { bestAndLatestValues } from '../../repositories/test-results';

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
      const position: Position = request.query.position ?? profile.position ?? FALLBACK_POSITION;
      const weight = profile.weightLbs;
      const [values, positionNorm, powerRows, gameRows, prescription] = await Promise.all([
        bestAndLatestValues(app.db, profile.id),
        loadPositionNorm(app.db, position),
        weight === null ? [] : loadPowerToSpeedNorms(app.db),
        weight === null ? [] : loadGameSpeedNorms(app.db),
        loadPrescription(app.db, profile.primaryDeficiency),
      ]);
      const powerToSpeedNorm = weight === null ? undefined : nearestByWeight(powerRows, weight);
      const gameSpeedNorm = weight === null ? undefined : nearestByWeight(gameRows, weight);
      return {
        profile: toProfileDto(profile),
        position,
        positionNorm: positionNorm ?? null,
        powerToSpeedNorm: powerToSpeedNorm ?? null,
        gameSpeedNorm: gameSpeedNorm ?? null,
        bestValues: values.best,
        latestValues: values.latest,
        bestDates: values.bestDates,
        latestDates: values.latestDates,
        prescription,
        goal: broadJumpGoal({
          athleteBroadJump: values.best.broad_jump,
          eliteBroadJump: powerToSpeedNorm?.broadJump,
          nflBroadJump: positionNorm?.broadJump,
          position,
        }),
      };
    },
  );
};
