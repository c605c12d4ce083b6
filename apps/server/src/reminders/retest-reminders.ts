import {
  addDays,
  RETEST_DUE_TITLE,
  type RetestReminderWeeks,
  retestDueSms,
  retestDueText,
  retestStatus,
} from '@gamespeed/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signLinkToken, verifyLinkToken } from '../auth/signed-links';
import type { Database } from '../db/client';
import { authAccounts, sentReminders, users } from '../db/schema';
import { DeliveryError, type DeliveryFailureReason } from '../integrations/delivery';
import { sendText } from '../lib/send-text';
import { retestClockDateSql } from '../repositories/retest-clock';
import { isSmsOptedOut } from '../repositories/sms-opt-outs';

/**
 * The retest reminder (docs/product/reminders.md, docs/decisions/019-retest-reminders.md): find the
 * athletes whose retest is due and send each ONE reminder by e-mail or SMS to their sign-in
 * address, with an unsubscribe link that works without signing in (and, in an e-mail, the
 * one-click List-Unsubscribe headers of RFC 2369 and RFC 8058).
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

/**
 * Athletes with reminders on, one of whose tests was last taken `weeks` or more ago (each test
 * keeps its own clock: the oldest of the tests' latest dates counts), not yet reminded.
 */
export async function findDueReminders(db: Database, today: string): Promise<DueReminder[]> {
  const { rows } = await db.execute<{ id: string; weeks: number; latest: string }>(sql`
    SELECT u.id, u.retest_reminder_weeks AS weeks, min(per_test.latest)::text AS latest
    FROM users u
    JOIN (
      SELECT r.athlete_id, max(r.test_date) AS latest FROM test_results r
      WHERE r.deleted_at IS NULL AND r.hidden_at IS NULL
      GROUP BY r.athlete_id, r.movement_id
    ) per_test ON per_test.athlete_id = u.id
    WHERE u.retest_reminder_weeks IS NOT NULL
    GROUP BY u.id, u.retest_reminder_weeks
    HAVING min(per_test.latest) + u.retest_reminder_weeks * 7 <= ${today}::date
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
export async function unsubscribeToken(app: FastifyInstance, athleteId: string): Promise<string> {
  return signLinkToken(
    app.config.authSecret,
    UNSUBSCRIBE_PURPOSE,
    athleteId,
    UNSUBSCRIBE_TTL_SECONDS,
    app.config.now(),
  );
}

/** The athlete id of a valid unsubscribe token, or null for anything else. */
export async function verifyUnsubscribeToken(
  app: FastifyInstance,
  token: string,
): Promise<string | null> {
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

export type DeliverOutcome = 'sent' | 'already-sent' | 'not-due' | 'failed';

/**
 * Sends one reminder, at most once per (athlete, due date). Re-reads the athlete in the claim's
 * transaction: someone who retested, turned reminders off or was deleted meanwhile gets nothing.
 * A failure trying again can change (an outage, Twilio's 429) rolls the claim back and is thrown,
 * so the job is retried. A refusal for good (the number replied STOP, does not exist, the
 * provider rejects the message) keeps the claim with its reason: that reminder is not tried
 * again (`failed`). A number recorded as opted out is not texted at all.
 */
export async function deliverRetestReminder(
  app: FastifyInstance,
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
    const { rows } = await tx.execute<{ latest: string | null }>(
      sql`SELECT ${retestClockDateSql(sql`${reminder.athleteId}::uuid`)} AS latest`,
    );
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

    const refusedForGood = async (failure: DeliveryFailureReason): Promise<DeliverOutcome> => {
      await tx.update(sentReminders).set({ failure }).where(eq(sentReminders.id, claimed[0]!.id));
      return 'failed';
    };
    if (channel === 'sms' && (await isSmsOptedOut(tx, athlete.phone!)))
      return refusedForGood('opted-out');

    const token = encodeURIComponent(await unsubscribeToken(app, reminder.athleteId));
    // The page asks before it turns anything off; the header's address is the one-click POST.
    const unsubscribe = `${app.config.appUrl}/reminders/unsubscribe?token=${token}`;
    const oneClick = `${app.config.appUrl}/api/reminders/unsubscribe?token=${token}`;
    const text = retestDueText(status.weeks as RetestReminderWeeks, status.latestTestDate);
    const { mailer, sms } = app.integrations;
    try {
      if (channel === 'email') {
        if (!mailer) throw new Error('no mail provider for the retest reminder');
        await mailer.send({
          to: athlete.email!,
          subject: `GameSpeed: ${RETEST_DUE_TITLE}`,
          text: `${text}\n\nOpen GameSpeed: ${app.config.appUrl}/athlete/dashboard\n\nNo more reminders: ${unsubscribe}\n`,
          headers: {
            'List-Unsubscribe': `<${oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      } else {
        if (!sms) throw new Error('no SMS provider for the retest reminder');
        await sendText(
          tx,
          sms,
          {
            to: athlete.phone!,
            body: retestDueSms(status.weeks, status.latestTestDate),
          },
          app.config.now(),
        );
      }
    } catch (error) {
      if (error instanceof DeliveryError && !error.retryable) {
        app.log.warn(
          { err: error, athleteId: reminder.athleteId, reason: error.reason },
          'retest reminder refused for good; not tried again',
        );
        return refusedForGood(error.reason);
      }
      throw error;
    }
    return 'sent';
  });
}

/**
 * One sweep without a queue: finds the due reminders and delivers each (the development
 * fallback and the tests). Returns how many were sent by THIS call.
 */
export async function sweepRetestReminders(app: FastifyInstance): Promise<number> {
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
