import { describe, expect, it } from 'vitest';
import { MOVEMENTS, unitTypeOf } from './constants';
import {
  GEAR_GLOSSARY,
  HAND_TIMING_NOTE,
  isShredMillTest,
  TEST_GUIDES,
  testGuideFor,
} from './test-guide';

describe('test guide', () => {
  it('has a sheet for every test, with setup, distances, start and what is measured', () => {
    for (const { name } of MOVEMENTS) {
      const guide = testGuideFor(name);
      for (const part of [guide.setup, guide.distances, guide.start, guide.measured]) {
        expect(part.length, name).toBeGreaterThan(10);
      }
    }
  });

  it('every timed test says hand times read about 0.2 s fast on short sprints', () => {
    expect(HAND_TIMING_NOTE).toContain('about 0.2 s fast on short sprints');
    for (const { name } of MOVEMENTS) {
      expect(Boolean(testGuideFor(name).timing), name).toBe(unitTypeOf(name) === 'time');
    }
  });

  it('explains Gear 2, 3, 4 and Options A, B, C for the ShredMill tests', () => {
    expect(GEAR_GLOSSARY.map((g) => g.term)).toEqual([
      'Gear 2',
      'Gear 3',
      'Gear 4',
      'Option A, B, C',
    ]);
    expect(isShredMillTest('shredmill_gear_4_b')).toBe(true);
    expect(isShredMillTest('5_10_fly')).toBe(false);
    expect(TEST_GUIDES.shredmill_gear_4_a).toBe(TEST_GUIDES.shredmill_gear_4_c);
  });
});
