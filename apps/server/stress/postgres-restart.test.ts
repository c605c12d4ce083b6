import type { Session } from '@gamespeed/domain/contracts';
import { type SmtpInbox, startSmtpInbox } from '@gamespeed/test-doubles/smtp-inbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { createMailerFor, saveLoop } from './load-support';
import {
  createPrivateCluster,
  createStressDatabase,
  hasErrorShape,
  inBatches,
  listeningApp,
  privateClusterUnavailable,
  signUpOverHttp,
  sleep,
  stressSize,
} from './support';

/**
 * Fault: PostgreSQL restarted under load. ATHLETES athletes save results for SECONDS;
 * RESTART_AT seconds in, the cluster is restarted with pg_ctlcluster. While it is down the
 * server answers 503 with the error shape (never another 5xx, never a dropped connection); it
 * recovers by itself — every athlete saves again afterwards, no restart of the server — and
 * every save acknowledged with 201 is in the table. The cluster is one of the test's own
 * (`createPrivateCluster`), so nobody else using the machine's PostgreSQL sees the restart.
 */

const ATHLETES = stressSize({ full: 200, short: 5, env: 'STRESS_ATHLETES' });
const SECONDS = stressSize({ full: 40, short: 10, env: 'STRESS_RESTART_SECONDS' });
const RESTART_AT = stressSize({ full: 10, short: 3 });

/** Where the cluster cannot be made, the test is skipped — except in CI, where it must run. */
const unavailable = privateClusterUnavailable();
if (unavailable && process.env.CI) throw new Error(`PostgreSQL restart test: ${unavailable}`);
if (unavailable) console.warn(`[stress:restart] skipped: ${unavailable}`);

let cluster: Awaited<ReturnType<typeof createPrivateCluster>>;

let inbox: SmtpInbox;
let stressDb: Awaited<ReturnType<typeof createStressDatabase>>;
let database: DatabaseHandle;
let app: App;
let base: string;

beforeAll(async () => {
  if (unavailable) return;
  cluster = await createPrivateCluster('restart');
  inbox = await startSmtpInbox();
  stressDb = await createStressDatabase('restart', cluster.url);
  database = await stressDb.open();
  ({ app, base } = await listeningApp(database, {}, { mailer: createMailerFor(inbox) }));
});

let closed = false;

afterAll(async () => {
  if (unavailable) return;
  await cluster?.ensureRunning();
  if (!closed) {
    await app?.close();
    await Promise.race([database?.close(), sleep(15_000)]);
  }
  await inbox?.close();
  await cluster?.drop();
});

describe.skipIf(unavailable !== null)('PostgreSQL restarted during the load', () => {
  it('503 while it is down, recovery without intervention, every acknowledged save kept', async () => {
    const sessions: Session[] = await inBatches(Array.from({ length: ATHLETES }), 20, () =>
      signUpOverHttp(base, inbox),
    );

    // A /api/health request every 100 ms, to see the outage from the outside too. Each starts
    // on time without waiting for the one before: on a busy machine an answer can take
    // seconds, and probes one after the other could all miss a short outage.
    const started = performance.now();
    const health: { at: number; status: number; shaped: boolean }[] = [];
    const probes: Promise<void>[] = [];
    const probe = async () => {
      try {
        const res = await fetch(`${base}/api/health`);
        const text = await res.text();
        health.push({
          at: performance.now() - started,
          status: res.status,
          shaped: res.status === 200 || hasErrorShape(text),
        });
      } catch {
        health.push({ at: performance.now() - started, status: 0, shaped: false });
      }
    };
    const probing = setInterval(() => probes.push(probe()), 100);

    let restart = { from: 0, to: 0 };
    const restarter = (async () => {
      await sleep(RESTART_AT * 1000);
      const from = performance.now() - started;
      try {
        await cluster.restart();
      } finally {
        await cluster.ensureRunning();
      }
      restart = { from, to: performance.now() - started };
    })();

    const tally = await saveLoop({
      base,
      sessions,
      durationMs: SECONDS * 1000,
      maxSaves: 1_000_000,
      tolerateUnavailable: true,
      backoffMs: 100,
    });
    await restarter;
    clearInterval(probing);
    await Promise.all(probes);

    const { rows } = await database.db.execute<{ id: string }>(sql`SELECT id FROM test_results`);
    const stored = new Set(rows.map((r) => r.id));
    const missing = [...tally.acknowledged].filter((id) => !stored.has(id));

    const firstDown = Math.min(...tally.unavailableAt);
    const lastDown = Math.max(...tally.unavailableAt);
    const firstSaveAfter = tally.savedAt.filter((t) => t > lastDown).sort((a, b) => a - b)[0];
    const healthDown = health.filter((h) => h.status !== 200);
    const s = (ms: number | undefined) => (ms === undefined ? 'n/a' : (ms / 1000).toFixed(2));
    console.log(
      `[stress:restart] athletes=${ATHLETES} seconds=${s(tally.elapsedMs)} ` +
        `restart=${s(restart.from)}→${s(restart.to)}s (pg_ctlcluster ${s(restart.to - restart.from)}s) ` +
        `503s=${tally.unavailableAt.length} 503-window=${s(firstDown)}→${s(lastDown)}s ` +
        `(${s(lastDown - firstDown)}s) first-201-after=${s(firstSaveAfter)}s ` +
        `recovery=${s(firstSaveAfter === undefined ? undefined : firstSaveAfter - lastDown)}s ` +
        `p50=${tally.p50Ms.toFixed(1)}ms p99=${tally.p99Ms.toFixed(1)}ms max=${tally.maxMs.toFixed(0)}ms ` +
        `acknowledged=${tally.acknowledged.size} rows=${stored.size} errors=${tally.errors.length} ` +
        `health-non-200=${healthDown.length} (statuses ${[...new Set(healthDown.map((h) => h.status))].join(',')})`,
    );

    expect(tally.errors.slice(0, 10), 'only 201 or 503 with the error shape').toEqual([]);
    expect(tally.unavailableAt.length, 'the outage was seen').toBeGreaterThan(0);
    expect(healthDown.length, 'health reported the outage').toBeGreaterThan(0);
    expect(healthDown.every((h) => h.status === 503 && h.shaped)).toBe(true);
    // Recovery by itself: saves succeed again after the last 503, for every athlete.
    expect(firstSaveAfter).toBeDefined();
    expect(tally.lastSavedAt.every((t) => t > lastDown)).toBe(true);
    expect(health.at(-1)?.status).toBe(200);
    // No acknowledged save lost. (A save answered 503 may still have committed: rows ≥ acks.)
    expect(missing).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(tally.acknowledged.size);
    // No pooled connection leaked in the outage: the pool closes, which waits for every client.
    closed = true;
    await app.close();
    const poolClosed = await Promise.race([
      database.close().then(() => 'closed'),
      sleep(10_000).then(() => 'a pooled connection was never released'),
    ]);
    expect(poolClosed).toBe('closed');
  });
});
