import {
  listResultsQuerySchema,
  listResultsResponseSchema,
  resultsSummarySchema,
  saveTestResultRequestSchema,
  testResultSchema,
} from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { profileOf, requireAthlete } from '../../plugins/auth';
import { movementUnavailable, recomputeAssessment } from '../../repositories/assessments';
import { insertResult, listResults, resultsSummary } from '../../repositories/test-results';

/**
 * The signed-in athlete's own test results. No route takes an athlete id: the athlete is always
 * the signed-in user, so nobody reads or writes another's results here.
 */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  app.post(
    '/results',
    {
      preHandler: requireAthlete,
      schema: {
        tags: ['results'],
        summary: 'Saves one of your test results (Add Test Result) and notifies your other devices',
        security,
        body: saveTestResultRequestSchema,
        response: { 201: testResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { profile } = profileOf(request);
      const { movement, value, timeToTopSpeed } = request.body;
      const created = await app.db.transaction(async (tx) => {
        const saved = await insertResult(tx, {
          athleteId: profile.id,
          movement,
          value,
          timeToTopSpeed,
        });
        // A better jump or fly can change the diagnosis: recomputed in the same transaction.
        if (saved) await recomputeAssessment(tx, profile.id);
        return saved;
      });
      if (!created) throw movementUnavailable();
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/results',
    {
      preHandler: requireAthlete,
      schema: {
        tags: ['results'],
        summary: 'Your test results, newest first, with the movement names',
        security,
        querystring: listResultsQuerySchema,
        response: { 200: listResultsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { profile } = profileOf(request);
      return { results: await listResults(app.db, profile.id, request.query) };
    },
  );

  app.get(
    '/results/summary',
    {
      preHandler: requireAthlete,
      schema: {
        tags: ['results'],
        summary: 'Progress: how many tests you completed, and each test with two or more results',
        security,
        response: { 200: resultsSummarySchema, ...errorResponses },
      },
    },
    async (request) => resultsSummary(app.db, profileOf(request).profile.id),
  );
};
