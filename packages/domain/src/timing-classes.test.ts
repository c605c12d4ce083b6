import { describe, expect, it } from 'vitest';
import { defaultTimingClass, timingClassOf } from './timing-classes';

describe('timing classes', () => {
  it('a result that does not say how it was timed is its own class', () => {
    expect(timingClassOf('hand')).toBe('hand');
    expect(timingClassOf('electronic')).toBe('electronic');
    expect(timingClassOf(null)).toBe('not-said');
    expect(timingClassOf(undefined)).toBe('not-said');
  });

  it('a leaderboard shows electronic times by default whenever there are any', () => {
    expect(defaultTimingClass({ electronic: 1, hand: 9, 'not-said': 3 })).toBe('electronic');
    expect(defaultTimingClass({ electronic: 0, hand: 2, 'not-said': 3 })).toBe('hand');
    expect(defaultTimingClass({ 'not-said': 3 })).toBe('not-said');
    expect(defaultTimingClass({})).toBe('electronic');
  });
});
