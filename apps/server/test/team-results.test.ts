import { randomUUID } from 'node:crypto';
import type {
  Dashboard,
  ListResultsResponse,
  Session,
  Team,
  TeamResultsResponse,
  TestResult,
} from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp, signUpAthlete } from './support/auth';
import { getTestDatabase } from './support/database';

/** Test day and disputes through the HTTP API (docs/product/teams.md 'Test day', 'Disputes'). */

const delivery = deliveryForThisFile();

const app = () => buildTestApp({}, delivery.integrations);

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return (await (await getTestDatabase()).db.execute<T>(query)).rows;
}

// Onboarding ends with a first broad jump of 6 ft 8 in (80 in) and a first diagnosis.
const athlete = (server: App, firstName: string) =>
  signUpAthlete(server, delivery, {
    firstName,
    lastName: 'Lete',
    broadJump: { feet: 6, inches: 8 },
  });

async function setUp(server: App) {
  const coach = await signUp(server, delivery, {
    role: 'coach',
    firstName: 'Jane',
    lastName: 'Doe',
  });
  const created = await call(server, coach, 'POST', '/api/teams', { name: 'Varsity' });
  expect(created.statusCode, created.body).toBe(201);
  const team = created.json<Team>();
  const a = await athlete(server, 'Ann');
  const b = await athlete(server, 'Ben');
  for (const s of [a, b]) {
    const joined = await call(server, s, 'POST', '/api/teams/join', { code: team.inviteCode });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  return { coach, team, a, b };
}

const entry = (athleteId: string, fields: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  athleteId,
  movement: 'broad_jump',
  value: 110,
  testDate: '2026-11-20',
  ...fields,
});

async function send(server: App, coach: Session, teamId: string, entries: unknown[]) {
  const res = await call(server, coach, 'POST', `/api/teams/${teamId}/results`, { entries });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TeamResultsResponse>().outcomes;
}

const dashboard = async (server: App, s: Session) =>
  (await call(server, s, 'GET', '/api/dashboard')).json<Dashboard>();
const history = async (server: App, s: Session) =>
  (await call(server, s, 'GET', '/api/results/history')).json<ListResultsResponse>().results;

