import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Real server processes for the tests that only fail with more than one of them: each runs
 * `src/server.ts` as `npm run serve` does, against a fresh PostgreSQL database and, where given,
 * the local Redis.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? '';

export async function freshDatabase(label: string) {
  const name = `gamespeed_mp_${label}_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<T>(text)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Spawns one server; `ready()` waits for its health check. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const chunks: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: 'none',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'multiprocess-secret-multiprocess-secret',
      BETA_ACCESS_CODE: 'MULTI',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => chunks.push(String(chunk)));
  child.stderr?.on('data', (chunk) => chunks.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => chunks.join(''),
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Waits until the server answers its health check, or fails with what it printed. */
export async function ready(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}: ${server.output()}`);
    try {
      if ((await fetch(`${server.base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms: ${server.output()}`);
}
