import type { MovementName } from '@gamespeed/domain/constants';
import type { Session } from '@gamespeed/domain/contracts';
import { RESULT_VALUE_RANGES } from '@gamespeed/domain/contracts';
import { type SmtpInbox, startSmtpInbox } from '@gamespeed/test-doubles/smtp-inbox';
import { BENCH_BETA_CODE } from './server';

const grants = new Map<string, Promise<string>>();

/** The beta grant sign-up needs, asked once per server (the access step is rate-limited). */
export function betaGrant(baseUrl: string): Promise<string> {
  let grant = grants.get(baseUrl);
  if (!grant) {
    grant = api<{ grant: string }>(baseUrl, 'POST', '/api/access', {
      body: { code: BENCH_BETA_CODE },
    }).then((answer) => answer.grant);
    grants.set(baseUrl, grant);
  }
  return grant;
}

export { type SmtpInbox, startSmtpInbox };

/** JSON over HTTP; throws with the body on an unexpected status. */
export async function api<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; expect?: number } = {},
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  if (res.status !== (options.expect ?? 200)) {
    throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

let counter = 0;
export const benchEmail = (label: string) =>
  `${label}.${process.pid}.${Date.now()}.${++counter}@bench.example`;

/**
 * Signs up through the real flow: POST /api/auth/otp, the code read from the e-mail the local
 * SMTP inbox received, POST /api/auth/verify with the new profile.
 */
export async function signUp(
  baseUrl: string,
  inbox: SmtpInbox,
  options: { email?: string; role?: 'athlete' | 'coach'; firstName?: string } = {},
): Promise<Session> {
  const email = options.email ?? benchEmail('athlete');
  const before = Date.now();
  await api(baseUrl, 'POST', '/api/auth/otp', { body: { identifier: email, purpose: 'signup' } });
  const message = await inbox.waitForMessage(email.toLowerCase(), { after: before });
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in "${message.text}"`);
  const grant = await betaGrant(baseUrl);
  return api<Session>(baseUrl, 'POST', '/api/auth/verify', {
    body: {
      purpose: 'signup',
      identifier: email,
      code,
      betaGrant: grant,
      profile: {
        firstName: options.firstName ?? 'Bench',
        lastName: 'Athlete',
        role: options.role ?? 'athlete',
      },
    },
  });
}

/** Onboarding through the API: step 1 (WR, 72 in, 185 lbs) and step 2 (broad jump 9'2"). */
export async function onboardAthlete(baseUrl: string, token: string): Promise<void> {
  await api(baseUrl, 'PUT', '/api/profile/physical', {
    token,
    body: { position: 'WR', heightInches: 72, weightLbs: 185 },
  });
  await api(baseUrl, 'PUT', '/api/onboarding/broad-jump', { token, body: { feet: 9, inches: 2 } });
  // Asked once of every athlete before the dashboard (docs/product/privacy.md): an adult here.
  await api(baseUrl, 'PUT', '/api/profile/birth-month', { token, body: { year: 2000, month: 6 } });
}

/** A plausible value for a movement, varying with `i`. */
export function sampleValue(movement: MovementName, i: number): number {
  const { min, max } = RESULT_VALUE_RANGES[movement];
  const low = min + (max - min) * 0.3;
  const high = min + (max - min) * 0.6;
  return Math.round((low + ((high - low) * ((i * 7919) % 1000)) / 1000) * 100) / 100;
}

/** Saves `count` results through POST /api/results, cycling over `movements`. */
export async function addResults(
  baseUrl: string,
  token: string,
  count: number,
  movements: readonly MovementName[],
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const movement = movements[i % movements.length]!;
    await api(baseUrl, 'POST', '/api/results', {
      token,
      expect: 201,
      body: { movement, value: sampleValue(movement, i) },
    });
  }
}
