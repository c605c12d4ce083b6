import {
  authUserSchema,
  profileSchema,
  refreshRequestSchema,
  sessionSchema,
  signOutRequestSchema,
} from '@gamespeed/domain/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refreshSession, signOut } from '../../auth/sessions';
import { errorsFor, signedInRoutes } from '../../lib/schemas';
import { authOf } from '../../plugins/auth';
import { perIpRateLimit } from '../../plugins/limiter';
import { getSignedInAccount } from '../../repositories/accounts';
import { toProfileDto } from '../../repositories/profiles';

/** A session once it exists: refresh it, sign out, and read the signed-in account. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const authRoute = signedInRoutes('auth');
  const { limits } = app.config;

  app.post(
    '/auth/token',
    {
      config: { public: true },
      preHandler: perIpRateLimit(app, limits.tokenRefreshesPerIp, 'refresh-ip'),
      schema: {
        tags: ['auth'],
        summary: 'Exchanges a refresh token for a new session (the old token is rotated)',
        body: refreshRequestSchema,
        response: { 200: sessionSchema, ...errorsFor(401, 429) },
      },
    },
    async (request) =>
      refreshSession(app.db, app.tokenKeys, request.body.refresh_token, app.config.now()),
  );

  // Signing out is the one call whose body may be left out altogether (docs/product/api.md): an
  // empty body means this device, with or without a JSON content type, so a client that sends
  // the header with nothing after it is still signed out.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => {
        const text = String(body);
        if (text.trim() === '') return done(null, undefined);
        try {
          done(null, JSON.parse(text));
        } catch {
          done(
            Object.assign(new Error('invalid JSON'), {
              code: 'FST_ERR_CTP_INVALID_JSON_BODY',
              statusCode: 400,
            }),
            undefined,
          );
        }
      },
    );
    scope.post(
      '/auth/logout',
      authRoute({
        summary: 'Signs out this session (local), all sessions (global) or all others',
        description: 'The body may be left out: then this session (local) is signed out.',
        body: signOutRequestSchema.nullish(),
        response: { 204: z.null() },
      }),
      async (request, reply) => {
        await signOut(app.db, authOf(request), request.body?.scope ?? 'local', app.config.now());
        return reply.status(204).send(null);
      },
    );
  });

  app.get(
    '/auth/user',
    authRoute({
      summary: 'The signed-in account and its profile',
      response: {
        200: z.object({ user: authUserSchema, profile: profileSchema.nullable() }),
      },
    }),
    async (request) => {
      const auth = authOf(request);
      const account = await getSignedInAccount(app.db, auth.accountId);
      return {
        user: { id: account.id, email: account.email, phone: account.phone },
        profile: auth.profile ? toProfileDto(auth.profile) : null,
      };
    },
  );
};
