import { randomUUID } from 'node:crypto';
import type {
  OpenTestDayResponse,
  Session,
  Team,
  TeamResultsResponse,
  TestDay,
} from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp, signUpAthlete } from './support/auth';
import { getTestDatabase } from './support/database';

/** A coach's test day as a session on the server (docs/product/teams.md 'Test day'). */

const delivery = deliveryForThisFile();
const app = () => buildTestApp({}, delivery.integrations);

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return (await (await getTestDatabase()).db.execute<T>(query)).rows;
}

async function setUp(server: App) {
  const coach = await signUp(server, delivery, { role: 'coach', firstName: 'Jo', lastName: 'Ko' });
  const team = (await call(server, coach, 'POST', '/api/teams', { name: 'Varsity' })).json<Team>();
  const athletes: Session[] = [];
  for (const firstName of ['Ann', 'Ben', 'Cy']) {
    const s = await signUpAthlete(server, delivery, {
      firstName,
      lastName: 'Lete',
      broadJump: { feet: 6, inches: 8 },
    });
    await call(server, s, 'POST', '/api/teams/join', { code: team.inviteCode });
    athletes.push(s);
  }
  return { coach, team, athletes };
}

const today = () => new Date().toISOString().slice(0, 10);

const testDayBody = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  testDate: today(),
  movements: ['forty', 'broad_jump'],
  device: 'laser',
  start: { kind: 'first-movement-electronic' },
  ...fields,
});

