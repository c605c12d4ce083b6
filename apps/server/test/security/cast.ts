import type { Session } from '@gamespeed/domain/contracts';
import {
  type StripeServer,
  signWebhook,
  startStripeServer,
  stripeEvent,
  subscriptionObject,
} from '@gamespeed/test-doubles/stripe-server';
import {
  makeFakeVideos,
  startVimeoServer,
  type VimeoServer,
} from '@gamespeed/test-doubles/vimeo-server';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import { createSession } from '../../src/auth/sessions';
import { tokenKeys } from '../../src/auth/tokens';
import type { AppConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { createThumbnailFetcher } from '../../src/integrations/thumbnails';
import { createVimeoClient } from '../../src/integrations/vimeo';
import { buildTestApp } from '../support/app';
import { bearer, type Delivery, signUp, startDelivery, uniqueEmail } from '../support/auth';
import { getTestDatabase } from '../support/database';

/**
 * The callers every route is tried as. `coach` owns the cast's team, on which `otherAthlete` is
 * now and `formerMember` was (they left); `otherCoach` coaches another team. The first athlete
 * is on no team, so no coach may ever see their data.
 */
export const PERSONAS = [
  'anonymous',
  'athlete',
  'otherAthlete',
  'coach',
  'both',
  'admin',
  'otherCoach',
  'formerMember',
] as const;
export type Persona = (typeof PERSONAS)[number];
export type SignedIn = Exclude<Persona, 'anonymous'>;

export const PRICE_IDS = { pro: 'price_pro_monthly' };
export const VIMEO_TOKEN = 'security-vimeo-token';

/** The external services the app is configured with, as local doubles. */
export interface Doubles {
  delivery: Delivery;
  stripe: StripeServer;
  vimeo: VimeoServer;
  close(): Promise<void>;
}

export async function startDoubles(): Promise<Doubles> {
  const delivery = await startDelivery();
  const stripe = await startStripeServer({
    prices: [{ id: PRICE_IDS.pro, productName: 'GameSpeed Pro', unitAmount: 999 }],
  });
  const vimeo = await startVimeoServer({ videos: makeFakeVideos(3, 700_000), token: VIMEO_TOKEN });
  return {
    delivery,
    stripe,
    vimeo,
    close: async () => {
      await delivery.close();
      await stripe.close();
      await vimeo.close();
    },
  };
}

/** The app with every integration configured (billing, import, mail, SMS), so no route is off. */
export async function buildFullApp(
  doubles: Doubles,
  adminEmail: string,
  overrides: Partial<AppConfig> = {},
): Promise<App> {
  return buildTestApp(
    {
      adminIdentifiers: [adminEmail],
      stripe: {
        secretKey: doubles.stripe.secretKey,
        webhookSecret: doubles.stripe.webhookSecret,
        publishableKey: 'pk_test_security',
        priceIds: PRICE_IDS,
        apiBase: doubles.stripe.apiBase,
      },
      ...overrides,
    },
    {
      ...doubles.delivery.integrations,
      vimeo: createVimeoClient({ accessToken: VIMEO_TOKEN, apiBase: doubles.vimeo.apiBase }),
      thumbnails: createThumbnailFetcher({ imageBase: doubles.vimeo.apiBase }),
    },
  );
}

/** What the first athlete owns; nobody else may ever see any of it. */
export interface AthleteSecrets {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  customerId: string;
  resultIds: string[];
  /** Result values nobody else saves. */
  values: string[];
}

export interface Cast {
  app: App;
  sessions: Record<SignedIn, Session>;
  secrets: AthleteSecrets;
  /** The coach's team: otherAthlete is on it, formerMember left it. */
  team: { id: string; inviteCode: string };
  /** The other coach's team (nobody on it). */
  otherTeam: { id: string; inviteCode: string };
}

const ATHLETE_FIRST = 'Quillonette';
const ATHLETE_LAST = 'Marrowbyne';

/**
 * Signs up the personas through the real flow (admin through ADMIN_IDENTIFIERS, 'both' by
 * updating the row as an operator would), gives the athlete-capable ones physical info and a
 * Stripe customer, and saves the first athlete's distinctive results.
 */
export async function createCast(
  doubles: Doubles,
  overrides: Partial<AppConfig> = {},
): Promise<Cast> {
  const adminEmail = uniqueEmail('admin');
  const app = await buildFullApp(doubles, adminEmail, overrides);
  const { delivery } = doubles;
  const [athlete, otherAthlete, coach, both, admin, otherCoach, formerMember] = await Promise.all([
    signUp(app, delivery, { role: 'athlete', firstName: ATHLETE_FIRST, lastName: ATHLETE_LAST }),
    signUp(app, delivery, { role: 'athlete', firstName: 'Other', lastName: 'Runner' }),
    signUp(app, delivery, { role: 'coach', firstName: 'Coach', lastName: 'Carter' }),
    signUp(app, delivery, { role: 'athlete', firstName: 'Both', lastName: 'Ways' }),
    signUp(app, delivery, { identifier: adminEmail, role: 'coach', firstName: 'Ada' }),
    signUp(app, delivery, { role: 'coach', firstName: 'Rival', lastName: 'Coach' }),
    signUp(app, delivery, { role: 'athlete', firstName: 'Former', lastName: 'Member' }),
  ]);
  const sessions = { athlete, otherAthlete, coach, both, admin, otherCoach, formerMember };
  const { db } = await getTestDatabase();
  await db.update(users).set({ role: 'both' }).where(eq(users.id, both.user.id));

  for (const persona of ['athlete', 'otherAthlete', 'both', 'formerMember'] as const) {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/profile/physical',
      headers: bearer(sessions[persona]),
      payload: { position: 'WR', heightInches: 71, weightLbs: 185 },
    });
    if (res.statusCode !== 200) throw new Error(`physical info: ${res.statusCode} ${res.body}`);
  }
  for (const session of Object.values(sessions)) {
    const customer = await app.integrations.billing!.createCustomer({
      userId: session.user.id,
      email: session.user.email,
      phone: null,
      name: null,
      replaces: null,
    });
    await db
      .update(users)
      .set({ stripeCustomerId: customer.id })
      .where(eq(users.id, session.user.id));
  }
  const [row] = await db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, athlete.user.id));

  const values = ['4.3917', '27.6583', '131.6789'];
  const resultIds: string[] = [];
  for (const [movement, value] of [
    ['forty', 4.3917],
    ['shredmill_gear_3', 27.6583],
    ['broad_jump', 131.6789],
  ] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/results',
      headers: bearer(athlete),
      payload: { movement, value },
    });
    if (res.statusCode !== 201) throw new Error(`seed result: ${res.statusCode} ${res.body}`);
    resultIds.push(res.json().id);
  }

  const team = await castTeam(app, coach, 'Cast team');
  const otherTeam = await castTeam(app, otherCoach, 'Rival team');
  for (const member of [otherAthlete, formerMember]) {
    const joined = await app.inject({
      method: 'POST',
      url: '/api/teams/join',
      headers: bearer(member),
      payload: { code: team.inviteCode },
    });
    if (joined.statusCode !== 200) throw new Error(`join: ${joined.statusCode} ${joined.body}`);
  }
  const left = await app.inject({
    method: 'POST',
    url: `/api/teams/${team.id}/leave`,
    headers: bearer(formerMember),
  });
  if (left.statusCode !== 204) throw new Error(`leave: ${left.statusCode} ${left.body}`);

  return {
    app,
    sessions,
    team,
    otherTeam,
    secrets: {
      userId: athlete.user.id,
      email: athlete.user.email!,
      firstName: ATHLETE_FIRST,
      lastName: ATHLETE_LAST,
      customerId: row!.customerId!,
      resultIds,
      values,
    },
  };
}

