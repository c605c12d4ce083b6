import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createWaiters, listenOnLoopback, sendJson } from './http';
import { parseMail } from './mail-parser';

/**
 * A local SMTP server that keeps every message it receives — the mail-provider double for
 * server and end-to-end tests. Plain Node (no test-runner imports).
 */

/** One received message. JSON-safe, so the HTTP endpoint serves it as is. */
export interface Received {
  /** 1, 2, 3… in order of arrival. */
  id: number;
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Decoded top-level headers, names lower-cased. */
  headers: Record<string, string>;
  /** Epoch milliseconds. */
  receivedAt: number;
}

export interface WaitOptions {
  /** Default 10 000. */
  timeoutMs?: number;
  /** Only messages received at or after this epoch-ms time (e.g. `Date.now()` before acting). */
  after?: number;
}

export interface SmtpInbox {
  /** `smtp://127.0.0.1:PORT` — use as SMTP_URL. */
  url: string;
  /** `http://127.0.0.1:PORT` — `GET /messages?to=<addr>[&after=<epoch ms>]`, oldest first. */
  httpUrl: string;
  /** Every message, oldest first. */
  messages: Received[];
  /**
   * The newest message to `to` (case-insensitive) that matches `opts.after`, or — when there is
   * none yet — the next one to arrive. Rejects after `opts.timeoutMs`.
   */
  waitForMessage(to: string, opts?: WaitOptions): Promise<Received>;
  /**
   * Refuse every following recipient with this SMTP reply (e.g. 550 "No such user here"), as a
   * real server refuses RCPT TO; null accepts again.
   */
  setFailure(next: SmtpFailure | null): void;
  close(): Promise<void>;
}

/** An SMTP error reply: a 4xx/5xx code and its text. */
export interface SmtpFailure {
  code: number;
  message: string;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: Received[] = [];
  const waiters = createWaiters<Received>();
  let failure: SmtpFailure | null = null;

  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 1_000,
    size: 10 * 1024 * 1024,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onRcptTo(_address, _session, callback) {
      if (!failure) return callback();
      const error = Object.assign(new Error(failure.message), { responseCode: failure.code });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          const mail = parseMail(Buffer.concat(chunks));
          const mailFrom = session.envelope.mailFrom;
          messages.push({
            id: messages.length + 1,
            from: mailFrom ? mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            headers: mail.headers,
            receivedAt: Date.now(),
          });
          waiters.notify();
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = smtp.server.address() as AddressInfo;

  const matching = (to: string, after = 0) => {
    const address = to.trim().toLowerCase();
    return messages.filter((m) => m.to.includes(address) && m.receivedAt >= after);
  };

  const http = await listenOnLoopback((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' || url.pathname !== '/messages') {
      sendJson(res, 404, { error: 'GET /messages?to=<address> is the only route' });
      return;
    }
    const to = url.searchParams.get('to');
    const after = Number(url.searchParams.get('after') ?? 0) || 0;
    sendJson(res, 200, to ? matching(to, after) : messages.filter((m) => m.receivedAt >= after));
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    httpUrl: http.baseUrl,
    messages,
    waitForMessage(to, { timeoutMs = 10_000, after = 0 } = {}) {
      return waiters.wait(
        () => matching(to, after).at(-1),
        timeoutMs,
        () =>
          `an e-mail to ${to} (received so far: ${messages.flatMap((m) => m.to).join(', ') || 'none'})`,
      );
    },
    setFailure(next) {
      failure = next;
    },
    async close() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        http.close(),
      ]);
    },
  };
}
