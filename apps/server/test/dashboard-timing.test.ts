import type { Dashboard } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUpAthlete } from './support/auth';

/** The dashboard says how each best value was timed (docs/product/results.md). */

const delivery = deliveryForThisFile();

describe('dashboard best timings', () => {
  it('gives the timing of each best value, none when the result does not say', async () => {
    const server = await buildTestApp({}, delivery.integrations);
    const athlete = await signUpAthlete(server, delivery, { firstName: 'Hal', lastName: 'Hand' });
    for (const payload of [
      { movement: 'forty', value: 4.7, timingMethod: 'electronic' },
      { movement: 'forty', value: 4.45, timingMethod: 'hand' },
      { movement: '5_10_fly', value: 1.2 },
    ]) {
      const res = await call(server, athlete, 'POST', '/api/results', payload);
      expect(res.statusCode, res.body).toBe(201);
    }
    const dashboard = (await call(server, athlete, 'GET', '/api/dashboard')).json<Dashboard>();
    expect(dashboard.bestValues).toMatchObject({ forty: 4.45, '5_10_fly': 1.2 });
    expect(dashboard.bestTimings).toEqual({ forty: 'hand' });
  });
});
