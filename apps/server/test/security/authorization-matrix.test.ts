import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Session } from '@gamespeed/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { deficiencyPrescriptions } from '../../src/db/schema';
import { TEST_BETA_CODE } from '../support/app';
import { bearer, betaGrant, deliveredCode, requestCode, uniqueEmail } from '../support/auth';
import { getTestDatabase } from '../support/database';
import { openApiChecker } from '../support/openapi';
import { seedCategory, seedFolder, seedVideo } from '../support/videos';
import {
  buildFullApp,
  type Cast,
  castTeam,
  createCast,
  type Doubles,
  extraSession,
  harmlessWebhook,
  leakedSecrets,
  PERSONAS,
  type Persona,
  snapshot,
  startDoubles,
} from './cast';
import { listRoutes, routeKey } from './routes';

/**
 * The authorization matrix: every route of the built app × every persona, with the
 * status each must get for a valid minimal request. Routes come from Fastify's route tree, so
 * a route added without an entry here fails the test. Beyond the status, every refused request
 * (401/403) must leave the database untouched, every error has the `{ error: { code, message } }`
 * shape, and no answer to anyone but the first athlete contains any of that athlete's data
 * (ids, e-mail, names, Stripe customer, result ids and values) — routes never take an athlete
 * id, so this is how "the other athlete cannot reach the first athlete's data" is checked.
 * Every answer is also checked against the OpenAPI document (/api/docs/json): its status is
 * documented, and its body matches that status's schema (docs/product/api.md).
 */

type Expect = Record<Persona, number>;

const everyone = (status: number): Expect =>
  Object.fromEntries(PERSONAS.map((p) => [p, status])) as Expect;
const signedIn = (ok: number): Expect => ({ ...everyone(ok), anonymous: 401 });
const athletes = (ok: number): Expect => ({
  anonymous: 401,
  athlete: ok,
  otherAthlete: ok,
  coach: 403,
  both: ok,
  admin: 403,
  otherCoach: 403,
  formerMember: ok,
});
const coaches = (ok: number): Expect => ({
  anonymous: 401,
  athlete: 403,
  otherAthlete: 403,
  coach: ok,
  both: ok,
  admin: ok,
  otherCoach: ok,
  formerMember: 403,
});
const admins = (ok: number): Expect => ({
  anonymous: 401,
  athlete: 403,
  otherAthlete: 403,
  coach: 403,
  both: 403,
  admin: ok,
  otherCoach: 403,
  formerMember: 403,
});
/**
 * A route on the coach's own team: the coach gets `ok`; every other coach (the other team's,
 * 'both', the admin) gets 404 as if it did not exist; athletes are refused by role.
 */
const teamCoach = (ok: number): Expect => ({ ...coaches(404), coach: ok });

/** One request. `session` replaces the persona's own (null: no Authorization header). */
interface Call {
  url: string;
  payload?: unknown;
  /** The caller's address (default 127.0.0.1), for routes limited per IP. */
  remoteAddress?: string;
  headers?: Record<string, string>;
  session?: Session | null;
}

interface Ctx {
  cast: Cast;
  doubles: Doubles;
  app: App;
  /** The session a persona calls with (null for anonymous). */
  sessionOf(persona: Persona): Session | null;
}

interface Entry {
  expect: Expect;
  call(ctx: Ctx, persona: Persona): Call | Promise<Call>;
  /** An event stream: sent over a real socket, only the status is read on success. */
  stream?: true;
}

const get = (url: string) => () => ({ url });
let accessCallers = 0;
/** A new team of the cast's coach (for calls that change or delete it). */
const freshTeam = (ctx: Ctx) => castTeam(ctx.app, ctx.cast.sessions.coach);
async function joinAs(ctx: Ctx, session: Session, code: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/teams/join',
    headers: bearer(session),
    payload: { code },
  });
  if (res.statusCode !== 200) throw new Error(`join: ${res.body}`);
}
const video = async () => (await seedVideo()).id;
const folder = async () => (await seedFolder()).id;
const previewVideo = async () => (await seedVideo({ forRole: 'both', isPreview: true })).id;
const category = async () => (await seedCategory({ name: `Category ${randomUUID()}` })).id;
async function prescription(): Promise<string> {
  const { db } = await getTestDatabase();
  const [row] = await db
    .select({ id: deficiencyPrescriptions.id })
    .from(deficiencyPrescriptions)
    .limit(1);
  return row!.id;
}
const asMe = (ctx: Ctx, persona: Persona) => ctx.sessionOf(persona);

/**
 * A fresh result of the persona's own when it can have results, else of the other athlete
 * (never the first athlete's, whose data must not reach anyone else).
 */
async function ownResult(ctx: Ctx, persona: Persona): Promise<string> {
  return (await postOwnResult(ctx, persona, { movement: 'forty', value: 4.95 })).id;
}

/** Like {@link ownResult}, with two trials (one can be removed). */
const ownResultWithTrials = (ctx: Ctx, persona: Persona) =>
  postOwnResult(ctx, persona, {
    movement: 'forty',
    value: 4.95,
    trials: [
      { id: crypto.randomUUID(), value: 4.95 },
      { id: crypto.randomUUID(), value: 5.05 },
    ],
  });

