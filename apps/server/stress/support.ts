import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import type { Session } from '@gamespeed/domain/contracts';
import pg from 'pg';
import { type App, buildApp } from '../src/app';
import { type AppConfig, rateLimits, type SignInLimitSettings } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import type { Integrations } from '../src/plugins/integrations';
import type { SmtpInbox } from '../test/doubles/smtp-inbox';
import { testConfig } from '../test/support/app';

/** Helpers for the long tests (`npm run test:stress`): real PostgreSQL, real sockets. */

export const ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const run = promisify(execFile);

/** A fresh database on the local PostgreSQL server, dropped by `drop()`. */
export async function createStressDatabase(label: string) {
  const name = `gamespeed_stress_${label}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** Opens the database migrated and seeded, as the server does at start. */
    open: () => prepareDatabase({ kind: 'pg', url: url.toString() }),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Loose auth limits: every simulated user comes from 127.0.0.1. */
export const LOAD_LIMITS: SignInLimitSettings = {
  sendsPerIpPerHour: 1_000_000,
  minIntervalMs: 0,
  sendsPerIdentifierPerHour: 5,
  verifiesPerIpPer10Minutes: 1_000_000,
};

/** The app on `database`, listening on an ephemeral loopback port. */
export async function listeningApp(
  database: DatabaseHandle,
  overrides: Partial<AppConfig>,
  integrations: Partial<Integrations>,
): Promise<{ app: App; base: string }> {
  const app = await buildApp({
    config: testConfig({
      database: { kind: 'pg', url: 'postgres://unused', poolMax: 10 },
      limits: rateLimits(LOAD_LIMITS),
      ...overrides,
    }),
    database,
    integrations,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base };
}

let counter = 0;

/** Signs up through the real HTTP flow (code read from the SMTP double) and returns the session. */
export async function signUpOverHttp(
  base: string,
  inbox: SmtpInbox,
  options: { role?: 'athlete' | 'coach'; identifier?: string } = {},
): Promise<Session> {
  const identifier =
    options.identifier ?? `stress.${process.pid}.${Date.now()}.${++counter}@example.test`;
  const before = Date.now();
  const sent = await postJson(base, '/api/auth/otp', { identifier, purpose: 'signup' });
  if (sent.status !== 200) throw new Error(`otp ${sent.status}: ${sent.text}`);
  const message = await inbox.waitForMessage(identifier, { after: before, timeoutMs: 30_000 });
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in ${message.text}`);
  const verified = await postJson(base, '/api/auth/verify', {
    purpose: 'signup',
    identifier,
    code,
    profile: { firstName: 'Load', lastName: `User ${counter}`, role: options.role ?? 'athlete' },
  });
  if (verified.status !== 200) throw new Error(`verify ${verified.status}: ${verified.text}`);
  return JSON.parse(verified.text) as Session;
}

export async function postJson(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!, i);
      }
    }),
  );
  return results;
}

/** True for `{ error: { code: string, message: string } }`. */
export function hasErrorShape(text: string): boolean {
  try {
    const { error } = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return typeof error?.code === 'string' && typeof error.message === 'string';
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

// ---- The local PostgreSQL cluster ----------------------------------------------------------

/** The Debian cluster holding TEST_DATABASE_URL: `<version> main`. */
export function clusterVersion(): string {
  const versions = readdirSync('/etc/postgresql');
  if (versions.length !== 1) throw new Error(`expected one cluster, found ${versions.join(', ')}`);
  return versions[0]!;
}

/** `pg_ctlcluster <version> main <action>` (stop/start/restart), waiting for it to finish. */
export async function pgCluster(action: 'restart' | 'start' | 'status'): Promise<string> {
  const { stdout } = await run('pg_ctlcluster', [
    '--skip-systemctl-redirect',
    clusterVersion(),
    'main',
    action,
  ]);
  return stdout;
}

/** Whether the server accepts connections right now. */
export async function postgresIsUp(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Leaves PostgreSQL running whatever happened (other people use it). */
export async function ensurePostgresRunning(): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (await postgresIsUp()) return;
    await pgCluster('start').catch(() => {});
    await sleep(500);
  }
  throw new Error('PostgreSQL did not come back up');
}
