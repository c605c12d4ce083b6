import { defineConfig } from 'vitest/config';

/**
 * `npm run test:bench`: every benchmark once at its smoke size (bench/smoke.test.ts), checking
 * what it measured and reporting the figures. The benchmarks make their databases on the
 * PostgreSQL server of BENCH_DATABASE_URL, or of TEST_DATABASE_URL (as CI sets it); without
 * either the run is skipped.
 */
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    name: 'bench',
    include: ['bench/smoke.test.ts'],
    // Without a database the smoke test skips itself, saying why.
    environment: 'node',
    pool: 'forks',
    testTimeout: 5 * 60_000,
    hookTimeout: 60_000,
    env: databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {},
  },
});
