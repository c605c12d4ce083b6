import { describe, expect, it } from 'vitest';
import {
  addDays,
  RETEST_REMINDER_WEEKS,
  retestClockDate,
  retestDueText,
  retestStatus,
  rosterRetest,
} from './retest';

describe('retestClockDate: each test keeps its own clock', () => {
  it('runs from the oldest of the tests’ latest dates', () => {
    // A broad jump 11 weeks old and a fly entered today: the broad jump's clock counts.
    expect(retestClockDate(['2026-09-12', '2026-11-28'])).toBe('2026-09-12');
    expect(retestClockDate(['2026-11-28', null, '2026-10-01', undefined])).toBe('2026-10-01');
  });

  it('is null without any test', () => {
    expect(retestClockDate([])).toBeNull();
    expect(retestClockDate([null, undefined])).toBeNull();
  });

  it('makes an old test due though another was retaken today', () => {
    const clock = retestClockDate(['2026-09-12', '2026-11-28']);
    expect(retestStatus(6, clock, '2026-11-28')).toMatchObject({
      kind: 'due',
      latestTestDate: '2026-09-12',
    });
  });
});

describe('retestStatus', () => {
  it('is off without a choice, or with an unknown one', () => {
    expect(retestStatus(null, '2026-01-01', '2026-06-01')).toEqual({ kind: 'off' });
    expect(retestStatus(5, '2026-01-01', '2026-06-01')).toEqual({ kind: 'off' });
  });

  it('waits for a first test', () => {
    expect(retestStatus(6, null, '2026-06-01')).toEqual({ kind: 'no-tests', weeks: 6 });
  });

  it('is due on the day the chosen weeks have passed since the latest test, not before', () => {
    expect(retestStatus(6, '2026-01-01', '2026-02-11')).toMatchObject({
      kind: 'scheduled',
      dueDate: '2026-02-12',
    });
    expect(retestStatus(6, '2026-01-01', '2026-02-12')).toMatchObject({
      kind: 'due',
      dueDate: '2026-02-12',
      latestTestDate: '2026-01-01',
    });
    expect(retestStatus(4, '2026-01-01', '2026-01-29').kind).toBe('due');
    expect(retestStatus(8, '2026-01-01', '2026-02-25').kind).toBe('scheduled');
  });
});

describe('rosterRetest: the same rule on the coach roster', () => {
  it("uses each athlete's own weeks: due on the day they have passed, not the day before", () => {
    for (const weeks of RETEST_REMINDER_WEEKS) {
      const dueOn = addDays('2026-01-01', weeks * 7);
      expect(rosterRetest(weeks, '2026-01-01', addDays(dueOn, -1))).toEqual({
        retestDueOn: dueOn,
        retestDue: false,
      });
      expect(rosterRetest(weeks, '2026-01-01', dueOn)).toEqual({
        retestDueOn: dueOn,
        retestDue: true,
      });
      expect(rosterRetest(weeks, '2026-01-01', addDays(dueOn, 30)).retestDue).toBe(true);
      // The card and the reminder say the same on the same days.
      expect(retestStatus(weeks, '2026-01-01', addDays(dueOn, -1)).kind).toBe('scheduled');
      expect(retestStatus(weeks, '2026-01-01', dueOn).kind).toBe('due');
    }
    expect(rosterRetest(4, '2026-01-01', '2026-01-29').retestDueOn).toBe('2026-01-29');
    expect(rosterRetest(8, '2026-01-01', '2026-02-25')).toEqual({
      retestDueOn: '2026-02-26',
      retestDue: false,
    });
  });

  it('is never due with reminders off, however old the last test', () => {
    expect(rosterRetest(null, '2020-01-01', '2026-06-01')).toEqual({
      retestDueOn: null,
      retestDue: false,
    });
    expect(rosterRetest(null, null, '2026-06-01').retestDue).toBe(false);
  });

  it('with reminders on and no test yet, a first test is due', () => {
    expect(rosterRetest(6, null, '2026-06-01')).toEqual({ retestDueOn: null, retestDue: true });
  });
});

describe('addDays and retestDueText', () => {
  it('adds calendar days across months and leap days', () => {
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(() => addDays('soon', 1)).toThrow(RangeError);
  });

  it('says how long it has been', () => {
    expect(retestDueText(6, '2026-01-01')).toContain('6 weeks since your last test (2026-01-01)');
  });
});
