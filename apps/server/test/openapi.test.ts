import type { Session } from '@gamespeed/domain/contracts';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { authAccounts } from '../src/db/schema';
import { buildFullApp, type Doubles, extraSession, startDoubles } from './security/cast';
import { bearer, signUp, uniqueEmail } from './support/auth';
import { getTestDatabase } from './support/database';
import { type Answer, type Document, openApiChecker } from './support/openapi';

/**
 * The OpenAPI document at /api/docs (docs/product/api.md) against an independent validator
 * (swagger-parser) and against real answers (Ajv on each status's schema). The authorization
 * matrix checks every persona's answer on every route the same way; this file adds the answers
 * of a brand-new user (every nullable field still null), a profile being created, and the
 * error answers every route documents.
 */

let doubles: Doubles;
beforeAll(async () => {
  doubles = await startDoubles();
});
afterAll(async () => doubles.close());

const fullApp = () => buildFullApp(doubles, uniqueEmail('admin'));

const WRITE = new Set(['post', 'put', 'patch', 'delete']);

function operations(document: Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
}

/** Sends a request and turns the answer into what the checker reads. */
async function answer(
  app: App,
  method: string,
  path: string,
  options: { url?: string; session?: Session; payload?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const res = await app.inject({
    method: method as 'GET',
    url: options.url ?? path,
    headers: { ...(options.session ? bearer(options.session) : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as string }),
  });
  return {
    method,
    path,
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    body: res.body,
  };
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.0 for swagger-parser, with the servers and security schemes', async () => {
    const app = await fullApp();
    const { document } = await openApiChecker(app); // throws when swagger-parser refuses it
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(document.servers).toEqual([
      expect.objectContaining({ url: new URL(app.config.appUrl).origin }),
    ]);
    expect(document.components?.securitySchemes?.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.components?.schemas?.ErrorResponse).toMatchObject({ required: ['error'] });
    const yaml = await app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.body).toContain('operationId: getProfile');
  });

  it('gives every operation a unique camelCase operationId, its security and a success answer', async () => {
    const { document } = await openApiChecker(await fullApp());
    const all = operations(document);
    expect(all.length).toBeGreaterThan(40);
    const ids = all.map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      all.find(({ path, method }) => method === 'patch' && path === '/api/results/{id}')?.operation
        .operationId,
    ).toBe('patchResultsById');

    for (const { path, method, operation } of all) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.security, where).toBeDefined();
      expect(
        Object.keys(operation.responses).some((s) => s.startsWith('2')),
        where,
      ).toBe(true);
    }
    const publicOps = all
      .filter(({ operation }) => operation.security?.length === 0)
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(publicOps.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/config',
        'GET /api/billing/plans',
        'POST /api/access',
        'POST /api/auth/otp',
        'POST /api/auth/verify',
        'POST /api/auth/token',
        'POST /api/billing/webhook',
        // The reminder e-mail's link and the unlock link: the signed token is the credential.
        'POST /api/reminders/unsubscribe',
        'POST /api/auth/unlock',
        // The undo link mailed to the old address after a sign-in change (docs/product/accounts.md).
        'POST /api/account/identity/undo',
        // A picture tag sends no token; the lists show the picture anyway (docs/product/content.md).
        'GET /api/videos/{id}/thumbnail',
        // An invite link opened before signing up names the team and coach (docs/product/teams.md).
        'GET /api/teams/invite',
      ].sort(),
    );
    const events = document.paths['/api/events']?.get;
    expect(Object.keys(events?.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(events?.security).toEqual([{ bearer: [] }, { streamTicket: [] }]);
  });

  it('describes each error answer with the shared error body: 400, 401, 413, 415 where they apply', async () => {
    const { document } = await openApiChecker(await fullApp());
    for (const { path, method, operation } of operations(document)) {
      const where = `${method.toUpperCase()} ${path}`;
      const statuses = Object.keys(operation.responses).map(Number);
      for (const status of statuses.filter((s) => s >= 400)) {
        const response = operation.responses[String(status)]!;
        expect(response.description, `${where} ${status}`).not.toMatch(/^Default Response$/);
        expect(response.content?.['application/json']?.schema, `${where} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorResponse',
        });
      }
      if ((operation.security?.length ?? 0) > 0) expect(statuses, where).toContain(401);
      if (WRITE.has(method))
        expect(statuses, where).toEqual(expect.arrayContaining([400, 413, 415]));
      expect(statuses, where).toEqual(expect.arrayContaining([500, 503]));
    }
    // 409 only where a route answers one.
    expect(Object.keys(document.paths['/api/profile']!.post!.responses)).toContain('409');
    expect(Object.keys(document.paths['/api/profile']!.patch!.responses)).not.toContain('409');
    expect(Object.keys(document.paths['/api/results']!.get!.responses)).not.toContain('409');
  });

  it('has no nullable schema a strict validator would misread', async () => {
    const { document } = await openApiChecker(await fullApp());
    const misread: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (node === null || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.nullable === true) {
        if (schema.type === undefined) misread.push(`${at}: nullable without type`);
        if (Array.isArray(schema.enum) && !schema.enum.includes(null))
          misread.push(`${at}: nullable enum without null`);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(document, '#');
    expect(misread).toEqual([]);
  });
});

describe('real answers match the document', () => {
  it("a brand-new user's answers (nothing filled in yet) and a profile being created", async () => {
    const app = await fullApp();
    const checker = await openApiChecker(app);
    const mismatches: string[] = [];
    const check = (a: Answer) => {
      expect(a.status, `${a.method} ${a.path}: ${a.body.slice(0, 200)}`).toBeLessThan(500);
      mismatches.push(...(checker.check(a) ?? [`${a.method} ${a.path} is not in the document`]));
      return a;
    };

    // A new athlete: no position, weight, deficiency or gear yet.
    const athlete = await signUp(app, doubles.delivery, { role: 'athlete' });
    for (const path of ['/api/auth/user', '/api/profile', '/api/results', '/api/results/summary'])
      check(await answer(app, 'GET', path, { session: athlete }));
    check(
      await answer(app, 'GET', '/api/drills', { url: '/api/drills?tab=all', session: athlete }),
    );
    check(await answer(app, 'GET', '/api/dashboard', { session: athlete }));
    const saved = check(
      await answer(app, 'POST', '/api/results', {
        session: athlete,
        payload: { movement: 'forty', value: 4.9 },
      }),
    );
    const id = (JSON.parse(saved.body) as { id: string }).id;
    check(
      await answer(app, 'PATCH', '/api/results/:id', {
        url: `/api/results/${id}`,
        session: athlete,
        payload: { value: 4.8 },
      }),
    );
    const onboarded = await answer(app, 'PUT', '/api/profile/physical', {
      session: athlete,
      payload: { position: 'CB', heightInches: 70, weightLbs: 180 },
    });
    check(onboarded);
    check(
      await answer(app, 'PUT', '/api/onboarding/broad-jump', {
        session: athlete,
        payload: { feet: 9, inches: 1 },
      }),
    );
    check(await answer(app, 'GET', '/api/dashboard', { session: athlete }));

    // A coach reads videos whose drill type is unset.
    const coach = await signUp(app, doubles.delivery, { role: 'coach' });
    check(await answer(app, 'GET', '/api/videos', { session: coach }));
    check(await answer(app, 'GET', '/api/education', { session: coach }));

    // An account without a profile yet: its user answer, then role selection.
    const { db } = await getTestDatabase();
    const [account] = await db
      .insert(authAccounts)
      .values({ email: uniqueEmail('no-profile') })
      .returning({ id: authAccounts.id });
    const bare = await extraSession(app, account!.id);
    check(await answer(app, 'GET', '/api/auth/user', { session: bare }));
    check(await answer(app, 'GET', '/api/profile', { session: bare }));
    const created = check(
      await answer(app, 'POST', '/api/profile', {
        session: bare,
        payload: { firstName: 'New', lastName: 'Role', role: 'athlete' },
      }),
    );
    expect(created.status).toBe(201);

    expect(mismatches).toEqual([]);
  });

  it('error answers: bad input, bad JSON, too large, wrong media type, unknown id, too many', async () => {
    const app = await fullApp();
    const checker = await openApiChecker(app);
    const athlete = await signUp(app, doubles.delivery, { role: 'athlete' });
    const answers = [
      await answer(app, 'POST', '/api/results', { session: athlete, payload: { value: 'fast' } }),
      await answer(app, 'POST', '/api/results', {
        session: athlete,
        payload: '{"movement":',
        headers: { 'content-type': 'application/json' },
      }),
      await answer(app, 'POST', '/api/results', {
        session: athlete,
        payload: JSON.stringify({ movement: 'forty', value: 4.9, note: 'x'.repeat(70 * 1024) }),
        headers: { 'content-type': 'application/json' },
      }),
      await answer(app, 'POST', '/api/results', {
        session: athlete,
        payload: '<movement>forty</movement>',
        headers: { 'content-type': 'application/xml' },
      }),
      await answer(app, 'PATCH', '/api/results/:id', {
        url: '/api/results/6f1c2a52-8a3e-4c1e-9d7b-0c4f3e2a1b90',
        session: athlete,
        payload: { value: 4.8 },
      }),
      await answer(app, 'GET', '/api/results', {}),
      await answer(app, 'GET', '/api/admin/tags', { session: athlete }),
    ];
    for (let i = 0; i < 11; i++)
      answers.push(await answer(app, 'POST', '/api/access', { payload: { code: 'wrong-code' } }));
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].sort()).toEqual([400, 401, 403, 404, 413, 415, 429]);
    expect(answers.flatMap((a) => checker.check(a) ?? ['not in the document'])).toEqual([]);
  });

  it("passes Redocly's recommended-strict rules (unambiguous paths, a 4xx answer on every operation)", async () => {
    const app = await fullApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const config = await createConfig({
      extends: ['recommended-strict'],
      rules: {
        // The test server's APP_URL is localhost; a deployment names its own origin.
        'no-server-example.com': 'off',
        // The project publishes no licence, so the document names none.
        'info-license': 'off',
      },
    });
    const problems = await lintFromString({ source: res.body, absoluteRef: '/api.json', config });
    expect(problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual(
      [],
    );
  });

  it('documents the CSV export as text/csv and the JSON one as application/json', async () => {
    const app = await fullApp();
    const checker = await openApiChecker(app);
    const athlete = await signUp(app, doubles.delivery, { role: 'athlete' });
    const path = '/api/account/export';
    for (const format of ['csv', 'json']) {
      const real = await answer(app, 'GET', path, {
        url: `${path}?format=${format}`,
        session: athlete,
      });
      expect(real.status).toBe(200);
      expect(checker.check(real), format).toEqual([]);
    }
    const media = Object.keys(checker.document.paths[path]!.get!.responses['200']!.content ?? {});
    expect(media.sort()).toEqual(['application/json', 'text/csv']);
  });

  it('refuses an answer that does not match (so the matrix check can fail)', async () => {
    const app = await fullApp();
    const checker = await openApiChecker(app);
    const athlete = await signUp(app, doubles.delivery, { role: 'athlete' });
    const real = await answer(app, 'GET', '/api/profile', { session: athlete });
    expect(checker.check(real)).toEqual([]);
    const profile = JSON.parse(real.body) as Record<string, unknown>;
    const altered = (body: unknown): Answer => ({ ...real, body: JSON.stringify(body) });

    expect(checker.check(altered({ ...profile, position: 'QB' }))).not.toEqual([]);
    const { role: _role, ...withoutRole } = profile;
    expect(checker.check(altered(withoutRole))).not.toEqual([]);
    expect(checker.check(altered({ ...profile, extra: true }))).not.toEqual([]);
    expect(checker.check({ ...real, status: 418 })).toEqual([
      'GET /api/profile → 418: status not in the document',
    ]);
    expect(checker.check({ ...real, contentType: 'text/html' })).not.toEqual([]);
    expect(
      checker.check({
        method: 'POST',
        path: '/api/auth/logout',
        status: 204,
        contentType: '',
        body: '{}',
      }),
    ).not.toEqual([]);
    expect(checker.check({ ...real, method: 'HEAD' })).toBeNull();
  });
});
