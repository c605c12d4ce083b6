import type { Mailer } from './mailer';
import type { SmsSender } from './sms';

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
