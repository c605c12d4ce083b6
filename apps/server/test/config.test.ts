import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parsePriceIds } from '../src/config';

/** Data directories in the machine's temporary folder (a data directory keeps its auth secret). */
const dataDir = join(tmpdir(), 'gs-config-test');

describe('loadConfig', () => {
  it('refuses to start in production without the required keys, listing each', () => {
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('BETA_ACCESS_CODE');
      expect(problems).toContain('AUTH_SECRET');
      expect(problems).toContain('SMTP_URL or TWILIO');
    }
  });

  it('refuses production mail without MAIL_FROM and notices without SUPPORT_EMAIL (no sender on a domain the operator may not own)', () => {
    const production = {
      NODE_ENV: 'production',
      BETA_ACCESS_CODE: 'abc',
      AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:2525',
    };
    expect(() => loadConfig(production)).toThrow(/MAIL_FROM is required in production/);
    expect(() =>
      loadConfig({ ...production, MAIL_FROM: 'GameSpeed <no-reply@club.example>' }),
    ).toThrow(/SUPPORT_EMAIL is required in production/);
    expect(() =>
      loadConfig({ ...production, MAIL_FROM: 'a@club.example', SUPPORT_EMAIL: 'not an address' }),
    ).toThrow(/SUPPORT_EMAIL/);
    // Outside production a local mail catcher needs neither.
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:2525' }).mail?.from).toBe(
      'GameSpeed <no-reply@localhost>',
    );
  });

  it('starts in production with a code, a secret and one delivery provider', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      BETA_ACCESS_CODE: 'abc',
      AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'GameSpeed <no-reply@club.example>',
      SUPPORT_EMAIL: 'help@club.example',
      DATABASE_URL: 'postgres://u@localhost/db',
    });
    expect(config.mail?.from).toBe('GameSpeed <no-reply@club.example>');
    expect(config.supportEmail).toBe('help@club.example');
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
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.database).toEqual({ kind: 'pglite', dataDir });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.appScheme).toBe('gamespeed');
    expect(config.betaAccessCodeIsDefault).toBe(true);
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it('keeps ./data where npm start was typed, not inside apps/server', () => {
    const root = join(tmpdir(), 'gs-config-root');
    expect(loadConfig({ INIT_CWD: root }).dataDir).toBe(`${root}/data`);
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: 'db' }).dataDir).toBe(`${root}/db`);
  });

  it('sweeps for retest reminders every 15 minutes, in minutes or finer in seconds, or never', () => {
    const env = { DATA_DIR: dataDir };
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

  it("refuses TRUST_PROXY settings that believe a client's own X-Forwarded-For as true would", () => {
    const trust = (value: string) =>
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    for (const unsafe of [
      'true',
      '0.0.0.0/0',
      '::/0',
      '10.0.0.1, 0.0.0.0/0',
      '0.0.0.0/1',
      '128.0.0.0/2',
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/100',
      '::/8',
      '2000::/3',
      '1000',
      'proxy.example.com',
      '10.0.0.0/255.0.0.0',
      '10.0.0.0/33',
    ]) {
      expect(() => trust(unsafe), unsafe).toThrow(/TRUST_PROXY/);
    }
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, 172.16.0.0/12')).toEqual(['10.0.0.0/8', '172.16.0.0/12']);
    expect(trust('173.245.48.0/20,2606:4700::/32')).toEqual(['173.245.48.0/20', '2606:4700::/32']);
    expect(trust('fc00::/7,fe80::/10,::1,loopback')).toEqual([
      'fc00::/7',
      'fe80::/10',
      '::1',
      'loopback',
    ]);
    expect(trust('::ffff:10.0.0.0/104')).toEqual(['::ffff:10.0.0.0/104']);
  });

  it('names bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/,
    );
  });

  it('parses STRIPE_PRICE_IDS as tier:price pairs', () => {
    expect(parsePriceIds('pro:price_1, team:price_2')).toEqual({ pro: 'price_1', team: 'price_2' });
    expect(() => parsePriceIds('pro')).toThrow(ConfigError);
  });
});
