import { describe, expect, it } from 'vitest';
import { bestValues } from './best-values';
import { MOVEMENT_NAMES } from './constants';
import { resultValueProblems, saveTestResultRequestSchema } from './contracts';
import {
  BROAD_JUMP_HUMAN_MAX_INCHES,
  humanLimit,
  humanLimitProblem,
  isoDay,
  testDateProblem,
} from './result-limits';

describe('human limits', () => {
  it('refuses a standing broad jump past 12 ft 3 in, in plain words', () => {
    expect(BROAD_JUMP_HUMAN_MAX_INCHES).toBe(147);
    expect(humanLimitProblem('broad_jump', 147)).toBeNull();
    expect(humanLimitProblem('broad_jump', 147.5)).toBe(
      `That is more than anyone has ever recorded for the Broad Jump (12' 3"). Please check the value.`,
    );
  });

  it('bounds the forty by timing method: 4.21 s electronic, 4.00 s by hand or unsaid', () => {
    expect(humanLimitProblem('forty', 4.21, 'electronic')).toBeNull();
    expect(humanLimitProblem('forty', 4.2, 'electronic')).toMatch(/^That is faster than anyone/);
    expect(humanLimitProblem('forty', 4.1, 'hand')).toBeNull();
    expect(humanLimitProblem('forty', 4.1, null)).toBeNull();
    expect(humanLimitProblem('forty', 3.99, 'hand')).toBe(
      'That is faster than anyone has ever recorded for the 40 Yard Dash (4.00s). Please check the value.',
    );
  });

  it('bounds every 10-yard test by the fastest flying 10 yards and speeds by 28 mph', () => {
    for (const name of [
      '5_10_fly',
      '20_10_fly',
      '5_10_decel',
      '5_10_roll_90',
      '5_10_180_return',
    ] as const) {
      expect(humanLimit(name)).toEqual({ bound: 0.7, kind: 'min' });
      expect(humanLimitProblem(name, 0.69)).not.toBeNull();
      expect(humanLimitProblem(name, 0.7)).toBeNull();
    }
    for (const name of [
      'shredmill_gear_2',
      'shredmill_gear_3',
      'shredmill_gear_4_a',
      'shredmill_gear_4_b',
      'shredmill_gear_4_c',
    ] as const) {
      expect(humanLimitProblem(name, 28)).toBeNull();
      expect(humanLimitProblem(name, 28.1)).toMatch(/^That is more than anyone has ever recorded/);
    }
  });

  it('every human limit lies inside the hard range, so both layers apply', () => {
    for (const name of MOVEMENT_NAMES) {
      const { bound } = humanLimit(name);
      const problems = resultValueProblems(name, { value: bound });
      expect(problems, name).toEqual([]);
    }
  });

  it('the save contract reports the hard range first, then the human limit, on the value field', () => {
    const hard = saveTestResultRequestSchema.safeParse({ movement: 'broad_jump', value: 200 });
    expect(hard.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['value', 'must be between 12 and 180 inches for broad_jump'],
    ]);
    const human = saveTestResultRequestSchema.safeParse({ movement: 'broad_jump', value: 160 });
    expect(human.error?.issues[0]?.message).toMatch(/^That is more than anyone/);
  });
});

describe('test dates', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('accepts today, the athlete-local tomorrow up to UTC+14, and two years back', () => {
    expect(testDateProblem('2026-11-24', now)).toBeNull();
    expect(testDateProblem('2026-11-25', now)).toBeNull(); // already the 25th at UTC+14
    expect(testDateProblem('2024-11-24', now)).toBeNull();
    expect(testDateProblem('2024-11-23', now)).toBeNull();
  });

  it('refuses the future, more than two years back and dates that do not exist', () => {
    expect(testDateProblem('2026-11-26', now)).toBe('The test date cannot be in the future.');
    expect(testDateProblem('2024-11-22', now)).toBe('The test date can be at most two years back.');
    expect(testDateProblem('2026-02-29', now)).toBe('Please enter a real date (year-month-day).');
    expect(testDateProblem('24/11/2026', now)).toBe('Please enter a real date (year-month-day).');
    expect(isoDay(now)).toBe('2026-11-24');
  });
});

describe('best and latest with deletions and edits', () => {
  /** What the server does: deleted rows are left out before any best or latest is taken. */
  function current(rows: { movement: 'forty'; value: number; deleted: boolean }[]) {
    return rows.filter((r) => !r.deleted);
  }

  it('a deleted best no longer counts; its restore brings it back', () => {
    const rows = [
      { movement: 'forty' as const, value: 4.9, deleted: false },
      { movement: 'forty' as const, value: 4.6, deleted: true },
      { movement: 'forty' as const, value: 4.8, deleted: false },
    ];
    expect(bestValues(current(rows))).toEqual({ forty: 4.8 });
    rows[1]!.deleted = false;
    expect(bestValues(current(rows))).toEqual({ forty: 4.6 });
    rows[1]!.value = 4.95; // edited
    expect(bestValues(current(rows))).toEqual({ forty: 4.8 });
  });
});
