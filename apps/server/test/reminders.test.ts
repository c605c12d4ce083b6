import { addDays, isoDate } from '@gamespeed/domain';
import type { Profile, Session } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { sweepRetestReminders } from '../src/reminders/retest-reminders';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp, uniqueEmail, uniquePhone } from './support/auth';
import { getTestDatabase } from './support/database';

/**
 * Retest reminders (docs/product/reminders.md): one reminder per athlete and due date, whatever
 * the number of processes; a working unsubscribe link; nothing when reminders are off; a
 * provider error leaves it to the next try.
 */
const delivery = deliveryForThisFile();

const app = () => buildTestApp({}, delivery.integrations);
const today = () => isoDate(new Date());

/** An athlete whose only test is `daysAgo` days old. */
async function athleteTested(server: App, identifier: string, daysAgo: number) {
  const session = await signUp(server, delivery, { role: 'athlete', identifier });
  const res = await call(server, session, 'POST', '/api/results', {
    movement: 'forty',
    value: 4.9,
    testDate: addDays(today(), -daysAgo),
  });
  expect(res.statusCode, res.body).toBe(201);
  return session;
}

async function sentRows(athleteId: string) {
  const { db } = await getTestDatabase();
  const { rows } = await db.execute<{ due_date: string; channel: string }>(
    sql`SELECT due_date::text, channel FROM sent_reminders WHERE athlete_id = ${athleteId}`,
  );
  return rows;
}

const remindersTo = (to: string) =>
  delivery.inbox.messages.filter((m) => m.to.includes(to) && /Retest due/.test(m.subject ?? ''));

describe('retest reminders', () => {
  it('go out once with two app instances on one database, and the dashboard says Retest due', async () => {
    const first = await app();
    const second = await app();
    const email = uniqueEmail('retest');
    const session = await athleteTested(first, email, 43); // default 6 weeks = 42 days
    const counts = await Promise.all([sweepRetestReminders(first), sweepRetestReminders(second)]);
    expect(counts[0]! + counts[1]!).toBe(1);
    expect(await Promise.all([sweepRetestReminders(first), sweepRetestReminders(second)])).toEqual([
      0, 0,
    ]);
    expect(remindersTo(email)).toHaveLength(1);
    const dueDate = addDays(addDays(today(), -43), 42);
    expect(await sentRows(session.user.id)).toEqual([{ due_date: dueDate, channel: 'email' }]);

    const dashboard = await call(second, session, 'GET', '/api/dashboard');
    expect(dashboard.json().retest).toMatchObject({ kind: 'due', weeks: 6, dueDate });
  });

  it('on the embedded database the process sweeps by itself every REMINDER_SWEEP_SECONDS', async () => {
    const server = await buildTestApp({ reminderSweepSeconds: 1 }, delivery.integrations);
    const email = uniqueEmail('timer');
    const session = await signUp(server, delivery, { role: 'athlete', identifier: email });
    const after = Date.now();
    const res = await call(server, session, 'POST', '/api/results', {
      movement: 'forty',
      value: 4.9,
      testDate: addDays(today(), -42),
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await delivery.inbox.waitForMessage(email, { after, timeoutMs: 10_000 });
    expect(mail.subject).toBe('GameSpeed: Retest due');
    // The claim commits just after the provider has taken the message.
    await vi.waitFor(async () =>
      expect(await sentRows(session.user.id)).toEqual([{ due_date: today(), channel: 'email' }]),
    );
    // Further sweeps send nothing again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(remindersTo(email)).toHaveLength(1);
  });

  it('has an unsubscribe link that works without signing in, once and again', async () => {
    const server = await app();
    const email = uniqueEmail('unsub');
    const session = await athleteTested(server, email, 60);
    expect(await sweepRetestReminders(server)).toBeGreaterThanOrEqual(1);
    const [mail] = remindersTo(email);
    const link = /http:\/\/localhost:3000\/reminders\/unsubscribe\?token=(\S+)/.exec(mail!.text)!;
    expect(link).not.toBeNull();
    const url = `/api/reminders/unsubscribe?token=${link[1]}`;
    const res = await server.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true });
    expect((await server.inject({ method: 'GET', url })).statusCode).toBe(200);
    const profile = await call(server, session, 'GET', '/api/profile');
    expect((profile.json() as Profile).retestReminderWeeks).toBeNull();

    const forged = await server.inject({
      method: 'GET',
      url: `/api/reminders/unsubscribe?token=${link[1]!.slice(0, -3)}abc`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_unsubscribe_link');
  });

  it('sends nothing when reminders are off, nor before they are due; the setting is saved', async () => {
    const server = await app();
    const off = uniqueEmail('off');
    const offSession = await athleteTested(server, off, 70);
    const set = async (session: Session, weeks: number | null) => {
      const res = await call(server, session, 'PUT', '/api/profile/retest-reminder', { weeks });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Profile;
    };
    expect((await set(offSession, null)).retestReminderWeeks).toBeNull();
    const early = uniqueEmail('early');
    const earlySession = await athleteTested(server, early, 40);
    expect((await set(earlySession, 8)).retestReminderWeeks).toBe(8);
    await sweepRetestReminders(server);
    expect(remindersTo(off)).toHaveLength(0);
    expect(remindersTo(early)).toHaveLength(0);
    expect(await sentRows(offSession.user.id)).toEqual([]);

    const bad = await call(server, earlySession, 'PUT', '/api/profile/retest-reminder', {
      weeks: 5,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('retries after a provider error: nothing is recorded until the SMS goes through', async () => {
    const server = await app();
    const phone = uniquePhone();
    const session = await athleteTested(server, phone, 50);
    delivery.twilio.setFailure({ status: 500, message: 'down' });
    try {
      await sweepRetestReminders(server);
      expect(await sentRows(session.user.id)).toEqual([]);
    } finally {
      delivery.twilio.setFailure(null);
    }
    await sweepRetestReminders(server);
    expect(await sentRows(session.user.id)).toEqual([
      { due_date: addDays(addDays(today(), -50), 42), channel: 'sms' },
    ]);
    const sms = await delivery.twilio.waitForMessage(phone.startsWith('+') ? phone : `+1${phone}`);
    expect(sms.body).toContain('Retest due');
  });
});
