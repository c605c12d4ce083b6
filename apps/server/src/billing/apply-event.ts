import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client';
import { stripeEvents, users } from '../db/schema';
import type { BillingEvent } from '../integrations/stripe';
import type { BillingChange } from './stripe-events';
import {
  followBestSubscription,
  lockUser,
  recordSubscription,
  SupersededRead,
} from './subscription-store';

/**
 * applied: state changed (or the customer was linked); stale: an older event than the newest
 * applied one, recorded but without effect; duplicate: this event id was processed before;
 * ignored: nothing to do (unknown type, or no user for the customer).
 */
export type EventOutcome = 'applied' | 'stale' | 'duplicate' | 'ignored';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Applies one verified event exactly once. The event id is recorded in `stripe_events` in the
 * same transaction as the change, so a redelivery (even a concurrent one: the second insert
 * waits on the primary key) changes nothing. Subscription state only moves forward in Stripe's
 * time: a user's `subscription_event_at` holds the `created` of the newest event applied, and
 * an older event (delivered late or retried) is recorded without effect — it can never
 * re-grant access after a newer cancellation.
 */
export async function applyBillingEvent(
  db: Database,
  event: BillingEvent,
  change: BillingChange,
  log: Log,
  /** For a state read from Stripe: the subscription row's version before the read began. */
  readAfter?: { version: number | null },
): Promise<EventOutcome | 'superseded'> {
  if (change.kind === 'ignored') {
    log.info(
      { eventId: event.id, type: event.type, reason: change.reason },
      'stripe event ignored',
    );
    return 'ignored';
  }
  try {
    return await db.transaction((tx) => applyInTransaction(tx, event, change, log, readAfter));
  } catch (error) {
    // Rolled back, the event id too: the caller reads Stripe again and retries.
    if (error instanceof SupersededRead) return 'superseded';
    throw error;
  }
}

async function applyInTransaction(
  tx: Transaction,
  event: BillingEvent,
  change: Exclude<BillingChange, { kind: 'ignored' }>,
  log: Log,
  readAfter: { version: number | null } | undefined,
): Promise<EventOutcome> {
  const eventAt = new Date(event.created * 1000);
  const recorded = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  if (recorded.length === 0) return 'duplicate';

  if (change.kind === 'customer-deleted') {
    // Stripe cancels a deleted customer's subscriptions; the next checkout makes a new one.
    const cleared = await tx
      .update(users)
      .set({
        stripeCustomerId: null,
        // The next checkout makes a new customer under a new key (Stripe would replay this one).
        replacedStripeCustomerId: sql`${users.stripeCustomerId}`,
        subscriptionStatus: sql`case when ${users.subscriptionStatus} in ('active', 'trial', 'past_due') then 'canceled' else ${users.subscriptionStatus} end`,
      })
      .where(eq(users.stripeCustomerId, change.customerId))
      .returning({ id: users.id });
    return cleared.length > 0 ? 'applied' : 'ignored';
  }

  if (change.kind === 'link-customer') {
    // The checkout is done: a new one may be opened (and is refused while it is live).
    await tx.update(users).set({ checkoutSessionId: null }).where(eq(users.id, change.userId));
    return (await linkCustomer(tx, change.userId, change.customerId, log)) ? 'applied' : 'ignored';
  }

  const userId = await userForCustomer(
    tx,
    change.customerId,
    change.kind === 'subscription' ? change.userId : null,
    log,
  );
  if (!userId) {
    log.warn(
      { eventId: event.id, type: event.type, customerId: change.customerId },
      'stripe event for a customer no user has',
    );
    return 'ignored';
  }

  await lockUser(tx, userId);
  if (change.kind === 'subscription' && change.subscriptionId !== null) {
    const stale = await recordSubscription(tx, userId, change, eventAt, readAfter);
    if (stale) {
      log.info({ eventId: event.id, type: event.type, userId }, 'stale stripe event not applied');
      return 'stale';
    }
    await followBestSubscription(tx, userId, eventAt);
    return 'applied';
  }

  let set: PgUpdateSetSource<typeof users>;
  switch (change.kind) {
    case 'subscription':
      set = {
        subscriptionStatus: change.status,
        subscriptionTier: change.tier ?? sql`${users.subscriptionTier}`,
        subscriptionExpires: change.expires,
      };
      break;
    case 'invoice-paid': {
      // Extends (never shortens) access; a paid invoice settles past_due.
      const end = sql`${change.periodEnd.toISOString()}::timestamptz`;
      set = {
        subscriptionExpires: sql`greatest(coalesce(${users.subscriptionExpires}, ${end}), ${end})`,
        subscriptionStatus: sql`case when ${users.subscriptionStatus} = 'past_due' then 'active' else ${users.subscriptionStatus} end`,
      };
      break;
    }
    case 'payment-failed':
      set = {
        subscriptionStatus: sql`case when ${users.subscriptionStatus} in ('active', 'trial') then 'past_due' else ${users.subscriptionStatus} end`,
      };
      break;
  }
  // State read from Stripe just now is the truth whatever the event order; otherwise only an
  // event at least as new as the newest applied one may change anything.
  const current = change.kind === 'subscription' && change.current === true;
  const updated = await tx
    .update(users)
    .set({
      ...set,
      subscriptionEventAt: sql`greatest(${users.subscriptionEventAt}, ${eventAt.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(users.id, userId),
        current
          ? undefined
          : or(isNull(users.subscriptionEventAt), lte(users.subscriptionEventAt, eventAt)),
      ),
    )
    .returning({ id: users.id });
  if (updated.length === 0) {
    log.info({ eventId: event.id, type: event.type, userId }, 'stale stripe event not applied');
    return 'stale';
  }
  return 'applied';
}

/** Links a customer to a user who has none yet (and no other user has it). */
async function linkCustomer(
  tx: Transaction,
  userId: string,
  customerId: string,
  log: Log,
): Promise<boolean> {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.stripeCustomerId, customerId));
  if (owner) {
    if (owner.id !== userId) {
      log.warn(
        { userId, customerId, ownerId: owner.id },
        'stripe customer belongs to another user',
      );
    }
    return owner.id === userId;
  }
  const linked = await tx
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)))
    .returning({ id: users.id });
  if (linked.length === 0) {
    log.warn({ userId, customerId }, 'checkout for an unknown user or one with another customer');
  }
  return linked.length > 0;
}

/**
 * The user whose profile holds this customer id; failing that, the user named in the
 * subscription's metadata (set by our checkout), who then gets the customer linked.
 */
async function userForCustomer(
  tx: Transaction,
  customerId: string,
  metadataUserId: string | null,
  log: Log,
): Promise<string | null> {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.stripeCustomerId, customerId));
  if (owner) return owner.id;
  if (!metadataUserId) return null;
  return (await linkCustomer(tx, metadataUserId, customerId, log)) ? metadataUserId : null;
}
