import { parseIdentifier } from '@gamespeed/domain';
import {
  ACCOUNT_EXISTS_MESSAGE,
  ACCOUNT_NOT_FOUND_MESSAGE,
  BETA_GRANT_REQUIRED_MESSAGE,
  INVALID_UNLOCK_LINK_MESSAGE,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  sessionSchema,
  unlockSignInRequestSchema,
  unlockSignInResponseSchema,
  verifyCodeRequestSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdentifierSet, isAdminIdentifier } from '../../auth/admin';
import { isValidBetaGrant } from '../../auth/beta-grant';
import { deliverCode, deliverNotice } from '../../auth/code-delivery';
import { checkCode, consumeCode, discardCode, issueCode } from '../../auth/codes';
import { createSession } from '../../auth/sessions';
import {
  activeLock,
  type GuessBudget,
  liftLock,
  signInLockedError,
  unlockToken,
} from '../../auth/sign-in-lock';
import { AppError, badRequest } from '../../lib/errors';
import { errorsFor } from '../../lib/schemas';
import { perIpRateLimit } from '../../plugins/limiter';
import { createAccount, findAccountByIdentifier } from '../../repositories/accounts';
import { createProfile, syncAdminFlags } from '../../repositories/profiles';

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

/**
 * The limiter keys of code sends to one address (docs/product/accounts.md, "Wrong codes and the
 * unlock link"): the interval and the hourly count are per requester — the address together
 * with the IP address asking — so a stranger spends only their own share; the ceiling counts
 * everyone together and is higher.
 */
const sendKeys = (address: string, ip: string) => ({
  interval: `otp-id-interval:${address}:${ip}`,
  hour: `otp-id-hour:${address}:${ip}`,
  ceiling: `otp-id-hour-all:${address}`,
});

/**
 * Signing in by one-time code (docs/product/accounts.md): send a code, verify it (signup also
 * creates the account), and lift the lock that too many wrong codes put on an address.
 */
export const signInCodeRoutes: FastifyPluginAsyncZod = async (app) => {
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
      await deliverNotice({ ...app.integrations, db: app.db, now: app.config.now() }, target, {
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
        const keys = sendKeys(identifierKey(request), request.ip);
        await app.limiter.consume([
          { key: `otp-ip:${request.ip}`, ...limits.otpSendsPerIp },
          { key: keys.interval, ...limits.otpIntervalPerIdentifier },
          { key: keys.hour, ...limits.otpSendsPerIdentifier },
          { key: keys.ceiling, ...limits.otpSendsPerIdentifierCeiling },
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
      const code = await issueCode(app.db, app.tokenKeys, target.value, purpose, now);
      try {
        await deliverCode(
          { ...app.integrations, db: app.db, now },
          target,
          code,
          request.log,
          target.kind === 'phone' ? (account?.email ?? null) : null,
        );
      } catch (error) {
        await discardCode(app.db, target.value, purpose);
        throw error;
      }
      return {
        channel: target.kind,
        resendAfterSeconds: Math.ceil(limits.otpIntervalPerIdentifier.windowMs / 1000),
      };
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
      const address = await liftLock(
        app.db,
        app.config.authSecret,
        request.body.token,
        app.config.now(),
      );
      if (!address) throw badRequest(ERROR_CODES.invalidUnlockLink, INVALID_UNLOCK_LINK_MESSAGE);
      // The link says "ask for a new code": the address's own send counts start over too, the
      // ones everyone shares and the owner's (this IP address's).
      const keys = sendKeys(address, request.ip);
      await app.limiter.reset([keys.interval, keys.hour, keys.ceiling]);
      return { unlocked: true as const };
    },
  );
};
