import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { listenOnLoopback, readBody, sendJson } from './http';

/**
 * A local HTTP server shaped like the parts of Stripe's API the server uses — the payment
 * double for server and end-to-end tests, reached by the real `stripe` SDK through
 * STRIPE_API_BASE. Plain Node (no test-runner imports).
 *
 * API (form-encoded bodies, `Authorization: Bearer <secretKey>`, JSON answers):
 * - `POST /v1/customers` → a customer (`cus_…`).
 * - `POST /v1/checkout/sessions` → a Checkout Session (`cs_test_…`) whose `url` is this
 *   server's `/checkout/<id>`; the decoded params are recorded for assertions.
 * - `POST /v1/billing_portal/sessions` → a portal session whose `url` is `/portal/<id>`.
 * - `GET /v1/checkout/sessions/:id` → the session; `POST /v1/checkout/sessions/:id/expire`
 *   expires an open one (400 otherwise, as Stripe answers).
 * - `GET /v1/subscriptions/:id` → a subscription created by paying a session.
 * - `DELETE /v1/subscriptions/:id` → cancels it now (status `canceled`, `canceled_at` and
 *   `ended_at` set); 404 `resource_missing` for an unknown one, 400 for one already canceled.
 * - `GET /v1/prices/:id` → a price given to `startStripeServer({ prices })` or `addPrice`, shaped
 *   like the Price object of Stripe's API reference; `expand[]=product` puts the Product object
 *   (same source) in `product`. `GET /v1/products/:id` → the product. 404 `resource_missing`
 *   for unknown ids.
 * Errors use Stripe's shape `{ error: { type, code, message } }` (401 on a wrong key).
 *
 * Pages (what the hosted Checkout would do):
 * - `GET /checkout/:id` → a small page with a 'Pay' button (and a 'Cancel' link to cancel_url).
 * - `POST /checkout/:id/pay` → creates an active subscription, POSTs the signed events
 *   `checkout.session.completed` then `customer.subscription.created` to the webhook URL, and
 *   redirects (303) to the session's success_url.
 * - `GET /portal/:id` → a page with a link back to the return_url.
 */

/** Form-encoded params decoded into objects and arrays (`a[b][0][c]=v`), as Stripe reads them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

export interface RecordedRequest {
  method: string;
  path: string;
  params: FormParams;
  idempotencyKey: string | null;
}

export interface StripeCustomer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  phone: string | null;
  metadata: Record<string, string>;
  livemode: false;
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

export interface StripePortalSession {
  id: string;
  object: 'billing_portal.session';
  created: number;
  customer: string;
  return_url: string | null;
  url: string;
  livemode: false;
}

/** A Product object as Stripe's API reference shows it. */
export interface StripeProduct {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  default_price: string | null;
  description: string | null;
  images: string[];
  marketing_features: { name: string }[];
  livemode: false;
  metadata: Record<string, string>;
  name: string;
  package_dimensions: null;
  shippable: boolean | null;
  statement_descriptor: string | null;
  tax_code: string | null;
  unit_label: string | null;
  updated: number;
  url: string | null;
}

