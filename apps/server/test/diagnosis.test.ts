import type { Profile, Session } from '@gamespeed/domain/contracts';
import { BALANCED_PRESCRIPTION } from '@gamespeed/domain/training-focus';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp, signUpAthlete } from './support/auth';
import { getTestDatabase } from './support/database';

/**
 * The living diagnosis: recomputed by the server in the same transaction as every change to its
 * inputs, with a history row for every change of outcome. 200 lb row: broad jump 129 in,
 * 5→10 fly 1.05 s, 20→10 fly 0.94 s.
 */
const delivery = deliveryForThisFile();

const app = () => buildTestApp({}, delivery.integrations);

const onboarded = (server: App, feet: number, inches: number, weightLbs = 200) =>
  signUpAthlete(server, delivery, { physical: { weightLbs }, broadJump: { feet, inches } });

async function save(server: App, session: Session, movement: string, value: number) {
  const res = await call(server, session, 'POST', '/api/results', { movement, value });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function profile(server: App, session: Session): Promise<Profile> {
  const res = await call(server, session, 'GET', '/api/profile');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Profile;
}

async function history(athleteId: string) {
  const { db } = await getTestDatabase();
  const { rows } = await db.execute<{
    primary_deficiency: string;
    gear_level: number | null;
    force_or_form: string;
    broad_jump: number | null;
    fly_5_10: number | null;
    weight_lbs: number | null;
  }>(sql`SELECT primary_deficiency, gear_level, force_or_form, broad_jump, fly_5_10, weight_lbs
         FROM assessment_history WHERE athlete_id = ${athleteId} ORDER BY assessed_at, id`);
  return rows;
}

describe('the diagnosis follows its inputs', () => {
  it('a slow fly makes a balanced athlete FORM DEFICIENT (Gear 3); a faster one brings it back', async () => {
    const server = await app();
    const session = await onboarded(server, 10, 8); // 128 in: 1 in short, not force deficient
    expect((await profile(server, session)).primaryDeficiency).toBe('well_balanced');

    await save(server, session, '5_10_fly', 1.3);
    const slow = await profile(server, session);
    expect(slow).toMatchObject({ primaryDeficiency: 'form_deficient', forceOrForm: 'form' });
    expect(slow.deficiencyNotes).toBe('Your 5→10 fly is 0.25 s slower than elite for your weight.');
    expect(slow.assessedAt).not.toBeNull();

    await save(server, session, '5_10_fly', 1.06); // the best fly is now 0.01 s off elite
    expect((await profile(server, session)).primaryDeficiency).toBe('well_balanced');

    expect(
      (await history(session.user.id)).map((h) => [h.primary_deficiency, h.gear_level]),
    ).toEqual([
      ['well_balanced', null],
      ['form_deficient', 3],
      ['well_balanced', null],
    ]);
  });

  it('a better broad jump flips FORCE DEFICIENT to WELL-BALANCED; flies never rescue a short jump', async () => {
    const server = await app();
    const session = await onboarded(server, 9, 6); // 114 in: 15 in short
    await save(server, session, '5_10_fly', 1.0);
    expect((await profile(server, session)).primaryDeficiency).toBe('force_deficient');
    await save(server, session, 'broad_jump', 126);
    const after = await profile(server, session);
    expect(after).toMatchObject({ primaryDeficiency: 'well_balanced', forceOrForm: 'balanced' });
    const rows = await history(session.user.id);
    expect(rows.at(-1)).toMatchObject({ primary_deficiency: 'well_balanced', broad_jump: 126 });
  });

  it('deleting the slow fly brings the athlete back to WELL-BALANCED; Undo makes it FORM again', async () => {
    const server = await app();
    const session = await onboarded(server, 10, 8);
    const slow = await save(server, session, '20_10_fly', 1.2);
    expect((await profile(server, session)).primaryDeficiency).toBe('form_deficient');
    const removed = await call(server, session, 'DELETE', `/api/results/${slow}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await profile(server, session)).primaryDeficiency).toBe('well_balanced');
    const restored = await call(server, session, 'POST', `/api/results/${slow}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await profile(server, session)).primaryDeficiency).toBe('form_deficient');
    // Corrected (a typo: it was 0.95): balanced again, and each change is in the history.
    const edited = await call(server, session, 'PATCH', `/api/results/${slow}`, { value: 0.95 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await profile(server, session)).primaryDeficiency).toBe('well_balanced');
    expect((await history(session.user.id)).map((h) => h.primary_deficiency)).toEqual([
      'well_balanced',
      'form_deficient',
      'well_balanced',
      'form_deficient',
      'well_balanced',
    ]);
  });

  it('a weight change compares with another row at once', async () => {
    const server = await app();
    // 123 in at 200 lb (elite 129) is 6 in short: balanced. At 160 lb (elite 131) it is 8 short.
    const session = await onboarded(server, 10, 3);
    expect((await profile(server, session)).primaryDeficiency).toBe('well_balanced');
    const res = await call(server, session, 'PUT', '/api/profile/physical', {
      position: 'WR',
      heightInches: 72,
      weightLbs: 160,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Profile).primaryDeficiency).toBe('force_deficient');
    // The earlier entry keeps the inputs it was decided on.
    expect(
      (await history(session.user.id)).map((h) => [
        h.primary_deficiency,
        h.weight_lbs,
        h.broad_jump,
      ]),
    ).toEqual([
      ['well_balanced', 200, 123],
      ['force_deficient', 160, 123],
    ]);
  });

  it('a result that changes nothing adds no history row', async () => {
    const server = await app();
    const session = await onboarded(server, 9, 0);
    await save(server, session, 'forty', 4.6);
    await save(server, session, 'broad_jump', 100);
    expect(await history(session.user.id)).toHaveLength(1);
  });

  it('before onboarding, results do not assess anyone', async () => {
    const server = await app();
    const session = await signUp(server, delivery, { role: 'athlete' });
    await call(server, session, 'PUT', '/api/profile/physical', {
      position: 'WR',
      heightInches: 72,
      weightLbs: 200,
    });
    await save(server, session, 'broad_jump', 100);
    const p = await profile(server, session);
    expect(p).toMatchObject({ primaryDeficiency: null, onboardingCompleted: false });
    expect(await history(session.user.id)).toHaveLength(0);
  });
});

describe('the training focus follows the diagnosis', () => {
  async function prescription(server: App, session: Session) {
    const res = await call(server, session, 'GET', '/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { prescription: Record<string, unknown> | null }).prescription;
  }

  it('well-balanced gets the balanced focus (no gear); a slow fly switches it to Gear 3', async () => {
    const server = await app();
    const session = await onboarded(server, 10, 8);
    const balanced = await prescription(server, session);
    expect(balanced).toMatchObject({
      deficiencyType: 'well_balanced',
      gearLevel: null,
      weightRoom: [...BALANCED_PRESCRIPTION.weightRoom],
      field: [...BALANCED_PRESCRIPTION.field],
    });

    await save(server, session, '5_10_fly', 1.3);
    expect(await prescription(server, session)).toMatchObject({
      deficiencyType: 'form_deficient',
      gearLevel: 3,
    });
  });
});
