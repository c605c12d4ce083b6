/**
 * Benchmark 5 — Vimeo import. 1,000 videos from the local Vimeo-shaped server
 * (packages/test-doubles/src/vimeo-server.ts) through POST /api/admin/import/vimeo, signed in as
 * an admin through the real sign-up flow. The server is built in-process with buildApp (the
 * production configuration, listening on a loopback port) so that every SQL statement it sends
 * can be counted: `pg.Client.prototype.query` is wrapped for the duration of the request. That
 * counts each statement that leaves the process — pool queries, BEGIN/COMMIT, the advisory lock
 * — exactly once (pg_stat_statements is not preloaded on this PostgreSQL, and log_statement
 * would need a configuration change of the shared server).
 */
import type { ImportResponse } from '@gamespeed/domain/contracts';
import { makeFakeVideos, startVimeoServer } from '@gamespeed/test-doubles/vimeo-server';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { api, benchEmail, signUp, startSmtpInbox } from './lib/accounts';
import { type Benchmark, ensure, runIfMain } from './lib/harness';
import { createBenchDatabase } from './lib/postgres';
import { BENCH_AUTH_SECRET, BENCH_BETA_CODE } from './lib/server';
import { round } from './lib/stats';
import { printTable } from './lib/table';

const VIMEO_TOKEN = 'bench-vimeo-token';

/** Counts the statements sent by every pg client of this process while `task` runs. */
async function countStatements<T>(
  task: () => Promise<T>,
): Promise<{ value: T; total: number; byKind: Record<string, number> }> {
  const byKind: Record<string, number> = {};
  let total = 0;
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string })?.text;
    if (typeof text === 'string') {
      const kind = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'other';
      byKind[kind] = (byKind[kind] ?? 0) + 1;
      total++;
    }
    return original.apply(this, args);
  };
  try {
    return { value: await task(), total, byKind };
  } finally {
    proto.query = original;
  }
}

export const importBenchmark: Benchmark<{ videos: number }> = {
  name: 'import',
  title: '5. Import: 1,000 Vimeo videos',
  sizes: { full: { videos: 1_000 }, smoke: { videos: 30 } },
  async run({ videos: VIDEO_COUNT }) {
    const db = await createBenchDatabase('import');
    const inbox = await startSmtpInbox();
    const vimeo = await startVimeoServer({
      videos: makeFakeVideos(VIDEO_COUNT, 900000),
      token: VIMEO_TOKEN,
    });
    const adminEmail = benchEmail('admin');
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      DATA_DIR: '/nonexistent',
      AUTH_SECRET: BENCH_AUTH_SECRET,
      BETA_ACCESS_CODE: BENCH_BETA_CODE,
      SMTP_URL: inbox.url,
      MAIL_FROM: 'GameSpeed <codes@gamespeed.bench>',
      SUPPORT_EMAIL: 'help@gamespeed.bench',
      ADMIN_IDENTIFIERS: adminEmail,
      VIMEO_ACCESS_TOKEN: VIMEO_TOKEN,
      VIMEO_API_BASE: vimeo.apiBase,
      WEB_DIST_DIR: 'none',
      OTP_MIN_INTERVAL_SECONDS: '0',
    });
    const database = await prepareDatabase(config.database);
    const app = await buildApp({ config, database });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const session = await signUp(baseUrl, inbox, { email: adminEmail, role: 'coach' });
      if (!session.profile?.isAdmin) throw new Error('the benchmark admin is not an admin');

      const rows: (string | number)[][] = [];
      const runs: Record<string, unknown>[] = [];
      for (const label of ['first import', 'rerun (all exist)']) {
        const pagesBefore = vimeo.requests.length;
        const t0 = performance.now();
        const counted = await countStatements(() =>
          api<ImportResponse>(baseUrl, 'POST', '/api/admin/import/vimeo', {
            token: session.access_token,
          }),
        );
        const ms = round(performance.now() - t0, 0);
        const summary = counted.value;
        const kinds = Object.entries(counted.byKind)
          .sort((x, y) => y[1] - x[1])
          .map(([k, n]) => `${k} ${n}`)
          .join(', ');
        const pages = vimeo.requests.length - pagesBefore;
        const first = label === 'first import';
        ensure(
          summary.errors.length === 0 &&
            summary.newly_imported === (first ? VIDEO_COUNT : 0) &&
            summary.already_existed === (first ? 0 : VIDEO_COUNT),
          `${label}: every video new the first time and existing the second (${JSON.stringify(summary)})`,
        );
        rows.push([
          label,
          ms,
          summary.newly_imported,
          summary.already_existed,
          pages,
          counted.total,
          kinds,
        ]);
        runs.push({
          label,
          ms,
          ...summary,
          errors: summary.errors.length,
          vimeoPages: pages,
          statements: counted.total,
          byKind: counted.byKind,
        });
      }
      const { rows: count } = await db.query<{ n: number }>(
        'select count(*)::int as n from videos',
      );
      printTable(
        `Vimeo import of ${VIDEO_COUNT} videos (statements counted at the pg client)`,
        ['run', 'ms', 'new', 'existed', 'Vimeo pages', 'SQL statements', 'by kind'],
        rows,
      );
      console.log(`videos in the table afterwards: ${count[0]?.n}`);
      ensure(count[0]?.n === VIDEO_COUNT, `${VIDEO_COUNT} videos in the table`);
      const first = runs[0] as { statements: number; ms: number; newly_imported: number };
      return {
        data: { videos: VIDEO_COUNT, videosInTable: count[0]?.n, runs },
        targets: [
          {
            target: 'import batched, not one statement per video',
            value: `${first.statements} statements for ${first.newly_imported} videos in ${first.ms} ms`,
            met: first.statements < VIDEO_COUNT / 10 && count[0]?.n === VIDEO_COUNT,
          },
        ],
        notes: [],
      };
    } finally {
      await app.close();
      await database.close();
      await vimeo.close();
      await inbox.close();
      await db.drop();
    }
  },
};

await runIfMain(import.meta, importBenchmark);
