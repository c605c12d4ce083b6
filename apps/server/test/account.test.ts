import type { AccountExport, Session } from '@gamespeed/domain/contracts';
import {
  type StripeServer,
  signWebhook,
  startStripeServer,
  stripeEvent,
  subscriptionObject,
} from '@gamespeed/test-doubles/stripe-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { rateLimits } from '../src/config';
import { deletedAccounts, users } from '../src/db/schema';
import { buildTestApp } from './support/app';
import {
  call,
  type Delivery,
  deliveredCode,
  logIn,
  requestCode,
  signUp,
  startDelivery,
  uniqueEmail,
} from './support/auth';
import { countRows, getTestDatabase } from './support/database';

const PRICE_IDS = { pro: 'price_pro_monthly' };

let delivery: Delivery;
let stripe: StripeServer;
beforeAll(async () => {
  delivery = await startDelivery();
  stripe = await startStripeServer();
});
afterAll(async () => {
  await delivery.close();
  await stripe.close();
});

const accountApp = () =>
  buildTestApp(
    {
      stripe: {
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        publishableKey: 'pk_test_123',
        priceIds: PRICE_IDS,
        apiBase: stripe.apiBase,
      },
      // Sign-in and account codes to one address in quick succession.
      limits: rateLimits({
        sendsPerIpPerHour: 1000,
        minIntervalMs: 0,
        sendsPerIdentifierPerHour: 100,
        verifiesPerIpPer10Minutes: 1000,
      }),
    },
    delivery.integrations,
  );

