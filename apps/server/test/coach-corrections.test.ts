import type {
  LeaderboardResponse,
  Session,
  TestDayBaselines,
  TestResult,
} from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile } from './support/auth';
import { getTestDatabase } from './support/database';
import {
  enterSaved,
  ownResult,
  sendEntries,
  teamWithAthletes,
  testDayEntry,
  twoCoachScene,
} from './support/test-day';

/**
 * A coach corrects their own test-day entry (docs/product/teams.md 'Corrections'), and the test
 * day's baselines for the unusual-value question ('Test day').
 */

const delivery = deliveryForThisFile();

async function diagnosisOf(athleteId: string) {
  const { rows } = await (await getTestDatabase()).db.execute<{ primary_deficiency: string }>(
    sql`SELECT primary_deficiency FROM users WHERE id = ${athleteId}`,
  );
  return rows[0]!.primary_deficiency;
}

const leaderboard = async (app: App, coach: Session, teamId: string) =>
  (await call(app, coach, 'GET', `/api/teams/${teamId}/leaderboard?test=broad_jump`))
    .json<LeaderboardResponse>()
    .rows.map((row) => [row.firstName, row.value]);

describe('a coach corrects their own entry', () => {
  it('an 11\' 10" typo for a 10\' 0" jumper is corrected: the leaderboard and the diagnosis follow, the revision keeps the typo', async () => {
    const app = await buildTestApp({}, delivery.integrations);
    const { coach, team, athletes } = await teamWithAthletes(app, delivery, ['Gus', 'Hal']);
    const [gus, hal] = athletes as [Session, Session];
    await sendEntries(app, coach, team.id, [testDayEntry(hal.user.id, { value: 125 })]);
    const before = await diagnosisOf(gus.user.id);
    const [typo] = await enterSaved(app, coach, team.id, [
      testDayEntry(gus.user.id, { value: 142 }),
    ]);
    expect(await leaderboard(app, coach, team.id)).toEqual([
      ['Gus', 142],
      ['Hal', 125],
    ]);
    expect(await diagnosisOf(gus.user.id)).not.toBe(before);

    const url = `/api/teams/${team.id}/results/${typo}`;
    // Human limits hold for a correction too.
    const impossible = await call(app, coach, 'PATCH', url, { value: 160 });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json<{ error: { message: string } }>().error.message).toMatch(
      /^body\.value: .*(must be between|more than anyone has ever recorded)/,
    );
    const fixed = await call(app, coach, 'PATCH', url, { value: 120, note: 'Typo: 10 ft' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json<TestResult>()).toMatchObject({ value: 120, note: 'Typo: 10 ft' });
    expect(await leaderboard(app, coach, team.id)).toEqual([
      ['Hal', 125],
      ['Gus', 120],
    ]);
    expect(await diagnosisOf(gus.user.id)).toBe(before);
    const { rows } = await (await getTestDatabase()).db.execute<{
      action: string;
      changed_by: string;
      previous: { value: number } | null;
    }>(
      sql`SELECT action, changed_by, previous FROM test_result_revisions WHERE result_id = ${typo!} ORDER BY changed_at, id`,
    );
    expect(rows.map((r) => [r.action, r.changed_by, r.previous?.value ?? null])).toEqual([
      ['create', coach.user.id, null],
      ['edit', coach.user.id, 142],
    ]);

    // The athlete still cannot edit it (Hide is theirs); a deleted entry is not edited.
    expect((await call(app, gus, 'PATCH', `/api/results/${typo}`, { value: 100 })).statusCode).toBe(
      409,
    );
    await call(app, coach, 'DELETE', url);
    expect((await call(app, coach, 'PATCH', url, { value: 119 })).statusCode).toBe(404);
  });

  it("another coach, the athlete's own result and a former member's entry are not found", async () => {
    const {
      app,
      athlete: ida,
      first,
      second,
    } = await twoCoachScene(delivery, 'Ida', ['Quinn', 'Rae']);
    const [mine] = await enterSaved(app, first.coach, first.team.id, [testDayEntry(ida.user.id)]);
    const own = await ownResult(app, ida);
    expect(
      (
        await call(app, second.coach, 'PATCH', `/api/teams/${second.team.id}/results/${mine}`, {
          value: 99,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(app, first.coach, 'PATCH', `/api/teams/${first.team.id}/results/${own.id}`, {
          value: 99,
        })
      ).statusCode,
    ).toBe(404);
    await call(app, ida, 'POST', `/api/teams/${first.team.id}/leave`);
    expect(
      (
        await call(app, first.coach, 'PATCH', `/api/teams/${first.team.id}/results/${mine}`, {
          value: 99,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('test day baselines', () => {
  it("give each current athlete's best of every test and the elite value for their weight", async () => {
    const app = await buildTestApp({}, delivery.integrations);
    const { coach, team, athletes } = await teamWithAthletes(app, delivery, ['Jo', 'Kai']);
    const [jo, kai] = athletes as [Session, Session];
    await sendEntries(app, coach, team.id, [
      testDayEntry(jo.user.id, { value: 120 }),
      testDayEntry(jo.user.id, { movement: 'forty', value: 4.9, timingMethod: 'electronic' }),
    ]);
    await call(app, kai, 'POST', `/api/teams/${team.id}/leave`);
    const res = await call(app, coach, 'GET', `/api/teams/${team.id}/test-day/baselines`);
    expect(res.statusCode, res.body).toBe(200);
    const { athletes: rows } = res.json<TestDayBaselines>();
    expect(rows.map((r) => r.athleteId)).toEqual([jo.user.id]);
    expect(rows[0]!.best).toEqual({ broad_jump: 120, forty: 4.9 });
    // Onboarding weighed the athlete: the bodyweight rows give an elite broad jump and forty.
    expect(rows[0]!.elite.broad_jump).toBeGreaterThan(100);
    expect(rows[0]!.elite.forty).toBeLessThan(5);
  });
});
