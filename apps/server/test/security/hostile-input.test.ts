import type { Session } from '@gamespeed/domain/contracts';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { deficiencyPrescriptions } from '../../src/db/schema';
import { TEST_BETA_CODE } from '../support/app';
import { bearer, betaGrant, requestCode, signUp, uniqueEmail } from '../support/auth';
import { getTestDatabase } from '../support/database';
import { seedCategory, seedFolder, seedVideo } from '../support/videos';
import {
  type Cast,
  castTeam,
  createCast,
  type Doubles,
  extraSession,
  snapshot,
  startDoubles,
} from './cast';
import { isWriteRoute, listRoutes, routeKey } from './routes';

/**
 * Hostile input: for every write route, fast-check generates bodies, path params,
 * query strings and headers — wrong types, huge and odd strings (NUL, lone surrogates, RTL
 * marks), prototype-pollution keys, NaN-ish strings, extreme numbers, arrays for objects,
 * broken JSON, wrong content types — sent by a user allowed to call the route. Whatever comes
 * in: never a 5xx, every 4xx has the `{ error: { code, message } }` shape, and a 4xx writes
 * nothing (row counts and table contents are compared before and after).
 */

/** Random runs per route, on top of the fixed examples (`examplesFor`). */
const RUNS_PER_ROUTE = 20;

type Actor = 'anonymous' | 'athlete' | 'admin' | 'throwaway';

interface Fixtures {
  videoId: string;
  folderId: string;
  /** An address with a code pending (verify attempts are made against it). */
  pendingEmail: string;
  betaGrant: string;
  /** A test result of the first athlete (the 'athlete' actor), and its trial. */
  resultId: string;
  /** A test-day entry of the admin (a coach) for the first athlete. */
  coachResultId: string;
  trialId: string;
  /** A team of the admin (a coach) that the first athlete is on, and its invite code. */
  teamId: string;
  teamCode: string;
  /** The first athlete's id (a member of that team). */
  athleteId: string;
  /** The admin's id (the team's coach). */
  coachId: string;
  /** A category no video uses. */
  categoryId: string;
  /** A Weight Room / Field Work item. */
  prescriptionId: string;
  /** A timing-file import of the admin (a coach) for its team. */
  importBatchId: string;
}

interface WriteRoute {
  /** Who calls it: a user the route accepts (or nobody for public routes). */
  actor: Actor;
  /** A valid body the generators start from and mutate. */
  body?: (fixtures: Fixtures) => unknown;
  /** The fixture an `:id` path parameter names (a folder unless said). */
  id?: 'result' | 'team' | 'video' | 'category' | 'prescription' | 'importBatch';
}

const TIMING_CSV = Buffer.from(
  'Athlete;Date;10yd;40yd\nAnn Lete;2026-09-01;1,6;4,7\n=HYPERLINK("x");2026-09-01;1,6;4,7\n',
).toString('base64');
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

