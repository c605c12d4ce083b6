import { parseIdentifier } from '@gamespeed/domain';
import {
  ACCOUNT_EXISTS_MESSAGE,
  ACCOUNT_NOT_FOUND_MESSAGE,
  authUserSchema,
  INVALID_UNLOCK_LINK_MESSAGE,
  profileSchema,
  refreshRequestSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  sessionSchema,
  signOutRequestSchema,
  unlockSignInRequestSchema,
  unlockSignInResponseSchema,
  verifyCodeRequestSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdentifierSet, isAdminIdentifier } from '../../auth/admin';
import { isValidBetaGrant } from '../../auth/beta-grant';
import { deliverCode, deliverNotice } from '../../auth/code-delivery';
import { checkCode, consumeCode, discardCode, issueCode } from '../../auth/codes';
import { createSession, refreshSession, signOut } from '../../auth/sessions';
import {
  activeLock,
  type GuessBudget,
  liftLock,
  signInLockedError,
  unlockToken,
} from '../../auth/sign-in-lock';
import { AppError, badRequest } from '../../lib/errors';
import { errorsFor, signedInRoutes } from '../../lib/schemas';
import { authOf } from '../../plugins/auth';
import { perIpRateLimit } from '../../plugins/limiter';
import {
  createAccount,
  findAccountByIdentifier,
  getSignedInAccount,
} from '../../repositories/accounts';
import { createProfile, syncAdminFlags, toProfileDto } from '../../repositories/profiles';

/** Sign-up without a valid grant from the access step (an old app, or the gate skipped). */
const BETA_GRANT_REQUIRED_MESSAGE =
  'GameSpeed is in private beta. Enter your access code on the start page, then sign up.';

type Target = Exclude<ReturnType<typeof parseIdentifier>, { kind: 'invalid' }>;

function targetOf(identifier: string): Target {
  const parsed = parseIdentifier(identifier);
  if (parsed.kind === 'invalid')
    throw new AppError(400, ERROR_CODES.invalidIdentifier, parsed.message);
  return parsed;
}

