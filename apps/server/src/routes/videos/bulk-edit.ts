import {
  bulkEditVideosRequestSchema,
  bulkEditVideosResponseSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/errors';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import { errorResponses, signedInRoutes } from '../../lib/schemas';
import { requireAdmin } from '../../plugins/auth';
import { bulkEditVideos } from '../../repositories/video-bulk-edit';
import { toAdminVideoDto } from '../../repositories/videos';

/**
 * Bulk edit in Manage Videos (docs/product/content.md 'Bulk edit'): several videos' audience,
 * category, drill type, tags, free preview or featured in one request, all or nothing; the answer
 * carries each video's previous values, which sent back as a bulk edit undo it exactly.
 */
export const videoBulkEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const videoRoute = signedInRoutes('videos');

  app.post(
    '/admin/videos/bulk-edit',
    videoRoute(requireAdmin, {
      summary:
        "Admin: changes several videos' library fields at once; the answer's previous values undo it",
      body: bulkEditVideosRequestSchema,
      response: { 200: bulkEditVideosResponseSchema, ...errorResponses },
    }),
    async (request) => {
      let outcome: Awaited<ReturnType<typeof bulkEditVideos>>;
      try {
        outcome = await bulkEditVideos(app.db, request.body.edits);
      } catch (error) {
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION)
          throw badRequest(ERROR_CODES.unknownCategory, 'There is no category with this ID.');
        throw error;
      }
      if (outcome.kind === 'missing') throw notFound('Video not found.');
      return { videos: outcome.videos.map(toAdminVideoDto), previous: outcome.previous };
    },
  );
};
