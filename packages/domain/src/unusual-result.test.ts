import { describe, expect, it } from 'vitest';
import { eliteValueFor, unusualResult, unusualResultQuestion } from './unusual-result';

const row = { broadJump: 128, fly510: 1.06, fly2010: 0.95, forty: 4.45 };
const game = { fly510Min: 1.05, decel510: 1.6, roll90510: 1.7, return180510: 2.1 };

describe('unusual results', () => {
  it('reads the elite value of each test from the bodyweight rows', () => {
    expect(eliteValueFor('broad_jump', row, game)).toBe(128);
    expect(eliteValueFor('5_10_fly', row, game)).toBe(1.06);
    expect(eliteValueFor('5_10_fly', null, game)).toBe(1.05);
    expect(eliteValueFor('5_10_decel', row, game)).toBe(1.6);
    expect(eliteValueFor('shredmill_gear_3', null, null)).toBe(18);
    expect(eliteValueFor('shredmill_gear_4_b', row, game)).toBeNull();
    expect(eliteValueFor('broad_jump', null, null)).toBeNull();
  });

  it('asks when a value is beyond elite for the weight, not when it equals it', () => {
    const input = { movement: 'broad_jump' as const, currentBest: 125, elite: 128 };
    expect(unusualResult({ ...input, value: 129 })).toEqual({ kind: 'beyond-elite', elite: 128 });
    expect(unusualResult({ ...input, value: 128 })).toBeNull();
    expect(
      unusualResult({ movement: '5_10_fly', value: 1.05, currentBest: 1.1, elite: 1.06 }),
    ).toEqual({ kind: 'beyond-elite', elite: 1.06 });
  });

  it('asks when a value is more than 15 % better than the best, in the direction of the unit', () => {
    // Jumps and speeds: larger is better. 100 in × 1.15 = 115 in.
    const jump = { movement: 'broad_jump' as const, currentBest: 100, elite: 200 };
    expect(unusualResult({ ...jump, value: 115 })).toBeNull();
    expect(unusualResult({ ...jump, value: 116 })).toEqual({ kind: 'much-better', best: 100 });
    // Times: smaller is better. 2.00 s × 0.85 = 1.70 s.
    const time = { movement: '5_10_decel' as const, currentBest: 2, elite: 1 };
    expect(unusualResult({ ...time, value: 1.7 })).toBeNull();
    expect(unusualResult({ ...time, value: 1.69 })).toEqual({ kind: 'much-better', best: 2 });
    // A worse value never asks; a first result is compared with elite only.
    expect(unusualResult({ ...jump, value: 60 })).toBeNull();
    expect(unusualResult({ ...jump, currentBest: null, value: 190 })).toBeNull();
  });

  it('says why in the question', () => {
    expect(unusualResultQuestion('broad_jump', { kind: 'beyond-elite', elite: 128 })).toBe(
      'That is beyond elite for your weight (10\' 8") — save anyway?',
    );
    expect(unusualResultQuestion('5_10_decel', { kind: 'much-better', best: 2 })).toMatch(
      /^That is more than 15 % better than your best \(2\.00s\) — save anyway\?$/,
    );
    // A coach is asked about the athlete.
    expect(unusualResultQuestion('broad_jump', { kind: 'much-better', best: 120 }, 'their')).toBe(
      'That is more than 15 % better than their best (10\' 0") — save anyway?',
    );
  });
});
