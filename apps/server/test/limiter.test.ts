import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type Limiter, limiterKey, memoryLimiter, redisLimiter } from '../src/plugins/limiter';

/**
 * The multi-key limiter: a request is counted only when every rule allows it, keys are stored as
 * fixed-length digests, and the Redis form (run when TEST_REDIS_URL is set) behaves the same.
 */
const run = Math.random().toString(36).slice(2);
const rules = (identifier: string) => [
  { key: `ip:${run}:${identifier}`, max: 2, windowMs: 60_000 },
  { key: `id:${identifier}`, max: 3, windowMs: 60_000 },
];

async function outcomes(limiter: Limiter, calls: { identifier: string }[]) {
  const result: string[] = [];
  for (const call of calls) {
    try {
      await limiter.consume(rules(call.identifier));
      result.push('ok');
    } catch (error) {
      result.push(String((error as { statusCode?: number }).statusCode));
    }
  }
  return result;
}

function behavesAsALimiter(make: () => Limiter) {
  it('counts a request only when every rule allows it', async () => {
    const limiter = make();
    const victim = `victim-${Math.random()}`;
    // Two sends use the IP's allowance; the next eight are refused and must not touch the
    // victim's per-identifier count.
    expect(await outcomes(limiter, Array(10).fill({ identifier: victim }))).toEqual([
      'ok',
      'ok',
      ...Array(8).fill('429'),
    ]);
    // The victim's own count saw two sends, not ten: one of three is left.
    await expect(
      limiter.consume([{ key: `id:${victim}`, max: 3, windowMs: 60_000 }]),
    ).resolves.toBeUndefined();
    await expect(
      limiter.consume([{ key: `id:${victim}`, max: 3, windowMs: 60_000 }]),
    ).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': expect.any(String) } });
  });

  it('counts a batch by its cost, refuses one that does not fit whole, and says which rule', async () => {
    const limiter = make();
    const key = `batch-${run}-${Math.random()}`;
    const rule = (cost: number) => [
      { key: `wide-${key}`, max: 100, windowMs: 60_000, cost },
      { key, max: 5, windowMs: 60_000, cost, message: 'Too many for Ann.' },
    ];
    await limiter.consume(rule(3));
    // 3 + 3 > 5: refused whole, counting nothing, with the refusing rule's words.
    await expect(limiter.consume(rule(3))).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many for Ann\. Please try again in \d+ seconds\.$/),
    });
    await expect(limiter.consume(rule(2))).resolves.toBeUndefined();
    await expect(limiter.consume(rule(1))).rejects.toMatchObject({ statusCode: 429 });
    // The wide rule saw 5 of its 100.
    await expect(
      limiter.consume([{ key: `wide-${key}`, max: 100, windowMs: 60_000, cost: 95 }]),
    ).resolves.toBeUndefined();
  });

  it('forgets the counts of the keys it is told to reset, and only those', async () => {
    const limiter = make();
    const key = `reset-${Math.random()}`;
    const other = `${key}-other`;
    const rule = (k: string) => [{ key: k, max: 1, windowMs: 60_000 }];
    await limiter.consume(rule(key));
    await limiter.consume(rule(other));
    await expect(limiter.consume(rule(key))).rejects.toMatchObject({ statusCode: 429 });
    await limiter.reset([key]);
    await expect(limiter.consume(rule(key))).resolves.toBeUndefined();
    await expect(limiter.consume(rule(other))).rejects.toMatchObject({ statusCode: 429 });
  });
}

describe('memory limiter', () => {
  behavesAsALimiter(() => memoryLimiter());

  it('a window ends on time', async () => {
    let now = 0;
    const limiter = memoryLimiter(() => now);
    const rule = [{ key: 'k', max: 1, windowMs: 1_000 }];
    await limiter.consume(rule);
    await expect(limiter.consume(rule)).rejects.toMatchObject({ statusCode: 429 });
    now = 1_000;
    await expect(limiter.consume(rule)).resolves.toBeUndefined();
  });
});

describe('limiter keys', () => {
  it('are digests of one short length whatever the client sent', () => {
    const long = limiterKey(`otp-id:${'x'.repeat(60_000)}@example.com`);
    const short = limiterKey('otp-id:a@b');
    expect(long.length).toBe(short.length);
    expect(long.length).toBeLessThan(80);
    expect(long).not.toContain('example.com');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('redis limiter', () => {
  const redis = new Redis(redisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  afterAll(() => redis.disconnect());
  const failing: Limiter = {
    consume: async () => {
      throw new Error('the fallback must not be used while Redis answers');
    },
    reset: async () => {},
  };
  behavesAsALimiter(() => redisLimiter(redis, failing, () => {}));

  it('two limiters on one Redis share one count (as two processes do)', async () => {
    const a = redisLimiter(redis, failing, () => {});
    const b = redisLimiter(redis, failing, () => {});
    const key = `shared-${run}`;
    const rule = [{ key, max: 3, windowMs: 60_000 }];
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).consume(rule)),
    );
    expect(answers.filter((x) => x.status === 'fulfilled')).toHaveLength(3);
  });

  it('falls back to counting in this process when Redis stops answering', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    dead.on('error', () => {});
    const errors: unknown[] = [];
    const limiter = redisLimiter(dead, memoryLimiter(), (error) => errors.push(error));
    const rule = [{ key: `fallback-${run}`, max: 1, windowMs: 60_000 }];
    await limiter.consume(rule);
    await expect(limiter.consume(rule)).rejects.toMatchObject({ statusCode: 429 });
    expect(errors.length).toBeGreaterThan(0);
    dead.disconnect();
  });
});
