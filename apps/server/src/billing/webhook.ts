import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import {
  type Billing,
  type BillingEvent,
  WebhookPayloadError,
  WebhookSignatureError,
} from '../integrations/stripe';
import { badRequest, serviceUnavailable } from '../lib/errors';
import { applyBillingEvent, type EventOutcome } from './apply-event';
import {
  type BillingChange,
  interpretEvent,
  interpretSubscription,
  subscriptionToRead,
} from './stripe-events';
import { subscriptionVersion } from './subscription-store';

/**
 * The event of a webhook, verified by its `Stripe-Signature` over the raw body; a missing or
 * bad signature, or a body that is not an event, is a 400 (and Stripe shows it as failed).
 */
export function verifiedEvent(
  billing: Billing,
  request: { signature: unknown; body: unknown; receivedAt: Date; log: FastifyBaseLogger },
): BillingEvent {
  const { signature, body } = request;
  if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
    throw badRequest(
      ERROR_CODES.invalidSignature,
      'The webhook needs a body and a Stripe-Signature.',
    );
  }
  try {
    return billing.constructEvent(body, signature, request.receivedAt);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      request.log.warn({ reason: error.message }, 'stripe webhook signature rejected');
      throw badRequest(
        ERROR_CODES.invalidSignature,
        'The webhook signature is invalid or too old.',
      );
    }
    if (error instanceof WebhookPayloadError) {
      throw badRequest(
        ERROR_CODES.invalidPayload,
        `The webhook body is not valid: ${error.message}`,
      );
    }
    throw error;
  }
}

/**
 * How many times one event reads the subscription from Stripe while other events keep writing
 * it; then the webhook answers 503 and Stripe delivers the event again later.
 */
export const MAX_STATE_READS = 5;

/**
 * Applies one verified event: what it means, with the subscription's state read from Stripe.
 * The state is stored only if nothing was written to the subscription since the read began
 * (docs/decisions/032-stripe-newer-state-customer-keys-offered-plans.md); otherwise Stripe is
 * read again, so a slow read of an older state can never be saved over a newer one.
 */
export async function handleEvent(
  context: {
    db: Database;
    billing: Billing;
    priceIds: Record<string, string>;
    log: FastifyBaseLogger;
  },
  event: BillingEvent,
): Promise<EventOutcome> {
  const { db, billing, priceIds, log } = context;
  const change = interpretEvent(event, priceIds);
  const subscriptionId = subscriptionToRead(change);
  if (!subscriptionId) {
    const outcome = await applyBillingEvent(db, event, change, log);
    if (outcome === 'superseded') throw new Error('a state not read from Stripe was superseded');
    return outcome;
  }
  for (let read = 1; read <= MAX_STATE_READS; read++) {
    const version = await subscriptionVersion(db, subscriptionId);
    const current = await currentState(billing, change, subscriptionId, priceIds);
    const outcome = await applyBillingEvent(db, event, current, log, { version });
    if (outcome !== 'superseded') return outcome;
    log.info(
      { eventId: event.id, subscriptionId, read },
      'the subscription was written while it was read from Stripe: reading it again',
    );
  }
  throw serviceUnavailable(
    ERROR_CODES.subscriptionChanging,
    'The subscription kept changing while it was read; Stripe will deliver this event again.',
  );
}

/**
 * Events arrive out of order and two of them can share one `created` second (a checkout's
 * subscription.created, still incomplete, and subscription.updated, active). So for subscription
 * and invoice events the subscription's state is read from Stripe now, as Stripe advises, and
 * that current state is what gets applied. A subscription Stripe no longer has ended. If Stripe
 * cannot be reached the webhook fails and Stripe delivers it again later.
 */
async function currentState(
  billing: Billing,
  change: BillingChange,
  subscriptionId: string,
  priceIds: Record<string, string>,
): Promise<BillingChange> {
  const current = await billing.retrieveSubscription(subscriptionId);
  if (current === null) {
    return change.kind === 'subscription'
      ? { ...change, status: 'canceled', stripeStatus: 'canceled', current: true }
      : change;
  }
  const read = interpretSubscription(current, priceIds);
  return read.kind === 'subscription' ? { ...read, current: true } : change;
}
