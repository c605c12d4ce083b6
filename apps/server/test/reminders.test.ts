import { addDays, isoDate, RETEST_REMINDER_WEEKS, retestDueSms } from '@gamespeed/domain';
import type { Profile, Session } from '@gamespeed/domain/contracts';
import { segmentsOf } from '@gamespeed/test-doubles/twilio-server';
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
async function athleteTested(
  server: App,
  identifier: string,
  daysAgo: number,
  before?: (session: Session) => Promise<unknown>,
) {
  const session = await signUp(server, delivery, { role: 'athlete', identifier });
  await before?.(session);
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

  it('has one-click unsubscribe headers (RFC 2369, RFC 8058) whose POST turns reminders off; opening the link changes nothing', async () => {
    const server = await app();
    const email = uniqueEmail('unsub');
    const session = await athleteTested(server, email, 60);
    expect(await sweepRetestReminders(server)).toBeGreaterThanOrEqual(1);
    const [mail] = remindersTo(email);
    // The headers as the SMTP server received them.
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header =
      /^<(http:\/\/localhost:3000(\/api\/reminders\/unsubscribe\?token=[^>\s]+))>$/.exec(
        mail!.headers['list-unsubscribe'] ?? '',
      );
    expect(header, mail!.headers['list-unsubscribe']).not.toBeNull();
    const oneClick = header![2]!;
    // The link in the text opens the page that asks first; the same token.
    const link = /http:\/\/localhost:3000\/reminders\/unsubscribe\?token=(\S+)/.exec(mail!.text)!;
    expect(link).not.toBeNull();
    expect(oneClick).toBe(`/api/reminders/unsubscribe?token=${link[1]}`);
    const remindersOn = async () =>
      ((await call(server, session, 'GET', '/api/profile')).json() as Profile).retestReminderWeeks;

    // Opening the address (a mail scanner's GET) changes nothing.
    expect((await server.inject({ method: 'GET', url: oneClick })).statusCode).toBe(404);
    expect(await remindersOn()).toBe(6);

    // A forged or expired token is refused and changes nothing.
    const postForm = (target: App, url: string, payload = 'List-Unsubscribe=One-Click') =>
      target.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const forged = await postForm(server, `${oneClick.slice(0, -3)}abc`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_unsubscribe_link');
    const later = await buildTestApp(
      { now: () => new Date(Date.now() + 366 * 24 * 3600 * 1000) },
      delivery.integrations,
    );
    const expired = await postForm(later, oneClick);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('invalid_unsubscribe_link');
    // Without the one-click body it is not an unsubscribe.
    expect((await postForm(server, oneClick, 'List-Unsubscribe=Maybe')).statusCode).toBe(400);
    expect(await remindersOn()).toBe(6);

    // The mail provider's one-click POST: 200, no redirect, reminders off; again is fine.
    const res = await postForm(server, oneClick);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.json()).toEqual({ unsubscribed: true });
    expect(await remindersOn()).toBeNull();
    // multipart/form-data (RFC 8058's first choice) and the page's JSON work the same.
    const turnOn = () => call(server, session, 'PUT', '/api/profile/retest-reminder', { weeks: 6 });
    expect((await turnOn()).statusCode).toBe(200);
    const boundary = 'gs-boundary';
    const multipart = await server.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect(await remindersOn()).toBeNull();
    expect((await turnOn()).statusCode).toBe(200);
    const json = await server.inject({
      method: 'POST',
      url: oneClick,
      payload: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(await remindersOn()).toBeNull();
  });

  it('each test keeps its own clock: an 11-week-old broad jump is due after a fly entered today', async () => {
    const server = await app();
    const email = uniqueEmail('clock');
    const session = await signUp(server, delivery, { role: 'athlete', identifier: email });
    const jumped = addDays(today(), -77);
    for (const [movement, value, testDate] of [
      ['broad_jump', 100, jumped],
      ['5_10_fly', 1.2, today()],
    ] as const) {
      const res = await call(server, session, 'POST', '/api/results', {
        movement,
        value,
        testDate,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const dueDate = addDays(jumped, 42);
    const dashboard = await call(server, session, 'GET', '/api/dashboard');
    expect(dashboard.json().retest).toEqual({
      kind: 'due',
      weeks: 6,
      latestTestDate: jumped,
      dueDate,
    });
    await sweepRetestReminders(server);
    expect(remindersTo(email)).toHaveLength(1);
    expect(await sentRows(session.user.id)).toEqual([{ due_date: dueDate, channel: 'email' }]);
  });

  it('sends nothing when reminders are off, nor before they are due; the setting is saved', async () => {
    const server = await app();
    const set = async (session: Session, weeks: number | null) => {
      const res = await call(server, session, 'PUT', '/api/profile/retest-reminder', { weeks });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Profile;
    };
    const off = uniqueEmail('off');
    // Reminders are off before the old test is entered, so at no moment is this athlete due.
    const offSession = await athleteTested(server, off, 70, async (session) =>
      expect((await set(session, null)).retestReminderWeeks).toBeNull(),
    );
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
    // One GSM-7 segment, as Twilio counts it: billed as one message.
    expect(segmentsOf(sms.body)).toBe(1);
    expect(sms.num_segments).toBe('1');
    for (const weeks of RETEST_REMINDER_WEEKS)
      expect(segmentsOf(retestDueSms(weeks, '2026-12-31'))).toBe(1);
  });
});
