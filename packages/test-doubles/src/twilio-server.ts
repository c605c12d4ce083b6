// Longer than 300 lines on purpose: the double answers one resource (Messages) the way Twilio's
// published description does, and the error codes, the opt-out keywords and the handle tests
// drive it by belong together; the HTTP plumbing is in http.ts.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createWaiters, listenOnLoopback, readBody, sendJson } from './http';

/**
 * A local HTTP server shaped like Twilio's Messages API — the SMS-provider double for server
 * and end-to-end tests. Plain Node (no test-runner imports). Its shape follows Twilio's own
 * OpenAPI description (`twilio-oai/`, see SOURCE.md there), checked by
 * apps/server/test/integrations/twilio-double.test.ts:
 *
 * - `POST /2010-04-01/Accounts/:sid/Messages.json` (CreateMessage: form-encoded `To`, `From` or
 *   `MessagingServiceSid`, `Body`; Basic auth `sid:token`) → 201 with the message resource, or
 *   Twilio's error body `{ code, message, more_info, status }`: 401 code 20003; 400 codes 21604
 *   (no To), 21603 (neither From nor MessagingServiceSid), 21602 (no Body), 21211 (To is not a
 *   phone number, or one {@link TwilioServer.markInvalid} says does not exist), 21212 (From is not
 *   a phone number — a Messaging Service SID sent as From), 21606 (From is not this account's
 *   number), 21701 (an unknown Messaging Service), 21610 (the recipient replied STOP); and any
 *   failure set with {@link TwilioServer.setFailure} (429 with `Retry-After`, 503, …).
 * - `GET /2010-04-01/Accounts/:sid/Messages.json[?To=+1…]` (same auth) → Twilio's list shape
 *   `{ messages: [...], page, page_size, … }`, newest FIRST as Twilio does.
 * - A recipient's reply (`reply(phone, 'STOP')`) opts the number out or in again with Twilio's
 *   default keywords, as Twilio's Advanced Opt-Out does.
 */

/** A message resource as Twilio returns it (`api.v2010.account.message`). */
export interface TwilioMessage {
  sid: string;
  account_sid: string;
  to: string;
  /** Null when sent through a Messaging Service without a From (Twilio picks the sender). */
  from: string | null;
  body: string;
  status: 'queued';
  direction: 'outbound-api';
  api_version: '2010-04-01';
  num_segments: string;
  num_media: string;
  price: null;
  price_unit: 'USD';
  error_code: null;
  error_message: null;
  messaging_service_sid: string | null;
  date_created: string;
  date_updated: string;
  date_sent: null;
  uri: string;
  subresource_uris: { media: string };
}

/**
 * A failure the following POSTs answer with: `code` defaults to 30001; `retryAfterSeconds` adds
 * Twilio's Retry-After header (as on its 429); `times` answers it only that many times.
 */
export interface TwilioFailure {
  status: number;
  message: string;
  code?: number;
  retryAfterSeconds?: number;
  times?: number;
}

/** Every well-formed message Twilio refused, with the error it answered. */
export interface RefusedMessage {
  to: string;
  body: string;
  status: number;
  code: number;
  receivedAt: number;
}

