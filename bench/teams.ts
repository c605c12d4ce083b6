/**
 * Benchmark 7 — teams. A coach's roster and a per-test leaderboard of a 200-athlete team, each in
 * one request, with 200 athletes in the database and then with 10,000 (the team's 200 spread
 * among them), each athlete with months of results. The fixture is seeded with SQL (see
 * lib/seed.ts); the coach's session is issued by the server's own session code.
 */
import { MOVEMENTS } from '@gamespeed/domain/constants';
import { type Benchmark, ensure, runIfMain } from './lib/harness';
import { type BenchDatabase, createBenchDatabase } from './lib/postgres';
import { BENCH_TEAM, seedAthletes, seedTeam, sessionOf } from './lib/seed';
import { type RunningProcess, startServer } from './lib/server';
import { median, percentile, round } from './lib/stats';
import { printTable } from './lib/table';
import { timedGets } from './lib/timed-get';

interface TeamsSize {
  teamSize: number;
  large: number;
  resultsEach: number;
  /** Sequential requests per endpoint and case, over all rounds. */
  requests: number;
  rounds: number;
  warmupRequests: number;
}

const TEAM_SIZE = 200;
const LARGE = Number(process.env.BENCH_SCALE_ATHLETES ?? 10_000);
/** The test the leaderboard ranks. */
const LEADERBOARD_TEST = 'broad_jump';

interface Fixture {
  athletes: number;
  db: BenchDatabase;
  server: RunningProcess;
  token: string;
  latencies: Record<'roster' | 'leaderboard', number[]>;
}

const urls = (f: Fixture) => ({
  roster: `${f.server.baseUrl}/api/teams/${BENCH_TEAM.teamId}/roster`,
  leaderboard: `${f.server.baseUrl}/api/teams/${BENCH_TEAM.teamId}/leaderboard?test=${LEADERBOARD_TEST}`,
});

async function fixture(name: string, athletes: number, size: TeamsSize): Promise<Fixture> {
  const db = await createBenchDatabase(name);
  let server: RunningProcess | null = null;
  let session: Awaited<ReturnType<typeof sessionOf>>;
  try {
    await seedAthletes(db, 1, athletes, size.resultsEach);
    await seedTeam(db, athletes, size.teamSize);
    server = await startServer({ databaseUrl: db.url });
    session = await sessionOf(db.url, BENCH_TEAM.coachId);
  } catch (error) {
    await server?.stop();
    await db.drop();
    throw error;
  }
  return {
    athletes,
    db,
    server,
    token: session.access_token,
    latencies: { roster: [], leaderboard: [] },
  };
}

