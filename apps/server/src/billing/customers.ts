import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { type Billing, BillingError } from '../integrations/stripe';
import {
  findProfile,
  forgetStripeCustomer,
  type ProfileRow,
  storeStripeCustomer,
} from '../repositories/profiles';
import { stripeCall } from './stripe-call';

/** What the customer helpers need: our database, Stripe, and the request's log. */
export interface CustomerContext {
  db: Database;
  billing: Billing;
  log: FastifyBaseLogger;
}

/**
 * Runs a Stripe call for the user's customer. When Stripe no longer has the stored customer (it
 * was deleted, or the ids are test-mode ones after switching to live keys), the stale id is
 * dropped, a new customer is created and the call is tried once more — instead of failing with
 * 502 forever.
 */
export async function withLiveCustomer<T>(
  context: CustomerContext,
  profile: ProfileRow,
  call: (customerId: string) => Promise<T>,
): Promise<T> {
  const { db, log } = context;
  const customerId = await ensureCustomer(context, profile);
  try {
    return await call(customerId);
  } catch (error) {
    if (!(error instanceof BillingError && isMissingCustomer(error))) {
      return stripeCall(log, 'stripe call', () => Promise.reject(error));
    }
    log.warn({ customerId }, 'Stripe has no such customer any more: creating a new one');
    await forgetStripeCustomer(db, profile.id, customerId);
    const fresh = await ensureCustomer(context, {
      ...profile,
      stripeCustomerId: null,
      replacedStripeCustomerId: customerId,
    });
    return stripeCall(log, 'stripe call with a new customer', () => call(fresh));
  }
}

/** Stripe's "No such customer" (resource_missing about the customer parameter). */
const isMissingCustomer = (error: BillingError) =>
  error.code === 'resource_missing' && /customer/i.test(error.message);

/**
 * The user's Stripe customer id, creating the customer on first use. Race-safe: the id is
 * stored only where none is yet, and a request that loses the race uses the winner's id. A user
 * whose customer Stripe no longer has gets a new one under a key naming the one it replaces.
 */
async function ensureCustomer(context: CustomerContext, profile: ProfileRow): Promise<string> {
  const { db, billing, log } = context;
  if (profile.stripeCustomerId) return profile.stripeCustomerId;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || null;
  const customer = await stripeCall(log, 'create customer', () =>
    billing.createCustomer({
      userId: profile.id,
      email: profile.email,
      phone: profile.phone,
      name,
      replaces: profile.replacedStripeCustomerId,
    }),
  );
  const stored = await storeStripeCustomer(db, profile.id, customer.id);
  if (stored) return stored;
  const current = await findProfile(db, profile.id);
  if (!current?.stripeCustomerId) throw new Error('stripe customer id vanished while storing it');
  return current.stripeCustomerId;
}
