import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestValues, isBetter } from './best-values';
import { MOVEMENT_NAMES, type MovementName, unitTypeOf } from './constants';

describe('isBetter', () => {
  it('prefers larger distances and speeds, smaller times, and is strict', () => {
    expect(isBetter('distance', 120, 110)).toBe(true);
    expect(isBetter('distance', 110, 120)).toBe(false);
    expect(isBetter('speed', 18, 15)).toBe(true);
    expect(isBetter('speed', 15, 18)).toBe(false);
    expect(isBetter('time', 4.4, 4.5)).toBe(true);
    expect(isBetter('time', 4.5, 4.4)).toBe(false);
    expect(isBetter('time', 4.5, 4.5)).toBe(false);
    expect(isBetter('distance', 120, 120)).toBe(false);
  });
});

describe('bestValues', () => {
  it('is empty for no results', () => {
    expect(bestValues([])).toEqual({});
  });

  it('takes the max broad jump and speed and the min time', () => {
    expect(
      bestValues([
        { movement: 'broad_jump', value: 110 },
        { movement: 'broad_jump', value: 118 },
        { movement: 'broad_jump', value: 115 },
        { movement: 'forty', value: 4.71 },
        { movement: 'forty', value: 4.62 },
        { movement: 'forty', value: 4.8 },
        { movement: '5_10_fly', value: 1.2 },
        { movement: 'shredmill_gear_2', value: 14.5 },
        { movement: 'shredmill_gear_2', value: 15.2 },
        { movement: 'shredmill_gear_2', value: 13 },
      ]),
    ).toEqual({ broad_jump: 118, forty: 4.62, '5_10_fly': 1.2, shredmill_gear_2: 15.2 });
  });

  it('ignores missing (0), negative and non-finite values', () => {
    expect(
      bestValues([
        { movement: 'forty', value: 0 },
        { movement: 'forty', value: 4.9 },
        { movement: 'forty', value: Number.NaN },
        { movement: 'broad_jump', value: -3 },
        { movement: 'broad_jump', value: Number.POSITIVE_INFINITY },
      ]),
    ).toEqual({ forty: 4.9 });
  });

  it('ignores unknown movement names', () => {
    const stray = { movement: 'pogo_hops' as MovementName, value: 3 };
    expect(bestValues([stray, { movement: 'forty', value: 4.5 }])).toEqual({ forty: 4.5 });
  });

  it('matches max/min per unit for any results, in any order', () => {
    const result = fc.record({
      movement: fc.constantFrom(...MOVEMENT_NAMES),
      value: fc.double({ min: 0.01, max: 200, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(result, { maxLength: 40 }), (results) => {
        const best = bestValues(results);
        const reversed = bestValues([...results].reverse());
        expect(reversed).toEqual(best);
        for (const name of MOVEMENT_NAMES) {
          const values = results.filter((r) => r.movement === name).map((r) => r.value);
          if (values.length === 0) {
            expect(best[name]).toBeUndefined();
          } else {
            const expected =
              unitTypeOf(name) === 'time' ? Math.min(...values) : Math.max(...values);
            expect(best[name]).toBe(expected);
          }
        }
      }),
    );
  });
});
