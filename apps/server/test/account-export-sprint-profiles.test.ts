import type { AccountExport } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUpAthlete } from './support/auth';
import { forty, save, yd } from './support/sprint-profile';

/**
 * The account's data download holds the athlete's sprint profiles (docs/product/accounts.md,
 * "Download my data"): every stored one, reliable with its numbers and unreliable with its
 * reason, in the JSON document and as the CSV's `sprint_profiles` section.
 */

const delivery = deliveryForThisFile();

describe('the data download’s sprint profiles', () => {
  it('lists every stored profile, newest first, in the JSON and the CSV', async () => {
    const server = await buildTestApp({}, delivery.integrations);
    const athlete = await signUpAthlete(server, delivery);
    const good = await save(server, athlete, { ...forty(), testDate: '2026-03-02' });
    // The 20-yd split 0.3 s too slow: stored as unreliable, with its reason and no numbers.
    const shaky = await save(server, athlete, {
      ...forty([yd(10, 1.6), yd(20, 2.95)]),
      testDate: '2026-04-02',
    });

    const json = await call(server, athlete, 'GET', '/api/account/export?format=json');
    expect(json.statusCode, json.body).toBe(200);
    const { sprintProfiles } = json.json<AccountExport>();
    expect(sprintProfiles.map((p) => [p.resultId, p.testDate, p.status])).toEqual([
      [shaky.id, '2026-04-02', 'unreliable'],
      [good.id, '2026-03-02', 'reliable'],
    ]);
    const [unreliable, reliable] = sprintProfiles;
    expect(unreliable).toMatchObject({ reason: 'residuals-too-large', mss: null, f0PerKg: null });
    expect(reliable!.mss).toBeCloseTo(9.62, 2);
    expect(reliable!.tau).toBeCloseTo(0.753, 2);
    expect(reliable!.f0PerKg).toBeGreaterThan(10);
    expect(reliable!.splits.map((s) => s.time)).toEqual([1.6, 2.65, 4.55]);
    expect(reliable!.computedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(reliable).not.toHaveProperty('athleteId');

    const csv = await call(server, athlete, 'GET', '/api/account/export?format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.split('\r\n');
    const at = lines.indexOf('section,sprint_profiles');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/^trialId,resultId,testDate,fortySeconds,splits,status,/);
    expect(lines[at + 2]).toContain(`,${shaky.id},2026-04-02,`);
    expect(lines[at + 2]).toContain(',unreliable,residuals-too-large,');
    expect(lines[at + 3]).toContain(`,${good.id},2026-03-02,4.55,`);
    expect(lines[at + 3]).toContain('""distance""');
  });
});
