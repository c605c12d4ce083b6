import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForPostgres } from './postgres';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-bench';
export const BENCH_BETA_CODE = 'BENCH-BETA';

/** A free loopback port (bound, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Spawns `node --import tsx <script>` from the repository root and waits for `healthPath`. */
export async function spawnNode(
  script: string,
  env: NodeJS.ProcessEnv,
  healthPath: string,
  port: number,
): Promise<RunningProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}${healthPath}`, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface ServerOptions {
  databaseUrl: string;
  /** SMTP_URL of a local inbox, so sign-up codes can be read. */
  smtpUrl?: string;
  webDistDir?: string;
  adminIdentifiers?: string;
  vimeo?: { apiBase: string; token: string };
  env?: NodeJS.ProcessEnv;
}

/**
 * The real server (`apps/server/src/server.ts`) as a child process in production mode on the
 * given PostgreSQL database. OTP send limits are lifted (every benchmark account signs up from
 * 127.0.0.1), and so is the result-write limit (the API benchmark writes thousands of results as
 * one athlete); everything else is the production configuration.
 */
export async function startServer(options: ServerOptions): Promise<RunningProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gamespeed-bench-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    BETA_ACCESS_CODE: BENCH_BETA_CODE,
    AUTH_SECRET: BENCH_AUTH_SECRET,
    SMTP_URL: options.smtpUrl ?? 'smtp://127.0.0.1:9',
    MAIL_FROM: 'GameSpeed <codes@gamespeed.bench>',
    SUPPORT_EMAIL: 'help@gamespeed.bench',
    WEB_DIST_DIR: options.webDistDir ?? 'none',
    ADMIN_IDENTIFIERS: options.adminIdentifiers ?? '',
    OTP_SENDS_PER_IP_HOUR: '100000',
    OTP_MIN_INTERVAL_SECONDS: '0',
    // The API benchmark writes thousands of results as one athlete.
    RESULT_WRITES_PER_USER_10_MIN: '100000000',
    LOG_LEVEL: process.env.BENCH_SERVER_LOG ?? 'error',
    ...(options.vimeo
      ? { VIMEO_ACCESS_TOKEN: options.vimeo.token, VIMEO_API_BASE: options.vimeo.apiBase }
      : {}),
    ...options.env,
  };
  // A PostgreSQL restart by other work on this machine makes the server exit at start: retry.
  let running: RunningProcess | null = null;
  for (let attempt = 1; !running; attempt++) {
    try {
      running = await spawnNode('apps/server/src/server.ts', env, '/api/health', port);
    } catch (error) {
      if (attempt >= 3) throw error;
      await waitForPostgres();
    }
  }
  const server = running;
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
