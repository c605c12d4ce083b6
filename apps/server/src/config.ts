// Longer than 300 lines on purpose: this is the only server file that reads `process.env`
// (Biome's noProcessEnv), so every setting, its check and its default sit in one place the
// README's settings table is tested against; the rate limits' shapes come first, then the
// environment's schema, then the typed config the app is built from.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy, trustProxyProblem } from './lib/trust-proxy';

/** The development beta code, used only outside production when none is configured. */
export const DEV_BETA_ACCESS_CODE = 'GAMESPEED-BETA';

/** Origins of the Capacitor web views (iOS, Android). */
export const DEFAULT_CORS_ORIGINS = ['capacitor://localhost', 'https://localhost'] as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** One rate limit: at most `max` requests in a fixed window of `windowMs` milliseconds. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Every rate limit of the server (docs/product/limits.md). The sign-in ones are settings
 * (OTP_* in the README); the others are fixed here.
 */
export interface RateLimits {
  /** One-time codes one IP address may request (OTP_SENDS_PER_IP_HOUR an hour). */
  otpSendsPerIp: RateLimit;
  /**
   * One code per OTP_MIN_INTERVAL_SECONDS for one e-mail address or phone number, counted per
   * requester (address and IP address): somebody else asking cannot make the owner wait.
   */
  otpIntervalPerIdentifier: RateLimit;
  /**
   * One-time codes one identifier may receive from one requester (address and IP address,
   * OTP_SENDS_PER_IDENTIFIER_HOUR an hour): a stranger spends their own share, not the owner's.
   */
  otpSendsPerIdentifier: RateLimit;
  /**
   * One-time codes one identifier may receive from every requester together
   * (OTP_SENDS_PER_IDENTIFIER_CEILING_HOUR an hour, above the per-requester count). The unlock
   * link sent to a locked address resets it.
   */
  otpSendsPerIdentifierCeiling: RateLimit;
  /** Code checks one IP address may make (OTP_VERIFIES_PER_IP_10_MIN in 10 minutes). */
  otpVerifiesPerIp: RateLimit;
  /** Refresh-token exchanges one IP address may make. */
  tokenRefreshesPerIp: RateLimit;
  /** Beta access code checks one IP address may make. */
  accessCodeChecksPerIp: RateLimit;
  /** Checkout and billing portal sessions one signed-in user may open. */
  billingSessionsPerUser: RateLimit;
  /**
   * Wrong sign-in codes one e-mail address or phone number may see, across re-sends; the address
   * is then locked until the window ends or its owner opens the unlock link sent to it.
   */
  codeGuessesPerIdentifier: RateLimit;
  /**
   * Calls of the public reads (health, public settings, billing plans) from one IP address:
   * far above what a load balancer's health check or a school's shared connection makes.
   */
  publicReadsPerIp: RateLimit;
  /** Unlock links one IP address may try. */
  unlockLinksPerIp: RateLimit;
  /** Live-update stream tickets one signed-in user may ask for. */
  streamTicketsPerUser: RateLimit;
  /** Live-update streams open at the same time, per signed-in user and per IP address. */
  liveStreams: { perUser: number; perIp: number };
  /**
   * A live-update stream whose socket moves nothing for this long is closed (the server writes a
   * heartbeat far more often, so only a client that stopped reading hits it).
   */
  liveStreamIdleMs: number;
  /**
   * Result writes (add, edit, delete) one athlete may make. An offline device sends its queued
   * writes in one burst, so the budget holds a long queue; nobody typing results reaches it.
   */
  resultWritesPerUser: RateLimit;
  /**
   * Results one coach may write (test-day entries, edits, deletes) into the histories of all
   * their athletes together (COACH_RESULT_WRITES_PER_HOUR an hour): a whole team's test day fits.
   */
  coachResultWritesPerCoach: RateLimit;
  /**
   * Results coaches may write into one athlete's history, every coach together
   * (COACH_RESULT_WRITES_PER_ATHLETE_HOUR an hour): a full test day of every test with trials
   * fits; a flood into one athlete's history does not.
   */
  coachResultWritesPerAthlete: RateLimit;
  /** Team invites (e-mail or SMS) one coach may send. */
  teamInvitesPerCoach: RateLimit;
  /** Team invites one e-mail address or phone number may receive, from every coach together. */
  teamInvitesPerAddress: RateLimit;
  /**
   * Timing-file previews and imports one signed-in user may ask for (each reads a file of up to
   * 5 MB): a coach mapping a file tries a few mappings; a loop of uploads does not fit.
   */
  timingImportsPerUser: RateLimit;
}