/** A Price object as Stripe's API reference shows it (`product` is the product id). */
export interface StripePrice {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit' | 'tiered';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string | null;
  metadata: Record<string, string>;
  nickname: string | null;
  product: string;
  recurring: {
    interval: 'day' | 'week' | 'month' | 'year';
    interval_count: number;
    trial_period_days: number | null;
    usage_type: 'licensed' | 'metered';
  } | null;
  tax_behavior: 'unspecified' | 'inclusive' | 'exclusive';
  tiers_mode: 'graduated' | 'volume' | null;
  transform_quantity: null;
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

/** The Price and Product objects for a seed, filled in like the examples of Stripe's API reference. */
export function priceObjects(seed: PriceSeed): { price: StripePrice; product: StripeProduct } {
  const created = nowSeconds();
  const productId = id('prod_');
  const interval = seed.interval === undefined ? 'month' : seed.interval;
  const price: StripePrice = {
    id: seed.id,
    object: 'price',
    active: seed.active ?? true,
    billing_scheme: seed.unitAmount === null ? 'tiered' : 'per_unit',
    created,
    currency: seed.currency ?? 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: productId,
    recurring: interval
      ? {
          interval,
          interval_count: seed.intervalCount ?? 1,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: seed.unitAmount === null ? 'graduated' : null,
    transform_quantity: null,
    type: interval ? 'recurring' : 'one_time',
    unit_amount: seed.unitAmount,
    unit_amount_decimal: seed.unitAmount === null ? null : String(seed.unitAmount),
  };
  const product: StripeProduct = {
    id: productId,
    object: 'product',
    active: true,
    created,
    default_price: seed.id,
    description: null,
    images: [],
    marketing_features: [],
    livemode: false,
    metadata: {},
    name: seed.productName,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    unit_label: null,
    updated: created,
    url: null,
  };
  return { price, product };
}

/** A webhook the server delivered to the configured URL, with the answer it got. */
export interface WebhookDelivery {
  event: StripeEvent;
  status: number;
  body: string;
}

export interface StripeServer {
  /** `http://127.0.0.1:PORT` — use as STRIPE_API_BASE (and for the checkout pages). */
  apiBase: string;
  /** The key the server accepts: use as STRIPE_SECRET_KEY. */
  secretKey: string;
  /** The secret the webhooks are signed with: use as STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string;
  requests: RecordedRequest[];
  customers: StripeCustomer[];
  checkoutSessions: StripeCheckoutSession[];
  portalSessions: StripePortalSession[];
  subscriptions: StripeSubscription[];
  prices: StripePrice[];
  products: StripeProduct[];
  deliveries: WebhookDelivery[];
  /** Adds (or replaces) a price and its product, as if created in the Stripe dashboard. */
  addPrice(seed: PriceSeed): StripePrice;
  /** Where paid checkouts send their webhooks (e.g. `http://127.0.0.1:3000/api/billing/webhook`). */
  setWebhookUrl(url: string | null): void;
  /** Make every following API call fail with this Stripe error (null = succeed again). */
  setFailure(next: { status: number; message: string; code?: string } | null): void;
  /** Signs an event with `webhookSecret` and POSTs it to the webhook URL. */
  deliver(event: StripeEvent): Promise<WebhookDelivery>;
  /**
   * Pays an open session as the 'Pay' button does: creates the subscription, delivers the
   * webhooks and returns the success URL the browser would be sent to.
   */
  pay(sessionId: string): Promise<{ successUrl: string; subscription: StripeSubscription }>;
  close(): Promise<void>;
}

/** Decodes Stripe's bracketed form encoding into nested objects and arrays. */
export function decodeForm(body: string): FormParams {
  const root: FormParams = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const key: string | number = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      if (container[key] === undefined) container[key] = /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = container[key] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY_SECONDS = 86_400;

// ---- Event and object builders (shared by tests, which sign and send them themselves) ----

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
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price' };
      quantity: number;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  livemode: false;
}

/** A subscription object as the newest API versions send it (period on the item). */
export function subscriptionObject(options: {
  customer: string;
  priceId: string;
  status?: string;
  /** Epoch seconds; default 30 days from now. */
  currentPeriodEnd?: number;
  id?: string;
  userId?: string;
}): StripeSubscription {
  const start = nowSeconds();
  return {
    id: options.id ?? id('sub_'),
    object: 'subscription',
    created: start,
    customer: options.customer,
    status: options.status ?? 'active',
    cancel_at_period_end: false,
    canceled_at: options.status === 'canceled' ? start : null,
    ended_at: options.status === 'canceled' ? start : null,
    metadata: options.userId ? { user_id: options.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: id('si_'),
          object: 'subscription_item',
          price: { id: options.priceId, object: 'price' },
          quantity: 1,
          current_period_start: start,
          current_period_end: options.currentPeriodEnd ?? start + 30 * DAY_SECONDS,
        },
      ],
    },
    livemode: false,
  };
}

