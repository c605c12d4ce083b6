import { createHash } from 'node:crypto';
import { PRICE_INTERVALS, type PriceInterval } from '@gamespeed/domain/contracts';
import Stripe from 'stripe';
import { z } from 'zod';
import { BillingError, WebhookPayloadError, WebhookSignatureError } from './stripe-errors';

export { BillingError, WebhookPayloadError, WebhookSignatureError } from './stripe-errors';

const eventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
});

/** A verified webhook event: its envelope, and the object as Stripe sent it (not yet trusted in shape). */
export interface BillingEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, when Stripe created the event. */
  created: number;
  object: unknown;
}

export interface NewCustomer {
  userId: string;
  email: string | null;
  phone: string | null;
  name: string | null;
  /**
   * The user's previous customer, which Stripe no longer has (null for a first customer). It is
   * part of the idempotency key: Stripe replays a key's first answer for 24 hours, and would
   * otherwise answer with the deleted customer again.
   */
  replaces: string | null;
}

export interface NewCheckoutSession {
  customerId: string;
  priceId: string;
  /** Our user id: Checkout's `client_reference_id` and the subscription's `metadata.user_id`. */
  userId: string;
  successUrl: string;
  cancelUrl: string;
}

/** A price as Stripe holds it, reduced to what the paywall shows. */
export interface PriceDetails {
  id: string;
  active: boolean;
  /** The product's name; null when the product was deleted or has none. */
  productName: string | null;
  /** Smallest currency unit; null when the price has no fixed amount (tiered, customer-chosen). */
  unitAmount: number | null;
  /** Lower-case ISO code, as Stripe sends it. */
  currency: string;
  /** A price that bills again each interval; false for a one-time price (a subscription cannot use it). */
  recurring: boolean;
  /** `recurring.interval`; null for a one-time price (or an interval this app does not know). */
  interval: PriceInterval | null;
  intervalCount: number | null;
}