const WRITE_ROUTES: Record<string, WriteRoute> = {
  'POST /api/access': { actor: 'anonymous', body: () => ({ code: TEST_BETA_CODE }) },
  'POST /api/auth/otp': {
    actor: 'anonymous',
    body: () => ({ identifier: uniqueEmail('hostile'), purpose: 'signup' }),
  },
  'POST /api/auth/verify': {
    actor: 'anonymous',
    body: (f) => ({
      purpose: 'signup',
      identifier: f.pendingEmail,
      code: '000000',
      betaGrant: f.betaGrant,
      profile: { firstName: 'Hostile', lastName: 'Input', role: 'athlete' },
    }),
  },
  'POST /api/auth/token': { actor: 'anonymous', body: () => ({ refresh_token: 'x'.repeat(43) }) },
  'POST /api/auth/logout': { actor: 'throwaway', body: () => ({ scope: 'local' }) },
  'POST /api/events/ticket': { actor: 'throwaway' },
  'POST /api/auth/unlock': {
    actor: 'anonymous',
    body: () => ({ token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged' }),
  },
  'POST /api/profile': {
    actor: 'athlete',
    body: () => ({ firstName: 'Again', lastName: 'Again', role: 'coach' }),
  },
  'PATCH /api/profile': { actor: 'athlete', body: () => ({ firstName: 'Quill', lastName: null }) },
  'POST /api/account/deletion/start': { actor: 'throwaway' },
  // A wrong code at best: the throwaway account is never deleted here.
  'POST /api/account/deletion/confirm': { actor: 'throwaway', body: () => ({ code: '000000' }) },
  'POST /api/account/identity/start': {
    actor: 'throwaway',
    body: () => ({ email: uniqueEmail('hostile-new') }),
  },
  'POST /api/account/identity/verify-current': {
    actor: 'throwaway',
    body: () => ({ code: '000000' }),
  },
  'POST /api/account/identity/undo': {
    actor: 'anonymous',
    body: () => ({ token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged' }),
  },
  'POST /api/account/identity/confirm': { actor: 'throwaway', body: () => ({ code: '000000' }) },
  'PUT /api/profile/physical': {
    actor: 'athlete',
    body: () => ({ position: 'WR', heightInches: 71, weightLbs: 185 }),
  },
  'PUT /api/profile/retest-reminder': { actor: 'athlete', body: () => ({ weeks: 6 }) },
  // The token is in the address (RFC 8058); the generated query strings never hold a valid one.
  'POST /api/reminders/unsubscribe': {
    actor: 'anonymous',
    body: () => ({ 'List-Unsubscribe': 'One-Click' }),
  },
  'PUT /api/profile/level': {
    actor: 'athlete',
    body: () => ({ level: 'college', graduationYear: null }),
  },
  'PUT /api/profile/birth-month': { actor: 'athlete', body: () => ({ year: 2000, month: 6 }) },
  'PUT /api/onboarding/broad-jump': { actor: 'athlete', body: () => ({ feet: 8, inches: 2 }) },
  'POST /api/results': {
    actor: 'athlete',
    body: () => ({
      movement: 'forty',
      value: 4.85,
      testDate: new Date().toISOString().slice(0, 10),
      note: 'Windy',
      clientId: '0b6f3c1e-2a4d-4c8e-9f1a-5d7e3b2c1a90',
      session: {
        id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        device: 'timing-gates',
        deviceModel: 'Brower',
        start: { kind: 'beam', distance: 0.5, unit: 'm' },
      },
      trials: [
        {
          id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
          value: 4.85,
          splits: [{ distance: 10, unit: 'yd', seconds: 1.7 }],
        },
        { id: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f', value: 4.7, foul: true },
      ],
    }),
  },
  'PATCH /api/results/:id': {
    actor: 'athlete',
    id: 'result',
    body: () => ({
      value: 4.85,
      testDate: new Date().toISOString().slice(0, 10),
      timingMethod: 'hand',
      note: 'Re-timed',
    }),
  },
  'DELETE /api/results/:id': { actor: 'athlete', id: 'result' },
  'POST /api/results/:id/restore': { actor: 'athlete', id: 'result' },
  'POST /api/results/:id/hide': {
    actor: 'athlete',
    id: 'result',
    body: () => ({ reason: 'I was not at practice that day' }),
  },
  'POST /api/results/:id/unhide': { actor: 'athlete', id: 'result' },
  'POST /api/results/hide-coach-entries': {
    actor: 'athlete',
    body: (f) => ({ coachId: f.coachId, reason: 'Not from my sessions' }),
  },
  'POST /api/results/:id/trials': {
    actor: 'athlete',
    id: 'result',
    body: () => ({
      trials: [
        {
          id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
          value: 4.85,
          foul: false,
          splits: [{ distance: 10, unit: 'yd', seconds: 1.7 }],
        },
      ],
    }),
  },
  'DELETE /api/results/:id/trials/:trialId': { actor: 'athlete', id: 'result' },
  'POST /api/billing/checkout': {
    actor: 'athlete',
    body: () => ({ tier: 'pro', platform: 'web', returnTo: '/athlete/dashboard?video=v1' }),
  },
  'POST /api/billing/portal': { actor: 'athlete', body: () => ({ platform: 'native' }) },
  'POST /api/billing/webhook': {
    actor: 'anonymous',
    body: () => ({ id: 'evt_1', type: 'invoice.paid', created: 1, data: { object: {} } }),
  },
  'POST /api/admin/videos': {
    actor: 'admin',
    body: () => ({ title: 'Hostile', vimeoId: 'https://vimeo.com/76979871', forRole: 'both' }),
  },
  'DELETE /api/admin/videos/:id': { actor: 'admin' },
  'PATCH /api/admin/videos/:id': {
    actor: 'admin',
    id: 'video',
    body: () => ({
      title: 'Hostile edit',
      description: 'Words',
      forRole: 'both',
      drillType: 'form',
      isFeatured: true,
      isPreview: false,
      tags: ['speed'],
    }),
  },
  'POST /api/admin/videos/bulk-edit': {
    actor: 'admin',
    body: (f) => ({
      edits: [
        {
          videoId: f.videoId,
          changes: { forRole: 'both', drillType: 'form', isPreview: true, tags: ['speed'] },
        },
      ],
    }),
  },
  'POST /api/videos/:id/play': { actor: 'athlete', id: 'video' },
  'POST /api/videos/:id/watch': {
    actor: 'athlete',
    id: 'video',
    body: () => ({ fraction: 0.75, clientId: '0b6f3c1e-2a4d-4c8e-9f1a-5d7e3b2c1a91' }),
  },
  'POST /api/admin/categories': {
    actor: 'admin',
    body: () => ({ name: 'Hostile category', description: 'Words', forRole: 'athlete' }),
  },
  'PATCH /api/admin/categories/:id': {
    actor: 'admin',
    id: 'category',
    body: () => ({ name: 'Renamed category', forRole: 'coach' }),
  },
  'PUT /api/admin/categories/order': {
    actor: 'admin',
    body: (f) => ({ ids: [f.categoryId] }),
  },
  'DELETE /api/admin/categories/:id': { actor: 'admin', id: 'category' },
  'PUT /api/admin/prescriptions/:id/video': {
    actor: 'admin',
    id: 'prescription',
    body: (f) => ({ videoId: f.videoId }),
  },
  'POST /api/admin/videos/:id/move': {
    actor: 'admin',
    body: (f) => ({ fromFolderId: null, toFolderId: f.folderId }),
  },
  'POST /api/admin/videos/:id/copy': { actor: 'admin', body: (f) => ({ toFolderId: f.folderId }) },
  'POST /api/admin/tags': { actor: 'admin', body: () => ({ name: 'Speed' }) },
  'POST /api/admin/folders': {
    actor: 'admin',
    body: (f) => ({ name: 'Drills', tagIds: [], parentFolderId: f.folderId }),
  },
  'DELETE /api/admin/folders/:id': { actor: 'admin', body: () => ({ confirmName: 'Drills' }) },
  'POST /api/admin/folders/:id/videos': {
    actor: 'admin',
    body: (f) => ({ videoIds: [f.videoId] }),
  },
  'DELETE /api/admin/folders/:id/videos/:videoId': { actor: 'admin' },
  'POST /api/admin/import/vimeo': { actor: 'admin', body: () => ({ forRole: 'coach' }) },
  'POST /api/admin/import/vimeo/recheck': { actor: 'admin' },
  'POST /api/teams': {
    actor: 'admin',
    body: () => ({ name: 'Hostile team', sportLevel: 'college' }),
  },
  'PATCH /api/teams/:id': {
    actor: 'admin',
    id: 'team',
    body: () => ({ name: 'Renamed', sportLevel: null }),
  },
  'DELETE /api/teams/:id': { actor: 'admin', id: 'team' },
  'POST /api/teams/:id/invite/regenerate': { actor: 'admin', id: 'team' },
  'POST /api/teams/:id/invites': {
    actor: 'admin',
    id: 'team',
    body: () => ({ to: uniqueEmail('invitee') }),
  },
  'POST /api/teams/join': { actor: 'athlete', body: (f) => ({ code: f.teamCode }) },
  'POST /api/teams/:id/leave': { actor: 'athlete', id: 'team' },
  'DELETE /api/teams/:id/members/:athleteId': { actor: 'admin', id: 'team' },
  'POST /api/teams/:id/members/:athleteId/readmit': { actor: 'admin', id: 'team' },
  // Timing-file imports: the admin (a coach) reads and imports a file for its team.
  'POST /api/timing-imports/preview': {
    actor: 'admin',
    body: (f) => ({ fileName: 'gates.csv', content: TIMING_CSV, teamId: f.teamId }),
  },
  'POST /api/timing-imports': {
    actor: 'admin',
    body: (f) => ({
      fileName: 'gates.csv',
      content: TIMING_CSV,
      teamId: f.teamId,
      mapping: TIMING_MAPPING,
      athletes: [{ name: 'Ann Lete', athleteId: f.athleteId }],
    }),
  },
  'POST /api/timing-imports/:id/undo': { actor: 'admin', id: 'importBatch' },
  // Test day: the admin (a coach) enters a result for the athlete on its team.
  'POST /api/teams/:id/results': {
    actor: 'admin',
    id: 'team',
    body: (f) => ({
      entries: [
        {
          clientId: '6a0c8f2e-3b1d-4e5f-8a9b-0c1d2e3f4a5b',
          athleteId: f.athleteId,
          movement: 'forty',
          value: 4.9,
          testDate: new Date().toISOString().slice(0, 10),
          timingMethod: 'hand',
          // A test-day trial with its 10- and 20-yd splits, as the 40's line sends it.
          trials: [
            {
              id: '6a0c8f2e-3b1d-4e5f-8a9b-0c1d2e3f4a5b',
              value: 4.9,
              splits: [
                { distance: 10, unit: 'yd', seconds: 1.7 },
                { distance: 20, unit: 'yd', seconds: 2.9 },
              ],
            },
          ],
        },
      ],
    }),
  },
  // A test day as a session: the admin (a coach) starts one for its team.
  'POST /api/teams/:id/test-days': {
    actor: 'admin',
    id: 'team',
    body: (f) => ({
      id: '7b1d9f3e-4c2e-4f6a-9b0c-1d2e3f4a5b6c',
      testDate: new Date().toISOString().slice(0, 10),
      movements: ['forty', 'broad_jump'],
      device: 'timing-gates',
      deviceModel: 'Brower',
      start: { kind: 'beam', distance: 0.5, unit: 'm' },
      absentAthleteIds: [f.athleteId],
      closed: false,
    }),
  },
  // Corrections: the admin (a coach) deletes and restores its own entry.
  'PATCH /api/teams/:id/results/:resultId': {
    actor: 'admin',
    id: 'team',
    body: () => ({ value: 101, note: 'Re-measured' }),
  },
  'DELETE /api/teams/:id/results/:resultId': { actor: 'admin', id: 'team' },
  'POST /api/teams/:id/results/:resultId/restore': { actor: 'admin', id: 'team' },
};

// ---- Generators --------------------------------------------------------------------------

const oddStrings = fc.constantFrom(
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x1F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '🏈💨',
  'Ǆ̸̡̛͚̮',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  '%00',
  '\r\nX-Injected: 1',
);

const hugeString = fc.constantFrom(1_000, 10_000, 70_000).map((n) => 'x'.repeat(n));

const oddNumbers = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    2 ** 31,
    2 ** 63,
    5e-324,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  oddStrings,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  oddNumbers,
  fc.boolean(),
  fc.constant(null),
  hugeString,
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  fc.array(leaf, { maxLength: 5 }),
  fc.dictionary(fc.oneof(oddStrings, fc.string({ maxLength: 8 })), leaf, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** JSON text of `value`, with `__proto__` / `constructor` keys spliced in when asked. */
function toJson(value: unknown, pollute: 'none' | 'proto' | 'constructor'): string {
  const text = JSON.stringify(value) ?? 'null';
  if (pollute === 'none' || !text.startsWith('{')) return text;
  const key =
    pollute === 'proto'
      ? '"__proto__":{"polluted":"yes"}'
      : '"constructor":{"prototype":{"polluted":"yes"}}';
  return text === '{}' ? `{${key}}` : `{${key},${text.slice(1)}`;
}

const brokenJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  'NaN',
  'undefined',
  '{"a":1}}',
  '\u0000',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":"${'\\u0000'.repeat(3)}"}`,
  '{"a":"\\ud800"}',
);

/** A body: the valid one with a field broken or added, or something else altogether. */
function bodyArbitrary(valid: unknown): fc.Arbitrary<{ text: string | undefined; json: boolean }> {
  const validObject =
    typeof valid === 'object' && valid !== null ? (valid as Record<string, unknown>) : {};
  const keys = Object.keys(validObject);
  const mutated = fc
    .record({
      key: keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), oddStrings) : oddStrings,
      value: hostileValue,
      pollute: fc.constantFrom('none', 'proto', 'constructor') as fc.Arbitrary<
        'none' | 'proto' | 'constructor'
      >,
    })
    .map(({ key, value, pollute }) => ({
      text: toJson(Object.fromEntries([...Object.entries(validObject), [key, value]]), pollute),
      json: true,
    }));
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    hostileValue.map((value) => ({ text: JSON.stringify(value) ?? 'null', json: true })),
    fc.array(fc.constant(valid ?? {}), { maxLength: 3 }).map((a) => ({
      text: JSON.stringify(a),
      json: true,
    })),
    brokenJson.map((text) => ({ text, json: true })),
    fc.constant({ text: undefined, json: false }),
    fc.constant({ text: JSON.stringify(valid ?? {}), json: true }),
  );
}

/** A path segment: the real id, another UUID, or something that is not one (some raw). */
const paramArbitrary = (real: string) =>
  fc.oneof(
    fc.constant(real),
    fc.uuid(),
    oddStrings.map(safeEncode),
    fc.string({ unit: 'grapheme', maxLength: 30 }).map(safeEncode),
    fc.constantFrom('%ZZ', '%', '%E0%A4%A', 'x'.repeat(150), `${real}/..`, `${real}%2F..`),
  );

function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as UTF-8 bytes
  }
}

