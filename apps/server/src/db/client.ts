import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { dumpPglite } from './backup';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository reads or writes through: the database, or a transaction open on it. */
export type Db = Database | Transaction;
export type NotificationHandler = (payload: string) => void;

/**
 * One handle on the database, whichever engine is behind it: embedded PGlite (default) or a
 * PostgreSQL server. Both speak the same SQL, run the same migrations and support
 * LISTEN/NOTIFY, so the rest of the server never asks which one it has.
 */
export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'pg';
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onNotify: NotificationHandler): Promise<() => Promise<void>>;
  /** Runs a trivial query; throws when the database cannot be reached. */
  ping(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock, so processes starting together on one database
   * migrate and load reference data one after the other. PGlite has one process: no lock needed.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Embedded PGlite only: a consistent backup of the whole database (`db/backup.ts`). */
  dump?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Advisory lock key of start-up work (migrations, reference data): 'GSstart' as an integer. */
export const STARTUP_LOCK_KEY = 0x47_53_73_74_61_72_74;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'pg'; url: string; poolMax?: number };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir)
    : openPostgres(target.url, target.poolMax ?? 10);
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    async listen(channel, onNotify) {
      const unsubscribe = await client.listen(channel, onNotify);
      return async () => unsubscribe();
    },
    async ping() {
      await client.query('select 1');
    },
    withStartupLock: (work) => work(),
    dump: () => dumpPglite(client),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  // Nor one checked out (inside a transaction): pg-pool removes its listener while a client is
  // lent, and an 'error' event without a listener is thrown. The statement in flight fails by
  // itself (→ 503). The broken client is handed back to the pool here, once: drizzle-orm runs
  // BEGIN outside its try/finally, so a transaction whose BEGIN fails on a dead connection
  // never releases its client, and each restart would shrink the pool for good.
  const lent = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_error, client) => lent.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      const lentClient = client as pg.PoolClient;
      if (!lent.has(lentClient)) return;
      lentClient.release(error);
      lentClient.release = () => {}; // the holder's own release comes later, or never
    }),
  );
  const db = drizzlePg(pool, { schema });
  const listeners = new Map<string, Set<NotificationHandler>>();
  let listenClient: pg.PoolClient | null = null;
  /** Channels LISTENed on `listenClient`. */
  const listening = new Set<string>();
  /** The one connection attempt under way: two first listens must not open two (each would deliver). */
  let connecting: Promise<void> | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let closed = false;

  async function connectListener(): Promise<void> {
    const client = await pool.connect();
    listening.clear();
    client.on('notification', (msg) => {
      for (const handler of listeners.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    client.on('error', () => {
      client.release(true);
      if (listenClient === client) listenClient = null;
      scheduleReconnect();
    });
    for (const channel of listeners.keys()) {
      listening.add(channel);
      await client.query(`LISTEN "${channel}"`);
    }
    listenClient = client;
  }

  function ensureListener(): Promise<void> {
    if (listenClient) return Promise.resolve();
    connecting ??= connectListener().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      ensureListener().catch(scheduleReconnect);
    }, 1_000);
  }

  return {
    db,
    driver: 'pg',
    async listen(channel, onNotify) {
      let handlers = listeners.get(channel);
      if (!handlers) {
        handlers = new Set();
        listeners.set(channel, handlers);
      }
      handlers.add(onNotify);
      await ensureListener();
      if (listenClient && !listening.has(channel)) {
        listening.add(channel);
        await listenClient.query(`LISTEN "${channel}"`);
      }
      return async () => {
        handlers.delete(onNotify);
      };
    },
    async ping() {
      await pool.query('select 1');
    },
    async withStartupLock(work) {
      // A session-level lock on one connection of the pool, held until the work is done; the
      // work itself runs on other connections. Other processes wait in pg_advisory_lock.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        lockClient.release();
      }
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      listenClient?.release();
      listenClient = null;
      await pool.end();
    },
  };
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
  } else {
    await migratePg(handle.db, { migrationsFolder });
  }
}