/** What the billing routes need from Stripe; the real one is {@link createStripeBilling}. */
export interface Billing {
  /** `GET /v1/prices/:id` with its product expanded (for the product's name). */
  retrievePrice(id: string): Promise<PriceDetails>;
  createCustomer(input: NewCustomer): Promise<{ id: string }>;
  /** A subscription-mode Checkout Session for one price. */
  createCheckoutSession(input: NewCheckoutSession): Promise<{ id: string; url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Closes a Checkout Session opened earlier so that only one can be paid: 'expired' when it was
   * still open (now expired), 'complete' when it was already paid, 'gone' when it had expired
   * or Stripe does not have it.
   */
  closeCheckoutSession(id: string): Promise<'expired' | 'complete' | 'gone'>;
  /** The subscription as Stripe holds it now; null when Stripe has no such subscription. */
  retrieveSubscription(id: string): Promise<unknown | null>;
  /**
   * Cancels a subscription at once (`DELETE /v1/subscriptions/:id`): 'canceled' when Stripe
   * ended it now, 'gone' when Stripe does not have it or it had already ended.
   */
  cancelSubscription(id: string): Promise<'canceled' | 'gone'>;
  /**
   * Verifies the signature of a webhook over its raw body and parses it. `receivedAt` is the
   * clock the age check uses (default: now). Throws {@link WebhookSignatureError} or
   * {@link WebhookPayloadError}.
   */
  constructEvent(rawBody: Buffer | string, signature: string, receivedAt?: Date): BillingEvent;
}

/**
 * The Stripe API version every request is made with — the one the installed SDK is built for.
 * Set the webhook endpoint in Stripe to the same version so event payloads match
 * (docs/product/billing.md).
 */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

/** Seconds a signed webhook stays acceptable (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const STRIPE_TIMEOUT_MS = 10_000;

/** Stripe SDK connection options for `STRIPE_API_BASE` (`http://127.0.0.1:12111` in tests). */
export function stripeConnection(
  apiBase: string | null,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/**
 * Billing over the official `stripe` SDK. `apiBase` (STRIPE_API_BASE) points it at another
 * host, e.g. a local Stripe-shaped server in tests; null = api.stripe.com.
 */
export function createStripeBilling(options: {
  secretKey: string;
  webhookSecret: string;
  apiBase: string | null;
}): Billing {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    ...stripeConnection(options.apiBase),
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'GameSpeed' },
  });

  return {
    async retrievePrice(id) {
      const price = await call(() => stripe.prices.retrieve(id, { expand: ['product'] }));
      const product = price.product;
      const productName =
        typeof product === 'object' && product !== null && !product.deleted && product.name
          ? product.name
          : null;
      const interval = price.recurring?.interval ?? null;
      const known = interval === null || (PRICE_INTERVALS as readonly string[]).includes(interval);
      return {
        id: price.id,
        active: price.active,
        recurring: price.type === 'recurring',
        productName,
        // An interval this app does not know: no amount rather than a wrong '/ interval'.
        unitAmount: known ? price.unit_amount : null,
        currency: price.currency,
        interval: known ? (interval as PriceInterval | null) : null,
        intervalCount: known ? (price.recurring?.interval_count ?? null) : null,
      };
    },

    async createCustomer(input) {
      const params = {
        email: input.email ?? undefined,
        phone: input.phone ?? undefined,
        name: input.name ?? undefined,
        metadata: { user_id: input.userId },
      };
      // Two clicks at once get the same customer back (Stripe replays an idempotent request);
      // a customer that replaces a deleted one gets a key of its own.
      const keyed = input.replaces === null ? params : { ...params, replaces: input.replaces };
      const key = createHash('sha256').update(JSON.stringify(keyed)).digest('hex').slice(0, 32);
      const customer = await call(() =>
        stripe.customers.create(params, { idempotencyKey: `gamespeed-customer-${key}` }),
      );
      return { id: customer.id };
    },

    async createCheckoutSession(input) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: { user_id: input.userId },
          subscription_data: { metadata: { user_id: input.userId } },
        }),
      );
      if (!session.url) throw new BillingError('Stripe returned a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },

    async createPortalSession(input) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({
          customer: input.customerId,
          return_url: input.returnUrl,
        }),
      );
      return { url: session.url };
    },

    async closeCheckoutSession(id) {
      let status: string | null;
      try {
        status = (await call(() => stripe.checkout.sessions.retrieve(id))).status;
      } catch (error) {
        if (error instanceof BillingError && error.code === 'resource_missing') return 'gone';
        throw error;
      }
      if (status === 'complete') return 'complete';
      if (status !== 'open') return 'gone';
      try {
        const expired = await call(() => stripe.checkout.sessions.expire(id));
        return expired.status === 'complete' ? 'complete' : 'expired';
      } catch (error) {
        // No longer open (another request expired it, or it was paid meanwhile): Stripe
        // answers 400; what it is now decides.
        if (!(error instanceof BillingError && error.status === 400)) throw error;
        const now = (await call(() => stripe.checkout.sessions.retrieve(id))).status;
        return now === 'complete' ? 'complete' : 'gone';
      }
    },

    async retrieveSubscription(id) {
      try {
        return await call(() => stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (error instanceof BillingError && error.code === 'resource_missing') return null;
        throw error;
      }
    },

    async cancelSubscription(id) {
      try {
        await call(() => stripe.subscriptions.cancel(id));
        return 'canceled';
      } catch (error) {
        // Stripe answers 404 resource_missing for an unknown id and 400 for one already canceled.
        if (
          error instanceof BillingError &&
          (error.code === 'resource_missing' || error.status === 400)
        )
          return 'gone';
        throw error;
      }
    },

    constructEvent(rawBody, signature, receivedAt) {
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          receivedAt?.getTime(),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(error.message, { cause: error });
        }
        if (error instanceof SyntaxError) throw new WebhookPayloadError('The body is not JSON.');
        // The SDK throws plain errors for some malformed headers (e.g. `t=,v1=`): still a bad
        // signature, not a server failure.
        const reason = error instanceof Error ? error.message : String(error);
        throw new WebhookSignatureError(reason, { cause: error });
      }
      const parsed = eventEnvelope.safeParse(event);
      if (!parsed.success) throw new WebhookPayloadError('The body is not a Stripe event.');
      const { id, type, created, data } = parsed.data;
      return { id, type, created, object: data.object };
    },
  };
}

/** Runs one SDK call, turning its failures into {@link BillingError}. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new BillingError(`Stripe: ${error.message}`, {
        status: error.statusCode ?? null,
        code: error.code ?? null,
        cause: error,
      });
    }
    throw new BillingError(`Stripe: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