const identifierKey = (request: FastifyRequest) => {
  const body = request.body as { identifier?: unknown } | undefined;
  const parsed = parseIdentifier(typeof body?.identifier === 'string' ? body.identifier : '');
  return parsed.kind === 'invalid' ? 'invalid' : parsed.value;
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const authRoute = signedInRoutes('auth');
  const { limits } = app.config;
  const guessLimit = limits.codeGuessesPerIdentifier;

  /** Sends the link that lifts this lock to the locked address. Best effort: logged on failure. */
  async function sendUnlockLink(target: Target, windowStartedAt: Date, log: FastifyBaseLogger) {
    const token = await unlockToken(
      app.config.authSecret,
      target.value,
      windowStartedAt,
      guessLimit,
      app.config.now(),
    );
    const link = `${app.config.appUrl}/unlock?token=${encodeURIComponent(token)}`;
    try {
      await deliverNotice(app.integrations, target, {
        subject: 'Unlock signing in to GameSpeed',
        text: `Too many wrong codes were entered for your GameSpeed sign-in, so it is locked. If that was you, open this link to unlock it, then ask for a new code: ${link}\n\nIf it was not you, you can ignore this message; the lock ends by itself within a day.`,
      });
    } catch (error) {
      log.warn({ err: error, channel: target.kind }, 'unlock link delivery failed');
    }
  }

  /** The failure budget of this address's sign-in codes (docs/product/accounts.md). */
  const budgetFor = (target: Target, log: FastifyBaseLogger): GuessBudget => ({
    key: target.value,
    limit: guessLimit,
    onLocked: (windowStartedAt) => sendUnlockLink(target, windowStartedAt, log),
    lockedError: (windowStartedAt) =>
      signInLockedError(target.kind, windowStartedAt, guessLimit, app.config.now()),
  });

  app.post(
    '/auth/otp',
    {
      config: { public: true },
      preHandler: async (request) => {
        const identifier = identifierKey(request);
        await app.limiter.consume([
          { key: `otp-ip:${request.ip}`, ...limits.otpSendsPerIp },
          { key: `otp-id-interval:${identifier}`, ...limits.otpIntervalPerIdentifier },
          { key: `otp-id-hour:${identifier}`, ...limits.otpSendsPerIdentifier },
        ]);
      },
      schema: {
        tags: ['auth'],
        summary: 'Sends a one-time sign-in code by e-mail or SMS',
        body: sendCodeRequestSchema,
        response: { 200: sendCodeResponseSchema, ...errorsFor(404, 409, 429, 502) },
        description:
          'Refused with 429 (sign_in_locked) while the address is locked after too many wrong codes; the unlock link is then sent again.',
      },
    },
    async (request) => {
      const target = targetOf(request.body.identifier);
      const { purpose } = request.body;
      const account = await findAccountByIdentifier(app.db, target);
      if (purpose === 'login' && !account)
        throw new AppError(404, ERROR_CODES.accountNotFound, ACCOUNT_NOT_FOUND_MESSAGE);
      if (purpose === 'signup' && account)
        throw new AppError(409, ERROR_CODES.accountExists, ACCOUNT_EXISTS_MESSAGE);
      const now = app.config.now();
      const locked = await activeLock(app.db, target.value, guessLimit, now);
      if (locked) {
        // The owner asking again gets the unlock link again (this route's limits still apply).
        await sendUnlockLink(target, locked, request.log);
        throw signInLockedError(target.kind, locked, guessLimit, now);
      }
      const code = await issueCode(app.db, app.tokenKeys, target.value, purpose, app.config.now());
      try {
        await deliverCode(app.integrations, target, code, request.log);
      } catch (error) {
        await discardCode(app.db, target.value, purpose);
        throw error;
      }
      return { channel: target.kind };
    },
  );

  app.post(
    '/auth/verify',
    {
      config: { public: true },
      preHandler: perIpRateLimit(app, limits.otpVerifiesPerIp, 'verify-ip'),
      schema: {
        tags: ['auth'],
        summary: 'Verifies a one-time code and starts a session (signup also creates the account)',
        body: verifyCodeRequestSchema,
        response: { 200: sessionSchema, ...errorsFor(404, 409, 429) },
      },
    },
    async (request) => {
      const body = request.body;
      const target = targetOf(body.identifier);
      const now = app.config.now();
      if (
        body.purpose === 'signup' &&
        !isValidBetaGrant(app.tokenKeys, app.config.betaAccessCode, body.betaGrant, now)
      ) {
        throw new AppError(403, ERROR_CODES.betaGrantRequired, BETA_GRANT_REQUIRED_MESSAGE);
      }
      const checked = await checkCode(
        app.db,
        app.tokenKeys,
        target.value,
        body.purpose,
        body.code,
        now,
        budgetFor(target, request.log),
      );
      return app.db.transaction(async (tx) => {
        await consumeCode(tx, checked);
        if (body.purpose === 'login') {
          const account = await findAccountByIdentifier(tx, target);
          if (!account)
            throw new AppError(404, ERROR_CODES.accountNotFound, ACCOUNT_NOT_FOUND_MESSAGE);
          // The admin flag follows ADMIN_IDENTIFIERS both ways (docs/product/permissions.md).
          await syncAdminFlags(tx, adminIdentifierSet(app.config.adminIdentifiers), account.id);
          return createSession(tx, app.tokenKeys, account.id, now);
        }
        const admin = isAdminIdentifier(app.config.adminIdentifiers, target.value);
        const account = await createAccount(tx, target);
        if (!account) throw new AppError(409, ERROR_CODES.accountExists, ACCOUNT_EXISTS_MESSAGE);
        await createProfile(tx, {
          id: account.id,
          firstName: body.profile.firstName,
          lastName: body.profile.lastName,
          email: target.kind === 'email' ? target.value : null,
          phone: target.kind === 'phone' ? target.value : null,
          role: body.profile.role,
          isAdmin: admin,
        });
        return createSession(tx, app.tokenKeys, account.id, now);
      });
    },
  );

  app.post(
    '/auth/unlock',
    {
      config: { public: true },
      preHandler: perIpRateLimit(app, limits.unlockLinksPerIp, 'unlock-ip'),
      schema: {
        tags: ['auth'],
        summary:
          'Lifts the sign-in lock named by the signed link sent to a locked address (after too many wrong codes)',
        body: unlockSignInRequestSchema,
        response: { 200: unlockSignInResponseSchema, ...errorsFor(429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const lifted = await liftLock(
        app.db,
        app.config.authSecret,
        request.body.token,
        app.config.now(),
      );
      if (!lifted) throw badRequest(ERROR_CODES.invalidUnlockLink, INVALID_UNLOCK_LINK_MESSAGE);
      return { unlocked: true as const };
    },
  );

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

  app.post(
    '/auth/logout',
    authRoute({
      summary: 'Signs out this session (local), all sessions (global) or all others',
      body: signOutRequestSchema.optional(),
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await signOut(app.db, authOf(request), request.body?.scope ?? 'local', app.config.now());
      return reply.status(204).send(null);
    },
  );

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
