import { drillsQuerySchema, drillsResponseSchema } from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../lib/schemas';
import { profileOf, requireAthlete } from '../../plugins/auth';
import { listDrills } from '../../repositories/drills';
import { mayWatch, thumbnailFor } from '../../repositories/videos';

/**
 * Training drills (docs/product/screens.md Drills, docs/product/permissions.md): athlete videos, newest first; the Recommended tab keeps
 * the drills of the athlete's force_or_form or 'both'. Each says whether it is accessible
 * (preview or active subscription, docs/product/states.md) — locked ones are listed with a lock.
 */
export const drillsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/drills',
    {
      preHandler: requireAthlete,
      schema: {
        tags: ['drills'],
        summary: 'Drill videos for athletes: recommended (default) or all',
        security: [{ bearer: [] }],
        querystring: drillsQuerySchema,
        response: { 200: drillsResponseSchema, ...errorsFor(403) },
      },
    },
    async (request) => {
      const { profile } = profileOf(request);
      const { tab } = request.query;
      const { forceOrForm } = profile;
      const rows = await listDrills(app.db, {
        recommendedFor: tab === 'recommended' ? forceOrForm : undefined,
      });
      const now = app.config.now();
      return {
        tab,
        forceOrForm,
        drills: rows.map((row) => {
          const accessible = mayWatch(row, profile, now);
          return {
            ...row,
            // The player's ids go only with a drill the athlete may watch (docs/product/content.md).
            vimeoId: accessible ? row.vimeoId : null,
            vimeoHash: accessible ? row.vimeoHash : null,
            thumbnailUrl: thumbnailFor(row, accessible),
            drillType: row.drillType,
            accessible,
            locked: !accessible,
          };
        }),
      };
    },
  );
};