async function start(server: App, coach: Session, teamId: string, body: object) {
  const res = await call(server, coach, 'POST', `/api/teams/${teamId}/test-days`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TestDay>();
}

async function open(server: App, coach: Session, teamId: string) {
  const res = await call(server, coach, 'GET', `/api/teams/${teamId}/test-days/open`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OpenTestDayResponse>();
}

/** One trial of a test-day entry: its id is the entry's id, as the test day sends it. */
const trialEntry = (
  sessionId: string,
  athleteId: string,
  movement: string,
  value: number,
  fields: Record<string, unknown> = {},
) => {
  const id = randomUUID();
  return {
    clientId: id,
    athleteId,
    sessionId,
    movement,
    value,
    trials: [{ id, value, ...fields }],
  };
};

async function send(server: App, coach: Session, teamId: string, entries: unknown[]) {
  const res = await call(server, coach, 'POST', `/api/teams/${teamId}/results`, { entries });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TeamResultsResponse>().outcomes;
}

describe('test day sessions', () => {
  it('starts once by its id, keeps its date and timing, and is resumed with its absents and trials', async () => {
    const server = await app();
    const { coach, team, athletes } = await setUp(server);
    expect(await open(server, coach, team.id)).toEqual({ testDay: null, lastTiming: null });
    const body = testDayBody();
    const started = await start(server, coach, team.id, body);
    expect(started).toMatchObject({ id: body.id, movements: ['forty', 'broad_jump'] });
    // The same request again (a retry) is the same test day; a changed device is not taken.
    const again = await start(server, coach, team.id, {
      ...body,
      device: 'stopwatch',
      absentAthleteIds: [athletes[2]!.user.id],
    });
    expect(again).toMatchObject({ id: body.id, device: 'laser', closedAt: null });
    expect(again.absentAthleteIds).toEqual([athletes[2]!.user.id]);

    const [ann, ben] = athletes;
    const first = trialEntry(body.id, ann!.user.id, 'forty', 4.81);
    const outcomes = await send(server, coach, team.id, [
      first,
      trialEntry(body.id, ann!.user.id, 'forty', 4.74),
      trialEntry(body.id, ann!.user.id, 'forty', 4.6, { foul: true }),
      trialEntry(body.id, ben!.user.id, 'broad_jump', 100),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['saved', 'saved', 'saved', 'saved']);
    // A retry of the first trial (the answer was lost) changes nothing.
    const [retry] = await send(server, coach, team.id, [first]);
    expect(retry).toMatchObject({ status: 'saved', created: false });

    const resumed = (await open(server, coach, team.id)).testDay!;
    expect(resumed.absentAthleteIds).toEqual([athletes[2]!.user.id]);
    expect(resumed.results).toHaveLength(2);
    const forty = resumed.results.find((r) => r.movement === 'forty')!;
    // One result of the athlete's 40 in the session: three trials, the best valid one counts.
    expect(forty.value).toBe(4.74);
    expect(forty.trials.map((t) => [t.value, t.foul])).toEqual([
      [4.81, false],
      [4.74, false],
      [4.6, true],
    ]);
    const stored = await rows<{ n: number; timing_method: string; test_date: string }>(
      sql`SELECT count(*)::int AS n, min(timing_method) AS timing_method, min(test_date)::text AS test_date
          FROM test_results WHERE session_id = ${body.id} AND athlete_id = ${ann!.user.id}`,
    );
    // The test day's laser and date are the result's timing and date.
    expect(stored[0]).toEqual({ n: 1, timing_method: 'electronic', test_date: body.testDate });

    // Ended: nothing open to resume, and the next test day is offered the laser again.
    await start(server, coach, team.id, { ...body, closed: true });
    expect(await open(server, coach, team.id)).toEqual({
      testDay: null,
      lastTiming: {
        device: 'laser',
        deviceModel: null,
        start: { kind: 'first-movement-electronic', distance: null, unit: null },
      },
    });
  });

  it("refuses another coach's session id and entries for a test day that is not the coach's", async () => {
    const server = await app();
    const { coach, team, athletes } = await setUp(server);
    const other = await setUp(server);
    const body = testDayBody();
    await start(server, coach, team.id, body);
    const taken = await call(server, other.coach, 'POST', `/api/teams/${other.team.id}/test-days`, {
      ...body,
      absentAthleteIds: [],
    });
    expect(taken.statusCode, taken.body).toBe(409);
    // The other coach's team cannot carry entries into this coach's test day.
    const [outcome] = await send(server, other.coach, other.team.id, [
      trialEntry(body.id, other.athletes[0]!.user.id, 'forty', 4.8),
    ]);
    expect(outcome).toMatchObject({ status: 'refused', code: 'test_day_not_found' });
    // Nor a session the athlete started.
    const [unknown] = await send(server, coach, team.id, [
      trialEntry(randomUUID(), athletes[0]!.user.id, 'forty', 4.8),
    ]);
    expect(unknown).toMatchObject({ status: 'refused', code: 'test_day_not_found' });
    const absent = await rows<{ absent_athlete_ids: string[] }>(
      sql`SELECT absent_athlete_ids FROM test_sessions WHERE id = ${body.id}`,
    );
    expect(absent[0]!.absent_athlete_ids).toEqual([]);
  });

  it('refuses a value outside the human limits at its entry, under the test day’s timing', async () => {
    const server = await app();
    const { coach, team, athletes } = await setUp(server);
    const body = testDayBody({ device: 'stopwatch', start: { kind: 'first-movement-hand' } });
    await start(server, coach, team.id, body);
    const [tooFast, fine] = await send(server, coach, team.id, [
      trialEntry(body.id, athletes[0]!.user.id, 'forty', 3.2),
      trialEntry(body.id, athletes[1]!.user.id, 'forty', 4.9),
    ]);
    expect(tooFast).toMatchObject({ status: 'refused', code: 'invalid' });
    expect(fine).toMatchObject({ status: 'saved', result: { timingMethod: 'hand' } });
  });

  it('keeps each trial once when the same trials arrive twice at the same moment, and refuses a foul that would be the only trial', async () => {
    const server = await app();
    const { coach, team, athletes } = await setUp(server);
    const body = testDayBody();
    await start(server, coach, team.id, body);
    const athleteId = athletes[0]!.user.id;
    const trials = [4.9, 4.85, 4.88].map((v) => trialEntry(body.id, athleteId, 'forty', v));
    // The device replays its queue while the first sends are still in flight.
    const answers = await Promise.all([
      send(server, coach, team.id, trials),
      send(server, coach, team.id, [...trials].reverse()),
    ]);
    expect(answers.flat().every((o) => o.status === 'saved')).toBe(true);
    const stored = await rows<{ results: number; trials: number }>(
      sql`SELECT count(DISTINCT r.id)::int AS results, count(t.id)::int AS trials
          FROM test_results r JOIN result_trials t ON t.result_id = r.id
          WHERE r.session_id = ${body.id}`,
    );
    expect(stored[0]).toEqual({ results: 1, trials: 3 });

    const [onlyFoul] = await send(server, coach, team.id, [
      trialEntry(body.id, athletes[1]!.user.id, 'forty', 4.7, { foul: true }),
    ]);
    expect(onlyFoul).toMatchObject({
      status: 'refused',
      code: 'invalid',
      reason: 'body.trials: At least one trial must be valid (not a foul)',
    });
  });

  it('keeps the splits sent with a trial and refuses splits the shared rules refuse; an unusual value is saved', async () => {
    const server = await app();
    const { coach, team, athletes } = await setUp(server);
    const body = testDayBody();
    await start(server, coach, team.id, body);
    const [ann, ben] = athletes;
    const splits = [
      { distance: 10, unit: 'yd', seconds: 1.71 },
      { distance: 20, unit: 'yd', seconds: 2.84 },
    ];
    const [saved, refused] = await send(server, coach, team.id, [
      trialEntry(body.id, ann!.user.id, 'forty', 4.8, { splits }),
      trialEntry(body.id, ben!.user.id, 'forty', 4.8, {
        splits: [
          { distance: 10, unit: 'yd', seconds: 1.9 },
          { distance: 20, unit: 'yd', seconds: 1.8 },
        ],
      }),
    ]);
    expect(saved).toMatchObject({ status: 'saved' });
    expect(refused).toMatchObject({
      status: 'refused',
      code: 'invalid',
      reason: 'trials.0.splits.1.seconds: Each split must be slower than the one before',
    });
    const resumed = (await open(server, coach, team.id)).testDay!;
    expect(resumed.results.map((r) => [r.athleteId, r.trials.map((t) => t.splits)])).toEqual([
      [ann!.user.id, [splits]],
    ]);
    // 10' 0" for a 6' 8" jumper is unusual, not impossible: the coach confirmed it on the device,
    // and the server saves it (only the human limits refuse).
    const [jump] = await send(server, coach, team.id, [
      trialEntry(body.id, ann!.user.id, 'broad_jump', 120),
    ]);
    expect(jump).toMatchObject({ status: 'saved', result: { value: 120 } });
  });

  it("answers each result with the athlete's best and latest result of the test before the test day", async () => {
    const server = await app();
    const { coach, team, athletes } = await setUp(server);
    const [ann, ben] = athletes;
    // Ann's onboarding jump is 6' 8" (80 in); a 75 in later the same day is her latest.
    const own = await call(server, ann!, 'POST', '/api/results', {
      movement: 'broad_jump',
      value: 75,
    });
    expect(own.statusCode, own.body).toBe(201);
    const body = testDayBody();
    await start(server, coach, team.id, body);
    await send(server, coach, team.id, [
      trialEntry(body.id, ann!.user.id, 'broad_jump', 84),
      trialEntry(body.id, ann!.user.id, 'broad_jump', 86),
      trialEntry(body.id, ben!.user.id, 'forty', 4.9),
    ]);
    const { testDay } = await open(server, coach, team.id);
    const of = (athleteId: string, movement: string) =>
      testDay!.results.find((r) => r.athleteId === athleteId && r.movement === movement)!;
    // The test day's own trials are not "before" it.
    expect(of(ann!.user.id, 'broad_jump')).toMatchObject({
      value: 86,
      previousBest: 80,
      previousValue: 75,
    });
    expect(of(ben!.user.id, 'forty')).toMatchObject({ previousBest: null, previousValue: null });
  });
});
