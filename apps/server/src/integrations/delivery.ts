/** Which channel failed to deliver. */
export type DeliveryProvider = 'smtp' | 'twilio';

/**
 * Why a message was not delivered, as the provider's answer says:
 * - `opted-out`: the recipient told the provider to send them nothing (an SMS "STOP"); nothing
 *   reaches them until they undo it themselves;
 * - `invalid-address`: the address or number does not exist or cannot receive this channel;
 * - `rate-limited`: the provider asks us to slow down (Twilio 429, with Retry-After);
 * - `unavailable`: the provider failed or could not be reached (5xx, timeouts, 4xx SMTP replies);
 * - `rejected`: refused for another reason that trying again will not change (bad credentials,
 *   a sender the account does not own).
 */
export type DeliveryFailureReason =
  | 'opted-out'
  | 'invalid-address'
  | 'rate-limited'
  | 'unavailable'
  | 'rejected';

/** The reasons worth trying the same message again for, later. */
const RETRYABLE: ReadonlySet<DeliveryFailureReason> = new Set(['rate-limited', 'unavailable']);

/**
 * A message could not be handed to the provider (SMTP server or Twilio). `message` is the
 * provider's own explanation where it gave one; `status` is the HTTP status (Twilio) or the
 * SMTP reply code, when there was a reply at all.
 */
export class DeliveryError extends Error {
  readonly provider: DeliveryProvider;
  readonly status: number | null;
  /** The provider's error code (Twilio's numeric `code`, nodemailer's `code`), if any. */
  readonly code: string | number | null;
  readonly reason: DeliveryFailureReason;
  /** Seconds the provider asked us to wait before trying again (Twilio's Retry-After). */
  readonly retryAfterSeconds: number | null;

  constructor(
    message: string,
    options: {
      provider: DeliveryProvider;
      reason: DeliveryFailureReason;
      status?: number | null;
      code?: string | number | null;
      retryAfterSeconds?: number | null;
      cause?: unknown;
    },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DeliveryError';
    this.provider = options.provider;
    this.reason = options.reason;
    this.status = options.status ?? null;
    this.code = options.code ?? null;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }

  /** True when the same message may go through if tried again later. */
  get retryable(): boolean {
    return RETRYABLE.has(this.reason);
  }
}