async function postOwnResult(
  ctx: Ctx,
  persona: Persona,
  payload: Record<string, unknown>,
): Promise<{ id: string; trials: { id: string }[] }> {
  const mine = ['athlete', 'otherAthlete', 'both', 'formerMember'].includes(persona);
  const owner = mine ? ctx.sessionOf(persona)! : ctx.cast.sessions.otherAthlete;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/results',
    headers: bearer(owner),
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`result: ${res.body}`);
  return res.json<{ id: string; trials: { id: string }[] }>();
}

/** A fresh test-day entry of the cast's coach for the other athlete (on the coach's team). */
async function coachEntry(ctx: Ctx): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/teams/${ctx.cast.team.id}/results`,
    headers: bearer(ctx.cast.sessions.coach),
    payload: {
      entries: [
        {
          clientId: randomUUID(),
          athleteId: ctx.cast.sessions.otherAthlete.user.id,
          movement: 'forty',
          value: 4.93,
          timingMethod: 'electronic',
        },
      ],
    },
  });
  const [outcome] = res.json<{ outcomes: { status: string; result?: { id: string } }[] }>()
    .outcomes;
  if (outcome?.status !== 'saved') throw new Error(`entry: ${res.body}`);
  return outcome.result!.id;
}

/** A small timing file for the cast's team (a different file for each `marker`). */
const timingFile = (ctx: Ctx, marker = 'matrix') => ({
  fileName: 'gates.csv',
  content: Buffer.from(`Athlete,Date,10yd,40yd\nNobody ${marker},2026-09-01,1.6,4.7\n`).toString(
    'base64',
  ),
  teamId: ctx.cast.team.id,
});
const TIMING_MAPPING = {
  preset: 'generic-per-row',
  athlete: { name: 0 },
  date: { column: 1 },
  test: null,
  trial: null,
  total: null,
  splits: [
    { column: 2, distance: 10, unit: 'yd' },
    { column: 3, distance: 40, unit: 'yd' },
  ],
  perSplit: null,
  device: 'timing-gates',
  deviceName: null,
  start: 'unknown',
};

const MATRIX: Record<string, Entry> = {
  // Public
  'GET /api/health': { expect: everyone(200), call: get('/api/health') },
  'GET /api/config': { expect: everyone(200), call: get('/api/config') },
  'GET /api/billing/plans': { expect: everyone(200), call: get('/api/billing/plans') },
  'GET /api/billing/prices': { expect: signedIn(200), call: get('/api/billing/prices') },
  'POST /api/access': {
    expect: everyone(200),
    // Each persona from its own address: the access code is limited per IP.
    call: () => {
      accessCallers = (accessCallers % 250) + 1;
      return {
        url: '/api/access',
        payload: { code: TEST_BETA_CODE },
        remoteAddress: `198.51.100.${accessCallers}`,
      };
    },
  },
  'POST /api/auth/otp': {
    expect: everyone(200),
    call: () => ({
      url: '/api/auth/otp',
      payload: { identifier: uniqueEmail('otp'), purpose: 'signup' },
    }),
  },
  'POST /api/auth/verify': {
    expect: everyone(200),
    call: async (ctx) => {
      const identifier = uniqueEmail('verify');
      const before = Date.now();
      const sent = await requestCode(ctx.app, identifier, 'signup');
      if (sent.statusCode !== 200) throw new Error(`otp: ${sent.body}`);
      const code = await deliveredCode(ctx.doubles.delivery, identifier, before);
      const profile = { firstName: 'New', lastName: 'Person', role: 'athlete' };
      return {
        url: '/api/auth/verify',
        payload: {
          purpose: 'signup',
          identifier,
          code,
          profile,
          betaGrant: await betaGrant(ctx.app),
        },
      };
    },
  },
  'POST /api/auth/token': {
    expect: everyone(200),
    // A refresh token is its own credential: whoever holds one gets that session renewed.
    // Anonymous holds the other athlete's, so no answer here is the first athlete's.
    call: async (ctx, persona) => {
      const owner = ctx.sessionOf(persona) ?? ctx.cast.sessions.otherAthlete;
      const session = await extraSession(ctx.app, owner.user.id);
      return { url: '/api/auth/token', payload: { refresh_token: session.refresh_token } };
    },
  },
  // Works without signing in: only the signed token counts, and a forged one is refused (the
  // real link lifts a real lock in code-guess-budget.test.ts).
  'POST /api/auth/unlock': {
    expect: everyone(400),
    call: () => ({
      url: '/api/auth/unlock',
      payload: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged' },
    }),
  },
  'POST /api/billing/webhook': {
    expect: everyone(200),
    call: (ctx) => {
      const { payload, signature } = harmlessWebhook(ctx.doubles.stripe);
      return {
        url: '/api/billing/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
  },
  // The OpenAPI document and its page (served outside the auth hook on purpose).
  'GET /api/docs': { expect: everyone(200), call: get('/api/docs') },
  'GET /api/docs/': { expect: everyone(200), call: get('/api/docs/') },
  'GET /api/docs/json': { expect: everyone(200), call: get('/api/docs/json') },
  'GET /api/docs/yaml': { expect: everyone(200), call: get('/api/docs/yaml') },
  'GET /api/docs/static/index.html': {
    expect: everyone(302), // → /api/docs/
    call: get('/api/docs/static/index.html'),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    expect: everyone(200),
    call: get('/api/docs/static/swagger-initializer.js'),
  },
  'GET /api/docs/static/*': { expect: everyone(200), call: get('/api/docs/static/swagger-ui.css') },
  // CORS preflight for the native web views (any path).
  'OPTIONS *': {
    expect: everyone(204),
    call: () => ({
      url: '/api/profile',
      headers: { origin: 'capacitor://localhost', 'access-control-request-method': 'GET' },
    }),
  },

  // Signed in
  'POST /api/auth/logout': {
    expect: { ...everyone(204), anonymous: 401 },
    // A second session of the persona, so signing out does not end the one the test uses.
    call: async (ctx, persona) => {
      const me = asMe(ctx, persona);
      return {
        url: '/api/auth/logout',
        payload: { scope: 'local' },
        session: me && (await extraSession(ctx.app, me.user.id)),
      };
    },
  },
  'GET /api/auth/user': { expect: signedIn(200), call: get('/api/auth/user') },
  'GET /api/profile': { expect: signedIn(200), call: get('/api/profile') },
  'POST /api/profile': {
    // Everyone here already has a profile: role selection happens once.
    expect: signedIn(409),
    call: () => ({
      url: '/api/profile',
      payload: { firstName: 'Second', lastName: 'Try', role: 'athlete' },
    }),
  },
  'GET /api/account/export': {
    expect: signedIn(200),
    call: get('/api/account/export?format=json'),
  },
  'POST /api/account/deletion/start': {
    expect: signedIn(200),
    call: () => ({ url: '/api/account/deletion/start' }),
  },
  // A wrong code: the personas must outlive the matrix (deletion itself: account.test.ts).
  'POST /api/account/deletion/confirm': {
    expect: signedIn(400),
    call: () => ({ url: '/api/account/deletion/confirm', payload: { code: '000000' } }),
  },
  'POST /api/account/identity/start': {
    expect: signedIn(200),
    call: () => ({ url: '/api/account/identity/start', payload: { email: uniqueEmail('moving') } }),
  },
  'POST /api/account/identity/confirm': {
    expect: signedIn(400),
    call: () => ({ url: '/api/account/identity/confirm', payload: { code: '000000' } }),
  },
  // A wrong code: the code sent to the current address is never guessed (identity-change.test.ts).
  'POST /api/account/identity/verify-current': {
    expect: signedIn(400),
    call: () => ({ url: '/api/account/identity/verify-current', payload: { code: '000000' } }),
  },
  // Works without signing in: only the signed token counts, and a forged one is refused (the
  // real link undoes a real change in identity-change.test.ts).
  'POST /api/account/identity/undo': {
    expect: everyone(400),
    call: () => ({
      url: '/api/account/identity/undo',
      payload: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged' },
    }),
  },
  'PATCH /api/profile': {
    expect: signedIn(200),
    call: (ctx, persona) => ({
      url: '/api/profile',
      payload: { firstName: asMe(ctx, persona)?.profile?.firstName ?? 'Anon' },
    }),
  },
  'PUT /api/profile/physical': {
    expect: signedIn(200),
    call: () => ({
      url: '/api/profile/physical',
      payload: { position: 'WR', heightInches: 71, weightLbs: 185 },
    }),
  },
  // Given once: each athlete persona gives it here for the first time.
  'PUT /api/profile/birth-month': {
    expect: athletes(200),
    call: () => ({ url: '/api/profile/birth-month', payload: { year: 2000, month: 6 } }),
  },
  'PUT /api/profile/retest-reminder': {
    expect: athletes(200),
    call: () => ({ url: '/api/profile/retest-reminder', payload: { weeks: 8 } }),
  },
  'GET /api/profile/level': { expect: athletes(200), call: get('/api/profile/level') },
  'PUT /api/profile/level': {
    expect: athletes(200),
    call: () => ({
      url: '/api/profile/level',
      payload: { level: 'college', graduationYear: null },
    }),
  },
  // One-click unsubscribe, without signing in: only the signed token counts, a forged one is
  // refused.
  'POST /api/reminders/unsubscribe': {
    expect: everyone(400),
    call: () => ({
      url: '/api/reminders/unsubscribe?token=eyJhbGciOiJIUzI1NiJ9.e30.forged',
      payload: { 'List-Unsubscribe': 'One-Click' },
    }),
  },
  'GET /api/norms/provenance': { expect: signedIn(200), call: get('/api/norms/provenance') },
  'GET /api/norms/positions/:position': {
    expect: signedIn(200),
    call: get('/api/norms/positions/WR'),
  },
  'GET /api/videos': { expect: signedIn(200), call: get('/api/videos') },
  'GET /api/videos/featured': { expect: signedIn(200), call: get('/api/videos/featured') },
  // A free preview for everyone: any signed-in user may play it and report watching.
  'POST /api/videos/:id/play': {
    expect: signedIn(200),
    call: async () => ({ url: `/api/videos/${await previewVideo()}/play` }),
  },
  'POST /api/videos/:id/watch': {
    expect: signedIn(200),
    call: async () => ({
      url: `/api/videos/${await previewVideo()}/watch`,
      payload: { fraction: 0.6, clientId: randomUUID() },
    }),
  },
  // An <img> sends no Authorization header: a thumbnail is public (docs/product/content.md).
  'GET /api/videos/:id/thumbnail': {
    expect: everyone(200),
    call: async () => {
      const row = await seedVideo({ thumbnailUrl: 'https://vumbnail.com/76979871.jpg' });
      return { url: `/api/videos/${row.id}/thumbnail` };
    },
  },
  'GET /api/categories': { expect: signedIn(200), call: get('/api/categories') },
  'GET /api/events': { expect: signedIn(200), call: get('/api/events'), stream: true },
  'POST /api/events/ticket': { expect: signedIn(200), call: () => ({ url: '/api/events/ticket' }) },
  'POST /api/billing/checkout': {
    expect: signedIn(200),
    call: () => ({ url: '/api/billing/checkout', payload: { tier: 'pro', platform: 'web' } }),
  },
  'POST /api/billing/portal': {
    expect: signedIn(200),
    call: () => ({ url: '/api/billing/portal', payload: { platform: 'web' } }),
  },

  // Athletes (athlete or both)
  'PUT /api/onboarding/broad-jump': {
    expect: athletes(200),
    call: () => ({ url: '/api/onboarding/broad-jump', payload: { feet: 8, inches: 2 } }),
  },
  'POST /api/results': {
    expect: athletes(201),
    call: () => ({ url: '/api/results', payload: { movement: 'forty', value: 4.8 } }),
  },
  'GET /api/results': { expect: athletes(200), call: get('/api/results') },
  'GET /api/results/summary': { expect: athletes(200), call: get('/api/results/summary') },
  'GET /api/results/history': {
    expect: athletes(200),
    call: get('/api/results/history?test=forty'),
  },
  // Each athlete writes its own result (another athlete's is a 404: see results-history tests).
  'PATCH /api/results/:id': {
    expect: athletes(200),
    call: async (ctx, persona) => ({
      url: `/api/results/${await ownResult(ctx, persona)}`,
      payload: { value: 4.9, note: 'Edited' },
    }),
  },
  'DELETE /api/results/:id': {
    expect: athletes(200),
    call: async (ctx, persona) => ({ url: `/api/results/${await ownResult(ctx, persona)}` }),
  },
  'POST /api/results/:id/restore': {
    expect: athletes(200),
    call: async (ctx, persona) => ({
      url: `/api/results/${await ownResult(ctx, persona)}/restore`,
    }),
  },
  'POST /api/results/:id/hide': {
    expect: athletes(200),
    call: async (ctx, persona) => ({
      url: `/api/results/${await ownResult(ctx, persona)}/hide`,
      payload: { reason: 'Not my jump' },
    }),
  },
  'POST /api/results/:id/unhide': {
    expect: athletes(200),
    call: async (ctx, persona) => ({
      url: `/api/results/${await ownResult(ctx, persona)}/unhide`,
    }),
  },
  // Every athlete may hide a coach's entries in their own history (none is a count of 0).
  'POST /api/results/hide-coach-entries': {
    expect: athletes(200),
    call: (ctx) => ({
      url: '/api/results/hide-coach-entries',
      payload: { coachId: ctx.cast.sessions.coach.user.id, reason: 'Not from my sessions' },
    }),
  },
  'POST /api/results/:id/trials': {
    expect: athletes(200),
    call: async (ctx, persona) => ({
      url: `/api/results/${await ownResult(ctx, persona)}/trials`,
      payload: { trials: [{ id: crypto.randomUUID(), value: 4.9, foul: true }] },
    }),
  },
  'DELETE /api/results/:id/trials/:trialId': {
    expect: athletes(200),
    call: async (ctx, persona) => {
      const result = await ownResultWithTrials(ctx, persona);
      return { url: `/api/results/${result.id}/trials/${result.trials[1]!.id}` };
    },
  },
  'GET /api/dashboard': { expect: athletes(200), call: get('/api/dashboard') },
  'GET /api/sprint-profile': { expect: athletes(200), call: get('/api/sprint-profile') },
  'GET /api/drills': { expect: athletes(200), call: get('/api/drills?tab=all') },

  // Coaches (coach or both; the admin here is a coach)
  'GET /api/education': { expect: coaches(200), call: get('/api/education') },

  'GET /api/coach/dashboard': { expect: coaches(200), call: get('/api/coach/dashboard') },

  // Teams (docs/product/teams.md)
  'POST /api/teams': {
    expect: coaches(201),
    call: () => ({ url: '/api/teams', payload: { name: 'Matrix team' } }),
  },
  'GET /api/teams': { expect: coaches(200), call: get('/api/teams') },
  'GET /api/teams/mine': { expect: athletes(200), call: get('/api/teams/mine') },
  'PATCH /api/teams/:id': {
    expect: teamCoach(200),
    call: (ctx) => ({ url: `/api/teams/${ctx.cast.team.id}`, payload: { name: 'Cast team' } }),
  },
  'DELETE /api/teams/:id': {
    expect: teamCoach(204),
    call: async (ctx) => ({ url: `/api/teams/${(await freshTeam(ctx)).id}` }),
  },
  'POST /api/teams/:id/invite/regenerate': {
    expect: teamCoach(200),
    call: async (ctx) => ({ url: `/api/teams/${(await freshTeam(ctx)).id}/invite/regenerate` }),
  },
  // The coach invites a new address each time; every other coach, the former member included,
  // hears 404 and nothing is sent.
  'POST /api/teams/:id/invites': {
    expect: teamCoach(202),
    call: (ctx) => ({
      url: `/api/teams/${ctx.cast.team.id}/invites`,
      payload: { to: uniqueEmail('matrix-invite') },
    }),
  },
  'GET /api/teams/join': {
    expect: athletes(200),
    call: (ctx) => ({ url: `/api/teams/join?code=${ctx.cast.team.inviteCode}` }),
  },
  // The preview's first address, kept for app builds made before it moved to the query.
  'GET /api/teams/join/:code': {
    expect: athletes(200),
    call: (ctx) => ({ url: `/api/teams/join/${ctx.cast.team.inviteCode}` }),
  },
  // A fresh team each time, so the first athlete never joins the cast's team.
  'POST /api/teams/join': {
    expect: athletes(200),
    call: async (ctx) => ({
      url: '/api/teams/join',
      payload: { code: (await freshTeam(ctx)).inviteCode },
    }),
  },
  // Each current athlete leaves a team it has just joined; the former member tries the team it
  // already left.
  'POST /api/teams/:id/leave': {
    expect: { ...athletes(204), formerMember: 404 },
    call: async (ctx, persona) => {
      if (persona === 'formerMember') return { url: `/api/teams/${ctx.cast.team.id}/leave` };
      const team = await freshTeam(ctx);
      const me = asMe(ctx, persona);
      if (me && ['athlete', 'otherAthlete', 'both'].includes(persona)) {
        await joinAs(ctx, me, team.inviteCode);
      }
      return { url: `/api/teams/${team.id}/leave` };
    },
  },
  'DELETE /api/teams/:id/members/:athleteId': {
    expect: teamCoach(204),
    call: async (ctx) => {
      const team = await freshTeam(ctx);
      const member = ctx.cast.sessions.otherAthlete;
      await joinAs(ctx, member, team.inviteCode);
      return { url: `/api/teams/${team.id}/members/${member.user.id}` };
    },
  },
  'GET /api/teams/invite': {
    expect: everyone(200),
    call: (ctx) => ({ url: `/api/teams/invite?code=${ctx.cast.team.inviteCode}` }),
  },
  'GET /api/teams/:id/removed-athletes': {
    expect: teamCoach(200),
    call: (ctx) => ({ url: `/api/teams/${ctx.cast.team.id}/removed-athletes` }),
  },
  'POST /api/teams/:id/members/:athleteId/readmit': {
    expect: teamCoach(204),
    call: async (ctx) => {
      const team = await freshTeam(ctx);
      const member = ctx.cast.sessions.otherAthlete;
      await joinAs(ctx, member, team.inviteCode);
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/teams/${team.id}/members/${member.user.id}`,
        headers: bearer(ctx.cast.sessions.coach),
      });
      if (removed.statusCode !== 204) throw new Error(`remove: ${removed.body}`);
      return { url: `/api/teams/${team.id}/members/${member.user.id}/readmit` };
    },
  },
  'GET /api/teams/:id/roster': {
    expect: teamCoach(200),
    call: (ctx) => ({ url: `/api/teams/${ctx.cast.team.id}/roster` }),
  },
  'GET /api/teams/:id/percentiles': {
    expect: teamCoach(200),
    call: (ctx) => ({ url: `/api/teams/${ctx.cast.team.id}/percentiles?test=forty` }),
  },
  'GET /api/teams/:id/athletes/:athleteId': {
    expect: teamCoach(200),
    call: (ctx) => ({
      url: `/api/teams/${ctx.cast.team.id}/athletes/${ctx.cast.sessions.otherAthlete.user.id}`,
    }),
  },
  'GET /api/teams/:id/athletes/:athleteId/sprint-profile': {
    expect: teamCoach(200),
    call: (ctx) => ({
      url: `/api/teams/${ctx.cast.team.id}/athletes/${ctx.cast.sessions.otherAthlete.user.id}/sprint-profile`,
    }),
  },
  // Test day: only the team's coach, for its current athletes (the former member: a refusal in
  // the answer, see team-results tests); every other coach gets 404.
  'POST /api/teams/:id/results': {
    expect: teamCoach(200),
    call: (ctx) => ({
      url: `/api/teams/${ctx.cast.team.id}/results`,
      payload: {
        entries: [
          {
            clientId: randomUUID(),
            athleteId: ctx.cast.sessions.otherAthlete.user.id,
            movement: 'forty',
            value: 4.9,
            timingMethod: 'hand',
          },
        ],
      },
    }),
  },
  // Corrections: only the coach who entered the result, on their team; every other coach 404.
  'DELETE /api/teams/:id/results/:resultId': {
    expect: teamCoach(200),
    call: async (ctx) => ({
      url: `/api/teams/${ctx.cast.team.id}/results/${await coachEntry(ctx)}`,
    }),
  },
  'POST /api/teams/:id/results/:resultId/restore': {
    expect: teamCoach(200),
    call: async (ctx) => ({
      url: `/api/teams/${ctx.cast.team.id}/results/${await coachEntry(ctx)}/restore`,
    }),
  },
  // A test day as a session: only the team's coach; every other coach gets 404.
  'POST /api/teams/:id/test-days': {
    expect: teamCoach(200),
    call: (ctx) => ({
      url: `/api/teams/${ctx.cast.team.id}/test-days`,
      payload: {
        id: randomUUID(),
        testDate: new Date().toISOString().slice(0, 10),
        movements: ['forty'],
        device: 'laser',
        absentAthleteIds: [ctx.cast.sessions.otherAthlete.user.id],
      },
    }),
  },
  'GET /api/teams/:id/test-days/open': {
    expect: teamCoach(200),
    call: (ctx) => ({ url: `/api/teams/${ctx.cast.team.id}/test-days/open` }),
  },
  // Timing-file imports: a coach for their own team (every other coach 404, athletes refused by
  // role when they name a team); an athlete lists their own imports; a batch is undone only by
  // its team's coach (404 for everyone else, as if it did not exist).
  'POST /api/timing-imports/preview': {
    expect: teamCoach(200),
    call: (ctx) => ({ url: '/api/timing-imports/preview', payload: timingFile(ctx) }),
  },
  'POST /api/timing-imports': {
    expect: teamCoach(200),
    call: (ctx) => ({
      url: '/api/timing-imports',
      payload: { ...timingFile(ctx), mapping: TIMING_MAPPING, athletes: [] },
    }),
  },
  'GET /api/timing-imports': { expect: athletes(200), call: get('/api/timing-imports') },
  'POST /api/timing-imports/:id/undo': {
    expect: { ...everyone(404), anonymous: 401, coach: 200 },
    call: async (ctx) => {
      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/api/timing-imports',
        headers: bearer(ctx.cast.sessions.coach),
        payload: { ...timingFile(ctx, randomUUID()), mapping: TIMING_MAPPING, athletes: [] },
      });
      return {
        url: `/api/timing-imports/${saved.json<{ batch: { id: string } }>().batch.id}/undo`,
      };
    },
  },
  'GET /api/teams/:id/test-day/baselines': {
    expect: teamCoach(200),
    call: (ctx) => ({ url: `/api/teams/${ctx.cast.team.id}/test-day/baselines` }),
  },
  'PATCH /api/teams/:id/results/:resultId': {
    expect: teamCoach(200),
    call: async (ctx) => ({
      url: `/api/teams/${ctx.cast.team.id}/results/${await coachEntry(ctx)}`,
      payload: { value: 4.97 },
    }),
  },
  'GET /api/teams/:id/athletes/:athleteId/results': {
    expect: teamCoach(200),
    call: (ctx) => ({
      url: `/api/teams/${ctx.cast.team.id}/athletes/${ctx.cast.sessions.otherAthlete.user.id}/results`,
    }),
  },
  // Its coach and its current athletes; everyone else (former members too) is told it is not found.
  'GET /api/teams/:id/leaderboard': {
    expect: { ...everyone(404), anonymous: 401, coach: 200, otherAthlete: 200 },
    call: (ctx) => ({ url: `/api/teams/${ctx.cast.team.id}/leaderboard?test=forty` }),
  },

  // Admins
  'GET /api/admin/videos': { expect: admins(200), call: get('/api/admin/videos') },
  'POST /api/admin/videos': {
    expect: admins(201),
    call: () => ({
      url: '/api/admin/videos',
      payload: {
        title: 'Matrix video',
        vimeoId: String(800_000 + Math.floor(Math.random() * 1e5)),
      },
    }),
  },
  'PATCH /api/admin/videos/:id': {
    expect: admins(200),
    call: async () => ({
      url: `/api/admin/videos/${await video()}`,
      payload: { title: 'Edited', isFeatured: true },
    }),
  },
  'POST /api/admin/videos/bulk-edit': {
    expect: admins(200),
    call: async () => ({
      url: '/api/admin/videos/bulk-edit',
      payload: {
        edits: [{ videoId: await video(), changes: { forRole: 'both', isPreview: true } }],
      },
    }),
  },
  'GET /api/admin/categories': { expect: admins(200), call: get('/api/admin/categories') },
  'POST /api/admin/categories': {
    expect: admins(201),
    call: () => ({ url: '/api/admin/categories', payload: { name: `Category ${randomUUID()}` } }),
  },
  'PATCH /api/admin/categories/:id': {
    expect: admins(200),
    call: async () => ({
      url: `/api/admin/categories/${await category()}`,
      payload: { name: `Renamed ${randomUUID()}`, forRole: 'coach' },
    }),
  },
  'PUT /api/admin/categories/order': {
    expect: admins(200),
    call: async () => ({
      url: '/api/admin/categories/order',
      payload: { ids: [await category()] },
    }),
  },
  'DELETE /api/admin/categories/:id': {
    expect: admins(204),
    call: async () => ({ url: `/api/admin/categories/${await category()}` }),
  },
  'GET /api/admin/prescriptions': { expect: admins(200), call: get('/api/admin/prescriptions') },
  'PUT /api/admin/prescriptions/:id/video': {
    expect: admins(200),
    call: async () => ({
      url: `/api/admin/prescriptions/${await prescription()}/video`,
      payload: { videoId: await video() },
    }),
  },
  'DELETE /api/admin/videos/:id': {
    expect: admins(204),
    call: async () => ({ url: `/api/admin/videos/${await video()}` }),
  },
  'POST /api/admin/videos/:id/move': {
    expect: admins(200),
    call: async () => ({
      url: `/api/admin/videos/${await video()}/move`,
      payload: { fromFolderId: null, toFolderId: await folder() },
    }),
  },
  'POST /api/admin/videos/:id/copy': {
    expect: admins(200),
    call: async () => ({
      url: `/api/admin/videos/${await video()}/copy`,
      payload: { toFolderId: await folder() },
    }),
  },
  'GET /api/admin/tags': { expect: admins(200), call: get('/api/admin/tags') },
  'POST /api/admin/tags': {
    expect: admins(201),
    call: () => ({ url: '/api/admin/tags', payload: { name: `Tag ${Math.random()}` } }),
  },
  'GET /api/admin/folders': { expect: admins(200), call: get('/api/admin/folders') },
  'POST /api/admin/folders': {
    expect: admins(201),
    call: () => ({ url: '/api/admin/folders', payload: { name: 'Matrix folder' } }),
  },
  'DELETE /api/admin/folders/:id': {
    expect: admins(204),
    call: async () => ({ url: `/api/admin/folders/${await folder()}` }),
  },
  'POST /api/admin/folders/:id/videos': {
    expect: admins(200),
    call: async () => ({
      url: `/api/admin/folders/${await folder()}/videos`,
      payload: { videoIds: [await video()] },
    }),
  },
  'DELETE /api/admin/folders/:id/videos/:videoId': {
    expect: admins(200),
    call: async () => {
      const folderId = await folder();
      const videoId = (await seedVideo({ folderIds: [folderId] })).id;
      return { url: `/api/admin/folders/${folderId}/videos/${videoId}` };
    },
  },
  'POST /api/admin/import/vimeo': {
    expect: admins(200),
    call: () => ({ url: '/api/admin/import/vimeo' }),
  },
  'POST /api/admin/import/vimeo/recheck': {
    expect: admins(200),
    call: () => ({ url: '/api/admin/import/vimeo/recheck' }),
  },
};

