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
  /** Counts one hit on each rule when all allow it; else throws 429 with retry-after. */
  consume(rules: readonly LimitRule[]): Promise<void>;
}

export interface LimitRule {
  key: string;
  max: number;
  windowMs: number;
}

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

function tooMany(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    ERROR_CODES.rateLimited,
    `Too many requests. Please try again in ${seconds} seconds.`,
    { 'retry-after': String(seconds) },
  );
}

/** The stored form of a rule's key: a fixed-length digest, never the client's own text. */
export const limiterKey = (key: string) =>
  `gamespeed-limit:${createHash('sha256').update(key).digest('base64url')}`;

export function memoryLimiter(now: () => number = Date.now): Limiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async consume(rules) {
      const t = now();
      const live = rules.map((rule) => {
        const key = limiterKey(rule.key);
        const entry = windows.get(key);
        return { rule, key, entry: entry && entry.resetAt > t ? entry : undefined };
      });
      const wait = Math.max(
        0,
        ...live.map(({ rule, entry }) =>
          entry && entry.count >= rule.max ? entry.resetAt - t : 0,
        ),
      );
      if (wait > 0) throw tooMany(wait);
      for (const { rule, key, entry } of live) {
        if (entry) entry.count += 1;
        else windows.set(key, { count: 1, resetAt: t + rule.windowMs });
      }
      if (windows.size > 50_000) {
        for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
      }
    },
  };
}

/**
 * Check-all-then-count-all in one Redis script, so two processes cannot both pass the check
 * and both count past the limit. Returns 0 when counted, else the milliseconds to wait.
 */
const CONSUME_SCRIPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[i * 2 - 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[i * 2]) end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 or redis.call('PTTL', key) < 0 then
    redis.call('PEXPIRE', key, ARGV[i * 2])
  end
end
return 0
`;

export function redisLimiter(
  redis: Redis,
  fallback: Limiter,
  onError: (error: unknown) => void,
): Limiter {
  return {
    async consume(rules) {
      let wait: number;
      try {
        const args = rules.flatMap((rule) => [String(rule.max), String(rule.windowMs)]);
        wait = Number(
          await redis.eval(
            CONSUME_SCRIPT,
            rules.length,
            ...rules.map((r) => limiterKey(r.key)),
            ...args,
          ),
        );
      } catch (error) {
        // Redis went away after start: keep limiting in this process until it is back.
        onError(error);
        return fallback.consume(rules);
      }
      if (wait > 0) throw tooMany(wait);
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