describe('test day', () => {
  it('saves each entry as a result of its athlete, entered by the coach, and it counts like their own', async () => {
    const server = await app();
    const { coach, team, a, b } = await setUp(server);
    const diagnosisOf = async (id: string) =>
      (
        await rows<{ primary_deficiency: string }>(
          sql`SELECT primary_deficiency FROM users WHERE id = ${id}`,
        )
      )[0]!.primary_deficiency;
    // 80 in at 200 lb is far short of elite.
    expect(await diagnosisOf(a.user.id)).toBe('force_deficient');
    const outcomes = await send(server, coach, team.id, [
      entry(a.user.id, { value: 135 }),
      entry(a.user.id, { movement: '5_10_fly', value: 1.5, timingMethod: 'electronic' }),
      entry(b.user.id, { movement: 'forty', value: 4.7, timingMethod: 'hand' }),
    ]);
    expect(outcomes.map((o) => [o.status, o.status === 'saved' && o.created])).toEqual([
      ['saved', true],
      ['saved', true],
      ['saved', true],
    ]);
    const saved = outcomes[0]!;
    if (saved.status !== 'saved') throw new Error('not saved');
    expect(saved.result).toMatchObject({
      movement: 'broad_jump',
      value: 135,
      testDate: '2026-11-20',
      enteredBy: coach.user.id,
      enteredByCoach: true,
      enteredByName: 'Jane Doe',
      hiddenAt: null,
    });
    // Best values, the stored diagnosis and progress, exactly as for the athlete's own saves.
    const board = await dashboard(server, a);
    expect(board.bestValues.broad_jump).toBe(135);
    expect(board.bestValues['5_10_fly']).toBe(1.5);
    // The stored diagnosis was recomputed in the same transaction from the coach's values.
    expect(await diagnosisOf(a.user.id)).toBe('form_deficient');
    const summary = (await call(server, a, 'GET', '/api/results/summary')).json<{
      testsCompleted: number;
    }>();
    expect(summary.testsCompleted).toBe(3);
    const [revision] = await rows<{ changed_by: string }>(
      sql`SELECT changed_by FROM test_result_revisions WHERE result_id = ${saved.result.id}`,
    );
    expect(revision!.changed_by).toBe(coach.user.id);
    // The athlete's own result says nothing about a coach.
    const own = await call(server, a, 'POST', '/api/results', { movement: 'forty', value: 4.9 });
    expect(own.json<TestResult>()).toMatchObject({ enteredByCoach: false, enteredByName: null });
  });

  it('refuses an implausible value, a future date or a timing method on a distance, entry by entry', async () => {
    const server = await app();
    const { coach, team, a, b } = await setUp(server);
    const outcomes = await send(server, coach, team.id, [
      entry(a.user.id, { value: 900 }),
      entry(a.user.id, { testDate: '2999-01-01' }),
      entry(a.user.id, { timingMethod: 'hand' }),
      entry(b.user.id, { value: 100 }),
    ]);
    expect(outcomes.map((o) => (o.status === 'refused' ? o.code : o.status))).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'saved',
    ]);
    const first = outcomes[0]!;
    expect(first.status === 'refused' && first.reason).toMatch(/^value: must be between/);
    expect((await history(server, a)).filter((r) => r.enteredByCoach)).toEqual([]);
  });

  it('is idempotent per clientId, also under concurrent repeats', async () => {
    const server = await app();
    const { coach, team, a } = await setUp(server);
    const one = entry(a.user.id, { value: 105 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(server, coach, team.id, [one])),
    );
    const outcomes = answers.flat();
    expect(outcomes.every((o) => o.status === 'saved')).toBe(true);
    expect(outcomes.filter((o) => o.status === 'saved' && o.created)).toHaveLength(1);
    const ids = new Set(outcomes.map((o) => (o.status === 'saved' ? o.result.id : '')));
    expect(ids.size).toBe(1);
    const [count] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM test_results
          WHERE athlete_id = ${a.user.id} AND entered_by = ${coach.user.id}`,
    );
    expect(count!.n).toBe(1);
    // A repeat later (the answer was lost) answers the same result, not a second one.
    const again = await send(server, coach, team.id, [one]);
    expect(again[0]).toMatchObject({ status: 'saved', created: false });
  });

  it('refuses a clientId the athlete already used for their own result', async () => {
    const server = await app();
    const { coach, team, a } = await setUp(server);
    const clientId = randomUUID();
    const own = await call(server, a, 'POST', '/api/results', {
      movement: 'broad_jump',
      value: 100,
      clientId,
    });
    expect(own.statusCode).toBe(201);
    const [outcome] = await send(server, coach, team.id, [entry(a.user.id, { clientId })]);
    expect(outcome).toMatchObject({ status: 'refused', code: 'client_id_used' });
    expect(JSON.stringify(outcome)).not.toContain(own.json<TestResult>().id);
  });

  it('writes and reads only for athletes on the team now: not after leaving or removal, not for another team', async () => {
    const server = await app();
    const { coach, team, a, b } = await setUp(server);
    const outsider = await athlete(server, 'Out');
    const left = await call(server, a, 'POST', `/api/teams/${team.id}/leave`);
    expect(left.statusCode).toBe(204);
    const removed = await call(
      server,
      coach,
      'DELETE',
      `/api/teams/${team.id}/members/${b.user.id}`,
    );
    expect(removed.statusCode).toBe(204);
    const outcomes = await send(server, coach, team.id, [
      entry(a.user.id),
      entry(b.user.id),
      entry(outsider.user.id),
    ]);
    expect(outcomes.map((o) => o.status === 'refused' && o.code)).toEqual([
      'not_on_team',
      'not_on_team',
      'not_on_team',
    ]);
    const [count] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM test_results WHERE entered_by = ${coach.user.id}`,
    );
    expect(count!.n).toBe(0);
    for (const s of [a, b]) {
      const read = await call(
        server,
        coach,
        'GET',
        `/api/teams/${team.id}/athletes/${s.user.id}/results`,
      );
      expect(read.statusCode).toBe(404);
    }
    // Another coach cannot use this team at all.
    const other = await signUp(server, delivery, { role: 'coach' });
    const foreign = await call(server, other, 'POST', `/api/teams/${team.id}/results`, {
      entries: [entry(a.user.id)],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a repeat of a saved entry after the athlete left is refused, and nothing new is written', async () => {
    const server = await app();
    const { coach, team, a } = await setUp(server);
    const one = entry(a.user.id);
    expect((await send(server, coach, team.id, [one]))[0]!.status).toBe('saved');
    await call(server, a, 'POST', `/api/teams/${team.id}/leave`);
    const [again] = await send(server, coach, team.id, [one]);
    expect(again).toMatchObject({ status: 'refused', code: 'not_on_team' });
  });
});

