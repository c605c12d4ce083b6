import { describe, expect, it } from 'vitest';
import { measureLimiter } from '../bench/limiter';

/**
 * The tiny form of bench/limiter.ts: its checks (a live key still refused among many, ended
 * windows swept while requests keep coming) at sizes that run in a moment. Timing is printed by
 * the benchmark, never asserted.
 */
describe('limiter benchmark (tiny)', () => {
  it('keeps limiting among many keys and sweeps ended windows as requests come', async () => {
    for (const liveKeys of [100, 2_000]) {
      const row = await measureLimiter(liveKeys, 200);
      expect(row.keysAfterExpiry).toBeLessThanOrEqual(row.sweepRequests + 10);
    }
  });
});
