import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from './helpers';
import { users } from './users';

/** Stripe webhook events already processed, so a redelivery changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow(),
});

/**
 * Every Stripe subscription of a user, as last read from Stripe (docs/product/billing.md). The
 * profile's subscription fields follow the best live one, so ending one of two subscriptions
 * does not revoke access the other still pays for.
 */
export const stripeSubscriptions = pgTable(
  'stripe_subscriptions',
  {
    /** Stripe's `sub_…` id. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    /** Stripe's own status word (`incomplete`, `active`, `trialing`, `past_due`, `canceled`, …). */
    stripeStatus: text('stripe_status').notNull(),
    tier: text('tier'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Counts the writes of this row: a state read from Stripe is stored only if no other write
     * came in since the read began (docs/decisions/032-stripe-newer-state-customer-keys-offered-plans.md).
     */
    version: integer('version').notNull().default(0),
  },
  (t) => [index('stripe_subscriptions_user_id_idx').on(t.userId)],
);

/**
 * What is kept of a deleted account (docs/product/accounts.md): no name, no address, no result.
 * The sign-in addresses only as keyed hashes (to answer "was this address an account?" without
 * storing it), the Stripe customer id for invoices and refunds, and when it was deleted.
 */
export const deletedAccounts = pgTable(
  'deleted_accounts',
  {
    id: uuidPrimaryKey(),
    emailHash: text('email_hash'),
    phoneHash: text('phone_hash'),
    stripeCustomerId: text('stripe_customer_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('deleted_accounts_email_hash_idx').on(t.emailHash),
    index('deleted_accounts_phone_hash_idx').on(t.phoneHash),
  ],
);
