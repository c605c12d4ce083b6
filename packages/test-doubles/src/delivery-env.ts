import type { SmtpInbox } from './smtp-inbox';
import type { TwilioServer } from './twilio-server';

/** The sender of the codes and messages the server sends to the local doubles. */
export const TEST_MAIL_FROM = 'GameSpeed <codes@gamespeed.test>';
/** Where the test servers' security notices tell people to write for help. */
export const TEST_SUPPORT_EMAIL = 'help@gamespeed.test';

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
    SUPPORT_EMAIL: TEST_SUPPORT_EMAIL,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: twilio.from,
    TWILIO_API_BASE: twilio.apiBase,
  };
}
