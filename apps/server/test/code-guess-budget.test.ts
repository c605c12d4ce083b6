import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AppConfig, rateLimits } from '../src/config';
import { buildTestApp, manualClock, resendAtOnceLimits } from './support/app';
import {
  deliveredCode,
  deliveryForThisFile,
  requestCode,
  signUp,
  uniqueEmail,
} from './support/auth';
import { getTestDatabase } from './support/database';
import { openApiChecker } from './support/openapi';

/**
 * The failure budget of sign-in codes across re-sends (docs/product/accounts.md, "Wrong codes"):
 * 10 wrong codes a day per address whichever code they were for, each guess counted in one
 * statement so simultaneous guesses cannot slip past, and a lock the owner lifts by the link
 * sent to the address.
 */

const delivery = deliveryForThisFile();

/** Codes may be re-sent at once in these tests: only the guess budget is under test. */
const limits = resendAtOnceLimits();
const app = (overrides: Partial<AppConfig> = {}) =>
  buildTestApp({ limits, ...overrides }, delivery.integrations);

type Server = Awaited<ReturnType<typeof app>>;

async function freshCode(server: Server, email: string): Promise<string> {
  const before = Date.now();
  const res = await requestCode(server, email, 'login');
  expect(res.statusCode, res.body).toBe(200);
  return deliveredCode(delivery, email, before);
}

const verify = (server: Server, email: string, code: string) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: { purpose: 'login', identifier: email, code },
  });

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function stored(email: string) {
  const { db } = await getTestDatabase();
  const budget = await db.execute<{ failures: number }>(
    sql`SELECT failures FROM code_guess_budgets WHERE target = ${email}`,
  );
  const code = await db.execute<{ attempts: number }>(
    sql`SELECT attempts FROM verifications WHERE target = ${email} AND purpose = 'login'`,
  );
  return { failures: budget.rows[0]?.failures ?? 0, attempts: code.rows[0]?.attempts ?? null };
}

/** The unlock link's token from the newest unlock message to `email` received after `after`. */
async function unlockTokenFromMail(email: string, after: number): Promise<string> {
  const message = await delivery.inbox.waitForMessage(email, { after });
  expect(message.subject).toBe('Unlock signing in to GameSpeed');
  const match = /\/unlock\?token=([^\s]+)/.exec(message.text);
  if (!match) throw new Error(`no unlock link in "${message.text}"`);
  return decodeURIComponent(match[1]!);
}

const unlockMessages = (email: string) =>
  delivery.inbox.messages.filter(
    (m) => m.to.includes(email) && m.subject === 'Unlock signing in to GameSpeed',
  ).length;

