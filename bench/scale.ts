/**
 * Benchmark 6 — scale. Dashboard latency for 10 athletes × 100 results, then for 10,000 athletes
 * × 100 results (1,000,000 test_results rows) on the same server, and the query plans of the
 * dashboard's per-athlete queries at 10,000 athletes. The fixture is seeded with
 * generate_series SQL straight into the benchmark database (auth_accounts + users +
 * test_results); sessions are issued with the server's own session code (createSession).
 */
import { MOVEMENTS, POSITIONS, PRIMARY_DEFICIENCIES } from '@gamespeed/domain/constants';
import type { Session } from '@gamespeed/domain/contracts';
import autocannon from 'autocannon';
import { createSession } from '../apps/server/src/auth/sessions';
import { tokenKeys } from '../apps/server/src/auth/tokens';
import { openDatabase } from '../apps/server/src/db/client';
import { type Benchmark, runIfMain } from './lib/harness';
import { type BenchDatabase, createBenchDatabase } from './lib/postgres';
import { BENCH_AUTH_SECRET, type RunningProcess, startServer } from './lib/server';
import { median, percentile, round } from './lib/stats';
import { printTable } from './lib/table';
import { timedGets } from './lib/timed-get';

const SMALL = 10;
const LARGE = Number(process.env.BENCH_SCALE_ATHLETES ?? 10_000);
const RESULTS_EACH = 100;
const SEQUENTIAL_REQUESTS = 600;
const ROUNDS = 3;
const SIGNED_IN = 50;
const LOAD_SECONDS = 3;

