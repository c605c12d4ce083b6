import {
  createTagRequestSchema,
  TAG_NAME_REQUIRED_MESSAGE,
  tagListResponseSchema,
  tagSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { errorsFor, signedInRoutes } from '../../lib/schemas';
import { requireAdmin } from '../../plugins/auth';
import { createOrFindTag, listTags, toTagDto } from '../../repositories/tags';

/** Folder tags (docs/product/screens.md 'Select Tag'): admins list and create them. */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const folderRoute = signedInRoutes('folders');

  app.get(
    '/admin/tags',
    folderRoute(requireAdmin, {
      summary: 'Admin: every tag, by name',
      response: { 200: tagListResponseSchema, ...errorsFor(403) },
    }),
    async () => ({ tags: (await listTags(app.db)).map(toTagDto) }),
  );

  app.post(
    '/admin/tags',
    folderRoute(requireAdmin, {
      summary:
        'Admin: creates a tag (name trimmed). 201 when new; 200 with the existing tag when the name exists',
      body: createTagRequestSchema,
      response: { 200: tagSchema, 201: tagSchema, ...errorsFor(403) },
    }),
    async (request, reply) => {
      const { name } = request.body;
      if (name === '') throw badRequest(ERROR_CODES.tagNameRequired, TAG_NAME_REQUIRED_MESSAGE);
      const { tag, created } = await createOrFindTag(app.db, name);
      return reply.status(created ? 201 : 200).send(toTagDto(tag));
    },
  );
};