/** How many rows each answer holds: the whole team must come in the one request. */
async function answerSizes(f: Fixture) {
  const get = async (url: string) => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${f.token}` } });
    if (!res.ok) throw new Error(`GET ${url} → ${res.status}`);
    const text = await res.text();
    return { body: JSON.parse(text) as Record<string, unknown[]>, bytes: text.length };
  };
  const { roster, leaderboard } = urls(f);
  const r = await get(roster);
  const l = await get(leaderboard);
  // The roster's athletes and the leaderboard's rows (the leaderboard also lists its timing classes).
  const rows = (body: Record<string, unknown[]>, key: string) =>
    Array.isArray(body[key]) ? body[key].length : 0;
  return {
    rosterRows: rows(r.body, 'athletes'),
    rosterBytes: r.bytes,
    leaderboardRows: rows(l.body, 'rows'),
    leaderboardBytes: l.bytes,
  };
}

const summary = (values: number[]) => ({
  p50: round(median(values), 2),
  p95: round(percentile(values, 95), 2),
  p99: round(percentile(values, 99), 2),
});

export const teamsBenchmark: Benchmark<TeamsSize> = {
  name: 'teams',
  title: `7. Teams: roster and leaderboard of a ${TEAM_SIZE}-athlete team at ${TEAM_SIZE} vs ${LARGE.toLocaleString('en-US')} athletes`,
  sizes: {
    full: {
      teamSize: TEAM_SIZE,
      large: LARGE,
      resultsEach: Number(process.env.BENCH_TEAMS_RESULTS ?? 50),
      requests: 150,
      rounds: 3,
      warmupRequests: 30,
    },
    // One result of every movement each, so the leaderboard's test has rows.
    smoke: {
      teamSize: 5,
      large: 30,
      resultsEach: MOVEMENTS.length,
      requests: 4,
      rounds: 1,
      warmupRequests: 2,
    },
  },
  async run(size) {
    const {
      teamSize: TEAM_SIZE,
      large: LARGE,
      resultsEach: RESULTS_EACH,
      requests: REQUESTS,
      rounds: ROUNDS,
    } = size;
    const fixtures: Fixture[] = [];
    try {
      fixtures.push(await fixture('teams_small', TEAM_SIZE, size));
      fixtures.push(await fixture('teams_large', LARGE, size));
      const sizes: Awaited<ReturnType<typeof answerSizes>>[] = [];
      for (const f of fixtures) {
        sizes.push(await answerSizes(f));
        const { roster, leaderboard } = urls(f);
        await timedGets(roster, [f.token], size.warmupRequests);
        await timedGets(leaderboard, [f.token], size.warmupRequests);
      }
      for (const s of sizes) {
        ensure(s.rosterRows === TEAM_SIZE, `the roster holds all ${TEAM_SIZE} athletes`);
        ensure(s.leaderboardRows > 0, 'the leaderboard has rows');
      }
      // Interleaved rounds, so drift on this machine hits both cases alike.
      for (let r = 0; r < ROUNDS; r++) {
        for (const f of fixtures) {
          const { roster, leaderboard } = urls(f);
          f.latencies.roster.push(...(await timedGets(roster, [f.token], REQUESTS / ROUNDS)));
          f.latencies.leaderboard.push(
            ...(await timedGets(leaderboard, [f.token], REQUESTS / ROUNDS)),
          );
        }
      }
      const rows = fixtures.flatMap((f, i) =>
        (['roster', 'leaderboard'] as const).map((endpoint) => {
          const s = summary(f.latencies[endpoint]);
          const size = sizes[i]!;
          const answered = endpoint === 'roster' ? size.rosterRows : size.leaderboardRows;
          return { athletes: f.athletes, endpoint, answered, ...s };
        }),
      );
      printTable(
        `${REQUESTS} sequential requests per endpoint (ms), ${ROUNDS} interleaved rounds; ${RESULTS_EACH} results per athlete`,
        ['athletes in database', 'endpoint', 'rows in the one answer', 'p50', 'p95', 'p99'],
        rows.map((m) => [m.athletes, m.endpoint, m.answered, m.p50, m.p95, m.p99]),
      );
      const at = (athletes: number, endpoint: string) =>
        rows.find((m) => m.athletes === athletes && m.endpoint === endpoint)!;
      const ratio = (endpoint: string) =>
        round(at(LARGE, endpoint).p50 / at(TEAM_SIZE, endpoint).p50, 2);
      return {
        data: { rows, sizes },
        targets: [
          {
            target: `roster of ${TEAM_SIZE} in one request`,
            value: `${sizes[1]!.rosterRows} athletes, ${round(sizes[1]!.rosterBytes / 1024, 1)} KiB`,
            met: sizes.every((s) => s.rosterRows === TEAM_SIZE),
          },
          {
            target: 'leaderboard in one request',
            value: `${sizes[1]!.leaderboardRows} rows`,
            met: sizes.every((s) => s.leaderboardRows > 0),
          },
          {
            target: `roster p50 at ${LARGE.toLocaleString('en-US')} within 2× of ${TEAM_SIZE} athletes`,
            value: `${at(TEAM_SIZE, 'roster').p50} → ${at(LARGE, 'roster').p50} ms (×${ratio('roster')}); p99 ${at(LARGE, 'roster').p99} ms`,
            met: ratio('roster') <= 2,
          },
          {
            target: `leaderboard p50 at ${LARGE.toLocaleString('en-US')} within 2× of ${TEAM_SIZE} athletes`,
            value: `${at(TEAM_SIZE, 'leaderboard').p50} → ${at(LARGE, 'leaderboard').p50} ms (×${ratio('leaderboard')}); p99 ${at(LARGE, 'leaderboard').p99} ms`,
            met: ratio('leaderboard') <= 2,
          },
        ],
        notes: [],
      };
    } finally {
      for (const f of fixtures) {
        await f.server.stop();
        await f.db.drop();
      }
    }
  },
};

await runIfMain(import.meta, teamsBenchmark);
