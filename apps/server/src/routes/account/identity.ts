import { parseIdentifier } from '@gamespeed/domain';
import {
  accountCodeRequestSchema,
  accountCodeSentSchema,
  IDENTITY_UNDO_DAYS,
  INVALID_UNDO_LINK_MESSAGE,
  identityChangedSchema,
  identityChangeRequestSchema,
  identityUndoneSchema,
  identityUndoRequestSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliverNotice, maskEmail } from '../../auth/code-delivery';
import { checkCode, consumeCode } from '../../auth/codes';
import { revokeSessions, signOut } from '../../auth/sessions';
import { signLinkToken, verifyLinkToken } from '../../auth/signed-links';
import { authAccounts, authSessions } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import { errorResponses, errorsFor, signedInRoutes } from '../../lib/schemas';
import { authOf } from '../../plugins/auth';
import { perIpRateLimit } from '../../plugins/limiter';
import {
  changeIdentity,
  clearIdentityChanges,
  currentAddressCodeTarget,
  identityCodeTarget,
  pendingIdentityChange,
} from '../../repositories/account-data';
import { findAccountByIdentifier, getSignedInAccount } from '../../repositories/accounts';
import { toProfileDto } from '../../repositories/profiles';
import { type Address, sendAccountCode, signInAddress } from './send-code';

const identifierTaken = () =>
  conflict(ERROR_CODES.identifierTaken, 'Another account already uses this email or phone number.');
const invalidCode = () => badRequest(ERROR_CODES.invalidCode, 'Invalid verification code');
const invalidUndoLink = () => badRequest(ERROR_CODES.invalidUndoLink, INVALID_UNDO_LINK_MESSAGE);

const UNDO_PURPOSE = 'identity-change-undo';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const mask = (address: Address) =>
  address.kind === 'email' ? maskEmail(address.value) : `•••${address.value.slice(-4)}`;

/**
 * Changing the sign-in e-mail or phone (docs/product/accounts.md, "Change e-mail or phone"): a
 * stolen session alone cannot do it. A code goes to the CURRENT sign-in address first, then one
 * to the new address; the change ends every other session, and the old address gets a notice
 * with a link that undoes the change for 7 days (restores the old address, ends every session).
 */
