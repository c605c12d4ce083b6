import { readFileSync } from 'node:fs';
import { type StripeServer, startStripeServer } from '@gamespeed/test-doubles/stripe-server';
import {
  runTrigger,
  stripeClient,
  type TriggerName,
} from '@gamespeed/test-doubles/stripe-triggers';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The Stripe double against what Stripe publishes (packages/test-doubles/src/stripe-published,
 * README.md there): its objects, read through the real `stripe` SDK, have every field of the
 * examples in Stripe's OpenAPI fixtures with the same JSON type, and Stripe CLI's trigger
 * scripts run against it and make the events they are named for. So a billing test that passes
 * against the double speaks Stripe's API, not one made up beside it.
 */
const published = JSON.parse(
  readFileSync(
    new URL(
      '../../../../packages/test-doubles/src/stripe-published/fixtures3-resources.json',
      import.meta.url,
    ),
    'utf8',
  ),
).resources as Record<string, Record<string, unknown>>;

const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Fields of the published example missing from `object`, or of another JSON type there. */
function differences(resource: string, object: unknown): string[] {
  const example = published[resource]!;
  const actual = object as Record<string, unknown>;
  return Object.entries(example).flatMap(([field, value]) => {
    if (!(field in actual)) return [`${field}: missing`];
    const [want, got] = [jsonType(value), jsonType(actual[field])];
    // A field the example fills may be null in a given object, and the other way round.
    if (want === got || want === 'null' || got === 'null') return [];
    // An id reference may come expanded (`product` with expand[]=product).
    if (want === 'string' && got === 'object') return [];
    return [`${field}: ${got}, published ${want}`];
  });
}

let stripe: StripeServer;
let sdk: Stripe;
beforeAll(async () => {
  stripe = await startStripeServer({
    prices: [{ id: 'price_double_monthly', productName: 'GameSpeed Pro', unitAmount: 999 }],
  });
  sdk = stripeClient(stripe);
});
afterAll(async () => stripe.close());

describe('the Stripe double follows what Stripe publishes', () => {
  it('customers, prices, products, subscriptions, sessions and deleted customers have the published fields', async () => {
    const customer = await sdk.customers.create({ email: 'double@example.test', name: 'Ada' });
    const price = await sdk.prices.retrieve('price_double_monthly', { expand: ['product'] });
    const subscription = await sdk.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    const checkout = await sdk.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'https://app.example.test/ok',
      cancel_url: 'https://app.example.test/cancel',
    });
    const portal = await sdk.billingPortal.sessions.create({ customer: customer.id });
    const deleted = await sdk.customers.del(customer.id);
    const objects = {
      customer,
      price,
      product: price.product,
      subscription,
      'checkout.session': checkout,
      'billing_portal.session': portal,
      deleted_customer: deleted,
      event: stripe.events.at(-1),
    };
    for (const [resource, object] of Object.entries(objects)) {
      expect(differences(resource, object), resource).toEqual([]);
    }
    expect(subscription.items.data[0]!.price.id).toBe(price.id);
    expect(deleted).toMatchObject({ id: customer.id, object: 'customer', deleted: true });
  });

  it.each([
    ['customer.subscription.created', ['customer.subscription.created']],
    [
      'customer.subscription.updated',
      ['customer.subscription.created', 'customer.subscription.updated'],
    ],
    [
      'customer.subscription.deleted',
      ['customer.subscription.created', 'customer.subscription.deleted'],
    ],
    ['customer.deleted', ['customer.deleted']],
  ] as [TriggerName, string[]][])(
    "Stripe CLI's `stripe trigger %s` script runs against it and makes its events",
    async (name, types) => {
      const before = stripe.events.length;
      const objects = await runTrigger(sdk, name);
      expect(stripe.events.slice(before).map((event) => event.type)).toEqual(types);
      for (const event of stripe.events.slice(before)) {
        expect(differences('event', event)).toEqual([]);
      }
      expect(Object.keys(objects).length).toBeGreaterThan(1);
    },
  );

  it('answers like Stripe: a deleted customer is gone, a reused key with other parameters is refused', async () => {
    const customer = await sdk.customers.create({ email: 'gone@example.test' });
    await sdk.customers.del(customer.id);
    await expect(sdk.customers.del(customer.id)).rejects.toMatchObject({
      code: 'resource_missing',
      statusCode: 404,
    });
    await expect(
      sdk.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: 'price_double_monthly', quantity: 1 }],
        success_url: 'https://app.example.test/ok',
      }),
    ).rejects.toMatchObject({ code: 'resource_missing', param: 'customer' });

    const first = await sdk.customers.create({ name: 'One' }, { idempotencyKey: 'double-key' });
    const replay = await sdk.customers.create({ name: 'One' }, { idempotencyKey: 'double-key' });
    expect(replay.id).toBe(first.id);
    await expect(
      sdk.customers.create({ name: 'Two' }, { idempotencyKey: 'double-key' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });

    const oneTime = stripe.addPrice({
      id: 'price_double_once',
      productName: 'Lifetime',
      unitAmount: 19900,
      interval: null,
    });
    const live = await sdk.customers.create({ email: 'live@example.test' });
    await expect(
      sdk.checkout.sessions.create({
        mode: 'subscription',
        customer: live.id,
        line_items: [{ price: oneTime.id, quantity: 1 }],
        success_url: 'https://app.example.test/ok',
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
  });
});
