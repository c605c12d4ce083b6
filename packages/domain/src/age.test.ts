import { describe, expect, it } from 'vitest';
import { ageBandOf, ageGroupOf, ageGroupOnDay, ageOn, birthMonthProblem } from './age';

describe('ageOn', () => {
  it('counts the birthday as reached only after the birth month', () => {
    const birth = { year: 2013, month: 6 };
    expect(ageOn(birth, '2026-05-31')).toBe(12);
    // In the birth month the day is unknown: the youngest possible age.
    expect(ageOn(birth, '2026-06-01')).toBe(12);
    expect(ageOn(birth, '2026-06-30')).toBe(12);
    expect(ageOn(birth, '2026-07-01')).toBe(13);
  });

  it('handles December and January births across the new year', () => {
    expect(ageOn({ year: 2000, month: 12 }, '2026-01-15')).toBe(25);
    expect(ageOn({ year: 2000, month: 1 }, '2026-01-15')).toBe(25);
    expect(ageOn({ year: 2000, month: 1 }, '2026-02-01')).toBe(26);
  });
});

describe('ageGroupOf and ageBandOf', () => {
  it.each([
    [5, 'under_13', 'child'],
    [12, 'under_13', 'child'],
    [13, '13_14', 'teen'],
    [14, '13_14', 'teen'],
    [15, '15_16', 'teen'],
    [16, '15_16', 'teen'],
    [17, '17_18', 'teen'],
    [18, '17_18', 'adult'],
    [19, '19_plus', 'adult'],
    [40, '19_plus', 'adult'],
  ] as const)('age %i is group %s and band %s', (age, group, band) => {
    expect(ageGroupOf(age)).toBe(group);
    expect(ageBandOf(age)).toBe(band);
  });
});

describe('birthMonthProblem', () => {
  it('accepts this month and refuses a later one', () => {
    expect(birthMonthProblem({ year: 2026, month: 3 }, '2026-03-10')).toBeNull();
    expect(birthMonthProblem({ year: 2026, month: 4 }, '2026-03-10')).toMatch(/future/);
    expect(birthMonthProblem({ year: 2027, month: 1 }, '2026-03-10')).toMatch(/future/);
  });

  it('refuses a year more than 100 years back', () => {
    expect(birthMonthProblem({ year: 1926, month: 1 }, '2026-03-10')).toBeNull();
    expect(birthMonthProblem({ year: 1925, month: 12 }, '2026-03-10')).toMatch(/100 years/);
  });
});

describe('ageGroupOnDay', () => {
  it('is null without a birth month and the group otherwise', () => {
    expect(ageGroupOnDay(null, null, '2026-03-10')).toBeNull();
    expect(ageGroupOnDay(2011, 2, '2026-03-10')).toBe('15_16');
  });
});
