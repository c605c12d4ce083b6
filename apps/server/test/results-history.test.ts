import { isoDay } from '@gamespeed/domain';
import type { Dashboard, ResultsSummary, Session, TestResult } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { realtimeHubFor } from '../src/plugins/realtime';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp, signUpAthlete } from './support/auth';
import { getTestDatabase } from './support/database';

/**
 * Results people can trust: test dates, timing and notes; edits, soft deletes and Undo with a
 * revision for each; idempotent client ids; history; owner-only writes; best, latest and
 * progress following edits and ignoring deleted results.
 */

const delivery = deliveryForThisFile();

const app = () => buildTestApp({}, delivery.integrations);

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return (await (await getTestDatabase()).db.execute<T>(query)).rows;
}

const athlete = (server: App, role: 'athlete' | 'coach' = 'athlete'): Promise<Session> =>
  role === 'athlete' ? signUpAthlete(server, delivery) : signUp(server, delivery, { role });

async function save(server: App, session: Session, payload: Record<string, unknown>) {
  const res = await call(server, session, 'POST', '/api/results', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TestResult>();
}

const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));

async function revisions(resultId: string) {
  return rows<{
    action: string;
    changed_by: string | null;
    previous: Record<string, unknown> | null;
  }>(
    sql`SELECT action, changed_by, previous FROM test_result_revisions
        WHERE result_id = ${resultId} ORDER BY changed_at, id`,
  );
}

async function history(server: App, session: Session, query = '') {
  const res = await call(server, session, 'GET', `/api/results/history${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: TestResult[] }>().results;
}

describe('saving with the new fields', () => {
  it('defaults the test date to today, keeps method, note, client id and who entered it', async () => {
    const server = await app();
    const session = await athlete(server);
    const plain = await save(server, session, { movement: 'forty', value: 4.8 });
    expect(plain).toMatchObject({
      testDate: isoDay(new Date()),
      timingMethod: null,
      note: null,
      clientId: null,
      enteredBy: session.user.id,
      deletedAt: null,
    });
    const clientId = crypto.randomUUID();
    const full = await save(server, session, {
      movement: 'forty',
      value: 4.75,
      testDate: daysAgo(30),
      timingMethod: 'electronic',
      note: 'Indoor turf, slight tailwind',
      clientId,
    });
    expect(full).toMatchObject({
      testDate: daysAgo(30),
      timingMethod: 'electronic',
      note: 'Indoor turf, slight tailwind',
      clientId,
      enteredBy: session.user.id,
    });
    expect((await revisions(full.id)).map((r) => [r.action, r.changed_by, r.previous])).toEqual([
      ['create', session.user.id, null],
    ]);
  });

  it('refuses future dates, dates over two years back, method on untimed tests and long notes', async () => {
    const server = await app();
    const session = await athlete(server);
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { movement: 'forty', value: 4.8, testDate: daysAgo(-3) },
        /^body\.testDate: The test date cannot be in the future/,
      ],
      [
        { movement: 'forty', value: 4.8, testDate: daysAgo(2 * 366 + 2) },
        /^body\.testDate: .*two years back/,
      ],
      [
        { movement: 'forty', value: 4.8, testDate: '2025-02-30' },
        /^body\.testDate: Please enter a real date/,
      ],
      [
        { movement: 'broad_jump', value: 100, timingMethod: 'hand' },
        /^body\.timingMethod: .*only for timed tests/,
      ],
      [
        { movement: 'shredmill_gear_2', value: 18, timingMethod: 'electronic' },
        /^body\.timingMethod:/,
      ],
      [
        { movement: 'forty', value: 4.8, timingMethod: 'laser' },
        /^body\.timingMethod: Choose hand or electronic/,
      ],
      [
        { movement: 'forty', value: 4.8, note: 'x'.repeat(201) },
        /^body\.note: Keep the note to 200/,
      ],
      [{ movement: 'forty', value: 4.8, clientId: 'not-a-uuid' }, /^body\.clientId:/],
      [
        { movement: 'forty', value: 4.1, timingMethod: 'electronic' },
        /^body\.value: That is faster than anyone has ever recorded for the 40 Yard Dash/,
      ],
      [
        { movement: 'broad_jump', value: 150 },
        /^body\.value: That is more than anyone has ever recorded for the Broad Jump \(12' 3"\)/,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await call(server, session, 'POST', '/api/results', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message, JSON.stringify(payload)).toMatch(message);
    }
    // A hand-timed 4.1 is plausible (hand timing reads fast); two years back to the day is fine.
    await save(server, session, { movement: 'forty', value: 4.1, timingMethod: 'hand' });
    await save(server, session, { movement: 'forty', value: 4.8, testDate: daysAgo(2 * 365) });
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM test_results`);
    expect(n).toBe(2);
  });
});

