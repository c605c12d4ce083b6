import { DeliveryError } from './delivery';

/** One text message to one phone number (E.164, e.g. `+15551234567`). */
export interface SmsMessage {
  to: string;
  body: string;
}

/** Sends SMS; rejects with {@link DeliveryError} when the message was not accepted. */
export interface SmsSender {
  send(msg: SmsMessage): Promise<void>;
}

const TWILIO_TIMEOUT_MS = 10_000;

/**
 * An SMS sender over Twilio's REST API (Create a Message). `apiBase` is
 * `https://api.twilio.com` in production, a local double in tests.
 */
export function createTwilioSms(options: {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
}): SmsSender {
  const base = options.apiBase.replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  return {
    async send(msg) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: msg.to, From: options.from, Body: msg.body }),
          signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
        });
      } catch (error) {
        throw new DeliveryError(`Could not reach Twilio: ${describe(error)}`, {
          provider: 'twilio',
          cause: error,
        });
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const detail = await readTwilioError(response);
      throw new DeliveryError(
        detail.message ?? `Twilio responded ${response.status} ${response.statusText}`.trim(),
        { provider: 'twilio', status: response.status, code: detail.code },
      );
    },
  };
}

/** Twilio errors are `{ code, message, more_info, status }`; anything else is tolerated. */
async function readTwilioError(
  response: Response,
): Promise<{ message: string | null; code: number | null }> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown } | null;
    return {
      message: typeof body?.message === 'string' && body.message !== '' ? body.message : null,
      code: typeof body?.code === 'number' ? body.code : null,
    };
  } catch {
    return { message: null, code: null };
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
