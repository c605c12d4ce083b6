import { isAthleteRole, isCoachRole } from '@gamespeed/domain';
import {
  adminVideoListQuerySchema,
  adminVideoListResponseSchema,
  adminVideoSchema,
  copyVideoRequestSchema,
  createVideoRequestSchema,
  moveVideoRequestSchema,
  PAYWALL_CODE,
  PAYWALL_MESSAGE,
  playVideoResponseSchema,
  updateVideoRequestSchema,
  VIDEO_EXISTS_MESSAGE,
  videoListQuerySchema,
  videoListResponseSchema,
  WATCHED_FRACTION,
  watchVideoRequestSchema,
  watchVideoResponseSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { vimeoEmbedUrl, vimeoThumbnailUrl } from '@gamespeed/domain/vimeo-id';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import { errorResponses, errorsFor, signedInRoutes, uuidParam } from '../../lib/schemas';
import { viewFor } from '../../lib/video-view';
import { profileOf, requireAdmin, requireProfile } from '../../plugins/auth';
import {
  listFeaturedVideos,
  recordWatch,
  rolesForViews,
  updateVideo,
} from '../../repositories/content';
import { folderExists, folderNotFound } from '../../repositories/folders';
import { copyVideo, moveVideo } from '../../repositories/video-folders';
import {
  countVideos,
  deleteVideo,
  findVideo,
  insertVideo,
  listAllVideos,
  listVideosForView,
  mayWatch,
  rolesForView,
  toAdminVideoDto,
  toVideoDto,
  videoNotFound,
} from '../../repositories/videos';

/** After a membership update matched nothing: the video is gone, else the folder is. */
async function missingVideoOrFolder(db: Database, videoId: string) {
  return (await findVideo(db, videoId)) ? folderNotFound() : videoNotFound();
}

/**
 * The video library: lists by role (docs/product/permissions.md), featured videos, playing and
 * watching behind the paywall (docs/product/content.md), and the admin's add, edit, delete, move
 * and copy between folders (docs/product/screens.md, docs/product/states.md, docs/product/api.md).
 */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const videoRoute = signedInRoutes('videos');
  const folderRoute = signedInRoutes('folders');

  app.get(
    '/videos',
    videoRoute(requireProfile, {
      summary:
        'Videos for your role, newest first (coach: coach|both; athlete: athlete|both), pages of at most 1000 (limit, offset)',
      querystring: videoListQuerySchema,
      response: { 200: videoListResponseSchema, ...errorsFor(403) },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      const view = viewFor(profile.role, request.query.view);
      const rows = await listVideosForView(app.db, view, request.query);
      const now = app.config.now();
      return { videos: rows.map((row) => toVideoDto(row, mayWatch(row, profile, now))) };
    },
  );

  app.get(
    '/videos/featured',
    videoRoute(requireProfile, {
      summary: 'Featured videos for your role (view as for /videos), newest first',
      querystring: videoListQuerySchema,
      response: { 200: videoListResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const { profile } = profileOf(request);
      const view = viewFor(profile.role, request.query.view);
      const rows = await listFeaturedVideos(app.db, rolesForView(view));
      const now = app.config.now();
      return { videos: rows.map((row) => toVideoDto(row, mayWatch(row, profile, now))) };
    },
  );

  /** The video if its audience includes the caller (any for an admin); 404 otherwise. */
  async function visibleVideo(request: FastifyRequest, id: string) {
    const { profile } = profileOf(request);
    const row = await findVideo(app.db, id);
    if (!row) throw notFound('Video not found.');
    // A video that no longer plays on Vimeo is shown to admins only (docs/product/content.md).
    if (!profile.isAdmin && row.unavailableReason !== null) throw notFound('Video not found.');
    if (!profile.isAdmin) {
      const views = [
        ...(isCoachRole(profile.role) ? (['coach'] as const) : []),
        ...(isAthleteRole(profile.role) ? (['athlete'] as const) : []),
      ];
      if (!rolesForViews(views).includes(row.forRole)) throw notFound('Video not found.');
    }
    if (!mayWatch(row, profile, app.config.now())) {
      throw new AppError(403, PAYWALL_CODE, PAYWALL_MESSAGE);
    }
    return row;
  }

  app.post(
    '/videos/:id/play',
    videoRoute(requireProfile, {
      summary:
        'What the in-app player needs, after the access check (403 subscription_required on a locked video)',
      params: z.object({ id: uuidParam }),
      response: { 200: playVideoResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const row = await visibleVideo(request, request.params.id);
      return {
        videoId: row.id,
        title: row.title,
        vimeoId: row.vimeoId,
        vimeoHash: row.vimeoHash,
        embedUrl: vimeoEmbedUrl(row.vimeoId, row.vimeoHash),
      };
    },
  );

  app.post(
    '/videos/:id/watch',
    videoRoute(requireProfile, {
      summary: 'Records how far you watched a video you may watch (the furthest point counts)',
      params: z.object({ id: uuidParam }),
      body: watchVideoRequestSchema,
      response: { 200: watchVideoResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const row = await visibleVideo(request, request.params.id);
      const fraction = await recordWatch(app.db, {
        userId: profileOf(request).profile.id,
        videoId: row.id,
        fraction: request.body.fraction,
        clientId: request.body.clientId,
      });
      return { videoId: row.id, fraction, watched: fraction >= WATCHED_FRACTION };
    },
  );

  app.get(
    '/admin/videos',
    videoRoute(requireAdmin, {
      summary:
        'Admin: every video ordered by title, with its folders, and the counts (pages of at most 1000: limit, offset)',
      querystring: adminVideoListQuerySchema,
      response: { 200: adminVideoListResponseSchema, ...errorsFor(403) },
    }),
    async (request) => {
      const [rows, counts] = await Promise.all([
        listAllVideos(app.db, request.query),
        countVideos(app.db),
      ]);
      return { videos: rows.map(toAdminVideoDto), counts };
    },
  );

  app.post(
    '/admin/videos',
    videoRoute(requireAdmin, {
      summary:
        'Admin: adds a video by its Vimeo id or address with its library fields (a coach video unless forRole says otherwise)',
      body: createVideoRequestSchema,
      response: { 201: adminVideoSchema, ...errorsFor(403, 409) },
    }),
    async (request, reply) => {
      const {
        title,
        description,
        vimeoId,
        categoryId,
        isFeatured,
        forRole,
        drillType,
        isPreview,
        tags,
      } = request.body;
      let row: Awaited<ReturnType<typeof insertVideo>>;
      try {
        row = await insertVideo(app.db, {
          title,
          description: description ?? null,
          vimeoId: vimeoId.id,
          // An unlisted address keeps its hash: without it the player cannot play the video.
          vimeoHash: vimeoId.hash,
          categoryId: categoryId ?? null,
          isFeatured,
          thumbnailUrl: vimeoThumbnailUrl(vimeoId.id),
          forRole,
          drillType,
          isPreview,
          tags: [...new Set(tags)],
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

  app.patch(
    '/admin/videos/:id',
    videoRoute(requireAdmin, {
      summary:
        'Admin: edits a video (title, description, category, audience, drill type, featured, preview, tags)',
      params: z.object({ id: uuidParam }),
      body: updateVideoRequestSchema,
      response: { 200: adminVideoSchema, ...errorResponses },
    }),
    async (request) => {
      let row: Awaited<ReturnType<typeof updateVideo>>;
      try {
        row = await updateVideo(app.db, request.params.id, request.body);
      } catch (error) {
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION)
          throw badRequest(ERROR_CODES.unknownCategory, 'There is no category with this ID.');
        throw error;
      }
      if (!row) throw notFound('Video not found.');
      return toAdminVideoDto(row);
    },
  );

  app.delete(
    '/admin/videos/:id',
    videoRoute(requireAdmin, {
      summary: 'Admin: deletes a video',
      params: z.object({ id: uuidParam }),
      response: { 204: z.null(), ...errorsFor(403, 404) },
    }),
    async (request, reply) => {
      if (!(await deleteVideo(app.db, request.params.id))) throw videoNotFound();
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/admin/videos/:id/move',
    folderRoute(requireAdmin, {
      summary: 'Admin: moves a video: removes the source folder (null: unfiled), adds the target',
      params: z.object({ id: uuidParam }),
      body: moveVideoRequestSchema,
      response: { 200: adminVideoSchema, ...errorsFor(403, 404) },
    }),
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
    folderRoute(requireAdmin, {
      summary: 'Admin: copies a video into a folder (adds the folder if absent)',
      params: z.object({ id: uuidParam }),
      body: copyVideoRequestSchema,
      response: { 200: adminVideoSchema, ...errorsFor(403, 404) },
    }),
    async (request) => {
      const { id } = request.params;
      const row = await copyVideo(app.db, id, request.body.toFolderId);
      if (!row) throw await missingVideoOrFolder(app.db, id);
      return toAdminVideoDto(row);
    },
  );
};
