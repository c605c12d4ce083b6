import { describe, expect, it } from 'vitest';
import { BENCHMARKS } from './benchmarks';
import { printTargets, runBenchmark } from './lib/harness';

/**
 * The smoke run of every benchmark (`npm run test:bench`, part of `npm test`): each runs its
 * whole code at its tiny `sizes.smoke` and must finish without a failed check (`ensure`): no lost
 * row, no error answer, every page showing its data. Its figures are printed, never asserted;
 * at these sizes they say nothing. Needs PostgreSQL (BENCH_DATABASE_URL, which
 * vitest.bench.config.ts takes from TEST_DATABASE_URL) and Chromium.
 */
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl)
  console.warn('[bench smoke] skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL');

describe.skipIf(!databaseUrl)('every benchmark at its smoke size', () => {
  for (const bench of BENCHMARKS) {
    it(bench.name, async () => {
      const result = await runBenchmark(bench, 'smoke');
      printTargets([result]);
      console.log(`[bench smoke] ${bench.name}: ${result.seconds} s`);
      expect(result.notes.filter((note) => note.startsWith('FAILED'))).toEqual([]);
    });
  }
});
