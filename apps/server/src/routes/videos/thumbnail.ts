import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { THUMBNAIL_TYPES, type Thumbnail } from '../../integrations/thumbnails';
import { AppError } from '../../lib/errors';
import { OTHER_SUCCESS_MEDIA } from '../../lib/openapi';
import { errorsFor, uuidParam } from '../../lib/schemas';
import { perIpRateLimit } from '../../plugins/limiter';
import { findVideo, videoNotFound } from '../../repositories/videos';

/** Thumbnails kept in memory, by their address on the image host (the oldest goes first). */
const CACHE_ENTRIES = 200;
const CACHE_MS = 60 * 60 * 1000;

/**
 * `GET /api/videos/:id/thumbnail`: a video's thumbnail under the app's own address
 * (docs/product/content.md 'Who may watch what'). Lists give this address instead of the
 * image host's for every video the caller may not watch, because the host's address names the
 * Vimeo id. Public: an `<img>` sends no Authorization header, and the image is what the lists
 * show anyway; only the picture's bytes and type are passed on, never the host's headers.
 */
export const videoThumbnailRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new Map<string, { thumbnail: Thumbnail; until: number }>();

  async function thumbnailAt(address: string): Promise<Thumbnail | null> {
    const now = Date.now();
    const kept = cache.get(address);
    if (kept && kept.until > now) return kept.thumbnail;
    cache.delete(address);
    const thumbnail = await app.integrations.thumbnails.fetch(address);
    if (thumbnail) {
      cache.set(address, { thumbnail, until: now + CACHE_MS });
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    }
    return thumbnail;
  }

  app.get(
    '/videos/:id/thumbnail',
    {
      config: { public: true },
      preHandler: perIpRateLimit(app, app.config.limits.publicReadsPerIp, 'public-read-ip'),
      schema: {
        tags: ['videos'],
        summary:
          "A video's thumbnail image under the app's own address (the lists' address for a locked video)",
        params: z.object({ id: uuidParam }),
        response: {
          200: z.string().describe('The image (one of the image types listed)'),
          ...errorsFor(404, 429, 502),
        },
        [OTHER_SUCCESS_MEDIA]: Object.fromEntries(
          THUMBNAIL_TYPES.map((type) => [type, 'The thumbnail image.']),
        ),
      },
    },
    async (request, reply) => {
      const row = await findVideo(app.db, request.params.id);
      if (!row?.thumbnailUrl) throw videoNotFound();
      const thumbnail = await thumbnailAt(row.thumbnailUrl);
      if (!thumbnail) {
        throw new AppError(
          502,
          ERROR_CODES.thumbnailUnavailable,
          'The thumbnail could not be loaded.',
        );
      }
      // A Buffer is sent as it is (Fastify serializes only objects).
      return reply
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .type(thumbnail.contentType)
        .send(thumbnail.body as never);
    },
  );
};
