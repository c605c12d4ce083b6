import { INCHES_PER_FOOT } from '@gamespeed/domain/constants';
import { broadJumpRequestSchema, broadJumpResponseSchema } from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../lib/schemas';
import { profileOf, requireAthlete } from '../../plugins/auth';
import { toProfileDto } from '../../repositories/profiles';
import { saveOnboardingBroadJump } from '../../repositories/result-changes';

/**
 * Athlete onboarding step 2 (docs/product/screens.md, docs/product/states.md, docs/product/api.md). Step 1 is `PUT /api/profile/physical`.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/onboarding/broad-jump',
    {
      preHandler: requireAthlete,
      schema: {
        tags: ['onboarding'],
        summary:
          'Saves your broad jump, assesses it against the nearest bodyweight norm and completes onboarding, in one transaction',
        security: [{ bearer: [] }],
        body: broadJumpRequestSchema,
        response: { 200: broadJumpResponseSchema, ...errorsFor(403, 404) },
      },
    },
    async (request) => {
      const { profile } = profileOf(request);
      const inches = request.body.feet * INCHES_PER_FOOT + request.body.inches;
      const saved = await saveOnboardingBroadJump(
        app.db,
        profile.id,
        inches,
        request.body.testDate,
      );
      return {
        profile: toProfileDto(saved.profile),
        assessment: { ...saved.assessment, broadJumpInches: inches },
      };
    },
  );
};
