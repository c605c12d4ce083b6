import {
  checkoutPrice,
  type FormParams,
  itemPrices,
  metadataParam,
  objectParam,
  stringParam,
} from './stripe-form';
import {
  customerObject,
  deletedCustomerObject,
  newId,
  nowSeconds,
  type PriceSeed,
  priceObjects,
  type StripeCustomer,
  type StripePrice,
  type StripeProduct,
  type StripeSubscription,
  subscriptionObject,
} from './stripe-objects';
import {
  checkoutSessionObject,
  portalSessionObject,
  type StripeCheckoutSession,
  type StripePortalSession,
} from './stripe-sessions';

/**
 * The API part of the Stripe double: what each request does to the double's objects and what it
 * answers, as Stripe's API reference and its published fixtures describe it. The HTTP server
 * (`stripe-server.ts`) decodes requests, checks the key and idempotency, and sends the answer.
 */

/** An answer, or Stripe's error (`{ error: { type, code, message, param } }`). */
export type ApiAnswer =
  | { status: 200; body: unknown }
  | { status: number; error: { message: string; code?: string; param?: string; type?: string } };

/** Everything the double holds, shared with the server and the tests. */
export interface StripeState {
  customers: StripeCustomer[];
  /** Ids of customers deleted through `DELETE /v1/customers/:id`. */
  deletedCustomers: Set<string>;
  checkoutSessions: StripeCheckoutSession[];
  portalSessions: StripePortalSession[];
  subscriptions: StripeSubscription[];
  prices: StripePrice[];
  products: StripeProduct[];
  /** Where the hosted pages live (`{apiBase}/checkout/:id`, `{apiBase}/portal/:id`). */
  apiBase: () => string;
  /** Records an event Stripe would send, and sends it when a webhook URL is set. */
  emit: (type: string, object: unknown) => void;
}

const ok = (body: unknown): ApiAnswer => ({ status: 200, body });
const noSuch = (kind: string, id: string, param?: string, status = 404): ApiAnswer => ({
  status,
  error: { message: `No such ${kind}: '${id}'`, code: 'resource_missing', param },
});
const invalid = (message: string, param?: string): ApiAnswer => ({
  status: 400,
  error: { message, param },
});

/** A price and its product, as if made in the Stripe dashboard. */
export function addPrice(state: StripeState, seed: PriceSeed): StripePrice {
  const { price, product } = priceObjects(seed);
  const old = state.prices.findIndex((p) => p.id === price.id);
  if (old >= 0) state.prices.splice(old, 1);
  state.prices.push(price);
  state.products.push(product);
  return price;
}

/** The customer if Stripe has it (not deleted). */
const liveCustomer = (state: StripeState, id: string | null) =>
  id === null || state.deletedCustomers.has(id)
    ? undefined
    : state.customers.find((c) => c.id === id);

/** Cancels a subscription now, as `DELETE /v1/subscriptions/:id` and deleting its customer do. */
function cancel(state: StripeState, subscription: StripeSubscription): void {
  const now = nowSeconds();
  subscription.status = 'canceled';
  subscription.canceled_at = now;
  subscription.ended_at = now;
  state.emit('customer.subscription.deleted', subscription);
}

