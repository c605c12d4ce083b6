import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { RateLimit } from '../config';
import { AppError } from '../lib/errors';

/**
 * Fixed-window counters for limits that need several keys per request (a code send is limited
 * per IP per hour, per identifier per minute and per identifier per hour). @fastify/rate-limit
 * runs only one limiter per request, so these live here. Counters are in Redis when REDIS_URL is
 * set (shared by every process), otherwise in this process.
 *
 * A request is checked against every rule first and counted only when all of them allow it: a
 * refused request changes no counter. So an IP that is already blocked cannot spend somebody
 * else's per-identifier quota, and a flood of refused requests stores nothing. Keys are hashed,
 * so whatever a client puts in them (an e-mail address, say) is never kept as given and every
 * key has the same short length.
 */
export interface Limiter {
  /**
   * Counts `cost` hits (one by default) on each rule when all allow it; else throws 429 with
   * retry-after and the message of the rule that waits longest.
   */
  consume(rules: readonly LimitRule[]): Promise<void>;
  /** Forgets these keys' counts (a sign-in unlock link lets its owner ask for codes again). */
  reset(keys: readonly string[]): Promise<void>;
}

export interface LimitRule {
  key: string;
  max: number;
  windowMs: number;
  /** How many hits this request counts (a batch of entries counts each); 1 when absent. */
  cost?: number;
  /** What the 429 says before "Please try again in N seconds." when this rule refuses. */
  message?: string;
}

const costOf = (rule: LimitRule) => rule.cost ?? 1;

declare module 'fastify' {
  interface FastifyInstance {
    limiter: Limiter;
  }
}

/**
 * A preHandler allowing `limit.max` calls per IP address in each window of the limit
 * (@fastify/rate-limit: 429 with Retry-After beyond it), counted under `prefix`: routes that
 * give the same prefix share one budget.
 */
export function perIpRateLimit(app: FastifyInstance, limit: RateLimit, prefix: string) {
  return app.rateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${prefix}:${request.ip}`,
  });
}

function tooMany(retryAfterMs: number, rule?: LimitRule): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    ERROR_CODES.rateLimited,
    `${rule?.message ?? 'Too many requests.'} Please try again in ${seconds} seconds.`,
    { 'retry-after': String(seconds) },
  );
}

/** The stored form of a rule's key: a fixed-length digest, never the client's own text. */
export const limiterKey = (key: string) =>
  `gamespeed-limit:${createHash('sha256').update(key).digest('base64url')}`;

type Window = { count: number; resetAt: number };

/**
 * Counters in this process. Ended windows are swept a few at a time: each request looks at the
 * next `2 × rules + 2` entries after where the last one stopped (more than it can add), so every
 * request costs the same whatever the number of keys, and an ended window is gone within about
 * two passes (bench/limiter.ts; docs/performance.md).
 */
export function memoryLimiter(now: () => number = Date.now): Limiter & { size(): number } {
  const windows = new Map<string, Window>();
  let cursor: MapIterator<[string, Window]> | null = null;
  const sweepSome = (t: number, count: number) => {
    for (let looked = 0; looked < count; looked++) {
      cursor ??= windows.entries();
      const next = cursor.next();
      if (next.done) {
        cursor = null;
        return;
      }
      // Deleting the entry just visited leaves a Map iterator valid.
      if (next.value[1].resetAt <= t) windows.delete(next.value[0]);
    }
  };
  return {
    size: () => windows.size,
    async consume(rules) {
      const t = now();
      sweepSome(t, 2 * rules.length + 2);
      const live = rules.map((rule) => {
        const key = limiterKey(rule.key);
        const entry = windows.get(key);
        return { rule, key, entry: entry && entry.resetAt > t ? entry : undefined };
      });
      let refusal: { wait: number; rule: LimitRule } | undefined;
      for (const { rule, entry } of live) {
        const count = entry?.count ?? 0;
        if (count + costOf(rule) <= rule.max) continue;
        // A cost above the whole budget waits a full window, like a full counter.
        const wait = entry ? entry.resetAt - t : rule.windowMs;
        if (!refusal || wait > refusal.wait) refusal = { wait, rule };
      }
      if (refusal) throw tooMany(refusal.wait, refusal.rule);
      for (const { rule, key, entry } of live) {
        if (entry) entry.count += costOf(rule);
        else windows.set(key, { count: costOf(rule), resetAt: t + rule.windowMs });
      }
    },
    async reset(keys) {
      for (const key of keys) windows.delete(limiterKey(key));
    },
  };
}

/**
 * Check-all-then-count-all in one Redis script, so two processes cannot both pass the check
 * and both count past the limit. ARGV holds max, window and cost of each key in turn. Returns
 * {0, 0} when counted, else {milliseconds to wait, the 1-based index of the rule waiting longest}.
 */
const CONSUME_SCRIPT = `
local wait = 0
local which = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count + tonumber(ARGV[i * 3]) > tonumber(ARGV[i * 3 - 2]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[i * 3 - 1]) end
    if ttl > wait then
      wait = ttl
      which = i
    end
  end
end
if wait > 0 then return {wait, which} end
for i, key in ipairs(KEYS) do
  local cost = tonumber(ARGV[i * 3])
  if redis.call('INCRBY', key, cost) == cost or redis.call('PTTL', key) < 0 then
    redis.call('PEXPIRE', key, ARGV[i * 3 - 1])
  end
end
return {0, 0}
`;

export function redisLimiter(
  redis: Redis,
  fallback: Limiter,
  onError: (error: unknown) => void,
): Limiter {
  return {
    async consume(rules) {
      let answer: [number, number];
      try {
        const args = rules.flatMap((rule) => [
          String(rule.max),
          String(rule.windowMs),
          String(costOf(rule)),
        ]);
        answer = (await redis.eval(
          CONSUME_SCRIPT,
          rules.length,
          ...rules.map((r) => limiterKey(r.key)),
          ...args,
        )) as [number, number];
      } catch (error) {
        // Redis went away after start: keep limiting in this process until it is back.
        onError(error);
        return fallback.consume(rules);
      }
      const [wait, which] = answer.map(Number) as [number, number];
      if (wait > 0) throw tooMany(wait, rules[which - 1]);
    },
    async reset(keys) {
      // Both: counts made while Redis was away are in the fallback.
      await fallback.reset(keys);
      if (keys.length === 0) return;
      try {
        await redis.del(...keys.map(limiterKey));
      } catch (error) {
        onError(error);
      }
    },
  };
}

export const limiterPlugin = fp(async (app: FastifyInstance) => {
  const local = memoryLimiter();
  app.decorate(
    'limiter',
    app.redis
      ? redisLimiter(app.redis, local, (error) =>
          app.log.warn({ err: error }, 'Redis limiter unavailable; counting in this process'),
        )
      : local,
  );
});