export const identityChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const accountRoute = signedInRoutes('account');
  const { limits } = app.config;
  const verifyLimit = perIpRateLimit(app, limits.otpVerifiesPerIp, 'verify-ip');

  app.post(
    '/account/identity/start',
    accountRoute({
      summary:
        'Starts changing your sign-in e-mail or phone: sends a code to your CURRENT sign-in address',
      body: identityChangeRequestSchema,
      response: { 200: accountCodeSentSchema, ...errorResponses, 502: errorResponses[503] },
    }),
    async (request) => {
      const auth = authOf(request);
      const account = await getSignedInAccount(app.db, auth.accountId);
      const kind: Address['kind'] = request.body.email !== undefined ? 'email' : 'phone';
      const parsed = parseIdentifier((request.body.email ?? request.body.phone)!);
      if (parsed.kind !== kind) throw badRequest(ERROR_CODES.invalidIdentifier, 'Invalid address');
      if (account[kind] === parsed.value)
        throw badRequest(
          ERROR_CODES.identifierUnchanged,
          kind === 'email' ? 'This is already your email.' : 'This is already your phone number.',
        );
      if (await findAccountByIdentifier(app.db, { kind, value: parsed.value }))
        throw identifierTaken();
      const current = signInAddress(account);
      await sendAccountCode(app, {
        accountId: account.id,
        purpose: 'change_identity',
        step: 'current',
        target: currentAddressCodeTarget(account.id, kind, parsed.value),
        to: current,
        replacing: () => clearIdentityChanges(app.db, account.id),
      });
      return { channel: current.kind };
    },
  );

  app.post(
    '/account/identity/verify-current',
    accountRoute(verifyLimit, {
      summary:
        'Confirms the code sent to your current sign-in address; then a code goes to the new address',
      body: accountCodeRequestSchema,
      response: { 200: accountCodeSentSchema, ...errorResponses, 502: errorResponses[503] },
    }),
    async (request) => {
      const auth = authOf(request);
      const pending = await pendingIdentityChange(app.db, auth.accountId);
      if (pending?.step !== 'current') throw invalidCode();
      const checked = await checkCode(
        app.db,
        app.tokenKeys,
        pending.target,
        'change_identity',
        request.body.code,
        app.config.now(),
      );
      await app.db.transaction((tx) => consumeCode(tx, checked));
      const to: Address = { kind: pending.kind, value: pending.value };
      if (await findAccountByIdentifier(app.db, to)) throw identifierTaken();
      await sendAccountCode(app, {
        accountId: auth.accountId,
        purpose: 'change_identity',
        step: 'new',
        target: identityCodeTarget(auth.accountId, to.kind, to.value),
        to,
      });
      return { channel: to.kind };
    },
  );

  app.post(
    '/account/identity/confirm',
    accountRoute(verifyLimit, {
      summary:
        'Confirms the code sent to the new address: it becomes your sign-in; other sessions end',
      body: accountCodeRequestSchema,
      response: { 200: identityChangedSchema, ...errorResponses },
    }),
    async (request) => {
      const auth = authOf(request);
      const now = app.config.now();
      const pending = await pendingIdentityChange(app.db, auth.accountId);
      if (pending?.step !== 'new') throw invalidCode();
      const before = await getSignedInAccount(app.db, auth.accountId);
      const checked = await checkCode(
        app.db,
        app.tokenKeys,
        pending.target,
        'change_identity',
        request.body.code,
        now,
      );
      let changed: Awaited<ReturnType<typeof changeIdentity>>;
      try {
        changed = await app.db.transaction(async (tx) => {
          await consumeCode(tx, checked);
          return changeIdentity(tx, auth.accountId, pending.kind, pending.value);
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw identifierTaken();
        throw error;
      }
      await signOut(app.db, auth, 'others', now);
      const old = before[pending.kind];
      const other = pending.kind === 'email' ? 'phone' : 'email';
      const noticeTo: Address | null = old
        ? { kind: pending.kind, value: old }
        : before[other]
          ? { kind: other, value: before[other] }
          : null;
      if (noticeTo) {
        const what = pending.kind === 'email' ? 'email address' : 'phone number';
        const token = await signLinkToken(
          app.config.authSecret,
          UNDO_PURPOSE,
          auth.accountId,
          IDENTITY_UNDO_DAYS * 24 * 3600,
          now,
          { k: pending.kind, o: old ?? '', n: pending.value },
        );
        const link = `${app.config.appUrl}/account/undo-change?token=${encodeURIComponent(token)}`;
        const help = app.config.supportEmail
          ? `For help, write to ${app.config.supportEmail}; replies to this message are not read.`
          : 'Replies to this message are not read.';
        try {
          await deliverNotice({ ...app.integrations, db: app.db, now }, noticeTo, {
            subject: `Your GameSpeed ${what} was changed`,
            text: `The ${what} you sign in to GameSpeed with was changed to ${mask({ kind: pending.kind, value: pending.value })}, and every other device was signed out.\n\nIf you did not do this, open this link within ${IDENTITY_UNDO_DAYS} days to undo the change and sign out every device: ${link}\n\n${help}`,
          });
        } catch (error) {
          request.log.warn({ err: error, channel: noticeTo.kind }, 'identity change notice failed');
        }
      }
      return {
        user: {
          id: changed.account.id,
          email: changed.account.email,
          phone: changed.account.phone,
        },
        profile: changed.profile ? toProfileDto(changed.profile) : null,
      };
    },
  );

  app.post(
    '/account/identity/undo',
    {
      config: { public: true },
      preHandler: perIpRateLimit(app, limits.unlockLinksPerIp, 'undo-ip'),
      schema: {
        tags: ['account'],
        summary:
          'Undoes a change of the sign-in e-mail or phone with the link sent to the old address (7 days); every session ends',
        body: identityUndoRequestSchema,
        response: { 200: identityUndoneSchema, ...errorsFor(409, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = app.config.now();
      const payload = await verifyLinkToken(
        app.config.authSecret,
        UNDO_PURPOSE,
        request.body.token,
        now,
      );
      const kind = payload?.k;
      if (!payload || (kind !== 'email' && kind !== 'phone') || !UUID.test(payload.sub))
        throw invalidUndoLink();
      if (typeof payload.o !== 'string' || typeof payload.n !== 'string') throw invalidUndoLink();
      const restore = payload.o === '' ? null : payload.o;
      try {
        await app.db.transaction(async (tx) => {
          const [account] = await tx
            .select()
            .from(authAccounts)
            .where(eq(authAccounts.id, payload.sub));
          // Used already, or changed again since: the link names one change only.
          if (!account || account[kind] !== payload.n) throw invalidUndoLink();
          const other = kind === 'email' ? account.phone : account.email;
          if (restore === null && !other) throw invalidUndoLink();
          await changeIdentity(tx, account.id, kind, restore);
          await revokeSessions(
            tx,
            and(eq(authSessions.accountId, account.id), isNull(authSessions.revokedAt)),
            now,
          );
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw identifierTaken();
        throw error;
      }
      await clearIdentityChanges(app.db, payload.sub);
      return { undone: true as const };
    },
  );
};