/** Deterministic account id (a valid version-4 UUID) of seeded athlete `n`, as SQL. */
const athleteId = (n: number | string) =>
  `overlay(overlay(md5('bench-athlete-' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Seeds athletes `from`..`to` (accounts and onboarded profiles), then their results oldest
 * first across all of them — one athlete's rows are spread over the table as they would be
 * after months of use, not stored side by side.
 */
async function seedAthletes(db: BenchDatabase, from: number, to: number): Promise<void> {
  const ATHLETE_CHUNK = 2_000;
  for (let start = from; start <= to; start += ATHLETE_CHUNK) {
    const end = Math.min(start + ATHLETE_CHUNK - 1, to);
    await db.query(`
      BEGIN;
      INSERT INTO auth_accounts (id, email, created_at)
      SELECT ${athleteId('g')}, 'athlete' || g || '@scale.bench', now() - interval '400 days'
      FROM generate_series(${start}, ${end}) g;
      INSERT INTO users (id, first_name, last_name, email, role, position, height_inches, weight_lbs,
        primary_deficiency, deficiency_notes, confidence_score, onboarding_completed, force_or_form)
      SELECT ${athleteId('g')}, 'Athlete', 'No. ' || g, 'athlete' || g || '@scale.bench',
        'athlete', (ARRAY[${POSITIONS.map((p) => `'${p}'`).join(',')}])[1 + g % ${POSITIONS.length}],
        64 + g % 14, 150 + g % 160,
        (ARRAY[${PRIMARY_DEFICIENCIES.map((p) => `'${p}'`).join(',')}])[1 + g % ${PRIMARY_DEFICIENCIES.length}],
        'Seeded for the scale benchmark.', 75, true, 'force'
      FROM generate_series(${start}, ${end}) g;
      COMMIT;
    `);
  }
  const RESULT_CHUNK = 10; // results per athlete per statement
  for (let first = RESULTS_EACH; first >= 1; first -= RESULT_CHUNK) {
    const last = Math.max(first - RESULT_CHUNK + 1, 1);
    await db.query(`
      WITH mv AS (
        SELECT array_agg(id ORDER BY name) AS ids, array_agg(unit_type ORDER BY name) AS units
        FROM movements
      )
      INSERT INTO test_results (athlete_id, movement_id, result_value, result_type, rep_number, created_at)
      SELECT ${athleteId('g')}, mv.ids[1 + r % ${MOVEMENTS.length}],
        CASE mv.units[1 + r % ${MOVEMENTS.length}]
          WHEN 'distance' THEN 70 + random() * 70 WHEN 'time' THEN 0.9 + random() * 4 ELSE 12 + random() * 10 END,
        CASE mv.units[1 + r % ${MOVEMENTS.length}]
          WHEN 'distance' THEN 'inches' WHEN 'time' THEN 'seconds' ELSE 'mph' END,
        1, now() - (r * 3 || ' days')::interval - (g % 1440 || ' minutes')::interval
      FROM mv, generate_series(${last}, ${first}) r, generate_series(${from}, ${to}) g
      ORDER BY r DESC, g
    `);
  }
  await db.query('ANALYZE');
}

/** Sessions for `n` athletes spread over 1..total, issued by the server's session code. */
async function sessionsFor(url: string, total: number, n: number): Promise<Session[]> {
  const handle = await openDatabase({ kind: 'pg', url });
  const keys = tokenKeys(BENCH_AUTH_SECRET);
  try {
    const sessions: Session[] = [];
    const count = Math.min(n, total);
    for (let i = 0; i < count; i++) {
      const number = 1 + Math.floor((i * total) / count);
      const { rows } = await handle.db.execute<{ id: string }>(
        `SELECT ${athleteId(number)} AS id` as never,
      );
      sessions.push(
        await handle.db.transaction((tx) => createSession(tx, keys, rows[0]!.id, new Date())),
      );
    }
    return sessions;
  } finally {
    await handle.close();
  }
}

interface Fixture {
  athletes: number;
  db: BenchDatabase;
  server: RunningProcess;
  url: string;
  tokens: string[];
  latencies: number[];
  rps: number[];
}

async function fixture(db: BenchDatabase, athletes: number): Promise<Fixture> {
  const server = await startServer({ databaseUrl: db.url });
  const sessions = await sessionsFor(db.url, athletes, SIGNED_IN);
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

/** The SQL of repositories/test-results.ts bestAndLatestValues and the auth hook's query. */
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

export const scaleBenchmark: Benchmark = {
  name: 'scale',
  title: `6. Scale: dashboard at ${SMALL} vs ${LARGE.toLocaleString('en-US')} athletes × ${RESULTS_EACH} results`,
  async run() {
    const smallDb = await createBenchDatabase('scale_small');
    let db: BenchDatabase | null = null;
    const fixtures: Fixture[] = [];
    try {
      db = await createBenchDatabase('scale_large');
      await seedAthletes(smallDb, 1, SMALL);
      const t0 = performance.now();
      await seedAthletes(db, 1, LARGE);
      const seedSeconds = round((performance.now() - t0) / 1000, 1);
      console.log(`seeded ${LARGE} athletes (${LARGE * RESULTS_EACH} results) in ${seedSeconds} s`);
      fixtures.push(await fixture(smallDb, SMALL), await fixture(db, LARGE));
      for (const f of fixtures) {
        await timedGets(f.url, f.tokens, 300);
        await loadRps(f, 2);
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

      printTable(
        `Dashboard latency: ${SEQUENTIAL_REQUESTS} sequential requests over ${SIGNED_IN} signed-in athletes (ms), and req/s at c=16 (median of ${ROUNDS} × ${LOAD_SECONDS} s); ${ROUNDS} interleaved rounds`,
        ['athletes', 'test_results rows', 'p50', 'p95', 'p99', 'req/s c=16'],
        [small, large].map((m) => [m.athletes, m.rows, m.p50, m.p95, m.p99, m.rpsC16]),
      );
      const ratio = round(large.p50 / small.p50, 2);
      const ratioP99 = round(large.p99 / small.p99, 2);
      console.log(`p50 ratio ${LARGE} / ${SMALL} athletes: ×${ratio} (p99 ×${ratioP99})`);

      // Plans for seeded athlete no. 1 of the large table.
      const [session] = await sessionsFor(db.url, LARGE, 1);
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
