import Stripe from 'stripe';
import type { FormParams } from './stripe-form';
import { DAY_SECONDS, newId, nowSeconds, publishedExample } from './stripe-objects';

/**
 * Invoices, events and the Checkout and Billing Portal sessions of the Stripe double, each
 * started from Stripe's published example as in `stripe-objects.ts`. Plain Node.
 */

/** A paid (or failed) subscription invoice with one line per given period end. */
export function invoiceObject(options: {
  customer: string;
  subscription: string;
  /** Epoch seconds of each line's period end. */
  periodEnds: number[];
  status?: 'paid' | 'open';
}) {
  const start = nowSeconds();
  const id = newId('in_');
  const example = publishedExample('invoice') as { lines: { data: Record<string, unknown>[] } };
  const exampleLine = example.lines.data[0]!;
  return {
    ...example,
    id,
    object: 'invoice' as const,
    created: start,
    customer: options.customer,
    status: options.status ?? 'paid',
    billing_reason: 'subscription_cycle',
    last_finalization_error: null,
    shipping_cost: null,
    from_invoice: null,
    amount_overpaid: 0,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: options.subscription, metadata: {} },
    },
    lines: {
      object: 'list' as const,
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
      data: options.periodEnds.map((end) => ({
        ...exampleLine,
        id: newId('il_'),
        object: 'line_item' as const,
        invoice: id,
        subscription: options.subscription,
        period: { start: end - 30 * DAY_SECONDS, end },
      })),
    },
    livemode: false,
  };
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

/** An event envelope around `object`. `created` defaults to now (epoch seconds). */
export function stripeEvent(
  type: string,
  object: unknown,
  options: { created?: number; id?: string } = {},
): StripeEvent {
  return {
    ...publishedExample('event'),
    id: options.id ?? newId('evt_'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? nowSeconds(),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  } as StripeEvent;
}

export interface StripeCheckoutSession {
  id: string;
  object: 'checkout.session';
  created: number;
  expires_at: number;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string | null;
  client_reference_id: string | null;
  success_url: string | null;
  cancel_url: string | null;
  url: string;
  subscription: string | null;
  metadata: Record<string, string>;
  livemode: false;
  /** Not in Stripe's answer: every param the request sent. */
  params: FormParams;
}

/** A Checkout Session as `POST /v1/checkout/sessions` makes it (open, unpaid). */
export function checkoutSessionObject(
  fields: Pick<
    StripeCheckoutSession,
    | 'mode'
    | 'customer'
    | 'client_reference_id'
    | 'success_url'
    | 'cancel_url'
    | 'metadata'
    | 'params'
  > & { url: (id: string) => string },
): StripeCheckoutSession {
  const id = newId('cs_test_');
  const created = nowSeconds();
  const { url, ...rest } = fields;
  return {
    ...publishedExample('checkout.session'),
    id,
    object: 'checkout.session',
    created,
    expires_at: created + DAY_SECONDS,
    status: 'open',
    payment_status: 'unpaid',
    payment_intent: null,
    invoice: null,
    shipping_cost: null,
    shipping_address_collection: null,
    total_details: null,
    currency_conversion: null,
    subscription: null,
    url: url(id),
    livemode: false,
    ...rest,
  } as StripeCheckoutSession;
}

export interface StripePortalSession {
  id: string;
  object: 'billing_portal.session';
  created: number;
  customer: string;
  return_url: string | null;
  url: string;
  livemode: false;
}

/** A Billing Portal session (no `flow`: the portal's home page). */
export function portalSessionObject(fields: {
  customer: string;
  return_url: string | null;
  url: (id: string) => string;
}): StripePortalSession {
  const id = newId('bps_');
  return {
    ...publishedExample('billing_portal.session'),
    id,
    object: 'billing_portal.session',
    created: nowSeconds(),
    customer: fields.customer,
    flow: null,
    return_url: fields.return_url,
    url: fields.url(id),
    livemode: false,
  } as StripePortalSession;
}
