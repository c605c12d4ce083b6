import { DEFAULT_APP_HOST, isCoachRole, isSubscriptionActive } from '@gamespeed/domain';
import {
  BILLING_NOT_AVAILABLE_MESSAGE,
  type BillingPlatform,
  billingPlansSchema,
  billingPricesSchema,
  CHECKOUT_RESULT_PARAM,
  type CheckoutResult,
  checkoutRequestSchema,
  checkoutResponseSchema,
  MUST_BE_LOGGED_IN_TO_SUBSCRIBE_MESSAGE,
  NO_CUSTOMER_ID_MESSAGE,
  portalRequestSchema,
  portalResponseSchema,
  webhookAckSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyBillingEvent } from '../../billing/apply-event';
import { createPriceCatalogue } from '../../billing/price-catalogue';
import {
  type BillingChange,
  interpretEvent,
  interpretSubscription,
  subscriptionToRead,
} from '../../billing/stripe-events';
import type { AppConfig } from '../../config';
import {
  type Billing,
  BillingError,
  type BillingEvent,
  WebhookPayloadError,
  WebhookSignatureError,
} from '../../integrations/stripe';
import { AppError, badRequest, conflict, serviceUnavailable } from '../../lib/errors';
import { bearerSecurity, errorsFor, signedInRoutes } from '../../lib/schemas';
import { profileOf, requireProfile } from '../../plugins/auth';
import {
  findProfile,
  forgetStripeCustomer,
  liveOrPendingSubscription,
  type ProfileRow,
  storeCheckoutSession,
  storeStripeCustomer,
} from '../../repositories/profiles';

/** Stripe events can be larger than the API's 64 KB JSON limit (invoices with many lines). */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const billingNotConfigured = () =>
  serviceUnavailable(
    ERROR_CODES.billingNotConfigured,
    'Subscriptions are not available: billing is not configured on this server.',
  );

const billingUnavailable = () =>
  new AppError(
    502,
    ERROR_CODES.billingUnavailable,
    'The payment service could not be reached. Please try again.',
  );

/** The settings route of the user's area: coach (or both) → coach settings, else athlete. */
export function settingsPath(role: string): string {
  return isCoachRole(role) ? '/coach/settings' : '/athlete/settings';
}

/**
 * A link back into the app (docs/product/constants.md return links): the web app's `APP_URL` route, or on native
 * the custom scheme `APP_SCHEME://app/<route>` the wrapper turns back into the route.
 */
export function appLink(
  config: Pick<AppConfig, 'appUrl' | 'appScheme'>,
  platform: BillingPlatform,
  route: string,
): string {
  return platform === 'native'
    ? `${config.appScheme}://${DEFAULT_APP_HOST}${route}`
    : `${config.appUrl}${route}`;
}

const checkoutReturn = (role: string, result: CheckoutResult) =>
  `${settingsPath(role)}?${CHECKOUT_RESULT_PARAM}=${result}`;

/** The anonymous answer of the subscribe call (docs/product/messages.md). */
async function requireSignedInToSubscribe(request: FastifyRequest): Promise<void> {
  if (!request.auth) {
    throw new AppError(401, ERROR_CODES.notAuthenticated, MUST_BE_LOGGED_IN_TO_SUBSCRIBE_MESSAGE);
  }
}

/** Logs a failed Stripe call and answers 502 (docs/product/messages.md: failures are logged and rethrown). */
async function stripeCall<T>(log: FastifyBaseLogger, what: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BillingError) {
      log.error({ err: error, status: error.status, code: error.code }, `${what} failed`);
      throw billingUnavailable();
    }
    throw error;
  }
}

/**
 * Runs a Stripe call for the user's customer. When Stripe no longer has the stored customer (it
 * was deleted, or the ids are test-mode ones after switching to live keys), the stale id is
 * dropped, a new customer is created and the call is tried once more — instead of failing with
 * 502 forever.
 */
async function withLiveCustomer<T>(
  app: FastifyInstance,
  billing: Billing,
  profile: ProfileRow,
  log: FastifyBaseLogger,
  call: (customerId: string) => Promise<T>,
): Promise<T> {
  const customerId = await ensureCustomer(app, billing, profile, log);
  try {
    return await call(customerId);
  } catch (error) {
    if (!(error instanceof BillingError && isMissingCustomer(error))) {
      return stripeCall(log, 'stripe call', () => Promise.reject(error));
    }
    log.warn({ customerId }, 'Stripe has no such customer any more: creating a new one');
    await forgetStripeCustomer(app.db, profile.id, customerId);
    const fresh = await ensureCustomer(app, billing, { ...profile, stripeCustomerId: null }, log);
    return stripeCall(log, 'stripe call with a new customer', () => call(fresh));
  }
}

/** Stripe's "No such customer" (resource_missing about the customer parameter). */
const isMissingCustomer = (error: BillingError) =>
  error.code === 'resource_missing' && /customer/i.test(error.message);

/**
 * The user's Stripe customer id, creating the customer on first use. Race-safe: the id is
 * stored only where none is yet, and a request that loses the race uses the winner's id.
 */
async function ensureCustomer(
  app: FastifyInstance,
  billing: Billing,
  profile: ProfileRow,
  log: FastifyBaseLogger,
): Promise<string> {
  if (profile.stripeCustomerId) return profile.stripeCustomerId;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || null;
  const customer = await stripeCall(log, 'create customer', () =>
    billing.createCustomer({
      userId: profile.id,
      email: profile.email,
      phone: profile.phone,
      name,
    }),
  );
  const stored = await storeStripeCustomer(app.db, profile.id, customer.id);
  if (stored) return stored;
  const current = await findProfile(app.db, profile.id);
  if (!current?.stripeCustomerId) throw new Error('stripe customer id vanished while storing it');
  return current.stripeCustomerId;
}

