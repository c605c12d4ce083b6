import {
  adminVideoListResponseSchema,
  adminVideoSchema,
  copyVideoRequestSchema,
  createVideoRequestSchema,
  moveVideoRequestSchema,
  VIDEO_EXISTS_MESSAGE,
  videoListQuerySchema,
  videoListResponseSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { vimeoThumbnailUrl } from '@gamespeed/domain/vimeo-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import { errorsFor, uuidParam } from '../../lib/schemas';
import { viewFor } from '../../lib/video-view';
import { profileOf, requireAdmin, requireProfile } from '../../plugins/auth';
import { folderExists, folderNotFound } from '../../repositories/folders';
import {
  copyVideo,
  countVideos,
  deleteVideo,
  findVideo,
  insertVideo,
  listAllVideos,
  listVideosForView,
  moveVideo,
  toAdminVideoDto,
  toVideoDto,
  videoNotFound,
} from '../../repositories/videos';

/** After a membership update matched nothing: the video is gone, else the folder is. */
async function missingVideoOrFolder(db: Database, videoId: string) {
  return (await findVideo(db, videoId)) ? folderNotFound() : videoNotFound();
}

/**
 * The video library: lists by role (docs/product/permissions.md) and the admin's add, delete,
 * move and copy between folders (docs/product/screens.md, docs/product/states.md, docs/product/api.md).
 */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['videos'];

  app.get(
    '/videos',
    {
      preHandler: requireProfile,
      schema: {
        tags,
        summary: 'Videos for your role, newest first (coach: coach|both; athlete: athlete|both)',
        security,
        querystring: videoListQuerySchema,
        response: { 200: videoListResponseSchema, ...errorsFor(403) },
      },
    },
    async (request) => {
      const view = viewFor(profileOf(request).profile.role, request.query.view);
      const rows = await listVideosForView(app.db, view);
      return { videos: rows.map(toVideoDto) };
    },
  );

  app.get(
    '/admin/videos',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: every video ordered by title, with its folders, and the counts',
        security,
        response: { 200: adminVideoListResponseSchema, ...errorsFor(403) },
      },
    },
    async () => {
      const [rows, counts] = await Promise.all([listAllVideos(app.db), countVideos(app.db)]);
      return { videos: rows.map(toAdminVideoDto), counts };
    },
  );

  app.post(
    '/admin/videos',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary:
          'Admin: adds a video by its Vimeo id or address (a coach video unless forRole says otherwise)',
        security,
        body: createVideoRequestSchema,
        response: { 201: adminVideoSchema, ...errorsFor(403, 409) },
      },
    },
    async (request, reply) => {
      const { title, description, vimeoId, categoryId, isFeatured, forRole, drillType, isPreview } =
        request.body;
      let row: Awaited<ReturnType<typeof insertVideo>>;
      try {
        row = await insertVideo(app.db, {
          title,
          description: description ?? null,
          vimeoId,
          categoryId: categoryId ?? null,
          isFeatured,
          thumbnailUrl: vimeoThumbnailUrl(vimeoId),
          forRole,
          drillType,
          isPreview,
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION)
          throw badRequest(ERROR_CODES.unknownCategory, 'There is no category with this ID.');
        throw error;
      }
      if (!row) throw conflict(ERROR_CODES.videoExists, VIDEO_EXISTS_MESSAGE);
      return reply.status(201).send(toAdminVideoDto(row));
    },
  );

  app.delete(
    '/admin/videos/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Admin: deletes a video',
        security,
        params: z.object({ id: uuidParam }),
        response: { 204: z.null(), ...errorsFor(403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteVideo(app.db, request.params.id))) throw videoNotFound();
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/admin/videos/:id/move',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['folders'],
        summary: 'Admin: moves a video: removes the source folder (null: unfiled), adds the target',
        security,
        params: z.object({ id: uuidParam }),
        body: moveVideoRequestSchema,
        response: { 200: adminVideoSchema, ...errorsFor(403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { fromFolderId, toFolderId } = request.body;
      if (fromFolderId && !(await folderExists(app.db, fromFolderId))) throw folderNotFound();
      const row = await moveVideo(app.db, id, fromFolderId, toFolderId);
      if (!row) throw await missingVideoOrFolder(app.db, id);
      return toAdminVideoDto(row);
    },
  );

  app.post(
    '/admin/videos/:id/copy',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['folders'],
        summary: 'Admin: copies a video into a folder (adds the folder if absent)',
        security,
        params: z.object({ id: uuidParam }),
        body: copyVideoRequestSchema,
        response: { 200: adminVideoSchema, ...errorsFor(403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await copyVideo(app.db, id, request.body.toFolderId);
      if (!row) throw await missingVideoOrFolder(app.db, id);
      return toAdminVideoDto(row);
    },
  );
};
