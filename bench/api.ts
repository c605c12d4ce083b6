/**
 * Benchmark 1 — API throughput. autocannon against the real server (a child process on
 * PostgreSQL) for GET /api/dashboard of an athlete with 200 results and POST /api/results, at
 * concurrency 1, 16 and 64, next to the bare-SQL baseline (bench/api-bare-server.ts: the same
 * SQL through a bare pg Pool behind node:http). The ratio endpoint / bare shows what the
 * framework, auth (JWT check) and validation cost.
 */
import { MOVEMENT_NAMES } from '@gamespeed/domain/constants';
import autocannon from 'autocannon';
import { addResults, api, onboardAthlete, signUp, startSmtpInbox } from './lib/accounts';
import { type Benchmark, ensure, runIfMain, type Target } from './lib/harness';
import { createBenchDatabase } from './lib/postgres';
import { freePort, type RunningProcess, spawnNode, startServer } from './lib/server';
import { round } from './lib/stats';
import { printTable } from './lib/table';

interface ApiSize {
  /** Seconds of load per cell, and of warm-up per scenario and server. */
  seconds: number;
  warmupSeconds: number;
  concurrency: readonly number[];
  resultsPerAthlete: number;
}
/** The server's default pool size (PG_POOL_MAX), used for both sides. */
const POOL_MAX = 10;

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function load(options: {
  url: string;
  connections: number;
  seconds: number;
  token: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: {
      authorization: `Bearer ${options.token}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return {
    rps: round(result.requests.average, 0),
    p50: round(result.latency.p50, 1),
    p99: round(result.latency.p99, 1),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

interface Row {
  scenario: string;
  concurrency: number;
  endpoint: LoadFigures;
  bare: LoadFigures;
  ratio: number;
}

export const apiBenchmark: Benchmark<ApiSize> = {
  name: 'api',
  title: '1. API: real endpoint vs bare SQL (autocannon)',
  sizes: {
    full: {
      seconds: Number(process.env.BENCH_API_SECONDS ?? 10),
      warmupSeconds: Number(process.env.BENCH_API_WARMUP_SECONDS ?? 3),
      concurrency: [1, 16, 64],
      resultsPerAthlete: 200,
    },
    smoke: { seconds: 1, warmupSeconds: 1, concurrency: [4], resultsPerAthlete: 10 },
  },
  async run({ seconds: DURATION_S, warmupSeconds: WARMUP_S, concurrency, resultsPerAthlete }) {
    const db = await createBenchDatabase('api');
    const inbox = await startSmtpInbox();
    let server: RunningProcess | null = null;
    let bare: RunningProcess | null = null;
    try {
      server = await startServer({ databaseUrl: db.url, smtpUrl: inbox.url });
      const session = await signUp(server.baseUrl, inbox);
      const token = session.access_token;
      await onboardAthlete(server.baseUrl, token); // saves the broad jump: result 1 of 200
      await addResults(server.baseUrl, token, resultsPerAthlete - 1, MOVEMENT_NAMES);
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from test_results where athlete_id = $1',
        [session.user.id],
      );
      console.log(`athlete ${session.user.id}: ${rows[0]?.n} results (signed up through the API)`);
      ensure(rows[0]?.n === resultsPerAthlete, `${resultsPerAthlete} results stored`);

      const barePort = await freePort();
      bare = await spawnNode(
        'bench/api-bare-server.ts',
        {
          PATH: process.env.PATH,
          PORT: String(barePort),
          DATABASE_URL: db.url,
          PG_POOL_MAX: String(POOL_MAX),
        },
        '/health',
        barePort,
      );
      // Same data on both sides.
      const real = await api<{ bestValues: Record<string, number> }>(
        server.baseUrl,
        'GET',
        '/api/dashboard',
        { token },
      );
      const baseline = await api<{ bestValues: Record<string, number> }>(
        bare.baseUrl,
        'GET',
        '/dashboard',
        { token },
      );
      ensure(
        JSON.stringify(real.bestValues) === JSON.stringify(baseline.bestValues),
        'the bare baseline returns the same best values',
      );

      const scenarios = [
        {
          name: 'GET /api/dashboard',
          endpoint: `${server.baseUrl}/api/dashboard`,
          bare: `${bare.baseUrl}/dashboard`,
          method: 'GET' as const,
          body: undefined,
        },
        {
          name: 'POST /api/results',
          endpoint: `${server.baseUrl}/api/results`,
          bare: `${bare.baseUrl}/results`,
          method: 'POST' as const,
          body: { movement: 'forty', value: 4.62 },
        },
      ];
      const table: Row[] = [];
      for (const s of scenarios) {
        for (const url of [s.endpoint, s.bare]) {
          await load({ url, connections: 16, seconds: WARMUP_S, token, ...s });
        }
        for (const connections of concurrency) {
          const common = {
            connections,
            seconds: DURATION_S,
            token,
            method: s.method,
            body: s.body,
          };
          const endpoint = await load({ url: s.endpoint, ...common });
          const bareFigures = await load({ url: s.bare, ...common });
          const row: Row = {
            scenario: s.name,
            concurrency: connections,
            endpoint,
            bare: bareFigures,
            ratio: round(endpoint.rps / bareFigures.rps, 2),
          };
          table.push(row);
          console.log(
            `${s.name} c=${connections}: ${endpoint.rps} req/s vs bare ${bareFigures.rps} (×${row.ratio})`,
          );
        }
      }

      printTable(
        `API throughput, ${DURATION_S} s per cell, pool ${POOL_MAX} on both sides (latency in ms)`,
        [
          'scenario',
          'conc.',
          'req/s',
          'p50',
          'p99',
          'bare req/s',
          'bare p50',
          'bare p99',
          'ratio',
          'non-2xx',
        ],
        table.map((r) => [
          r.scenario,
          r.concurrency,
          r.endpoint.rps,
          r.endpoint.p50,
          r.endpoint.p99,
          r.bare.rps,
          r.bare.p50,
          r.bare.p99,
          r.ratio,
          r.endpoint.non2xx + r.endpoint.errors + r.bare.non2xx + r.bare.errors,
        ]),
      );

      const reads = table.filter((r) => r.scenario.startsWith('GET'));
      const worst = Math.min(...reads.map((r) => r.ratio));
      const failures = table.reduce(
        (n, r) => n + r.endpoint.non2xx + r.endpoint.errors + r.bare.non2xx + r.bare.errors,
        0,
      );
      const targets: Target[] = [
        {
          target: 'dashboard read ratio endpoint/bare SQL ≥ 0.5 (each concurrency)',
          value: reads.map((r) => `c${r.concurrency} ×${r.ratio}`).join(', '),
          met: worst >= 0.5,
        },
      ];
      ensure(failures === 0, `no non-2xx answer or error under load (${failures} seen)`);
      const notes = [
        'Both servers are child processes with a 10-connection pool; autocannon runs in the bench process on the same machine.',
      ];
      return { data: { durationSeconds: DURATION_S, rows: table }, targets, notes };
    } finally {
      await bare?.stop();
      await server?.stop();
      await inbox.close();
      await db.drop();
    }
  },
};

await runIfMain(import.meta, apiBenchmark);
