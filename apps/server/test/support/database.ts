import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';

/**
 * One migrated database per Vitest worker (the server projects run with isolate: false, so this
 * module's cache lives as long as the worker): embedded PGlite in memory, or — for the
 * "server-pg" project — a fresh database on the TEST_DATABASE_URL server.
 */
let workerDatabase: Promise<DatabaseHandle> | null = null;

export const testDriver = (): 'pglite' | 'pg' =>
  process.env.TEST_DB_DRIVER === 'pg' ? 'pg' : 'pglite';

export function getTestDatabase(): Promise<DatabaseHandle> {
  workerDatabase ??= createWorkerDatabase();
  return workerDatabase;
}

async function createWorkerDatabase(): Promise<DatabaseHandle> {
  if (testDriver() === 'pglite') return prepareDatabase({ kind: 'pglite', dataDir: null });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=pg needs TEST_DATABASE_URL');
  const name = `${process.env.TEST_DB_PREFIX ?? 'gamespeed_test'}_w${process.env.VITEST_POOL_ID ?? '0'}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return prepareDatabase({ kind: 'pg', url: url.toString() });
}

/** Tables holding user data; reference tables (norms, movements, prescriptions) are kept. */
const USER_DATA_TABLES = [
  'auth_accounts',
  'verifications',
  'code_guess_budgets',
  'stripe_events',
  'videos',
  'video_folders',
  'video_categories',
  'tags',
];

export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql.raw(`TRUNCATE ${USER_DATA_TABLES.join(', ')} CASCADE`));
}

/** The number a `SELECT count(*) AS n …` query answers, on this worker's database. */
export async function countOf(query: SQL): Promise<number> {
  const { db } = await getTestDatabase();
  return Number((await db.execute<{ n: number }>(query)).rows[0]!.n);
}

/** How many rows of `table` match `where` (written by the test, never by a user). */
export const countRows = (table: string, where = 'true') =>
  countOf(sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`));
