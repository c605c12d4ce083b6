import { NORMS_UNAVAILABLE_MESSAGE } from '@gamespeed/domain';
import type { Session } from '@gamespeed/domain/contracts';
import {
  COMPLETE_STEP_ONE_MESSAGE,
  type Dashboard,
  type DrillsResponse,
  type ResultsSummary,
  type TestResult,
} from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { loadReferenceData } from '../src/db/reference-data/load';
import { videos } from '../src/db/schema';
import { buildTestApp } from './support/app';
import { bearer, call, deliveryForThisFile, signUp, signUpAthlete } from './support/auth';
import { getTestDatabase } from './support/database';

const delivery = deliveryForThisFile();

const app = () => buildTestApp({}, delivery.integrations);

async function db() {
  return (await getTestDatabase()).db;
}

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return (await (await db()).execute<T>(query)).rows;
}

async function resultCount(athleteId?: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    athleteId
      ? sql`SELECT count(*)::int AS n FROM test_results WHERE athlete_id = ${athleteId}`
      : sql`SELECT count(*)::int AS n FROM test_results`,
  );
  return row!.n;
}

async function profileRow(id: string) {
  const [row] = await rows<{
    primary_deficiency: string | null;
    deficiency_notes: string | null;
    confidence_score: number | null;
    onboarding_completed: boolean;
    force_or_form: string;
  }>(sql`SELECT primary_deficiency, deficiency_notes, confidence_score, onboarding_completed,
           force_or_form FROM users WHERE id = ${id}`);
  return row!;
}

/** An athlete with physical information (onboarding step 1 done through the API). */
const athlete = (
  server: App,
  physical: { position?: string; heightInches?: number; weightLbs?: number } | null = {},
): Promise<Session> =>
  physical
    ? signUpAthlete(server, delivery, { physical })
    : signUp(server, delivery, { role: 'athlete' });

function saveResult(server: App, session: Session, payload: Record<string, unknown>) {
  return call(server, session, 'POST', '/api/results', payload);
}

function broadJump(server: App, session: Session, feet: unknown, inches: unknown) {
  return call(server, session, 'PUT', '/api/onboarding/broad-jump', { feet, inches });
}

