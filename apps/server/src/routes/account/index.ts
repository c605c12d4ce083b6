import { createHmac } from 'node:crypto';
import { type OtpPurpose, parseIdentifier } from '@gamespeed/domain';
import {
  accountCodeRequestSchema,
  accountCodeSentSchema,
  accountExportQuerySchema,
  accountExportSchema,
  identityChangedSchema,
  identityChangeRequestSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliverCode, deliverNotice } from '../../auth/code-delivery';
import { checkCode, consumeCode, discardCode, issueCode } from '../../auth/codes';
import { BillingError } from '../../integrations/stripe';
import { AppError, badRequest, conflict, serviceUnavailable } from '../../lib/errors';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import { errorResponses, signedInRoutes } from '../../lib/schemas';
import { authOf } from '../../plugins/auth';
import { perIpRateLimit } from '../../plugins/limiter';
import {
  accountCodeTarget,
  changeIdentity,
  clearIdentityChanges,
  deleteAccount,
  exportAccount,
  identityCodeTarget,
  liveSubscriptionIds,
  markSubscriptionCanceled,
  pendingIdentityChange,
} from '../../repositories/account-data';
import {
  type AccountRow,
  findAccountByIdentifier,
  getSignedInAccount,
} from '../../repositories/accounts';
import { findProfile, toProfileDto } from '../../repositories/profiles';
import { accountCsv } from './csv';

type Address = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** Where account codes and notices go: the sign-in e-mail, else the sign-in phone. */
function signInAddress(account: AccountRow): Address {
  return account.email
    ? { kind: 'email', value: account.email }
    : { kind: 'phone', value: account.phone! };
}

const identifierTaken = () =>
  conflict(ERROR_CODES.identifierTaken, 'Another account already uses this email or phone number.');

