import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPositionNorm, nearestByWeight } from './norms';
import { REFERENCE_POSITION_NORMS, REFERENCE_POWER_TO_SPEED_NORMS } from './test-fixtures';

const rows = [
  { weight: 200, id: 'b' },
  { weight: 180, id: 'a' },
  { weight: 240, id: 'd' },
  { weight: 220, id: 'c' },
];

describe('nearestByWeight', () => {
  it('returns undefined for an empty table', () => {
    expect(nearestByWeight([], 200)).toBeUndefined();
  });

  it('returns undefined for a non-finite weight', () => {
    expect(nearestByWeight(rows, Number.NaN)).toBeUndefined();
  });

  it('finds the exact and the nearest row in unsorted input', () => {
    expect(nearestByWeight(rows, 200)?.id).toBe('b');
    expect(nearestByWeight(rows, 204)?.id).toBe('b');
    expect(nearestByWeight(rows, 206)?.id).toBe('b');
    expect(nearestByWeight(rows, 211)?.id).toBe('c');
    expect(nearestByWeight(rows, 209.9)?.id).toBe('b');
  });

  it('clamps to the end rows outside the range', () => {
    expect(nearestByWeight(rows, 100)?.id).toBe('a');
    expect(nearestByWeight(rows, 400)?.id).toBe('d');
  });

  it('chooses the lighter row on an exact tie, whatever the order', () => {
    expect(nearestByWeight(rows, 210)?.id).toBe('b');
    expect(nearestByWeight(rows, 190)?.id).toBe('a');
    expect(nearestByWeight([...rows].reverse(), 210)?.id).toBe('b');
    expect(nearestByWeight([...rows].reverse(), 230)?.id).toBe('c');
  });

  it('keeps the first row among equal weights', () => {
    const dup = [
      { weight: 200, id: 'first' },
      { weight: 200, id: 'second' },
    ];
    expect(nearestByWeight(dup, 201)?.id).toBe('first');
  });

  it('agrees with a brute-force minimum and does not depend on order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 50, max: 400 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (weights, w) => {
          const table = weights.map((weight) => ({ weight }));
          const found = nearestByWeight(table, w)!;
          const minDistance = Math.min(...weights.map((x) => Math.abs(x - w)));
          expect(Math.abs(found.weight - w)).toBe(minDistance);
          const lightestTied = Math.min(...weights.filter((x) => Math.abs(x - w) === minDistance));
          expect(found.weight).toBe(lightestTied);
          expect(nearestByWeight([...table].reverse(), w)!.weight).toBe(found.weight);
        },
      ),
    );
  });

  it('on the reference data, the tie rule picks the stricter (higher or equal) broad jump', () => {
    const sorted = [...REFERENCE_POWER_TO_SPEED_NORMS].sort((a, b) => a.weight - b.weight);
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i]!.broadJump).toBeLessThanOrEqual(sorted[i - 1]!.broadJump);
      const midpoint = (sorted[i - 1]!.weight + sorted[i]!.weight) / 2;
      expect(nearestByWeight(REFERENCE_POWER_TO_SPEED_NORMS, midpoint)).toBe(sorted[i - 1]);
    }
    // 275 lb sits between 270 (123 in) and 280 (120 in): the stricter 123 in is used.
    expect(nearestByWeight(REFERENCE_POWER_TO_SPEED_NORMS, 275)?.broadJump).toBe(123);
  });
});

describe('findPositionNorm', () => {
  it('finds a position row', () => {
    expect(findPositionNorm(REFERENCE_POSITION_NORMS, 'WR')?.broadJump).toBe(121);
    expect(findPositionNorm([], 'WR')).toBeUndefined();
  });
});
