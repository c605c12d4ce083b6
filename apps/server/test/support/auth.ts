import type { SignInPurpose } from '@gamespeed/domain';
import type { Session } from '@gamespeed/domain/contracts';
import { TEST_MAIL_FROM } from '@gamespeed/test-doubles/delivery-env';
import { type SmtpInbox, startSmtpInbox } from '@gamespeed/test-doubles/smtp-inbox';
import { startTwilioServer, type TwilioServer } from '@gamespeed/test-doubles/twilio-server';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../src/app';
import { createSmtpMailer } from '../../src/integrations/mailer';
import { createTwilioSms } from '../../src/integrations/sms';
import type { Integrations } from '../../src/plugins/integrations';

/** A local SMTP server and Twilio-shaped server, with the real clients pointed at them. */
export interface Delivery {
  inbox: SmtpInbox;
  twilio: TwilioServer;
  integrations: Partial<Integrations>;
  close(): Promise<void>;
}

export async function startDelivery(): Promise<Delivery> {
  const inbox = await startSmtpInbox();
  const twilio = await startTwilioServer();
  return {
    inbox,
    twilio,
    integrations: {
      mailer: createSmtpMailer({ smtpUrl: inbox.url, from: TEST_MAIL_FROM }),
      sms: createTwilioSms({
        accountSid: twilio.accountSid,
        authToken: twilio.authToken,
        from: twilio.from,
        apiBase: twilio.apiBase,
      }),
    },
    close: async () => {
      await inbox.close();
      await twilio.close();
    },
  };
}

/**
 * The local mail and SMS servers for the tests of one file: started before its first test and
 * closed after its last. The answer stands for the running pair (read it inside tests and
 * hooks, not at import time).
 */
export function deliveryForThisFile(): Delivery {
  let started: Delivery | undefined;
  beforeAll(async () => {
    started = await startDelivery();
  });
  afterAll(async () => started?.close());
  return new Proxy({} as Delivery, {
    get(_target, key) {
      if (!started) throw new Error('The delivery servers start before the first test');
      return Reflect.get(started, key);
    },
  });
}

const CODE = /\b(\d{6})\b/;

/** Reads the newest code delivered to an e-mail address or +1 phone number. */
export async function deliveredCode(
  delivery: Delivery,
  to: string,
  after: number,
): Promise<string> {
  const text = to.includes('@')
    ? (await delivery.inbox.waitForMessage(to, { after })).text
    : (await delivery.twilio.waitForMessage(to, { after })).body;
  const match = CODE.exec(text);
  if (!match) throw new Error(`no code in "${text}"`);
  return match[1]!;
}

export async function requestCode(app: App, identifier: string, purpose: SignInPurpose) {
  return app.inject({ method: 'POST', url: '/api/auth/otp', payload: { identifier, purpose } });
}

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}.${Date.now()}.${++counter}@example.test`;
export const uniquePhone = () => {
  // A number of the North American plan (the exchange starts with 2–9), so invites may text it.
  const n = (Date.now() * 100 + ++counter) % 8_000_000;
  return `555${2 + Math.floor(n / 1_000_000)}${String(n % 1_000_000).padStart(6, '0')}`;
};

/** Signs up through the real flow (code read from the delivered message) and returns the session. */
const grants = new WeakMap<App, string>();

/**
 * The beta grant sign-up needs, from the access step as the app gets it (asked once per app:
 * the access route is rate-limited per IP).
 */
export async function betaGrant(app: App): Promise<string> {
  const known = grants.get(app);
  if (known) return known;
  const res = await app.inject({
    method: 'POST',
    url: '/api/access',
    payload: { code: app.config.betaAccessCode },
    // Not from 127.0.0.1, whose access-code budget the tests of that route count on.
    remoteAddress: '192.0.2.1',
  });
  expect(res.statusCode, res.body).toBe(200);
  const { grant } = res.json() as { grant: string };
  grants.set(app, grant);
  return grant;
}

export async function signUp(
  app: App,
  delivery: Delivery,
  options: {
    identifier?: string;
    role?: 'athlete' | 'coach';
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<Session> {
  const identifier = options.identifier ?? uniqueEmail();
  const code = await sendAndReadCode(app, delivery, identifier, 'signup');
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: {
      purpose: 'signup',
      identifier,
      code,
      betaGrant: await betaGrant(app),
      profile: {
        firstName: options.firstName ?? 'Test',
        lastName: options.lastName ?? 'Athlete',
        role: options.role ?? 'athlete',
      },
    },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Session;
}

/** Asks for a code and reads it from what the local SMTP / Twilio server received. */
async function sendAndReadCode(
  app: App,
  delivery: Delivery,
  identifier: string,
  purpose: SignInPurpose,
): Promise<string> {
  const before = Date.now();
  const sent = await requestCode(app, identifier, purpose);
  expect(sent.statusCode, sent.body).toBe(200);
  const to = identifier.includes('@')
    ? identifier.toLowerCase()
    : `+1${identifier.replace(/\D/g, '')}`;
  return deliveredCode(delivery, to, before);
}

/** Logs in an existing account through the real flow. */
export async function logIn(app: App, delivery: Delivery, identifier: string): Promise<Session> {
  const code = await sendAndReadCode(app, delivery, identifier, 'login');
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: { purpose: 'login', identifier, code },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Session;
}

export const bearer = (session: Pick<Session, 'access_token'>) => ({
  authorization: `Bearer ${session.access_token}`,
});

export type InjectOptions = {
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT';
  url: string;
  payload?: unknown;
};

/** `app.inject` as `session` (anonymous when null), with a JSON payload when one is given. */
export function call(
  app: App,
  session: Pick<Session, 'access_token'> | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: session ? bearer(session) : {},
  });
}

/** {@link call} with the request as one value (for tables of requests). */
export const as = (app: App, session: Session | null, request: InjectOptions) =>
  call(app, session, request.method, request.url, request.payload);

/**
 * Signs up an athlete and saves their physical information (onboarding step 1: a WR, 72 in,
 * 200 lb unless `physical` says otherwise); with `broadJump`, also the first broad jump that
 * ends onboarding with a first diagnosis.
 */
export async function signUpAthlete(
  app: App,
  delivery: Delivery,
  options: {
    identifier?: string;
    firstName?: string;
    lastName?: string;
    physical?: { position?: string; heightInches?: number; weightLbs?: number };
    broadJump?: { feet: number; inches: number };
  } = {},
): Promise<Session> {
  const { physical, broadJump, ...person } = options;
  const session = await signUp(app, delivery, { ...person, role: 'athlete' });
  const saved = await call(app, session, 'PUT', '/api/profile/physical', {
    position: 'WR',
    heightInches: 72,
    weightLbs: 200,
    ...physical,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (broadJump) {
    const jump = await call(app, session, 'PUT', '/api/onboarding/broad-jump', broadJump);
    expect(jump.statusCode, jump.body).toBe(200);
  }
  return session;
}
