import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors';

/**
 * Fixed-window counters for limits that need several keys per request (a code send is limited
 * per identifier per minute, per identifier per hour and per IP per hour). @fastify/rate-limit
 * runs only one limiter per request, so these live here. Counters are in Redis when REDIS_URL is
 * set (shared by every process), otherwise in this process.
 */
export interface Limiter {
  /** Counts one hit on each rule; throws 429 (with retry-after) if any is over its limit. */
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

function tooMany(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    'rate_limited',
    `Too many requests. Please try again in ${seconds} seconds.`,
    {
      'retry-after': String(seconds),
    },
  );
}

export function memoryLimiter(now: () => number = Date.now): Limiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async consume(rules) {
      const t = now();
      let wait = 0;
      for (const rule of rules) {
        let entry = windows.get(rule.key);
        if (!entry || entry.resetAt <= t) {
          entry = { count: 0, resetAt: t + rule.windowMs };
          windows.set(rule.key, entry);
        }
        entry.count += 1;
        if (entry.count > rule.max) wait = Math.max(wait, entry.resetAt - t);
      }
      if (windows.size > 50_000) {
        for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
      }
      if (wait > 0) throw tooMany(wait);
    },
  };
}

export function redisLimiter(redis: Redis): Limiter {
  return {
    async consume(rules) {
      const pipeline = redis.multi();
      for (const rule of rules) {
        const key = `gamespeed-limit:${rule.key}`;
        pipeline.incr(key).pexpire(key, rule.windowMs, 'NX').pttl(key);
      }
      const results = (await pipeline.exec()) ?? [];
      let wait = 0;
      rules.forEach((rule, i) => {
        const count = Number(results[i * 3]?.[1] ?? 0);
        const ttl = Number(results[i * 3 + 2]?.[1] ?? rule.windowMs);
        if (count > rule.max) wait = Math.max(wait, ttl > 0 ? ttl : rule.windowMs);
      });
      if (wait > 0) throw tooMany(wait);
    },
  };
}

export const limiterPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('limiter', app.redis ? redisLimiter(app.redis) : memoryLimiter());
});
