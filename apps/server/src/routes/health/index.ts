import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceUnavailable } from '../../lib/errors';
import { errorsFor } from '../../lib/schemas';
import { perIpRateLimit } from '../../plugins/limiter';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      preHandler: perIpRateLimit(app, app.config.limits.publicReadsPerIp, 'public-read-ip'),
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          ...errorsFor(429, 503),
        },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch {
        throw serviceUnavailable(
          ERROR_CODES.databaseUnavailable,
          'The database cannot be reached.',
        );
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
