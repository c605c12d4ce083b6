import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parsePriceIds } from '../src/config';

describe('loadConfig', () => {
  it('refuses to start in production without the required keys, listing each', () => {
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/gs-config-test' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('BETA_ACCESS_CODE');
      expect(problems).toContain('AUTH_SECRET');
      expect(problems).toContain('SMTP_URL or TWILIO');
    }
  });

  it('starts in production with a code, a secret and one delivery provider', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      BETA_ACCESS_CODE: 'abc',
      AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      DATABASE_URL: 'postgres://u@localhost/db',
    });
    expect(config.betaAccessCode).toBe('abc');
    expect(config.database).toEqual({ kind: 'pg', url: 'postgres://u@localhost/db', poolMax: 10 });
    expect(config.mail?.smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(config.log).toEqual({ level: 'info', format: 'json' });
  });

  it('writes readable log lines in development and JSON elsewhere, unless told', () => {
    expect(loadConfig({}).log.format).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).log.format).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json', LOG_LEVEL: 'warn' }).log).toEqual({
      level: 'warn',
      format: 'json',
    });
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', PG_POOL_MAX: '25' }).database).toEqual({
      kind: 'pg',
      url: 'postgres://x/y',
      poolMax: 25,
    });
  });

  it('defaults to embedded PGlite, port 3000 and the gamespeed scheme', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/gs-config-test' });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/tmp/gs-config-test' });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.appScheme).toBe('gamespeed');
    expect(config.betaAccessCodeIsDefault).toBe(true);
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: '/tmp/gs-config-test' }).authSecret).toBe(config.authSecret);
  });

  it('keeps ./data where npm start was typed, not inside apps/server', () => {
    const root = '/tmp/gs-config-root';
    expect(loadConfig({ INIT_CWD: root }).dataDir).toBe(`${root}/data`);
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: 'db' }).dataDir).toBe(`${root}/db`);
  });

  it('sweeps for retest reminders every 15 minutes, in minutes or finer in seconds, or never', () => {
    const env = { DATA_DIR: '/tmp/gs-config-test' };
    expect(loadConfig(env).reminderSweepSeconds).toBe(900);
    expect(loadConfig({ ...env, REMINDER_SWEEP_MINUTES: '5' }).reminderSweepSeconds).toBe(300);
    expect(
      loadConfig({ ...env, REMINDER_SWEEP_MINUTES: '5', REMINDER_SWEEP_SECONDS: '2' })
        .reminderSweepSeconds,
    ).toBe(2);
    expect(loadConfig({ ...env, REMINDER_SWEEP_MINUTES: '0' }).reminderSweepSeconds).toBe(0);
    expect(() => loadConfig({ ...env, REMINDER_SWEEP_SECONDS: '1.5' })).toThrow(
      /REMINDER_SWEEP_SECONDS/,
    );
  });

  it('names bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/gs-config-test', TWILIO_ACCOUNT_SID: 'AC1' }),
    ).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/);
  });

  it('parses STRIPE_PRICE_IDS as tier:price pairs', () => {
    expect(parsePriceIds('pro:price_1, team:price_2')).toEqual({ pro: 'price_1', team: 'price_2' });
    expect(() => parsePriceIds('pro')).toThrow(ConfigError);
  });
});
