import type { LevelResponse, Team } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, manualClock } from './support/app';
import { call, deliveryForThisFile, signUp, signUpAthlete } from './support/auth';

/**
 * The athlete's level (docs/product/levels.md): chosen in Settings, overridden by a team's level,
 * the high-school grade moved on by the graduation year each summer.
 */
const delivery = deliveryForThisFile();

describe('the athlete level', () => {
  it('is chosen in Settings, checked against the school year, and moves on in July', async () => {
    const clock = manualClock(new Date('2026-06-30T23:55:00Z'));
    const server = await buildTestApp({ now: clock.now }, delivery.integrations);
    const athlete = await signUpAthlete(server, delivery, { firstName: 'Jay', lastName: 'Rowe' });

    const before = await call(server, athlete, 'GET', '/api/profile/level');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      level: null,
      graduationYear: null,
      effective: null,
      teamName: null,
    });

    const refused = await call(server, athlete, 'PUT', '/api/profile/level', {
      level: 'high_school',
      graduationYear: 2031,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(
      /Graduation year must be 2026 to 2029 for high school/,
    );

    const saved = await call(server, athlete, 'PUT', '/api/profile/level', {
      level: 'high_school',
      graduationYear: 2027,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<LevelResponse>().effective).toEqual({
      level: 'high_school',
      grade: 11,
      source: 'settings',
    });
    const profile = await call(server, athlete, 'GET', '/api/profile');
    expect(profile.json()).toMatchObject({ level: 'high_school', graduationYear: 2027 });

    clock.advance(10 * 60_000); // 1 July: a senior now
    const summer = await call(server, athlete, 'GET', '/api/profile/level');
    expect(summer.json<LevelResponse>().effective?.grade).toBe(12);
  });

  it("takes the team's level first, and is refused to a coach", async () => {
    const server = await buildTestApp({}, delivery.integrations);
    const coach = await signUp(server, delivery, { role: 'coach', firstName: 'C', lastName: 'K' });
    const created = await call(server, coach, 'POST', '/api/teams', {
      name: 'Tigers',
      sportLevel: 'college',
    });
    expect(created.statusCode, created.body).toBe(201);
    const team = created.json<Team>();
    const athlete = await signUpAthlete(server, delivery, { firstName: 'Al', lastName: 'Bo' });
    await call(server, athlete, 'PUT', '/api/profile/level', {
      level: 'professional',
      graduationYear: null,
    });
    const joined = await call(server, athlete, 'POST', '/api/teams/join', {
      code: team.inviteCode,
    });
    expect(joined.statusCode, joined.body).toBe(200);

    const level = await call(server, athlete, 'GET', '/api/profile/level');
    expect(level.json()).toEqual({
      level: 'professional',
      graduationYear: null,
      effective: { level: 'college', grade: null, source: 'team' },
      teamName: 'Tigers',
    });
    expect((await call(server, coach, 'GET', '/api/profile/level')).statusCode).toBe(403);
  });
});
