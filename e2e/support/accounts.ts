import { expect, type Page } from '@playwright/test';
import { emailCode, smsCode } from './codes';
import { E2E_BETA_CODE, SESSION_STORAGE_KEY } from './constants';

/**
 * Accounts made for a test through the API, as the app makes them — a one-time code read from
 * what the local SMTP or Twilio-shaped server received, never a back door — and deleted the
 * same way (the confirmed account deletion) when the test ends.
 */

interface Session {
  access_token: string;
  user: { id: string };
  profile: unknown;
}

const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (global-setup did not run)');
  return url;
};

async function call<T>(
  method: 'POST' | 'PUT',
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new AccountApiError(response.status, `${method} ${path}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

class AccountApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The signed beta grant, asked once per worker (the access step is rate-limited). */
let grant: Promise<string> | null = null;
const betaGrant = () => {
  grant ??= call<{ grant: string }>('POST', '/access', { code: E2E_BETA_CODE }).then(
    (g) => g.grant,
  );
  return grant;
};

/** Where a code for `identifier` is delivered: the e-mail, or the phone as +1… */
const deliveredTo = (identifier: string) =>
  identifier.includes('@') ? identifier.toLowerCase() : `+1${identifier.replace(/\D/g, '')}`;
/** The newest code sent to `identifier` since `after` (ms). */
export const codeFor = (identifier: string, after: number) => {
  const to = deliveredTo(identifier);
  return to.includes('@') ? emailCode(to, after) : smsCode(to, after);
};

export interface NewAccount {
  identifier: string;
  role: 'athlete' | 'coach';
  firstName?: string;
  lastName?: string;
  /** An athlete's birth month (docs/product/privacy.md); an adult's when left out, none when null. */
  birth?: { year: number; month: number } | null;
}

/** The birth month the test athletes give unless a test says otherwise: an adult's. */
export const ADULT_BIRTH = { year: 2000, month: 1 } as const;

/** Signs up through the API and returns the session. */
export async function signUpViaApi(account: NewAccount): Promise<Session> {
  const after = Date.now();
  await call('POST', '/auth/otp', { identifier: account.identifier, purpose: 'signup' });
  const code = await codeFor(account.identifier, after);
  const session = await call<Session>('POST', '/auth/verify', {
    purpose: 'signup',
    identifier: account.identifier,
    code,
    profile: {
      firstName: account.firstName ?? 'Jordan',
      lastName: account.lastName ?? 'Rivers',
      role: account.role,
    },
    betaGrant: await betaGrant(),
  });
  const birth = account.birth === undefined ? ADULT_BIRTH : account.birth;
  if (account.role === 'athlete' && birth) {
    session.profile = await call('PUT', '/profile/birth-month', birth, session.access_token);
  }
  return session;
}

/** Signs in through the API and returns the session. */
export async function logInViaApi(identifier: string): Promise<Session> {
  const after = Date.now();
  await call('POST', '/auth/otp', { identifier, purpose: 'login' });
  const code = await codeFor(identifier, after);
  return call<Session>('POST', '/auth/verify', { purpose: 'login', identifier, code });
}

/**
 * Deletes the account through the confirmed deletion (signing in again first: the test may have
 * signed out). An account already gone — the test deleted it, or moved it to another address —
 * is fine.
 */
export async function deleteAccountViaApi(identifier: string): Promise<void> {
  let session: Session;
  try {
    session = await logInViaApi(identifier);
  } catch (error) {
    if (error instanceof AccountApiError && error.status === 404) return;
    throw error;
  }
  const after = Date.now();
  await call('POST', '/account/deletion/start', undefined, session.access_token);
  const code = await codeFor(identifier, after);
  await call('POST', '/account/deletion/confirm', { code }, session.access_token);
}

/** Stores the session in the page's app, as signing in does, and opens `path` once it has loaded. */
export async function openSignedIn(page: Page, session: Session, path: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [SESSION_STORAGE_KEY, JSON.stringify(session)],
  );
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  // Loaded: every screen names itself in the title.
  await expect(page).toHaveTitle(/ · GameSpeed$/);
}
