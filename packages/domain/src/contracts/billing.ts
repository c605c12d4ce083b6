import { z } from 'zod';
import { isSafeReturnPath, RETURN_PATH_MAX_LENGTH } from '../return-path';

/** Subscriptions through Stripe Checkout and the Billing Portal (docs/product/README.md, docs/product/api.md, docs/product/messages.md). */

/** docs/product/messages.md subscription helper messages, verbatim. */
export const MUST_BE_LOGGED_IN_TO_SUBSCRIBE_MESSAGE = 'Must be logged in to subscribe';
export const NO_CUSTOMER_ID_MESSAGE = 'No customer ID found';

/**
 * Where the checkout or portal returns to: the web app (`APP_URL` links) or the native wrapper
 * (`APP_SCHEME://app/...` links, docs/product/README.md 'Return links ... use a custom app scheme').
 */
export const BILLING_PLATFORMS = ['web', 'native'] as const;
export type BillingPlatform = (typeof BILLING_PLATFORMS)[number];

/**
 * The query parameter on the settings route telling how a checkout ended:
 * `/athlete/settings?checkout=success` or `?checkout=cancelled`.
 */
export const CHECKOUT_RESULT_PARAM = 'checkout';
export const CHECKOUT_RESULTS = ['success', 'cancelled'] as const;
export type CheckoutResult = (typeof CHECKOUT_RESULTS)[number];

const platformSchema = z.enum(BILLING_PLATFORMS, { error: "platform must be 'web' or 'native'" });

/**
 * Where the checkout returns to instead of the settings route (docs/product/billing.md 'Back to
 * the video'): a path of this app only — one leading '/', no '//', ':' or backslash.
 */
export const returnPathSchema = z
  .string()
  .max(RETURN_PATH_MAX_LENGTH, `returnTo must be at most ${RETURN_PATH_MAX_LENGTH} characters`)
  .refine(isSafeReturnPath, 'returnTo must be a path of this app, starting with a single /');

/** `POST /api/billing/checkout`: a plan (tier, one of `GET /api/billing/plans`). */
export const checkoutRequestSchema = z.object({
  tier: z.string().trim().min(1, 'Choose a plan').max(64),
  platform: platformSchema,
  /** The screen to come back to; without it, the settings route. */
  returnTo: returnPathSchema.optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** The hosted Checkout page to open (same tab on the web, in-app browser on native). */
export const checkoutResponseSchema = z.object({ sessionUrl: z.url() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** `POST /api/billing/portal`. */
export const portalRequestSchema = z.object({ platform: platformSchema });
export type PortalRequest = z.infer<typeof portalRequestSchema>;

/** The Billing Portal page to open; it returns to the settings route. */
export const portalResponseSchema = z.object({ portalUrl: z.url() });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

/** `GET /api/billing/plans`: whether billing is configured and the tiers one can buy. */
export const billingPlansSchema = z.object({
  enabled: z.boolean(),
  tiers: z.array(z.string()),
});
export type BillingPlans = z.infer<typeof billingPlansSchema>;

/** How often a recurring price bills, as Stripe names it (`recurring.interval`). */
export const PRICE_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type PriceInterval = (typeof PRICE_INTERVALS)[number];

/**
 * One plan of `GET /api/billing/prices`, as Stripe holds its price: the amount in the currency's
 * smallest unit (cents for USD; null for prices without a fixed amount, e.g. tiered ones), the
 * lower-case ISO currency, and the billing interval (null for a one-time price).
 */
export const planPriceSchema = z.object({
  tier: z.string(),
  /** The Stripe product's name; null when the product has none or was deleted. */
  productName: z.string().nullable(),
  unitAmount: z.number().int().nonnegative().nullable(),
  currency: z.string(),
  interval: z.enum(PRICE_INTERVALS).nullable(),
  intervalCount: z.number().int().min(1).nullable(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

/**
 * `GET /api/billing/prices`: the configured plans with their prices read from Stripe (cached on
 * the server, docs/product/billing.md). Billing off is a normal answer, not an error:
 * `{ enabled: false, message }`.
 */
export const billingPricesSchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false), message: z.string() }),
  z.object({ enabled: z.literal(true), plans: z.array(planPriceSchema) }),
]);
export type BillingPrices = z.infer<typeof billingPricesSchema>;

/** The answer's message when billing is not configured. */
export const BILLING_NOT_AVAILABLE_MESSAGE = 'Subscriptions are not available yet.';

/** `POST /api/billing/webhook` answer to Stripe. */
export const webhookAckSchema = z.object({
  received: z.literal(true),
  /** 'duplicate': this event id was processed before; 'ignored': not an event we act on. */
  outcome: z.enum(['applied', 'stale', 'duplicate', 'ignored']),
});
export type WebhookAck = z.infer<typeof webhookAckSchema>;
