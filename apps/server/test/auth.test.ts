import { ACCOUNT_NOT_FOUND_MESSAGE, SEND_CODE_FAILED_MESSAGE } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AppConfig, rateLimits } from '../src/config';
import { buildTestApp, manualClock } from './support/app';
import {
  bearer,
  betaGrant,
  call,
  deliveredCode,
  deliveryForThisFile,
  logIn,
  requestCode,
  signUp,
  uniqueEmail,
  uniquePhone,
} from './support/auth';
import { countRows, getTestDatabase } from './support/database';

const delivery = deliveryForThisFile();

/** The app with the real mail and SMS clients pointed at the local servers. */
const app = (overrides: Partial<AppConfig> = {}) => buildTestApp(overrides, delivery.integrations);

/** A Fastify logger that keeps every line it writes (JSON), for reading what reached the log. */
function captureLog() {
  const written: string[] = [];
  const stream = { write: (line: string) => void written.push(line) };
  return {
    options: { level: 'warn', stream },
    text: () => written.join(''),
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('sign-up', () => {
  it('by e-mail: the code arrives by SMTP, verify creates account and profile', async () => {
    const server = await app();
    const email = uniqueEmail('Signup');
    const session = await signUp(server, delivery, {
      identifier: email,
      role: 'coach',
      firstName: 'Casey',
    });
    expect(session.user.email).toBe(email.toLowerCase());
    expect(session.profile).toMatchObject({
      role: 'coach',
      firstName: 'Casey',
      isAdmin: false,
      phone: null,
    });
    expect(session.expires_in).toBe(900);
    const mail = delivery.inbox.messages.at(-1)!;
    expect(mail.subject).toMatch(/GameSpeed/);
    expect(mail.text).toMatch(/GameSpeed verification code is \d{6}/);
    const me = await call(server, session, 'GET', '/api/profile');
    expect(me.statusCode).toBe(200);
    expect(me.json().firstName).toBe('Casey');
    await server.close();
  });

  it('by phone: the code arrives through the Twilio API, phone stored as +1', async () => {
    const server = await app();
    const phone = uniquePhone();
    const formatted = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
    const session = await signUp(server, delivery, { identifier: formatted });
    expect(session.user.phone).toBe(`+1${phone}`);
    expect(session.profile?.phone).toBe(`+1${phone}`);
    expect(delivery.twilio.messages.at(-1)?.to).toBe(`+1${phone}`);
    await server.close();
  });

  it('refuses an identifier that already has an account, telling the user to log in', async () => {
    const server = await app();
    const email = uniqueEmail();
    await signUp(server, delivery, { identifier: email, firstName: 'Original' });
    const again = await requestCode(await app(), email, 'signup');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/log in/i);
    const profile = await getTestDatabase().then(({ db }) =>
      db.execute<{ first_name: string; role: string }>(sql`SELECT first_name, role FROM users`),
    );
    expect(profile.rows).toEqual([{ first_name: 'Original', role: 'athlete' }]);
    await server.close();
  });

  it('sign-up needs the beta grant from the access step: none, forged or old → 403, nothing created', async () => {
    const server = await app();
    const email = uniqueEmail('nogrant');
    const before = Date.now();
    expect((await requestCode(server, email, 'signup')).statusCode).toBe(200);
    const code = await deliveredCode(delivery, email, before);
    const profile = { firstName: 'No', lastName: 'Grant', role: 'athlete' };
    for (const grant of [undefined, 'granted', 'bg1.9999999999.forged']) {
      const res = await call(server, null, 'POST', '/api/auth/verify', {
        purpose: 'signup',
        identifier: email,
        code,
        profile,
        betaGrant: grant,
      });
      expect(res.statusCode, String(grant)).toBe(403);
      expect(res.json().error.code).toBe('beta_grant_required');
    }
    // The code is still good: with the grant from /api/access the same sign-up goes through.
    const access = await call(server, null, 'POST', '/api/access', {
      code: server.config.betaAccessCode,
    });
    expect(access.json()).toEqual({ granted: true, grant: expect.stringMatching(/^bg1\./) });
    const res = await call(server, null, 'POST', '/api/auth/verify', {
      purpose: 'signup',
      identifier: email,
      code,
      profile,
      betaGrant: access.json().grant,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('cannot choose role both or admin, nor set is_admin', async () => {
    const server = await app();
    for (const role of ['both', 'admin']) {
      const email = uniqueEmail();
      const before = Date.now();
      expect((await requestCode(server, email, 'signup')).statusCode).toBe(200);
      const code = await deliveredCode(delivery, email, before);
      const res = await call(server, null, 'POST', '/api/auth/verify', {
        purpose: 'signup',
        identifier: email,
        code,
        betaGrant: await betaGrant(server),
        profile: { firstName: 'A', lastName: 'B', role },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'body.profile.role: Please fill in all fields and select your role',
      );
    }
    const email = uniqueEmail();
    const before = Date.now();
    await requestCode(server, email, 'signup');
    const code = await deliveredCode(delivery, email, before);
    const sneaky = await call(server, null, 'POST', '/api/auth/verify', {
      purpose: 'signup',
      identifier: email,
      code,
      betaGrant: await betaGrant(server),
      isAdmin: true,
      is_admin: true,
      profile: { firstName: 'A', lastName: 'B', role: 'athlete', isAdmin: true, is_admin: true },
    });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().profile).toMatchObject({ role: 'athlete', isAdmin: false });
    await server.close();
  });

  it('gives is_admin to identifiers in ADMIN_IDENTIFIERS', async () => {
    const email = uniqueEmail('boss');
    const server = await app({ adminIdentifiers: [email.toUpperCase()] });
    const session = await signUp(server, delivery, { identifier: email, role: 'coach' });
    expect(session.profile?.isAdmin).toBe(true);
    await server.close();
  });
});

describe('login', () => {
  it('to an unknown identifier: the documented message, nothing sent or created', async () => {
    const server = await app();
    const mails = delivery.inbox.messages.length;
    const res = await requestCode(server, uniqueEmail('ghost'), 'login');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'account_not_found', message: ACCOUNT_NOT_FOUND_MESSAGE },
    });
    expect(delivery.inbox.messages.length).toBe(mails);
    expect(await countRows('auth_accounts')).toBe(0);
    expect(await countRows('verifications')).toBe(0);
    await server.close();
  });

  it('returns a session with the existing profile', async () => {
    const email = uniqueEmail();
    await signUp(await app(), delivery, { identifier: email, firstName: 'Lee' });
    const session = await logIn(await app(), delivery, email);
    expect(session.profile?.firstName).toBe('Lee');
  });

  it('rejects a bad identifier with the documented message', async () => {
    const server = await app();
    const res = await requestCode(server, '12345', 'login');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'body.identifier: Please enter a valid email or 10-digit phone number',
    );
    await server.close();
  });
});

describe('one-time codes', () => {
  async function pendingCode(now?: () => Date) {
    const server = await app(now ? { now } : {});
    const email = uniqueEmail();
    await signUp(server, delivery, { identifier: email });
    const login = await app(now ? { now } : {});
    const before = Date.now();
    expect((await requestCode(login, email, 'login')).statusCode).toBe(200);
    const code = await deliveredCode(delivery, email, before);
    const verify = (value: string) =>
      call(login, null, 'POST', '/api/auth/verify', {
        purpose: 'login',
        identifier: email,
        code: value,
      });
    return { email, code, verify };
  }

  it('are stored only as an HMAC', async () => {
    const { code } = await pendingCode();
    const { db } = await getTestDatabase();
    const rows = await db.execute<Record<string, unknown>>(sql`SELECT * FROM verifications`);
    expect(rows.rows).toHaveLength(1);
    const stored = JSON.stringify(rows.rows[0]);
    expect(stored).not.toContain(code);
    expect(rows.rows[0]!.code_hmac).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expire after 10 minutes', async () => {
    const clock = manualClock();
    const { code, verify } = await pendingCode(clock.now);
    clock.advance(10 * 60 * 1000 + 1000);
    const res = await verify(code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('expired_code');
  });

  it('work once', async () => {
    const { code, verify } = await pendingCode();
    expect((await verify(code)).statusCode).toBe(200);
    const again = await verify(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Invalid verification code');
  });

  it('two parallel verifies of one code give exactly one session', async () => {
    const { code, verify } = await pendingCode();
    const results = await Promise.all([verify(code), verify(code), verify(code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await countRows('auth_sessions')).toBe(2); // the sign-up session and this one
  });

  it('die after 5 wrong guesses: the 6th fails even with the right code', async () => {
    const { code, verify } = await pendingCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(wrong)).statusCode).toBe(400);
    const sixth = await verify(code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error.code).toBe('too_many_attempts');
  });

  it('a new code replaces the old one', async () => {
    const email = uniqueEmail();
    await signUp(await app(), delivery, { identifier: email });
    const first = await app();
    let before = Date.now();
    await requestCode(first, email, 'login');
    const oldCode = await deliveredCode(delivery, email, before);
    const second = await app(); // a fresh rate-limit window
    before = Date.now();
    await requestCode(second, email, 'login');
    const newCode = await deliveredCode(delivery, email, before);
    const verify = (code: string) =>
      call(second, null, 'POST', '/api/auth/verify', { purpose: 'login', identifier: email, code });
    if (oldCode !== newCode) expect((await verify(oldCode)).statusCode).toBe(400);
    expect((await verify(newCode)).statusCode).toBe(200);
  });
});

describe('send limits', () => {
  it("the answer to a code request says how long the next one waits (the server's interval)", async () => {
    const server = await app({
      limits: rateLimits({
        sendsPerIpPerHour: 1000,
        minIntervalMs: 150_000,
        sendsPerIdentifierPerHour: 5,
        verifiesPerIpPer10Minutes: 30,
      }),
    });
    const res = await requestCode(server, uniqueEmail('interval'), 'signup');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ channel: 'email', resendAfterSeconds: 150 });
  });

  it('one code per identifier per minute: 429 with retry-after and a human message', async () => {
    const server = await app();
    const email = uniqueEmail();
    await signUp(server, delivery, { identifier: email });
    expect((await requestCode(server, email, 'login')).statusCode).toBe(429);
    const res = await requestCode(server, email, 'login');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error.message).toMatch(/try again in \d+ seconds/);
  });

  it('at most 5 sends per hour per IP', async () => {
    const server = await app({
      limits: rateLimits({
        sendsPerIpPerHour: 5,
        minIntervalMs: 60_000,
        sendsPerIdentifierPerHour: 5,
        verifiesPerIpPer10Minutes: 30,
      }),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await requestCode(server, uniqueEmail(), 'signup')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a failed SMS delivery: a generic answer, the provider text only in the log, nothing left behind', async () => {
    const log = captureLog();
    const server = await buildTestApp({}, delivery.integrations, { logger: log.options });
    const providerText = 'Permission to send an SMS has not been enabled for the region +1555.';
    delivery.twilio.setFailure({ status: 400, code: 21408, message: providerText });
    try {
      const res = await requestCode(server, uniquePhone(), 'signup');
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({
        code: 'delivery_failed',
        message: SEND_CODE_FAILED_MESSAGE,
      });
      expect(res.body).not.toContain('region');
    } finally {
      delivery.twilio.setFailure(null);
    }
    expect(log.text()).toContain(providerText);
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ provider: 'twilio', providerStatus: 400, providerCode: 21408 }),
    );
    expect(await countRows('verifications')).toBe(0);
    expect(await countRows('auth_accounts')).toBe(0);
  });

  it('a failed e-mail delivery: the SMTP reply stays in the log, the client gets the generic answer', async () => {
    const log = captureLog();
    const server = await buildTestApp({}, delivery.integrations, { logger: log.options });
    delivery.inbox.setFailure({
      code: 550,
      message: 'Mailbox unavailable: relay.internal.example',
    });
    try {
      const res = await requestCode(server, uniqueEmail('bounce'), 'signup');
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({
        code: 'delivery_failed',
        message: SEND_CODE_FAILED_MESSAGE,
      });
      expect(res.body).not.toMatch(/550|relay|Mailbox/);
    } finally {
      delivery.inbox.setFailure(null);
    }
    expect(log.text()).toContain('relay.internal.example');
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ provider: 'smtp', providerStatus: 550 }),
    );
    expect(await countRows('verifications')).toBe(0);
  });
});

