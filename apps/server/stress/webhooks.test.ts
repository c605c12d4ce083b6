import { isSubscriptionActive } from '@gamespeed/domain';
import type { Profile, Session } from '@gamespeed/domain/contracts';
import { type SmtpInbox, startSmtpInbox } from '@gamespeed/test-doubles/smtp-inbox';
import {
  invoiceObject,
  type StripeEvent,
  type StripeServer,
  startStripeServer,
  stripeEvent,
  subscriptionObject,
} from '@gamespeed/test-doubles/stripe-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { createMailerFor } from './load-support';
import {
  createStressDatabase,
  inBatches,
  listeningApp,
  postJson,
  signUpOverHttp,
  stressSize,
} from './support';

/**
 * Fault: Stripe webhooks delivered twice and out of order, over HTTP to a listening
 * server on PostgreSQL. ATHLETES athletes subscribe through the real Checkout flow (the Stripe
 * double pays and delivers its webhooks); then each gets four later events — past_due, a paid
 * invoice, a renewal, and for half of them a cancellation — every one delivered twice, all of
 * them (and the checkout events again) shuffled and sent at once. The end state of each athlete
 * is the one of the newest event; each event is applied once.
 */

const ATHLETES = stressSize({ full: 20, short: 4 });
const PRICE_ID = 'price_pro_monthly';
const DAY = 86_400;

let inbox: SmtpInbox;
let stripe: StripeServer;
let stressDb: Awaited<ReturnType<typeof createStressDatabase>>;
let database: DatabaseHandle;
let app: App;
let base: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  stripe = await startStripeServer({
    prices: [{ id: PRICE_ID, productName: 'GameSpeed Pro', unitAmount: 999 }],
  });
  stressDb = await createStressDatabase('webhooks');
  database = await stressDb.open();
  ({ app, base } = await listeningApp(
    database,
    {
      stripe: {
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        publishableKey: null,
        priceIds: { pro: PRICE_ID },
        apiBase: stripe.apiBase,
      },
    },
    { mailer: createMailerFor(inbox) },
  ));
  stripe.setWebhookUrl(`${base}/api/billing/webhook`);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await stressDb?.drop();
  await stripe?.close();
  await inbox?.close();
});

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function profileOf(session: Session): Promise<Profile> {
  const res = await fetch(`${base}/api/profile`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  return (await res.json()) as Profile;
}

describe('Stripe webhooks delivered twice and out of order', () => {
  it("each event applies once and Stripe's current state decides the end state", async () => {
    const now = Math.floor(Date.now() / 1000);
    const plans = await inBatches(Array.from({ length: ATHLETES }), 5, async (_, i) => {
      const session = await signUpOverHttp(base, inbox);
      const checkout = await postJson(
        base,
        '/api/billing/checkout',
        { tier: 'pro', platform: 'web' },
        { authorization: `Bearer ${session.access_token}` },
      );
      expect(checkout.status, checkout.text).toBe(200);
      const checkoutId = new URL(JSON.parse(checkout.text).sessionUrl).pathname.split('/').pop()!;
      const { subscription } = await stripe.pay(checkoutId);
      expect((await profileOf(session)).subscriptionStatus).toBe('active');
      const customer = subscription.customer;
      const renewedUntil = now + 90 * DAY;
      const later: StripeEvent[] = [
        stripeEvent(
          'customer.subscription.updated',
          { ...subscription, status: 'past_due' },
          { created: now + 10 },
        ),
        stripeEvent(
          'invoice.paid',
          invoiceObject({ customer, subscription: subscription.id, periodEnds: [now + 60 * DAY] }),
          { created: now + 20 },
        ),
        stripeEvent(
          'customer.subscription.updated',
          subscriptionObject({
            customer,
            priceId: PRICE_ID,
            id: subscription.id,
            currentPeriodEnd: renewedUntil,
          }),
          { created: now + 30 },
        ),
      ];
      const cancels = i % 2 === 0;
      if (cancels) {
        later.push(
          stripeEvent(
            'customer.subscription.deleted',
            { ...subscription, status: 'canceled', ended_at: now + 40 },
            { created: now + 40 },
          ),
        );
      }
      // What Stripe holds once all of this has happened. The server reads a subscription's
      // state from Stripe on every subscription and invoice event, so whatever order the events
      // arrive in, this is where each athlete must end.
      const finalState = cancels
        ? { ...subscription, status: 'canceled', ended_at: now + 40 }
        : subscriptionObject({
            customer,
            priceId: PRICE_ID,
            id: subscription.id,
            currentPeriodEnd: renewedUntil,
          });
      stripe.subscriptions[stripe.subscriptions.findIndex((s) => s.id === subscription.id)] =
        finalState;
      const checkoutEvents = stripe.deliveries
        .filter((d) => JSON.stringify(d.event.data.object).includes(customer))
        .map((d) => d.event);
      return { session, cancels, renewedUntil, later, checkoutEvents };
    });

    // Every later event twice, the checkout events once more, all shuffled, all at once.
    const deliveries = shuffle(plans.flatMap((p) => [...p.later, ...p.later, ...p.checkoutEvents]));
    const answers = await Promise.all(deliveries.map((event) => stripe.deliver(event)));

    expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body}`)).toEqual([]);
    // Per event id: processed exactly once across all its deliveries (the rest: duplicate).
    const byId = new Map<string, string[]>();
    for (const delivery of stripe.deliveries) {
      const outcome = (JSON.parse(delivery.body) as { outcome: string }).outcome;
      byId.set(delivery.event.id, [...(byId.get(delivery.event.id) ?? []), outcome]);
    }
    const processedTwice = [...byId].filter(
      ([, outcomes]) => outcomes.filter((o) => o !== 'duplicate').length !== 1,
    );
    expect(processedTwice).toEqual([]);
    const { rows } = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM stripe_events`,
    );
    expect(rows[0]!.n).toBe(byId.size);

    const outcomes = answers.map((a) => (JSON.parse(a.body) as { outcome: string }).outcome);
    const tally = (o: string) => outcomes.filter((x) => x === o).length;
    console.log(
      `[stress:webhooks] athletes=${ATHLETES} deliveries=${answers.length} distinct-events=${byId.size} ` +
        `applied=${tally('applied')} stale=${tally('stale')} duplicate=${tally('duplicate')} ignored=${tally('ignored')}`,
    );

    for (const plan of plans) {
      const profile = await profileOf(plan.session);
      if (plan.cancels) {
        expect(profile.subscriptionStatus).toBe('canceled');
        expect(isSubscriptionActive(profile, new Date())).toBe(false);
      } else {
        expect(profile.subscriptionStatus).toBe('active');
        expect(profile.subscriptionExpires).toBe(new Date(plan.renewedUntil * 1000).toISOString());
        expect(isSubscriptionActive(profile, new Date())).toBe(true);
      }
    }
    expect(tally('duplicate')).toBeGreaterThan(0);
  });
});
