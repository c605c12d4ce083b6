/**
 * Benchmark 8 — the in-process rate limiter (apps/server/src/plugins/limiter.ts, used when
 * REDIS_URL is unset or Redis is down). It is filled with N live keys — one per sign-in address
 * an attacker spreads requests over, say — and then timed on requests that each add a new key,
 * as such a flood does. Reported: microseconds per request at each N, and the keys kept after
 * every window has ended and a few thousand more requests came in (expired keys are swept).
 * The correctness checks (the limit still refuses, expired keys go) run in every size, so the
 * tiny form inside `npm test` (test/limiter-bench.test.ts) keeps them.
 */
import { memoryLimiter } from '../apps/server/src/plugins/limiter';
import { type Benchmark, runIfMain } from './lib/harness';
import { round } from './lib/stats';
import { printTable } from './lib/table';

const WINDOW_MS = 3_600_000;

export interface LimiterRow {
  liveKeys: number;
  microsecondsPerRequest: number;
  /** Keys still held after every window ended and `sweepRequests` more requests came. */
  keysAfterExpiry: number;
  sweepRequests: number;
}

/** Fills a limiter with `liveKeys` keys, times `requests` new-key requests, then lets all expire. */
export async function measureLimiter(liveKeys: number, requests: number): Promise<LimiterRow> {
  let now = 0;
  const limiter = memoryLimiter(() => now);
  const rule = (key: string) => [{ key, max: 1, windowMs: WINDOW_MS }];
  for (let i = 0; i < liveKeys; i++) await limiter.consume(rule(`fill:${i}`));
  // The limit still holds for a key among the many.
  await limiter.consume(rule('fill:0')).then(
    () => {
      throw new Error('a live key was let through twice');
    },
    (error: { statusCode?: number }) => {
      if (error.statusCode !== 429) throw error;
    },
  );
  const t0 = performance.now();
  for (let i = 0; i < requests; i++) await limiter.consume(rule(`new:${i}`));
  const microsecondsPerRequest = ((performance.now() - t0) * 1000) / requests;

  now += WINDOW_MS;
  const total = liveKeys + requests;
  const sweepRequests = Math.max(100, Math.ceil(total / 2));
  for (let i = 0; i < sweepRequests; i++) await limiter.consume(rule(`later:${i}`));
  const keysAfterExpiry = limiter.size();
  if (keysAfterExpiry > sweepRequests + Math.ceil(total / 10)) {
    throw new Error(`expired keys are kept: ${keysAfterExpiry} of ${total} after expiry`);
  }
  return { liveKeys, microsecondsPerRequest, keysAfterExpiry, sweepRequests };
}

export const limiterBenchmark: Benchmark<{ sizes: number[]; requests: number }> = {
  name: 'limiter',
  title: 'In-process rate limiter: cost per request with many live keys',
  sizes: {
    full: {
      sizes: (process.env.BENCH_LIMITER_SIZES ?? '10000,50000,100000,200000')
        .split(',')
        .map(Number),
      requests: Number(process.env.BENCH_LIMITER_REQUESTS ?? 2000),
    },
    smoke: { sizes: [100, 2_000], requests: 200 },
  },
  async run({ sizes: SIZES, requests: TIMED_REQUESTS }) {
    await measureLimiter(Math.min(...SIZES), TIMED_REQUESTS); // warm-up, not reported
    const rows: LimiterRow[] = [];
    for (const size of SIZES) rows.push(await measureLimiter(size, TIMED_REQUESTS));
    printTable(
      `${TIMED_REQUESTS} requests, each a new key, after N live keys`,
      ['live keys', 'µs / request', 'keys kept after expiry (+ requests)'],
      rows.map((r) => [
        String(r.liveKeys),
        String(round(r.microsecondsPerRequest, 2)),
        `${r.keysAfterExpiry} (${r.sweepRequests})`,
      ]),
    );
    const smallest = rows[0]!;
    const largest = rows.at(-1)!;
    const growth = largest.microsecondsPerRequest / smallest.microsecondsPerRequest;
    return {
      data: rows,
      targets: [
        {
          target: `cost per request does not grow with live keys (${smallest.liveKeys} → ${largest.liveKeys})`,
          value: `${round(growth, 1)}×`,
          met: growth < 3,
        },
      ],
      notes: [],
    };
  },
};

await runIfMain(import.meta, limiterBenchmark);
