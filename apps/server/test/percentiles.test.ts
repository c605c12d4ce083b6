import { randomUUID } from 'node:crypto';
import type { PercentilesResponse, Session, Team } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp, signUpAthlete } from './support/auth';
import { getTestDatabase } from './support/database';

/**
 * The roster's percentiles (docs/product/percentiles.md): within the team's position group, and
 * within GameSpeed among athletes of the same level and position once 30 are there; current best
 * results, electronic times only unless asked.
 */
const delivery = deliveryForThisFile();

/** Athletes elsewhere on GameSpeed, written straight to the database: level, position, a 40. */
async function otherAthletes(
  count: number,
  options: { level: string; position: string; forty: (i: number) => number; timing: string },
) {
  const { db } = await getTestDatabase();
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    await db.execute(
      sql`INSERT INTO auth_accounts (id, email) VALUES (${id}, ${`${id}@pool.test`})`,
    );
    await db.execute(sql`
      INSERT INTO users (id, role, position, level, graduation_year)
      VALUES (${id}, 'athlete', ${options.position}, ${options.level}, NULL)`);
    const session = randomUUID();
    await db.execute(sql`INSERT INTO test_sessions (id, entered_by) VALUES (${session}, ${id})`);
    await db.execute(sql`
      INSERT INTO test_results
        (athlete_id, movement_id, result_value, result_type, timing_method, session_id)
      SELECT ${id}, m.id, ${options.forty(i)}, 'seconds', ${options.timing}, ${session}
      FROM movements m WHERE m.name = 'forty'`);
  }
}

async function teamAthlete(server: App, team: Team, position: string, forty: number | null) {
  const session = await signUpAthlete(server, delivery, {
    physical: { position, heightInches: 70, weightLbs: 180 },
  });
  const joined = await call(server, session, 'POST', '/api/teams/join', { code: team.inviteCode });
  expect(joined.statusCode, joined.body).toBe(200);
  if (forty !== null) {
    const saved = await call(server, session, 'POST', '/api/results', {
      movement: 'forty',
      value: forty,
      timingMethod: 'electronic',
    });
    expect(saved.statusCode, saved.body).toBe(201);
  }
  return session;
}

const percentiles = async (server: App, coach: Session, team: Team, query: string) => {
  const res = await call(server, coach, 'GET', `/api/teams/${team.id}/percentiles?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PercentilesResponse>();
};

describe('team percentiles', () => {
  it('rank within the position group and, from 30 athletes on, within GameSpeed', async () => {
    const server = await buildTestApp({}, delivery.integrations);
    const coach = await signUp(server, delivery, { role: 'coach', firstName: 'C', lastName: 'P' });
    const created = await call(server, coach, 'POST', '/api/teams', {
      name: 'Eagles',
      sportLevel: 'high_school',
    });
    const team = created.json<Team>();
    const fastWr = await teamAthlete(server, team, 'WR', 4.6);
    const slowWr = await teamAthlete(server, team, 'WR', 5.1);
    const cb = await teamAthlete(server, team, 'CB', 4.8);
    const untested = await teamAthlete(server, team, 'RB', null);

    // 28 high-school WRs elsewhere (electronic), so 30 with the two on the team; college WRs and
    // hand-timed high-school WRs do not count.
    await otherAthletes(28, {
      level: 'high_school',
      position: 'WR',
      forty: (i) => 4.7 + i / 100,
      timing: 'electronic',
    });
    await otherAthletes(5, {
      level: 'college',
      position: 'WR',
      forty: () => 4.4,
      timing: 'electronic',
    });
    await otherAthletes(3, {
      level: 'high_school',
      position: 'WR',
      forty: () => 4.5,
      timing: 'hand',
    });

    const forty = await percentiles(server, coach, team, 'test=forty');
    expect(forty.test).toBe('forty');
    expect(forty.timing).toBe('electronic');
    expect(Number.isNaN(Date.parse(forty.computedAt))).toBe(false);
    const of = (s: Session) => forty.athletes.find((a) => a.athleteId === s.user.id)!;
    expect(of(fastWr)).toEqual({
      athleteId: fastWr.user.id,
      positionGroup: 'WR',
      level: 'high_school',
      best: 4.6,
      team: { kind: 'percentile', percentile: 75, n: 2 },
      gameSpeed: { kind: 'percentile', percentile: 98, n: 30 },
    });
    expect(of(slowWr).team).toEqual({ kind: 'percentile', percentile: 25, n: 2 });
    expect(of(slowWr).gameSpeed).toEqual({ kind: 'percentile', percentile: 2, n: 30 });
    // The only DB on the team, and one of one high-school CB on GameSpeed.
    expect(of(cb).team).toEqual({ kind: 'not-enough', n: 1, needed: 2 });
    expect(of(cb).gameSpeed).toEqual({ kind: 'not-enough', n: 1, needed: 30 });
    expect(of(untested)).toMatchObject({ best: null, team: null, gameSpeed: null });

    // With hand times too, the three hand-timed 4.5s join the pool and come first.
    const all = await percentiles(server, coach, team, 'test=forty&timing=all');
    expect(all.athletes.find((a) => a.athleteId === fastWr.user.id)?.gameSpeed).toEqual({
      kind: 'percentile',
      percentile: 89,
      n: 33,
    });

    // Another coach learns nothing about the team.
    const other = await signUp(server, delivery, { role: 'coach', firstName: 'O', lastName: 'C' });
    const refused = await call(server, other, 'GET', `/api/teams/${team.id}/percentiles`);
    expect(refused.statusCode).toBe(404);
    const bad = await call(server, coach, 'GET', `/api/teams/${team.id}/percentiles?test=bench`);
    expect(bad.statusCode).toBe(400);
  });
});