describe('disputes', () => {
  it('the athlete hides a coach entry with a reason: it stops counting, stays in history, the coach sees it; restoring counts it again', async () => {
    const server = await app();
    const { coach, team, a } = await setUp(server);
    await send(server, coach, team.id, [entry(a.user.id, { value: 100, testDate: '2026-11-01' })]);
    const [best] = await send(server, coach, team.id, [
      entry(a.user.id, { value: 130, testDate: '2026-11-02' }),
    ]);
    if (best?.status !== 'saved') throw new Error('not saved');
    expect((await dashboard(server, a)).bestValues.broad_jump).toBe(130);

    // Editing or deleting a coach's entry is refused: it can only be hidden.
    const edit = await call(server, a, 'PATCH', `/api/results/${best.result.id}`, { value: 90 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<{ error: { code: string } }>().error.code).toBe('entered_by_coach');
    const del = await call(server, a, 'DELETE', `/api/results/${best.result.id}`);
    expect(del.statusCode).toBe(409);

    const empty = await call(server, a, 'POST', `/api/results/${best.result.id}/hide`, {
      reason: '  ',
    });
    expect(empty.statusCode).toBe(400);
    const hidden = await call(server, a, 'POST', `/api/results/${best.result.id}/hide`, {
      reason: 'I was not at practice that day',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<TestResult>()).toMatchObject({
      hiddenReason: 'I was not at practice that day',
    });
    expect(hidden.json<TestResult>().hiddenAt).not.toBeNull();

    expect((await dashboard(server, a)).bestValues.broad_jump).toBe(100);
    const summary = (await call(server, a, 'GET', '/api/results/summary')).json<{
      testsCompleted: number;
    }>();
    expect(summary.testsCompleted).toBe(2);
    const [leader] = (
      await call(server, coach, 'GET', `/api/teams/${team.id}/leaderboard?test=broad_jump`)
    ).json<{ rows: { value: number }[] }>().rows;
    expect(leader!.value).toBe(100);
    // Still in the athlete's history, marked; the coach sees that it was hidden, and why.
    const mine = (await history(server, a)).filter((r) => r.enteredByCoach);
    expect(mine.map((r) => [r.value, r.hiddenReason])).toEqual([
      [130, 'I was not at practice that day'],
      [100, null],
    ]);
    const coachView = await call(
      server,
      coach,
      'GET',
      `/api/teams/${team.id}/athletes/${a.user.id}/results`,
    );
    expect(coachView.statusCode).toBe(200);
    expect(
      coachView.json<ListResultsResponse>().results.find((r) => r.id === best.result.id),
    ).toMatchObject({ hiddenReason: 'I was not at practice that day', enteredByCoach: true });

    const shown = await call(server, a, 'POST', `/api/results/${best.result.id}/unhide`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<TestResult>()).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect((await dashboard(server, a)).bestValues.broad_jump).toBe(130);
    const actions = await rows<{ action: string }>(
      sql`SELECT action FROM test_result_revisions WHERE result_id = ${best.result.id} ORDER BY changed_at, id`,
    );
    expect(actions.map((r) => r.action)).toEqual(['create', 'hide', 'unhide']);
  });

  it("nobody else can hide or show an athlete's result", async () => {
    const server = await app();
    const { coach, team, a, b } = await setUp(server);
    const [saved] = await send(server, coach, team.id, [entry(a.user.id)]);
    if (saved?.status !== 'saved') throw new Error('not saved');
    const byOther = await call(server, b, 'POST', `/api/results/${saved.result.id}/hide`, {
      reason: 'mine now',
    });
    expect(byOther.statusCode).toBe(404);
    const byCoach = await call(server, coach, 'POST', `/api/results/${saved.result.id}/hide`, {
      reason: 'oops',
    });
    expect(byCoach.statusCode).toBe(403);
    const [row] = await rows<{ hidden_at: string | null }>(
      sql`SELECT hidden_at FROM test_results WHERE id = ${saved.result.id}`,
    );
    expect(row!.hidden_at).toBeNull();
  });
});