describe('parallel saves of one athlete', () => {
  it('saves 8 different results sent at once: eight 201, eight rows (no deadlock)', async () => {
    const server = await app();
    const session = await athlete(server);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(server, session, 'POST', '/api/results', { movement: 'forty', value: 4.5 + i / 100 }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const [{ n }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM test_results WHERE athlete_id = ${session.user.id}`,
    );
    expect(n).toBe(8);
  });
});

describe('idempotent client ids', () => {
  it('turns 10 parallel identical POSTs into one row: one 201, nine 200 with the same result', async () => {
    const server = await app();
    const session = await athlete(server);
    const payload = { movement: '5_10_fly', value: 1.02, clientId: crypto.randomUUID() };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call(server, session, 'POST', '/api/results', payload)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(responses.map((r) => r.json<TestResult>().id));
    expect(ids.size).toBe(1);
    const [{ n }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM test_results WHERE athlete_id = ${session.user.id}`,
    );
    expect(n).toBe(1);
    const [id] = [...ids];
    expect((await revisions(id!)).map((r) => r.action)).toEqual(['create']);
  });

  it('scopes client ids to the athlete: the same id from another athlete is another result', async () => {
    const server = await app();
    const a = await athlete(server);
    const b = await athlete(server);
    const clientId = crypto.randomUUID();
    const first = await save(server, a, { movement: 'forty', value: 4.8, clientId });
    const second = await save(server, b, { movement: 'forty', value: 4.9, clientId });
    expect(second.id).not.toBe(first.id);
    // A retry after a delete hands back the deleted row rather than resurrecting it twice.
    expect((await call(server, a, 'DELETE', `/api/results/${first.id}`)).statusCode).toBe(200);
    const retry = await call(server, a, 'POST', '/api/results', {
      movement: 'forty',
      value: 4.8,
      clientId,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<TestResult>()).toMatchObject({ id: first.id });
    expect(retry.json<TestResult>().deletedAt).not.toBeNull();
  });
});

describe('edit, delete and undo', () => {
  it('edits value, date, method and note, keeping the previous values in a revision', async () => {
    const server = await app();
    const session = await athlete(server);
    const saved = await save(server, session, {
      movement: 'forty',
      value: 4.9,
      timingMethod: 'hand',
    });
    const res = await call(server, session, 'PATCH', `/api/results/${saved.id}`, {
      value: 4.85,
      testDate: daysAgo(3),
      timingMethod: 'electronic',
      note: 'Re-timed from video',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TestResult>()).toMatchObject({
      id: saved.id,
      value: 4.85,
      testDate: daysAgo(3),
      timingMethod: 'electronic',
      note: 'Re-timed from video',
    });
    const cleared = await call(server, session, 'PATCH', `/api/results/${saved.id}`, {
      note: null,
    });
    expect(cleared.json<TestResult>().note).toBeNull();
    const revs = await revisions(saved.id);
    expect(revs.map((r) => r.action)).toEqual(['create', 'edit', 'edit']);
    expect(revs[1]!.previous).toMatchObject({
      value: 4.9,
      testDate: saved.testDate,
      timingMethod: 'hand',
      note: null,
    });
    expect(revs[2]!.previous).toMatchObject({ value: 4.85, note: 'Re-timed from video' });

    for (const [payload, message] of [
      [{}, /Change at least one field/],
      [{ value: 2 }, /^body\.value: /],
      [{ movement: 'broad_jump' }, /^body/],
      [{ testDate: daysAgo(-5) }, /future/],
      [{ timeToTopSpeed: 3 }, /^body\.timeToTopSpeed: is only for ShredMill/],
    ] as const) {
      const bad = await call(server, session, 'PATCH', `/api/results/${saved.id}`, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().error.message).toMatch(message);
    }
    // The electronic limit of the kept value is rechecked when only the method changes.
    const hand = await save(server, session, {
      movement: 'forty',
      value: 4.1,
      timingMethod: 'hand',
    });
    const toElectronic = await call(server, session, 'PATCH', `/api/results/${hand.id}`, {
      timingMethod: 'electronic',
    });
    expect(toElectronic.statusCode).toBe(400);
    expect(toElectronic.json().error.message).toMatch(/^body\.timingMethod: That is faster/);
    expect((await revisions(saved.id)).length).toBe(3);
  });

  it('soft-deletes and restores (Undo); deleted results leave history, best, latest and progress', async () => {
    const server = await app();
    const session = await athlete(server);
    const older = await save(server, session, {
      movement: 'broad_jump',
      value: 110,
      testDate: daysAgo(20),
    });
    const best = await save(server, session, {
      movement: 'broad_jump',
      value: 120,
      testDate: daysAgo(10),
    });
    const newest = await save(server, session, {
      movement: 'broad_jump',
      value: 115,
      testDate: daysAgo(1),
    });

    const dashboard = async () =>
      (await call(server, session, 'GET', '/api/dashboard')).json<Dashboard>();
    const summary = async () =>
      (await call(server, session, 'GET', '/api/results/summary')).json<ResultsSummary>();
    expect((await dashboard()).bestValues.broad_jump).toBe(120);
    expect((await dashboard()).latestValues.broad_jump).toBe(115);

    const del = await call(server, session, 'DELETE', `/api/results/${best.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json<TestResult>().deletedAt).not.toBeNull();
    expect((await history(server, session)).map((r) => r.id)).toEqual([newest.id, older.id]);
    expect((await dashboard()).bestValues.broad_jump).toBe(115);
    let progress = await summary();
    expect(progress.testsCompleted).toBe(2);
    expect(progress.tests).toEqual([
      {
        movement: 'broad_jump',
        displayName: 'Broad Jump',
        unitType: 'distance',
        count: 2,
        latest: { value: 115, testDate: daysAgo(1), value2: null, timingMethod: null },
        best: { value: 115, testDate: daysAgo(1), value2: null, timingMethod: null },
      },
    ]);
    const listed = await call(server, session, 'GET', '/api/results');
    expect(listed.json<{ results: TestResult[] }>().results.map((r) => r.id)).not.toContain(
      best.id,
    );
    // Deleting again changes nothing; editing a deleted result is not possible.
    expect((await call(server, session, 'DELETE', `/api/results/${best.id}`)).statusCode).toBe(200);
    expect(
      (await call(server, session, 'PATCH', `/api/results/${best.id}`, { value: 121 })).statusCode,
    ).toBe(404);

    const undo = await call(server, session, 'POST', `/api/results/${best.id}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json<TestResult>().deletedAt).toBeNull();
    expect((await dashboard()).bestValues.broad_jump).toBe(120);
    progress = await summary();
    expect(progress.tests[0]!.best).toEqual({
      value: 120,
      testDate: daysAgo(10),
      value2: null,
      timingMethod: null,
    });
    expect(progress.series[0]!.points.map((p) => p.value)).toEqual([110, 120, 115]);

    // An edit moves latest (by test date) and best.
    await call(server, session, 'PATCH', `/api/results/${older.id}`, {
      testDate: isoDay(new Date()),
      value: 125,
    });
    expect(await dashboard()).toMatchObject({
      bestValues: { broad_jump: 125 },
      latestValues: { broad_jump: 125 },
    });
    expect((await revisions(best.id)).map((r) => r.action)).toEqual([
      'create',
      'delete',
      'restore',
    ]);
  });

  it('lists history newest test date first, filtered by test, with method, note and who entered it', async () => {
    const server = await app();
    const session = await athlete(server);
    await save(server, session, {
      movement: 'forty',
      value: 4.9,
      testDate: daysAgo(40),
      timingMethod: 'hand',
    });
    await save(server, session, {
      movement: 'shredmill_gear_4_b',
      value: 19.5,
      timeToTopSpeed: 4.2,
      testDate: daysAgo(5),
    });
    await save(server, session, {
      movement: 'forty',
      value: 4.8,
      testDate: daysAgo(2),
      note: 'PR',
    });
    const all = await history(server, session);
    expect(
      all.map((r) => [
        r.movement,
        r.testDate,
        r.value,
        r.value2,
        r.timingMethod,
        r.note,
        r.enteredBy,
      ]),
    ).toEqual([
      ['forty', daysAgo(2), 4.8, null, null, 'PR', session.user.id],
      ['shredmill_gear_4_b', daysAgo(5), 19.5, 4.2, null, null, session.user.id],
      ['forty', daysAgo(40), 4.9, null, 'hand', null, session.user.id],
    ]);
    expect((await history(server, session, '?test=forty')).map((r) => r.value)).toEqual([4.8, 4.9]);
    expect((await call(server, session, 'GET', '/api/results/history?test=mile')).statusCode).toBe(
      400,
    );
    const summary = (
      await call(server, session, 'GET', '/api/results/summary')
    ).json<ResultsSummary>();
    expect(summary.tests.map((t) => [t.movement, t.latest, t.best])).toEqual([
      [
        'forty',
        { value: 4.8, testDate: daysAgo(2), value2: null, timingMethod: null },
        { value: 4.8, testDate: daysAgo(2), value2: null, timingMethod: null },
      ],
      [
        'shredmill_gear_4_b',
        { value: 19.5, testDate: daysAgo(5), value2: 4.2, timingMethod: null },
        { value: 19.5, testDate: daysAgo(5), value2: 4.2, timingMethod: null },
      ],
    ]);
  });

  it('notifies the athlete on every edit, delete and restore', async () => {
    const server = await app();
    const session = await athlete(server);
    const hub = realtimeHubFor(await getTestDatabase());
    await hub.ready();
    const onChange = vi.fn();
    const unsubscribe = hub.subscribe(session.user.id, onChange);
    const calls = (n: number) =>
      vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(n), { timeout: 5_000 });
    // Subscribed before the save, so no notice can arrive late and be counted twice.
    const saved = await save(server, session, { movement: 'forty', value: 4.9 });
    await calls(1);
    await call(server, session, 'PATCH', `/api/results/${saved.id}`, { value: 4.8 });
    await calls(2);
    await call(server, session, 'DELETE', `/api/results/${saved.id}`);
    await calls(3);
    await call(server, session, 'POST', `/api/results/${saved.id}/restore`);
    await calls(4);
    unsubscribe();
  });
});

describe('who may write a result', () => {
  it('answers 404 to another athlete, 403 to a coach, 401 to nobody, and changes nothing', async () => {
    const server = await app();
    const owner = await athlete(server);
    const other = await athlete(server);
    const coach = await athlete(server, 'coach');
    const saved = await save(server, owner, { movement: 'forty', value: 4.9 });
    const attempts = [
      ['PATCH', `/api/results/${saved.id}`, { value: 4.5 }],
      ['DELETE', `/api/results/${saved.id}`, undefined],
      ['POST', `/api/results/${saved.id}/restore`, undefined],
    ] as const;
    for (const [method, url, payload] of attempts) {
      for (const [who, status] of [
        [other, 404],
        [coach, 403],
        [null, 401],
      ] as const) {
        const res = await call(server, who, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    const unknown = await call(server, owner, 'DELETE', `/api/results/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'Result not found.' } });
    expect((await history(server, other)).length).toBe(0);
    expect((await history(server, owner))[0]).toMatchObject({ value: 4.9, deletedAt: null });
    expect((await revisions(saved.id)).map((r) => r.action)).toEqual(['create']);
  });
});