interface Answer {
  status: number;
  body: string;
  contentType: string;
}

async function send(ctx: Ctx, method: string, call: Call, session: Session | null) {
  const headers: Record<string, string> = {
    ...(session ? bearer(session) : {}),
    ...call.headers,
  };
  const res = await ctx.app.inject({
    method: method as 'GET',
    url: call.url,
    headers,
    ...(call.remoteAddress === undefined ? {} : { remoteAddress: call.remoteAddress }),
    ...(call.payload === undefined ? {} : { payload: call.payload as string }),
  });
  return {
    status: res.statusCode,
    body: res.body,
    contentType: String(res.headers['content-type'] ?? ''),
  };
}

/** A request over a real socket: the body is read unless the answer is a 200 event stream. */
function sendStreaming(base: string, method: string, call: Call, session: Session | null) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(`${base}${call.url}`, {
      method,
      agent: false,
      headers: { ...(session ? bearer(session) : {}), ...call.headers },
      // An answer that never comes (headers held back) fails instead of hanging the test.
      signal: AbortSignal.timeout(5_000),
    });
    req.once('error', reject);
    req.once('response', (res) => {
      const contentType = String(res.headers['content-type'] ?? '');
      if (res.statusCode === 200 && contentType.startsWith('text/event-stream')) {
        req.destroy();
        resolve({ status: 200, body: '', contentType });
        return;
      }
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body, contentType }));
    });
    req.end();
  });
}

