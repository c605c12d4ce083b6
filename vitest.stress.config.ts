import { defineConfig } from 'vitest/config';

/**
 * The long reliability tests, run by `npm run test:stress`: load, PostgreSQL restart,
 * server killed mid-import, webhooks twice and out of order. They need the local PostgreSQL
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres); each file creates
 * and drops its own database. Files run one at a time: one of them restarts PostgreSQL.
 */
export default defineConfig({
  test: {
    name: 'stress',
    include: ['apps/server/stress/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 10 * 60_000,
    hookTimeout: 3 * 60_000,
  },
});
