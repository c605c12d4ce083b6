import { afterEach } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { type AppConfig, rateLimits } from '../../src/config';
import type { Integrations } from '../../src/plugins/integrations';
import { getTestDatabase } from './database';

export const TEST_BETA_CODE = 'Test-Beta-Code';

/** A complete configuration for tests: no external services unless a test adds them. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    database: { kind: 'pglite', dataDir: null },
    dataDir: '/nonexistent',
    appUrl: 'http://localhost:3000',
    appScheme: 'gamespeed',
    betaAccessCode: TEST_BETA_CODE,
    betaAccessCodeIsDefault: false,
    authSecret: 'test-secret-test-secret-test-secret-test-secret',
    adminIdentifiers: [],
    mail: null,
    supportEmail: 'help@gamespeed.test',
    sms: null,
    stripe: null,
    vimeo: null,
    redisUrl: null,
    log: { level: 'silent', format: 'json' },
    webDistDir: null,
    trustProxy: false,
    corsOrigins: ['capacitor://localhost', 'https://localhost'],
    limits: rateLimits({
      sendsPerIpPerHour: 1000,
      minIntervalMs: 60_000,
      sendsPerIdentifierPerHour: 5,
      verifiesPerIpPer10Minutes: 1000,
    }),
    teams: { joinsPerIpPer10Minutes: 1000, joinsPerUserPer10Minutes: 1000 },
    now: () => new Date(),
    ...overrides,
  };
}

/**
 * Rate limits under which a test may ask for sign-in codes again at once (no interval, many
 * sends), for tests where what is under test is something else.
 */
export const resendAtOnceLimits = (sendsPerIdentifierPerHour = 1000) =>
  rateLimits({
    sendsPerIpPerHour: 1000,
    minIntervalMs: 0,
    sendsPerIdentifierPerHour,
    verifiesPerIpPer10Minutes: 1000,
  });

/** A clock the test moves by hand (for the config's `now`). */
export function manualClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const openApps: App[] = [];
afterEach(async () => {
  await Promise.all(openApps.splice(0).map((app) => app.close()));
});

/** Builds the app on this worker's database; it is closed after the test. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  integrations: Partial<Integrations> = {},
  options: { logger?: object } = {},
): Promise<App> {
  const database = await getTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, integrations, ...options });
  openApps.push(app);
  await app.ready();
  return app;
}
