/**
 * Every benchmark, in the order `npm run bench` runs them. `bench/smoke.test.ts` runs each of
 * them at its smoke size inside `npm test`; a new benchmark is added here (the conventions test
 * fails on a benchmark file missing from this list).
 */
import { apiBenchmark } from './api';
import { importBenchmark } from './import';
import type { Benchmark } from './lib/harness';
import { limiterBenchmark } from './limiter';
import { liveUpdatesBenchmark } from './live-updates';
import { roundTripsBenchmark } from './round-trips';
import { scaleBenchmark } from './scale';
import { sprintProfileBenchmark } from './sprint-profile';
import { teamsBenchmark } from './teams';
import { timingImportBenchmark } from './timing-import';
import { webBenchmark } from './web';

export const BENCHMARKS: readonly Benchmark[] = [
  apiBenchmark,
  roundTripsBenchmark,
  liveUpdatesBenchmark,
  webBenchmark,
  importBenchmark,
  scaleBenchmark,
  teamsBenchmark,
  limiterBenchmark,
  sprintProfileBenchmark,
  timingImportBenchmark,
];
