import {
  addDays,
  RETEST_DUE_TITLE,
  type RetestReminderWeeks,
  retestDueText,
  retestStatus,
} from '@gamespeed/domain';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import { signLinkToken, verifyLinkToken } from '../auth/signed-links';
import type { Database } from '../db/client';
import { authAccounts, sentReminders, users } from '../db/schema';

/**
 * The retest reminder (docs/product/reminders.md, docs/decisions/019-retest-reminders.md): find the
 * athletes whose retest is due and send each ONE reminder by e-mail or SMS to their sign-in
 * address, with an unsubscribe link that works without signing in.
 *
 * "Once" is the database's job, not the scheduler's: a reminder is claimed by inserting its
 * (athlete, due date) row into sent_reminders in the same transaction as the send; a second
 * process waits on the unique index and then finds the row, and a failed send rolls the claim
 * back so the retry can claim it again.
 */

/** One athlete whose retest is due, with the address to write to. */
export interface DueReminder {
  athleteId: string;
  dueDate: string;
}

/** Athletes with reminders on whose latest test is `weeks` or more ago and not yet reminded. */
export async function findDueReminders(db: Database, today: string): Promise<DueReminder[]> {
  const { rows } = await db.execute<{ id: string; weeks: number; latest: string }>(sql`
    SELECT u.id, u.retest_reminder_weeks AS weeks, max(r.test_date)::text AS latest
    FROM users u
    JOIN test_results r ON r.athlete_id = u.id AND r.deleted_at IS NULL AND r.hidden_at IS NULL
    WHERE u.retest_reminder_weeks IS NOT NULL
    GROUP BY u.id, u.retest_reminder_weeks
    HAVING max(r.test_date) + u.retest_reminder_weeks * 7 <= ${today}::date
  `);
  const due = rows.map((row) => ({
    athleteId: row.id,
    dueDate: addDays(row.latest, row.weeks * 7),
  }));
  if (due.length === 0) return [];
  const { rows: sent } = await db.execute<{ athlete_id: string; due_date: string }>(sql`
    SELECT athlete_id, due_date::text AS due_date FROM sent_reminders
    WHERE athlete_id IN (${sql.join(
      due.map((d) => sql`${d.athleteId}`),
      sql`, `,
    )})
  `);
  const already = new Set(sent.map((s) => `${s.athlete_id}:${s.due_date}`));
  return due.filter((d) => !already.has(`${d.athleteId}:${d.dueDate}`));
}

/** The job key of one reminder: one per athlete per due date. */
export const reminderKey = (r: DueReminder) => `${r.athleteId}:${r.dueDate}`;

const UNSUBSCRIBE_PURPOSE = 'retest-reminder-unsubscribe';
const UNSUBSCRIBE_TTL_SECONDS = 365 * 24 * 3600;

/** A signed token that turns this athlete's reminders off, valid for a year. */
export async function unsubscribeToken(app: App, athleteId: string): Promise<string> {
  return signLinkToken(
    app.config.authSecret,
    UNSUBSCRIBE_PURPOSE,
    athleteId,
    UNSUBSCRIBE_TTL_SECONDS,
    app.config.now(),
  );
}

/** The athlete id of a valid unsubscribe token, or null for anything else. */
export async function verifyUnsubscribeToken(app: App, token: string): Promise<string | null> {
  const payload = await verifyLinkToken(
    app.config.authSecret,
    UNSUBSCRIBE_PURPOSE,
    token,
    app.config.now(),
  );
  return payload && /^[0-9a-f-]{36}$/i.test(payload.sub) ? payload.sub : null;
}

/** Turns an athlete's reminders off. True when the athlete exists. */
export async function turnRemindersOff(db: Database, athleteId: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ retestReminderWeeks: null })
    .where(eq(users.id, athleteId))
    .returning({ id: users.id });
  return updated.length > 0;
}

export type DeliverOutcome = 'sent' | 'already-sent' | 'not-due';

/**
 * Sends one reminder, at most once per (athlete, due date). Re-reads the athlete in the claim's
 * transaction: someone who retested, turned reminders off or was deleted meanwhile gets nothing.
 * A provider error rolls the claim back and is thrown, so the job is retried.
 */
export async function deliverRetestReminder(
  app: App,
  reminder: DueReminder,
): Promise<DeliverOutcome> {
  return app.db.transaction(async (tx) => {
    const [athlete] = await tx
      .select({
        weeks: users.retestReminderWeeks,
        email: authAccounts.email,
        phone: authAccounts.phone,
      })
      .from(users)
      .innerJoin(authAccounts, eq(authAccounts.id, users.id))
      .where(eq(users.id, reminder.athleteId));
    if (!athlete || athlete.weeks === null) return 'not-due';
    const { rows } = await tx.execute<{ latest: string | null }>(sql`
      SELECT max(test_date)::text AS latest FROM test_results
      WHERE athlete_id = ${reminder.athleteId} AND deleted_at IS NULL AND hidden_at IS NULL
    `);
    const today = app.config.now().toISOString().slice(0, 10);
    const status = retestStatus(athlete.weeks, rows[0]?.latest ?? null, today);
    if (status.kind !== 'due' || status.dueDate !== reminder.dueDate) return 'not-due';

    const channel = athlete.email ? 'email' : 'sms';
    const claimed = await tx
      .insert(sentReminders)
      .values({ athleteId: reminder.athleteId, dueDate: reminder.dueDate, channel })
      .onConflictDoNothing()
      .returning({ id: sentReminders.id });
    if (claimed.length === 0) return 'already-sent';

    const token = await unsubscribeToken(app, reminder.athleteId);
    const unsubscribe = `${app.config.appUrl}/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
    const text = retestDueText(status.weeks as RetestReminderWeeks, status.latestTestDate);
    const { mailer, sms } = app.integrations;
    if (channel === 'email') {
      if (!mailer) throw new Error('no mail provider for the retest reminder');
      await mailer.send({
        to: athlete.email!,
        subject: `GameSpeed: ${RETEST_DUE_TITLE}`,
        text: `${text}\n\nOpen GameSpeed: ${app.config.appUrl}/athlete/dashboard\n\nNo more reminders: ${unsubscribe}\n`,
      });
    } else {
      if (!sms) throw new Error('no SMS provider for the retest reminder');
      await sms.send({
        to: athlete.phone!,
        body: `GameSpeed: ${RETEST_DUE_TITLE}. ${text} Stop reminders: ${unsubscribe}`,
      });
    }
    return 'sent';
  });
}

/**
 * One sweep without a queue: finds the due reminders and delivers each (the development
 * fallback and the tests). Returns how many were sent by THIS call.
 */
export async function sweepRetestReminders(app: App): Promise<number> {
  const today = app.config.now().toISOString().slice(0, 10);
  let sent = 0;
  for (const reminder of await findDueReminders(app.db, today)) {
    try {
      if ((await deliverRetestReminder(app, reminder)) === 'sent') sent++;
    } catch (error) {
      // Left unclaimed: the next sweep tries again.
      app.log.warn({ err: error, athleteId: reminder.athleteId }, 'retest reminder not sent');
    }
  }
  return sent;
}
