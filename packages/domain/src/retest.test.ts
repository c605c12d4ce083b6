import { describe, expect, it } from 'vitest';
import { addDays, retestDueText, retestStatus } from './retest';

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