async function saveResult(app: App, session: Session, value = 4.95) {
  const res = await call(app, session, 'POST', '/api/results', { movement: 'forty', value });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('GET /api/account/export', () => {
  it('JSON: one attachment with the profile, every result (deleted ones marked) and its revisions', async () => {
    const app = await accountApp();
    const athlete = await signUp(app, delivery, { firstName: 'Dana' });
    const kept = await saveResult(app, athlete, 4.8);
    const removed = await saveResult(app, athlete, 5.1);
    await call(app, athlete, 'PATCH', `/api/results/${kept}`, { value: 4.75 });
    await call(app, athlete, 'DELETE', `/api/results/${removed}`);
    const res = await call(app, athlete, 'GET', '/api/account/export?format=json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="gamespeed-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json<AccountExport>();
    expect(data.account.email).toBe(athlete.user.email);
    expect(data.profile?.firstName).toBe('Dana');
    const byId = new Map(data.results.map((r) => [r.id, r]));
    expect(byId.get(kept)).toMatchObject({ value: 4.75, deleted: false });
    expect(byId.get(kept)!.revisions.map((r) => r.action)).toEqual(['create', 'edit']);
    expect(byId.get(removed)).toMatchObject({ deleted: true });
    expect(byId.get(removed)!.revisions.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(Array.isArray(data.assessments)).toBe(true);
  });

  it('CSV: one file with a section per table; formula-like text is neutralised', async () => {
    const app = await accountApp();
    const athlete = await signUp(app, delivery);
    // Names are checked now, but one saved before the check may still start with '='.
    const { db } = await getTestDatabase();
    await db
      .update(users)
      .set({ firstName: '=HYPERLINK("x")' })
      .where(eq(users.id, athlete.user.id));
    await saveResult(app, athlete);
    const res = await call(app, athlete, 'GET', '/api/account/export?format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; .*\.csv"$/);
    const lines = res.body.split('\r\n');
    for (const name of ['profile', 'results', 'result_revisions', 'assessments']) {
      expect(lines).toContain(`section,${name}`);
    }
    expect(res.body).toContain(`firstName,"'=HYPERLINK(""x"")"`);
    const results = lines.indexOf('section,results');
    expect(lines[results + 1]).toMatch(/^id,movement,/);
    expect(lines[results + 2]).toMatch(/,forty,/);
  });

  it('an unknown format is a 400 naming the field; a coach gets an empty results list', async () => {
    const app = await accountApp();
    const coach = await signUp(app, delivery, { role: 'coach' });
    const bad = await call(app, coach, 'GET', '/api/account/export?format=xml');
    expect(bad.statusCode).toBe(400);
    const ok = await call(app, coach, 'GET', '/api/account/export');
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AccountExport>().results).toEqual([]);
  });
});

async function startDeletion(app: App, session: Session, to: string): Promise<string> {
  const before = Date.now();
  const res = await call(app, session, 'POST', '/api/account/deletion/start');
  expect(res.statusCode, res.body).toBe(200);
  return deliveredCode(delivery, to, before);
}

function confirmDeletion(app: App, session: Session, code: string) {
  return call(app, session, 'POST', '/api/account/deletion/confirm', { code });
}

/**
 * A signed-up athlete with a Stripe customer and a live subscription, told to the server by a
 * signed `customer.subscription.created` webhook as Stripe sends it.
 */
async function subscribedAthlete(app: App, label: string) {
  const email = uniqueEmail(label);
  const athlete = await signUp(app, delivery, { identifier: email });
  const { db } = await getTestDatabase();
  const customer = `cus_${label}_${Date.now()}`;
  await db.update(users).set({ stripeCustomerId: customer }).where(eq(users.id, athlete.user.id));
  const sub = subscriptionObject({ customer, priceId: PRICE_IDS.pro, userId: athlete.user.id });
  stripe.subscriptions.push(sub);
  const { payload, signature } = signWebhook(
    stripeEvent('customer.subscription.created', sub),
    stripe.webhookSecret,
  );
  const hook = await app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  expect(hook.statusCode, hook.body).toBe(200);
  return { athlete, email, customer, sub };
}

describe('deleting an account', () => {
  it('needs the code sent to the sign-in address; removes everything, ends every session, keeps a minimal row', async () => {
    const app = await accountApp();
    const email = uniqueEmail('delete');
    const athlete = await signUp(app, delivery, { identifier: email });
    const otherDevice = await logIn(app, delivery, email);
    await saveResult(app, athlete);
    const code = await startDeletion(app, athlete, email);

    const wrong = await confirmDeletion(app, athlete, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('invalid_code');
    expect(await countRows('users', `id = '${athlete.user.id}'`)).toBe(1);

    // A sign-in code for the same address does not delete.
    const res = await confirmDeletion(app, athlete, code);
    expect(res.statusCode, res.body).toBe(204);

    const id = athlete.user.id;
    expect(await countRows('auth_accounts', `id = '${id}'`)).toBe(0);
    expect(await countRows('users', `id = '${id}'`)).toBe(0);
    expect(await countRows('test_results', `athlete_id = '${id}'`)).toBe(0);
    expect(await countRows('auth_sessions', `account_id = '${id}'`)).toBe(0);
    const { db } = await getTestDatabase();
    const kept = await db.select().from(deletedAccounts);
    const row = kept.find((r) => r.emailHash && !r.emailHash.includes('@'));
    expect(row).toBeDefined();
    expect(JSON.stringify(kept)).not.toContain(email);

    for (const session of [athlete, otherDevice]) {
      const me = await call(app, session, 'GET', '/api/auth/user');
      expect(me.statusCode).toBe(401);
      const refresh = await app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: { refresh_token: session.refresh_token },
      });
      expect(refresh.statusCode).toBe(401);
    }
    // The address is free again: signing in with it finds no account, signing up works.
    const login = await requestCode(app, email, 'login');
    expect(login.statusCode).toBe(404);
    const again = await signUp(app, delivery, { identifier: email });
    expect(again.user.id).not.toBe(id);
  });

  it('cancels a live Stripe subscription and keeps the customer id', async () => {
    const app = await accountApp();
    const { athlete, email, customer, sub } = await subscribedAthlete(app, 'subscriber');
    const { db } = await getTestDatabase();
    expect(await countRows('stripe_subscriptions', `id = '${sub.id}'`)).toBe(1);

    const code = await startDeletion(app, athlete, email);
    const res = await confirmDeletion(app, athlete, code);
    expect(res.statusCode, res.body).toBe(204);
    expect(sub.status).toBe('canceled');
    expect(
      stripe.requests.some(
        (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${sub.id}`,
      ),
    ).toBe(true);
    expect(await countRows('stripe_subscriptions', `id = '${sub.id}'`)).toBe(0);
    const [kept] = await db
      .select()
      .from(deletedAccounts)
      .where(eq(deletedAccounts.stripeCustomerId, customer));
    expect(kept).toBeDefined();
  });

  it('Stripe unreachable: 502, nothing deleted, the code still works afterwards', async () => {
    const app = await accountApp();
    const { athlete, email } = await subscribedAthlete(app, 'stripe-down');
    const code = await startDeletion(app, athlete, email);
    stripe.setFailure({ status: 500, message: 'down' });
    try {
      const res = await confirmDeletion(app, athlete, code);
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('billing_unavailable');
    } finally {
      stripe.setFailure(null);
    }
    expect(await countRows('users', `id = '${athlete.user.id}'`)).toBe(1);
    const retry = await confirmDeletion(app, athlete, code);
    expect(retry.statusCode, retry.body).toBe(204);
  });
});

describe('changing the sign-in e-mail or phone (identity-change.test.ts has the flow)', () => {
  it('the profile edit no longer changes the e-mail or phone', async () => {
    const app = await accountApp();
    const email = uniqueEmail('patch');
    const athlete = await signUp(app, delivery, { identifier: email });
    const res = await call(app, athlete, 'PATCH', '/api/profile', {
      firstName: 'Sam',
      email: 'elsewhere@example.test',
      phone: '5550001111',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Sam', email, phone: null });
  });
});
