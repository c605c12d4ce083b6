import { defineConfig } from 'vitest/config';

/**
 * The long reliability tests, run by `npm run test:stress`: load, PostgreSQL restart,
 * server killed mid-import, webhooks twice and out of order, offline queues synced at once.
 * They need the local PostgreSQL (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres); each file creates and drops its own database,
 * and the restart test its own PostgreSQL cluster. Files run one at a time.
 *
 * `npm run test:stress:short` (STRESS_SIZE=short, part of `npm test`) runs each of them with a
 * few athletes for a few seconds, with every assertion; it runs only where TEST_DATABASE_URL is
 * set (as in CI), like the server tests on PostgreSQL.
 */
const skipped = process.env.STRESS_SIZE === 'short' && !process.env.TEST_DATABASE_URL;
if (skipped) console.warn('test:stress:short skipped: set TEST_DATABASE_URL to run it');

export default defineConfig({
  test: {
    name: 'stress',
    include: skipped ? [] : ['apps/server/stress/**/*.test.ts'],
    passWithNoTests: skipped,
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 10 * 60_000,
    hookTimeout: 3 * 60_000,
  },
});
