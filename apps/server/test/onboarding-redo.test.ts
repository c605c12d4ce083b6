import type { Session } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUpAthlete } from './support/auth';
import { getTestDatabase } from './support/database';

/** Redoing onboarding's step 2 (docs/product/screens.md, docs/product/diagnosis.md). */
const delivery = deliveryForThisFile();
const app = () => buildTestApp({}, delivery.integrations);

async function broadJumpCount(athleteId: string): Promise<number> {
  const { db } = await getTestDatabase();
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM test_results r JOIN movements m ON m.id = r.movement_id
    WHERE r.athlete_id = ${athleteId} AND m.name = 'broad_jump'`);
  return rows[0]!.n;
}

const jump = (server: App, session: Session, body: Record<string, unknown>) =>
  call(server, session, 'PUT', '/api/onboarding/broad-jump', body);

const yesterday = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('redoing onboarding', () => {
  it('assesses the jump entered, not the best one', async () => {
    const server = await app();
    const session = await signUpAthlete(server, delivery, { physical: { weightLbs: 200 } });
    const first = await jump(server, session, { feet: 11, inches: 0 });
    expect(first.json().profile.primaryDeficiency).toBe('well_balanced');

    const redone = await jump(server, session, { feet: 10, inches: 0 });
    expect(redone.statusCode, redone.body).toBe(200);
    expect(redone.json().assessment).toMatchObject({
      primaryDeficiency: 'force_deficient',
      broadJumpInches: 120,
    });
    expect(redone.json().assessment.differenceFromElite).toBe(
      redone.json().assessment.eliteBroadJump - 120,
    );
    expect(redone.json().profile.primaryDeficiency).toBe('force_deficient');
  });

  it('adds no second entry when the jump and its date are unchanged', async () => {
    const server = await app();
    const session = await signUpAthlete(server, delivery, { physical: { weightLbs: 200 } });
    const day = yesterday();
    for (let i = 0; i < 3; i++) {
      const res = await jump(server, session, { feet: 10, inches: 6, testDate: day });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().profile.onboardingCompleted).toBe(true);
    }
    expect(await broadJumpCount(session.user.id)).toBe(1);
    // Without a date the server's day counts: the same jump twice today is one entry too.
    await jump(server, session, { feet: 10, inches: 6 });
    await jump(server, session, { feet: 10, inches: 6 });
    expect(await broadJumpCount(session.user.id)).toBe(2);
    // Another value, or the same value on another day, is a new test.
    await jump(server, session, { feet: 10, inches: 7, testDate: day });
    expect(await broadJumpCount(session.user.id)).toBe(3);
  });
});
