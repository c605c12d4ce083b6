import type { ErrorResponse, Session, TestResult } from '@gamespeed/domain/contracts';
import { MAX_TRIALS_PER_TEST } from '@gamespeed/domain/trials';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUpAthlete } from './support/auth';
import { getTestDatabase } from './support/database';

/**
 * Test sessions, trials and splits (docs/product/results.md, "Sessions, trials and splits";
 * ADR 054): a result's value is its best valid trial; trials and splits round-trip; trial ids
 * are idempotent, also at the same moment; one result per athlete, test and session; every
 * change keeps a revision.
 */

const delivery = deliveryForThisFile();
const app = () => buildTestApp({}, delivery.integrations);

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return (await (await getTestDatabase()).db.execute<T>(query)).rows;
}

const uuid = () => crypto.randomUUID();
const yd = (distance: number, seconds: number) => ({ distance, unit: 'yd', seconds });

const fields = (res: { json: <T>() => T }) =>
  res.json<ErrorResponse>().error.fields?.map((f) => f.path) ?? [];

async function post(server: App, session: Session, url: string, payload: unknown) {
  return call(server, session, 'POST', url, payload);
}

/** A 40 with three trials and 10/20-yd splits, the fastest one a foul. */
const fortyWithTrials = () => ({
  movement: 'forty',
  value: 4.82,
  clientId: uuid(),
  session: {
    id: uuid(),
    device: 'timing-gates',
    deviceModel: 'Brower TC',
    start: { kind: 'beam', distance: 0.5, unit: 'm' },
  },
  trials: [
    { id: uuid(), value: 4.9, splits: [yd(10, 1.75), yd(20, 2.9)] },
    { id: uuid(), value: 4.7, foul: true, splits: [yd(10, 1.6), yd(20, 2.7)] },
    { id: uuid(), value: 4.82, splits: [yd(10, 1.72), yd(20, 2.86)] },
  ],
});

