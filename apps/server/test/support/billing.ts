import type { StripeServer } from '@gamespeed/test-doubles/stripe-server';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { getTestDatabase } from './database';

/** Billing configured against a Stripe double, with these plans (tier → price id). */
export function stripeSettings(
  stripe: StripeServer,
  priceIds: Record<string, string>,
  publishableKey: string | null = null,
): NonNullable<AppConfig['stripe']> {
  return {
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    publishableKey,
    priceIds,
    apiBase: stripe.apiBase,
  };
}

/** The Stripe customer id the user's profile holds now. */
export async function storedCustomer(userId: string): Promise<string | null> {
  const { db } = await getTestDatabase();
  const [row] = await db
    .select({ id: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.id ?? null;
}
