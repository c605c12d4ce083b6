import { DeliveryError, type DeliveryFailureReason } from './delivery';

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
/** Tries of one message while Twilio answers 429 or 5xx (Twilio's advice: retry those, with backoff). */
const TWILIO_TRIES = 3;
/** The longest wait between two tries inside one send; a longer Retry-After is left to the caller. */
const MAX_WAIT_MS = 2_000;

/** A Messaging Service SID, as Twilio's API definition gives its pattern. */
export const MESSAGING_SERVICE_SID = /^MG[0-9a-fA-F]{32}$/;

/**
 * An SMS sender over Twilio's REST API (CreateMessage). `apiBase` is `https://api.twilio.com` in
 * production, a local double in tests. `from` is the account's sending number, or a Messaging
 * Service SID (`MG…`), which goes in `MessagingServiceSid` — Twilio then picks the sender from
 * the service's pool — never in `From`.
 *
 * Twilio's answers are sorted by what trying again can change (docs/product/messages.md,
 * "Text messages"): 400 code 21610 — the recipient replied STOP — is `opted-out`; 21211 and
 * 21614 (no such number, not a mobile) are `invalid-address`; 429 (20429) is `rate-limited` and
 * 5xx `unavailable`, both tried again here up to {@link TWILIO_TRIES} times, waiting the
 * Retry-After Twilio gave (when short) or a doubling pause; anything else is `rejected`.
 */
export function createTwilioSms(options: {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
  /** Waits between tries; tests pass a clock that does not sleep. */
  sleep?: (ms: number) => Promise<void>;
}): SmsSender {
  const base = options.apiBase.replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = MESSAGING_SERVICE_SID.test(options.from)
    ? { MessagingServiceSid: options.from }
    : { From: options.from };
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function tryOnce(msg: SmsMessage): Promise<DeliveryError | null> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: msg.to, ...sender, Body: msg.body }),
        signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
      });
    } catch (error) {
      return new DeliveryError(`Could not reach Twilio: ${describe(error)}`, {
        provider: 'twilio',
        reason: 'unavailable',
        cause: error,
      });
    }
    if (response.ok) {
      await response.body?.cancel();
      return null;
    }
    const detail = await readTwilioError(response);
    return new DeliveryError(
      detail.message ?? `Twilio responded ${response.status} ${response.statusText}`.trim(),
      {
        provider: 'twilio',
        reason: reasonOf(response.status, detail.code),
        status: response.status,
        code: detail.code,
        retryAfterSeconds: retryAfterOf(response.headers.get('retry-after')),
      },
    );
  }

  return {
    async send(msg) {
      for (let attempt = 1; ; attempt++) {
        const error = await tryOnce(msg);
        if (!error) return;
        // A network failure already waited for its timeout: the caller decides about more.
        const answered = error.status !== null;
        if (!error.retryable || !answered || attempt >= TWILIO_TRIES) throw error;
        const wait =
          error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : 250 * 2 ** attempt;
        if (wait > MAX_WAIT_MS) throw error;
        await sleep(wait);
      }
    },
  };
}

/** Twilio's error codes that say the recipient cannot be texted at all. */
const INVALID_NUMBER_CODES = new Set([21211, 21614]);
const OPTED_OUT_CODE = 21610;

function reasonOf(status: number, code: number | null): DeliveryFailureReason {
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'unavailable';
  if (code === OPTED_OUT_CODE) return 'opted-out';
  if (code !== null && INVALID_NUMBER_CODES.has(code)) return 'invalid-address';
  return 'rejected';
}

/** Retry-After in whole seconds (Twilio sends seconds); null when absent or not a number. */
function retryAfterOf(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
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
