/**
 * The roster half of the sprint-profile benchmark (sprint-profile.ts): a coach's roster of
 * `teamSize` athletes who each have `fortiesEach` 40s with 10- and 20-yd splits, their profiles
 * computed by the server itself when it starts (the start-up backfill), read through
 * GET /api/teams/:id/roster on the real server over HTTP as the teams benchmark reads it. Checks
 * first that every athlete's current profile is the football case's (MSS 9.62 m/s ± 0.5 %).
 */
import type { RosterResponse } from '@gamespeed/domain/contracts';
import { ensure } from './lib/harness';
import { createBenchDatabase } from './lib/postgres';
import { BENCH_TEAM, seedAthletes, seedFortiesWithSplits, seedTeam, sessionOf } from './lib/seed';
import { startServer } from './lib/server';
import { percentile, round } from './lib/stats';
import { timedGets } from './lib/timed-get';

export interface ProfiledRosterSize {
  teamSize: number;
  fortiesEach: number;
  /** Other results each athlete has (all movements in turn). */
  resultsEach: number;
  requests: number;
  warmupRequests: number;
}

/** The football case's MSS (docs/product/sprint-profile.md, test vectors). */
const FOOTBALL_MSS = 9.62;

export async function timeProfiledRoster(size: ProfiledRosterSize) {
  const db = await createBenchDatabase('sprint_profile_roster');
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    await seedAthletes(db, 1, size.teamSize, size.resultsEach);
    await seedTeam(db, size.teamSize, size.teamSize);
    await seedFortiesWithSplits(db, 1, size.teamSize, size.fortiesEach);
    const t0 = performance.now();
    server = await startServer({ databaseUrl: db.url });
    const startSeconds = round((performance.now() - t0) / 1000, 1);
    const { rows } = await db.query<{ reliable: number; total: number }>(
      `SELECT count(*) FILTER (WHERE status = 'reliable')::int AS reliable, count(*)::int AS total
       FROM sprint_profiles`,
    );
    const stored = size.teamSize * size.fortiesEach;
    ensure(
      rows[0]?.total === stored && rows[0]?.reliable === stored,
      `a reliable profile per 40 (${JSON.stringify(rows[0])} of ${stored})`,
    );
    const { access_token: token } = await sessionOf(db.url, BENCH_TEAM.coachId);
    const url = `${server.baseUrl}/api/teams/${BENCH_TEAM.teamId}/roster`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    ensure(res.ok, `GET roster → ${res.status}`);
    const text = await res.text();
    const { athletes } = JSON.parse(text) as RosterResponse;
    ensure(athletes.length === size.teamSize, `the roster holds all ${size.teamSize} athletes`);
    for (const athlete of athletes) {
      const mss = athlete.sprintProfile?.mss ?? Number.NaN;
      ensure(
        Math.abs(mss / FOOTBALL_MSS - 1) <= 0.005 && athlete.sprintProfile?.f0PerKg != null,
        `${athlete.lastName}: current profile MSS ${mss}, expected ${FOOTBALL_MSS} ± 0.5 % with F0/kg`,
      );
    }
    await timedGets(url, [token], size.warmupRequests);
    const latencies = await timedGets(url, [token], size.requests);
    return {
      athletes: athletes.length,
      profiles: stored,
      bytes: text.length,
      startSeconds,
      requests: latencies.length,
      p50: round(percentile(latencies, 50), 2),
      p99: round(percentile(latencies, 99), 2),
      max: round(Math.max(...latencies), 2),
    };
  } finally {
    await server?.stop();
    await db.drop();
  }
}
