import type {
  RosterResponse,
  Session,
  Team,
  TeamAthleteAnalysis,
} from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp, signUpAthlete } from './support/auth';
import { getTestDatabase } from './support/database';

/**
 * The roster's biggest gap is the current diagnosis's (docs/product/teams.md, "Roster"), not the
 * reason of the newest assessment-history row, which is written only when the badge changes.
 */

const delivery = deliveryForThisFile();
const app = () => buildTestApp({}, delivery.integrations);

async function onboardWithJump(server: App, firstName: string, inches: number) {
  const session = await signUpAthlete(server, delivery, { firstName, lastName: 'Gap' });
  const res = await call(server, session, 'PUT', '/api/onboarding/broad-jump', {
    feet: Math.floor(inches / 12),
    inches: inches % 12,
  });
  expect(res.statusCode, res.body).toBe(200);
  return session;
}

async function teamOf(server: App, coach: Session, athletes: Session[]): Promise<Team> {
  const created = await call(server, coach, 'POST', '/api/teams', {
    name: 'Varsity',
    sportLevel: 'high_school',
  });
  expect(created.statusCode, created.body).toBe(201);
  const team = created.json<Team>();
  for (const athlete of athletes) {
    const joined = await call(server, athlete, 'POST', '/api/teams/join', {
      code: team.inviteCode,
    });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  return team;
}

describe('roster biggest gap', () => {
  it('follows the current diagnosis when the badge did not change (a stale history row)', async () => {
    const server = await app();
    const coach = await signUp(server, delivery, {
      role: 'coach',
      firstName: 'Cal',
      lastName: 'Coach',
    });
    // 200 lb: the elite broad jump is 129 in. 6' 0" is 57 in short, 8' 0" 33 in short: both FORCE.
    const improver = await onboardWithJump(server, 'Ivan', 72);
    const steady = await onboardWithJump(server, 'Sam', 96);
    // 9' 2" is still FORCE (19 in short): the badge stays, so no history row is added.
    const saved = await call(server, improver, 'POST', '/api/results', {
      movement: 'broad_jump',
      value: 110,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const team = await teamOf(server, coach, [improver, steady]);

    const { db } = await getTestDatabase();
    const history = await db.execute<{ gap: number }>(sql`
      SELECT (reason->>'gapInches')::float AS gap FROM assessment_history
      WHERE athlete_id = ${improver.user.id} ORDER BY assessed_at DESC LIMIT 1`);
    // The newest history row still says 57 in: what the roster showed before.
    expect(history.rows[0]?.gap).toBe(57);

    const roster = (
      await call(server, coach, 'GET', `/api/teams/${team.id}/roster`)
    ).json<RosterResponse>();
    const gapOf = (name: string) => roster.athletes.find((a) => a.firstName === name)?.biggestGap;
    expect(gapOf('Ivan')).toEqual({ test: 'Broad Jump', amount: 19, unit: 'in' });
    expect(gapOf('Sam')).toEqual({ test: 'Broad Jump', amount: 33, unit: 'in' });

    // The diagnosis one tap away says the same gap.
    const analysis = (
      await call(server, coach, 'GET', `/api/teams/${team.id}/athletes/${improver.user.id}`)
    ).json<TeamAthleteAnalysis>();
    expect(analysis.profile.deficiencyNotes).toContain('19″ short');
  });

  it('names a slow fly from the best flies now, and none without a diagnosis', async () => {
    const server = await app();
    const coach = await signUp(server, delivery, {
      role: 'coach',
      firstName: 'Cal',
      lastName: 'Coach',
    });
    // 10' 5" (125 in) is within 6 in of elite: the flies decide.
    const flier = await onboardWithJump(server, 'Fay', 125);
    for (const value of [1.4, 1.25]) {
      const res = await call(server, flier, 'POST', '/api/results', {
        movement: '5_10_fly',
        value,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const newcomer = await signUpAthlete(server, delivery, { firstName: 'Nia', lastName: 'New' });
    const team = await teamOf(server, coach, [flier, newcomer]);

    const roster = (
      await call(server, coach, 'GET', `/api/teams/${team.id}/roster`)
    ).json<RosterResponse>();
    const gapOf = (name: string) => roster.athletes.find((a) => a.firstName === name)?.biggestGap;
    // Best 5→10 fly 1.25 s against 1.05 s elite: 0.20 s slow (the 1.40 s first try is not the gap).
    expect(gapOf('Fay')).toEqual({ test: '5→10 Fly', amount: 0.2, unit: 's' });
    expect(gapOf('Nia')).toBeNull();
  });
});
