import type { SubscriptionStatus } from '@gamespeed/domain/constants';
import { z } from 'zod';
import type { BillingEvent } from '../integrations/stripe';

/**
 * What a verified Stripe event means for our users, read defensively: payload shapes depend on
 * the webhook endpoint's API version, so only the fields we use are checked, and both the
 * newer (period on the subscription item, invoice `parent`) and older (top-level
 * `current_period_end`, invoice `subscription`) shapes are understood.
 */
export type BillingChange =
  /** checkout.session.completed: the customer belongs to the user who started the checkout. */
  | { kind: 'link-customer'; userId: string; customerId: string }
  /** customer.subscription.created / updated / deleted: the subscription's whole state. */
  | {
      kind: 'subscription';
      /** Stripe's subscription id (`sub_…`), when the object carries it. */
      subscriptionId: string | null;
      /**
       * True when the state was read from Stripe's API just now rather than taken from the
       * event: it is then the current truth whatever order events arrived in.
       */
      current?: boolean;
      customerId: string;
      /** `metadata.user_id` we put on the subscription at checkout, if present. */
      userId: string | null;
      status: SubscriptionStatus;
      /** Stripe's own status word (`incomplete` is a checkout waiting for its first payment). */
      stripeStatus: string;
      /** null when the price is not in STRIPE_PRICE_IDS (the stored tier is kept). */
      tier: string | null;
      expires: Date | null;
    }
  /** invoice.paid: access extends to the latest period end paid for. */
  | { kind: 'invoice-paid'; customerId: string; periodEnd: Date; subscriptionId: string }
  /** invoice.payment_failed: an active subscription becomes past_due. */
  | { kind: 'payment-failed'; customerId: string; subscriptionId: string }
  /** customer.deleted: the stored customer id goes, and with it any live subscription. */
  | { kind: 'customer-deleted'; customerId: string }
  | { kind: 'ignored'; reason: string };

/** The event types we act on (subscribe the webhook endpoint to these). */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.deleted',
] as const;

/**
 * Stripe subscription status → ours (docs/product/data-model.md users.subscription_status):
 * active → active; trialing → trial; past_due → past_due;
 * canceled, unpaid, incomplete_expired → canceled (the subscription is over or will not be
 * collected); incomplete (first payment pending), paused and anything new → inactive.
 * None but active/trial ever grants access (docs/product/states.md via `isSubscriptionActive`).
 */
export function mapSubscriptionStatus(stripeStatus: string): SubscriptionStatus {
  switch (stripeStatus) {
    case 'active':
      return 'active';
    case 'trialing':
      return 'trial';
    case 'past_due':
      return 'past_due';
    case 'canceled':
    case 'unpaid':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'inactive';
  }
}

/** An id field that may arrive expanded (`{ id }`) or as a plain string. */
const idRef = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
const epochSeconds = z.number().int().positive();

const checkoutSessionSchema = z.object({
  mode: z.string().nullish(),
  customer: idRef.nullish(),
  client_reference_id: z.string().nullish(),
});

const subscriptionSchema = z.object({
  id: z.string().nullish(),
  customer: idRef,
  status: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
  current_period_end: epochSeconds.nullish(),
  items: z
    .object({
      data: z.array(
        z.object({
          price: z.object({ id: z.string() }).nullish(),
          current_period_end: epochSeconds.nullish(),
        }),
      ),
    })
    .nullish(),
});

