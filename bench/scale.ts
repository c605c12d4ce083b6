/**
 * Benchmark 6 — scale. Dashboard latency for 10 athletes × 100 results, then for 10,000 athletes
 * × 100 results (1,000,000 test_results rows) on the same server, and the query plans of the
 * dashboard's per-athlete queries at 10,000 athletes. The fixture is seeded with
 * generate_series SQL straight into the benchmark database (auth_accounts + users +
 * test_results); sessions are issued with the server's own session code (createSession).
 */
import type { Session } from '@gamespeed/domain/contracts';
import autocannon from 'autocannon';
import { type Benchmark, ensure, runIfMain } from './lib/harness';
import { type BenchDatabase, createBenchDatabase } from './lib/postgres';
import { athleteSessions, seedAthletes } from './lib/seed';
import { type RunningProcess, startServer } from './lib/server';
import { median, percentile, round } from './lib/stats';
import { printTable } from './lib/table';
import { timedGets } from './lib/timed-get';

interface ScaleSize {
  small: number;
  large: number;
  resultsEach: number;
  /** Sequential requests per case, over all rounds. */
  requests: number;
  rounds: number;
  /** Athletes with a session; requests rotate through them. */
  signedIn: number;
  loadSeconds: number;
  /** Sequential requests and seconds of load before measuring. */
  warmup: { requests: number; seconds: number };
}

const SMALL = 10;
const LARGE = Number(process.env.BENCH_SCALE_ATHLETES ?? 10_000);
const RESULTS_EACH = 100;

interface Fixture {
  athletes: number;
  db: BenchDatabase;
  server: RunningProcess;
  url: string;
  tokens: string[];
  latencies: number[];
  rps: number[];
}

async function fixture(db: BenchDatabase, athletes: number, signedIn: number): Promise<Fixture> {
  const server = await startServer({ databaseUrl: db.url });
  const sessions = await athleteSessions(db.url, athletes, signedIn);
  return {
    athletes,
    db,
    server,
    url: `${server.baseUrl}/api/dashboard`,
    tokens: sessions.map((s) => s.access_token),
    latencies: [],
    rps: [],
  };
}

/** autocannon at concurrency 16, rotating through the fixture's signed-in athletes. */
async function loadRps(f: Fixture, seconds: number): Promise<number> {
  let next = 0;
  const load = await autocannon({
    url: f.url,
    connections: 16,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            authorization: `Bearer ${f.tokens[next++ % f.tokens.length]}`,
          },
        }),
      },
    ],
  });
  if (load.non2xx > 0) throw new Error(`${load.non2xx} non-2xx answers under load`);
  return load.requests.average;
}

