import type { Session, SprintProfileResponse } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { readNormsCsv } from '../src/db/reference-data/load';
import { backfillSprintProfiles } from '../src/repositories/sprint-profile-backfill';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp, signUpAthlete } from './support/auth';
import { getTestDatabase } from './support/database';
import { forty, save, yd } from './support/sprint-profile';
import { createTeam, joinTeam } from './support/teams';

/**
 * Stored sprint profiles (docs/product/sprint-profile.md, "In the product"): computed by the
 * result-change recipe on save, edit, delete, restore and trial changes, recomputed when height
 * or weight changes, unreliable fits stored without numbers, read by the athlete and their coach
 * against the position cohort loaded as reference data.
 */

const delivery = deliveryForThisFile();
const app = () => buildTestApp({}, delivery.integrations);
const uuid = () => crypto.randomUUID();

async function profileOf(server: App, athlete: Session): Promise<SprintProfileResponse> {
  const res = await call(server, athlete, 'GET', '/api/sprint-profile');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SprintProfileResponse>();
}

async function storedRows(athleteId: string) {
  const { db } = await getTestDatabase();
  const { rows } = await db.execute<{ status: string; mss: number | null; reason: string | null }>(
    sql`SELECT status, mss, reason FROM sprint_profiles WHERE athlete_id = ${athleteId}`,
  );
  return rows;
}

describe('the sprint profile of a 40 with splits', () => {
  it('is computed on save: MSS 9.62 m/s and τ 0.753 s, against the WR cohort', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    const empty = await profileOf(server, athlete);
    expect(empty).toMatchObject({ latest: null, history: [], missing: null, position: 'WR' });
    expect(empty.cohort).toMatchObject({ position: 'WR', n: 495 });

    await save(server, athlete, forty());
    const { latest, history, missing } = await profileOf(server, athlete);
    expect(missing).toBeNull();
    expect(history).toHaveLength(1);
    expect(latest).toMatchObject({ status: 'reliable', reason: null, caveats: [] });
    expect(latest!.mss).toBeCloseTo(9.62, 2);
    expect(latest!.tau).toBeCloseTo(0.753, 2);
    expect(latest!.timeTo90PercentMss).toBeCloseTo(0.753 * Math.LN10, 2);
    expect(latest!.f0PerKg).toBeGreaterThan(10);
    expect(latest!.splits.map((s) => s.time)).toEqual([1.6, 2.65, 4.55]);
    // MSS 9.62 against the WR cohort's p50 of 9.61: just above the middle.
    expect(latest!.standings?.mss).toEqual({ percentile: 51, band: 'p50-p90' });
    expect(Object.keys(latest!.standings!).sort()).toEqual(
      ['f0PerKg', 'mss', 'pmaxPerKg', 'tau', 'v0'].sort(),
    );
  });

  it('says what is missing when the newest 40 has no split, and keeps no row for it', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    await save(server, athlete, forty([]));
    const view = await profileOf(server, athlete);
    expect(view.latest).toBeNull();
    expect(view.missing?.message).toMatch(/at least one split time/);
    expect(await storedRows(athlete.user.id)).toEqual([]);
  });

  it('stores a fit that does not hold as unreliable, with its reason and no numbers', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    // The 20-yd split 0.3 s too slow: the splits do not lie on one curve.
    await save(server, athlete, forty([yd(10, 1.6), yd(20, 2.95)]));
    const { latest } = await profileOf(server, athlete);
    expect(latest).toMatchObject({
      status: 'unreliable',
      reason: 'residuals-too-large',
      mss: null,
      tau: null,
      f0PerKg: null,
      standings: null,
    });
    expect(latest!.message).toMatch(/do not lie on one acceleration curve/);
    expect(await storedRows(athlete.user.id)).toEqual([
      { status: 'unreliable', mss: null, reason: 'residuals-too-large' },
    ]);
  });

  it('follows an edit, a delete and a restore of the result', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    const saved = await save(server, athlete, forty());
    const edit = await call(server, athlete, 'PATCH', `/api/results/${saved.id}`, { value: 4.5 });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = (await profileOf(server, athlete)).latest!;
    expect(edited.fortySeconds).toBe(4.5);
    expect(edited.mss!).toBeGreaterThan(9.62);

    const removed = await call(server, athlete, 'DELETE', `/api/results/${saved.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await profileOf(server, athlete)).latest).toBeNull();
    expect(await storedRows(athlete.user.id)).toEqual([]);

    const restored = await call(server, athlete, 'POST', `/api/results/${saved.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await profileOf(server, athlete)).latest?.fortySeconds).toBe(4.5);
  });

  it('keeps one profile per 40, its fastest trial’s, with a profile per trial stored', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    const saved = await save(server, athlete, forty());
    const added = await call(server, athlete, 'POST', `/api/results/${saved.id}/trials`, {
      trials: [{ id: uuid(), value: 4.62, splits: [yd(10, 1.63), yd(20, 2.69)] }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await storedRows(athlete.user.id)).toHaveLength(2);
    const { history } = await profileOf(server, athlete);
    expect(history.map((h) => h.fortySeconds)).toEqual([4.55]);
  });

  it('is recomputed when height or weight changes: force per kg follows the body', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    await save(server, athlete, forty());
    const before = (await profileOf(server, athlete)).latest!;
    const res = await call(server, athlete, 'PUT', '/api/profile/physical', {
      position: 'WR',
      heightInches: 72,
      weightLbs: 260,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await profileOf(server, athlete)).latest!;
    expect(after.mss).toBeCloseTo(before.mss!, 6);
    // Heavier at the same speed: more air-resistance force shared by more kilograms.
    expect(after.f0PerKg).not.toBeCloseTo(before.f0PerKg!, 4);
  });

  it('carries the caveat of a hand-timed 40 (a stopwatch is started by hand)', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    await save(server, athlete, {
      ...forty([yd(10, 1.55), yd(20, 2.6)], 4.45, 'stopwatch'),
      session: { id: uuid(), device: 'stopwatch', start: { kind: 'unknown' } },
    });
    const { latest } = await profileOf(server, athlete);
    expect(latest?.caveats).toEqual(['hand-started', 'hand-stopped']);
  });

  it('is read by the athlete’s coach, and by nobody else’s', async () => {
    const server = await app();
    const coach = await signUp(server, delivery, { role: 'coach' });
    const team = await createTeam(server, coach);
    const athlete = await signUpAthlete(server, delivery);
    await joinTeam(server, athlete, team.inviteCode);
    await save(server, athlete, forty());
    const url = `/api/teams/${team.id}/athletes/${athlete.user.id}/sprint-profile`;
    const res = await call(server, coach, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SprintProfileResponse>().latest?.mss).toBeCloseTo(9.62, 2);

    const stranger = await signUpAthlete(server, delivery);
    const other = `/api/teams/${team.id}/athletes/${stranger.user.id}/sprint-profile`;
    expect((await call(server, coach, 'GET', other)).statusCode).toBe(404);
  });
});

