import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';
import type { Session } from '@gamespeed/domain/contracts';
import type { SmtpInbox } from '@gamespeed/test-doubles/smtp-inbox';
import pg from 'pg';
import { type App, buildApp } from '../src/app';
import { type AppConfig, rateLimits, type SignInLimitSettings } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import type { Integrations } from '../src/plugins/integrations';
import { TEST_BETA_CODE, testConfig } from '../test/support/app';

/** Helpers for the long tests (`npm run test:stress`): real PostgreSQL, real sockets. */

/**
 * `STRESS_SIZE=short` (`npm run test:stress:short`, part of `npm test`): every stress test with a
 * few athletes for a few seconds, keeping all its no-loss assertions.
 */
export const SHORT_RUN = process.env.STRESS_SIZE === 'short';

/** A size of a stress run: `full` by default, `short` in the short run, or the `env` override. */
export function stressSize(sizes: { full: number; short: number; env?: string }): number {
  const override = sizes.env ? process.env[sizes.env] : undefined;
  if (override) return Number(override);
  return SHORT_RUN ? sizes.short : sizes.full;
}

export const ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const run = promisify(execFile);

/** A fresh database on the local PostgreSQL server, dropped by `drop()`. */
export async function createStressDatabase(label: string, adminUrl = ADMIN_URL) {
  const name = `gamespeed_stress_${label}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
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
const grants = new Map<string, Promise<string>>();

/**
 * The beta grant sign-up needs, from `POST /api/access` as the app gets it; asked once per
 * server (the access step is rate-limited per IP). Servers of the stress tests use the tests'
 * beta code (`listeningApp`'s config; `BETA_ACCESS_CODE` for a child process).
 */
export function betaGrantOverHttp(base: string): Promise<string> {
  let grant = grants.get(base);
  if (!grant) {
    grant = postJson(base, '/api/access', { code: TEST_BETA_CODE }).then(({ status, text }) => {
      if (status !== 200) throw new Error(`access ${status}: ${text}`);
      return (JSON.parse(text) as { grant: string }).grant;
    });
    grant.catch(() => grants.delete(base));
    grants.set(base, grant);
  }
  return grant;
}

/**
 * Signs up through the real HTTP flow (beta grant, code read from the SMTP double) and returns
 * the session.
 */
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
    betaGrant: await betaGrantOverHttp(base),
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

// ---- A PostgreSQL cluster of the test's own ------------------------------------------------

/** The installed PostgreSQL version (Debian's layout: one directory per version). */
function clusterVersion(): string {
  const versions = readdirSync('/etc/postgresql');
  if (versions.length !== 1) throw new Error(`expected one version, found ${versions.join(', ')}`);
  return versions[0]!;
}

/**
 * Why a cluster of the test's own cannot be made here (null when it can): it takes Debian's
 * `pg_createcluster` and the right to run it (root, or the postgres user).
 */
export function privateClusterUnavailable(): string | null {
  if (!existsSync('/usr/bin/pg_createcluster') || !existsSync('/etc/postgresql')) {
    return "Debian's pg_createcluster is not installed";
  }
  const user = userInfo().username;
  if (user !== 'root' && user !== 'postgres') return `pg_createcluster needs root, not ${user}`;
  return null;
}

/**
 * A PostgreSQL cluster of its own (`pg_createcluster`, trust authentication, a free port on
 * 127.0.0.1), so restarting it disturbs nobody else using the machine's PostgreSQL. `drop()`
 * stops and deletes it.
 */
export async function createPrivateCluster(label: string) {
  const version = clusterVersion();
  const name = `gs_stress_${label}_${process.pid}`;
  const port = await freePort();
  const ctl = (action: 'start' | 'restart') =>
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, action]);
  const drop = () => run('pg_dropcluster', ['--stop', version, name]).then(() => undefined);
  await drop().catch(() => {});
  await run('pg_createcluster', [
    version,
    name,
    '--port',
    String(port),
    '--start',
    '--',
    '--auth=trust',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const isUp = () => postgresIsUp(url);
  return {
    url,
    /** `pg_ctlcluster … restart`, waiting for it to finish. */
    restart: () => ctl('restart').then(() => undefined),
    isUp,
    /** Starts the cluster again if it is down, and waits until it accepts connections. */
    async ensureRunning(): Promise<void> {
      for (let attempt = 0; attempt < 20; attempt++) {
        if (await isUp()) return;
        await ctl('start').catch(() => {});
        await sleep(500);
      }
      throw new Error(`PostgreSQL cluster ${name} did not come back up`);
    },
    drop,
  };
}

/** Whether the server at `url` accepts connections right now. */
export async function postgresIsUp(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
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
