import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createWaiters, listenOnLoopback, readBody, sendJson } from './http';

/**
 * A local HTTP server shaped like Twilio's Messages API — the SMS-provider double for server
 * and end-to-end tests. Plain Node (no test-runner imports).
 *
 * - `POST /2010-04-01/Accounts/:sid/Messages.json` (form-encoded To, From, Body; Basic auth
 *   `sid:token`) → 201 with a message resource, or Twilio's error JSON
 *   `{ code, message, more_info, status }` (401 code 20003, 400 codes 21602/21603/21604/21211).
 * - `GET /2010-04-01/Accounts/:sid/Messages.json[?To=+1…]` (same auth) → Twilio's list shape
 *   `{ messages: [...], page, page_size, … }`, newest FIRST as Twilio does.
 */

/** A message resource as Twilio returns it (the fields tests and clients use). */
export interface TwilioMessage {
  sid: string;
  account_sid: string;
  to: string;
  from: string;
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
  messaging_service_sid: null;
  date_created: string;
  date_updated: string;
  date_sent: null;
  uri: string;
  subresource_uris: { media: string };
}

/** A failure every POST answers with until cleared. `code` defaults to 30001. */
export interface TwilioFailure {
  status: number;
  message: string;
  code?: number;
}

export interface TwilioServer {
  /** `http://127.0.0.1:PORT` — use as TWILIO_API_BASE. */
  apiBase: string;
  accountSid: string;
  authToken: string;
  /** A sender number to use as TWILIO_FROM. */
  from: string;
  /** Every accepted message, oldest first, with its arrival time (epoch ms). */
  messages: (TwilioMessage & { receivedAt: number })[];
  /** Every well-formed message refused by a {@link setFailure} failure, oldest first. */
  refused: { to: string; body: string; receivedAt: number }[];
  /**
   * The newest message to `to` received at or after `opts.after` (epoch ms), or the next one to
   * arrive. Rejects after `opts.timeoutMs` (default 10 000).
   */
  waitForMessage(
    to: string,
    opts?: { timeoutMs?: number; after?: number },
  ): Promise<TwilioMessage & { receivedAt: number }>;
  /** Make every following POST fail with this (null = succeed again). */
  setFailure(next: TwilioFailure | null): void;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{1,14}$/;
const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

export async function startTwilioServer(
  opts: { accountSid?: string; authToken?: string; from?: string; failWith?: TwilioFailure } = {},
): Promise<TwilioServer> {
  const accountSid = opts.accountSid ?? sid('AC');
  const authToken = opts.authToken ?? randomBytes(16).toString('hex');
  const from = opts.from ?? '+15005550006';
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const messages: (TwilioMessage & { receivedAt: number })[] = [];
  const refused: { to: string; body: string; receivedAt: number }[] = [];
  const waiters = createWaiters<TwilioMessage & { receivedAt: number }>();
  let failure: TwilioFailure | null = opts.failWith ?? null;

  const twilioError = (res: ServerResponse, status: number, code: number, message: string) =>
    sendJson(res, status, {
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    });

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
    const body = form.get('Body') ?? '';
    if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
    if (!sender) return twilioError(res, 400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(res, 400, 21602, 'Message body is required.');
    if (!E164.test(to)) {
      return twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (failure) {
      refused.push({ to, body, receivedAt: Date.now() });
      twilioError(res, failure.status, failure.code ?? 30001, failure.message);
      return;
    }

    const now = new Date();
    const messageSid = sid('SM');
    const message: TwilioMessage = {
      sid: messageSid,
      account_sid: accountSid,
      to,
      from: sender,
      body,
      status: 'queued',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      num_segments: String(Math.max(1, Math.ceil(body.length / 160))),
      num_media: '0',
      price: null,
      price_unit: 'USD',
      error_code: null,
      error_message: null,
      messaging_service_sid: null,
      date_created: now.toUTCString().replace('GMT', '+0000'),
      date_updated: now.toUTCString().replace('GMT', '+0000'),
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
      failure = next;
    },
    close: http.close,
  };
}