describe('sessions', () => {
  it('access tokens expire after 15 minutes', async () => {
    const clock = manualClock();
    const server = await app({ now: clock.now });
    const session = await signUp(server, delivery);
    clock.advance(15 * 60 * 1000 + 1000);
    const res = await call(server, session, 'GET', '/api/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('expired_token');
  });

  it('protected routes need a token: "Not authenticated"', async () => {
    const server = await app();
    const res = await call(server, null, 'GET', '/api/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'not_authenticated', message: 'Not authenticated' });
    const forged = await server.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.json().error.code).toBe('invalid_token');
  });

  it('refresh rotates the token; reusing a rotated one revokes the session', async () => {
    const server = await app();
    const session = await signUp(server, delivery);
    const refresh = (token: string) =>
      call(server, null, 'POST', '/api/auth/token', { refresh_token: token });
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('refresh_token_reused');
    const afterTheft = await refresh(rotated.refresh_token);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json().error.code).toBe('session_not_found');
    const profile = await call(server, rotated, 'GET', '/api/profile');
    expect(profile.json().error.code).toBe('session_not_found');
    const { db } = await getTestDatabase();
    const stored = await db.execute<{ token_hash: string }>(
      sql`SELECT token_hash FROM refresh_tokens`,
    );
    expect(stored.rows.every((r) => r.token_hash !== session.refresh_token)).toBe(true);
  });

  it('sign-out scopes: local, others, global', async () => {
    const email = uniqueEmail();
    const s1 = await signUp(await app(), delivery, { identifier: email });
    const s2 = await logIn(await app(), delivery, email);
    const s3 = await logIn(await app(), delivery, email);
    const s4 = await logIn(await app(), delivery, email);
    const server = await app();
    const alive = async (s: typeof s1) =>
      (await call(server, s, 'GET', '/api/profile')).statusCode === 200;
    const logout = (s: typeof s1, scope: string) =>
      call(server, s, 'POST', '/api/auth/logout', { scope });

    expect((await logout(s1, 'local')).statusCode).toBe(204);
    expect([await alive(s1), await alive(s2), await alive(s3), await alive(s4)]).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect((await logout(s2, 'others')).statusCode).toBe(204);
    expect([await alive(s2), await alive(s3), await alive(s4)]).toEqual([true, false, false]);
    expect((await logout(s2, 'global')).statusCode).toBe(204);
    expect(await alive(s2)).toBe(false);
    expect((await logout(s2, 'nowhere')).statusCode).toBe(401);
  });

  it('sign-out without a body (with or without a JSON content type) signs this session out', async () => {
    const email = uniqueEmail();
    const first = await signUp(await app(), delivery, { identifier: email });
    const second = await logIn(await app(), delivery, email);
    const server = await app();
    const broken = await server.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(first), 'content-type': 'application/json' },
      payload: '{"scope":',
    });
    expect(broken.json().error.code).toBe('invalid_json');
    const bare = await server.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(first),
    });
    expect(bare.statusCode, bare.body).toBe(204);
    const typedButEmpty = await server.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(second), 'content-type': 'application/json' },
    });
    expect(typedButEmpty.statusCode, typedButEmpty.body).toBe(204);
    for (const s of [first, second]) {
      expect((await call(server, s, 'GET', '/api/profile')).statusCode).toBe(401);
    }
  });
});

