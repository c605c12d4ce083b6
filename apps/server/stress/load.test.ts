import type { Session } from '@gamespeed/domain/contracts';
import { type SmtpInbox, startSmtpInbox } from '@gamespeed/test-doubles/smtp-inbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { createMailerFor, type SaveTally, saveLoop } from './load-support';
import {
  createStressDatabase,
  inBatches,
  listeningApp,
  signUpOverHttp,
  stressSize,
} from './support';

/**
 * Load with no loss: ATHLETES simulated athletes, each with a real session (signed
 * up through the HTTP flow), save results as fast as the server answers for SECONDS against a
 * listening server on PostgreSQL. Zero errors, and the rows found are exactly the saves
 * acknowledged with 201.
 */

const ATHLETES = stressSize({ full: 200, short: 5, env: 'STRESS_ATHLETES' });
const SECONDS = stressSize({ full: 60, short: 3, env: 'STRESS_SECONDS' });
/** Stop after this many saves even if time remains. */
const MAX_SAVES = 500_000;

let inbox: SmtpInbox;
let stressDb: Awaited<ReturnType<typeof createStressDatabase>>;
let database: DatabaseHandle;
let app: App;
let base: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  stressDb = await createStressDatabase('load');
  database = await stressDb.open();
  ({ app, base } = await listeningApp(database, {}, { mailer: createMailerFor(inbox) }));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await stressDb?.drop();
  await inbox?.close();
});

describe('load with no loss', () => {
  it(`${ATHLETES} athletes saving for ${SECONDS} s: zero errors, rows = acknowledged saves`, async () => {
    const sessions: Session[] = await inBatches(Array.from({ length: ATHLETES }), 20, () =>
      signUpOverHttp(base, inbox),
    );
    expect(new Set(sessions.map((s) => s.user.id)).size).toBe(ATHLETES);

    const tally: SaveTally = await saveLoop({
      base,
      sessions,
      durationMs: SECONDS * 1000,
      maxSaves: MAX_SAVES,
    });

    const { rows } = await database.db.execute<{ id: string }>(sql`SELECT id FROM test_results`);
    const stored = new Set(rows.map((r) => r.id));
    const missing = [...tally.acknowledged].filter((id) => !stored.has(id));
    const seconds = tally.elapsedMs / 1000;
    console.log(
      `[stress:load] athletes=${ATHLETES} seconds=${seconds.toFixed(1)} ` +
        `acknowledged=${tally.acknowledged.size} rows=${stored.size} errors=${tally.errors.length} ` +
        `saves/s=${(tally.acknowledged.size / seconds).toFixed(0)} ` +
        `p50=${tally.p50Ms.toFixed(1)}ms p99=${tally.p99Ms.toFixed(1)}ms ` +
        `athletes-with-saves=${tally.perAthlete.filter((n) => n > 0).length}`,
    );

    expect(tally.errors.slice(0, 10)).toEqual([]);
    expect(tally.errors).toHaveLength(0);
    expect(missing).toEqual([]);
    expect(stored.size).toBe(tally.acknowledged.size);
    expect(tally.acknowledged.size).toBeGreaterThan(ATHLETES);
    // Everybody got through, not only the lucky few.
    expect(tally.perAthlete.every((n) => n > 0)).toBe(true);
  });
});
