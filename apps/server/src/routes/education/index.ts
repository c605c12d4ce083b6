import {
  type EducationResponse,
  educationResponseSchema,
  LIST_PAGE_MAX,
} from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsFor } from '../../lib/schemas';
import { profileOf, requireCoach } from '../../plugins/auth';
import {
  listCategoriesForView,
  listVideosForView,
  mayWatch,
  toVideoDto,
  type VideoRow,
} from '../../repositories/videos';

/** The coach education page in one request (docs/product/screens.md, docs/product/api.md). */
export const educationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/education',
    {
      preHandler: requireCoach,
      schema: {
        tags: ['videos'],
        summary:
          'Coach education: coach videos grouped by category (order_index), then the uncategorized',
        security: [{ bearer: [] }],
        response: { 200: educationResponseSchema, ...errorsFor(403) },
      },
    },
    async (request): Promise<EducationResponse> => {
      // The player's ids only for what the coach may watch (docs/product/content.md). The
      // grouped page holds the newest LIST_PAGE_MAX videos, as one page of GET /videos does.
      const { profile } = profileOf(request);
      const now = app.config.now();
      const dto = (row: VideoRow) => toVideoDto(row, mayWatch(row, profile, now));
      const [categories, rows] = await Promise.all([
        listCategoriesForView(app.db, 'coach'),
        listVideosForView(app.db, 'coach', { limit: LIST_PAGE_MAX, offset: 0 }),
      ]);
      const byCategory = new Map(categories.map((c) => [c.id, [] as typeof rows]));
      const uncategorized: typeof rows = [];
      for (const row of rows) {
        const list = row.categoryId ? byCategory.get(row.categoryId) : undefined;
        (list ?? uncategorized).push(row);
      }
      return {
        categories: categories
          .filter((c) => byCategory.get(c.id)!.length > 0)
          .map((c) => ({
            id: c.id,
            name: c.name,
            description: c.description,
            videos: byCategory.get(c.id)!.map(dto),
          })),
        uncategorized: uncategorized.map(dto),
      };
    },
  );
};
