import { readFileSync } from 'node:fs';
import { isSubscriptionActive } from '@gamespeed/domain';
import {
  MUST_BE_LOGGED_IN_TO_SUBSCRIBE_MESSAGE,
  NO_CUSTOMER_ID_MESSAGE,
  type Profile,
  type Session,
} from '@gamespeed/domain/contracts';
import {
  checkoutPrice,
  invoiceObject,
  type StripeServer,
  signWebhook,
  startStripeServer,
  stripeEvent,
  subscriptionObject,
} from '@gamespeed/test-doubles/stripe-server';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { PRICE_CACHE_MS, PRICE_FAILURE_CACHE_MS } from '../src/billing/price-catalogue';
import {
  HANDLED_EVENT_TYPES,
  interpretEvent,
  mapSubscriptionStatus,
} from '../src/billing/stripe-events';
import type { AppConfig } from '../src/config';
import { users } from '../src/db/schema';
import { STRIPE_API_VERSION } from '../src/integrations/stripe';
import { buildTestApp } from './support/app';
import { bearer, call, type Delivery, signUp, startDelivery } from './support/auth';
import { storedCustomer, stripeSettings } from './support/billing';
import { getTestDatabase } from './support/database';

const APP_URL = 'https://app.gamespeed.test';
const PRICE_IDS = { pro: 'price_pro_monthly', elite: 'price_elite_monthly' };
const DAY = 86_400;

let delivery: Delivery;
let stripe: StripeServer;
beforeAll(async () => {
  delivery = await startDelivery();
  stripe = await startStripeServer({
    prices: [
      { id: PRICE_IDS.pro, productName: 'GameSpeed Pro', unitAmount: 999 },
      { id: PRICE_IDS.elite, productName: 'GameSpeed Elite', unitAmount: 9900, interval: 'year' },
    ],
  });
});
afterAll(async () => {
  await delivery.close();
  await stripe.close();
});
afterEach(() => stripe.setFailure(null));

/** The app with billing configured against the local Stripe-shaped server (real SDK). */
const billingApp = (overrides: Partial<AppConfig> = {}) =>
  buildTestApp(
    {
      appUrl: APP_URL,
      appScheme: 'gamespeed',
      stripe: stripeSettings(stripe, PRICE_IDS, 'pk_test_123'),
      ...overrides,
    },
    delivery.integrations,
  );

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function profileOf(app: App, session: Session): Promise<Profile> {
  const res = await call(app, session, 'GET', '/api/profile');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Profile;
}

async function setCustomer(userId: string, customerId: string | null): Promise<void> {
  const { db } = await getTestDatabase();
  await db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
}

async function recordedEvents(): Promise<number> {
  const { db } = await getTestDatabase();
  const result = await db.execute<{ n: number }>(
    sql.raw('SELECT count(*)::int AS n FROM stripe_events'),
  );
  return result.rows[0]!.n;
}

/** POSTs a webhook the way Stripe does (raw JSON body + Stripe-Signature). */
function postWebhook(app: App, payload: string, signature: string | null) {
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

/**
 * Signs with the configured secret and delivers; returns the response. The server reads a
 * subscription's current state from Stripe, so by default Stripe (the double) first takes the
 * state the event describes, as it would have when it sent the event. `stripeState: 'unchanged'`
 * delivers an event late: Stripe has moved on since.
 */
function sendEvent(
  app: App,
  event: unknown,
  options: { timestamp?: number; stripeState?: 'unchanged' } = {},
) {
  const { type, data } = event as { type: string; data: { object: { object?: string } } };
  if (data.object.object === 'subscription' && options.stripeState !== 'unchanged') {
    const state = data.object as StripeServer['subscriptions'][number];
    setStripeSubscription(
      type === 'customer.subscription.deleted' ? { ...state, status: 'canceled' } : state,
    );
  }
  const { payload, signature } = signWebhook(event, stripe.webhookSecret, options);
  return postWebhook(app, payload, signature);
}

/** What Stripe holds for this subscription from now on. */
function setStripeSubscription(subscription: StripeServer['subscriptions'][number]) {
  const index = stripe.subscriptions.findIndex((s) => s.id === subscription.id);
  if (index >= 0) stripe.subscriptions[index] = subscription;
  else stripe.subscriptions.push(subscription);
}

const checkout = (app: App, session: Session | null, body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: session ? bearer(session) : {},
    payload: body,
  });

const portal = (app: App, session: Session, body: object) =>
  call(app, session, 'POST', '/api/billing/portal', body);

/** The checkout-session params the server sent most recently for this user. */
function lastCheckoutParams(userId: string) {
  const session = stripe.checkoutSessions.filter((s) => s.client_reference_id === userId).at(-1);
  expect(session, 'a checkout session for the user').toBeDefined();
  return session!.params;
}