const invoiceSchema = z.object({
  customer: idRef.nullish(),
  subscription: idRef.nullish(),
  parent: z
    .object({ subscription_details: z.object({ subscription: idRef.nullish() }).nullish() })
    .nullish(),
  lines: z
    .object({ data: z.array(z.object({ period: z.object({ end: epochSeconds }).nullish() })) })
    .nullish(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asUserId = (value: string | null | undefined) =>
  value && UUID.test(value) ? value.toLowerCase() : null;
const fromEpoch = (seconds: number) => new Date(seconds * 1000);

/** price id → tier, from STRIPE_PRICE_IDS (`tier:price`). */
export function tierByPrice(priceIds: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(priceIds).map(([tier, price]) => [price, tier]));
}

/**
 * Reads one verified event. `priceIds` is STRIPE_PRICE_IDS (tier → price). Events of other
 * types, or whose object lacks what we need, are `ignored` with a reason for the log.
 */
export function interpretEvent(
  event: BillingEvent,
  priceIds: Record<string, string>,
): BillingChange {
  switch (event.type) {
    case 'checkout.session.completed': {
      const parsed = checkoutSessionSchema.safeParse(event.object);
      if (!parsed.success) return { kind: 'ignored', reason: 'unreadable checkout session' };
      const session = parsed.data;
      if (session.mode && session.mode !== 'subscription') {
        return { kind: 'ignored', reason: `checkout mode ${session.mode}` };
      }
      const userId = asUserId(session.client_reference_id);
      if (!userId || !session.customer) {
        return { kind: 'ignored', reason: 'checkout session without user or customer' };
      }
      return { kind: 'link-customer', userId, customerId: session.customer };
    }

    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const change = interpretSubscription(event.object, priceIds);
      if (change.kind !== 'subscription') return change;
      return event.type === 'customer.subscription.deleted'
        ? { ...change, status: 'canceled', stripeStatus: 'canceled' }
        : change;
    }

    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parsed = invoiceSchema.safeParse(event.object);
      if (!parsed.success) return { kind: 'ignored', reason: 'unreadable invoice' };
      const invoice = parsed.data;
      const subscription =
        invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
      if (!invoice.customer || !subscription) {
        return { kind: 'ignored', reason: 'invoice without customer or subscription' };
      }
      if (event.type === 'invoice.payment_failed') {
        return {
          kind: 'payment-failed',
          customerId: invoice.customer,
          subscriptionId: subscription,
        };
      }
      const ends = (invoice.lines?.data ?? []).flatMap((line) =>
        line.period ? [line.period.end] : [],
      );
      if (ends.length === 0) return { kind: 'ignored', reason: 'invoice without line periods' };
      return {
        kind: 'invoice-paid',
        subscriptionId: subscription,
        customerId: invoice.customer,
        periodEnd: fromEpoch(Math.max(...ends)),
      };
    }

    case 'customer.deleted': {
      const parsed = z.object({ id: z.string() }).safeParse(event.object);
      if (!parsed.success) return { kind: 'ignored', reason: 'unreadable customer' };
      return { kind: 'customer-deleted', customerId: parsed.data.id };
    }

    default:
      return { kind: 'ignored', reason: `event type ${event.type}` };
  }
}

/**
 * A subscription object — from an event, or just read from Stripe's API — as our state: status,
 * tier (null when the price is not one of STRIPE_PRICE_IDS) and the end of the paid period.
 */
export function interpretSubscription(
  object: unknown,
  priceIds: Record<string, string>,
): BillingChange {
  const parsed = subscriptionSchema.safeParse(object);
  if (!parsed.success) return { kind: 'ignored', reason: 'unreadable subscription' };
  const subscription = parsed.data;
  const tiers = tierByPrice(priceIds);
  const items = subscription.items?.data ?? [];
  // The item whose price is one of our plans decides tier and period; else the first item.
  const item = items.find((i) => i.price && tiers.has(i.price.id)) ?? items[0];
  const periodEnd = item?.current_period_end ?? subscription.current_period_end ?? null;
  return {
    kind: 'subscription',
    subscriptionId: subscription.id ?? null,
    customerId: subscription.customer,
    userId: asUserId(subscription.metadata?.user_id),
    status: mapSubscriptionStatus(subscription.status),
    stripeStatus: subscription.status,
    tier: item?.price ? (tiers.get(item.price.id) ?? null) : null,
    expires: periodEnd === null ? null : fromEpoch(periodEnd),
  };
}

/**
 * Stripe statuses of a subscription that is live or about to be: a new checkout is refused while
 * the user has one (they manage it in the portal instead).
 */
export const LIVE_OR_PENDING_STRIPE_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'incomplete',
] as const;

/** The subscription an event is about, whose current state should be read from Stripe. */
export function subscriptionToRead(change: BillingChange): string | null {
  if (change.kind === 'invoice-paid' || change.kind === 'payment-failed')
    return change.subscriptionId;
  if (change.kind === 'subscription') return change.subscriptionId;
  return null;
}