/** Handles one API request; undefined when the path is not one the double knows. */
export function answerApi(
  state: StripeState,
  method: string,
  path: string,
  params: FormParams,
): ApiAnswer | undefined {
  const [, , resource, id, action] = path.split('/');
  const find = <T extends { id: string }>(list: T[]) => list.find((item) => item.id === id);

  if (resource === 'customers') {
    if (method === 'POST' && id === undefined) {
      const customer = customerObject({
        email: stringParam(params, 'email'),
        name: stringParam(params, 'name'),
        phone: stringParam(params, 'phone'),
        description: stringParam(params, 'description'),
        metadata: metadataParam(params),
      });
      state.customers.push(customer);
      return ok(customer);
    }
    const customer = find(state.customers);
    if (!customer || action !== undefined) return noSuch('customer', String(id), 'id');
    if (method === 'GET') {
      return ok(
        state.deletedCustomers.has(customer.id) ? deletedCustomerObject(customer.id) : customer,
      );
    }
    if (method === 'DELETE') {
      if (state.deletedCustomers.has(customer.id)) return noSuch('customer', customer.id, 'id');
      // Deleting a customer cancels its subscriptions at once.
      for (const subscription of state.subscriptions) {
        if (subscription.customer === customer.id && subscription.status !== 'canceled') {
          cancel(state, subscription);
        }
      }
      state.deletedCustomers.add(customer.id);
      state.emit('customer.deleted', customer);
      return ok(deletedCustomerObject(customer.id));
    }
  }

  if (resource === 'products' && method === 'POST' && id === undefined) {
    const seed = {
      id: newId('price_'),
      productName: stringParam(params, 'name') ?? 'Product',
      unitAmount: 0,
    };
    const { product } = priceObjects(seed);
    product.default_price = null;
    state.products.push(product);
    return ok(product);
  }
  if (resource === 'products' && method === 'GET') {
    const product = find(state.products);
    return product ? ok(product) : noSuch('product', String(id));
  }

  if (resource === 'prices' && method === 'POST' && id === undefined) {
    const productId = stringParam(params, 'product') ?? '';
    const product = state.products.find((p) => p.id === productId);
    if (!product) return noSuch('product', productId, 'product', 400);
    const amount = stringParam(params, 'unit_amount');
    const recurring = objectParam(params, 'recurring');
    const interval = stringParam(recurring, 'interval') as PriceSeed['interval'];
    const { price } = priceObjects({
      id: newId('price_'),
      productName: product.name,
      unitAmount: amount === null ? null : Number(amount),
      currency: stringParam(params, 'currency') ?? 'usd',
      interval: interval ?? null,
    });
    price.product = product.id;
    state.prices.push(price);
    return ok(price);
  }
  if (resource === 'prices' && method === 'GET') {
    const price = find(state.prices);
    if (!price) return noSuch('price', String(id));
    // `expand[]=product` arrives decoded as `expand: ['product']` (or `{ '': 'product' }`).
    const expand = params.expand;
    const expanded = Array.isArray(expand)
      ? expand.includes('product')
      : typeof expand === 'object' && Object.values(expand).includes('product');
    const product = state.products.find((p) => p.id === price.product);
    return ok(expanded && product ? { ...price, product } : price);
  }

  if (resource === 'subscriptions') {
    if (method === 'POST' && id === undefined) {
      const customerId = stringParam(params, 'customer');
      if (!liveCustomer(state, customerId))
        return noSuch('customer', String(customerId), 'customer', 400);
      const priceId = itemPrices(params, 'items')[0] ?? '';
      const price = state.prices.find((p) => p.id === priceId);
      if (!price) return noSuch('price', priceId, 'items[0][price]', 400);
      const subscription = subscriptionObject({ customer: customerId as string, priceId, price });
      subscription.metadata = metadataParam(params);
      state.subscriptions.push(subscription);
      state.emit('customer.subscription.created', subscription);
      return ok(subscription);
    }
    const subscription = find(state.subscriptions);
    if (!subscription || action !== undefined) return noSuch('subscription', String(id));
    if (method === 'GET') return ok(subscription);
    if (method === 'POST') {
      if (subscription.status === 'canceled') {
        return invalid(
          'A canceled subscription can only update its cancellation_details and metadata.',
        );
      }
      subscription.metadata = { ...subscription.metadata, ...metadataParam(params) };
      state.emit('customer.subscription.updated', subscription);
      return ok(subscription);
    }
    if (method === 'DELETE') {
      if (subscription.status === 'canceled') {
        return invalid(
          'A canceled subscription can only update its cancellation_details and metadata.',
        );
      }
      cancel(state, subscription);
      return ok(subscription);
    }
  }

  if (resource === 'checkout' && id === 'sessions') {
    const sessionId = action;
    const expire = path.endsWith('/expire');
    if (method === 'POST' && sessionId === undefined) return createCheckoutSession(state, params);
    const session = state.checkoutSessions.find((s) => s.id === sessionId);
    if (!session) return noSuch('checkout.session', String(sessionId));
    if (method === 'POST' && expire) {
      if (session.status !== 'open') {
        return invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
      }
      session.status = 'expired';
    }
    const { params: _params, ...body } = session;
    return ok(body);
  }

  if (resource === 'billing_portal' && id === 'sessions' && method === 'POST') {
    const customer = stringParam(params, 'customer');
    if (!liveCustomer(state, customer))
      return noSuch('customer', String(customer), 'customer', 400);
    const session = portalSessionObject({
      customer: customer as string,
      return_url: stringParam(params, 'return_url'),
      url: (sessionId) => `${state.apiBase()}/portal/${sessionId}`,
    });
    state.portalSessions.push(session);
    return ok(session);
  }
  return undefined;
}

/** `POST /v1/checkout/sessions`: refused as Stripe refuses a customer or price it does not have. */
function createCheckoutSession(state: StripeState, params: FormParams): ApiAnswer {
  const customer = stringParam(params, 'customer');
  if (customer !== null && !liveCustomer(state, customer)) {
    return noSuch('customer', customer, 'customer', 400);
  }
  const priceId = checkoutPrice(params);
  if (!priceId)
    return invalid('Missing required param: line_items[0][price].', 'line_items[0][price]');
  const price = state.prices.find((p) => p.id === priceId);
  if (!price) return noSuch('price', priceId, 'line_items[0][price]', 400);
  const mode = stringParam(params, 'mode') ?? 'payment';
  if (mode === 'subscription' && price.type !== 'recurring') {
    return invalid(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items',
    );
  }
  if (!price.active) {
    return invalid(
      `The price specified is inactive. This field only accepts active prices.`,
      'line_items[0][price]',
    );
  }
  const session = checkoutSessionObject({
    mode,
    customer,
    client_reference_id: stringParam(params, 'client_reference_id'),
    success_url: stringParam(params, 'success_url'),
    cancel_url: stringParam(params, 'cancel_url'),
    metadata: metadataParam(params),
    params,
    url: (id) => `${state.apiBase()}/checkout/${id}`,
  });
  state.checkoutSessions.push(session);
  const { params: _params, ...body } = session;
  return ok(body);
}