/** A new team of `coach`: its id and invite code. */
export async function castTeam(
  app: App,
  coach: Session,
  name = 'Fresh team',
): Promise<{ id: string; inviteCode: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: bearer(coach),
    payload: { name },
  });
  if (res.statusCode !== 201) throw new Error(`team: ${res.statusCode} ${res.body}`);
  const { id, inviteCode } = res.json<{ id: string; inviteCode: string }>();
  return { id, inviteCode };
}

/** Each secret of the first athlete that occurs in `body`. */
export function leakedSecrets(body: string, secrets: AthleteSecrets): string[] {
  const all = [
    secrets.userId,
    secrets.email,
    secrets.firstName,
    secrets.lastName,
    secrets.customerId,
    ...secrets.resultIds,
    ...secrets.values,
  ];
  return all.filter((secret) => body.includes(secret));
}

/** A second session of an account (its own tokens), as a second device would have. */
export async function extraSession(app: App, accountId: string): Promise<Session> {
  const keys = tokenKeys(app.config.authSecret);
  return app.db.transaction((tx) => createSession(tx, keys, accountId, new Date()));
}

/** A signed webhook nobody's state depends on (a customer no user has): answered 200 'ignored'. */
export function harmlessWebhook(stripe: StripeServer) {
  const event = stripeEvent(
    'customer.subscription.updated',
    subscriptionObject({ customer: 'cus_nobody', priceId: PRICE_IDS.pro }),
  );
  return signWebhook(event, stripe.webhookSecret);
}

const TABLES = [
  'auth_accounts',
  'verifications',
  'auth_sessions',
  'refresh_tokens',
  'users',
  'test_results',
  'stripe_events',
  'videos',
  'video_folders',
  'video_categories',
  'tags',
  'teams',
  'team_memberships',
  'video_watches',
  'prescription_videos',
] as const;

/** Tables whose content (not only row count) must not change on a refused request. */
const CONTENT_TABLES = [
  'auth_accounts',
  'users',
  'test_results',
  'stripe_events',
  'videos',
  'video_folders',
  'video_categories',
  'tags',
  'teams',
  'team_memberships',
  'video_watches',
  'prescription_videos',
] as const;

/**
 * Row counts of every user-data table, and a digest of the content of those a refused request
 * must leave alone (the security bookkeeping — code attempts, revoked sessions — may change).
 */
export async function snapshot(): Promise<Record<string, string | number>> {
  const { db } = await getTestDatabase();
  const counts = TABLES.map((t) => `(SELECT count(*)::int FROM ${t}) AS "${t}"`);
  // An order-independent checksum of every row's text: any insert, update or delete moves it.
  const digests = CONTENT_TABLES.map(
    (t) => `(SELECT coalesce(sum(hashtext(x::text)::bigint), 0)::text FROM ${t} x) AS "${t}#"`,
  );
  const result = await db.execute<Record<string, string | number>>(
    sql.raw(`SELECT ${[...counts, ...digests].join(', ')}`),
  );
  return result.rows[0]!;
}
