// Longer than 300 lines: the server of the Stripe double in one place — its state, key and
// idempotency checks, held answers, event sending and the handle tests drive it by — and the
// re-exports its users import from here; each request's effect is in stripe-api.ts, the objects
// in stripe-objects.ts and stripe-sessions.ts, the hosted pages in stripe-pages.ts.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenOnLoopback, readBody, sendJson } from './http';
import { addPrice, answerApi, type StripeState } from './stripe-api';
import {
  checkoutPrice,
  decodeForm,
  type FormParams,
  metadataParam,
  signWebhook,
} from './stripe-form';
import {
  newId,
  type PriceSeed,
  type StripeCustomer,
  type StripePrice,
  type StripeProduct,
  type StripeSubscription,
  subscriptionObject,
} from './stripe-objects';
import { answerPage } from './stripe-pages';
import {
  type StripeCheckoutSession,
  type StripeEvent,
  type StripePortalSession,
  stripeEvent,
} from './stripe-sessions';

export {
  checkoutPrice,
  decodeForm,
  type FormParams,
  type FormValue,
  itemPrices,
  signWebhook,
} from './stripe-form';
export {
  deletedCustomerObject,
  type PriceSeed,
  priceObjects,
  type StripeCustomer,
  type StripePrice,
  type StripeProduct,
  type StripeSubscription,
  subscriptionObject,
} from './stripe-objects';
export {
  invoiceObject,
  type StripeCheckoutSession,
  type StripeEvent,
  type StripePortalSession,
  stripeEvent,
} from './stripe-sessions';

/**
 * A local HTTP server shaped like the parts of Stripe's API the app uses — the payment double
 * for server and end-to-end tests, reached by the real `stripe` SDK through STRIPE_API_BASE.
 * Its objects start from Stripe's published OpenAPI fixtures and its flows follow the request
 * scripts of `stripe trigger` (`stripe-published/`, with their repository, path and commit).
 * Plain Node (no test-runner imports).
 *
 * API (form-encoded bodies, `Authorization: Bearer <secretKey>`, JSON answers; `stripe-api.ts`):
 * customers (create, read, delete: a deleted customer reads as `{ id, deleted: true }`, its
 * subscriptions are cancelled, and it is "No such customer" to everything else), products and
 * prices (create, read; `expand[]=product`), subscriptions (create, read, update metadata,
 * cancel), Checkout Sessions (create — refused for a customer or price Stripe does not have, a
 * one-time price in subscription mode or an inactive price — read, expire) and Billing Portal
 * sessions. Errors have Stripe's shape `{ error: { type, code, message, param } }` (401 on a wrong
 * key). An `Idempotency-Key` replays the first answer (with `Idempotent-Replayed: true`) and is
 * refused with other parameters (`idempotency_error`), as Stripe does for 24 hours.
 *
 * Events: what Stripe would send (subscription created, updated, deleted; customer deleted) is
 * recorded in `events` and, when a webhook URL is set, POSTed there signed, in the background
 * like Stripe (`settled()` waits for them). `pay` (the hosted checkout's 'Pay' button) sends
 * `checkout.session.completed` then `customer.subscription.created` and waits for each answer.
 *
 * Pages (`stripe-pages.ts`): `GET /checkout/:id` (a 'Pay' button and a 'Cancel' link),
 * `POST /checkout/:id/pay` (pays, then 303 to the success URL), `GET /portal/:id`.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  params: FormParams;
  idempotencyKey: string | null;
}

/** A webhook the server delivered to the configured URL, with the answer it got. */
export interface WebhookDelivery {
  event: StripeEvent;
  status: number;
  body: string;
}

/** An answer the double keeps back until the test releases it (a slow read of Stripe). */
export interface HeldAnswer {
  /** Resolves once the request has arrived; its answer is already decided then. */
  arrived: Promise<void>;
  /** Sends the answer decided when the request arrived. */
  release(): void;
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
  /** Every event the double made (its event log), in order. */
  events: StripeEvent[];
  deliveries: WebhookDelivery[];
  /** Adds (or replaces) a price and its product, as if created in the Stripe dashboard. */
  addPrice(seed: PriceSeed): StripePrice;
  /** Where events are sent (e.g. `http://127.0.0.1:3000/api/billing/webhook`); null: nowhere. */
  setWebhookUrl(url: string | null): void;
  /** Make every following API call fail with this Stripe error (null = succeed again). */
  setFailure(next: { status: number; message: string; code?: string } | null): void;
  /**
   * Keeps back the answer of the next request of this method whose path matches: the answer is
   * decided (and its objects copied) when the request arrives, and sent on `release()`.
   */
  holdNext(method: string, path: string | RegExp): HeldAnswer;
  /** Signs an event with `webhookSecret` and POSTs it to the webhook URL. */
  deliver(event: StripeEvent): Promise<WebhookDelivery>;
  /** Waits until every event sent in the background has had its answer. */
  settled(): Promise<void>;
  /**
   * Pays an open session as the 'Pay' button does: creates the subscription, delivers the
   * webhooks and returns the success URL the browser would be sent to.
   */
  pay(sessionId: string): Promise<{ successUrl: string; subscription: StripeSubscription }>;
  close(): Promise<void>;
}