async function get<T>(server: App, session: Session, url: string): Promise<T> {
  const res = await call(server, session, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const ATHLETE_ROUTES = [
  { method: 'PUT', url: '/api/onboarding/broad-jump', payload: { feet: 10, inches: 0 } },
  { method: 'POST', url: '/api/results', payload: { movement: 'forty', value: 4.6 } },
  { method: 'GET', url: '/api/results' },
  { method: 'GET', url: '/api/results/summary' },
  { method: 'GET', url: '/api/dashboard' },
  { method: 'GET', url: '/api/drills' },
] as const;
const PROFILE_ROUTES = [
  { method: 'GET', url: '/api/norms/positions/WR' },
  { method: 'GET', url: '/api/events' },
] as const;

describe('authorization', () => {
  it('answers 401 to anonymous requests on every route', async () => {
    const server = await app();
    for (const route of [...ATHLETE_ROUTES, ...PROFILE_ROUTES]) {
      const res = await server.inject({ ...route });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.code).toMatch(/not_authenticated|invalid_token/);
    }
    const badToken = await server.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(badToken.statusCode).toBe(401);
    expect(await resultCount()).toBe(0);
  });

  it('refuses coaches on athlete routes (403) and writes nothing', async () => {
    const server = await app();
    const coach = await signUp(server, delivery, { role: 'coach' });
    for (const route of ATHLETE_ROUTES) {
      const res = await server.inject({ ...route, headers: bearer(coach) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error.message).toBe('This is for athletes.');
    }
    expect(await resultCount()).toBe(0);
    // Norms need only a profile.
    const norm = await call(server, coach, 'GET', '/api/norms/positions/WR');
    expect(norm.statusCode).toBe(200);
  });

  it("lets a 'both' user use the athlete routes", async () => {
    const server = await app();
    const both = await athlete(server);
    await (await db()).execute(sql`UPDATE users SET role = 'both' WHERE id = ${both.user.id}`);
    const saved = await saveResult(server, both, { movement: '5_10_fly', value: 1.2 });
    expect(saved.statusCode, saved.body).toBe(201);
    const jump = await broadJump(server, both, 10, 0);
    expect(jump.statusCode, jump.body).toBe(200);
    const dashboard = await get<Dashboard>(server, both, '/api/dashboard');
    expect(dashboard.profile.role).toBe('both');
    expect(dashboard.bestValues).toEqual({ '5_10_fly': 1.2, broad_jump: 120 });
    await get<DrillsResponse>(server, both, '/api/drills');
  });

  it("never takes another athlete's id: an athleteId in the body is refused, in the query ignored", async () => {
    const server = await app();
    const a = await athlete(server);
    const b = await athlete(server);
    for (const key of ['athleteId', 'athlete_id']) {
      const res = await saveResult(server, a, { movement: 'forty', value: 4.6, [key]: b.user.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(key);
    }
    const onboarding = await call(server, a, 'PUT', '/api/onboarding/broad-jump', {
      feet: 10,
      inches: 0,
      athleteId: b.user.id,
    });
    expect(onboarding.statusCode).toBe(400);
    expect(await resultCount()).toBe(0);
    expect((await profileRow(b.user.id)).onboarding_completed).toBe(false);

    expect((await saveResult(server, b, { movement: 'forty', value: 4.4 })).statusCode).toBe(201);
    // Query parameters naming B change nothing: A sees only A's (empty) data.
    const list = await get<{ results: TestResult[] }>(
      server,
      a,
      `/api/results?athleteId=${b.user.id}&athlete_id=${b.user.id}`,
    );
    expect(list.results).toEqual([]);
    const dashboard = await get<Dashboard>(server, a, `/api/dashboard?athleteId=${b.user.id}`);
    expect(dashboard.profile.id).toBe(a.user.id);
    expect(dashboard.bestValues).toEqual({});
  });

  it("keeps each athlete's results, best values and progress to themselves", async () => {
    const server = await app();
    const a = await athlete(server);
    const b = await athlete(server);
    for (const value of [4.9, 4.8]) {
      expect((await saveResult(server, a, { movement: 'forty', value })).statusCode).toBe(201);
    }
    for (const value of [4.3, 4.2]) {
      expect((await saveResult(server, b, { movement: 'forty', value })).statusCode).toBe(201);
    }
    expect((await saveResult(server, b, { movement: 'broad_jump', value: 130 })).statusCode).toBe(
      201,
    );

    const listA = await get<{ results: TestResult[] }>(server, a, '/api/results');
    expect(listA.results.map((r) => r.value)).toEqual([4.8, 4.9]);
    const dashboardA = await get<Dashboard>(server, a, '/api/dashboard');
    expect(dashboardA.bestValues).toEqual({ forty: 4.8 });
    expect(dashboardA.latestValues).toEqual({ forty: 4.8 });
    const summaryA = await get<ResultsSummary>(server, a, '/api/results/summary');
    expect(summaryA.testsCompleted).toBe(2);
    expect(summaryA.series.map((s) => s.points.map((p) => p.value))).toEqual([[4.9, 4.8]]);

    const dashboardB = await get<Dashboard>(server, b, '/api/dashboard');
    expect(dashboardB.bestValues).toEqual({ forty: 4.2, broad_jump: 130 });
  });
});

describe('onboarding broad jump', () => {
  it('applies the 6-inch rule through the route: 6 in short is well-balanced, 7 in is force deficient', async () => {
    const server = await app();
    // 200 lb → the 200 lb elite row: broad jump 129 in.
    const six = await athlete(server, { weightLbs: 200 });
    const atSix = await broadJump(server, six, 10, 3); // 123 in
    expect(atSix.statusCode, atSix.body).toBe(200);
    expect(atSix.json().assessment).toMatchObject({
      primaryDeficiency: 'well_balanced',
      gearLevel: null,
      targetBroadJump: 129,
      eliteBroadJump: 129,
      differenceFromElite: 6,
      confidenceScore: 50,
      forceOrForm: 'balanced',
      broadJumpInches: 123,
    });
    expect(atSix.json().profile).toMatchObject({
      primaryDeficiency: 'well_balanced',
      confidenceScore: 50,
      onboardingCompleted: true,
      forceOrForm: 'balanced',
    });

    const seven = await athlete(server, { weightLbs: 200 });
    const atSeven = await broadJump(server, seven, 10, 2); // 122 in
    expect(atSeven.statusCode, atSeven.body).toBe(200);
    expect(atSeven.json().assessment).toMatchObject({
      primaryDeficiency: 'force_deficient',
      gearLevel: 2,
      differenceFromElite: 7,
      confidenceScore: 75,
      forceOrForm: 'force',
    });
    const stored = await profileRow(seven.user.id);
    expect(stored).toMatchObject({
      primary_deficiency: 'force_deficient',
      confidence_score: 75,
      onboarding_completed: true,
      force_or_form: 'force',
    });
    expect(stored.deficiency_notes).toBe(atSeven.json().assessment.deficiencyNotes);
    expect(stored.deficiency_notes).toMatch(/7″ short/);

    const saved = await rows<{ result_value: number; result_type: string; rep_number: number }>(
      sql`SELECT result_value, result_type, rep_number FROM test_results
          WHERE athlete_id = ${seven.user.id}`,
    );
    expect(saved).toEqual([{ result_value: 122, result_type: 'inches', rep_number: 1 }]);
  });

  it('halfway between two norm rows uses the lighter row', async () => {
    const server = await app();
    // 205 lb: 200 lb row (129 in) and 210 lb row (128 in) are equally near; lighter wins.
    const session = await athlete(server, { weightLbs: 205 });
    const res = await broadJump(server, session, 10, 2); // 122 in: 7 short of 129, 6 of 128
    expect(res.json().assessment).toMatchObject({
      targetBroadJump: 129,
      primaryDeficiency: 'force_deficient',
    });
  });

  it('lets an onboarded athlete redo the step, saving another result', async () => {
    const server = await app();
    const session = await athlete(server, { weightLbs: 200 });
    expect((await broadJump(server, session, 10, 0)).json().profile.primaryDeficiency).toBe(
      'force_deficient',
    );
    const again = await broadJump(server, session, 11, 0);
    expect(again.json().profile).toMatchObject({
      primaryDeficiency: 'well_balanced',
      onboardingCompleted: true,
    });
    expect(await resultCount(session.user.id)).toBe(2);
  });

  it("dates the jump with the athlete's own day when the device sends it, else the server's", async () => {
    const server = await app();
    const session = await athlete(server, { weightLbs: 200 });
    // The evening before in the athlete's time zone, while the server's day has turned.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const dated = await call(server, session, 'PUT', '/api/onboarding/broad-jump', {
      feet: 10,
      inches: 0,
      testDate: yesterday,
    });
    expect(dated.statusCode, dated.body).toBe(200);
    const dashboard = await get<Dashboard>(server, session, '/api/dashboard');
    expect(dashboard.latestDates.broad_jump).toBe(yesterday);

    const future = await call(server, session, 'PUT', '/api/onboarding/broad-jump', {
      feet: 10,
      inches: 0,
      testDate: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(future.body).toContain('The test date cannot be in the future.');
  });

  it('asks for step 1 when the profile has no weight, and writes nothing', async () => {
    const server = await app();
    const session = await athlete(server, null);
    const res = await broadJump(server, session, 10, 0);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'weight_required',
      message: COMPLETE_STEP_ONE_MESSAGE,
    });
    expect(await resultCount()).toBe(0);
    expect((await profileRow(session.user.id)).onboarding_completed).toBe(false);
  });

  it('rejects feet and inches outside the documented choices or not whole, naming the field', async () => {
    const server = await app();
    const session = await athlete(server);
    const cases: [unknown, unknown, string][] = [
      [0, 5, 'body.feet'],
      [14, 0, 'body.feet'],
      [5.5, 0, 'body.feet'],
      ['10', 0, 'body.feet'],
      [null, 0, 'body.feet'],
      [10, 12, 'body.inches'],
      [10, -1, 'body.inches'],
      [10, 1.5, 'body.inches'],
      [10, undefined, 'body.inches'],
    ];
    for (const [feet, inches, field] of cases) {
      const res = await broadJump(server, session, feet, inches);
      expect(res.statusCode, `${feet} ft ${inches} in`).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
      expect(res.json().error.message.startsWith(`${field}:`), res.body).toBe(true);
    }
    // The bounds are those of a broad jump added as a result: 1 ft 0 in up to the longest jump
    // on record, 12 ft 3 in; 12 ft 4 in and 13 ft 11 in are refused at Feet.
    expect((await broadJump(server, session, 1, 0)).statusCode).toBe(200);
    expect((await broadJump(server, session, 12, 3)).statusCode).toBe(200);
    for (const [feet, inches] of [
      [12, 4],
      [13, 11],
    ]) {
      const res = await broadJump(server, session, feet, inches);
      expect(res.statusCode, `${feet} ft ${inches} in`).toBe(400);
      expect(res.json().error.message, res.body).toMatch(
        /^body\.feet: That is more than anyone has ever recorded for the Broad Jump/,
      );
      const added = await saveResult(server, session, {
        movement: 'broad_jump',
        value: feet! * 12 + inches!,
      });
      expect(added.statusCode, 'Add Test Result refuses it too').toBe(400);
    }
    expect(await resultCount()).toBe(2);
  });

  it('rolls everything back when a failure is injected after the result insert', async () => {
    const server = await app();
    const session = await athlete(server, { weightLbs: 200 });
    const before = await profileRow(session.user.id);
    const database = await db();
    // The trigger fails the profile update only if the broad jump row is already inserted in
    // the same transaction, so a 500 here proves the failure came after the insert.
    await database.execute(sql`
      CREATE FUNCTION test_fail_after_result_insert() RETURNS trigger AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM test_results WHERE athlete_id = NEW.id) THEN
          RAISE EXCEPTION 'injected failure after the result insert';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await database.execute(sql`
      CREATE TRIGGER test_fail_after_result_insert BEFORE UPDATE ON users
      FOR EACH ROW EXECUTE FUNCTION test_fail_after_result_insert()`);
    try {
      const res = await broadJump(server, session, 9, 0);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe('internal_error');
      expect(res.body).not.toContain('injected');
    } finally {
      await database.execute(sql`DROP TRIGGER test_fail_after_result_insert ON users`);
      await database.execute(sql`DROP FUNCTION test_fail_after_result_insert()`);
    }
    expect(await resultCount()).toBe(0);
    expect(await profileRow(session.user.id)).toEqual(before);
    expect(before.onboarding_completed).toBe(false);

    // Without the fault the same request succeeds: the test above failed for the right reason.
    const ok = await broadJump(server, session, 9, 0);
    expect(ok.statusCode).toBe(200);
    expect(await resultCount()).toBe(1);
  });

  it("answers 'Unable to load bodyweight norms' when the norms are empty, changing nothing", async () => {
    const server = await app();
    const session = await athlete(server, { weightLbs: 200 });
    const before = await profileRow(session.user.id);
    const database = await db();
    await database.execute(sql`DELETE FROM bodyweight_power_to_speed_norms`);
    try {
      const res = await broadJump(server, session, 10, 0);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        code: 'norms_unavailable',
        message: NORMS_UNAVAILABLE_MESSAGE,
      });
      expect(NORMS_UNAVAILABLE_MESSAGE).toBe('Unable to load bodyweight norms');
    } finally {
      await loadReferenceData(database);
    }
    expect(await resultCount()).toBe(0);
    expect(await profileRow(session.user.id)).toEqual(before);
  });
});

describe('test results', () => {
  it('stores each unit with its result type, and time to top speed as seconds', async () => {
    const server = await app();
    const session = await athlete(server);
    const jump = await saveResult(server, session, { movement: 'broad_jump', value: 118 });
    expect(jump.statusCode, jump.body).toBe(201);
    expect(jump.json()).toMatchObject({
      movement: 'broad_jump',
      displayName: 'Broad Jump',
      unitType: 'distance',
      value: 118,
      resultType: 'inches',
      value2: null,
      resultType2: null,
      repNumber: 1,
    });
    const forty = await saveResult(server, session, { movement: 'forty', value: 4.52 });
    expect(forty.json()).toMatchObject({ resultType: 'seconds', value: 4.52 });
    const gear = await saveResult(server, session, {
      movement: 'shredmill_gear_4_b',
      value: 18.5,
      timeToTopSpeed: 2.5,
    });
    expect(gear.json()).toMatchObject({
      movement: 'shredmill_gear_4_b',
      displayName: 'ShredMill Gear 4 (Option B)',
      unitType: 'speed',
      value: 18.5,
      resultType: 'mph',
      value2: 2.5,
      resultType2: 'seconds',
    });
    const stored = await rows<Record<string, unknown>>(
      sql`SELECT athlete_id, result_value, result_type, result_value_2, result_type_2, rep_number
          FROM test_results WHERE id = ${gear.json().id}`,
    );
    expect(stored).toEqual([
      {
        athlete_id: session.user.id,
        result_value: 18.5,
        result_type: 'mph',
        result_value_2: 2.5,
        result_type_2: 'seconds',
        rep_number: 1,
      },
    ]);
  });

  it('rejects implausible values, unknown movements and misplaced fields with a 400 naming the field', async () => {
    const server = await app();
    const session = await athlete(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ movement: 'broad_jump', value: 11 }, 'body.value'],
      [{ movement: 'broad_jump', value: 181 }, 'body.value'],
      [{ movement: 'forty', value: 3.4 }, 'body.value'],
      [{ movement: 'forty', value: 10.01 }, 'body.value'],
      [{ movement: '5_10_fly', value: 0.49 }, 'body.value'],
      [{ movement: '5_10_180_return', value: 15.01 }, 'body.value'],
      [{ movement: 'shredmill_gear_2', value: 0.9 }, 'body.value'],
      [{ movement: 'shredmill_gear_3', value: 30.1 }, 'body.value'],
      [{ movement: 'forty', value: -4.5 }, 'body.value'],
      [{ movement: 'forty', value: '4.5' }, 'body.value'],
      [{ movement: 'forty' }, 'body.value'],
      [{ movement: 'shredmill_gear_2', value: 15, timeToTopSpeed: 0.05 }, 'body.timeToTopSpeed'],
      [{ movement: 'shredmill_gear_2', value: 15, timeToTopSpeed: 20.1 }, 'body.timeToTopSpeed'],
      [{ movement: 'forty', value: 4.5, timeToTopSpeed: 2 }, 'body.timeToTopSpeed'],
      [{ movement: 'mile', value: 4.5 }, 'body.movement'],
      [{ value: 4.5 }, 'body.movement'],
    ];
    for (const [payload, field] of cases) {
      const res = await saveResult(server, session, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
      expect(res.json().error.message.startsWith(`${field}:`), res.body).toBe(true);
    }
    expect(await resultCount()).toBe(0);
    // Inside the hard range but past what anyone has ever done: refused in plain words.
    for (const payload of [
      { movement: 'broad_jump', value: 180 },
      { movement: 'forty', value: 3.5 },
      { movement: '5_10_decel', value: 0.5 },
      { movement: 'shredmill_gear_4_a', value: 30, timeToTopSpeed: 20 },
    ]) {
      const res = await saveResult(server, session, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(/^body\.value: That is (more|faster) than anyone/);
    }
    expect(await resultCount()).toBe(0);
    // The documented bounds themselves (hard and human) are accepted.
    for (const payload of [
      { movement: 'broad_jump', value: 12 },
      { movement: 'broad_jump', value: 147 },
      { movement: 'forty', value: 4.0 },
      { movement: 'forty', value: 10 },
      { movement: '5_10_decel', value: 0.7 },
      { movement: '5_10_roll_90', value: 15 },
      { movement: 'shredmill_gear_4_c', value: 1, timeToTopSpeed: 0.1 },
      { movement: 'shredmill_gear_4_a', value: 28, timeToTopSpeed: 20 },
    ]) {
      const res = await saveResult(server, session, payload);
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(201);
    }
    expect(await resultCount()).toBe(8);
  });

  it('lists your results newest first with movement names, by movement and with a limit', async () => {
    const server = await app();
    const session = await athlete(server);
    for (const payload of [
      { movement: 'forty', value: 4.9 },
      { movement: 'broad_jump', value: 110 },
      { movement: 'forty', value: 4.7 },
    ]) {
      expect((await saveResult(server, session, payload)).statusCode).toBe(201);
    }
    const all = await get<{ results: TestResult[] }>(server, session, '/api/results');
    expect(all.results.map((r) => [r.movement, r.displayName, r.value])).toEqual([
      ['forty', '40 Yard Dash', 4.7],
      ['broad_jump', 'Broad Jump', 110],
      ['forty', '40 Yard Dash', 4.9],
    ]);
    const forty = await get<{ results: TestResult[] }>(
      server,
      session,
      '/api/results?movement=forty&limit=1',
    );
    expect(forty.results.map((r) => r.value)).toEqual([4.7]);

    for (const url of [
      '/api/results?movement=mile',
      '/api/results?limit=0',
      '/api/results?limit=x',
    ]) {
      const res = await call(server, session, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toMatch(/^querystring\.(movement|limit):/);
    }
  });

  it('summarises progress: tests completed, and a series for each test with two or more results', async () => {
    const server = await app();
    const session = await athlete(server);
    const empty = await get<ResultsSummary>(server, session, '/api/results/summary');
    expect(empty).toEqual({ testsCompleted: 0, videosWatched: 0, tests: [], series: [] });
    for (const payload of [
      { movement: 'shredmill_gear_2', value: 14 },
      { movement: 'broad_jump', value: 110 },
      { movement: 'shredmill_gear_2', value: 15.5 },
      { movement: 'forty', value: 4.8 },
      { movement: 'broad_jump', value: 114 },
      { movement: 'broad_jump', value: 112 },
    ]) {
      expect((await saveResult(server, session, payload)).statusCode).toBe(201);
    }
    const summary = await get<ResultsSummary>(server, session, '/api/results/summary');
    expect(summary.testsCompleted).toBe(6);
    expect(
      summary.series.map((s) => [
        s.movement,
        s.displayName,
        s.unitType,
        s.points.map((p) => p.value),
      ]),
    ).toEqual([
      ['broad_jump', 'Broad Jump', 'distance', [110, 114, 112]],
      ['shredmill_gear_2', 'ShredMill Gear 2', 'speed', [14, 15.5]],
    ]);
    const times = summary.series[0]!.points.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
  });
});

describe('dashboard', () => {
  it('returns profile, best and latest values, norms, prescriptions and goal in one response', async () => {
    const server = await app();
    const session = await athlete(server, { position: 'CB', weightLbs: 196 });
    expect((await broadJump(server, session, 9, 10)).statusCode).toBe(200); // 118 in
    for (const payload of [
      { movement: 'broad_jump', value: 121 },
      { movement: 'broad_jump', value: 119 },
      { movement: 'forty', value: 4.8 },
      { movement: 'forty', value: 4.55 },
      { movement: 'forty', value: 4.62 },
      { movement: 'shredmill_gear_2', value: 15 },
      { movement: 'shredmill_gear_2', value: 18.2 },
      { movement: 'shredmill_gear_2', value: 16 },
      { movement: '5_10_decel', value: 1.71 },
    ]) {
      expect((await saveResult(server, session, payload)).statusCode).toBe(201);
    }
    const dashboard = await get<Dashboard>(server, session, '/api/dashboard');
    expect(dashboard.profile).toMatchObject({
      id: session.user.id,
      position: 'CB',
      weightLbs: 196,
      primaryDeficiency: 'force_deficient',
      onboardingCompleted: true,
    });
    expect(dashboard.position).toBe('CB');
    expect(dashboard.bestValues).toEqual({
      broad_jump: 121,
      forty: 4.55,
      shredmill_gear_2: 18.2,
      '5_10_decel': 1.71,
    });
    expect(dashboard.latestValues).toEqual({
      broad_jump: 119,
      forty: 4.62,
      shredmill_gear_2: 16,
      '5_10_decel': 1.71,
    });
    expect(dashboard.positionNorm).toEqual({
      position: 'CB',
      heightInches: 71.3,
      weight: 193,
      broadJump: 122,
      fly510: 1.08,
      fly2010: 0.97,
      forty: 4.49,
    });
    // 196 lb → nearest rows are the 200 lb ones.
    expect(dashboard.powerToSpeedNorm).toEqual({
      weight: 200,
      broadJump: 129,
      fly510: 1.05,
      fly2010: 0.94,
      forty: 4.39,
    });
    expect(dashboard.gameSpeedNorm?.weight).toBe(200);
    expect(dashboard.prescription).toMatchObject({
      deficiencyType: 'force_deficient',
      gearLevel: 2,
    });
    expect(dashboard.prescription!.weightRoom[0]).toBe('Back Squat (5 x 3 @ 85%)');
    expect(dashboard.prescription!.field[0]).toBe('Heavy Sled Push (6 x 10 yd)');
    expect(dashboard.prescription!.weightRoom).toHaveLength(5);
    expect(dashboard.prescription!.field).toHaveLength(5);
    // Best broad jump 121: 8 in to elite 129, 1 in to the CB mean of 122.
    expect(dashboard.goal).toEqual({
      kind: 'progress',
      position: 'CB',
      toElite: 8,
      toNfl: 1,
      reachedElite: false,
      reachedNfl: false,
    });

    const dt = await get<Dashboard>(server, session, '/api/dashboard?position=DT');
    expect(dt.position).toBe('DT');
    expect(dt.positionNorm?.broadJump).toBe(105);
    expect(dt.goal).toMatchObject({ position: 'DT', toNfl: null, reachedNfl: true });
  });

  it('needs at most 6 database queries, the auth check included', async () => {
    const server = await app();
    const session = await athlete(server, { weightLbs: 200 });
    expect((await broadJump(server, session, 10, 0)).statusCode).toBe(200);
    const client = ((await db()) as unknown as { $client: { query: () => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      await get<Dashboard>(server, session, '/api/dashboard');
      expect(spy.mock.calls.length).toBeGreaterThan(0);
      expect(spy.mock.calls.length).toBeLessThanOrEqual(6);
    } finally {
      spy.mockRestore();
    }
  });

  it('falls back to WR without a position, and has no bodyweight rows or goal without data', async () => {
    const server = await app();
    const session = await athlete(server, null);
    const dashboard = await get<Dashboard>(server, session, '/api/dashboard');
    expect(dashboard.position).toBe('WR');
    expect(dashboard.positionNorm?.position).toBe('WR');
    expect(dashboard.powerToSpeedNorm).toBeNull();
    expect(dashboard.gameSpeedNorm).toBeNull();
    expect(dashboard.prescription).toBeNull();
    expect(dashboard.bestValues).toEqual({});
    expect(dashboard.latestValues).toEqual({});
    expect(dashboard.goal).toEqual({ kind: 'no-assessment' });
  });

  it('rejects an unknown position, on the dashboard and the norms route', async () => {
    const server = await app();
    const session = await athlete(server);
    const dashboard = await call(server, session, 'GET', '/api/dashboard?position=XX');
    expect(dashboard.statusCode).toBe(400);
    expect(dashboard.json().error.message).toMatch(/^querystring\.position:/);
    const norm = await call(server, session, 'GET', '/api/norms/positions/wr');
    expect(norm.statusCode).toBe(400);
    expect(norm.json().error.message).toMatch(/^params\.position:/);
  });

  it('serves one position norm so the client can switch position without a full refetch', async () => {
    const server = await app();
    const session = await athlete(server);
    const norm = await get<Record<string, unknown>>(server, session, '/api/norms/positions/OT');
    expect(norm).toEqual({
      position: 'OT',
      heightInches: 77.6,
      weight: 315,
      broadJump: 103,
      fly510: 1.25,
      fly2010: 1.12,
      forty: 5.24,
    });
  });
});

describe('drills', () => {
  async function seedVideos() {
    const database = await db();
    const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));
    await database.insert(videos).values([
      {
        title: 'Force drill (preview)',
        vimeoId: '101',
        forRole: 'athlete',
        drillType: 'force',
        isPreview: true,
        tags: ['power', 'sled', 'legs', 'hips'],
        duration: 65,
        description: 'Push the sled',
        thumbnailUrl: 'https://vumbnail.com/101.jpg',
        createdAt: at(1),
      },
      {
        title: 'Form drill',
        vimeoId: '102',
        forRole: 'athlete',
        drillType: 'form',
        createdAt: at(2),
      },
      { title: 'Both drill', vimeoId: '103', forRole: 'both', drillType: 'both', createdAt: at(3) },
      {
        title: 'Coach only',
        vimeoId: '104',
        forRole: 'coach',
        drillType: 'force',
        createdAt: at(4),
      },
      { title: 'Untyped', vimeoId: '105', forRole: 'athlete', drillType: null, createdAt: at(5) },
    ]);
  }

  it('lists athlete drills newest first; recommended follows force_or_form or both', async () => {
    const server = await app();
    await seedVideos();
    const session = await athlete(server, { weightLbs: 200 });
    const unassigned = await get<DrillsResponse>(server, session, '/api/drills');
    expect(unassigned.tab).toBe('recommended');
    expect(unassigned.forceOrForm).toBe('unassigned');
    expect(unassigned.drills.map((d) => d.title)).toEqual(['Both drill']);

    expect((await broadJump(server, session, 10, 0)).json().profile.forceOrForm).toBe('force');
    const recommended = await get<DrillsResponse>(server, session, '/api/drills?tab=recommended');
    expect(recommended.drills.map((d) => d.title)).toEqual(['Both drill', 'Force drill (preview)']);
    const all = await get<DrillsResponse>(server, session, '/api/drills?tab=all');
    expect(all.tab).toBe('all');
    expect(all.drills.map((d) => d.title)).toEqual([
      'Untyped',
      'Both drill',
      'Form drill',
      'Force drill (preview)',
    ]);
    expect(all.drills.at(-1)).toEqual({
      id: expect.any(String),
      title: 'Force drill (preview)',
      description: 'Push the sled',
      thumbnailUrl: 'https://vumbnail.com/101.jpg',
      duration: 65,
      tags: ['power', 'sled', 'legs', 'hips'],
      drillType: 'force',
      isPreview: true,
      vimeoId: '101',
      vimeoHash: null,
      accessible: true,
      locked: false,
    });

    const bad = await call(server, session, 'GET', '/api/drills?tab=mine');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^querystring\.tab:/);
  });

  it('locks non-preview drills unless the subscription is active (docs/product/states.md)', async () => {
    const server = await app();
    await seedVideos();
    const session = await athlete(server);
    const locked = (response: DrillsResponse) =>
      Object.fromEntries(response.drills.map((d) => [d.title, d.locked]));
    const setSubscription = (status: string, expires: Date | null) =>
      db().then((d) =>
        d.execute(
          sql`UPDATE users SET subscription_status = ${status},
                subscription_expires = ${expires?.toISOString() ?? null}
              WHERE id = ${session.user.id}`,
        ),
      );

    const inactive = await get<DrillsResponse>(server, session, '/api/drills?tab=all');
    expect(locked(inactive)).toEqual({
      Untyped: true,
      'Both drill': true,
      'Form drill': true,
      'Force drill (preview)': false,
    });
    expect(inactive.drills.every((d) => d.accessible === !d.locked)).toBe(true);
    // The player's ids travel only with what the athlete may watch.
    expect(
      Object.fromEntries(inactive.drills.map((d) => [d.title, [d.vimeoId, d.vimeoHash]])),
    ).toEqual({
      Untyped: [null, null],
      'Both drill': [null, null],
      'Form drill': [null, null],
      'Force drill (preview)': ['101', null],
    });

    await setSubscription('active', null);
    const active = await get<DrillsResponse>(server, session, '/api/drills?tab=all');
    expect(active.drills.every((d) => d.accessible && !d.locked)).toBe(true);

    await setSubscription('trial', new Date(Date.now() - 60_000));
    const expiredTrial = await get<DrillsResponse>(server, session, '/api/drills?tab=all');
    expect(locked(expiredTrial)['Form drill']).toBe(true);

    await setSubscription('trial', new Date(Date.now() + 86_400_000));
    const trial = await get<DrillsResponse>(server, session, '/api/drills?tab=all');
    expect(locked(trial)['Form drill']).toBe(false);
  });
});
