import type { Session } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { AppConfig } from '../src/config';
import { buildTestApp, testConfig } from './support/app';
import { as, call, deliveryForThisFile, signUpAthlete } from './support/auth';
import { getTestDatabase } from './support/database';
import { seedVideo, videoCast } from './support/videos';

/**
 * Lists answer one page of at most 1000 items (validated `limit`, `offset`), and result writes
 * are throttled per athlete with a budget an offline device's queued burst fits in
 * (docs/product/limits.md).
 */

const delivery = deliveryForThisFile();

const athlete = (server: App) => signUpAthlete(server, delivery);

const save = (server: App, session: Session, value: number) =>
  call(server, session, 'POST', '/api/results', { movement: 'forty', value });

async function storedResults(athleteId: string): Promise<number> {
  const { db } = await getTestDatabase();
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM test_results WHERE athlete_id = ${athleteId}`,
  );
  return rows[0]!.n;
}

describe('result writes are throttled per athlete', () => {
  it('a queued burst of 60 writes in a row goes through with the real limits', async () => {
    const server = await buildTestApp({}, delivery.integrations);
    const session = await athlete(server);
    for (let i = 0; i < 60; i++) {
      const res = await save(server, session, 4.5 + i / 100);
      expect(res.statusCode, `write ${i + 1}: ${res.body}`).toBe(201);
    }
    expect(await storedResults(session.user.id)).toBe(60);
  });

  it('beyond the budget: 429 with Retry-After, nothing written; edits and deletes count too; others unaffected', async () => {
    const limits: AppConfig['limits'] = {
      ...testConfig().limits,
      resultWritesPerUser: { max: 3, windowMs: 60_000 },
    };
    const server = await buildTestApp({ limits }, delivery.integrations);
    const session = await athlete(server);
    const first = await save(server, session, 4.6);
    expect(first.statusCode).toBe(201);
    const id = first.json<{ id: string }>().id;
    const edit = await call(server, session, 'PATCH', `/api/results/${id}`, { value: 4.55 });
    expect(edit.statusCode).toBe(200);
    const removed = await call(server, session, 'DELETE', `/api/results/${id}`);
    expect(removed.statusCode).toBe(200);

    const refused = await save(server, session, 4.7);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const restore = await call(server, session, 'POST', `/api/results/${id}/restore`);
    expect(restore.statusCode).toBe(429);
    expect(await storedResults(session.user.id)).toBe(1);

    // Reads are not writes, and another athlete has a budget of their own.
    const read = await call(server, session, 'GET', '/api/results');
    expect(read.statusCode).toBe(200);
    const other = await athlete(server);
    expect((await save(server, other, 4.8)).statusCode).toBe(201);
  });
});

describe('list pages', () => {
  it('history: limit and offset page through, newest test date first; bad values are a 400 naming the field', async () => {
    const server = await buildTestApp({}, delivery.integrations);
    const session = await athlete(server);
    for (const [i, day] of ['2026-01-01', '2026-02-01', '2026-03-01'].entries()) {
      const res = await call(server, session, 'POST', '/api/results', {
        movement: 'forty',
        value: 4.5 + i / 10,
        testDate: day,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const page = async (query: string) =>
      call(server, session, 'GET', `/api/results/history${query}`);
    const all = (await page('')).json<{ results: { testDate: string }[] }>().results;
    expect(all.map((r) => r.testDate)).toEqual(['2026-03-01', '2026-02-01', '2026-01-01']);
    const second = (await page('?limit=1&offset=1')).json<{ results: { testDate: string }[] }>();
    expect(second.results.map((r) => r.testDate)).toEqual(['2026-02-01']);
    for (const bad of ['?limit=0', '?limit=1001', '?limit=abc', '?offset=-1', '?limit=2.5']) {
      const res = await page(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message, bad).toMatch(/limit|offset/);
    }
  });

  it('videos and the admin list: one page of at most 1000, validated', async () => {
    const cast = await videoCast(delivery);
    for (let i = 0; i < 3; i++) await seedVideo({ forRole: 'coach', title: `Page ${i}` });
    const get = (url: string, session = cast.admin) =>
      as(cast.app, session, { method: 'GET', url });
    const coachPage = await get('/api/videos?limit=2', cast.coach);
    expect(coachPage.statusCode).toBe(200);
    expect(coachPage.json().videos).toHaveLength(2);
    const adminAll = await get('/api/admin/videos');
    const adminPage = await get('/api/admin/videos?limit=1&offset=1');
    expect(adminPage.json().videos).toEqual([adminAll.json().videos[1]]);
    // The counts are of the whole library, whatever the page.
    expect(adminPage.json().counts).toEqual(adminAll.json().counts);
    expect((await get('/api/videos?limit=5000', cast.coach)).statusCode).toBe(400);
    expect((await get('/api/admin/videos?limit=0')).statusCode).toBe(400);
  });
});