/** Stripe's error types by status (`idempotency_error` is set where it applies). */
const errorType = (status: number) => (status >= 500 ? 'api_error' : 'invalid_request_error');

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
  const events: StripeEvent[] = [];
  const deliveries: WebhookDelivery[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const holds: {
    method: string;
    path: string | RegExp;
    arrive: () => void;
    released: Promise<void>;
  }[] = [];
  /** `path:Idempotency-Key` → the first request's parameters and answer (Stripe replays it). */
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();

  const state: StripeState = {
    customers: [],
    deletedCustomers: new Set(),
    checkoutSessions: [],
    portalSessions: [],
    subscriptions: [],
    prices: [],
    products: [],
    apiBase: () => apiBase,
    emit(type, object) {
      const event = stripeEvent(type, structuredClone(object));
      events.push(event);
      if (!webhookUrl) return;
      const sending: Promise<unknown> = deliver(event)
        .catch(() => undefined)
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
  };
  for (const seed of options.prices ?? []) addPrice(state, seed);

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
    const session = state.checkoutSessions.find((s) => s.id === sessionId);
    if (!session) throw new Error(`stripe double: no checkout session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`stripe double: ${sessionId} is not open`);
    const priceId = checkoutPrice(session.params);
    if (!session.customer || !priceId) {
      throw new Error('stripe double: the session has no customer or price');
    }
    const price = state.prices.find((p) => p.id === priceId);
    const subscription = subscriptionObject({ customer: session.customer, priceId, price });
    // Checkout copies subscription_data[metadata] onto the subscription.
    subscription.metadata = metadataParam((session.params.subscription_data ?? {}) as FormParams);
    state.subscriptions.push(subscription);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.subscription = subscription.id;
    const { params: _params, ...sessionObject } = session;
    for (const event of [
      stripeEvent('checkout.session.completed', sessionObject),
      stripeEvent('customer.subscription.created', structuredClone(subscription)),
    ]) {
      events.push(event);
      const delivery = await deliver(event);
      if (delivery.status < 200 || delivery.status >= 300) {
        throw new Error(`webhook ${event.type} answered ${delivery.status}: ${delivery.body}`);
      }
    }
    const successUrl = (session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', session.id);
    return { successUrl, subscription };
  }

  /** Sends a JSON answer now, or when a test's hold on this request is released. */
  function send(
    res: ServerResponse,
    method: string,
    path: string,
    status: number,
    body: unknown,
    headers: Record<string, string>,
  ) {
    const copy = JSON.parse(JSON.stringify(body)) as unknown;
    const at = holds.findIndex(
      (h) =>
        h.method === method && (typeof h.path === 'string' ? h.path === path : h.path.test(path)),
    );
    if (at < 0) return sendJson(res, status, copy, headers);
    const [hold] = holds.splice(at, 1);
    hold!.arrive();
    void hold!.released.then(() => sendJson(res, status, copy, headers));
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      send(res, method, path, status, body, { 'request-id': newId('req_'), ...headers });
    const fail = (
      status: number,
      error: { message: string; code?: string; param?: string; type?: string },
    ) => reply(status, { error: { type: errorType(status), ...error } });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return fail(401, {
        message: `Invalid API Key provided: ${req.headers.authorization ?? 'none'}`,
      });
    }
    const params =
      method === 'POST' ? decodeForm(await readBody(req)) : decodeForm(url.searchParams.toString());
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    requests.push({ method, path, params, idempotencyKey });
    if (failure) return fail(failure.status, { message: failure.message, code: failure.code });

    const stored = idempotencyKey ? idempotent.get(`${path}:${idempotencyKey}`) : undefined;
    if (stored && stored.params !== JSON.stringify(params)) {
      return fail(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      });
    }
    if (stored) return reply(stored.status, stored.body, { 'idempotent-replayed': 'true' });

    const answer = answerApi(state, method, path, params);
    if (!answer) return fail(404, { message: `Unrecognized request URL (${method}: ${path}).` });
    const body =
      'body' in answer
        ? answer.body
        : { error: { type: errorType(answer.status), ...answer.error } };
    if (idempotencyKey && method === 'POST') {
      idempotent.set(`${path}:${idempotencyKey}`, {
        params: JSON.stringify(params),
        status: answer.status,
        body: structuredClone(body),
      });
    }
    reply(answer.status, body);
  }

  const http = await listenOnLoopback(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path.startsWith('/v1/')) return handleApi(req, res, url);

    if (await answerPage(req, res, path, { sessions: state, pay })) return;
    sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'Not found' } });
  });
  apiBase = http.baseUrl;

  return {
    apiBase,
    secretKey,
    webhookSecret,
    requests,
    customers: state.customers,
    checkoutSessions: state.checkoutSessions,
    portalSessions: state.portalSessions,
    subscriptions: state.subscriptions,
    prices: state.prices,
    products: state.products,
    events,
    deliveries,
    addPrice: (seed) => addPrice(state, seed),
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    setFailure(next) {
      failure = next;
    },
    holdNext(method, path) {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ method, path, arrive, released });
      return { arrived, release };
    },
    deliver(event) {
      events.push(event);
      return deliver(event);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    pay,
    close: http.close,
  };
}
