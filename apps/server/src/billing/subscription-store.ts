import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { stripeSubscriptions, users } from '../db/schema';
import type { BillingChange } from './stripe-events';
import { mapSubscriptionStatus } from './stripe-events';

/**
 * Each user's Stripe subscriptions as last read, and the profile that follows the best of them.
 * A state is stored only when it is newer than the stored one
 * (docs/decisions/032-stripe-newer-state-customer-keys-offered-plans.md): read from Stripe after
 * the stored one was written, which the row's `version` proves.
 */

type SubscriptionChange = Extract<BillingChange, { kind: 'subscription' }>;

/**
 * The version of a subscription's row, read before Stripe is asked for its state (null: no row
 * yet). The state read afterwards may be stored only while the row still has this version.
 */
export async function subscriptionVersion(
  db: Database,
  subscriptionId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ version: stripeSubscriptions.version })
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.id, subscriptionId));
  return row?.version ?? null;
}

/**
 * Another write reached the subscription while its state was being read from Stripe: the read
 * may be older than what is stored now, so the transaction is rolled back and Stripe read again.
 */
export class SupersededRead extends Error {
  constructor(readonly subscriptionId: string) {
    super(`subscription ${subscriptionId} was written while it was read from Stripe`);
    this.name = 'SupersededRead';
  }
}

/**
 * Stores one subscription's state and returns true when the event was too old to change
 * anything. A state read from Stripe (`change.current`) is stored only if the row still has the
 * version read before the read began (`readAfter`), else {@link SupersededRead} is thrown. A state
 * taken from an event's payload is stored only when the event is not older than what is stored.
 * Every write moves the version on.
 */
export async function recordSubscription(
  tx: Transaction,
  userId: string,
  change: SubscriptionChange,
  eventAt: Date,
  readAfter: { version: number | null } | undefined,
): Promise<boolean> {
  const id = change.subscriptionId as string;
  const values = {
    userId,
    customerId: change.customerId,
    stripeStatus: change.stripeStatus,
    tier: change.tier,
    currentPeriodEnd: change.expires,
    updatedAt: eventAt,
  };
  const kept = {
    // A price that is not one of our plans keeps the tier known before.
    tier: sql`coalesce(${change.tier}::text, ${stripeSubscriptions.tier})`,
    updatedAt: sql`greatest(${stripeSubscriptions.updatedAt}, ${eventAt.toISOString()}::timestamptz)`,
    version: sql`${stripeSubscriptions.version} + 1`,
  };
  if (change.current === true && readAfter) {
    const written =
      readAfter.version === null
        ? await tx
            .insert(stripeSubscriptions)
            .values({ id, ...values, version: 1 })
            .onConflictDoNothing()
            .returning({ id: stripeSubscriptions.id })
        : await tx
            .update(stripeSubscriptions)
            .set({ ...values, ...kept })
            .where(
              and(
                eq(stripeSubscriptions.id, id),
                eq(stripeSubscriptions.version, readAfter.version),
              ),
            )
            .returning({ id: stripeSubscriptions.id });
    if (written.length === 0) throw new SupersededRead(id);
    return false;
  }
  const written = await tx
    .insert(stripeSubscriptions)
    .values({ id, ...values, version: 1 })
    .onConflictDoUpdate({
      target: stripeSubscriptions.id,
      set: { ...values, ...kept },
      where: change.current === true ? undefined : lte(stripeSubscriptions.updatedAt, eventAt),
    })
    .returning({ id: stripeSubscriptions.id });
  return written.length === 0;
}

/** How much access a Stripe status gives: the profile follows the highest. */
const STATUS_RANK: Record<string, number> = {
  active: 5,
  trialing: 4,
  past_due: 3,
  incomplete: 2,
  paused: 1,
};

/**
 * The profile's status, tier and expiry follow the best of the user's subscriptions: live
 * before pending before ended, then the latest period end. The caller holds the user's row
 * (`lockUser`), so every other subscription row it reads is the one last committed.
 */
export async function followBestSubscription(
  tx: Transaction,
  userId: string,
  eventAt: Date,
): Promise<void> {
  const rows = await tx
    .select()
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.userId, userId));
  const rank = (status: string) => STATUS_RANK[status] ?? 0;
  const best = rows.sort(
    (a, b) =>
      rank(b.stripeStatus) - rank(a.stripeStatus) ||
      (b.currentPeriodEnd?.getTime() ?? 0) - (a.currentPeriodEnd?.getTime() ?? 0),
  )[0];
  if (!best) return;
  await tx
    .update(users)
    .set({
      subscriptionStatus: mapSubscriptionStatus(best.stripeStatus),
      subscriptionTier: best.tier ?? sql`${users.subscriptionTier}`,
      subscriptionExpires: best.currentPeriodEnd,
      subscriptionEventAt: sql`greatest(${users.subscriptionEventAt}, ${eventAt.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
}

/**
 * Takes the user's row until the transaction ends: two events about two subscriptions of one
 * user are written one after the other, each seeing the other's subscription row.
 */
export async function lockUser(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
