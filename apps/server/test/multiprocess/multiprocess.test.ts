import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, REDIS_URL, ready, type ServerProcess, spawnServer } from './support';

/**
 * What only shows with several server processes: shared rate limits through Redis, and
 * several processes starting at once on an empty database (a rolling deploy, an autoscaler).
 */
const started: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  for (const cleanup of cleanups) await cleanup();
});

async function start(env: Record<string, string>) {
  const server = await spawnServer(env);
  started.push(server);
  return server;
}

const journal = JSON.parse(
  readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

describe('several server processes', () => {
  it('three processes started together on an empty database all come up, migrated once', async () => {
    const database = await freshDatabase('start');
    cleanups.push(database.drop);
    const servers = await Promise.all(
      Array.from({ length: 3 }, () => start({ DATABASE_URL: database.url })),
    );
    await Promise.all(servers.map((server) => ready(server)));
    const [applied] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(applied?.n).toBe(journal.entries.length);
    const [movements] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM movements',
    );
    expect(movements?.n).toBeGreaterThan(0);
  }, 180_000);

  it('two processes on one Redis enforce one per-IP limit between them', async () => {
    const database = await freshDatabase('limits');
    cleanups.push(database.drop);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      // One proxy in front: the address it appends is the client; a fresh one per run, so a
      // rerun within the hour starts from zero on the same Redis.
      TRUST_PROXY: '1',
      OTP_SENDS_PER_IP_HOUR: '5',
      OTP_MIN_INTERVAL_SECONDS: '0',
    };
    const a = await start(env);
    await ready(a);
    const b = await start(env);
    await ready(b);
    const octet = () => Math.floor(Math.random() * 254) + 1;
    const client = `10.${octet()}.${octet()}.${octet()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await fetch(`${server.base}/api/auth/otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({
          identifier: `mp-${Date.now()}-${i}@example.com`,
          purpose: 'signup',
        }),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
  }, 180_000);

  it('a process refuses to start when REDIS_URL is set but Redis does not answer', async () => {
    const database = await freshDatabase('noredis');
    cleanups.push(database.drop);
    const server = await start({ DATABASE_URL: database.url, REDIS_URL: 'redis://127.0.0.1:1' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('GameSpeed cannot start: Redis (REDIS_URL) is unreachable');
  }, 120_000);
});
