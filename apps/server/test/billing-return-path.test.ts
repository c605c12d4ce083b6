import { RETURN_PATH_MAX_LENGTH } from '@gamespeed/domain';
import { type StripeServer, startStripeServer } from '@gamespeed/test-doubles/stripe-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { bearer, type Delivery, signUp, startDelivery } from './support/auth';
import { stripeSettings } from './support/billing';

/**
 * The checkout's return target (docs/product/billing.md 'Back to the video'): a screen of this
 * app the athlete came from, carried into Stripe's success and cancel links; anything that could
 * leave the app is refused before Stripe is asked.
 */

const APP_URL = 'https://app.gamespeed.test';
const PRICE_IDS = { pro: 'price_pro_monthly' };
const VIDEO_SCREEN = '/athlete/dashboard?video=5b1e3d4c-2a1f-4e6b-9c8d-7f6e5d4c3b2a';

let delivery: Delivery;
let stripe: StripeServer;
beforeAll(async () => {
  delivery = await startDelivery();
  stripe = await startStripeServer({
    prices: [{ id: PRICE_IDS.pro, productName: 'GameSpeed Pro', unitAmount: 999 }],
  });
});
afterAll(async () => {
  await delivery.close();
  await stripe.close();
});

const billingApp = () =>
  buildTestApp(
    { appUrl: APP_URL, appScheme: 'gamespeed', stripe: stripeSettings(stripe, PRICE_IDS) },
    delivery.integrations,
  );

type Athlete = Awaited<ReturnType<typeof signUp>>;
const checkout = (app: Awaited<ReturnType<typeof billingApp>>, athlete: Athlete, body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: bearer(athlete),
    payload: { tier: 'pro', ...body },
  });

function lastCheckoutParams(userId: string) {
  const session = stripe.checkoutSessions.filter((s) => s.client_reference_id === userId).at(-1);
  expect(session, 'a checkout session for the user').toBeDefined();
  return session!.params;
}

describe('POST /api/billing/checkout returnTo', () => {
  it('returns to the screen of the video, on the web and on native, with the checkout result', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);

    const web = await checkout(app, athlete, { platform: 'web', returnTo: VIDEO_SCREEN });
    expect(web.statusCode, web.body).toBe(200);
    expect(lastCheckoutParams(athlete.user.id)).toMatchObject({
      success_url: `${APP_URL}${VIDEO_SCREEN}&checkout=success`,
      cancel_url: `${APP_URL}${VIDEO_SCREEN}&checkout=cancelled`,
    });

    const native = await checkout(app, athlete, {
      platform: 'native',
      returnTo: '/athlete/drills',
    });
    expect(native.statusCode, native.body).toBe(200);
    expect(lastCheckoutParams(athlete.user.id)).toMatchObject({
      success_url: 'gamespeed://app/athlete/drills?checkout=success',
      cancel_url: 'gamespeed://app/athlete/drills?checkout=cancelled',
    });

    // A checkout parameter sent along is replaced, never doubled.
    const doubled = await checkout(app, athlete, {
      platform: 'web',
      returnTo: '/athlete/dashboard?checkout=cancelled&video=v1',
    });
    expect(doubled.statusCode, doubled.body).toBe(200);
    expect(lastCheckoutParams(athlete.user.id)).toMatchObject({
      success_url: `${APP_URL}/athlete/dashboard?video=v1&checkout=success`,
    });
  });

  it('without returnTo: the settings route, as before', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    expect((await checkout(app, athlete, { platform: 'web' })).statusCode).toBe(200);
    expect(lastCheckoutParams(athlete.user.id)).toMatchObject({
      success_url: `${APP_URL}/athlete/settings?checkout=success`,
    });
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/athlete/dashboard'],
    ['absolute URL', 'https://evil.com'],
    ['absolute URL of the app itself', `${APP_URL}/athlete/dashboard`],
    ['backslash', '/\\evil.com'],
    ['backslash later', '/athlete/\\\\evil.com'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['scheme after the slash', '/javascript:alert(1)'],
    ['tab that browsers drop', '/\t/evil.com'],
    ['newline', '/athlete\n/dashboard'],
    ['encoded nothing-special but a space', '/athlete dashboard'],
    ['double slash inside', '/athlete//dashboard'],
    ['relative without slash', 'athlete/dashboard'],
    ['fragment', '/athlete/dashboard#top'],
    ['empty', ''],
    ['very long', `/athlete/dashboard?video=${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`],
    ['not a string', 42],
  ])('refuses %s: 400 naming returnTo, Stripe not asked', async (_name, returnTo) => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    const before = stripe.requests.length;
    const res = await checkout(app, athlete, { platform: 'web', returnTo });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(/returnTo/);
    expect(stripe.requests.length).toBe(before);
    expect(stripe.checkoutSessions.some((s) => s.client_reference_id === athlete.user.id)).toBe(
      false,
    );
  });

  it('a path of exactly the longest length is taken', async () => {
    const app = await billingApp();
    const athlete = await signUp(app, delivery);
    const prefix = '/athlete/dashboard?video=';
    const returnTo = `${prefix}${'a'.repeat(RETURN_PATH_MAX_LENGTH - prefix.length)}`;
    expect(returnTo).toHaveLength(RETURN_PATH_MAX_LENGTH);
    const res = await checkout(app, athlete, { platform: 'web', returnTo });
    expect(res.statusCode, res.body).toBe(200);
  });
});
