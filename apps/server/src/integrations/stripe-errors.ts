/** The failures of the Stripe integration (`stripe.ts`), as the billing code sees them. */

/** A Stripe API call failed (unreachable, rejected, or an answer without what we need). */
export class BillingError extends Error {
  /** HTTP status of Stripe's answer, when there was one. */
  readonly status: number | null;
  /** Stripe's error code (e.g. 'resource_missing'), when it gave one. */
  readonly code: string | null;

  constructor(
    message: string,
    options: { status?: number | null; code?: string | null; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'BillingError';
    this.status = options.status ?? null;
    this.code = options.code ?? null;
  }
}

/** A webhook whose `Stripe-Signature` is missing, wrong, or older than the tolerance. */
export class WebhookSignatureError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'WebhookSignatureError';
  }
}

/** A correctly signed webhook whose body is not a Stripe event (not JSON, or no id/type/created). */
export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}