describe('POST /api/billing/checkout', () => {
  it('anonymous: 401 with the documented message, before any validation or Stripe call', async () => {
    const app = await billingApp();
    const before = stripe.requests.length;
    for (const body of [{ tier: 'pro', platform: 'web' }, { nonsense: true }]) {
      const res = await checkout(app, null, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'not_authenticated', message: MUST_BE_LOGGED_IN_TO_SUBSCRIBE_MESSAGE },
      });
    }
    const badToken = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { authorization: 'Bearer not-a-token' },
      payload: { tier: 'pro', platform: 'web' },
    });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json().error.message).toBe(MUST_BE_LOGGED_IN_TO_SUBSCRIBE_MESSAGE);
    expect(stripe.requests.length).toBe(before);
  });

  it('web: creates the customer, stores it, and a subscription Checkout Session of the right shape', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery, { firstName: 'Ada', lastName: 'Lovelace' });
    const customersBefore = stripe.customers.length;

    const res = await checkout(app, athlete, { tier: 'pro', platform: 'web' });
    expect(res.statusCode, res.body).toBe(200);

    expect(stripe.customers.length).toBe(customersBefore + 1);
    const customer = stripe.customers.at(-1)!;
    expect(customer).toMatchObject({
      email: athlete.user.email,
      name: 'Ada Lovelace',
      metadata: { user_id: athlete.user.id },
    });
    expect(await storedCustomer(athlete.user.id)).toBe(customer.id);

    const created = stripe.checkoutSessions.at(-1)!;
    expect(res.json()).toEqual({ sessionUrl: created.url });
    expect(created.params).toMatchObject({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: athlete.user.id,
      line_items: [{ price: PRICE_IDS.pro, quantity: '1' }],
      success_url: `${APP_URL}/athlete/settings?checkout=success`,
      cancel_url: `${APP_URL}/athlete/settings?checkout=cancelled`,
      subscription_data: { metadata: { user_id: athlete.user.id } },
    });
    expect((await profileOf(app, athlete)).hasBillingAccount).toBe(true);
  });

  it('native: return links use the app scheme; a coach returns to coach settings', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    const coach = await signUp(app, delivery, { role: 'coach' });

    expect((await checkout(app, athlete, { tier: 'elite', platform: 'native' })).statusCode).toBe(
      200,
    );
    expect(lastCheckoutParams(athlete.user.id)).toMatchObject({
      success_url: 'gamespeed://app/athlete/settings?checkout=success',
      cancel_url: 'gamespeed://app/athlete/settings?checkout=cancelled',
    });
    expect(checkoutPrice(lastCheckoutParams(athlete.user.id))).toBe(PRICE_IDS.elite);

    expect((await checkout(app, coach, { tier: 'pro', platform: 'native' })).statusCode).toBe(200);
    expect(lastCheckoutParams(coach.user.id)).toMatchObject({
      success_url: 'gamespeed://app/coach/settings?checkout=success',
      cancel_url: 'gamespeed://app/coach/settings?checkout=cancelled',
    });
    expect((await checkout(app, coach, { tier: 'pro', platform: 'web' })).statusCode).toBe(200);
    expect(lastCheckoutParams(coach.user.id)).toMatchObject({
      success_url: `${APP_URL}/coach/settings?checkout=success`,
    });
  });

  it('reuses the stored customer, and two checkouts at once end up with one customer', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    const before = stripe.customers.length;

    const [a, b] = await Promise.all([
      checkout(app, athlete, { tier: 'pro', platform: 'web' }),
      checkout(app, athlete, { tier: 'pro', platform: 'web' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const stored = await storedCustomer(athlete.user.id);
    expect(stored).toMatch(/^cus_/);
    const sessions = stripe.checkoutSessions.filter(
      (s) => s.client_reference_id === athlete.user.id,
    );
    expect(sessions.map((s) => s.customer)).toEqual([stored, stored]);

    const third = await checkout(app, athlete, { tier: 'elite', platform: 'web' });
    expect(third.statusCode).toBe(200);
    expect(lastCheckoutParams(athlete.user.id).customer).toBe(stored);
    expect(stripe.customers.length).toBe(before + 1);
  });

  it('unknown tier: 400, nothing sent to Stripe', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    const before = stripe.requests.length;
    for (const tier of ['platinum', 'constructor', '']) {
      const res = await checkout(app, athlete, { tier, platform: 'web' });
      expect(res.statusCode, tier).toBe(400);
    }
    const unknown = await checkout(app, athlete, { tier: 'platinum', platform: 'web' });
    expect(unknown.json().error).toMatchObject({ code: 'unknown_tier' });
    expect(unknown.json().error.message).toContain('pro, elite');
    const badPlatform = await checkout(app, athlete, { tier: 'pro', platform: 'desktop' });
    expect(badPlatform.statusCode).toBe(400);
    expect(stripe.requests.length).toBe(before);
    expect(await storedCustomer(athlete.user.id)).toBeNull();
  });

  it('already subscribed: 409 (manage it in the portal instead)', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    await setCustomer(athlete.user.id, 'cus_existing_1');
    const sub = subscriptionObject({ customer: 'cus_existing_1', priceId: PRICE_IDS.pro });
    expect(
      (await sendEvent(app, stripeEvent('customer.subscription.created', sub))).statusCode,
    ).toBe(200);
    const res = await checkout(app, athlete, { tier: 'elite', platform: 'web' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('already_subscribed');
  });

  it('a subscription waiting for its first payment (incomplete) also refuses a new checkout', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    await setCustomer(athlete.user.id, 'cus_pending_1');
    const sub = subscriptionObject({
      customer: 'cus_pending_1',
      priceId: PRICE_IDS.pro,
      status: 'incomplete',
    });
    await sendEvent(app, stripeEvent('customer.subscription.created', sub));
    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('inactive');
    const res = await checkout(app, athlete, { tier: 'pro', platform: 'web' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('already_subscribed');
  });

  it('two tabs: the second checkout expires the first session, so only one can be paid', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    const first = await checkout(app, athlete, { tier: 'pro', platform: 'web' });
    const second = await checkout(app, athlete, { tier: 'pro', platform: 'web' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const sessions = stripe.checkoutSessions.filter(
      (s) => s.client_reference_id === athlete.user.id,
    );
    expect(sessions.map((s) => s.status)).toEqual(['expired', 'open']);
    await expect(stripe.pay(sessions[0]!.id)).rejects.toThrow(/not open/);
  });

  it('a checkout paid in another tab, its webhook not yet here: 409 "being confirmed"', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    expect((await checkout(app, athlete, { tier: 'pro', platform: 'web' })).statusCode).toBe(200);
    const session = stripe.checkoutSessions.filter(
      (s) => s.client_reference_id === athlete.user.id,
    )[0]!;
    session.status = 'complete'; // paid; the webhooks have not arrived yet
    const res = await checkout(app, athlete, { tier: 'pro', platform: 'web' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('checkout_being_confirmed');
  });

  it('a Stripe failure is a 502 with a human message', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    // The plans were read while Stripe worked (the paywall shows them before the checkout).
    expect((await call(app, athlete, 'GET', '/api/billing/prices')).statusCode).toBe(200);
    stripe.setFailure({ status: 400, message: 'No such price', code: 'resource_missing' });
    const res = await checkout(app, athlete, { tier: 'pro', platform: 'web' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({ code: 'billing_unavailable' });
    expect(res.json().error.message).not.toContain('No such price');
  });

  it('the caller cannot check out for someone else: ids in the body are ignored', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    const other = await signUp(app, delivery);
    const res = await checkout(app, athlete, {
      tier: 'pro',
      platform: 'web',
      userId: other.user.id,
      client_reference_id: other.user.id,
      customerId: 'cus_someone_else',
    });
    expect(res.statusCode).toBe(200);
    const params = stripe.checkoutSessions.at(-1)!.params;
    expect(params.client_reference_id).toBe(athlete.user.id);
    expect(params.customer).toBe(await storedCustomer(athlete.user.id));
    expect(await storedCustomer(other.user.id)).toBeNull();
  });
});

describe('POST /api/billing/portal', () => {
  it("no customer yet: 400 'No customer ID found'", async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    const res = await portal(app, athlete, { platform: 'web' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'no_customer', message: NO_CUSTOMER_ID_MESSAGE },
    });
  });

  it('returns the portal URL for your own customer, returning to settings (web and native)', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    await checkout(app, athlete, { tier: 'pro', platform: 'web' });
    const customer = await storedCustomer(athlete.user.id);

    const web = await portal(app, athlete, { platform: 'web' });
    expect(web.statusCode, web.body).toBe(200);
    expect(web.json()).toEqual({ portalUrl: stripe.portalSessions.at(-1)!.url });
    expect(stripe.portalSessions.at(-1)).toMatchObject({
      customer,
      return_url: `${APP_URL}/athlete/settings`,
    });

    const native = await portal(app, athlete, { platform: 'native' });
    expect(native.statusCode).toBe(200);
    expect(stripe.portalSessions.at(-1)).toMatchObject({
      customer,
      return_url: 'gamespeed://app/athlete/settings',
    });
  });

  it('signed out: 401', async () => {
    const app = await billingApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      payload: { platform: 'web' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('billing not configured', () => {
  it('checkout, portal and webhook answer 503 with a clear message; the app still runs', async () => {
    const app = await buildTestApp({ stripe: null }, delivery.integrations);
    const athlete = await signUp(app, delivery);

    for (const res of [
      await checkout(app, athlete, { tier: 'pro', platform: 'web' }),
      await portal(app, athlete, { platform: 'web' }),
      await sendEvent(app, stripeEvent('invoice.paid', {})),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('billing_not_configured');
      expect(res.json().error.message).toMatch(/billing is not configured/);
    }
    const plans = await app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(plans.json()).toEqual({ enabled: false, tiers: [] });
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ billingEnabled: false });
  });

  it('the OpenAPI document describes the billing routes', async () => {
    const app = await billingApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/billing/plans',
        '/api/billing/prices',
        '/api/billing/checkout',
        '/api/billing/portal',
        '/api/billing/webhook',
      ]),
    );
  });

  it('configured: plans lists the tiers', async () => {
    const app = await billingApp();
    const plans = await app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(plans.json()).toEqual({ enabled: true, tiers: ['pro', 'elite'] });
  });
});

describe('GET /api/billing/prices', () => {
  const priceReads = (since: number) =>
    stripe.requests
      .slice(since)
      .filter((r) => r.method === 'GET' && r.path.startsWith('/v1/prices/'));
  const prices = (app: App, session: Session) => call(app, session, 'GET', '/api/billing/prices');

  it('the configured plans with the amount, currency, interval and product name Stripe holds', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    const since = stripe.requests.length;
    const res = await prices(app, athlete);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      plans: [
        {
          tier: 'pro',
          productName: 'GameSpeed Pro',
          unitAmount: 999,
          currency: 'usd',
          interval: 'month',
          intervalCount: 1,
        },
        {
          tier: 'elite',
          productName: 'GameSpeed Elite',
          unitAmount: 9900,
          currency: 'usd',
          interval: 'year',
          intervalCount: 1,
        },
      ],
    });
    // One read per price, the product expanded in the same call.
    const reads = priceReads(since);
    expect(reads.map((r) => r.path).sort()).toEqual(
      [`/v1/prices/${PRICE_IDS.elite}`, `/v1/prices/${PRICE_IDS.pro}`].sort(),
    );
    for (const read of reads) expect(JSON.stringify(read.params.expand)).toContain('product');
  });

  it('is cached: Stripe is asked once until the cache time has passed, then again', async () => {
    let now = new Date('2026-11-25T12:00:00Z');
    const app = await billingApp({ now: () => now });
    const athlete = await signUp(app, delivery);
    const coach = await signUp(app, delivery, { role: 'coach' });
    const since = stripe.requests.length;

    expect((await prices(app, athlete)).statusCode).toBe(200);
    expect((await prices(app, coach)).statusCode).toBe(200);
    now = new Date(now.getTime() + PRICE_CACHE_MS - 1000);
    const cached = await prices(app, athlete);
    expect(priceReads(since)).toHaveLength(2); // pro and elite, once each

    // A price changed in Stripe shows once the cache has expired.
    stripe.addPrice({ id: PRICE_IDS.pro, productName: 'GameSpeed Pro', unitAmount: 1299 });
    expect(cached.json().plans[0].unitAmount).toBe(999);
    now = new Date(now.getTime() + 2000);
    const fresh = await prices(app, athlete);
    expect(fresh.json().plans[0]).toMatchObject({ tier: 'pro', unitAmount: 1299 });
    expect(priceReads(since)).toHaveLength(4);
    stripe.addPrice({ id: PRICE_IDS.pro, productName: 'GameSpeed Pro', unitAmount: 999 });
  });

  it('requests arriving together share one read of Stripe', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    const since = stripe.requests.length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => prices(app, athlete)));
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(priceReads(since)).toHaveLength(2);
  });

  it('a Stripe failure is a 502, remembered briefly: Stripe is not asked again until it has passed', async () => {
    let now = new Date('2026-11-25T12:00:00Z');
    const app = await billingApp({ now: () => now });
    const athlete = await signUp(app, delivery);
    stripe.setFailure({ status: 500, message: 'Stripe is down' });
    const since = stripe.requests.length;
    const failed = await prices(app, athlete);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('billing_unavailable');
    // The SDK tries each of the two prices twice (a 500 is retried); let those finish.
    const readsOfTheFailure = 4;
    await vi.waitFor(() => expect(priceReads(since)).toHaveLength(readsOfTheFailure));

    // Asked again while the failure is remembered: the same answer, and Stripe is left alone.
    stripe.setFailure(null);
    for (const _ of [1, 2, 3]) expect((await prices(app, athlete)).statusCode).toBe(502);
    now = new Date(now.getTime() + PRICE_FAILURE_CACHE_MS - 1000);
    expect((await prices(app, athlete)).statusCode).toBe(502);
    expect(priceReads(since)).toHaveLength(readsOfTheFailure);

    // Once it has passed, Stripe is read again; the success is kept as before.
    now = new Date(now.getTime() + 2000);
    const ok = await prices(app, athlete);
    expect(ok.statusCode).toBe(200);
    const readsAfter = priceReads(since).length;
    expect(readsAfter).toBeGreaterThan(readsOfTheFailure);
    expect((await prices(app, athlete)).statusCode).toBe(200);
    expect(priceReads(since)).toHaveLength(readsAfter);
  });

  it('a price id Stripe does not have, a one-time price and an inactive one leave the other plans on offer, and are not sold', async () => {
    stripe.addPrice({
      id: 'price_once',
      productName: 'Lifetime',
      unitAmount: 19900,
      interval: null,
    });
    stripe.addPrice({ id: 'price_retired', productName: 'Old', unitAmount: 500, active: false });
    const app = await billingApp({
      stripe: stripeSettings(stripe, {
        typo: 'price_not_in_stripe',
        pro: PRICE_IDS.pro,
        lifetime: 'price_once',
        old: 'price_retired',
      }),
    });
    const athlete = await signUp(app, delivery);
    const res = await prices(app, athlete);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      plans: [
        {
          tier: 'pro',
          productName: 'GameSpeed Pro',
          unitAmount: 999,
          currency: 'usd',
          interval: 'month',
          intervalCount: 1,
        },
      ],
    });

    // What is not offered is not sold: refused before any session is asked of Stripe.
    for (const tier of ['typo', 'lifetime', 'old']) {
      const refused = await checkout(app, athlete, { tier, platform: 'web' });
      expect(refused.statusCode, tier).toBe(400);
      expect(refused.json().error).toEqual({
        code: 'plan_not_offered',
        message: 'This plan is not available at the moment. Choose another plan.',
      });
    }
    const sessions = () =>
      stripe.checkoutSessions.filter((s) => s.client_reference_id === athlete.user.id);
    expect(sessions()).toHaveLength(0);
    expect((await checkout(app, athlete, { tier: 'pro', platform: 'web' })).statusCode).toBe(200);
    expect(sessions()).toHaveLength(1);
  });

  it('no plan on offer: the prices say subscriptions are not available', async () => {
    stripe.addPrice({
      id: 'price_once',
      productName: 'Lifetime',
      unitAmount: 19900,
      interval: null,
    });
    const app = await billingApp({
      stripe: stripeSettings(stripe, { typo: 'price_not_in_stripe', lifetime: 'price_once' }),
    });
    const athlete = await signUp(app, delivery);
    const res = await prices(app, athlete);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      enabled: false,
      message: 'Subscriptions are not available yet.',
    });
  });

  it('an inactive price is left out; a price without a fixed amount has unitAmount null', async () => {
    stripe.addPrice({
      id: 'price_team_tiered',
      productName: 'Team',
      unitAmount: null,
      interval: 'month',
    });
    stripe.addPrice({ id: 'price_old', productName: 'Old plan', unitAmount: 500, active: false });
    const app = await billingApp({
      stripe: stripeSettings(stripe, { team: 'price_team_tiered', old: 'price_old' }),
    });
    const athlete = await signUp(app, delivery);
    const res = await prices(app, athlete);
    expect(res.json()).toEqual({
      enabled: true,
      plans: [
        {
          tier: 'team',
          productName: 'Team',
          unitAmount: null,
          currency: 'usd',
          interval: 'month',
          intervalCount: 1,
        },
      ],
    });
  });

  it('billing off: a clear "not available" answer, no error; anonymous: 401', async () => {
    const app = await buildTestApp({ stripe: null }, delivery.integrations);
    const athlete = await signUp(app, delivery);
    const res = await prices(app, athlete);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enabled: false,
      message: 'Subscriptions are not available yet.',
    });
    const anonymous = await app.inject({ method: 'GET', url: '/api/billing/prices' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/billing/webhook', () => {
  /** A signed-up athlete whose profile already holds a Stripe customer id. */
  async function subscriber(app: App, customerId: string) {
    const session = await signUp(app, delivery);
    await setCustomer(session.user.id, customerId);
    return session;
  }

  it('a stored customer Stripe no longer has: checkout and portal make a new one and go on', async () => {
    const app = await billingApp();
    const athlete = await subscriber(app, 'cus_deleted_in_stripe');
    const res = await checkout(app, athlete, { tier: 'pro', platform: 'web' });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = await storedCustomer(athlete.user.id);
    expect(fresh).toMatch(/^cus_/);
    expect(fresh).not.toBe('cus_deleted_in_stripe');
    expect(stripe.customers.some((c) => c.id === fresh)).toBe(true);
    expect(lastCheckoutParams(athlete.user.id).customer).toBe(fresh);

    await setCustomer(athlete.user.id, 'cus_test_mode_leftover');
    const portalRes = await portal(app, athlete, { platform: 'web' });
    expect(portalRes.statusCode, portalRes.body).toBe(200);
    expect(await storedCustomer(athlete.user.id)).not.toBe('cus_test_mode_leftover');
  });

  it('customer.deleted forgets the customer and ends a live subscription', async () => {
    const app = await billingApp();
    const athlete = await subscriber(app, 'cus_gone');
    const sub = subscriptionObject({ customer: 'cus_gone', priceId: PRICE_IDS.pro });
    await sendEvent(app, stripeEvent('customer.subscription.created', sub));
    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('active');
    const res = await sendEvent(
      app,
      stripeEvent('customer.deleted', { id: 'cus_gone', object: 'customer', deleted: true }),
    );
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await storedCustomer(athlete.user.id)).toBeNull();
    const profile = await profileOf(app, athlete);
    expect(profile.subscriptionStatus).toBe('canceled');
    expect(profile.hasBillingAccount).toBe(false);
  });

  it('a valid customer.subscription.created sets status, tier and expiry (item period end)', async () => {
    const app = await billingApp();
    const athlete = await subscriber(app, 'cus_valid_1');
    const periodEnd = nowSeconds() + 30 * DAY;
    const sub = subscriptionObject({
      customer: 'cus_valid_1',
      priceId: PRICE_IDS.elite,
      currentPeriodEnd: periodEnd,
    });

    const res = await sendEvent(app, stripeEvent('customer.subscription.created', sub));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });

    const profile = await profileOf(app, athlete);
    expect(profile).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionTier: 'elite',
      subscriptionExpires: new Date(periodEnd * 1000).toISOString(),
    });
    expect(isSubscriptionActive(profile, new Date())).toBe(true);
    expect(await recordedEvents()).toBe(1);
  });

  it('bad signature, tampered body, missing header: 400 and nothing changes', async () => {
    const app = await billingApp();
    const athlete = await subscriber(app, 'cus_bad_sig');
    const event = stripeEvent(
      'customer.subscription.created',
      subscriptionObject({ customer: 'cus_bad_sig', priceId: PRICE_IDS.pro }),
    );
    const signedElsewhere = signWebhook(event, 'whsec_not_the_secret');
    const wrongSecret = await postWebhook(app, signedElsewhere.payload, signedElsewhere.signature);
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().error.code).toBe('invalid_signature');

    const { payload, signature } = signWebhook(event, stripe.webhookSecret);
    const tampered = payload.replace('"status":"active"', '"status":"trialing"');
    expect(tampered).not.toBe(payload);
    expect((await postWebhook(app, tampered, signature)).statusCode).toBe(400);

    const missing = await postWebhook(app, payload, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('invalid_signature');

    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('inactive');
    expect(await recordedEvents()).toBe(0);
  });

  it('a stale signature timestamp (older than 5 minutes): 400', async () => {
    const app = await billingApp();
    const athlete = await subscriber(app, 'cus_stale_sig');
    const event = stripeEvent(
      'customer.subscription.created',
      subscriptionObject({ customer: 'cus_stale_sig', priceId: PRICE_IDS.pro }),
    );
    const res = await sendEvent(app, event, { timestamp: nowSeconds() - 600 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_signature',
      message: 'The webhook signature is invalid or too old.',
    });
    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('inactive');

    // The same event, freshly signed, is accepted: only the age was wrong.
    expect((await sendEvent(app, event)).statusCode).toBe(200);
    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('active');
  });

  it('a duplicate delivery answers 200 and is not applied again', async () => {
    const app = await billingApp();
    const athlete = await subscriber(app, 'cus_dup');
    const t = nowSeconds();
    const sub = subscriptionObject({ customer: 'cus_dup', priceId: PRICE_IDS.pro });
    const invoice = invoiceObject({
      customer: 'cus_dup',
      subscription: sub.id,
      periodEnds: [t + 30 * DAY],
    });
    await sendEvent(app, stripeEvent('customer.subscription.created', sub, { created: t }));
    // The payment fails: Stripe marks the subscription past_due and sends the invoice event.
    setStripeSubscription({ ...sub, status: 'past_due' });
    const failed = stripeEvent('invoice.payment_failed', invoice, { created: t });
    expect((await sendEvent(app, failed)).json().outcome).toBe('applied');
    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('past_due');
    // Paid in the same second: active again.
    setStripeSubscription({ ...sub, status: 'active' });
    await sendEvent(app, stripeEvent('invoice.paid', invoice, { created: t }));
    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('active');

    // Stripe redelivers the failure: same id, so nothing happens (it would be past_due otherwise).
    const again = await sendEvent(app, failed);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('active');
    expect(await recordedEvents()).toBe(3);
  });

  it('concurrent duplicate deliveries apply once', async () => {
    const app = await billingApp();
    await subscriber(app, 'cus_dup_race');
    const event = stripeEvent(
      'customer.subscription.created',
      subscriptionObject({ customer: 'cus_dup_race', priceId: PRICE_IDS.pro }),
    );
    const answers = await Promise.all([sendEvent(app, event), sendEvent(app, event)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().outcome).sort()).toEqual(['applied', 'duplicate']);
    expect(await recordedEvents()).toBe(1);
  });

  it.each([
    ['created (incomplete) delivered last', ['updated', 'created']],
    ['created first, as sent', ['created', 'updated']],
  ] as const)(
    'checkout events sharing one second end active whatever the order: %s',
    async (_label, order) => {
      const app = await billingApp();
      const customer = `cus_same_second_${order[0]}`;
      const athlete = await subscriber(app, customer);
      const t = nowSeconds();
      const incomplete = subscriptionObject({
        customer,
        priceId: PRICE_IDS.pro,
        status: 'incomplete',
      });
      const active = { ...incomplete, status: 'active' };
      // By the time either event arrives, Stripe's subscription is active.
      setStripeSubscription(active);
      const events = {
        created: stripeEvent('customer.subscription.created', incomplete, { created: t }),
        updated: stripeEvent('customer.subscription.updated', active, { created: t }),
      };
      for (const name of order) {
        const res = await sendEvent(app, events[name], { stripeState: 'unchanged' });
        expect(res.json().outcome).toBe('applied');
      }
      const profile = await profileOf(app, athlete);
      expect(profile.subscriptionStatus).toBe('active');
      expect(isSubscriptionActive(profile, new Date())).toBe(true);
      // The invoice that follows does not undo it either.
      const paid = stripeEvent(
        'invoice.paid',
        invoiceObject({ customer, subscription: active.id, periodEnds: [t + 30 * DAY] }),
        { created: t },
      );
      await sendEvent(app, paid);
      expect((await profileOf(app, athlete)).subscriptionStatus).toBe('active');
    },
  );

  it('a webhook fails (Stripe retries it) when the subscription cannot be read from Stripe', async () => {
    const app = await billingApp();
    const athlete = await subscriber(app, 'cus_unreadable');
    const sub = subscriptionObject({ customer: 'cus_unreadable', priceId: PRICE_IDS.pro });
    setStripeSubscription(sub);
    stripe.setFailure({ status: 500, message: 'Stripe is down' });
    const res = await sendEvent(app, stripeEvent('customer.subscription.created', sub), {
      stripeState: 'unchanged',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(await recordedEvents()).toBe(0);
    stripe.setFailure(null);
    const retried = await sendEvent(app, stripeEvent('customer.subscription.created', sub), {
      stripeState: 'unchanged',
    });
    expect(retried.json().outcome).toBe('applied');
    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('active');
  });

  it('out of order: an older subscription.updated after a newer deleted never re-grants access', async () => {
    const app = await billingApp();
    const athlete = await subscriber(app, 'cus_order');
    const t = nowSeconds();
    const active = subscriptionObject({ customer: 'cus_order', priceId: PRICE_IDS.pro });
    const canceled = { ...active, status: 'canceled', ended_at: t };

    await sendEvent(
      app,
      stripeEvent('customer.subscription.created', active, { created: t - 300 }),
    );
    const deleted = await sendEvent(
      app,
      stripeEvent('customer.subscription.deleted', canceled, { created: t - 60 }),
    );
    expect(deleted.json().outcome).toBe('applied');

    // Delivered late: Stripe has cancelled since, and the server applies what Stripe says now.
    const late = await sendEvent(
      app,
      stripeEvent('customer.subscription.updated', active, { created: t - 120 }),
      { stripeState: 'unchanged' },
    );
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('canceled');
    const lateInvoice = await sendEvent(
      app,
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          customer: 'cus_order',
          subscription: active.id,
          periodEnds: [t + 60 * DAY],
        }),
        { created: t - 100 },
      ),
    );
    expect(lateInvoice.json().outcome).toBe('applied');

    const profile = await profileOf(app, athlete);
    expect(profile.subscriptionStatus).toBe('canceled');
    expect(isSubscriptionActive(profile, new Date())).toBe(false);
    expect(await recordedEvents()).toBe(4);
  });

  it('two subscriptions: ending one keeps access while the other is still paid for', async () => {
    const app = await billingApp();
    const athlete = await subscriber(app, 'cus_two');
    const t = nowSeconds();
    const first = subscriptionObject({ customer: 'cus_two', priceId: PRICE_IDS.pro });
    const second = subscriptionObject({ customer: 'cus_two', priceId: PRICE_IDS.elite });
    await sendEvent(app, stripeEvent('customer.subscription.created', first, { created: t - 30 }));
    await sendEvent(app, stripeEvent('customer.subscription.created', second, { created: t - 20 }));
    const canceled = { ...first, status: 'canceled', ended_at: t };
    const ended = await sendEvent(
      app,
      stripeEvent('customer.subscription.deleted', canceled, { created: t - 10 }),
    );
    expect(ended.json().outcome).toBe('applied');
    let profile = await profileOf(app, athlete);
    expect(profile.subscriptionStatus).toBe('active');
    expect(profile.subscriptionTier).toBe('elite');
    // Ending the other one too ends access.
    await sendEvent(
      app,
      stripeEvent(
        'customer.subscription.deleted',
        { ...second, status: 'canceled' },
        { created: t },
      ),
    );
    profile = await profileOf(app, athlete);
    expect(profile.subscriptionStatus).toBe('canceled');
  });

  it('equal created seconds, either order: the paying customer ends active', async () => {
    for (const order of ['created-last', 'updated-last'] as const) {
      const app = await billingApp();
      const athlete = await subscriber(app, `cus_same_${order}`);
      const t = nowSeconds();
      const incomplete = subscriptionObject({
        customer: `cus_same_${order}`,
        priceId: PRICE_IDS.pro,
        status: 'incomplete',
      });
      const active = { ...incomplete, status: 'active' };
      setStripeSubscription(active); // what Stripe holds once paid
      const created = stripeEvent('customer.subscription.created', incomplete, { created: t });
      const updated = stripeEvent('customer.subscription.updated', active, { created: t });
      const events = order === 'created-last' ? [updated, created] : [created, updated];
      for (const event of events) {
        expect((await sendEvent(app, event, { stripeState: 'unchanged' })).statusCode).toBe(200);
      }
      expect((await profileOf(app, athlete)).subscriptionStatus).toBe('active');
    }
  });

  it('status mapping through webhooks: trialing → trial, past_due, unpaid → canceled', async () => {
    const app = await billingApp();
    const athlete = await subscriber(app, 'cus_status');
    const t = nowSeconds();
    const cases: [string, Profile['subscriptionStatus']][] = [
      ['trialing', 'trial'],
      ['past_due', 'past_due'],
      ['active', 'active'],
      ['unpaid', 'canceled'],
    ];
    for (const [i, [stripeStatus, ours]] of cases.entries()) {
      // One subscription whose status changes (several subscriptions: the best one counts).
      const sub = subscriptionObject({
        id: 'sub_status',
        customer: 'cus_status',
        priceId: PRICE_IDS.pro,
        status: stripeStatus,
      });
      const res = await sendEvent(
        app,
        stripeEvent('customer.subscription.updated', sub, { created: t + i }),
      );
      expect(res.json().outcome, stripeStatus).toBe('applied');
      expect((await profileOf(app, athlete)).subscriptionStatus, stripeStatus).toBe(ours);
    }
  });

  it('invoice.paid extends the expiry to the latest line period end; never shortens it', async () => {
    const app = await billingApp();
    const athlete = await subscriber(app, 'cus_invoice');
    const t = nowSeconds();
    const firstEnd = t + 30 * DAY;
    const sub = subscriptionObject({
      customer: 'cus_invoice',
      priceId: PRICE_IDS.pro,
      currentPeriodEnd: firstEnd,
    });
    await sendEvent(app, stripeEvent('customer.subscription.created', sub, { created: t }));

    const renewedEnd = t + 60 * DAY;
    // Renewed: Stripe moves the subscription's period on and sends invoice.paid.
    setStripeSubscription(
      subscriptionObject({
        id: sub.id,
        customer: 'cus_invoice',
        priceId: PRICE_IDS.pro,
        currentPeriodEnd: renewedEnd,
      }),
    );
    const renewal = invoiceObject({
      customer: 'cus_invoice',
      subscription: sub.id,
      periodEnds: [t + 45 * DAY, renewedEnd],
    });
    expect(
      (await sendEvent(app, stripeEvent('invoice.paid', renewal, { created: t + 1 }))).json()
        .outcome,
    ).toBe('applied');
    expect((await profileOf(app, athlete)).subscriptionExpires).toBe(
      new Date(renewedEnd * 1000).toISOString(),
    );

    const older = invoiceObject({
      customer: 'cus_invoice',
      subscription: sub.id,
      periodEnds: [firstEnd],
    });
    await sendEvent(app, stripeEvent('invoice.paid', older, { created: t + 2 }));
    expect((await profileOf(app, athlete)).subscriptionExpires).toBe(
      new Date(renewedEnd * 1000).toISOString(),
    );
  });

  it('checkout.session.completed links the customer to the user of client_reference_id', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    const session = {
      id: 'cs_test_link',
      object: 'checkout.session',
      mode: 'subscription',
      customer: 'cus_linked_by_checkout',
      client_reference_id: athlete.user.id,
      subscription: 'sub_x',
    };
    const res = await sendEvent(app, stripeEvent('checkout.session.completed', session));
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await storedCustomer(athlete.user.id)).toBe('cus_linked_by_checkout');

    // A later checkout for another user with the same customer does not move it.
    const other = await signUp(app, delivery);
    const stolen = await sendEvent(
      app,
      stripeEvent('checkout.session.completed', { ...session, client_reference_id: other.user.id }),
    );
    expect(stolen.json().outcome).toBe('ignored');
    expect(await storedCustomer(other.user.id)).toBeNull();
    expect(await storedCustomer(athlete.user.id)).toBe('cus_linked_by_checkout');
  });

  it('a subscription for a customer nobody has is matched by metadata.user_id, else ignored', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    const sub = subscriptionObject({
      customer: 'cus_from_metadata',
      priceId: PRICE_IDS.pro,
      userId: athlete.user.id,
    });
    const res = await sendEvent(app, stripeEvent('customer.subscription.created', sub));
    expect(res.json().outcome).toBe('applied');
    expect(await storedCustomer(athlete.user.id)).toBe('cus_from_metadata');
    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('active');

    const orphan = subscriptionObject({ customer: 'cus_nobody', priceId: PRICE_IDS.pro });
    const ignored = await sendEvent(app, stripeEvent('customer.subscription.created', orphan));
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().outcome).toBe('ignored');
  });

  it('unknown event types: 200 ignored, not recorded', async () => {
    const app = await billingApp();
    const res = await sendEvent(app, stripeEvent('charge.refunded', { id: 'ch_1' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await recordedEvents()).toBe(0);
  });

  it('a signed body that is not an event (or not JSON): 400', async () => {
    const app = await billingApp();
    const { payload, signature } = signWebhook({ hello: 'world' }, stripe.webhookSecret);
    const res = await postWebhook(app, payload, signature);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_payload');

    for (const body of ['null', 'not json at all']) {
      const header = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: stripe.webhookSecret,
      });
      const answer = await postWebhook(app, body, header);
      expect(answer.statusCode, body).toBe(400);
      expect(answer.json().error.code, body).toBe('invalid_payload');
    }
  });

  it('the profile API cannot set subscription fields', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    const res = await call(app, athlete, 'PATCH', '/api/profile', {
      firstName: 'Sneaky',
      subscriptionStatus: 'active',
      subscriptionExpires: null,
      stripeCustomerId: 'cus_x',
    });
    expect(res.statusCode).toBeLessThan(500);
    const profile = await profileOf(app, athlete);
    expect(profile.subscriptionStatus).toBe('inactive');
    expect(profile.hasBillingAccount).toBe(false);
  });
});

