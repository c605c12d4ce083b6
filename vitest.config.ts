import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/**
 * Three projects: pure domain rules, web components (jsdom), and the server through
 * app.inject(). Server tests run on embedded PGlite; when TEST_DATABASE_URL is set they run a
 * second time on that PostgreSQL server (project "server-pg").
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'repo',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        resolve: {
          alias: {
            '@': webSrc,
            // The PWA plugin's virtual module exists only in the app's own build.
            'virtual:pwa-register': `${webSrc}/testing/pwa-register-stub.ts`,
          },
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/vitest.setup.ts'],
          // A screen's test types and clicks through several dialogs with user-event: on a busy
          // two-core machine one such test was seen to need more than Vitest's default 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/multiprocess/**'],
          environment: 'node',
          setupFiles: ['apps/server/test/setup.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_DB_DRIVER: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-pg',
                include: ['apps/server/test/**/*.test.ts'],
                exclude: ['apps/server/test/multiprocess/**'],
                environment: 'node',
                setupFiles: ['apps/server/test/setup.ts'],
                globalSetup: ['apps/server/test/global-setup.ts'],
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
                env: { TEST_DB_DRIVER: 'pg' },
              },
            },
          ]
        : []),
      // Real server processes on PostgreSQL and Redis: only where both are available (CI).
      ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
        ? [
            {
              test: {
                name: 'server-multiprocess',
                include: ['apps/server/test/multiprocess/**/*.test.ts'],
                environment: 'node',
                testTimeout: 180_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