describe('profile', () => {
  it('edits names but never e-mail or phone (an identity change), role or is_admin', async () => {
    const server = await app();
    const session = await signUp(server, delivery);
    const res = await call(server, session, 'PATCH', '/api/profile', {
      firstName: 'Jordan',
      phone: '5551234567',
      role: 'both',
      isAdmin: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Jordan',
      phone: null,
      role: 'athlete',
      isAdmin: false,
    });
  });

  it('physical info: documented positions, whole numbers in sane ranges', async () => {
    const server = await app();
    const session = await signUp(server, delivery);
    const put = (payload: object) => call(server, session, 'PUT', '/api/profile/physical', payload);
    const ok = await put({ position: 'CB', heightInches: 71, weightLbs: 190 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ position: 'CB', heightInches: 71, weightLbs: 190 });
    for (const [payload, field] of [
      [{ position: 'QB', heightInches: 71, weightLbs: 190 }, 'body.position'],
      [{ position: 'CB', heightInches: 71.5, weightLbs: 190 }, 'body.heightInches'],
      [{ position: 'CB', heightInches: 20, weightLbs: 190 }, 'body.heightInches'],
      [{ position: 'CB', heightInches: 71, weightLbs: 5000 }, 'body.weightLbs'],
      [{ position: 'CB', heightInches: 71 }, 'body.weightLbs'],
    ] as const) {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message.startsWith(`${field}:`)).toBe(true);
    }
    const me = await call(server, session, 'GET', '/api/profile');
    expect(me.json()).toMatchObject({ position: 'CB', heightInches: 71, weightLbs: 190 });
  });

  it('role selection: an account without a profile creates one, once', async () => {
    const email = uniqueEmail();
    const { db } = await getTestDatabase();
    await db.execute(sql`INSERT INTO auth_accounts (email) VALUES (${email})`);
    const server = await app();
    const session = await logIn(server, delivery, email);
    expect(session.profile).toBeNull();
    const missing = await call(server, session, 'GET', '/api/profile');
    expect(missing.statusCode).toBe(404);
    const patch = await call(server, session, 'PATCH', '/api/profile', {});
    expect(patch.statusCode).toBe(403);
    const create = (role: string) =>
      call(server, session, 'POST', '/api/profile', { firstName: 'Robin', lastName: 'Role', role });
    expect((await create('both')).statusCode).toBe(400);
    const created = await create('coach');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ role: 'coach', email, isAdmin: false });
    expect((await create('athlete')).statusCode).toBe(409);
  });
});