/** The limits that are settings (sign-in, result writes), as the environment gives them. */
export interface SignInLimitSettings {
  sendsPerIpPerHour: number;
  /** Minimum time between two codes for one identifier. */
  minIntervalMs: number;
  sendsPerIdentifierPerHour: number;
  /** Codes one identifier may receive from everyone together; 4 × the per-requester count. */
  sendsPerIdentifierCeilingPerHour?: number;
  verifiesPerIpPer10Minutes: number;
  /** Result writes one athlete may make in 10 minutes (RESULT_WRITES_PER_USER_10_MIN). */
  resultWritesPerUserPer10Minutes?: number;
  /** COACH_RESULT_WRITES_PER_HOUR. */
  coachResultWritesPerHour?: number;
  /** COACH_RESULT_WRITES_PER_ATHLETE_HOUR. */
  coachResultWritesPerAthletePerHour?: number;
}

/** All rate limits: the settings given, the rest fixed. */
export function rateLimits(signIn: SignInLimitSettings): RateLimits {
  return {
    otpSendsPerIp: { max: signIn.sendsPerIpPerHour, windowMs: HOUR_MS },
    otpIntervalPerIdentifier: { max: 1, windowMs: signIn.minIntervalMs },
    otpSendsPerIdentifier: { max: signIn.sendsPerIdentifierPerHour, windowMs: HOUR_MS },
    otpSendsPerIdentifierCeiling: {
      max: signIn.sendsPerIdentifierCeilingPerHour ?? 4 * signIn.sendsPerIdentifierPerHour,
      windowMs: HOUR_MS,
    },
    otpVerifiesPerIp: { max: signIn.verifiesPerIpPer10Minutes, windowMs: 10 * MINUTE_MS },
    tokenRefreshesPerIp: { max: 120, windowMs: MINUTE_MS },
    accessCodeChecksPerIp: { max: 10, windowMs: MINUTE_MS },
    billingSessionsPerUser: { max: 20, windowMs: 10 * MINUTE_MS },
    codeGuessesPerIdentifier: { max: 10, windowMs: 24 * HOUR_MS },
    unlockLinksPerIp: { max: 20, windowMs: 10 * MINUTE_MS },
    publicReadsPerIp: { max: 600, windowMs: MINUTE_MS },
    streamTicketsPerUser: { max: 60, windowMs: 10 * MINUTE_MS },
    timingImportsPerUser: { max: 120, windowMs: HOUR_MS },
    liveStreams: { perUser: 10, perIp: 100 },
    liveStreamIdleMs: 2 * MINUTE_MS,
    resultWritesPerUser: {
      max: signIn.resultWritesPerUserPer10Minutes ?? 200,
      windowMs: 10 * MINUTE_MS,
    },
    coachResultWritesPerCoach: { max: signIn.coachResultWritesPerHour ?? 2000, windowMs: HOUR_MS },
    coachResultWritesPerAthlete: {
      max: signIn.coachResultWritesPerAthletePerHour ?? 100,
      windowMs: HOUR_MS,
    },
    teamInvitesPerCoach: { max: 30, windowMs: HOUR_MS },
    teamInvitesPerAddress: { max: 3, windowMs: 24 * HOUR_MS },
  };
}

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: optionalString,
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: optionalString,
  BACKUP_DIR: optionalString,
  APP_URL: optionalString.pipe(z.url().optional()),
  APP_SCHEME: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z][a-z0-9+.-]*$/)
      .optional(),
  ),
  BETA_ACCESS_CODE: optionalString,
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_IDENTIFIERS: optionalString,
  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: optionalString,
  SUPPORT_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_API_BASE: optionalString.pipe(z.url().optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_PRICE_IDS: optionalString,
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  VIMEO_ACCESS_TOKEN: optionalString,
  VIMEO_API_BASE: optionalString.pipe(z.url().optional()),
  VIMEO_IMAGE_BASE: optionalString.pipe(z.url().optional()),
  REDIS_URL: optionalString.pipe(z.url().optional()),
  PG_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .superRefine((value, ctx) => {
      const problem = trustProxyProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  CORS_ORIGINS: optionalString,
  OTP_SENDS_PER_IP_HOUR: z.coerce.number().int().min(1).default(5),
  OTP_MIN_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  OTP_SENDS_PER_IDENTIFIER_HOUR: z.coerce.number().int().min(1).default(5),
  OTP_SENDS_PER_IDENTIFIER_CEILING_HOUR: z.coerce.number().int().min(1).default(20),
  OTP_VERIFIES_PER_IP_10_MIN: z.coerce.number().int().min(1).default(30),
  RESULT_WRITES_PER_USER_10_MIN: z.coerce.number().int().min(1).default(200),
  COACH_RESULT_WRITES_PER_HOUR: z.coerce.number().int().min(1).default(2000),
  COACH_RESULT_WRITES_PER_ATHLETE_HOUR: z.coerce.number().int().min(1).default(100),
  TEAM_JOINS_PER_IP_10_MIN: z.coerce.number().int().min(1).default(60),
  TEAM_JOINS_PER_USER_10_MIN: z.coerce.number().int().min(1).default(20),
  REMINDER_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database:
    | { kind: 'pglite'; dataDir: string | null }
    | { kind: 'pg'; url: string; poolMax: number };
  dataDir: string;
  appUrl: string;
  appScheme: string;
  betaAccessCode: string;
  /** True when the beta code is the built-in development default (printed at start). */
  betaAccessCodeIsDefault: boolean;
  authSecret: string;
  adminIdentifiers: string[];
  mail: { smtpUrl: string; from: string } | null;
  /**
   * Where people write for help, named in security notices (a changed sign-in address, an
   * unlock link) — never the no-reply sender. Required in production.
   */
  supportEmail: string | null;
  sms: { accountSid: string; authToken: string; from: string; apiBase: string } | null;
  stripe: {
    secretKey: string;
    webhookSecret: string;
    publishableKey: string | null;
    priceIds: Record<string, string>;
    apiBase: string | null;
  } | null;
  vimeo: { accessToken: string; apiBase: string } | null;
  /**
   * Where thumbnails are read from instead of their hosts (`<base>/<host>/<path>`): the Vimeo
   * double in tests; unset in production.
   */
  vimeoImageBase?: string | null;
  redisUrl: string | null;
  /** pino level, and how lines are written: readable in development, JSON lines otherwise. */
  log: { level: string; format: 'pretty' | 'json' };
  /** Folder holding the built web app; null = API only. */
  webDistDir: string | null;
  /**
   * Origins allowed to call the API from another origin: the native wrapper's web views
   * (capacitor://localhost on iOS, https://localhost on Android) by default.
   */
  corsOrigins: string[];
  /**
   * Which X-Forwarded-For entries to believe: false (none), the number of proxy hops in front of
   * the app, or the proxies' own addresses. Never "every hop": the leftmost entry is the client's
   * own word.
   */
  trustProxy: TrustProxy;
  /** Every rate limit, read from here by the routes (see {@link rateLimits}). */
  limits: RateLimits;
  /** Invite code look-ups and joins (preview and join each count), per IP and per user. */
  teams: { joinsPerIpPer10Minutes: number; joinsPerUserPer10Minutes: number };
  /**
   * Seconds between two looks for due retest reminders (docs/product/reminders.md): from
   * REMINDER_SWEEP_SECONDS when set (tests, staging), else REMINDER_SWEEP_MINUTES × 60. 0 or
   * unset = no scheduler in this process (the in-process tests run the sweep themselves). On
   * PostgreSQL it is also the first retry delay of a failed send, at most a minute.
   */
  reminderSweepSeconds?: number;
  /** Clock used for expiry decisions; tests replace it. */
  now: () => Date;
  /** Heartbeat of GET /api/events; unset = LIVE_HEARTBEAT_MS (25 s, docs/product/constants.md). Tests shorten it. */
  liveHeartbeatMs?: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** `tier:price,tier:price` → { tier: price }. */
export function parsePriceIds(value: string): Record<string, string> {
  const entries = value.split(',').map((pair) => {
    const [tier, price] = pair.split(':').map((s) => s.trim());
    if (!tier || !price) throw new ConfigError([`STRIPE_PRICE_IDS: "${pair}" is not tier:price`]);
    return [tier, price] as const;
  });
  return Object.fromEntries(entries);
}

/**
 * Parses the environment (README.md, Configuration). Fails fast, naming every bad or missing key. Outside
 * production it fills in what a newcomer lacks: a development beta code and an auth secret
 * generated once and kept in DATA_DIR.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];

  const smsKeys = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM];
  if (smsKeys.some(Boolean) && !smsKeys.every(Boolean)) {
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together');
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PRICE_IDS];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_IDS must be set together',
    );
  }
  if (production) {
    if (!e.BETA_ACCESS_CODE) problems.push('BETA_ACCESS_CODE is required in production');
    if (!e.AUTH_SECRET) problems.push('AUTH_SECRET is required in production');
    if (!e.SMTP_URL && !smsKeys.every(Boolean)) {
      problems.push(
        'SMTP_URL or TWILIO_ACCOUNT_SID/TWILIO_AUTH_TOKEN/TWILIO_FROM is required in production',
      );
    }
    if (e.SMTP_URL && !e.MAIL_FROM) {
      problems.push(
        'MAIL_FROM is required in production with SMTP_URL: the sender, on a domain whose mail you control (e.g. "GameSpeed <no-reply@your-domain>")',
      );
    }
    if (!e.SUPPORT_EMAIL) {
      problems.push(
        'SUPPORT_EMAIL is required in production: the address security notices tell people to write to for help',
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const { dataDir } = storagePaths(env);
  const port = e.PORT;
  let priceIds: Record<string, string> = {};
  if (e.STRIPE_PRICE_IDS) priceIds = parsePriceIds(e.STRIPE_PRICE_IDS);

  return {
    env: e.NODE_ENV,
    host: e.HOST ?? '0.0.0.0',
    port,
    database: e.DATABASE_URL
      ? { kind: 'pg', url: e.DATABASE_URL, poolMax: e.PG_POOL_MAX }
      : { kind: 'pglite', dataDir },
    dataDir,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appScheme: e.APP_SCHEME ?? 'gamespeed',
    betaAccessCode: e.BETA_ACCESS_CODE ?? DEV_BETA_ACCESS_CODE,
    betaAccessCodeIsDefault: !e.BETA_ACCESS_CODE,
    authSecret: e.AUTH_SECRET ?? devAuthSecret(dataDir),
    adminIdentifiers: (e.ADMIN_IDENTIFIERS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    mail: e.SMTP_URL
      ? // Outside production only: a sender on no real domain, for a local mail catcher.
        { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'GameSpeed <no-reply@localhost>' }
      : null,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    sms:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiBase: (e.TWILIO_API_BASE ?? 'https://api.twilio.com').replace(/\/$/, ''),
          }
        : null,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
            priceIds,
            apiBase: e.STRIPE_API_BASE ?? null,
          }
        : null,
    vimeo: e.VIMEO_ACCESS_TOKEN
      ? {
          accessToken: e.VIMEO_ACCESS_TOKEN,
          apiBase: (e.VIMEO_API_BASE ?? 'https://api.vimeo.com').replace(/\/$/, ''),
        }
      : null,
    vimeoImageBase: e.VIMEO_IMAGE_BASE ?? null,
    redisUrl: e.REDIS_URL ?? null,
    log: {
      level: e.LOG_LEVEL,
      format: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    },
    webDistDir: e.WEB_DIST_DIR === 'none' ? null : resolve(e.WEB_DIST_DIR ?? defaultWebDist()),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: (e.CORS_ORIGINS ?? DEFAULT_CORS_ORIGINS.join(','))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    limits: rateLimits({
      sendsPerIpPerHour: e.OTP_SENDS_PER_IP_HOUR,
      minIntervalMs: e.OTP_MIN_INTERVAL_SECONDS * 1000,
      sendsPerIdentifierPerHour: e.OTP_SENDS_PER_IDENTIFIER_HOUR,
      sendsPerIdentifierCeilingPerHour: e.OTP_SENDS_PER_IDENTIFIER_CEILING_HOUR,
      verifiesPerIpPer10Minutes: e.OTP_VERIFIES_PER_IP_10_MIN,
      resultWritesPerUserPer10Minutes: e.RESULT_WRITES_PER_USER_10_MIN,
      coachResultWritesPerHour: e.COACH_RESULT_WRITES_PER_HOUR,
      coachResultWritesPerAthletePerHour: e.COACH_RESULT_WRITES_PER_ATHLETE_HOUR,
    }),
    teams: {
      joinsPerIpPer10Minutes: e.TEAM_JOINS_PER_IP_10_MIN,
      joinsPerUserPer10Minutes: e.TEAM_JOINS_PER_USER_10_MIN,
    },
    reminderSweepSeconds: e.REMINDER_SWEEP_SECONDS ?? e.REMINDER_SWEEP_MINUTES * 60,
    now: () => new Date(),
  };
}

function defaultWebDist(): string {
  return new URL('../../web/dist', import.meta.url).pathname;
}

/**
 * Where the embedded database lives (DATA_DIR, default ./data) and where its backups go
 * (BACKUP_DIR, default ./backups), both relative to where `npm start` or `npm run db:…` was
 * typed (npm runs scripts inside the workspace), and the PostgreSQL server if one is set.
 */
export function storagePaths(env: NodeJS.ProcessEnv = process.env): {
  dataDir: string;
  backupDir: string;
  databaseUrl: string | null;
} {
  const from = env.INIT_CWD ?? process.cwd();
  return {
    dataDir: resolve(from, env.DATA_DIR || './data'),
    backupDir: resolve(from, env.BACKUP_DIR || './backups'),
    databaseUrl: env.DATABASE_URL || null,
  };
}

/** Development only: a random secret generated on first start and kept in DATA_DIR. */
function devAuthSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
