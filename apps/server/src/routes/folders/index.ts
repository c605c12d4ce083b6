import {
  addVideosToFolderRequestSchema,
  addVideosToFolderResponseSchema,
  adminVideoSchema,
  createFolderRequestSchema,
  deleteFolderRequestSchema,
  FOLDER_CONFIRM_NAME_MESSAGE,
  FOLDER_HAS_SUBFOLDERS_MESSAGE,
  FOLDER_NAME_REQUIRED_MESSAGE,
  folderListResponseSchema,
  folderSchema,
  SELECT_VIDEOS_MESSAGE,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict } from '../../lib/errors';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import { errorsFor, signedInRoutes, uuidParam } from '../../lib/schemas';
import { profileOf, requireAdmin } from '../../plugins/auth';
import {
  deleteFolderRow,
  folderExists,
  folderNotFound,
  hasSubfolders,
  insertFolder,
  listFolders,
  lockFolder,
  toFolderDto,
} from '../../repositories/folders';
import { countExistingTags } from '../../repositories/tags';
import {
  addVideosToFolder,
  clearFolderFromVideos,
  countVideosInFolder,
  removeVideoFromFolder,
} from '../../repositories/video-folders';
import { countExistingVideos, toAdminVideoDto, videoNotFound } from '../../repositories/videos';

const unknownParent = () =>
  badRequest(ERROR_CODES.unknownParentFolder, 'The parent folder does not exist.');

/**
 * Admin folders (docs/product/screens.md Manage Videos, docs/product/states.md tree, docs/product/validation.md rules): create, list, delete,
 * and which videos a folder holds. Each membership change is one atomic UPDATE (see repositories/videos).
 */
export const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  const folderRoute = signedInRoutes('folders');

  app.get(
    '/admin/folders',
    folderRoute(requireAdmin, {
      summary: 'Admin: every folder, newest first, with its tag ids and parent',
      response: { 200: folderListResponseSchema, ...errorsFor(403) },
    }),
    async () => ({ folders: (await listFolders(app.db)).map(toFolderDto) }),
  );

  app.post(
    '/admin/folders',
    folderRoute(requireAdmin, {
      summary: 'Admin: creates a folder (top level when parentFolderId is null) with tags',
      body: createFolderRequestSchema,
      response: { 201: folderSchema, ...errorsFor(403) },
    }),
    async (request, reply) => {
      const { name, parentFolderId } = request.body;
      if (name === '')
        throw badRequest(ERROR_CODES.folderNameRequired, FOLDER_NAME_REQUIRED_MESSAGE);
      const tagIds = [...new Set(request.body.tagIds)];
      if ((await countExistingTags(app.db, tagIds)) !== tagIds.length)
        throw badRequest(ERROR_CODES.unknownTag, 'One of the tags does not exist.');
      if (parentFolderId && !(await folderExists(app.db, parentFolderId))) throw unknownParent();
      try {
        const row = await insertFolder(app.db, {
          name,
          tagIds,
          parentFolderId,
          createdBy: profileOf(request).profile.id,
        });
        return reply.status(201).send(toFolderDto(row));
      } catch (error) {
        // The parent was deleted between the check and the insert.
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw unknownParent();
        throw error;
      }
    },
  );

  app.delete(
    '/admin/folders/:id',
    folderRoute(requireAdmin, {
      summary:
        'Admin: deletes a folder without subfolders; one holding videos needs confirmName = its exact name. Removes it from every video.',
      params: z.object({ id: uuidParam }),
      querystring: deleteFolderRequestSchema,
      body: deleteFolderRequestSchema.nullish(),
      response: { 204: z.null(), ...errorsFor(403, 404, 409) },
    }),
    async (request, reply) => {
      const { id } = request.params;
      const confirmName = request.body?.confirmName ?? request.query.confirmName;
      try {
        await app.db.transaction(async (tx) => {
          const folder = await lockFolder(tx, id);
          if (!folder) throw folderNotFound();
          if (await hasSubfolders(tx, id))
            throw conflict(ERROR_CODES.folderHasSubfolders, FOLDER_HAS_SUBFOLDERS_MESSAGE);
          if ((await countVideosInFolder(tx, id)) > 0 && confirmName !== folder.name)
            throw badRequest(ERROR_CODES.folderConfirmationRequired, FOLDER_CONFIRM_NAME_MESSAGE);
          await clearFolderFromVideos(tx, id);
          await deleteFolderRow(tx, id);
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION)
          throw conflict(ERROR_CODES.folderHasSubfolders, FOLDER_HAS_SUBFOLDERS_MESSAGE);
        throw error;
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/folders/:id/videos',
    folderRoute(requireAdmin, {
      summary: 'Admin: adds videos to a folder (those already in it are left as they are)',
      params: z.object({ id: uuidParam }),
      body: addVideosToFolderRequestSchema,
      response: { 200: addVideosToFolderResponseSchema, ...errorsFor(403, 404) },
    }),
    async (request) => {
      const { id } = request.params;
      const videoIds = [...new Set(request.body.videoIds)];
      if (videoIds.length === 0)
        throw badRequest(ERROR_CODES.noVideosSelected, SELECT_VIDEOS_MESSAGE);
      if (!(await folderExists(app.db, id))) throw folderNotFound();
      if ((await countExistingVideos(app.db, videoIds)) !== videoIds.length) throw videoNotFound();
      const added = await addVideosToFolder(app.db, id, videoIds);
      if (added.length < videoIds.length && !(await folderExists(app.db, id)))
        throw folderNotFound();
      return { added: added.length, alreadyInFolder: videoIds.length - added.length };
    },
  );

  app.delete(
    '/admin/folders/:id/videos/:videoId',
    folderRoute(requireAdmin, {
      summary: 'Admin: removes a video from a folder (its folder_ids become null when empty)',
      params: z.object({ id: uuidParam, videoId: uuidParam }),
      response: { 200: adminVideoSchema, ...errorsFor(403, 404) },
    }),
    async (request) => {
      const { id, videoId } = request.params;
      if (!(await folderExists(app.db, id))) throw folderNotFound();
      const row = await removeVideoFromFolder(app.db, id, videoId);
      if (!row) throw videoNotFound();
      return toAdminVideoDto(row);
    },
  );
};
