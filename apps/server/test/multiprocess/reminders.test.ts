import { addDays, isoDate } from '@gamespeed/domain';
import type { Session } from '@gamespeed/domain/contracts';
import { deliveryEnv } from '@gamespeed/test-doubles/delivery-env';
import { type SmtpInbox, startSmtpInbox } from '@gamespeed/test-doubles/smtp-inbox';
import { startTwilioServer, type TwilioServer } from '@gamespeed/test-doubles/twilio-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, ready, type ServerProcess, spawnServer } from './support';

/**
 * Retest reminders on the production path (docs/decisions/019-retest-reminders.md): two server
 * processes on one fresh PostgreSQL database schedule them with pg-boss. What the local SMTP and
 * Twilio-shaped servers receive is the only thing counted.
 */
const SWEEP_SECONDS = 2;
let inbox: SmtpInbox;
let twilio: TwilioServer;
const started: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  inbox = await startSmtpInbox();
  twilio = await startTwilioServer();
});
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  for (const cleanup of cleanups) await cleanup();
  await inbox?.close();
  await twilio?.close();
});

/** Polls `probe` until it returns something, or fails saying what never happened. */
async function eventually<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function call(server: ServerProcess, path: string, body: unknown, session?: Session) {
  const res = await fetch(`${server.base}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.access_token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) };
}

/** Signs an athlete up over HTTP, reading the code from what the local providers received. */
async function signUpAthlete(server: ServerProcess, identifier: string): Promise<Session> {
  const access = await call(server, '/access', { code: 'MULTI' });
  expect(access.status, access.text).toBe(200);
  const after = Date.now();
  const otp = await call(server, '/auth/otp', { identifier, purpose: 'signup' });
  expect(otp.status, otp.text).toBe(200);
  const text = identifier.includes('@')
    ? (await inbox.waitForMessage(identifier, { after })).text
    : (await twilio.waitForMessage(`+1${identifier}`, { after })).body;
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  const verified = await call(server, '/auth/verify', {
    purpose: 'signup',
    identifier,
    code,
    betaGrant: access.json().grant,
    profile: { firstName: 'Retest', lastName: 'Athlete', role: 'athlete' },
  });
  expect(verified.status, verified.text).toBe(200);
  return verified.json() as Session;
}

/** Saves one 40-yard dash `daysAgo` days back: with the default 6 weeks, due after 42 days. */
async function testedDaysAgo(server: ServerProcess, session: Session, daysAgo: number) {
  const testDate = addDays(isoDate(new Date()), -daysAgo);
  const res = await call(server, '/results', { movement: 'forty', value: 4.9, testDate }, session);
  expect(res.status, res.text).toBe(201);
  return addDays(testDate, 42);
}

const emailsTo = (address: string) =>
  inbox.messages.filter((m) => m.to.includes(address) && m.subject === 'GameSpeed: Retest due');
const smsTo = (phone: string) =>
  twilio.messages.filter((m) => m.to === `+1${phone}` && m.body.includes('Retest due'));
const refusedTo = (phone: string) =>
  twilio.refused.filter((m) => m.to === `+1${phone}` && m.body.includes('Retest due'));

describe('retest reminders with two server processes on one PostgreSQL', () => {
  it('are sent once each, a provider error is retried across a restart, and later sweeps send nothing again', async () => {
    const database = await freshDatabase('reminders');
    cleanups.push(database.drop);
    const env = {
      DATABASE_URL: database.url,
      ...deliveryEnv(inbox, twilio),
      REMINDER_SWEEP_SECONDS: String(SWEEP_SECONDS),
      LOG_LEVEL: 'info',
    };
    const servers = [await spawnServer(env), await spawnServer(env)];
    started.push(...servers);
    await Promise.all(servers.map((server) => ready(server)));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    for (const server of servers) expect(server.output()).toContain('retest reminders: pg-boss');

    const stamp = Date.now();
    const email = `retest.${stamp}@example.test`;
    const phone = `555${String(stamp % 10_000_000).padStart(7, '0')}`;
    const late = `late.${stamp}@example.test`;
    const byEmail = await signUpAthlete(a, email);
    const byPhone = await signUpAthlete(b, phone);
    const lateAthlete = await signUpAthlete(a, late);

    // The e-mail athlete falls due: one e-mail, whichever process sweeps.
    const emailDue = await testedDaysAgo(a, byEmail, 43);
    const [mail] = await eventually('the e-mail reminder', () =>
      emailsTo(email).length > 0 ? emailsTo(email) : undefined,
    );
    expect(mail!.text).toContain('It has been 6 weeks since your last test');
    expect(mail!.text).toMatch(/\/reminders\/unsubscribe\?token=\S+/);

    // The SMS provider fails: the reminder is refused, recorded nowhere, and tried again.
    twilio.setFailure({ status: 503, message: 'Service unavailable', code: 20503 });
    const phoneDue = await testedDaysAgo(b, byPhone, 50);
    await eventually('two refused SMS reminders', () =>
      refusedTo(phone).length >= 2 ? true : undefined,
    );
    expect(smsTo(phone)).toHaveLength(0);
    expect(
      await database.query(`SELECT 1 FROM sent_reminders WHERE athlete_id = '${byPhone.user.id}'`),
    ).toHaveLength(0);

    // Both processes stop while the reminder waits for its retry (a deploy); the job is a row,
    // and two new processes finish it once the provider is back.
    await Promise.all(servers.map((server) => server.stop()));
    const waiting = await database.query<{ id: string; state: string }>(
      `SELECT id, state FROM pgboss.job WHERE name = 'retest-reminder'
         AND singleton_key = '${byPhone.user.id}:${phoneDue}' AND state <> 'completed'`,
    );
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((job) => job.state === 'retry' || job.state === 'created')).toBe(true);
    twilio.setFailure(null);
    const restarted = [await spawnServer(env), await spawnServer(env)];
    started.push(...restarted);
    await Promise.all(restarted.map((server) => ready(server)));
    const [c] = restarted as [ServerProcess, ServerProcess];
    const [sms] = await eventually('the SMS reminder after the provider is back', () =>
      smsTo(phone).length > 0 ? smsTo(phone) : undefined,
    );
    expect(sms!.body).toContain('Turn reminders off in Settings.');
    await eventually('the jobs that waited across the restart to complete', async () => {
      const states = await database.query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE id IN (${waiting.map((j) => `'${j.id}'`).join(', ')})`,
      );
      return states.every((job) => job.state === 'completed') ? true : undefined;
    });
    // Sweeps go on (a third athlete falling due now is reminded) and never send the first two
    // again.
    await new Promise((resolve) => setTimeout(resolve, 4 * SWEEP_SECONDS * 1000));
    await testedDaysAgo(c, lateAthlete, 42);
    await eventually('the later reminder', () => (emailsTo(late).length > 0 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 3 * SWEEP_SECONDS * 1000));
    expect(emailsTo(email)).toHaveLength(1);
    expect(smsTo(phone)).toHaveLength(1);
    expect(emailsTo(late)).toHaveLength(1);
    const rows = await database.query<{ athlete_id: string; due_date: string; channel: string }>(
      'SELECT athlete_id, due_date::text AS due_date, channel FROM sent_reminders ORDER BY channel, due_date',
    );
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        { athlete_id: byEmail.user.id, due_date: emailDue, channel: 'email' },
        { athlete_id: byPhone.user.id, due_date: phoneDue, channel: 'sms' },
      ]),
    );
    // Both processes offered a sweep every interval; pg-boss kept one job per interval slot.
    const [sweeps] = await database.query<{ jobs: number; slots: number }>(
      `SELECT count(*)::int AS jobs, count(DISTINCT singleton_on)::int AS slots
       FROM pgboss.job WHERE name = 'retest-reminder-sweep'`,
    );
    expect(sweeps!.jobs).toBeGreaterThan(1);
    expect(sweeps!.jobs).toBe(sweeps!.slots);
  }, 180_000);
});