const queryArbitrary = fc.option(
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          'confirmName',
          'limit',
          'view',
          'fraction',
          '__proto__',
          '__proto__[polluted]',
          'constructor[prototype][polluted]',
          'access_token',
          'ticket',
          'x',
        ),
        fc.oneof(oddStrings, fc.string({ maxLength: 20 })),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${safeEncode(v)}`).join('&')),
  { nil: undefined },
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  ';;;',
];

const headersArbitrary = fc.record(
  {
    'content-type': fc.constantFrom(...CONTENT_TYPES),
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'image/png;q=0'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', ''),
    'stripe-signature': fc.constantFrom('t=1,v1=deadbeef', '', 'garbage', 't=,v1='),
    'accept-language': fc.string({ maxLength: 20 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
    'if-none-match': fc.constantFrom('*', 'W/"x"'),
  },
  { requiredKeys: [] },
);

const ipArbitrary = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }))
  .map(([a, b]) => `10.${a}.${b}.7`);

interface HostileRequest {
  params: string[];
  query: string | undefined;
  body: { text: string | undefined; json: boolean };
  headers: Record<string, string>;
  ip: string;
  /** Webhook only: sign the body (as sent) with the real secret, so the payload is tested. */
  signed: boolean;
}

function realParam(name: string, route: WriteRoute, fx: Fixtures): string {
  if (name === 'videoId') return fx.videoId;
  if (name === 'athleteId') return fx.athleteId;
  if (name === 'resultId') return fx.coachResultId;
  if (name === 'trialId') return fx.trialId;
  switch (route.id) {
    case 'team':
      return fx.teamId;
    case 'result':
      return fx.resultId;
    case 'video':
      return fx.videoId;
    case 'category':
      return fx.categoryId;
    case 'prescription':
      return fx.prescriptionId;
    case 'importBatch':
      return fx.importBatchId;
    default:
      return fx.folderId;
  }
}

function requestArbitrary(path: string, route: WriteRoute, fixtures: Fixtures) {
  const paramNames = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const real = (name: string) => realParam(name, route, fixtures);
  const params =
    paramNames.length === 0
      ? fc.constant<string[]>([])
      : fc.tuple(...paramNames.map((name) => paramArbitrary(real(name))));
  return fc.record({
    params,
    query: queryArbitrary,
    body: bodyArbitrary(route.body?.(fixtures)),
    headers: headersArbitrary,
    ip: ipArbitrary,
    signed: fc.boolean(),
  }) as fc.Arbitrary<HostileRequest>;
}

/**
 * Cases every route gets on every run, whatever the random ones turn out to be: each field of
 * the valid body set to NUL-bearing text, a lone surrogate, extreme numbers, the wrong type; the
 * pollution keys; broken, empty, oversized and deeply nested bodies; wrong content types; each
 * path parameter malformed, too long or unknown.
 */
function examplesFor(key: string, path: string, route: WriteRoute, fx: Fixtures): HostileRequest[] {
  const paramNames = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const realParams = paramNames.map((name) => realParam(name, route, fx));
  const valid = (route.body?.(fx) ?? {}) as Record<string, unknown>;
  const keys = Object.keys(valid).length > 0 ? Object.keys(valid) : ['x'];
  const signed = key === 'POST /api/billing/webhook';
  const base: HostileRequest = {
    params: realParams,
    query: undefined,
    body: { text: JSON.stringify(valid), json: true },
    headers: {},
    ip: '10.200.0.1',
    signed,
  };
  const json = (value: unknown) => ({ text: JSON.stringify(value), json: true });
  const out: HostileRequest[] = [];
  for (const field of keys) {
    // Strings keep their valid value around the odd character, so they get past validation.
    const text = typeof valid[field] === 'string' ? (valid[field] as string) : 'a';
    for (const value of [`${text}\u0000`, `${text}\ud800`, 1e308, { $gt: '' }]) {
      out.push({ ...base, body: json({ ...valid, [field]: value }) });
    }
  }
  out.push(
    { ...base, body: { text: toJson(valid, 'proto'), json: true } },
    { ...base, body: { text: toJson(valid, 'constructor'), json: true } },
    { ...base, body: json([valid, valid]) },
    { ...base, body: { text: '{', json: true }, signed: false },
    { ...base, body: { text: '', json: true }, signed: false },
    { ...base, body: { text: undefined, json: false }, signed: false },
    { ...base, headers: { 'content-type': 'text/plain' } },
    { ...base, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { ...base, body: json({ ...valid, [keys[0]!]: 'x'.repeat(70_000) }) },
    { ...base, body: { text: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, json: true } },
    {
      ...base,
      body: {
        text: `{"id":"evt_deep","type":"invoice.paid","created":1,"data":{"object":${'['.repeat(5_000)}${']'.repeat(5_000)}}}`,
        json: true,
      },
    },
    { ...base, query: '__proto__[polluted]=1&constructor[prototype][polluted]=1' },
  );
  paramNames.forEach((_, i) => {
    for (const bad of ['%ZZ', 'x'.repeat(150), '00000000-0000-4000-8000-000000000000', '..']) {
      const params = [...realParams];
      params[i] = bad;
      out.push({ ...base, params });
    }
  });
  return out;
}

// ---- The test -------------------------------------------------------------------------------

let doubles: Doubles;
beforeAll(async () => {
  doubles = await startDoubles();
});
afterAll(async () => doubles.close());

async function fixtures(
  app: App,
  athlete: Session,
  coach: Session,
  withImport: boolean,
): Promise<Fixtures> {
  const pendingEmail = uniqueEmail('pending');
  const grant = await betaGrant(app);
  const sent = await requestCode(app, pendingEmail, 'signup');
  if (sent.statusCode !== 200) throw new Error(`otp: ${sent.body}`);
  const folder = await seedFolder({ name: 'Drills' });
  // A free preview for athletes, so play and watch get past the paywall with valid input.
  const video = await seedVideo({ folderIds: [folder.id], forRole: 'both', isPreview: true });
  const category = await seedCategory({ name: `Hostile ${Math.random()}` });
  const { db } = await getTestDatabase();
  const [item] = await db
    .select({ id: deficiencyPrescriptions.id })
    .from(deficiencyPrescriptions)
    .limit(1);
  const result = await app.inject({
    method: 'POST',
    url: '/api/results',
    headers: bearer(athlete),
    payload: { movement: 'forty', value: 4.9 },
  });
  if (result.statusCode !== 201) throw new Error(`result: ${result.body}`);
  const resultId = result.json<{ id: string }>().id;
  const trialId = result.json<{ trials: { id: string }[] }>().trials[0]!.id;
  const team = await castTeam(app, coach, 'Hostile fixture');
  const joined = await app.inject({
    method: 'POST',
    url: '/api/teams/join',
    headers: bearer(athlete),
    payload: { code: team.inviteCode },
  });
  if (joined.statusCode !== 200) throw new Error(`join: ${joined.body}`);
  const entered = await app.inject({
    method: 'POST',
    url: `/api/teams/${team.id}/results`,
    headers: bearer(coach),
    payload: {
      entries: [
        {
          clientId: '1f6b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          athleteId: athlete.user.id,
          movement: 'broad_jump',
          value: 100,
        },
      ],
    },
  });
  const [outcome] = entered.json<{ outcomes: { status: string; result?: { id: string } }[] }>()
    .outcomes;
  if (outcome?.status !== 'saved') throw new Error(`entry: ${entered.body}`);
  return {
    importBatchId: withImport ? await importBatchOf(app, coach, team.id) : '',
    coachResultId: outcome.result!.id,
    coachId: coach.user.id,
    videoId: video.id,
    folderId: folder.id,
    pendingEmail,
    betaGrant: grant,
    resultId,
    trialId,
    teamId: team.id,
    teamCode: team.inviteCode,
    athleteId: athlete.user.id,
    categoryId: category.id,
    prescriptionId: item!.id,
  };
}

/** A timing-file import of `coach` for its team (read only by the undo route's runs). */
async function importBatchOf(app: App, coach: Session, teamId: string): Promise<string> {
  const imported = await app.inject({
    method: 'POST',
    url: '/api/timing-imports',
    headers: bearer(coach),
    payload: {
      fileName: 'fixture.csv',
      content: Buffer.from('Athlete,Date,40yd\nNobody,2026-09-01,4.8\n').toString('base64'),
      teamId,
      mapping: { ...TIMING_MAPPING, splits: [{ column: 2, distance: 40, unit: 'yd' }] },
      athletes: [],
    },
  });
  if (imported.statusCode !== 200) throw new Error(`import: ${imported.body}`);
  return imported.json<{ batch: { id: string } }>().batch.id;
}

async function sessionFor(cast: Cast, actor: Actor, throwaway: Session): Promise<Session | null> {
  if (actor === 'anonymous') return null;
  if (actor === 'throwaway') return extraSession(cast.app, throwaway.user.id);
  return cast.sessions[actor];
}

describe('hostile input on every write route', () => {
  it('has a generator entry for every write route', async () => {
    const cast = await createCast(doubles);
    const writes = listRoutes(cast.app).filter(isWriteRoute).map(routeKey);
    expect(
      writes.filter((r) => !(r in WRITE_ROUTES)),
      'write route without an entry',
    ).toEqual([]);
    expect(Object.keys(WRITE_ROUTES).filter((r) => !writes.includes(r))).toEqual([]);
  });

  it('never answers 5xx, always the error shape on 4xx, and a 4xx writes nothing', async () => {
    const cast = await createCast(doubles);
    const { app } = cast;
    const throwaway = await signUp(app, doubles.delivery, { role: 'coach' });
    const failures: string[] = [];
    let requests = 0;
    let expected = 0;

    for (const [key, route] of Object.entries(WRITE_ROUTES)) {
      const [method, path] = key.split(' ') as [string, string];
      const fx = await fixtures(
        app,
        cast.sessions.athlete,
        cast.sessions.admin,
        route.id === 'importBatch',
      );
      const examples = examplesFor(key, path, route, fx);
      expected += examples.length + RUNS_PER_ROUTE;
      try {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(path, route, fx), async (req) => {
            const session = await sessionFor(cast, route.actor, throwaway);
            let i = 0;
            let url = path.replace(/:(\w+)/g, () => req.params[i++]!);
            if (req.query !== undefined) url += `?${req.query}`;
            const payload = req.body.text;
            const headers: Record<string, string> = {
              ...(session ? bearer(session) : {}),
              ...req.headers,
            };
            if (payload !== undefined && req.body.json && !req.headers['content-type']) {
              headers['content-type'] = 'application/json';
            }
            if (key === 'POST /api/billing/webhook' && req.signed && payload !== undefined) {
              headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
                payload,
                secret: doubles.stripe.webhookSecret,
              });
            }
            const before = await snapshot();
            const res = await app.inject({
              method: method as 'POST',
              url,
              headers,
              remoteAddress: req.ip,
              ...(payload === undefined ? {} : { payload }),
            });
            requests++;
            const said = `${method} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, said).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expect(String(res.headers['content-type']), said).toContain('application/json');
              const { error } = res.json() as { error: { fields?: unknown } };
              // A 400 may also list each refused field (path, where, message) for the forms.
              expect(error, said).toEqual({
                code: expect.any(String),
                message: expect.any(String),
                ...(error.fields === undefined
                  ? {}
                  : {
                      fields: expect.arrayContaining([
                        expect.objectContaining({
                          path: expect.any(String),
                          message: expect.any(String),
                        }),
                      ]),
                    }),
              });
              expect(await snapshot(), `${said}: a refused request wrote`).toEqual(before);
            }
          }),
          // Examples count as runs: they run first, then RUNS_PER_ROUTE random requests.
          { numRuns: examples.length + RUNS_PER_ROUTE, examples: examples.map((e) => [e]) },
        );
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        const why = cause instanceof Error ? cause.message.split('\n')[0] : '';
        failures.push(`${key}: ${why}\n${error instanceof Error ? error.message : String(error)}`);
      }
    }

    expect(failures).toEqual([]);
    expect(requests).toBe(expected);
    // Nothing reached Object.prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  }, 400_000);
});

