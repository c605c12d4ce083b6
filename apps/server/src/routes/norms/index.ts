import {
  normProvenanceSchema,
  positionNormSchema,
  positionParamsSchema,
} from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normProvenance } from '../../db/reference-data/provenance';
import { notFound } from '../../lib/errors';
import { errorResponses, errorsFor, signedInRoutes } from '../../lib/schemas';
import { requireProfile } from '../../plugins/auth';
import { loadPositionNorm } from '../../repositories/norms';

/** Reference norms (docs/product/data-model.md), so the dashboard can switch position without a full refetch. */
export const normsRoutes: FastifyPluginAsyncZod = async (app) => {
  const normRoute = signedInRoutes('norms');
  app.get(
    '/norms/positions/:position',
    normRoute(requireProfile, {
      summary: 'The NFL combine norm of one position',
      params: positionParamsSchema,
      response: { 200: positionNormSchema, ...errorsFor(403, 404) },
    }),
    async (request) => {
      const norm = await loadPositionNorm(app.db, request.params.position);
      if (!norm) throw notFound(`No norm for position ${request.params.position}.`);
      return norm;
    },
  );

  app.get(
    '/norms/provenance',
    normRoute(requireProfile, {
      summary:
        'Where every benchmark comes from: population, statistic, weight bins, years, datasets, n, provisional flags',
      response: { 200: normProvenanceSchema, ...errorResponses },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return normProvenance();
    },
  );
};
