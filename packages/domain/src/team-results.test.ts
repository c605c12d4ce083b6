import { describe, expect, it } from 'vitest';
import { enteredByLabel, resultCounts, testDayCount } from './team-results';

describe('resultCounts', () => {
  it('counts a result that is neither deleted nor hidden', () => {
    expect(resultCounts({ deletedAt: null, hiddenAt: null })).toBe(true);
  });
  it('does not count a hidden or a deleted result', () => {
    expect(resultCounts({ deletedAt: null, hiddenAt: '2026-11-25T10:00:00.000Z' })).toBe(false);
    expect(resultCounts({ deletedAt: '2026-11-25T10:00:00.000Z', hiddenAt: null })).toBe(false);
  });
});

describe('enteredByLabel', () => {
  it("names the coach who entered the athlete's result", () => {
    expect(enteredByLabel({ enteredByCoach: true, enteredByName: 'Jane Doe' })).toBe(
      'Entered by Coach Jane Doe',
    );
  });
  it('says a coach entered it when the name is unknown', () => {
    expect(enteredByLabel({ enteredByCoach: true, enteredByName: null })).toBe(
      'Entered by a coach',
    );
  });
  it("says nothing for the athlete's own results", () => {
    expect(enteredByLabel({ enteredByCoach: false, enteredByName: null })).toBeNull();
  });
});

describe('testDayCount', () => {
  it('counts entered athletes among those present', () => {
    expect(
      testDayCount([
        { entered: true, absent: false },
        { entered: false, absent: false },
        { entered: false, absent: true },
      ]),
    ).toEqual({ entered: 1, expected: 2 });
  });
  it('an absent athlete with a value still does not count', () => {
    expect(testDayCount([{ entered: true, absent: true }])).toEqual({ entered: 0, expected: 0 });
  });
});