describe('the living diagnosis with a sprint profile', () => {
  it('cites the profile once there is one; onboarding keeps the broad jump’s rule', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery, { broadJump: { feet: 10, inches: 8 } });
    const notes = async () =>
      (await call(server, athlete, 'GET', '/api/profile')).json<{ deficiencyNotes: string }>()
        .deficiencyNotes;
    expect(await notes()).toMatch(/broad jump/);
    await save(server, athlete, forty());
    expect(await notes()).toMatch(
      /^Your (F0 of [\d.]+ N\/kg|top speed|V0 of [\d.]+ m\/s) is at the \d+(st|nd|rd|th) percentile of NFL WRs/,
    );
    const redo = await call(server, athlete, 'PUT', '/api/onboarding/broad-jump', {
      feet: 10,
      inches: 8,
    });
    expect(redo.statusCode, redo.body).toBe(200);
    expect(await notes()).toMatch(/broad jump/);
  });
});

describe('profiles of trials saved before profiles were stored', () => {
  it('are computed at start-up, once', async () => {
    const server = await app();
    const athlete = await signUpAthlete(server, delivery);
    await save(server, athlete, forty());
    await save(server, athlete, forty([]));
    const { db } = await getTestDatabase();
    await db.execute(sql`DELETE FROM sprint_profiles WHERE athlete_id = ${athlete.user.id}`);
    expect(await backfillSprintProfiles(db)).toBeGreaterThanOrEqual(1);
    expect(await storedRows(athlete.user.id)).toHaveLength(1);
    await backfillSprintProfiles(db);
    expect(await storedRows(athlete.user.id)).toHaveLength(1);
  });
});

describe('the sprint cohorts as reference data', () => {
  it('are the shipped CSV, one row per position', async () => {
    await app();
    const { db } = await getTestDatabase();
    const { rows } = await db.execute<{ position: string; n: number; anchors: unknown }>(
      sql`SELECT position, n, anchors FROM sprint_profile_cohorts ORDER BY position`,
    );
    const csv = readNormsCsv('sprint_profile_cohorts.csv');
    expect(rows.map((r) => r.position)).toEqual(csv.map((r) => r.position).sort());
    const wr = rows.find((r) => r.position === 'WR')!;
    expect(wr.n).toBe(495);
    expect(wr.anchors).toMatchObject({ mss: { p10: 9.18, p50: 9.61, p90: 10.03 } });
  });
});
