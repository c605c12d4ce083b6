import pg from 'pg';
import { prepareDatabase } from '../../apps/server/src/db/prepare';

/** The PostgreSQL server the benchmarks use (trust auth); each benchmark makes its own database. */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  name: string;
  url: string;
  /** Runs one statement on the benchmark database (own short-lived connection). */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<T>>;
  drop(): Promise<void>;
}

/** A client whose connection loss (a PostgreSQL restart) is an error of its query, not a crash. */
function client(connectionString: string): pg.Client {
  const c = new pg.Client({ connectionString });
  c.on('error', () => {});
  return c;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until PostgreSQL accepts connections (other work on this machine may restart it, e.g.
 * the fault tests of `npm run test:stress`).
 */
export async function waitForPostgres(timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let announced = false; ; ) {
    const c = client(ADMIN_URL);
    try {
      await c.connect();
      await c.query('SELECT 1');
      await c.end();
      return;
    } catch (error) {
      await c.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      if (!announced) console.log(`waiting for PostgreSQL: ${(error as Error).message}`);
      announced = true;
      await sleep(1_000);
    }
  }
}

async function onAdmin(statement: string): Promise<void> {
  const admin = client(ADMIN_URL);
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Creates a fresh database `gamespeed_bench_<label>_<pid>`, applies the migrations and the
 * reference data (exactly what the server does at start), and returns a handle that drops it.
 */
export async function createBenchDatabase(label: string): Promise<BenchDatabase> {
  const name = `gamespeed_bench_${label}_${process.pid}`;
  await waitForPostgres();
  await onAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await onAdmin(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await prepareDatabase({ kind: 'pg', url: url.toString() });
  await handle.close();
  return {
    name,
    url: url.toString(),
    async query(text, values) {
      const c = client(url.toString());
      await c.connect();
      try {
        return await c.query(text, values);
      } finally {
        await c.end();
      }
    },
    async drop() {
      await waitForPostgres();
      await onAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** PostgreSQL's version string, e.g. "15.20". */
export async function postgresVersion(): Promise<string> {
  const admin = client(ADMIN_URL);
  await admin.connect();
  try {
    const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await admin.end();
  }
}
