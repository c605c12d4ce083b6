import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportResponse, Session } from '@gamespeed/domain/contracts';
import { listenOnLoopback } from '@gamespeed/test-doubles/http';
import { type SmtpInbox, startSmtpInbox } from '@gamespeed/test-doubles/smtp-inbox';
import {
  makeFakeVideos,
  startVimeoServer,
  type VimeoServer,
} from '@gamespeed/test-doubles/vimeo-server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BETA_CODE } from '../test/support/app';
import {
  createStressDatabase,
  freePort,
  SHORT_RUN,
  signUpOverHttp,
  sleep,
  stressSize,
} from './support';

/**
 * Fault: the server killed with SIGKILL in the middle of a Vimeo import. The real
 * server runs as a child process (`node --import tsx apps/server/src/server.ts`, one process,
 * so the kill reaches it) on its own PostgreSQL database; the Vimeo-shaped double holds VIDEOS
 * videos and answers each page slowly. Once some pages are saved the process is killed, then
 * started again, and the import rerun: it completes, and the table holds every offered video
 * exactly once.
 */

const VIDEOS = stressSize({ full: 3_000, short: 300 });
const PAGE_DELAY_MS = 250;
const KILL_AFTER_ROWS = stressSize({ full: 600, short: 60 });
/** Videos per page of the double: Vimeo's 100, or 20 in the short run so it still has pages left. */
const PER_PAGE = SHORT_RUN ? 20 : undefined;
const TOKEN = 'stress-vimeo-token';
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

let inbox: SmtpInbox;
let vimeo: VimeoServer;
let slowVimeo: { baseUrl: string; close: () => Promise<void> };
let stressDb: Awaited<ReturnType<typeof createStressDatabase>>;
let dataDir: string;
let server: ChildProcess | null = null;
const output: string[] = [];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  vimeo = await startVimeoServer({
    videos: makeFakeVideos(VIDEOS, 2_000_000),
    token: TOKEN,
    perPageMax: PER_PAGE,
  });
  // The double, with every page held back PAGE_DELAY_MS.
  slowVimeo = await listenOnLoopback(async (req, res) => {
    await sleep(PAGE_DELAY_MS);
    const upstream = await fetch(`${vimeo.apiBase}${req.url}`, {
      headers: { authorization: req.headers.authorization ?? '' },
    });
    const body = await upstream.text();
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
    });
    res.end(body);
  });
  stressDb = await createStressDatabase('import');
  dataDir = mkdtempSync(join(tmpdir(), 'gs-stress-'));
});

afterAll(async () => {
  server?.kill('SIGKILL');
  await slowVimeo?.close();
  await vimeo?.close();
  await inbox?.close();
  await stressDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the real server and resolves once /api/health answers 200. */
async function startServer(env: Record<string, string>, base: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output.join('')}`);
}

async function videoCounts(): Promise<{ total: number; distinct: number }> {
  const client = new pg.Client({ connectionString: stressDb.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ total: number; distinct: number }>(
      'SELECT count(*)::int AS total, count(DISTINCT vimeo_id)::int AS distinct FROM videos',
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

function runImport(base: string, session: Session) {
  return fetch(`${base}/api/admin/import/vimeo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token}` },
  }).then(
    async (res) => ({ status: res.status, body: await res.text() }),
    (error: unknown) => ({ status: 0, body: String((error as Error).cause ?? error) }),
  );
}

describe('server killed with SIGKILL during an import', () => {
  it('a rerun after the restart completes with every video exactly once', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const adminEmail = `stress.admin.${process.pid}@example.test`;
    const env = {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: stressDb.url,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'stress-secret-stress-secret-stress-secret',
      ADMIN_IDENTIFIERS: adminEmail,
      BETA_ACCESS_CODE: TEST_BETA_CODE,
      SMTP_URL: inbox.url,
      VIMEO_ACCESS_TOKEN: TOKEN,
      VIMEO_API_BASE: slowVimeo.baseUrl,
      WEB_DIST_DIR: 'none',
      OTP_MIN_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'warn',
    };

    server = await startServer(env, base);
    const admin = await signUpOverHttp(base, inbox, { identifier: adminEmail, role: 'coach' });
    expect(admin.profile?.isAdmin).toBe(true);

    const firstRun = runImport(base, admin);
    const startedAt = performance.now();
    let rowsBeforeKill = 0;
    while (rowsBeforeKill < KILL_AFTER_ROWS) {
      if (performance.now() - startedAt > 60_000) throw new Error(`import too slow: ${output}`);
      await sleep(50);
      rowsBeforeKill = (await videoCounts()).total;
    }
    const killed = server;
    killed.kill('SIGKILL');
    await new Promise((resolve) => killed.once('exit', resolve));
    server = null;
    const interrupted = await firstRun;
    const partial = await videoCounts();
    expect(interrupted.status, 'the first import never answered').toBe(0);
    expect(partial.total).toBeGreaterThanOrEqual(rowsBeforeKill);
    expect(partial.total).toBeLessThan(VIDEOS);

    const restartedAt = performance.now();
    server = await startServer(env, base);
    const restartMs = performance.now() - restartedAt;
    const rerunAt = performance.now();
    const rerun = await runImport(base, admin);
    const rerunMs = performance.now() - rerunAt;
    expect(rerun.status, rerun.body).toBe(200);
    const summary = JSON.parse(rerun.body) as ImportResponse;
    const final = await videoCounts();
    console.log(
      `[stress:import-kill] videos=${VIDEOS} killed-at=${partial.total} rows ` +
        `restart=${(restartMs / 1000).toFixed(1)}s rerun=${(rerunMs / 1000).toFixed(1)}s ` +
        `summary=${JSON.stringify(summary)} final=${final.total} distinct=${final.distinct}`,
    );

    expect(summary).toEqual({
      total_fetched: VIDEOS,
      newly_imported: VIDEOS - partial.total,
      already_existed: partial.total,
      skipped: 0,
      now_unavailable: 0,
      errors: [],
    });
    expect(final).toEqual({ total: VIDEOS, distinct: VIDEOS });
    server.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
    server = null;
  });
});
