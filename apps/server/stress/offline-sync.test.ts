import { type SmtpInbox, startSmtpInbox } from '@gamespeed/test-doubles/smtp-inbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { createMailerFor } from './load-support';
import {
  createStressDatabase,
  inBatches,
  listeningApp,
  postJson,
  signUpOverHttp,
  stressSize,
} from './support';

/**
 * Fault: devices coming back online together. DEVICES athletes' phones each queued QUEUED
 * results while offline (each with its own client id); they all reconnect at once and send
 * every queued result, each phone over at most six connections as its browser would, and every
 * request is sent twice more as if the first answers were lost (SENDS in all). Over HTTP to a listening server on PostgreSQL. Exactly DEVICES × QUEUED
 * results exist afterwards, one 201 per result, every other answer a 200 with the same row,
 * and one 'create' revision per result.
 */

const DEVICES = stressSize({ full: 50, short: 5 });
const QUEUED = stressSize({ full: 20, short: 5 });
const SENDS = 3;
/** A phone's browser opens at most six connections to one origin over HTTP/1.1. */
const CONNECTIONS_PER_DEVICE = 6;

let inbox: SmtpInbox;
let stressDb: Awaited<ReturnType<typeof createStressDatabase>>;
let database: DatabaseHandle;
let app: App;
let base: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  stressDb = await createStressDatabase('offline_sync');
  database = await stressDb.open();
  ({ app, base } = await listeningApp(database, {}, { mailer: createMailerFor(inbox) }));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await stressDb?.drop();
  await inbox?.close();
});

const MOVEMENTS = ['forty', '5_10_fly', 'broad_jump', 'shredmill_gear_3'] as const;

function queuedResult(i: number) {
  const movement = MOVEMENTS[i % MOVEMENTS.length]!;
  const value = { forty: 4.9, '5_10_fly': 1.1, broad_jump: 100, shredmill_gear_3: 18 }[movement];
  const day = new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10);
  return { movement, value: value + i / 100, testDate: day, clientId: crypto.randomUUID() };
}

describe('offline queues synced at once, every request retried', () => {
  it(`stores exactly ${DEVICES} × ${QUEUED} results`, async () => {
    const sessions = await inBatches(Array.from({ length: DEVICES }), 5, () =>
      signUpOverHttp(base, inbox),
    );
    const devices = sessions.map((session) =>
      Array.from({ length: QUEUED }, (_, i) => queuedResult(i)).flatMap((body) =>
        Array.from({ length: SENDS }, () => ({ session, body })),
      ),
    );
    const sends = devices.flat();
    const started = Date.now();
    // Every device at once, each over its six connections.
    const answers = (
      await Promise.all(
        devices.map((deviceSends) =>
          inBatches(deviceSends, CONNECTIONS_PER_DEVICE, ({ session, body }) =>
            postJson(base, '/api/results', body, {
              authorization: `Bearer ${session.access_token}`,
            }),
          ),
        ),
      )
    ).flat();
    const elapsedMs = Date.now() - started;
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    console.info(
      `offline-sync: ${sends.length} requests in ${elapsedMs} ms; statuses ${JSON.stringify(Object.fromEntries(byStatus))}`,
    );
    expect(Object.fromEntries(byStatus)).toEqual({
      201: DEVICES * QUEUED,
      200: DEVICES * QUEUED * (SENDS - 1),
    });
    // Every answer for the same client id names the same row.
    const idByClient = new Map<string, string>();
    for (const [i, a] of answers.entries()) {
      const clientId = sends[i]!.body.clientId;
      const id = (JSON.parse(a.text) as { id: string }).id;
      expect(idByClient.get(clientId) ?? id).toBe(id);
      idByClient.set(clientId, id);
    }
    const { rows } = await database.db.execute<{
      results: number;
      revisions: number;
      athletes: number;
    }>(sql`
      SELECT (SELECT count(*)::int FROM test_results) AS results,
             (SELECT count(*)::int FROM test_result_revisions) AS revisions,
             (SELECT count(DISTINCT athlete_id)::int FROM test_results) AS athletes`);
    console.info(`offline-sync: rows ${JSON.stringify(rows[0])}`);
    expect(rows[0]).toEqual({
      results: DEVICES * QUEUED,
      revisions: DEVICES * QUEUED,
      athletes: DEVICES,
    });
  });
});
