import type { DrillType, VideoRole } from '@gamespeed/domain/constants';
import {
  IMPORT_LOGIN_REQUIRED_MESSAGE,
  IMPORT_NOT_CONFIGURED_MESSAGE,
  importRequestSchema,
  importResponseSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, serviceUnavailable } from '../../lib/errors';
import { errorsFor } from '../../lib/schemas';
import { requireAdmin } from '../../plugins/auth';
import { importVimeoVideos, withImportLock } from './vimeo-import';

/**
 * A big account can take minutes (Vimeo rate limits included): the connection's idle timeout
 * (30 s for the app) is lifted to this for the import request only.
 */
const IMPORT_SOCKET_TIMEOUT_MS = 15 * 60_000;

/** Admin bulk import from Vimeo (docs/product/validation.md import, docs/product/api.md 'Video import'). */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // In this scope only: a request without a token hears docs/product/validation.md's sentence; the code stays
  // 'not_authenticated'. Everything else goes on to the app's error handler.
  app.setErrorHandler((error) => {
    if (error instanceof AppError && error.code === ERROR_CODES.notAuthenticated)
      throw new AppError(401, error.code, IMPORT_LOGIN_REQUIRED_MESSAGE, error.headers);
    throw error;
  });

  app.post(
    '/admin/import/vimeo',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['videos'],
        summary:
          'Admin: imports every playable video of the Vimeo account (new ones for forRole, default coach; known ones refreshed); 503 when VIMEO_ACCESS_TOKEN is unset, 409 while another import runs, 502 when Vimeo fails at once',
        security: [{ bearer: [] }],
        body: importRequestSchema,
        response: { 200: importResponseSchema, ...errorsFor(403, 409, 502) },
      },
    },
    async (request, reply) =>
      runImport(request, reply, {
        forRole: request.body?.forRole ?? 'coach',
        drillType: request.body?.drillType ?? null,
        addNew: true,
      }),
  );

  app.post(
    '/admin/import/vimeo/recheck',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['videos'],
        summary:
          'Admin: asks Vimeo again about every library video and marks those made private, deleted or no longer embeddable as unavailable (and those that play again as available); adds nothing',
        security: [{ bearer: [] }],
        response: { 200: importResponseSchema, ...errorsFor(403, 409, 502) },
      },
    },
    async (request, reply) => runImport(request, reply, { forRole: 'coach', addNew: false }),
  );

  /** One import or re-check at a time (409 otherwise), with the long socket timeout. */
  function runImport(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { forRole: VideoRole; drillType?: DrillType | null; addNew: boolean },
  ) {
    const vimeo = app.integrations.vimeo;
    if (!vimeo)
      throw serviceUnavailable(ERROR_CODES.importNotConfigured, IMPORT_NOT_CONFIGURED_MESSAGE);
    const socket = request.raw.socket;
    socket?.setTimeout?.(IMPORT_SOCKET_TIMEOUT_MS);
    reply.raw.once('finish', () => socket?.setTimeout?.(app.server.timeout));
    return withImportLock(app.database, () =>
      importVimeoVideos(app.db, vimeo, request.log, { ...options, now: app.config.now() }),
    );
  }
};
