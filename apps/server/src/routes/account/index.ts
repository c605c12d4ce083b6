import { createHmac } from 'node:crypto';
import {
  accountCodeRequestSchema,
  accountCodeSentSchema,
  accountExportQuerySchema,
  accountExportSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkCode, consumeCode } from '../../auth/codes';
import { BillingError } from '../../integrations/stripe';
import { AppError, serviceUnavailable } from '../../lib/errors';
import { OTHER_SUCCESS_MEDIA } from '../../lib/openapi';
import { errorResponses, signedInRoutes } from '../../lib/schemas';
import { authOf } from '../../plugins/auth';
import { perIpRateLimit } from '../../plugins/limiter';
import {
  accountCodeTarget,
  deleteAccount,
  exportAccount,
  liveSubscriptionIds,
  markSubscriptionCanceled,
} from '../../repositories/account-data';
import { getSignedInAccount } from '../../repositories/accounts';
import { findProfile } from '../../repositories/profiles';
import { accountCsv } from './csv';
import { identityChangeRoutes } from './identity';
import { sendAccountCode, signInAddress } from './send-code';

/**
 * The account a person owns (docs/product/accounts.md): download my data, delete my account,
 * change the sign-in e-mail or phone. Every route acts on the caller's own account only.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accountRoute = signedInRoutes('account');
  const { limits } = app.config;
  // Code checks here count against the same per-IP budget as those of sign-in.
  const verifyLimit = perIpRateLimit(app, limits.otpVerifiesPerIp, 'verify-ip');

  const identifierHash = (value: string) =>
    createHmac('sha256', app.tokenKeys.code).update(`deleted-account\u0000${value}`).digest('hex');

  app.get(
    '/account/export',
    accountRoute({
      summary: 'Downloads everything your account holds (JSON, or CSV with a section per table)',
      querystring: accountExportQuerySchema,
      response: { 200: accountExportSchema, ...errorResponses },
      [OTHER_SUCCESS_MEDIA]: {
        'text/csv':
          'With format=csv: one file with a section per table (docs/product/accounts.md, "Download my data").',
      },
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
      await sendAccountCode(app, {
        accountId: account.id,
        purpose: 'delete_account',
        target: accountCodeTarget(account.id),
        to,
      });
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

  await app.register(identityChangeRoutes);
};
