/** Sprint-profile fixtures for the test files: the football 40 of the product page, saved. */
import type { Session, TestResult } from '@gamespeed/domain/contracts';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { call } from './auth';

const uuid = () => crypto.randomUUID();
export const yd = (distance: number, seconds: number) => ({ distance, unit: 'yd', seconds });

/** The football case of the product page: 10/20/40 yd in 1.60/2.65/4.55 s, gates from first movement. */
export function forty(splits = [yd(10, 1.6), yd(20, 2.65)], value = 4.55, device = 'timing-gates') {
  return {
    movement: 'forty',
    value,
    clientId: uuid(),
    session: { id: uuid(), device, start: { kind: 'first-movement-electronic' } },
    trials: [{ id: uuid(), value, splits }],
  };
}

/** Saves a result through POST /api/results as the athlete. */
export async function save(server: App, athlete: Session, payload: unknown): Promise<TestResult> {
  const res = await call(server, athlete, 'POST', '/api/results', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TestResult>();
}