export interface TwilioServer {
  /** `http://127.0.0.1:PORT` — use as TWILIO_API_BASE. */
  apiBase: string;
  accountSid: string;
  authToken: string;
  /** The account's sending number, to use as TWILIO_FROM. */
  from: string;
  /** The account's Messaging Service (`MG…`), also usable as TWILIO_FROM. */
  messagingServiceSid: string;
  /** Every accepted message, oldest first, with its arrival time (epoch ms). */
  messages: (TwilioMessage & { receivedAt: number })[];
  /** Every well-formed message refused (a failure, an opted-out or invalid number), oldest first. */
  refused: RefusedMessage[];
  /**
   * The newest message to `to` received at or after `opts.after` (epoch ms), or the next one to
   * arrive. Rejects after `opts.timeoutMs` (default 10 000).
   */
  waitForMessage(
    to: string,
    opts?: { timeoutMs?: number; after?: number },
  ): Promise<TwilioMessage & { receivedAt: number }>;
  /** Make the following POSTs fail with this (null = succeed again). */
  setFailure(next: TwilioFailure | null): void;
  /**
   * A text the person at `phone` sends back: Twilio's opt-out keywords (STOP, UNSUBSCRIBE, END,
   * QUIT, STOPALL, REVOKE, OPTOUT, CANCEL) opt the number out — every later message to it is
   * refused with 21610 — and START, YES, UNSTOP opt it in again.
   */
  reply(phone: string, text: string): void;
  /** Numbers that do not exist: a message to one is refused with 21211. */
  markInvalid(phone: string): void;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{1,14}$/;
const MESSAGING_SERVICE_SID = /^MG[0-9a-fA-F]{32}$/;
const OPT_OUT_KEYWORDS = new Set([
  'STOP',
  'UNSUBSCRIBE',
  'END',
  'QUIT',
  'STOPALL',
  'REVOKE',
  'OPTOUT',
  'CANCEL',
]);
const OPT_IN_KEYWORDS = new Set(['START', 'YES', 'UNSTOP']);
const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/** GSM 03.38: the basic set (one septet each) and the extension table (two septets each). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** How many SMS segments Twilio bills for this body: GSM-7 when it can, else UCS-2. */
export function segmentsOf(body: string): number {
  const chars = [...body];
  if (chars.every((c) => GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c))) {
    const septets = chars.reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  const units = body.length; // UTF-16 code units, as UCS-2 counts them
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

export async function startTwilioServer(
  opts: { accountSid?: string; authToken?: string; from?: string; failWith?: TwilioFailure } = {},
): Promise<TwilioServer> {
  const accountSid = opts.accountSid ?? sid('AC');
  const authToken = opts.authToken ?? randomBytes(16).toString('hex');
  const from = opts.from ?? '+15005550006';
  const messagingServiceSid = sid('MG');
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const messages: (TwilioMessage & { receivedAt: number })[] = [];
  const refused: RefusedMessage[] = [];
  const optedOut = new Set<string>();
  const invalid = new Set<string>();
  const waiters = createWaiters<TwilioMessage & { receivedAt: number }>();
  let failure: TwilioFailure | null = opts.failWith ?? null;

  const twilioError = (
    res: ServerResponse,
    status: number,
    code: number,
    message: string,
    headers: Record<string, string> = {},
  ) =>
    sendJson(
      res,
      status,
      { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
      headers,
    );

  const http = await listenOnLoopback(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    if (!match) {
      twilioError(res, 404, 20404, `The requested resource ${url.pathname} was not found`);
      return;
    }
    if (req.headers.authorization !== expectedAuth || match[1] !== accountSid) {
      twilioError(res, 401, 20003, 'Authenticate');
      return;
    }

    if (req.method === 'GET') {
      const to = url.searchParams.get('To');
      const list = messages
        .filter((m) => !to || m.to === to)
        .reverse()
        .map(({ receivedAt: _, ...m }) => m);
      const pageUri = `${messagesPath}?PageSize=50&Page=0`;
      sendJson(res, 200, {
        messages: list,
        page: 0,
        page_size: 50,
        start: 0,
        end: Math.max(list.length - 1, 0),
        first_page_uri: pageUri,
        next_page_uri: null,
        previous_page_uri: null,
        uri: pageUri,
      });
      return;
    }
    if (req.method !== 'POST') {
      twilioError(res, 405, 20004, 'Method not allowed');
      return;
    }

    const form = new URLSearchParams(await readBody(req));
    const to = form.get('To')?.trim() ?? '';
    const sender = form.get('From')?.trim() ?? '';
    const service = form.get('MessagingServiceSid')?.trim() ?? '';
    const body = form.get('Body') ?? '';
    if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
    if (!sender && !service) {
      return twilioError(res, 400, 21603, "A 'From' phone number is required.");
    }
    if (service && (!MESSAGING_SERVICE_SID.test(service) || service !== messagingServiceSid)) {
      return twilioError(res, 400, 21701, `The Messaging Service Sid ${service} is invalid.`);
    }
    if (sender && !E164.test(sender)) {
      return twilioError(
        res,
        400,
        21212,
        `The 'From' number ${sender} is not a valid phone number, shortcode, or alphanumeric sender ID.`,
      );
    }
    if (sender && sender !== from) {
      return twilioError(
        res,
        400,
        21606,
        `The From phone number ${sender} is not a valid, SMS-capable inbound phone number or short code for your account.`,
      );
    }
    if (!body) return twilioError(res, 400, 21602, 'Message body is required.');
    const refuse = (status: number, code: number, message: string, headers = {}) => {
      refused.push({ to, body, status, code, receivedAt: Date.now() });
      twilioError(res, status, code, message, headers);
    };
    if (!E164.test(to) || invalid.has(to)) {
      return refuse(400, 21211, `Invalid 'To' Phone Number: ${to}`);
    }
    if (optedOut.has(to)) {
      return refuse(400, 21610, 'Attempt to send to unsubscribed recipient');
    }
    if (failure) {
      const current = failure;
      if (current.times !== undefined) {
        current.times -= 1;
        if (current.times <= 0) failure = null;
      }
      return refuse(
        current.status,
        current.code ?? 30001,
        current.message,
        current.retryAfterSeconds === undefined
          ? {}
          : { 'retry-after': String(current.retryAfterSeconds) },
      );
    }

    const now = new Date();
    const messageSid = sid('SM');
    const stamp = now.toUTCString().replace('GMT', '+0000');
    const message: TwilioMessage = {
      sid: messageSid,
      account_sid: accountSid,
      to,
      from: sender || null,
      body,
      status: 'queued',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      num_segments: String(segmentsOf(body)),
      num_media: '0',
      price: null,
      price_unit: 'USD',
      error_code: null,
      error_message: null,
      messaging_service_sid: service || null,
      date_created: stamp,
      date_updated: stamp,
      date_sent: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${messageSid}.json`,
      subresource_uris: {
        media: `/2010-04-01/Accounts/${accountSid}/Messages/${messageSid}/Media.json`,
      },
    };
    messages.push({ ...message, receivedAt: now.getTime() });
    waiters.notify();
    sendJson(res, 201, message);
  });

  return {
    apiBase: http.baseUrl,
    accountSid,
    authToken,
    from,
    messagingServiceSid,
    messages,
    refused,
    waitForMessage(to, { timeoutMs = 10_000, after = 0 } = {}) {
      return waiters.wait(
        () => messages.filter((m) => m.to === to && m.receivedAt >= after).at(-1),
        timeoutMs,
        () =>
          `an SMS to ${to} (received so far: ${messages.map((m) => m.to).join(', ') || 'none'})`,
      );
    },
    setFailure(next) {
      failure = next ? { ...next } : null;
    },
    reply(phone, text) {
      const keyword = text.trim().toUpperCase();
      if (OPT_OUT_KEYWORDS.has(keyword)) optedOut.add(phone);
      if (OPT_IN_KEYWORDS.has(keyword)) optedOut.delete(phone);
    },
    markInvalid(phone) {
      invalid.add(phone);
    },
    close: http.close,
  };
}
