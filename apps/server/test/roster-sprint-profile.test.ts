import type { RosterResponse } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp, signUpAthlete } from './support/auth';
import { openApiChecker } from './support/openapi';
import { forty, save, yd } from './support/sprint-profile';
import { createTeam, joinTeam } from './support/teams';

/**
 * The roster's sprint profile (docs/product/teams.md, "Roster"): each athlete's current profile —
 * the one their card shows first — as F0/kg, MSS and its date, or null without one or when the
 * current one is unreliable; the answer matches the OpenAPI document.
 */

const delivery = deliveryForThisFile();

describe('the roster’s sprint profile', () => {
  it('is the current profile’s F0/kg, MSS and date; null without one or when unreliable', async () => {
    const server = await buildTestApp({}, delivery.integrations);
    const coach = await signUp(server, delivery, { role: 'coach' });
    const team = await createTeam(server, coach);
    const athlete = (firstName: string) =>
      signUpAthlete(server, delivery, { firstName, lastName: 'Sprint' });
    const [profiled, shaky, superseded, none] = await Promise.all(
      ['Pat', 'Una', 'Sol', 'Nat'].map(athlete),
    );
    for (const session of [profiled, shaky, superseded, none]) {
      await joinTeam(server, session!, team.inviteCode);
    }
    await save(server, profiled!, { ...forty(), testDate: '2026-03-02' });
    // The 20-yd split 0.3 s too slow: the splits do not lie on one curve.
    await save(server, shaky!, forty([yd(10, 1.6), yd(20, 2.95)]));
    // A good profile in March, then a newer 40 whose fit does not hold: the current one is unreliable.
    await save(server, superseded!, { ...forty(), testDate: '2026-03-02' });
    await save(server, superseded!, {
      ...forty([yd(10, 1.6), yd(20, 2.95)]),
      testDate: '2026-04-02',
    });

    const res = await call(server, coach, 'GET', `/api/teams/${team.id}/roster`);
    expect(res.statusCode, res.body).toBe(200);
    const byName = new Map(
      res.json<RosterResponse>().athletes.map((a) => [a.firstName, a.sprintProfile]),
    );
    const current = byName.get('Pat');
    expect(current).toMatchObject({ testDate: '2026-03-02' });
    expect(current!.mss).toBeCloseTo(9.62, 2);
    expect(current!.f0PerKg).toBeGreaterThan(10);
    expect(byName.get('Una')).toBeNull();
    expect(byName.get('Sol')).toBeNull();
    expect(byName.get('Nat')).toBeNull();

    // The answer, with a profile and without, is what the OpenAPI document describes.
    const checker = await openApiChecker(server);
    const answer = {
      method: 'get',
      path: '/api/teams/{id}/roster',
      status: res.statusCode,
      contentType: String(res.headers['content-type']),
      body: res.body,
    };
    expect(checker.check(answer)).toEqual([]);
    // …and the document describes the profile: a wrong shape of it is refused.
    const body = res.json<RosterResponse>();
    const wrong = body.athletes.map((a) => ({ ...a, sprintProfile: { mss: 'fast' } }));
    const altered = { ...answer, body: JSON.stringify({ ...body, athletes: wrong }) };
    expect(checker.check(altered)).not.toEqual([]);
  });
});
