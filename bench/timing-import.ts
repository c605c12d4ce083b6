/**
 * Benchmark 10 — timing-file import. A coach's team of two athletes; a semicolon file with
 * decimal commas of `rows` runs (one per row, gates at 10, 20, 30 m and 40 yd, so every run is a
 * trial of the 40 — the heavier path, through the result-change recipe)
 * through POST /api/timing-imports/preview and POST /api/timing-imports on the built server
 * (in-process, production configuration, a real PostgreSQL database). Measures the time to the
 * preview, the time to save, and the peak memory of the process (the server) sampled every
 * 20 ms while both run.
 */
import type { Team } from '@gamespeed/domain/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { api, benchEmail, signUp, startSmtpInbox } from './lib/accounts';
import { type Benchmark, ensure, runIfMain } from './lib/harness';
import { createBenchDatabase } from './lib/postgres';
import { BENCH_AUTH_SECRET, BENCH_BETA_CODE } from './lib/server';
import { round } from './lib/stats';
import { printTable } from './lib/table';

/** A file of `rows` runs for Ann and Ben Athlete: 10 m, 20 m, 30 m and 40 yd gates. */
export function timingFile(rows: number): string {
  const lines = ['Athlete;Date;Run;10 m;20 m;30 m;40 yd'];
  for (let i = 0; i < rows; i++) {
    const who = i % 2 === 0 ? 'Ann Athlete' : 'Ben Athlete';
    const day = String(1 + (i % 28)).padStart(2, '0');
    const d = i % 10;
    lines.push(`${who};2026-09-${day};${i + 1};1,8${d};3,0${d};4,2${d};5,1${d}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Runs `task`, sampling the process's resident memory; answers its value, time and peak. */
async function measured<T>(task: () => Promise<T>) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  try {
    const value = await task();
    return { value, ms: round(performance.now() - t0, 0), peakMiB: round(peak / 2 ** 20, 0) };
  } finally {
    clearInterval(timer);
  }
}

export const timingImportBenchmark: Benchmark<{ rows: number }> = {
  name: 'timing-import',
  title: '10. Timing-file import: 20,000 rows',
  sizes: { full: { rows: 20_000 }, smoke: { rows: 40 } },
  async run({ rows }) {
    const db = await createBenchDatabase('timing_import');
    const inbox = await startSmtpInbox();
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      DATA_DIR: '/nonexistent',
      AUTH_SECRET: BENCH_AUTH_SECRET,
      BETA_ACCESS_CODE: BENCH_BETA_CODE,
      SMTP_URL: inbox.url,
      MAIL_FROM: 'GameSpeed <codes@gamespeed.bench>',
      SUPPORT_EMAIL: 'help@gamespeed.bench',
      WEB_DIST_DIR: 'none',
      OTP_MIN_INTERVAL_SECONDS: '0',
    });
    const database = await prepareDatabase(config.database);
    const app = await buildApp({ config, database });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const coach = await signUp(baseUrl, inbox, { email: benchEmail('coach'), role: 'coach' });
      const team = await api<Team>(baseUrl, 'POST', '/api/teams', {
        token: coach.access_token,
        body: { name: 'Bench sprinters' },
        expect: 201,
      });
      for (const firstName of ['Ann', 'Ben']) {
        const athlete = await signUp(baseUrl, inbox, { firstName });
        await api(baseUrl, 'POST', '/api/teams/join', {
          token: athlete.access_token,
          body: { code: team.inviteCode },
        });
      }
      const text = timingFile(rows);
      const file = {
        fileName: 'bench.csv',
        content: Buffer.from(text).toString('base64'),
        teamId: team.id,
      };
      const preview = await measured(() =>
        api<{ counts: { toSave: number }; mapping: unknown }>(
          baseUrl,
          'POST',
          '/api/timing-imports/preview',
          { token: coach.access_token, body: file },
        ),
      );
      ensure(preview.value.counts.toSave === rows, `every run would be saved (${rows})`);
      const save = await measured(() =>
        api<{ batch: { runsSaved: number } }>(baseUrl, 'POST', '/api/timing-imports', {
          token: coach.access_token,
          body: { ...file, mapping: preview.value.mapping, athletes: [] },
        }),
      );
      ensure(
        save.value.batch.runsSaved === rows,
        `every run saved (${save.value.batch.runsSaved})`,
      );
      const { rows: counted } = await db.query<{ trials: number; sprints: number }>(
        `select (select count(*)::int from result_trials where import_batch_id is not null) as trials,
                (select count(*)::int from sprint_runs) as sprints`,
      );
      ensure(
        counted[0]?.trials === rows && counted[0]?.sprints === 0,
        `a trial of the 40 per run, no sprint (${JSON.stringify(counted[0])})`,
      );
      const bytes = Buffer.byteLength(text);
      printTable(
        `Timing-file import of ${rows.toLocaleString('en-US')} rows (${round(bytes / 1024, 0)} KiB)`,
        ['step', 'ms', 'peak RSS MiB'],
        [
          ['preview', preview.ms, preview.peakMiB],
          ['save', save.ms, save.peakMiB],
        ],
      );
      return {
        data: { rows, bytes, preview, save: { ms: save.ms, peakMiB: save.peakMiB } },
        targets: [
          {
            target: 'a 20,000-row file previews in under 10 s',
            value: `${preview.ms} ms for ${rows} rows`,
            met: rows < 20_000 || preview.ms < 10_000,
          },
        ],
        notes: [],
      };
    } finally {
      await app.close();
      await database.close();
      await inbox.close();
      await db.drop();
    }
  },
};

await runIfMain(import.meta, timingImportBenchmark);
