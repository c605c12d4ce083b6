import type { SmtpInbox } from './smtp-inbox';
import type { TwilioServer } from './twilio-server';

/** The sender of the codes and messages the server sends to the local doubles. */
export const TEST_MAIL_FROM = 'GameSpeed <codes@gamespeed.test>';

/**
 * The environment that points a server process's e-mail at the local SMTP inbox and its text
 * messages at the local Twilio-shaped server.
 */
export function deliveryEnv(
  inbox: Pick<SmtpInbox, 'url'>,
  twilio: Pick<TwilioServer, 'accountSid' | 'authToken' | 'from' | 'apiBase'>,
) {
  return {
    SMTP_URL: inbox.url,
    MAIL_FROM: TEST_MAIL_FROM,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: twilio.from,
    TWILIO_API_BASE: twilio.apiBase,
  };
}