describe('end to end through the local Stripe: pay → webhooks → subscribed', () => {
  it('the Pay page delivers signed webhooks to the running server and redirects to success', async () => {
    const app = await billingApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    stripe.setWebhookUrl(`http://127.0.0.1:${port}/api/billing/webhook`);
    try {
      const athlete = await signUp(app, delivery);
      const res = await checkout(app, athlete, { tier: 'pro', platform: 'web' });
      const { sessionUrl } = res.json() as { sessionUrl: string };

      const page = await fetch(sessionUrl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('>Pay</button>');

      const paid = await fetch(`${sessionUrl}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`${APP_URL}/athlete/settings?checkout=success`);

      const delivered = stripe.deliveries.slice(-2);
      expect(delivered.map((d) => [d.event.type, d.status])).toEqual([
        ['checkout.session.completed', 200],
        ['customer.subscription.created', 200],
      ]);
      const profile = await profileOf(app, athlete);
      expect(profile).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'pro' });
      expect(isSubscriptionActive(profile, new Date())).toBe(true);
    } finally {
      stripe.setWebhookUrl(null);
    }
  });
});

describe('reading events (pure)', () => {
  it('maps every Stripe status', () => {
    expect(
      [
        'active',
        'trialing',
        'past_due',
        'canceled',
        'unpaid',
        'incomplete_expired',
        'incomplete',
        'paused',
        'new',
      ].map(mapSubscriptionStatus),
    ).toEqual([
      'active',
      'trial',
      'past_due',
      'canceled',
      'canceled',
      'canceled',
      'inactive',
      'inactive',
      'inactive',
    ]);
  });

  it('docs/product/billing.md lists exactly the handled event types and the pinned API version', () => {
    const doc = readFileSync(new URL('../../../docs/product/billing.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('Event types to subscribe'), doc.indexOf('## Not yet'));
    const listed = [...section.matchAll(/^\s+- `([a-z_.]+)`$/gm)].map((m) => m[1]);
    expect(listed).toEqual([...HANDLED_EVENT_TYPES]);
    expect(doc).toContain(`\`${STRIPE_API_VERSION}\``);
  });

  it('older API shapes: top-level current_period_end and invoice.subscription', () => {
    const sub = interpretEvent(
      {
        id: 'evt_1',
        type: 'customer.subscription.updated',
        created: 1,
        object: {
          customer: { id: 'cus_1' },
          status: 'active',
          current_period_end: 2_000_000_000,
          items: { data: [{ price: { id: 'price_unknown' } }] },
        },
      },
      PRICE_IDS,
    );
    expect(sub).toEqual({
      kind: 'subscription',
      subscriptionId: null,
      customerId: 'cus_1',
      userId: null,
      status: 'active',
      stripeStatus: 'active',
      tier: null,
      expires: new Date(2_000_000_000_000),
    });
    const invoice = interpretEvent(
      {
        id: 'evt_2',
        type: 'invoice.paid',
        created: 1,
        object: {
          customer: 'cus_1',
          subscription: 'sub_1',
          lines: { data: [{ period: { end: 1_900_000_000 } }, { period: { end: 1_800_000_000 } }] },
        },
      },
      PRICE_IDS,
    );
    expect(invoice).toEqual({
      kind: 'invoice-paid',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      periodEnd: new Date(1_900_000_000_000),
    });
    const oneOff = interpretEvent(
      {
        id: 'evt_3',
        type: 'invoice.paid',
        created: 1,
        object: { customer: 'cus_1', lines: { data: [] } },
      },
      PRICE_IDS,
    );
    expect(oneOff.kind).toBe('ignored');
  });
});