/** A paid (or failed) subscription invoice with one line per given period end. */
export function invoiceObject(options: {
  customer: string;
  subscription: string;
  /** Epoch seconds of each line's period end. */
  periodEnds: number[];
  status?: 'paid' | 'open';
}) {
  const start = nowSeconds();
  return {
    id: id('in_'),
    object: 'invoice' as const,
    created: start,
    customer: options.customer,
    status: options.status ?? 'paid',
    billing_reason: 'subscription_cycle',
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: options.subscription, metadata: {} },
    },
    lines: {
      object: 'list' as const,
      data: options.periodEnds.map((end) => ({
        id: id('il_'),
        object: 'line_item' as const,
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
    id: options.id ?? id('evt_'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? nowSeconds(),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/**
 * The body and `Stripe-Signature` header of a webhook, signed with
 * `Stripe.webhooks.generateTestHeaderString`. `timestamp` (epoch seconds) defaults to now.
 */
export function signWebhook(
  event: unknown,
  secret: string,
  options: { timestamp?: number } = {},
): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: options.timestamp ?? nowSeconds(),
  });
  return { payload, signature };
}

// ---- The server ----

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function sendHtml(res: ServerResponse, status: number, title: string, body: string): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
  });
  res.end(html);
}

const stringParam = (params: FormParams, key: string): string | null => {
  const value = params[key];
  return typeof value === 'string' ? value : null;
};

const metadataParam = (params: FormParams, key = 'metadata'): Record<string, string> => {
  const value = params[key];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
};

/** The first line item's price of recorded checkout params. */
export function checkoutPrice(params: FormParams): string | null {
  const items = params.line_items;
  if (!Array.isArray(items)) return null;
  const first = items[0];
  if (!first || typeof first !== 'object' || Array.isArray(first)) return null;
  return typeof first.price === 'string' ? first.price : null;
}