/**
 * The account a person owns (docs/product/accounts.md): download my data, delete my account,
 * change the sign-in e-mail or phone. Every route acts on the caller's own account only.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accountRoute = signedInRoutes('account');
  const { limits } = app.config;
  // Code checks here count against the same per-IP budget as those of sign-in.
  const verifyLimit = perIpRateLimit(app, limits.otpVerifiesPerIp, 'verify-ip');

  /**
   * Issues a code for (target, purpose) and delivers it to `to`; a failed delivery leaves none.
   * The rate limit is checked before anything is written (`replacing` runs after it).
   */
  async function sendCode(
    accountId: string,
    purpose: OtpPurpose,
    target: string,
    to: Address,
    replacing?: () => Promise<void>,
  ) {
    await app.limiter.consume([
      { key: `account-code-interval:${accountId}:${purpose}`, ...limits.otpIntervalPerIdentifier },
      { key: `account-code-hour:${accountId}:${purpose}`, ...limits.otpSendsPerIdentifier },
    ]);
    await replacing?.();
    const code = await issueCode(app.db, app.tokenKeys, target, purpose, app.config.now());
    try {
      await deliverCode(app.integrations, to, code, app.log);
    } catch (error) {
      await discardCode(app.db, target, purpose);
      app.log.warn({ err: error, channel: to.kind }, 'account code delivery failed');
      throw error;
    }
  }

  const identifierHash = (value: string) =>
    createHmac('sha256', app.tokenKeys.code).update(`deleted-account\u0000${value}`).digest('hex');

  app.get(
    '/account/export',
    accountRoute({
      summary: 'Downloads everything your account holds (JSON, or CSV with a section per table)',
      querystring: accountExportQuerySchema,
      response: { 200: accountExportSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const auth = authOf(request);
      const now = app.config.now();
      const data = await exportAccount(app.db, auth.accountId, now);
      const day = now.toISOString().slice(0, 10);
      const format = request.query.format;
      reply
        .header('content-disposition', `attachment; filename="gamespeed-data-${day}.${format}"`)
        .header('cache-control', 'no-store');
      // A string body is sent as it is (Fastify serializes only objects): the file is readable
      // as downloaded, and its shape is the 200 schema above.
      const body = format === 'csv' ? accountCsv(data) : JSON.stringify(data, null, 2);
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .send(body as never);
    },
  );

  app.post(
    '/account/deletion/start',
    accountRoute({
      summary: 'Sends a one-time code to your sign-in address to confirm deleting your account',
      response: { 200: accountCodeSentSchema, ...errorResponses, 502: errorResponses[503] },
    }),
    async (request) => {
      const auth = authOf(request);
      const account = await getSignedInAccount(app.db, auth.accountId);
      const to = signInAddress(account);
      await sendCode(account.id, 'delete_account', accountCodeTarget(account.id), to);
      return { channel: to.kind };
    },
  );

  app.post(
    '/account/deletion/confirm',
    accountRoute(verifyLimit, {
      summary:
        'Deletes your account for good: cancels a live subscription, removes your data, signs out every device',
      body: accountCodeRequestSchema,
      response: { 204: z.null(), ...errorResponses, 502: errorResponses[503] },
    }),
    async (request, reply) => {
      const auth = authOf(request);
      const target = accountCodeTarget(auth.accountId);
      const now = app.config.now();
      const checked = await checkCode(
        app.db,
        app.tokenKeys,
        target,
        'delete_account',
        request.body.code,
        now,
      );
      await app.db.transaction(async (tx) => {
        await consumeCode(tx, checked);
        const account = await getSignedInAccount(tx, auth.accountId);
        const profile = await findProfile(tx, auth.accountId);
        const live = await liveSubscriptionIds(tx, auth.accountId);
        if (live.length > 0) {
          const billing = app.integrations.billing;
          if (!billing)
            throw serviceUnavailable(
              ERROR_CODES.billingNotConfigured,
              'Your subscription cannot be canceled right now, so your account was not deleted. Please try again later.',
            );
          for (const id of live) {
            try {
              await billing.cancelSubscription(id);
            } catch (error) {
              if (!(error instanceof BillingError)) throw error;
              request.log.error({ err: error }, 'subscription cancel failed');
              throw new AppError(
                502,
                ERROR_CODES.billingUnavailable,
                'The payment service could not be reached, so your account was not deleted. Please try again.',
              );
            }
            await markSubscriptionCanceled(tx, id, now);
          }
        }
        await deleteAccount(tx, { account, profile, hash: identifierHash, now });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/account/identity/start',
    accountRoute({
      summary: 'Sends a one-time code to a new e-mail or phone before it becomes your sign-in',
      body: identityChangeRequestSchema,
      response: { 200: accountCodeSentSchema, ...errorResponses, 502: errorResponses[503] },
    }),
    async (request) => {
      const auth = authOf(request);
      const account = await getSignedInAccount(app.db, auth.accountId);
      const kind: Address['kind'] = request.body.email !== undefined ? 'email' : 'phone';
      const raw = (request.body.email ?? request.body.phone)!;
      const parsed = parseIdentifier(raw);
      if (parsed.kind !== kind) throw badRequest(ERROR_CODES.invalidIdentifier, 'Invalid address');
      const to: Address = { kind, value: parsed.value };
      if (account[kind] === to.value)
        throw badRequest(
          ERROR_CODES.identifierUnchanged,
          kind === 'email' ? 'This is already your email.' : 'This is already your phone number.',
        );
      const holder = await findAccountByIdentifier(app.db, to);
      if (holder) throw identifierTaken();
      await sendCode(
        account.id,
        'change_identity',
        identityCodeTarget(account.id, kind, to.value),
        to,
        () => clearIdentityChanges(app.db, account.id),
      );
      return { channel: kind };
    },
  );

  app.post(
    '/account/identity/confirm',
    accountRoute(verifyLimit, {
      summary:
        'Confirms the code sent to the new address: it becomes your sign-in and profile value',
      body: accountCodeRequestSchema,
      response: { 200: identityChangedSchema, ...errorResponses },
    }),
    async (request) => {
      const auth = authOf(request);
      const now = app.config.now();
      const pending = await pendingIdentityChange(app.db, auth.accountId);
      if (!pending) throw badRequest(ERROR_CODES.invalidCode, 'Invalid verification code');
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
      const old = before[pending.kind];
      const noticeTo: Address | null = old
        ? { kind: pending.kind, value: old }
        : pending.kind === 'email' && before.phone
          ? { kind: 'phone', value: before.phone }
          : pending.kind === 'phone' && before.email
            ? { kind: 'email', value: before.email }
            : null;
      if (noticeTo) {
        const what = pending.kind === 'email' ? 'email address' : 'phone number';
        try {
          await deliverNotice(app.integrations, noticeTo, {
            subject: `Your GameSpeed ${what} was changed`,
            text: `The ${what} you sign in to GameSpeed with was changed. If you did not do this, reply to this message or contact support at once.`,
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
};
