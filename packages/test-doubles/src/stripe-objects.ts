import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Stripe's objects as the Stripe double answers them: each starts from the example of Stripe's
 * published OpenAPI fixtures (`stripe-published/`, with its repository, path and commit) and
 * sets what the request or the flow decides. The interfaces below name the fields tests read;
 * the objects carry every field of the published example. Plain Node (no test-runner imports).
 */

type Resource =
  | 'customer'
  | 'deleted_customer'
  | 'price'
  | 'product'
  | 'subscription'
  | 'invoice'
  | 'checkout.session'
  | 'billing_portal.session'
  | 'event';

const published = JSON.parse(
  readFileSync(new URL('./stripe-published/fixtures3-resources.json', import.meta.url), 'utf8'),
) as { resources: Record<Resource, Record<string, unknown>> };

/** A fresh copy of Stripe's published example of one object. */
export function publishedExample(resource: Resource): Record<string, unknown> {
  return structuredClone(published.resources[resource]);
}

export const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const DAY_SECONDS = 86_400;

export interface StripeCustomer {
  id: string;
  object: 'customer';
  created: number;
  description: string | null;
  email: string | null;
  name: string | null;
  phone: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

/** A customer as `POST /v1/customers` makes it. */
export function customerObject(fields: {
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  metadata: Record<string, string>;
}): StripeCustomer {
  return {
    ...publishedExample('customer'),
    id: newId('cus_'),
    object: 'customer',
    created: nowSeconds(),
    livemode: false,
    discount: null,
    shipping: null,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    ...fields,
  } as StripeCustomer;
}

/** What Stripe answers for a deleted customer (`DELETE /v1/customers/:id`, and reads after it). */
export function deletedCustomerObject(id: string) {
  return { ...publishedExample('deleted_customer'), id, object: 'customer', deleted: true };
}

/** A Product object. */
export interface StripeProduct {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  default_price: string | null;
  name: string;
  livemode: false;
}

/** A Price object (`product` is the product id). */
export interface StripePrice {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit' | 'tiered';
  created: number;
  currency: string;
  livemode: false;
  product: string;
  recurring: {
    interval: 'day' | 'week' | 'month' | 'year';
    interval_count: number;
    trial_period_days: number | null;
    usage_type: 'licensed' | 'metered';
  } | null;
  tiers_mode: 'graduated' | 'volume' | null;
  type: 'recurring' | 'one_time';
  unit_amount: number | null;
  unit_amount_decimal: string | null;
}

/** What a test says about a price; the rest of the objects is filled in as Stripe would. */
export interface PriceSeed {
  id: string;
  productName: string;
  /** Smallest currency unit (cents); null for a tiered price (no fixed amount). */
  unitAmount: number | null;
  currency?: string;
  /** null: a one-time price. Default 'month'. */
  interval?: 'day' | 'week' | 'month' | 'year' | null;
  intervalCount?: number;
  active?: boolean;
}

/** The Price and its Product for a seed. */
export function priceObjects(seed: PriceSeed): { price: StripePrice; product: StripeProduct } {
  const created = nowSeconds();
  const productId = newId('prod_');
  const interval = seed.interval === undefined ? 'month' : seed.interval;
  const example = publishedExample('price');
  const price = {
    ...example,
    id: seed.id,
    object: 'price',
    active: seed.active ?? true,
    billing_scheme: seed.unitAmount === null ? 'tiered' : 'per_unit',
    created,
    currency: seed.currency ?? 'usd',
    custom_unit_amount: null,
    livemode: false,
    product: productId,
    recurring: interval
      ? {
          ...(example.recurring as object),
          interval,
          interval_count: seed.intervalCount ?? 1,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tiers_mode: seed.unitAmount === null ? 'graduated' : null,
    transform_quantity: null,
    type: interval ? 'recurring' : 'one_time',
    unit_amount: seed.unitAmount,
    unit_amount_decimal: seed.unitAmount === null ? null : String(seed.unitAmount),
  } as StripePrice;
  const product = {
    ...publishedExample('product'),
    id: productId,
    object: 'product',
    active: true,
    created,
    default_price: seed.id,
    description: null,
    livemode: false,
    name: seed.productName,
    package_dimensions: null,
    updated: created,
  } as StripeProduct;
  return { price, product };
}

export interface StripeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: { id: string; object: 'price' };
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export interface StripeSubscription {
  id: string;
  object: 'subscription';
  created: number;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: StripeSubscriptionItem[] };
  livemode: false;
}

/**
 * A subscription as the newest API versions send it (period on the item). `price` is the full
 * Price object when the test has one, else one with this id.
 */
export function subscriptionObject(options: {
  customer: string;
  priceId: string;
  price?: StripePrice;
  status?: string;
  /** Epoch seconds; default 30 days from now. */
  currentPeriodEnd?: number;
  id?: string;
  userId?: string;
}): StripeSubscription {
  const start = nowSeconds();
  const id = options.id ?? newId('sub_');
  const example = publishedExample('subscription') as {
    items: { data: Record<string, unknown>[] };
  };
  const exampleItem = example.items.data[0]!;
  const price =
    options.price ??
    ({
      ...(exampleItem.price as StripePrice),
      id: options.priceId,
      created: start,
      transform_quantity: null,
    } as StripePrice);
  const ended = options.status === 'canceled' ? start : null;
  return {
    ...example,
    id,
    object: 'subscription',
    created: start,
    start_date: start,
    billing_cycle_anchor: start,
    customer: options.customer,
    status: options.status ?? 'active',
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: ended,
    ended_at: ended,
    trial_start: null,
    trial_end: null,
    pause_collection: null,
    pending_update: null,
    pending_invoice_item_interval: null,
    next_pending_invoice_item_invoice: null,
    transfer_data: null,
    billing_schedules: [],
    metadata: options.userId ? { user_id: options.userId } : {},
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          ...exampleItem,
          id: newId('si_'),
          object: 'subscription_item',
          created: start,
          subscription: id,
          price,
          plan: planOf(price, exampleItem.plan),
          quantity: 1,
          current_period_start: start,
          current_period_end: options.currentPeriodEnd ?? start + 30 * DAY_SECONDS,
        },
      ],
    },
    livemode: false,
  } as unknown as StripeSubscription;
}

/** The legacy Plan object Stripe still mirrors from an item's recurring price. */
function planOf(price: StripePrice, example: unknown) {
  return {
    ...(example as object),
    id: price.id,
    active: price.active ?? true,
    amount: price.unit_amount ?? null,
    amount_decimal: price.unit_amount_decimal ?? null,
    billing_scheme: price.billing_scheme ?? 'per_unit',
    created: price.created ?? nowSeconds(),
    currency: price.currency ?? 'usd',
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: {},
    product: price.product ?? null,
    tiers_mode: price.tiers_mode ?? null,
    transform_usage: null,
    usage_type: price.recurring?.usage_type ?? 'licensed',
  };
}