let doubles: Doubles;
beforeAll(async () => {
  doubles = await startDoubles();
});
afterAll(async () => doubles.close());

describe('authorization matrix', () => {
  it('has exactly one entry per route of the app (a new route without an entry fails)', async () => {
    const app = await buildFullApp(doubles, uniqueEmail('admin'));
    const routes = listRoutes(app).map(routeKey);
    const gets = new Set(routes.filter((r) => r.startsWith('GET ')));
    // HEAD routes are Fastify's automatic twins of GET routes and are checked against them.
    const needingEntry = routes.filter(
      (r) => !(r.startsWith('HEAD ') && gets.has(`GET ${r.slice(5)}`)),
    );
    const missing = needingEntry.filter((r) => !(r in MATRIX));
    expect(missing, 'new route without an authorization entry').toEqual([]);
    const stale = Object.keys(MATRIX).filter((key) => !routes.includes(key));
    expect(stale, 'entry for a route the app does not have').toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers every persona on every route as the table says, and leaks nothing', async () => {
    const cast = await createCast(doubles);
    const base = await cast.app.listen({ port: 0, host: '127.0.0.1' });
    const ctx: Ctx = {
      cast,
      doubles,
      app: cast.app,
      sessionOf: (persona) => (persona === 'anonymous' ? null : cast.sessions[persona]),
    };
    const routes = new Set(listRoutes(cast.app).map(routeKey));
    const openApi = await openApiChecker(cast.app);
    let checked = 0;

    for (const [key, entry] of Object.entries(MATRIX)) {
      const [method, path] = key.split(' ') as [string, string];
      const methods = method === 'GET' && routes.has(`HEAD ${path}`) ? ['GET', 'HEAD'] : [method];
      for (const sendAs of methods) {
        for (const persona of PERSONAS) {
          const call = await entry.call(ctx, persona);
          const session = call.session === undefined ? ctx.sessionOf(persona) : call.session;
          const refused = [401, 403].includes(entry.expect[persona]);
          const before = refused ? await snapshot() : null;
          const answer = entry.stream
            ? await sendStreaming(base, sendAs, call, session)
            : await send(ctx, sendAs, call, session);
          const label = `${sendAs} ${path} as ${persona} → ${answer.status} ${answer.body.slice(0, 200)}`;
          checked++;

          expect.soft(answer.status, label).toBe(entry.expect[persona]);
          if (answer.status >= 400 && sendAs !== 'HEAD') {
            expect.soft(answer.contentType, label).toContain('application/json');
            const error = (JSON.parse(answer.body || '{}') as { error?: unknown }).error;
            expect
              .soft(error, label)
              .toEqual({ code: expect.any(String), message: expect.any(String) });
          }
          if (before) {
            expect.soft(await snapshot(), `${label}: a refused request wrote`).toEqual(before);
          }
          const mismatch = openApi.check({ method: sendAs, path, ...answer });
          if (mismatch) expect.soft(mismatch, `${label}: not as documented`).toEqual([]);
          if (persona !== 'athlete') {
            expect.soft(leakedSecrets(answer.body, cast.secrets), `${label}: leaks`).toEqual([]);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(40 * PERSONAS.length);
    // Everyone here has a profile, so creating one is a 409: its 201 is checked in openapi.test.ts.
    // The unsubscribe link's 200 needs a token from a sent reminder: reminders.test.ts covers it;
    // the unlock link's needs a locked address: code-guess-budget.test.ts.
    // Confirming a deletion or an identity change needs the code sent for it (the personas must
    // outlive the matrix): account.test.ts and identity-change.test.ts cover them, and the undo
    // link's 200 needs a change made (identity-change.test.ts).
    expect(openApi.unchecked(), 'operations no successful answer was checked against').toEqual([
      'POST /api/auth/unlock',
      'POST /api/profile',
      'POST /api/account/deletion/confirm',
      'POST /api/account/identity/verify-current',
      'POST /api/account/identity/confirm',
      'POST /api/account/identity/undo',
      'POST /api/reminders/unsubscribe',
    ]);
  }, 240_000);

  it("the leak check sees the athlete's own data in the athlete's own answers", async () => {
    const cast = await createCast(doubles);
    const { app, secrets, sessions } = cast;
    const as = (url: string) =>
      app.inject({ method: 'GET', url, headers: bearer(sessions.athlete) });
    const results = (await as('/api/results')).body;
    expect(leakedSecrets(results, secrets)).toEqual(
      expect.arrayContaining([...secrets.resultIds, ...secrets.values]),
    );
    const profile = (await as('/api/profile')).body;
    expect(leakedSecrets(profile, secrets)).toEqual(
      expect.arrayContaining([secrets.userId, secrets.email, secrets.firstName, secrets.lastName]),
    );
    const dashboard = (await as('/api/dashboard')).body;
    expect(leakedSecrets(dashboard, secrets)).toEqual(expect.arrayContaining(secrets.values));
    // The same reads by the other athlete return their own, empty history.
    const other = await app.inject({
      method: 'GET',
      url: '/api/results',
      headers: bearer(sessions.otherAthlete),
    });
    expect(other.json()).toEqual({ results: [] });
  });

  it('a coach reads nothing of a former member or of an athlete on another team', async () => {
    const cast = await createCast(doubles);
    const { app, sessions, team, otherTeam } = cast;
    const as = (session: Session, url: string) =>
      app.inject({ method: 'GET', url, headers: bearer(session) });
    const former = sessions.formerMember.user.id;
    expect((await as(sessions.coach, `/api/teams/${team.id}/athletes/${former}`)).statusCode).toBe(
      404,
    );
    const roster = (await as(sessions.coach, `/api/teams/${team.id}/roster`)).json<{
      athletes: { athleteId: string }[];
    }>();
    expect(roster.athletes.map((a) => a.athleteId)).toEqual([sessions.otherAthlete.user.id]);
    // The other coach, through their own team id, cannot reach the cast team's athlete.
    const other = sessions.otherAthlete.user.id;
    expect(
      (await as(sessions.otherCoach, `/api/teams/${otherTeam.id}/athletes/${other}`)).statusCode,
    ).toBe(404);
    // Results: nothing to read of the former member, no test-day write for them, and none by
    // the other coach through their own team.
    expect(
      (await as(sessions.coach, `/api/teams/${team.id}/athletes/${former}/results`)).statusCode,
    ).toBe(404);
    expect(
      (await as(sessions.otherCoach, `/api/teams/${otherTeam.id}/athletes/${other}/results`))
        .statusCode,
    ).toBe(404);
    const write = (session: Session, teamId: string, athleteId: string) =>
      app.inject({
        method: 'POST',
        url: `/api/teams/${teamId}/results`,
        headers: bearer(session),
        payload: {
          entries: [{ clientId: randomUUID(), athleteId, movement: 'forty', value: 4.9 }],
        },
      });
    for (const [session, teamId, athleteId] of [
      [sessions.coach, team.id, former],
      [sessions.otherCoach, otherTeam.id, other],
    ] as const) {
      const res = await write(session, teamId, athleteId);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ outcomes: { status: string; code?: string }[] }>().outcomes).toEqual([
        expect.objectContaining({ status: 'refused', code: 'not_on_team' }),
      ]);
    }
  });
});