/**
 * Routes that take a token in the address from anyone: the one-click unsubscribe (with form
 * bodies as mail providers send them) and the provenance. Hostile tokens never give a 5xx,
 * always the error shape, and write nothing.
 */
describe('hostile input on the reminder link and the norms provenance', () => {
  it('the plans with prices ignore hostile query strings and headers', async () => {
    const cast = await createCast(doubles);
    const value = fc.oneof(
      fc.string({ maxLength: 2000 }),
      fc.constantFrom('__proto__[polluted]=1', 'expand[]=customer', '%00', 'a'.repeat(5000)),
    );
    await fc.assert(
      fc.asyncProperty(value, fc.constantFrom('1.2.3.4', 'not-an-ip', ''), async (query, ip) => {
        const res = await cast.app.inject({
          method: 'GET',
          url: `/api/billing/prices?${encodeURIComponent(query)}=${encodeURIComponent(query)}&__proto__[polluted]=1`,
          headers: { ...bearer(cast.sessions.athlete), 'x-forwarded-for': ip },
        });
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        expect(res.json()).toMatchObject({ enabled: true, plans: [{ tier: 'pro' }] });
      }),
      { numRuns: 30 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  it('never answers 5xx, and a refusal writes nothing', async () => {
    const cast = await createCast(doubles);
    const token = fc.oneof(
      fc.string({ maxLength: 3000 }),
      fc.constantFrom(
        '',
        'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
        'eyJhbGciOiJIUzI1NiJ9.eyJwdXJwb3NlIjoicmV0ZXN0LXJlbWluZGVyLXVuc3Vic2NyaWJlIn0.x',
        '%00',
        '__proto__',
        'a'.repeat(5000),
      ),
    );
    // The one-click body as a mail provider sends it, or broken (multipart without its end).
    const oneClickBody = fc.constantFrom(
      { type: 'application/x-www-form-urlencoded', text: 'List-Unsubscribe=One-Click' },
      { type: 'application/x-www-form-urlencoded', text: '__proto__=x&List-Unsubscribe=One-Click' },
      {
        type: 'multipart/form-data; boundary=b',
        text: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      },
      { type: 'multipart/form-data; boundary=b', text: '--b\r\nname="__proto__"\r\n\r\nx' },
      { type: 'multipart/form-data', text: 'List-Unsubscribe=One-Click' },
    );
    await fc.assert(
      fc.asyncProperty(token, fc.boolean(), oneClickBody, async (value, provenance, body) => {
        const before = await snapshot();
        const url = provenance
          ? `/api/norms/provenance?token=${encodeURIComponent(value)}`
          : `/api/reminders/unsubscribe?token=${encodeURIComponent(value)}&__proto__[x]=1`;
        const res = await cast.app.inject({
          method: provenance ? 'GET' : 'POST',
          url,
          headers: provenance ? bearer(cast.sessions.athlete) : { 'content-type': body.type },
          ...(provenance ? {} : { payload: body.text }),
        });
        expect(res.statusCode, `${url.slice(0, 80)} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.json()).toEqual({
            error: expect.objectContaining({
              code: expect.any(String),
              message: expect.any(String),
            }),
          });
          expect(await snapshot()).toEqual(before);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

/**
 * The sprint profile's read routes take ids in the path: hostile ids and query strings never give
 * a 5xx, always the error shape, and write nothing.
 */
describe('hostile input on the sprint profile reads', () => {
  it('never answers 5xx, always the error shape, and writes nothing', async () => {
    const cast = await createCast(doubles);
    const id = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.uuid(),
      fc.constantFrom('__proto__', '%00', '..%2F..', "' OR 1=1 --", 'a'.repeat(3000)),
    );
    await fc.assert(
      fc.asyncProperty(id, id, fc.boolean(), async (teamId, athleteId, own) => {
        const before = await snapshot();
        const url = own
          ? `/api/sprint-profile?position=${encodeURIComponent(teamId)}&__proto__[x]=1`
          : `/api/teams/${encodeURIComponent(teamId)}/athletes/${encodeURIComponent(athleteId)}/sprint-profile`;
        const res = await cast.app.inject({
          method: 'GET',
          url,
          headers: bearer(own ? cast.sessions.athlete : cast.sessions.coach),
        });
        expect(res.statusCode, `${url.slice(0, 80)} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.json()).toEqual({
            error: expect.objectContaining({
              code: expect.any(String),
              message: expect.any(String),
            }),
          });
        }
        expect(await snapshot()).toEqual(before);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