describe('a result with trials and splits', () => {
  it('saves the best valid trial as the value, and trials, splits and session round-trip', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    const payload = fortyWithTrials();
    const res = await post(server, athlete, '/api/results', payload);
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<TestResult>();
    expect(saved.value).toBe(4.82);
    expect(saved.timingMethod).toBe('electronic');
    expect(saved.session).toMatchObject({
      id: payload.session.id,
      device: 'timing-gates',
      deviceModel: 'Brower TC',
      start: { kind: 'beam', distance: 0.5, unit: 'm' },
      teamId: null,
      testDate: saved.testDate,
    });
    expect(saved.trials.map((t) => [t.trialNumber, t.value, t.foul])).toEqual([
      [1, 4.9, false],
      [2, 4.7, true],
      [3, 4.82, false],
    ]);
    expect(saved.trials[2]!.splits).toEqual(payload.trials[2]!.splits);
    expect(saved.trials.map((t) => t.id)).toEqual(payload.trials.map((t) => t.id));

    const history = await call(server, athlete, 'GET', '/api/results/history');
    expect(history.json<{ results: TestResult[] }>().results[0]).toEqual(saved);
    const dashboard = await call(server, athlete, 'GET', '/api/dashboard');
    expect(JSON.stringify(dashboard.json())).toContain('4.82');
    expect(JSON.stringify(dashboard.json())).not.toContain('4.7,');
  });

  it('derives hand timing from a stopwatch or a hand start, and keeps a one-number save as one trial', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    const hand = await post(server, athlete, '/api/results', {
      movement: 'forty',
      value: 4.5,
      session: { device: 'stopwatch' },
    });
    expect(hand.statusCode, hand.body).toBe(201);
    expect(hand.json<TestResult>()).toMatchObject({
      timingMethod: 'hand',
      session: { device: 'stopwatch', start: { kind: 'unknown' } },
    });
    expect(hand.json<TestResult>().trials).toMatchObject([
      { trialNumber: 1, value: 4.5, foul: false },
    ]);
    const plain = await post(server, athlete, '/api/results', {
      movement: 'broad_jump',
      value: 100,
    });
    expect(plain.json<TestResult>()).toMatchObject({
      value: 100,
      timingMethod: null,
      session: { device: 'not-said', start: { kind: 'unknown' } },
      trials: [{ value: 100 }],
    });
  });

  it('refuses splits out of order, all fouls and a value that is not the best, at the field', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    const bad = await post(server, athlete, '/api/results', {
      movement: 'forty',
      value: 4.9,
      trials: [{ id: uuid(), value: 4.9, splits: [yd(20, 2.9), yd(10, 1.7)] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toContain('trials.0.splits.1.distance');
    const fouls = await post(server, athlete, '/api/results', {
      movement: 'forty',
      value: 4.9,
      trials: [{ id: uuid(), value: 4.9, foul: true }],
    });
    expect(fouls.statusCode).toBe(400);
    expect(fields(fouls)).toContain('trials');
  });
});

describe('trial ids and sessions', () => {
  it('adds a trial once, however many identical requests arrive at the same moment', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    const saved = (
      await post(server, athlete, '/api/results', fortyWithTrials())
    ).json<TestResult>();
    const trial = { id: uuid(), value: 4.76, splits: [yd(10, 1.7)] };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(server, athlete, `/api/results/${saved.id}/trials`, { trials: [trial] }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [count] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM result_trials WHERE id = ${trial.id}`,
    );
    expect(count!.n).toBe(1);
    const after = answers[0]!.json<TestResult>();
    expect(after.trials).toHaveLength(4);
    expect(after.value).toBe(4.76);
  });

  it('a repeated save with the same client id and trials saves nothing twice', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    const payload = fortyWithTrials();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(server, athlete, '/api/results', payload)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const [count] = await rows<{ results: number; trials: number }>(
      sql`SELECT count(DISTINCT r.id)::int AS results, count(t.id)::int AS trials
          FROM test_results r JOIN result_trials t ON t.result_id = r.id
          WHERE r.athlete_id = ${athlete.user.id}`,
    );
    expect(count).toEqual({ results: 1, trials: 3 });
  });

  it('another value for a test already in the session is a trial of that result, not a second result', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    const first = fortyWithTrials();
    const saved = (await post(server, athlete, '/api/results', first)).json<TestResult>();
    const again = await post(server, athlete, '/api/results', {
      movement: 'forty',
      value: 4.79,
      clientId: uuid(),
      session: { id: first.session.id },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TestResult>()).toMatchObject({ id: saved.id, value: 4.79 });
    expect(again.json<TestResult>().trials).toHaveLength(4);
    const jump = await post(server, athlete, '/api/results', {
      movement: 'broad_jump',
      value: 100,
      session: { id: first.session.id },
    });
    expect(jump.statusCode, jump.body).toBe(201);
    expect(jump.json<TestResult>().session?.id).toBe(first.session.id);
  });

  it("refuses someone else's session and more trials than the most", async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    const other = await signUpAthlete(server, delivery);
    const first = fortyWithTrials();
    const saved = (await post(server, athlete, '/api/results', first)).json<TestResult>();
    const theirs = await post(server, other, '/api/results', {
      movement: 'forty',
      value: 4.9,
      session: { id: first.session.id },
    });
    expect(theirs.statusCode).toBe(409);
    const many = Array.from({ length: MAX_TRIALS_PER_TEST - 2 }, () => ({ id: uuid(), value: 5 }));
    const tooMany = await post(server, athlete, `/api/results/${saved.id}/trials`, {
      trials: many,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<ErrorResponse>().error.code).toBe('too_many_trials');
    const trialOfAnother = await post(server, other, '/api/results', {
      movement: 'forty',
      value: 4.9,
      trials: [{ id: first.trials[0]!.id, value: 4.9 }],
    });
    expect(trialOfAnother.statusCode).toBe(409);
  });
});

describe('changing trials keeps the history', () => {
  it('removing a trial sets the best of those left, the last valid one cannot go, and every change has a revision', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    const payload = fortyWithTrials();
    const saved = (await post(server, athlete, '/api/results', payload)).json<TestResult>();
    const best = payload.trials[2]!.id;
    const removed = await call(
      server,
      athlete,
      'DELETE',
      `/api/results/${saved.id}/trials/${best}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<TestResult>().value).toBe(4.9);
    expect(removed.json<TestResult>().trials.map((t) => t.trialNumber)).toEqual([1, 2]);
    const last = await call(
      server,
      athlete,
      'DELETE',
      `/api/results/${saved.id}/trials/${payload.trials[0]!.id}`,
    );
    expect(last.statusCode).toBe(400);
    const [kept] = await rows<{ deleted: number }>(
      sql`SELECT count(*)::int AS deleted FROM result_trials
          WHERE result_id = ${saved.id} AND deleted_at IS NOT NULL`,
    );
    expect(kept!.deleted).toBe(1);
    const revisions = await rows<{
      action: string;
      previous: { value: number; trials: unknown[] } | null;
    }>(
      sql`SELECT action, previous FROM test_result_revisions WHERE result_id = ${saved.id}
          ORDER BY changed_at, id`,
    );
    expect(revisions.map((r) => r.action)).toEqual(['create', 'edit']);
    expect(revisions[1]!.previous).toMatchObject({ value: 4.82 });
    expect(revisions[1]!.previous!.trials).toHaveLength(3);
  });

  it('an edit of the value changes a one-trial result and its trial, and is refused with several trials', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    const one = (
      await post(server, athlete, '/api/results', { movement: 'forty', value: 5 })
    ).json<TestResult>();
    const edited = await call(server, athlete, 'PATCH', `/api/results/${one.id}`, { value: 4.95 });
    expect(edited.json<TestResult>()).toMatchObject({ value: 4.95, trials: [{ value: 4.95 }] });
    const many = (
      await post(server, athlete, '/api/results', fortyWithTrials())
    ).json<TestResult>();
    const refused = await call(server, athlete, 'PATCH', `/api/results/${many.id}`, { value: 4.6 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorResponse>().error.code).toBe('several_trials');
  });
});
