import { publicConfigSchema } from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../lib/schemas';
import { perIpRateLimit } from '../../plugins/limiter';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      config: { public: true },
      preHandler: perIpRateLimit(app, app.config.limits.publicReadsPerIp, 'public-read-ip'),
      schema: {
        tags: ['config'],
        summary: 'Public settings the web app needs (never secrets)',
        response: { 200: publicConfigSchema, ...errorsFor(429) },
      },
    },
    async () => ({
      appUrl: app.config.appUrl,
      appScheme: app.config.appScheme,
      stripePublishableKey: app.config.stripe?.publishableKey ?? null,
      billingEnabled: app.config.stripe !== null,
      videoImportEnabled: app.config.vimeo !== null,
    }),
  );
};
