import {
  adminCategoryListResponseSchema,
  CATEGORY_EXISTS_MESSAGE,
  categoryInUseMessage,
  categoryListResponseSchema,
  categorySchema,
  createCategoryRequestSchema,
  reorderCategoriesRequestSchema,
  updateCategoryRequestSchema,
  videoListQuerySchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/errors';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import { errorResponses, errorsFor, signedInRoutes, uuidParam } from '../../lib/schemas';
import { viewFor } from '../../lib/video-view';
import { profileOf, requireAdmin, requireProfile } from '../../plugins/auth';
import {
  deleteCategory,
  insertCategory,
  listAdminCategories,
  reorderCategories,
  updateCategory,
} from '../../repositories/content';
import { listCategoriesForView, toCategoryDto } from '../../repositories/videos';

/** Video categories by role (docs/product/screens.md, docs/product/api.md), and the admin's category management (docs/product/content.md). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const videoRoute = signedInRoutes('videos');

  app.get(
    '/categories',
    videoRoute(requireProfile, {
      summary: 'Video categories for your role, by order_index',
      querystring: videoListQuerySchema,
      response: { 200: categoryListResponseSchema, ...errorsFor(403) },
    }),
    async (request) => {
      const view = viewFor(profileOf(request).profile.role, request.query.view);
      const rows = await listCategoriesForView(app.db, view);
      return { categories: rows.map(toCategoryDto) };
    },
  );

  app.get(
    '/admin/categories',
    videoRoute(requireAdmin, {
      summary: 'Admin: every category by order_index, with how many videos use it',
      response: { 200: adminCategoryListResponseSchema, ...errorResponses },
    }),
    async () => ({ categories: await listAdminCategories(app.db) }),
  );

  app.post(
    '/admin/categories',
    videoRoute(requireAdmin, {
      summary: 'Admin: creates a category (last in order); 409 when the name is taken',
      body: createCategoryRequestSchema,
      response: { 201: categorySchema, ...errorResponses },
    }),
    async (request, reply) => {
      const { name, description, forRole } = request.body;
      const row = await insertCategory(app.db, {
        name,
        description: description ?? null,
        forRole,
      });
      if (!row) throw conflict(ERROR_CODES.categoryExists, CATEGORY_EXISTS_MESSAGE);
      return reply.status(201).send(toCategoryDto(row));
    },
  );

  app.put(
    '/admin/categories/order',
    videoRoute(requireAdmin, {
      summary: 'Admin: puts the listed categories first, in this order',
      body: reorderCategoriesRequestSchema,
      response: { 200: adminCategoryListResponseSchema, ...errorResponses },
    }),
    async (request) => {
      await reorderCategories(app.db, request.body.ids);
      return { categories: await listAdminCategories(app.db) };
    },
  );

  app.patch(
    '/admin/categories/:id',
    videoRoute(requireAdmin, {
      summary: 'Admin: renames a category, changes its description or audience',
      params: z.object({ id: uuidParam }),
      body: updateCategoryRequestSchema,
      response: { 200: categorySchema, ...errorResponses },
    }),
    async (request) => {
      const { name, description, forRole } = request.body;
      let row: Awaited<ReturnType<typeof updateCategory>>;
      try {
        row = await updateCategory(app.db, request.params.id, { name, description, forRole });
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION)
          throw conflict(ERROR_CODES.categoryExists, CATEGORY_EXISTS_MESSAGE);
        throw error;
      }
      if (!row) throw notFound('Category not found.');
      return toCategoryDto(row);
    },
  );

  app.delete(
    '/admin/categories/:id',
    videoRoute(requireAdmin, {
      summary: 'Admin: deletes a category no video uses (409 category_in_use otherwise)',
      params: z.object({ id: uuidParam }),
      response: { 204: z.null(), ...errorResponses },
    }),
    async (request, reply) => {
      const result = await deleteCategory(app.db, request.params.id);
      if (result.kind === 'missing') throw notFound('Category not found.');
      if (result.kind === 'in-use')
        throw conflict(ERROR_CODES.categoryInUse, categoryInUseMessage(result.videos));
      return reply.status(204).send(null);
    },
  );
};
