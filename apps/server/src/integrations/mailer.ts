import { createTransport } from 'nodemailer';
import { DeliveryError } from './delivery';

/** One e-mail to one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines, e.g. `List-Unsubscribe` (docs/product/reminders.md). */
  headers?: Record<string, string>;
}

/** Sends e-mail; rejects with {@link DeliveryError} when the message was not accepted. */
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

/** Connect, greeting and idle-socket timeout, so a dead SMTP server fails a request quickly. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * A mailer over SMTP (nodemailer). `smtpUrl` is e.g. `smtps://user:pass@smtp.example.com:465`
 * or `smtp://127.0.0.1:2525`; `from` is the sender, e.g. `GameSpeed <no-reply@example.com>`.
 * The transport is created once; it opens a connection per message.
 */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = createTransport({
    url: options.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(msg) {
      try {
        await transport.sendMail({
          from: options.from,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          ...(msg.html === undefined ? {} : { html: msg.html }),
          ...(msg.headers === undefined ? {} : { headers: msg.headers }),
        });
      } catch (error) {
        throw toDeliveryError(error);
      }
    },
  };
}

/** nodemailer codes for "never got an answer" (as opposed to an SMTP reply). */
const CONNECTION_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH']);

/**
 * A rejection keeps the server's reply (e.g. `550 No such user`); a connection failure says so
 * without host details, which stay on `cause` for the log. A 5xx reply is for good (RFC 5321:
 * permanent; 550, 551 and 553 name a mailbox that does not exist or is refused), a 4xx reply or
 * no reply at all may pass later.
 */
function toDeliveryError(error: unknown): DeliveryError {
  const e = (error ?? {}) as { response?: unknown; responseCode?: unknown; code?: unknown };
  const code = typeof e.code === 'string' ? e.code : null;
  const status = typeof e.responseCode === 'number' ? e.responseCode : null;
  let message = 'The e-mail could not be sent.';
  if (code && CONNECTION_CODES.has(code) && status === null) {
    message = 'The mail server could not be reached.';
  } else if (typeof e.response === 'string' && e.response !== '') {
    message = `The mail server rejected the message: ${e.response}`;
  }
  const reason =
    status === null || status < 500
      ? 'unavailable'
      : [550, 551, 553].includes(status)
        ? 'invalid-address'
        : 'rejected';
  return new DeliveryError(message, { provider: 'smtp', reason, status, code, cause: error });
}
