import type {
  Profile,
  RosterResponse,
  Session,
  Team,
  TeamAthleteAnalysis,
} from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp, signUpAthlete } from './support/auth';

/** The athlete's birth month and what coaches see of it (docs/product/privacy.md). */

const delivery = deliveryForThisFile();
const NOW = new Date('2026-03-10T12:00:00Z');
const app = () => buildTestApp({ now: () => NOW }, delivery.integrations);

const setBirth = (server: App, session: Session, body: unknown) =>
  call(server, session, 'PUT', '/api/profile/birth-month', body);

async function coachWithAthleteOnTeam(server: App, athlete: Session) {
  const coach = await signUp(server, delivery, { role: 'coach' });
  const created = await call(server, coach, 'POST', '/api/teams', {
    name: 'Varsity',
    sportLevel: 'high_school',
  });
  expect(created.statusCode, created.body).toBe(201);
  const team = created.json<Team>();
  const joined = await call(server, athlete, 'POST', '/api/teams/join', {
    code: team.inviteCode,
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return { coach, team };
}

/** Every number anywhere in an answer. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

describe('PUT /api/profile/birth-month', () => {
  it('stores the month and year once and shows them to the athlete only', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    expect(athlete.profile?.birthYear).toBeNull();

    const set = await setBirth(server, athlete, { year: 2010, month: 4 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Profile>()).toMatchObject({ birthYear: 2010, birthMonth: 4 });

    const again = await setBirth(server, athlete, { year: 2001, month: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('birth_month_set');
    const own = await call(server, athlete, 'GET', '/api/profile');
    expect(own.json<Profile>()).toMatchObject({ birthYear: 2010, birthMonth: 4 });
  });

  it('refuses a month in the future, a year over 100 years back and a malformed body', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    for (const body of [
      { year: 2026, month: 4 },
      { year: 2027, month: 1 },
      { year: 1925, month: 12 },
    ]) {
      const res = await setBirth(server, athlete, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('invalid_birth_month');
    }
    for (const body of [
      { year: 2010 },
      { year: 2010, month: 13 },
      { year: 2010, month: 1, day: 2 },
    ]) {
      const res = await setBirth(server, athlete, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    // This very month is allowed: the person may have been born last week.
    expect((await setBirth(server, athlete, { year: 2026, month: 3 })).statusCode).toBe(200);
  });

  it('is for athletes: a coach is refused', async () => {
    const server = await app();
    const coach = await signUp(server, delivery, { role: 'coach' });
    expect((await setBirth(server, coach, { year: 1980, month: 4 })).statusCode).toBe(403);
  });
});

describe('what a coach sees', () => {
  it('the roster and the athlete view carry the age group and never the birth month', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery, { firstName: 'Young' });
    // March 2026, born April 2010: 15 until April.
    expect((await setBirth(server, athlete, { year: 2010, month: 4 })).statusCode).toBe(200);
    const { coach, team } = await coachWithAthleteOnTeam(server, athlete);

    const roster = await call(server, coach, 'GET', `/api/teams/${team.id}/roster`);
    expect(roster.statusCode, roster.body).toBe(200);
    const [row] = roster.json<RosterResponse>().athletes;
    expect(row?.ageGroup).toBe('15_16');

    const view = await call(
      server,
      coach,
      'GET',
      `/api/teams/${team.id}/athletes/${athlete.user.id}`,
    );
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<TeamAthleteAnalysis>().profile.ageGroup).toBe('15_16');

    for (const url of [
      `/api/teams/${team.id}/roster`,
      `/api/teams/${team.id}/athletes/${athlete.user.id}`,
      `/api/teams/${team.id}/leaderboard?test=forty`,
      '/api/coach/dashboard',
      '/api/teams',
    ]) {
      const res = await call(server, coach, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.body, url).not.toMatch(/birth/i);
      expect(numbersIn(res.json()), url).not.toContain(2010);
    }
  });

  it('an athlete who has not given it shows no age group', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    const { coach, team } = await coachWithAthleteOnTeam(server, athlete);
    const roster = await call(server, coach, 'GET', `/api/teams/${team.id}/roster`);
    expect(roster.json<RosterResponse>().athletes[0]?.ageGroup).toBeNull();
  });
});