/**
 * Subscriptions: Checkout and Billing Portal sessions for the signed-in user only
 * (the user id always comes from the session, never from the request), and Stripe's signed
 * webhooks, the only way subscription state changes.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const billingRoute = signedInRoutes('billing');

  const configured = () => {
    const billing = app.integrations.billing;
    const stripe = app.config.stripe;
    if (!billing || !stripe) throw billingNotConfigured();
    return { billing, stripe };
  };

  const limitPerUser = (accountId: string) =>
    app.limiter.consume([
      { key: `billing:${accountId}`, ...app.config.limits.billingSessionsPerUser },
    ]);

  app.get(
    '/billing/plans',
    {
      config: { public: true },
      schema: {
        tags: ['billing'],
        summary: 'Whether billing is configured, and the plans (tiers) one can subscribe to',
        response: { 200: billingPlansSchema },
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
      if (!catalogue) return { enabled: false as const, message: BILLING_NOT_AVAILABLE_MESSAGE };
      const plans = await stripeCall(request.log, 'read prices', () =>
        catalogue.plans(request.log),
      );
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
      const { billing, stripe } = configured();
      const { tier, platform } = request.body;
      const priceId = Object.hasOwn(stripe.priceIds, tier) ? stripe.priceIds[tier] : undefined;
      if (!priceId) {
        const known = Object.keys(stripe.priceIds).join(', ');
        throw badRequest(
          ERROR_CODES.unknownTier,
          `Unknown plan '${tier}'. Choose one of: ${known}.`,
        );
      }
      if (
        isSubscriptionActive(profile, app.config.now()) ||
        (await liveOrPendingSubscription(app.db, profile.id)) !== null
      ) {
        throw conflict(
          ERROR_CODES.alreadySubscribed,
          'You already have an active subscription. Use Manage subscription to change it.',
        );
      }
      await limitPerUser(accountId);
      // One open checkout at a time: a second tab's session replaces the first one, which
      // Stripe then refuses to take payment for.
      if (profile.checkoutSessionId) {
        const previous = await stripeCall(request.log, 'close checkout session', () =>
          billing.closeCheckoutSession(profile.checkoutSessionId as string),
        );
        if (previous === 'complete') {
          throw conflict(
            ERROR_CODES.checkoutBeingConfirmed,
            'Your payment went through and is being confirmed. Reload Settings in a moment.',
          );
        }
      }
      const session = await withLiveCustomer(app, billing, profile, request.log, (customerId) =>
        billing.createCheckoutSession({
          customerId,
          priceId,
          userId: profile.id,
          successUrl: appLink(app.config, platform, checkoutReturn(profile.role, 'success')),
          cancelUrl: appLink(app.config, platform, checkoutReturn(profile.role, 'cancelled')),
        }),
      );
      await storeCheckoutSession(app.db, profile.id, session.id);
      return { sessionUrl: session.url };
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
      const { billing } = configured();
      if (!profile.stripeCustomerId)
        throw badRequest(ERROR_CODES.noCustomer, NO_CUSTOMER_ID_MESSAGE);
      await limitPerUser(accountId);
      const session = await withLiveCustomer(app, billing, profile, request.log, (customerId) =>
        billing.createPortalSession({
          customerId,
          returnUrl: appLink(app.config, request.body.platform, settingsPath(profile.role)),
        }),
      );
      return { portalUrl: session.url };
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
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
          throw badRequest(
            ERROR_CODES.invalidSignature,
            'The webhook needs a body and a Stripe-Signature.',
          );
        }
        let event: BillingEvent;
        try {
          event = billing.constructEvent(body, signature, app.config.now());
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            request.log.warn({ reason: error.message }, 'stripe webhook signature rejected');
            throw badRequest(
              ERROR_CODES.invalidSignature,
              'The webhook signature is invalid or too old.',
            );
          }
          if (error instanceof WebhookPayloadError) {
            throw badRequest(
              ERROR_CODES.invalidPayload,
              `The webhook body is not valid: ${error.message}`,
            );
          }
          throw error;
        }
        const change = await currentState(
          billing,
          interpretEvent(event, stripe.priceIds),
          stripe.priceIds,
        );
        const outcome = await applyBillingEvent(app.db, event, change, request.log);
        return { received: true as const, outcome };
      },
    );
  });
};

/**
 * Events arrive out of order and two of them can share one `created` second (a checkout's
 * subscription.created, still incomplete, and subscription.updated, active). So for subscription
 * and invoice events the subscription's state is read from Stripe now, as Stripe advises, and
 * that current state is what gets applied. A subscription Stripe no longer has ended. If Stripe
 * cannot be reached the webhook fails and Stripe delivers it again later.
 */
async function currentState(
  billing: Billing,
  change: BillingChange,
  priceIds: Record<string, string>,
): Promise<BillingChange> {
  const subscriptionId = subscriptionToRead(change);
  if (!subscriptionId) return change;
  const current = await billing.retrieveSubscription(subscriptionId);
  if (current === null) {
    return change.kind === 'subscription'
      ? { ...change, status: 'canceled', stripeStatus: 'canceled', current: true }
      : change;
  }
  const read = interpretSubscription(current, priceIds);
  return read.kind === 'subscription' ? { ...read, current: true } : change;
}
