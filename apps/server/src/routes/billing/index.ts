import {
  BILLING_NOT_AVAILABLE_MESSAGE,
  billingPlansSchema,
  billingPricesSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  MUST_BE_LOGGED_IN_TO_SUBSCRIBE_MESSAGE,
  portalRequestSchema,
  portalResponseSchema,
  webhookAckSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPriceCatalogue } from '../../billing/price-catalogue';
import { openCheckout, openPortal, type SessionContext } from '../../billing/sessions';
import { stripeCall } from '../../billing/stripe-call';
import { handleEvent, verifiedEvent } from '../../billing/webhook';
import { AppError, badRequest, serviceUnavailable } from '../../lib/errors';
import { bearerSecurity, errorsFor, signedInRoutes } from '../../lib/schemas';
import { profileOf, requireProfile } from '../../plugins/auth';
import { perIpRateLimit } from '../../plugins/limiter';

/** Stripe events can be larger than the API's 64 KB JSON limit (invoices with many lines). */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const billingNotConfigured = () =>
  serviceUnavailable(
    ERROR_CODES.billingNotConfigured,
    'Subscriptions are not available: billing is not configured on this server.',
  );

const PLAN_NOT_OFFERED_MESSAGE = 'This plan is not available at the moment. Choose another plan.';

/** The anonymous answer of the subscribe call (docs/product/messages.md). */
async function requireSignedInToSubscribe(request: FastifyRequest): Promise<void> {
  if (!request.auth) {
    throw new AppError(401, ERROR_CODES.notAuthenticated, MUST_BE_LOGGED_IN_TO_SUBSCRIBE_MESSAGE);
  }
}

/**
 * Subscriptions: Checkout and Billing Portal sessions for the signed-in user only
 * (the user id always comes from the session, never from the request), and Stripe's signed
 * webhooks, the only way subscription state changes. What is asked of Stripe lives in `billing/`.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const billingRoute = signedInRoutes('billing');

  const configured = () => {
    const billing = app.integrations.billing;
    const stripe = app.config.stripe;
    if (!billing || !stripe) throw billingNotConfigured();
    return { billing, stripe };
  };

  /** Stripe, the database and the user's session budget, for one request of `accountId`. */
  const sessionContext = (request: FastifyRequest, accountId: string): SessionContext => ({
    db: app.db,
    billing: configured().billing,
    log: request.log,
    config: app.config,
    consumeBudget: () =>
      app.limiter.consume([
        { key: `billing:${accountId}`, ...app.config.limits.billingSessionsPerUser },
      ]),
  });

  app.get(
    '/billing/plans',
    {
      config: { public: true },
      preHandler: perIpRateLimit(app, app.config.limits.publicReadsPerIp, 'public-read-ip'),
      schema: {
        tags: ['billing'],
        summary: 'Whether billing is configured, and the plans (tiers) one can subscribe to',
        response: { 200: billingPlansSchema, ...errorsFor(429) },
      },
    },
    async () => ({
      enabled: app.integrations.billing !== null && app.config.stripe !== null,
      tiers: Object.keys(app.config.stripe?.priceIds ?? {}),
    }),
  );

  const catalogue =
    app.integrations.billing && app.config.stripe
      ? createPriceCatalogue({
          billing: app.integrations.billing,
          priceIds: app.config.stripe.priceIds,
          now: () => app.config.now(),
        })
      : null;

  app.get(
    '/billing/prices',
    billingRoute({
      summary:
        'The plans with their prices read from Stripe (cached for 10 minutes); { enabled: false } when billing is off',
      response: { 200: billingPricesSchema, ...errorsFor(502) },
    }),
    async (request) => {
      const plans = catalogue
        ? await stripeCall(request.log, 'read prices', () => catalogue.plans(request.log))
        : [];
      // No plan offered (billing off, or every configured price unusable): nothing to sell.
      if (plans.length === 0) {
        return { enabled: false as const, message: BILLING_NOT_AVAILABLE_MESSAGE };
      }
      return { enabled: true as const, plans };
    },
  );

  app.post(
    '/billing/checkout',
    {
      // Public so an anonymous call gets the product's own message; the check runs before validation.
      config: { public: true },
      preValidation: requireSignedInToSubscribe,
      preHandler: requireProfile,
      schema: {
        tags: ['billing'],
        summary: 'Starts a subscription: a Stripe Checkout Session for a plan (tier)',
        security: bearerSecurity,
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...errorsFor(403, 409, 429, 502) },
      },
    },
    async (request) => {
      const { profile, accountId } = profileOf(request);
      const { stripe } = configured();
      const { tier, platform, returnTo } = request.body;
      const priceId = Object.hasOwn(stripe.priceIds, tier) ? stripe.priceIds[tier] : undefined;
      if (!priceId) {
        const known = Object.keys(stripe.priceIds).join(', ');
        throw badRequest(
          ERROR_CODES.unknownTier,
          `Unknown plan '${tier}'. Choose one of: ${known}.`,
        );
      }
      // A plan whose price Stripe would refuse is not sold (when Stripe can be read now).
      if (catalogue && (await catalogue.offers(tier, request.log)) === false) {
        throw badRequest(ERROR_CODES.planNotOffered, PLAN_NOT_OFFERED_MESSAGE);
      }
      return openCheckout(sessionContext(request, accountId), {
        profile,
        priceId,
        platform,
        ...(returnTo === undefined ? {} : { returnTo }),
      });
    },
  );

  app.post(
    '/billing/portal',
    billingRoute(requireProfile, {
      summary: 'Opens the Stripe Billing Portal to manage your subscription',
      body: portalRequestSchema,
      response: { 200: portalResponseSchema, ...errorsFor(403, 429, 502) },
    }),
    async (request) => {
      const { profile, accountId } = profileOf(request);
      return openPortal(sessionContext(request, accountId), {
        profile,
        platform: request.body.platform,
      });
    },
  );

  // The webhook reads its body raw (the signature covers the exact bytes), so it lives in its
  // own encapsulated scope whose content-type parser keeps the Buffer.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.post(
      '/billing/webhook',
      {
        config: { public: true },
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['billing'],
          summary: "Stripe's signed webhook (raw JSON body, verified by Stripe-Signature)",
          headers: z.object({ 'stripe-signature': z.string().optional() }),
          response: { 200: webhookAckSchema },
        },
      },
      async (request) => {
        const { billing, stripe } = configured();
        const event = verifiedEvent(billing, {
          signature: request.headers['stripe-signature'],
          body: request.body,
          receivedAt: app.config.now(),
          log: request.log,
        });
        const outcome = await handleEvent(
          { db: app.db, billing, priceIds: stripe.priceIds, log: request.log },
          event,
        );
        return { received: true as const, outcome };
      },
    );
  });
};
