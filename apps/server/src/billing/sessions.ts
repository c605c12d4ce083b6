import { isSubscriptionActive } from '@gamespeed/domain';
import { type BillingPlatform, NO_CUSTOMER_ID_MESSAGE } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { AppConfig } from '../config';
import { badRequest, conflict } from '../lib/errors';
import {
  liveOrPendingSubscription,
  type ProfileRow,
  storeCheckoutSession,
} from '../repositories/profiles';
import { type CustomerContext, withLiveCustomer } from './customers';
import { appLink, checkoutReturn, settingsPath } from './return-links';
import { stripeCall } from './stripe-call';

/** What opening a Checkout or portal session needs besides Stripe and the database. */
export interface SessionContext extends CustomerContext {
  config: Pick<AppConfig, 'appUrl' | 'appScheme' | 'now'>;
  /** Counts one session against the user's budget (throws 429 when spent). */
  consumeBudget: () => Promise<void>;
}

/**
 * A Stripe Checkout Session for one price, for the signed-in user (docs/product/billing.md
 * 'Several subscriptions, one checkout at a time'): refused while the user has a live or pending
 * subscription; the user's previous open session is expired first, so only one can be paid.
 */
export async function openCheckout(
  context: SessionContext,
  input: { profile: ProfileRow; priceId: string; platform: BillingPlatform; returnTo?: string },
): Promise<{ sessionUrl: string }> {
  const { db, billing, log, config } = context;
  const { profile, priceId, platform, returnTo } = input;
  if (
    isSubscriptionActive(profile, config.now()) ||
    (await liveOrPendingSubscription(db, profile.id)) !== null
  ) {
    throw conflict(
      ERROR_CODES.alreadySubscribed,
      'You already have an active subscription. Use Manage subscription to change it.',
    );
  }
  await context.consumeBudget();
  // One open checkout at a time: a second tab's session replaces the first one, which
  // Stripe then refuses to take payment for.
  if (profile.checkoutSessionId) {
    const previous = await stripeCall(log, 'close checkout session', () =>
      billing.closeCheckoutSession(profile.checkoutSessionId as string),
    );
    if (previous === 'complete') {
      throw conflict(
        ERROR_CODES.checkoutBeingConfirmed,
        'Your payment went through and is being confirmed. Reload Settings in a moment.',
      );
    }
  }
  const session = await withLiveCustomer(context, profile, (customerId) =>
    billing.createCheckoutSession({
      customerId,
      priceId,
      userId: profile.id,
      successUrl: appLink(config, platform, checkoutReturn(profile.role, 'success', returnTo)),
      cancelUrl: appLink(config, platform, checkoutReturn(profile.role, 'cancelled', returnTo)),
    }),
  );
  await storeCheckoutSession(db, profile.id, session.id);
  return { sessionUrl: session.url };
}

/** A Stripe Billing Portal session for the user's own customer, returning to their settings. */
export async function openPortal(
  context: SessionContext,
  input: { profile: ProfileRow; platform: BillingPlatform },
): Promise<{ portalUrl: string }> {
  const { billing, config } = context;
  const { profile, platform } = input;
  if (!profile.stripeCustomerId) throw badRequest(ERROR_CODES.noCustomer, NO_CUSTOMER_ID_MESSAGE);
  await context.consumeBudget();
  const session = await withLiveCustomer(context, profile, (customerId) =>
    billing.createPortalSession({
      customerId,
      returnUrl: appLink(config, platform, settingsPath(profile.role)),
    }),
  );
  return { portalUrl: session.url };
}
