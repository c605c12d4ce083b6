import type { Mailer } from './mailer';
import type { SmsSender } from './sms';

/** Which channel failed to deliver. */
export type DeliveryProvider = 'smtp' | 'twilio';

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

  constructor(
    message: string,
    options: {
      provider: DeliveryProvider;
      status?: number | null;
      code?: string | number | null;
      cause?: unknown;
    },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DeliveryError';
    this.provider = options.provider;
    this.status = options.status ?? null;
    this.code = options.code ?? null;
  }
}

/** The log line text for a code that was not really sent by e-mail. */
export const DEV_MAIL_LOG_MESSAGE = '*** DEV ONE-TIME CODE (no mail provider configured) ***';
/** The log line text for a code that was not really sent by SMS. */
export const DEV_SMS_LOG_MESSAGE = '*** DEV ONE-TIME CODE (no SMS provider configured) ***';

/**
 * Development-only delivery: each message becomes ONE clearly marked warning in the server log
 * (recipient and text included), so a newcomer can sign in without a mail or SMS provider.
 * Never used in production — config refuses to start there without a provider.
 */
export function createLogDelivery(log: { warn(obj: object, msg: string): void }): {
  mailer: Mailer;
  sms: SmsSender;
} {
  return {
    mailer: {
      async send({ to, subject, text }) {
        log.warn({ channel: 'email', to, subject, text }, DEV_MAIL_LOG_MESSAGE);
      },
    },
    sms: {
      async send({ to, body }) {
        log.warn({ channel: 'sms', to, text: body }, DEV_SMS_LOG_MESSAGE);
      },
    },
  };
}
