import type { Profile, Session } from '@gamespeed/domain/contracts';
import {
  type StripeEvent,
  type StripeServer,
  signWebhook,
  startStripeServer,
} from '@gamespeed/test-doubles/stripe-server';
import { runTrigger, stripeClient } from '@gamespeed/test-doubles/stripe-triggers';
import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { MAX_STATE_READS } from '../src/billing/webhook';
import type { AppConfig } from '../src/config';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp } from './support/auth';
import { storedCustomer, stripeSettings } from './support/billing';

/**
 * Billing against what Stripe does, not what we wish it did: the Stripe double answers with
 * objects shaped like Stripe's published fixtures, the flows run Stripe CLI's own trigger scripts
 * through the real `stripe` SDK, and webhooks are signed with
 * `stripe.webhooks.generateTestHeaderString` (docs/product/billing.md, ADR 032). Runs on PGlite
 * and, in the server-pg project, on PostgreSQL.
 */

const PRICE_ID = 'price_flows_monthly';
const delivery = deliveryForThisFile();
let stripe: StripeServer;
let sdk: Stripe;
beforeAll(async () => {
  stripe = await startStripeServer({
    prices: [{ id: PRICE_ID, productName: 'GameSpeed Pro', unitAmount: 999 }],
  });
  sdk = stripeClient(stripe);
});
afterAll(async () => stripe.close());
afterEach(() => stripe.setFailure(null));

const billingApp = (overrides: Partial<AppConfig> = {}) =>
  buildTestApp(
    {
      stripe: stripeSettings(stripe, { pro: PRICE_ID }),
      ...overrides,
    },
    delivery.integrations,
  );

