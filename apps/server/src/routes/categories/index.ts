import { categoryListResponseSchema, videoListQuerySchema } from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../lib/schemas';
import { viewFor } from '../../lib/video-view';
import { profileOf, requireProfile } from '../../plugins/auth';
import { listCategoriesForView, toCategoryDto } from '../../repositories/videos';

/** Video categories by role (docs/product/screens.md, docs/product/api.md). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  app.get(
    '/categories',
    {
      preHandler: requireProfile,
      schema: {
        tags: ['videos'],
        summary: 'Video categories for your role, by order_index',
        security,
        querystring: videoListQuerySchema,
        response: { 200: categoryListResponseSchema, ...errorsFor(403) },
      },
    },
    async (request) => {
      const view = viewFor(profileOf(request).profile.role, request.query.view);
      const rows = await listCategoriesForView(app.db, view);
      return { categories: rows.map(toCategoryDto) };
    },
  );
};
