import PgBoss from 'pg-boss';
import type { App } from '../app';
import {
  type DueReminder,
  deliverRetestReminder,
  findDueReminders,
  reminderKey,
  sweepRetestReminders,
} from './retest-reminders';

const SWEEP_QUEUE = 'retest-reminder-sweep';
const SEND_QUEUE = 'retest-reminder';

export interface ReminderScheduler {
  kind: 'pg-boss' | 'in-process';
  stop(): Promise<void>;
}

/**
 * Runs the retest reminders (docs/decisions/019-retest-reminders.md).
 *
 * - On PostgreSQL (DATABASE_URL): pg-boss in the same database. A cron schedule (kept once in
 *   pg-boss, whichever process created it) starts a sweep every `minutes`; the sweep queues one
 *   job per athlete and due date with that pair as singletonKey on a 'short' queue, so N
 *   processes queue it once; a job retries with backoff on a provider error and survives
 *   restarts (it is a row).
 * - On embedded PGlite (no DATABASE_URL: development and one process only): pg-boss needs a
 *   real PostgreSQL connection, so the process sweeps itself every `minutes`.
 *
 * Either way the unique (athlete, due date) row in sent_reminders is what sends it once.
 */
export async function startReminderScheduler(
  app: App,
  minutes: number,
): Promise<ReminderScheduler> {
  const { database } = app.config;
  if (database.kind !== 'pg') {
    const timer = setInterval(() => {
      sweepRetestReminders(app).catch((error) =>
        app.log.error({ err: error }, 'retest reminder sweep failed'),
      );
    }, minutes * 60_000);
    timer.unref();
    app.log.info({ minutes }, 'retest reminders: in-process sweep (embedded database)');
    return { kind: 'in-process', stop: async () => clearInterval(timer) };
  }

  const boss = new PgBoss({ connectionString: database.url, max: 2, schema: 'pgboss' });
  boss.on('error', (error) => app.log.error({ err: error }, 'pg-boss error'));
  // Processes starting together take turns: pg-boss installs its schema and queues on first
  // start, and two installs at once on an empty database collide.
  await app.database.withStartupLock(async () => {
    await boss.start();
    await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'short' });
    await boss.createQueue(SEND_QUEUE, {
      name: SEND_QUEUE,
      policy: 'short',
      retryLimit: 8,
      retryDelay: 60,
      retryBackoff: true,
    });
  });
  const cron = minutes >= 60 ? `0 */${Math.floor(minutes / 60)} * * *` : `*/${minutes} * * * *`;
  await boss.schedule(SWEEP_QUEUE, cron);
  await boss.work(SWEEP_QUEUE, async () => {
    const today = app.config.now().toISOString().slice(0, 10);
    for (const reminder of await findDueReminders(app.db, today)) {
      await boss.send(SEND_QUEUE, reminder, { singletonKey: reminderKey(reminder) });
    }
  });
  await boss.work<DueReminder>(SEND_QUEUE, async (jobs) => {
    for (const job of jobs) await deliverRetestReminder(app, job.data);
  });
  app.log.info({ cron }, 'retest reminders: pg-boss');
  return { kind: 'pg-boss', stop: () => boss.stop({ graceful: true, wait: true }) };
}