/** POSTs an event to the app as Stripe does: the raw JSON body and its Stripe-Signature. */
function sendEvent(app: App, event: StripeEvent) {
  const { payload, signature } = signWebhook(event, stripe.webhookSecret);
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

/** The last event of this type Stripe made about this object. */
function lastEvent(type: string, objectId: string): StripeEvent {
  const event = stripe.events
    .filter((e) => e.type === type && (e.data.object as { id: string }).id === objectId)
    .at(-1);
  if (!event) throw new Error(`no ${type} event about ${objectId}`);
  return event;
}

async function profileOf(app: App, session: Session): Promise<Profile> {
  return (await call(app, session, 'GET', '/api/profile')).json<Profile>();
}

/** An athlete whose Stripe customer was made by the app (through a first checkout). */
async function athleteWithCustomer(app: App) {
  const athlete = await signUp(app, delivery);
  const res = await call(app, athlete, 'POST', '/api/billing/checkout', {
    tier: 'pro',
    platform: 'web',
  });
  expect(res.statusCode, res.body).toBe(200);
  const customer = await storedCustomer(athlete.user.id);
  expect(customer).toMatch(/^cus_/);
  return { athlete, customer: customer as string };
}

/** Stripe CLI's customer.subscription.created script, for the athlete's own customer. */
async function subscribeInStripe(customer: string, userId: string) {
  const { subscription } = await runTrigger(sdk, 'customer.subscription.created', {
    customer: { id: customer },
    price: { id: PRICE_ID },
  });
  const id = subscription!.id as string;
  await sdk.subscriptions.update(id, { metadata: { user_id: userId } });
  return stripe.subscriptions.find((s) => s.id === id)!;
}

describe('webhooks arriving together: only a newer state is saved', () => {
  it("a slow read of an older state finishing last does not undo the payer's access", async () => {
    const app = await billingApp();
    const { athlete, customer } = await athleteWithCustomer(app);
    const subscription = await subscribeInStripe(customer, athlete.user.id);
    // Checkout's subscription starts incomplete until the first payment goes through.
    subscription.status = 'incomplete';
    const created = lastEvent('customer.subscription.created', subscription.id);

    // The created event's read of Stripe is slow: it sees the subscription still incomplete…
    const slowRead = stripe.holdNext('GET', `/v1/subscriptions/${subscription.id}`);
    const first = sendEvent(app, created);
    await slowRead.arrived;
    // …while the payment goes through and the updated event is read and saved first.
    subscription.status = 'active';
    await sdk.subscriptions.update(subscription.id, { metadata: { paid: 'yes' } });
    const updated = await sendEvent(
      app,
      lastEvent('customer.subscription.updated', subscription.id),
    );
    expect(updated.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('active');

    slowRead.release();
    const late = await first;
    expect(late.statusCode, late.body).toBe(200);
    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('active');
    // The late event read Stripe again before it saved anything.
    const reads = stripe.requests.filter(
      (r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscription.id}`,
    );
    expect(reads.length).toBe(3);
  });

  it('two slow reads answered in the opposite order: the newer state stays', async () => {
    const app = await billingApp();
    const { athlete, customer } = await athleteWithCustomer(app);
    const subscription = await subscribeInStripe(customer, athlete.user.id);
    const path = `/v1/subscriptions/${subscription.id}`;

    // Stripe cancels the subscription; its deleted event is read first, while still active…
    const olderRead = stripe.holdNext('GET', path);
    const older = sendEvent(app, lastEvent('customer.subscription.created', subscription.id));
    await olderRead.arrived;
    await sdk.subscriptions.cancel(subscription.id);
    const newerRead = stripe.holdNext('GET', path);
    const newer = sendEvent(app, lastEvent('customer.subscription.deleted', subscription.id));
    await newerRead.arrived;
    // …the newer read (canceled) is saved first, the older one (active) afterwards.
    newerRead.release();
    expect((await newer).json().outcome).toBe('applied');
    olderRead.release();
    expect((await older).statusCode).toBe(200);
    const profile = await profileOf(app, athlete);
    expect(profile.subscriptionStatus).toBe('canceled');
  });

  it('a subscription that keeps changing while it is read: 503, nothing saved, and the redelivery applies', async () => {
    const app = await billingApp();
    const { athlete, customer } = await athleteWithCustomer(app);
    const subscription = await subscribeInStripe(customer, athlete.user.id);
    const path = `/v1/subscriptions/${subscription.id}`;
    const event = lastEvent('customer.subscription.created', subscription.id);

    let read = stripe.holdNext('GET', path);
    const busy = sendEvent(app, event);
    for (let round = 1; round <= MAX_STATE_READS; round++) {
      await read.arrived;
      // Another change of the subscription is saved while this event's read is on its way.
      await sdk.subscriptions.update(subscription.id, { metadata: { round: String(round) } });
      const other = await sendEvent(
        app,
        lastEvent('customer.subscription.updated', subscription.id),
      );
      expect(other.json().outcome).toBe('applied');
      const answered = read;
      if (round < MAX_STATE_READS) read = stripe.holdNext('GET', path);
      answered.release();
    }
    const refused = await busy;
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('subscription_changing');

    // Stripe delivers it again later: now it applies (the event was not recorded as done).
    const again = await sendEvent(app, event);
    expect(again.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await profileOf(app, athlete)).subscriptionStatus).toBe('active');
  });
});

describe('two checkouts at once', () => {
  it('both close the open session before it: the one that finds it expired already goes on', async () => {
    const app = await billingApp();
    const { athlete } = await athleteWithCustomer(app);
    const open = stripe.checkoutSessions.filter((s) => s.client_reference_id === athlete.user.id);
    expect(open.map((s) => s.status)).toEqual(['open']);
    // Both read the previous session while it is still open, then both try to expire it.
    const path = `/v1/checkout/sessions/${open[0]!.id}`;
    const firstRead = stripe.holdNext('GET', path);
    const secondRead = stripe.holdNext('GET', path);
    const tabs = ['one', 'two'].map(() =>
      call(app, athlete, 'POST', '/api/billing/checkout', { tier: 'pro', platform: 'web' }),
    );
    await Promise.all([firstRead.arrived, secondRead.arrived]);
    firstRead.release();
    secondRead.release();
    const answers = await Promise.all(tabs);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const sessions = stripe.checkoutSessions.filter(
      (s) => s.client_reference_id === athlete.user.id,
    );
    expect(sessions[0]!.status).toBe('expired');
    expect(sessions).toHaveLength(3);
  });
});

describe('a customer deleted in Stripe', () => {
  const checkout = (app: App, session: Session) =>
    call(app, session, 'POST', '/api/billing/checkout', { tier: 'pro', platform: 'web' });

  it('with its customer.deleted webhook: checkout and the portal make a new customer at once', async () => {
    const app = await billingApp();
    const { athlete, customer } = await athleteWithCustomer(app);
    await runTrigger(sdk, 'customer.deleted', { customer: { id: customer } });
    const deleted = await sendEvent(app, lastEvent('customer.deleted', customer));
    expect(deleted.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await storedCustomer(athlete.user.id)).toBeNull();

    const again = await checkout(app, athlete);
    expect(again.statusCode, again.body).toBe(200);
    const fresh = await storedCustomer(athlete.user.id);
    expect(fresh).toMatch(/^cus_/);
    expect(fresh).not.toBe(customer);
    expect(stripe.checkoutSessions.at(-1)!.customer).toBe(fresh);
    const portal = await call(app, athlete, 'POST', '/api/billing/portal', { platform: 'web' });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(stripe.portalSessions.at(-1)!.customer).toBe(fresh);
  });

  it('without the webhook (found missing on use): checkout, then the portal, go on with a new customer', async () => {
    const app = await billingApp();
    const { athlete, customer } = await athleteWithCustomer(app);
    await sdk.customers.del(customer);

    const again = await checkout(app, athlete);
    expect(again.statusCode, again.body).toBe(200);
    const fresh = await storedCustomer(athlete.user.id);
    expect(fresh).not.toBe(customer);
    expect(stripe.customers.some((c) => c.id === fresh)).toBe(true);

    await sdk.customers.del(fresh as string);
    const portal = await call(app, athlete, 'POST', '/api/billing/portal', { platform: 'web' });
    expect(portal.statusCode, portal.body).toBe(200);
    const third = await storedCustomer(athlete.user.id);
    expect(third).not.toBe(fresh);
    expect(stripe.portalSessions.at(-1)!.customer).toBe(third);
  });

  it('two checkouts at once after the deletion end up with one new customer', async () => {
    const app = await billingApp();
    const { athlete, customer } = await athleteWithCustomer(app);
    await sdk.customers.del(customer);
    const before = stripe.customers.length;
    const answers = await Promise.all([checkout(app, athlete), checkout(app, athlete)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(stripe.customers.length).toBe(before + 1);
  });
});
