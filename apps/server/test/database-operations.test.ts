import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  signWebhook,
  stripeEvent,
  subscriptionObject,
} from '@gamespeed/test-doubles/stripe-server';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackupError,
  backupFileName,
  restorePgliteBackup,
  writeBackupFile,
} from '../src/db/backup';
import type { DatabaseHandle } from '../src/db/client';
import { moveToPostgres } from '../src/db/move-to-postgres';
import { createCast, type Doubles, PRICE_IDS, startDoubles } from './security/cast';
import { bearer } from './support/auth';
import { getTestDatabase, testDriver } from './support/database';
import { seedFolder, seedVideo } from './support/videos';

/**
 * Backups, restores and the move to PostgreSQL of the embedded database (docs/decisions/029):
 * a database holding every kind of row is backed up and restored, or moved, and compared table
 * by table; damaged backups and occupied targets are refused without touching anything.
 */

/** Every kind of row the product keeps: each must be present before anything is compared. */
const KINDS = [
  'users',
  'auth_sessions',
  'test_results',
  'test_result_revisions',
  'teams',
  'team_memberships',
  'videos',
  'video_folders',
  'stripe_subscriptions',
];

type Rows = (text: string) => Promise<Record<string, unknown>[]>;

/** Each table of `public` as its rows in JSON (UTC), sorted: equal databases give equal maps. */
async function contents(query: Rows): Promise<Record<string, string[]>> {
  await query("SET TimeZone = 'UTC'");
  const tables = await query(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await query(`SELECT row_to_json(t)::text AS r FROM "${name}" t`);
    out[name as string] = rows.map((row) => row.r as string).sort();
  }
  return out;
}

const handleRows =
  (handle: DatabaseHandle): Rows =>
  async (text) =>
    ((await handle.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] })
      .rows;

const pgliteRows =
  (client: PGlite): Rows =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

const embedded = testDriver() === 'pglite';
let doubles: Doubles;
let source: DatabaseHandle;
let work: string;

/**
 * Fills the test database (emptied before every test) with every kind of row, through the API
 * where one exists: seven people with sessions and Stripe customers, results with an edit in
 * their history, teams and memberships, a video in nested folders, and an active subscription.
 */
async function fillDatabase(): Promise<void> {
  const cast = await createCast(doubles);
  const { app, sessions, secrets } = cast;
  const edited = await app.inject({
    method: 'PATCH',
    url: `/api/results/${secrets.resultIds[0]}`,
    headers: bearer(sessions.athlete),
    payload: { value: 4.41, note: 'Re-timed' },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const folder = await seedFolder({ name: 'Speed drills' });
  const inner = await seedFolder({ name: 'Starts', parentFolderId: folder.id });
  await seedVideo({ title: 'Wall drill', folderIds: [folder.id, inner.id] });
  const subscription = subscriptionObject({ customer: secrets.customerId, priceId: PRICE_IDS.pro });
  doubles.stripe.subscriptions.push(subscription);
  const { payload, signature } = signWebhook(
    stripeEvent('customer.subscription.created', subscription),
    doubles.stripe.webhookSecret,
  );
  const delivered = await app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
}

beforeAll(async () => {
  if (!embedded) return;
  work = mkdtempSync(join(tmpdir(), 'gs-db-operations-'));
  doubles = await startDoubles();
  source = await getTestDatabase();
});

afterAll(async () => {
  if (!embedded) return;
  await doubles?.close();
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!embedded)('backup and restore of the embedded database', () => {
  it('names the file by the date, and a restored backup equals the database table by table', async () => {
    await fillDatabase();
    expect(backupFileName(new Date('2026-11-28T01:59:07.123Z'))).toBe(
      'gamespeed-backup-2026-11-28T01-59-07Z.tar.gz',
    );
    const before = await contents(handleRows(source));
    for (const kind of KINDS) expect(before[kind]?.length, `${kind} rows`).toBeGreaterThan(0);

    const file = await writeBackupFile(await source.dump!(), join(work, 'backups'));
    expect(file).toMatch(/gamespeed-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    const restoredDir = join(work, 'restored');
    await restorePgliteBackup(file, restoredDir);

    const restored = await PGlite.create({ dataDir: restoredDir });
    try {
      expect(await contents(pgliteRows(restored))).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a damaged or cut-short file and an occupied target, leaving the target untouched', async () => {
    await fillDatabase();
    const file = await writeBackupFile(await source.dump!(), join(work, 'good'));
    const whole = readFileSync(file);
    const truncated = join(work, 'truncated.tar.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const corrupt = join(work, 'corrupt.tar.gz');
    const flipped = Buffer.from(whole);
    for (let i = 1_000; i < 1_200; i++) flipped[i] = flipped[i]! ^ 0xff;
    writeFileSync(corrupt, flipped);
    const notABackup = join(work, 'notes.tar.gz');
    writeFileSync(notABackup, 'just some text');

    for (const bad of [truncated, corrupt, notABackup]) {
      const target = join(work, `target-${bad.split('/').pop()}`);
      await expect(restorePgliteBackup(bad, target)).rejects.toBeInstanceOf(BackupError);
      expect(existsSync(target), `${bad}: no target made`).toBe(false);
    }
    const emptyTarget = join(work, 'empty-target');
    mkdirSync(emptyTarget);
    await expect(restorePgliteBackup(truncated, emptyTarget)).rejects.toThrow(/not a complete/);
    expect(readdirSync(emptyTarget)).toEqual([]);

    const occupied = join(work, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'keep.txt'), 'mine');
    await expect(restorePgliteBackup(file, occupied)).rejects.toThrow(/not empty/);
    expect(readdirSync(occupied)).toEqual(['keep.txt']);
    expect(readdirSync(work).filter((name) => name.includes('.restoring-'))).toEqual([]);
  }, 120_000);
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!embedded || !postgresUrl)('move to PostgreSQL', () => {
  const name = `gamespeed_move_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const targetUrl = () => {
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${name}"`);
  });
  afterAll(async () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('copies every table, equal row for row, and then refuses the target as not empty', async () => {
    await fillDatabase();
    const before = await contents(handleRows(source));
    const moved = await moveToPostgres(source, targetUrl());
    expect(Object.fromEntries(moved.map((t) => [t.table, t.rows]))).toEqual(
      Object.fromEntries(Object.entries(before).map(([table, rows]) => [table, rows.length])),
    );
    const target = new pg.Client({ connectionString: targetUrl() });
    await target.connect();
    try {
      const after = await contents(async (text) => (await target.query(text)).rows);
      expect(after).toEqual(before);
      await expect(moveToPostgres(source, targetUrl())).rejects.toThrow(/not empty/);
      const { rows } = await target.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(rows[0]!.n).toBe(before.users!.length);
    } finally {
      await target.end();
    }
  }, 120_000);
});