export async function startStripeServer(
  options: {
    secretKey?: string;
    webhookSecret?: string;
    webhookUrl?: string;
    /** Prices (with their products) the server knows from the start. */
    prices?: PriceSeed[];
  } = {},
): Promise<StripeServer> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(16).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('base64url')}`;
  let webhookUrl: string | null = options.webhookUrl ?? null;
  let failure: { status: number; message: string; code?: string } | null = null;
  let apiBase = '';

  const requests: RecordedRequest[] = [];
  const customers: StripeCustomer[] = [];
  const checkoutSessions: StripeCheckoutSession[] = [];
  const portalSessions: StripePortalSession[] = [];
  const subscriptions: StripeSubscription[] = [];
  const prices: StripePrice[] = [];
  const products: StripeProduct[] = [];
  const deliveries: WebhookDelivery[] = [];

  function addPrice(seed: PriceSeed): StripePrice {
    const { price, product } = priceObjects(seed);
    const old = prices.findIndex((p) => p.id === price.id);
    if (old >= 0) prices.splice(old, 1);
    prices.push(price);
    products.push(product);
    return price;
  }
  for (const seed of options.prices ?? []) addPrice(seed);
  /** Idempotency-Key → the JSON answered first (Stripe replays it). */
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const stripeError = (res: ServerResponse, status: number, message: string, code?: string) =>
    sendJson(
      res,
      status,
      { error: { type: status === 401 ? 'invalid_request_error' : 'api_error', code, message } },
      { 'request-id': id('req_') },
    );

  async function deliver(event: StripeEvent): Promise<WebhookDelivery> {
    if (!webhookUrl) throw new Error('stripe double: no webhook URL set (setWebhookUrl)');
    const { payload, signature } = signWebhook(event, webhookSecret);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    const delivery = { event, status: response.status, body: await response.text() };
    deliveries.push(delivery);
    return delivery;
  }

  async function pay(sessionId: string) {
    const session = checkoutSessions.find((s) => s.id === sessionId);
    if (!session) throw new Error(`stripe double: no checkout session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`stripe double: ${sessionId} is not open`);
    const priceId = checkoutPrice(session.params);
    if (!session.customer || !priceId) {
      throw new Error('stripe double: the session has no customer or price');
    }
    const subscription = subscriptionObject({ customer: session.customer, priceId });
    // Checkout copies subscription_data[metadata] onto the subscription.
    subscription.metadata = metadataParam((session.params.subscription_data ?? {}) as FormParams);
    subscriptions.push(subscription);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.subscription = subscription.id;
    const { params: _params, ...sessionObject } = session;
    for (const event of [
      stripeEvent('checkout.session.completed', sessionObject),
      stripeEvent('customer.subscription.created', subscription),
    ]) {
      const delivery = await deliver(event);
      if (delivery.status < 200 || delivery.status >= 300) {
        throw new Error(`webhook ${event.type} answered ${delivery.status}: ${delivery.body}`);
      }
    }
    const successUrl = (session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', session.id);
    return { successUrl, subscription };
  }

  async function handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ) {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      stripeError(res, 401, `Invalid API Key provided: ${req.headers.authorization ?? 'none'}`);
      return;
    }
    const method = req.method ?? 'GET';
    const params =
      method === 'POST' ? decodeForm(await readBody(req)) : decodeForm(query.toString());
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    requests.push({ method, path, params, idempotencyKey });
    if (failure) {
      stripeError(res, failure.status, failure.message, failure.code);
      return;
    }
    const replay = idempotencyKey ? idempotent.get(`${path}:${idempotencyKey}`) : undefined;
    if (replay) {
      sendJson(res, replay.status, replay.body, { 'idempotent-replayed': 'true' });
      return;
    }
    const answer = (status: number, body: unknown) => {
      if (idempotencyKey) idempotent.set(`${path}:${idempotencyKey}`, { status, body });
      sendJson(res, status, body, { 'request-id': id('req_') });
    };
    /** The object of this kind with this id; else answers Stripe's 404 and gives undefined. */
    const existing = <T extends { id: string }>(list: T[], kind: string, wanted: string) => {
      const found = list.find((item) => item.id === wanted);
      if (!found) stripeError(res, 404, `No such ${kind}: '${wanted}'`, 'resource_missing');
      return found;
    };

    if (method === 'POST' && path === '/v1/customers') {
      const customer: StripeCustomer = {
        id: id('cus_'),
        object: 'customer',
        created: nowSeconds(),
        email: stringParam(params, 'email'),
        name: stringParam(params, 'name'),
        phone: stringParam(params, 'phone'),
        metadata: metadataParam(params),
        livemode: false,
      };
      customers.push(customer);
      answer(200, customer);
      return;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = stringParam(params, 'customer');
      if (customer && !customers.some((c) => c.id === customer)) {
        stripeError(res, 400, `No such customer: '${customer}'`, 'resource_missing');
        return;
      }
      if (!checkoutPrice(params)) {
        stripeError(res, 400, 'Missing required param: line_items[0][price].', 'parameter_missing');
        return;
      }
      const sessionId = id('cs_test_');
      const session: StripeCheckoutSession = {
        id: sessionId,
        object: 'checkout.session',
        created: nowSeconds(),
        expires_at: nowSeconds() + DAY_SECONDS,
        mode: stringParam(params, 'mode') ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        customer,
        client_reference_id: stringParam(params, 'client_reference_id'),
        success_url: stringParam(params, 'success_url'),
        cancel_url: stringParam(params, 'cancel_url'),
        url: `${apiBase}/checkout/${sessionId}`,
        subscription: null,
        metadata: metadataParam(params),
        livemode: false,
        params,
      };
      checkoutSessions.push(session);
      const { params: _params, ...body } = session;
      answer(200, body);
      return;
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = stringParam(params, 'customer');
      if (!customer || !customers.some((c) => c.id === customer)) {
        stripeError(res, 400, `No such customer: '${customer}'`, 'resource_missing');
        return;
      }
      const sessionId = id('bps_');
      const session: StripePortalSession = {
        id: sessionId,
        object: 'billing_portal.session',
        created: nowSeconds(),
        customer,
        return_url: stringParam(params, 'return_url'),
        url: `${apiBase}/portal/${sessionId}`,
        livemode: false,
      };
      portalSessions.push(session);
      answer(200, session);
      return;
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionMatch) {
      const session = existing(checkoutSessions, 'checkout.session', sessionMatch[1]!);
      if (!session) return;
      if (method === 'POST' && sessionMatch[2]) {
        if (session.status !== 'open') {
          stripeError(res, 400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
          return;
        }
        session.status = 'expired';
      }
      const { params: _params, ...body } = session;
      answer(200, body);
      return;
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if ((method === 'GET' || method === 'DELETE') && subscriptionMatch) {
      const subscription = existing(subscriptions, 'subscription', subscriptionMatch[1]!);
      if (!subscription) return;
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') {
          stripeError(
            res,
            400,
            `A canceled subscription can only update its cancellation_details and metadata.`,
          );
          return;
        }
        const now = nowSeconds();
        subscription.status = 'canceled';
        subscription.canceled_at = now;
        subscription.ended_at = now;
      }
      answer(200, subscription);
      return;
    }
    const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (method === 'GET' && priceMatch) {
      const price = existing(prices, 'price', priceMatch[1]!);
      if (!price) return;
      // `expand[]=product` arrives decoded as `expand: ['product']` (or `{ '': 'product' }`).
      const expand = params.expand;
      const expanded = Array.isArray(expand)
        ? expand.includes('product')
        : typeof expand === 'object' && Object.values(expand).includes('product');
      const product = products.find((p) => p.id === price.product);
      answer(200, expanded && product ? { ...price, product } : price);
      return;
    }
    const productMatch = /^\/v1\/products\/([^/]+)$/.exec(path);
    if (method === 'GET' && productMatch) {
      const product = existing(products, 'product', productMatch[1]!);
      if (!product) return;
      answer(200, product);
      return;
    }
    stripeError(res, 404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const http = await listenOnLoopback(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path.startsWith('/v1/')) return handleApi(req, res, path, url.searchParams);

    const page = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
    if (page) {
      const session = checkoutSessions.find((s) => s.id === page[1]);
      if (!session) return sendHtml(res, 404, 'Not found', '<h1>Checkout session not found</h1>');
      if (req.method === 'POST' && page[2]) {
        try {
          const { successUrl } = await pay(session.id);
          res.writeHead(303, { location: successUrl });
          res.end();
        } catch (error) {
          sendHtml(
            res,
            502,
            'Payment failed',
            `<h1>Payment failed</h1><p>${escapeHtml(String(error))}</p>`,
          );
        }
        return;
      }
      if (req.method !== 'GET' || page[2]) return sendHtml(res, 405, 'Method not allowed', '');
      const price = checkoutPrice(session.params) ?? '';
      const cancel = session.cancel_url
        ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>`
        : '';
      return sendHtml(
        res,
        200,
        'Test checkout',
        `<h1>Test checkout</h1><p>Subscription: <span data-testid="price">${escapeHtml(price)}</span></p>` +
          (session.status === 'open'
            ? `<form method="post" action="/checkout/${escapeHtml(session.id)}/pay"><button type="submit">Pay</button></form>${cancel}`
            : '<p>This session is already paid.</p>'),
      );
    }

    const portal = /^\/portal\/([^/]+)$/.exec(path);
    if (portal && req.method === 'GET') {
      const session = portalSessions.find((s) => s.id === portal[1]);
      if (!session) return sendHtml(res, 404, 'Not found', '<h1>Portal session not found</h1>');
      const back = session.return_url
        ? `<p><a href="${escapeHtml(session.return_url)}">Return</a></p>`
        : '';
      return sendHtml(res, 200, 'Test billing portal', `<h1>Test billing portal</h1>${back}`);
    }
    sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'Not found' } });
  });
  apiBase = http.baseUrl;

  return {
    apiBase,
    secretKey,
    webhookSecret,
    requests,
    customers,
    checkoutSessions,
    portalSessions,
    subscriptions,
    prices,
    products,
    deliveries,
    addPrice,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    setFailure(next) {
      failure = next;
    },
    deliver,
    pay,
    close: http.close,
  };
}
