import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import {
  type DueReminder,
  deliverRetestReminder,
  findDueReminders,
  reminderKey,
  sweepRetestReminders,
} from './retest-reminders';

const SWEEP_QUEUE = 'retest-reminder-sweep';
const SEND_QUEUE = 'retest-reminder';
/** pg-boss refuses a throttle slot longer than its archive interval (12 hours by default). */
const MAX_SLOT_SECONDS = 12 * 3600;
/** Tries of one reminder after the first (pg-boss retries with backoff, roughly doubling). */
const SEND_RETRIES = 8;

export interface ReminderScheduler {
  kind: 'pg-boss' | 'in-process';
  stop(): Promise<void>;
}

/**
 * Runs the retest reminders every `seconds` (docs/decisions/019-retest-reminders.md).
 *
 * - On PostgreSQL (DATABASE_URL): pg-boss in the same database. Every process offers a sweep
 *   job each interval, throttled by pg-boss to ONE job per interval slot (`singletonSeconds`),
 *   which one worker of any process runs; the sweep queues one send job per athlete and due date
 *   (that pair is the singletonKey on a 'short' queue, so a reminder is queued once). A send job
 *   is a row: it survives a restart, and a provider error fails it so pg-boss retries it with
 *   backoff.
 * - On embedded PGlite (no DATABASE_URL: development, one process): pg-boss needs a real
 *   PostgreSQL connection pool, so the process sweeps and sends itself on a timer.
 *
 * Either way the unique (athlete, due date) row in sent_reminders, claimed in the send's
 * transaction, is what sends a reminder once.
 */
export async function startReminderScheduler(
  app: FastifyInstance,
  seconds: number,
): Promise<ReminderScheduler> {
  const { database } = app.config;
  if (database.kind !== 'pg') {
    const timer = setInterval(() => {
      sweepRetestReminders(app).catch((error) =>
        app.log.error({ err: error }, 'retest reminder sweep failed'),
      );
    }, seconds * 1000);
    timer.unref();
    app.log.info({ seconds }, 'retest reminders: in-process sweep (embedded database)');
    return { kind: 'in-process', stop: async () => clearInterval(timer) };
  }

  // No pg-boss cron: its schedules fire at most once a minute; the throttled sweep below does
  // the same job at any interval.
  const boss = new PgBoss({
    connectionString: database.url,
    max: 2,
    schema: 'pgboss',
    schedule: false,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'pg-boss error'));
  const sweepQueue = { name: SWEEP_QUEUE, policy: 'short', retryLimit: 0 } as const;
  const sendQueue = {
    name: SEND_QUEUE,
    policy: 'short',
    retryLimit: SEND_RETRIES,
    retryDelay: Math.min(60, seconds),
    retryBackoff: true,
  } as const;
  // Processes starting together take turns: pg-boss installs its schema and queues on first
  // start, and two installs at once on an empty database collide. A queue made by an earlier
  // start keeps its options, so they are set again to this configuration.
  await app.database.withStartupLock(async () => {
    await boss.start();
    for (const queue of [sweepQueue, sendQueue]) {
      await boss.createQueue(queue.name, queue);
      await boss.updateQueue(queue.name, queue);
    }
  });
  await boss.work(SWEEP_QUEUE, async () => {
    const today = app.config.now().toISOString().slice(0, 10);
    for (const reminder of await findDueReminders(app.db, today)) {
      await boss.send(SEND_QUEUE, reminder, { singletonKey: reminderKey(reminder) });
    }
  });
  await boss.work<DueReminder>(SEND_QUEUE, async (jobs) => {
    for (const job of jobs) await deliverRetestReminder(app, job.data);
  });

  const slot = Math.min(seconds, MAX_SLOT_SECONDS);
  const offerSweep = () =>
    boss
      .send(SWEEP_QUEUE, {}, { singletonKey: 'sweep', singletonSeconds: slot })
      .catch((error) => app.log.error({ err: error }, 'retest reminder sweep not queued'));
  await offerSweep();
  const timer = setInterval(offerSweep, seconds * 1000);
  timer.unref();
  app.log.info({ seconds }, 'retest reminders: pg-boss');
  return {
    kind: 'pg-boss',
    stop: async () => {
      clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