async function summarize(f: Fixture) {
  const { rows } = await f.db.query<{ n: number }>('SELECT count(*)::int AS n FROM test_results');
  return {
    athletes: f.athletes,
    rows: rows[0]!.n,
    requests: f.latencies.length,
    p50: round(median(f.latencies), 2),
    p95: round(percentile(f.latencies, 95), 2),
    p99: round(percentile(f.latencies, 99), 2),
    rpsC16: round(median(f.rps), 0),
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement with the athlete's id inlined. */
async function explain(db: BenchDatabase, sql: string): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** The SQL of repositories/best-values.ts bestAndLatestValues and the auth hook's query. */
function plannedQueries(id: string, sessionId: string): { name: string; sql: string }[] {
  return [
    {
      name: 'best and latest values (repositories/test-results.ts)',
      sql: `
    WITH best AS (
      SELECT r.movement_id,
        CASE WHEN m.unit_type = 'time' THEN min(r.result_value) ELSE max(r.result_value) END AS best
      FROM test_results r
      JOIN movements m ON m.id = r.movement_id
      WHERE r.athlete_id = '${id}' AND r.result_value > 0
      GROUP BY r.movement_id, m.unit_type
    ),
    latest AS (
      SELECT DISTINCT ON (r.movement_id) r.movement_id, r.result_value AS latest
      FROM test_results r
      WHERE r.athlete_id = '${id}'
      ORDER BY r.movement_id, r.created_at DESC, r.id DESC
    )
    SELECT m.name, best.best, latest.latest
    FROM latest
    JOIN movements m ON m.id = latest.movement_id
    LEFT JOIN best ON best.movement_id = latest.movement_id`,
    },
    {
      name: 'session + profile (plugins/auth.ts)',
      sql: `select "auth_sessions"."revoked_at", "auth_sessions"."expires_at", "users".* from "auth_sessions" left join "users" on "users"."id" = "auth_sessions"."account_id" where ("auth_sessions"."id" = '${sessionId}' and "auth_sessions"."account_id" = '${id}')`,
    },
  ];
}

export const scaleBenchmark: Benchmark<ScaleSize> = {
  name: 'scale',
  title: `6. Scale: dashboard at ${SMALL} vs ${LARGE.toLocaleString('en-US')} athletes × ${RESULTS_EACH} results`,
  sizes: {
    full: {
      small: SMALL,
      large: LARGE,
      resultsEach: RESULTS_EACH,
      requests: 600,
      rounds: 3,
      signedIn: 50,
      loadSeconds: 3,
      warmup: { requests: 300, seconds: 2 },
    },
    smoke: {
      small: 3,
      large: 30,
      resultsEach: 5,
      requests: 10,
      rounds: 1,
      signedIn: 3,
      loadSeconds: 1,
      warmup: { requests: 3, seconds: 1 },
    },
  },
  async run(size) {
    const {
      small: SMALL,
      large: LARGE,
      resultsEach: RESULTS_EACH,
      requests: SEQUENTIAL_REQUESTS,
      rounds: ROUNDS,
      signedIn: SIGNED_IN,
      loadSeconds: LOAD_SECONDS,
    } = size;
    const smallDb = await createBenchDatabase('scale_small');
    let db: BenchDatabase | null = null;
    const fixtures: Fixture[] = [];
    try {
      db = await createBenchDatabase('scale_large');
      await seedAthletes(smallDb, 1, SMALL, RESULTS_EACH);
      const t0 = performance.now();
      await seedAthletes(db, 1, LARGE, RESULTS_EACH);
      const seedSeconds = round((performance.now() - t0) / 1000, 1);
      console.log(`seeded ${LARGE} athletes (${LARGE * RESULTS_EACH} results) in ${seedSeconds} s`);
      fixtures.push(await fixture(smallDb, SMALL, SIGNED_IN), await fixture(db, LARGE, SIGNED_IN));
      for (const f of fixtures) {
        await timedGets(f.url, f.tokens, size.warmup.requests);
        await loadRps(f, size.warmup.seconds);
      }
      // Interleaved rounds, so drift on this machine hits both cases alike.
      for (let round = 0; round < ROUNDS; round++) {
        for (const f of fixtures) {
          f.latencies.push(...(await timedGets(f.url, f.tokens, SEQUENTIAL_REQUESTS / ROUNDS)));
          f.rps.push(await loadRps(f, LOAD_SECONDS));
        }
      }
      const small = await summarize(fixtures[0]!);
      const large = await summarize(fixtures[1]!);
      for (const m of [small, large]) {
        ensure(
          m.rows === m.athletes * RESULTS_EACH,
          `${m.athletes} × ${RESULTS_EACH} results seeded`,
        );
      }

      printTable(
        `Dashboard latency: ${SEQUENTIAL_REQUESTS} sequential requests over ${SIGNED_IN} signed-in athletes (ms), and req/s at c=16 (median of ${ROUNDS} × ${LOAD_SECONDS} s); ${ROUNDS} interleaved rounds`,
        ['athletes', 'test_results rows', 'p50', 'p95', 'p99', 'req/s c=16'],
        [small, large].map((m) => [m.athletes, m.rows, m.p50, m.p95, m.p99, m.rpsC16]),
      );
      const ratio = round(large.p50 / small.p50, 2);
      const ratioP99 = round(large.p99 / small.p99, 2);
      console.log(`p50 ratio ${LARGE} / ${SMALL} athletes: ×${ratio} (p99 ×${ratioP99})`);

      // Plans for seeded athlete no. 1 of the large table.
      const [session] = await athleteSessions(db.url, LARGE, 1);
      const plans: { name: string; plan: string; indexes: string[] }[] = [];
      for (const q of plannedQueries(session!.user.id, sessionIdOf(session!))) {
        const plan = await explain(db, q.sql);
        const indexes = [
          ...new Set(
            [...plan.matchAll(/Index (?:Only )?Scan (?:using|on) (\w+)/g)].map((m) => m[1]!),
          ),
        ];
        plans.push({ name: q.name, plan, indexes });
        console.log(`\nEXPLAIN (ANALYZE, BUFFERS) — ${q.name}\n${plan}`);
      }
      const bestPlan = plans[0]!;
      const seqScan = /Seq Scan on test_results/.test(bestPlan.plan);
      return {
        data: { small, large, seedSeconds, p50Ratio: ratio, p99Ratio: ratioP99, plans },
        targets: [
          {
            target: `dashboard p50 at ${LARGE.toLocaleString('en-US')} athletes within 2× of ${SMALL}`,
            value: `${small.p50} → ${large.p50} ms (×${ratio}); p99 ×${ratioP99}`,
            met: ratio <= 2,
          },
          {
            target: 'best/latest query uses the test_results indexes',
            value: bestPlan.indexes.join(', ') || 'no index',
            met: !seqScan && bestPlan.indexes.some((i) => i.startsWith('test_results_')),
          },
        ],
        notes: [],
      };
    } finally {
      for (const f of fixtures) await f.server.stop();
      await smallDb.drop();
      await db?.drop();
    }
  },
};

/** The session id inside an access token (its `sid` claim). */
function sessionIdOf(session: Session): string {
  const payload = session.access_token.split('.')[1]!;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sid as string;
}

await runIfMain(import.meta, scaleBenchmark);
