import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { loadReferenceData } from '../src/db/reference-data/load';
import { buildTestApp, TEST_BETA_CODE, testConfig } from './support/app';
import { getTestDatabase } from './support/database';

describe('health', () => {
  it('reports ok when the database answers', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 with the error shape when the database cannot be reached', async () => {
    const unreachable = await openDatabase({ kind: 'pg', url: 'postgres://127.0.0.1:1/none' });
    const app = await buildApp({ config: testConfig(), database: unreachable });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: { code: 'database_unavailable', message: 'The database cannot be reached.' },
      });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});

describe('POST /api/access', () => {
  it('accepts the beta code case-insensitively', async () => {
    const app = await buildTestApp();
    for (const code of [
      TEST_BETA_CODE,
      TEST_BETA_CODE.toUpperCase(),
      ` ${TEST_BETA_CODE.toLowerCase()} `,
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/access', payload: { code } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ granted: true, grant: expect.stringMatching(/^bg1\./) });
    }
  });

  it('refuses a wrong code with the documented message', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'POST', url: '/api/access', payload: { code: 'nope' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'invalid_access_code', message: 'Invalid access code' },
    });
  });

  it('names the field on bad input', async () => {
    const app = await buildTestApp();
    const missing = await app.inject({ method: 'POST', url: '/api/access', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/^body\.code: /);
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/access',
      payload: { code: 42 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.code).toBe('invalid_input');
  });

  it('is rate-limited per IP', async () => {
    const app = await buildTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/access',
        payload: { code: 'guess' },
        remoteAddress: '10.9.8.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await app.inject({
      method: 'POST',
      url: '/api/access',
      payload: { code: 'guess' },
      remoteAddress: '10.9.8.8',
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('error handling', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const app = await buildTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/access',
      headers: { 'content-type': 'application/json' },
      payload: '{"code": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_json');
  });

  it('answers an oversized body with 413', async () => {
    const app = await buildTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/access',
      payload: { code: 'x'.repeat(100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('body_too_large');
  });

  it('sends security headers with a CSP', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // The Vimeo player iframe and Vimeo's thumbnail CDN, nothing else from outside.
    expect(csp).toContain('frame-src https://player.vimeo.com;');
    expect(csp).toContain("img-src 'self' data: https://i.vimeocdn.com https://vumbnail.com;");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the native web views call the API (CORS), and no other origin', async () => {
    const app = await buildTestApp();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/profile',
      headers: {
        origin: 'capacitor://localhost',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    const other = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/access');
  });
});

describe('web app serving', () => {
  it('falls back to index.html for app routes but not for /api', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'gs-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>GameSpeed</title>');
    const app = await buildTestApp({ webDistDir: dist });
    const page = await app.inject({ method: 'GET', url: '/athlete/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>GameSpeed</title>');
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});

describe('reference data', () => {
  it('is loaded: 12 movements, 11 positions, 19 + 19 bodyweight rows, starter prescriptions', async () => {
    const { db } = await getTestDatabase();
    const count = async (table: string) =>
      Number(
        (await db.execute<{ n: string }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))
          .rows[0]!.n,
      );
    expect(await count('movements')).toBe(12);
    expect(await count('position_norms')).toBe(11);
    expect(await count('bodyweight_power_to_speed_norms')).toBe(19);
    expect(await count('bodyweight_game_speed_norms')).toBe(19);
    const prescriptions = await db.execute<{
      deficiency_type: string;
      category: string;
      n: number;
    }>(
      sql`SELECT deficiency_type, category, count(*)::int AS n FROM deficiency_prescriptions GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(prescriptions.rows).toHaveLength(4);
    for (const row of prescriptions.rows) expect(row.n).toBeGreaterThanOrEqual(4);
  });

  it('is idempotent and keeps edited prescriptions', async () => {
    const { db } = await getTestDatabase();
    await db.execute(
      sql`UPDATE deficiency_prescriptions SET order_index = 99 WHERE exercise_name = 'Hip Thrust (4 x 5)'`,
    );
    await loadReferenceData(db);
    await loadReferenceData(db);
    const movements = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM movements`,
    );
    expect(movements.rows[0]!.n).toBe(12);
    const edited = await db.execute<{ order_index: number }>(
      sql`SELECT order_index FROM deficiency_prescriptions WHERE exercise_name = 'Hip Thrust (4 x 5)'`,
    );
    expect(edited.rows[0]!.order_index).toBe(99);
    const wr = await db.execute<{ broad_jump: number; fly: number }>(
      sql`SELECT broad_jump, "5_10_fly" AS fly FROM position_norms WHERE position = 'WR'`,
    );
    expect(wr.rows[0]).toEqual({ broad_jump: 121, fly: 1.08 });
  });

  it('enforces the vocabularies with CHECK constraints', async () => {
    const { db } = await getTestDatabase();
    await expect(
      db.execute(
        sql`INSERT INTO movements (name, display_name, unit_type) VALUES ('x', 'X', 'furlongs')`,
      ),
    ).rejects.toThrow();
  });
});