describe('wrong sign-in codes across re-sends', () => {
  it('a new code does not buy new guesses: the 10th wrong code locks; the unlock link lifts it once', async () => {
    const server = await app();
    const email = uniqueEmail('budget');
    await signUp(server, delivery, { identifier: email });

    let code = await freshCode(server, email);
    for (let i = 0; i < 5; i++)
      expect((await verify(server, email, wrongFor(code))).statusCode).toBe(400);
    code = await freshCode(server, email); // a re-send: a fresh 5 for this code...
    for (let i = 0; i < 4; i++)
      expect((await verify(server, email, wrongFor(code))).statusCode).toBe(400);
    expect((await stored(email)).failures).toBe(9);

    const beforeLock = Date.now();
    const tenth = await verify(server, email, wrongFor(code)); // ...but not for the address
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().error.code).toBe('sign_in_locked');
    expect(tenth.json().error.message).toMatch(/We sent a link to your email to unlock it/);
    expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const token = await unlockTokenFromMail(email, beforeLock);

    // Locked: the right code of a new code is refused, and asking for one sends the link again.
    const locked = await requestCode(server, email, 'login');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('sign_in_locked');
    expect(unlockMessages(email)).toBe(2);
    expect((await verify(server, email, code)).json().error.code).toBe('sign_in_locked');

    // A forged link does nothing; the real one lifts the lock, once.
    const forged = await server.inject({
      method: 'POST',
      url: '/api/auth/unlock',
      payload: { token: `${token.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_unlock_link');
    const unlock = () =>
      server.inject({ method: 'POST', url: '/api/auth/unlock', payload: { token } });
    const lifted = await unlock();
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toEqual({ unlocked: true });
    // The real answers match the API description (the matrix cannot make a real lock).
    const openApi = await openApiChecker(server);
    const answer = (path: string, res: typeof lifted) => ({
      method: 'POST',
      path,
      status: res.statusCode,
      contentType: String(res.headers['content-type']),
      body: res.body,
    });
    expect(openApi.check(answer('/api/auth/unlock', lifted))).toEqual([]);
    expect(openApi.check(answer('/api/auth/verify', tenth))).toEqual([]);
    expect(openApi.check(answer('/api/auth/otp', locked))).toEqual([]);
    expect((await unlock()).statusCode).toBe(400);
    expect((await stored(email)).failures).toBe(0);

    const after = await freshCode(server, email);
    expect((await verify(server, email, after)).statusCode).toBe(200);
  });

  it('the lock ends by itself when its day is over; a right code gives its guess back', async () => {
    const clock = manualClock();
    const server = await app({ now: clock.now });
    const email = uniqueEmail('budget-day');
    await signUp(server, delivery, { identifier: email });
    for (let round = 0; round < 2; round++) {
      const code = await freshCode(server, email);
      for (let i = 0; i < 5; i++) await verify(server, email, wrongFor(code));
    }
    expect((await requestCode(server, email, 'login')).statusCode).toBe(429);
    clock.advance(24 * 3600 * 1000 + 1000);
    const code = await freshCode(server, email);
    expect((await verify(server, email, wrongFor(code))).statusCode).toBe(400);
    expect((await stored(email)).failures).toBe(1); // a new window
    expect((await verify(server, email, code)).statusCode).toBe(200);
    expect((await stored(email)).failures).toBe(1); // the right guess was given back
  });

  it('simultaneous guesses on one code: exactly 5 are counted, whatever the database', async () => {
    // A budget far above 20, so only the code's own 5-guess count is under test here.
    const server = await app({
      limits: { ...limits, codeGuessesPerIdentifier: { max: 100, windowMs: 86_400_000 } },
    });
    const email = uniqueEmail('budget-race');
    await signUp(server, delivery, { identifier: email });
    const code = await freshCode(server, email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verify(server, email, wrongFor(code))),
    );
    const codes = answers.map((a) => a.json().error.code as string).sort();
    expect(codes).toEqual([
      ...Array(4).fill('invalid_code'),
      ...Array(16).fill('too_many_attempts'),
    ]);
    // Guesses that found the code already dead were given back to the address's budget.
    expect(await stored(email)).toEqual({ failures: 5, attempts: 5 });
    // The right code is dead too: the 5 guesses were spent.
    expect((await verify(server, email, code)).json().error.code).toBe('too_many_attempts');
  });

  it('simultaneous guesses at the edge of the budget: none slips past it, one unlock link', async () => {
    const server = await app();
    const email = uniqueEmail('budget-edge');
    await signUp(server, delivery, { identifier: email });
    let code = await freshCode(server, email);
    for (let i = 0; i < 5; i++) await verify(server, email, wrongFor(code));
    code = await freshCode(server, email);
    for (let i = 0; i < 3; i++) await verify(server, email, wrongFor(code));
    expect((await stored(email)).failures).toBe(8);
    const before = Date.now();
    const guesses = Array.from({ length: 13 }, (_, i) => String(i * 76_919).padStart(6, '0'))
      .filter((guess) => guess !== code)
      .slice(0, 12);
    const answers = await Promise.all(guesses.map((guess) => verify(server, email, guess)));
    const errors = answers.map((a) => a.json().error.code as string);
    // The code has 2 guesses left, so exactly 2 guesses are charged: one of them is the 10th
    // failure, spends the budget and locks. The other is the 9th failure: a plain wrong code — or,
    // when it took the code's last guess but reached the budget first, 'too many attempts'.
    // The other 10 find no live code: never charged, they are told the code is used up or, once
    // the lock is there, that the address is locked.
    expect(errors.filter((e) => e === 'invalid_code').length).toBeLessThanOrEqual(1);
    expect(errors.filter((e) => e === 'sign_in_locked').length).toBeGreaterThanOrEqual(1);
    const expected = ['invalid_code', 'sign_in_locked', 'too_many_attempts'];
    expect(errors.filter((e) => !expected.includes(e))).toEqual([]);
    expect((await stored(email)).failures).toBe(10);
    await unlockTokenFromMail(email, before);
    expect(
      delivery.inbox.messages.filter(
        (m) =>
          m.to.includes(email) &&
          m.subject === 'Unlock signing in to GameSpeed' &&
          m.receivedAt >= before,
      ),
    ).toHaveLength(1);
  });
});

/** A request from another IP address than the owner's (the tests' default is 127.0.0.1). */
const STRANGER = '198.51.100.7';
const SECOND_STRANGER = '198.51.100.8';

const requestFrom = (server: Server, ip: string, email: string) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/otp',
    payload: { identifier: email, purpose: 'login' },
    remoteAddress: ip,
  });

const verifyFrom = (server: Server, ip: string, email: string, code: string) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: { purpose: 'login', identifier: email, code },
    remoteAddress: ip,
  });

/** An account signed up through another app instance, so its sign-up counts nowhere here. */
async function accountMadeElsewhere(label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUp(await app(), delivery, { identifier: email });
  return email;
}

describe('somebody else cannot keep a person from signing in', () => {
  it("a stranger's code requests do not make the owner wait: the minute is per requester", async () => {
    const server = await app({
      limits: rateLimits({
        sendsPerIpPerHour: 1000,
        minIntervalMs: 60_000,
        sendsPerIdentifierPerHour: 5,
        verifiesPerIpPer10Minutes: 1000,
      }),
    });
    const email = await accountMadeElsewhere('victim-minute');
    expect((await requestFrom(server, STRANGER, email)).statusCode).toBe(200);
    expect((await requestFrom(server, STRANGER, email)).statusCode).toBe(429);
    const owner = await requestCode(server, email, 'login');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it("five requests from a fresh IP spend that IP's share, not the owner's; everyone together meets the higher ceiling", async () => {
    const server = await app({
      limits: rateLimits({
        sendsPerIpPerHour: 1000,
        minIntervalMs: 0,
        sendsPerIdentifierPerHour: 5,
        sendsPerIdentifierCeilingPerHour: 8,
        verifiesPerIpPer10Minutes: 1000,
      }),
    });
    const email = await accountMadeElsewhere('victim-hour');
    for (let i = 0; i < 5; i++)
      expect((await requestFrom(server, STRANGER, email)).statusCode).toBe(200);
    expect((await requestFrom(server, STRANGER, email)).statusCode).toBe(429);
    const code = await freshCode(server, email); // the owner: the 6th of 8
    expect((await verify(server, email, code)).statusCode).toBe(200);
    expect((await requestFrom(server, SECOND_STRANGER, email)).statusCode).toBe(200);
    expect((await requestFrom(server, SECOND_STRANGER, email)).statusCode).toBe(200);
    expect((await requestFrom(server, SECOND_STRANGER, email)).statusCode).toBe(429);
  });

  it('after ten wrong codes from a stranger, the unlock link lets the owner ask for a code and sign in at once', async () => {
    // The stranger's five requests also spend the ceiling everyone shares: the link resets it.
    const server = await app({
      limits: rateLimits({
        sendsPerIpPerHour: 1000,
        minIntervalMs: 0,
        sendsPerIdentifierPerHour: 5,
        sendsPerIdentifierCeilingPerHour: 5,
        verifiesPerIpPer10Minutes: 1000,
      }),
    });
    const email = await accountMadeElsewhere('victim-unlock');
    const before = Date.now();
    for (let round = 0; round < 2; round++) {
      expect((await requestFrom(server, STRANGER, email)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) await verifyFrom(server, STRANGER, email, '000000');
    }
    expect((await stored(email)).failures).toBe(10);
    for (let i = 0; i < 3; i++)
      expect((await requestFrom(server, STRANGER, email)).statusCode).toBe(429);
    const token = await unlockTokenFromMail(email, before);

    const unlocked = await server.inject({
      method: 'POST',
      url: '/api/auth/unlock',
      payload: { token },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const code = await freshCode(server, email);
    expect((await verify(server, email, code)).statusCode).toBe(200);
  });

  it('twelve simultaneous guesses for an address that asked for no code never lock it', async () => {
    const server = await app();
    const email = uniqueEmail('victim-nocode');
    await signUp(server, delivery, { identifier: email }); // its sign-up code is used up
    const guesses = Array.from({ length: 12 }, (_, i) => String(100_000 + i * 7_919));
    const answers = await Promise.all(
      guesses.map((guess) => verifyFrom(server, STRANGER, email, guess)),
    );
    expect(answers.map((a) => a.json().error.code)).toEqual(Array(12).fill('invalid_code'));
    expect((await stored(email)).failures).toBe(0);
    expect(unlockMessages(email)).toBe(0);
    const code = await freshCode(server, email);
    expect((await verify(server, email, code)).statusCode).toBe(200);
  });
});
