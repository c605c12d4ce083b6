import { z } from 'zod';

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

/** `POST /api/billing/checkout`: a plan (tier, one of `GET /api/billing/plans`). */
export const checkoutRequestSchema = z.object({
  tier: z.string().trim().min(1, 'Choose a plan').max(64),
  platform: platformSchema,
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

/** `POST /api/billing/webhook` answer to Stripe. */
export const webhookAckSchema = z.object({
  received: z.literal(true),
  /** 'duplicate': this event id was processed before; 'ignored': not an event we act on. */
  outcome: z.enum(['applied', 'stale', 'duplicate', 'ignored']),
});
export type WebhookAck = z.infer<typeof webhookAckSchema>;
