import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  formatDuration,
  formatHeight,
  formatPhone,
  formatSpeed,
  formatTestDate,
  formatTestDateShort,
  formatTime,
  formatValue,
} from './format';

describe('formatPhone', () => {
  it.each([
    ['5551234567', '555-123-4567'],
    ['15551234567', '555-123-4567'],
    ['+15551234567', '555-123-4567'],
    ['(555) 123-4567', '555-123-4567'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([null, undefined, '', '   '])('shows Not set for %j', (input) => {
    expect(formatPhone(input)).toBe('Not set');
  });

  it.each([
    '25551234567', // 11 digits not starting with 1
    '555123456', // 9 digits
    '+445551234567',
    'ask me',
  ])('returns %j as given', (input) => {
    expect(formatPhone(input)).toBe(input);
  });
});

describe('formatDistance', () => {
  it.each([
    [122, `10' 2"`],
    [120, `10' 0"`],
    [0, `0' 0"`],
    [5, `0' 5"`],
    [12, `1' 0"`],
    [131.6, `11' 0"`],
    [131.4, `10' 11"`],
    [131.5, `11' 0"`],
    [-9, `-0' 9"`],
    [-0.4, `0' 0"`],
  ])('formats %d inches as %s', (inches, expected) => {
    expect(formatDistance(inches)).toBe(expected);
  });

  it('shows - for non-finite values', () => {
    expect(formatDistance(Number.NaN)).toBe('-');
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBe('-');
  });

  it('always shows inches 0..11 and round-trips to the rounded value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (x) => {
        const match = /^(\d+)' (\d+)"$/.exec(formatDistance(x));
        expect(match).not.toBeNull();
        const feet = Number(match![1]);
        const inches = Number(match![2]);
        expect(inches).toBeGreaterThanOrEqual(0);
        expect(inches).toBeLessThan(12);
        expect(feet * 12 + inches).toBe(Math.round(x));
      }),
    );
  });
});

describe('formatHeight', () => {
  it('uses feet and inches', () => {
    expect(formatHeight(71.3)).toBe(`5' 11"`);
    expect(formatHeight(72)).toBe(`6' 0"`);
    expect(formatHeight(75.6)).toBe(`6' 4"`);
  });
});

describe('formatTime', () => {
  it('shows 2 decimals without unit', () => {
    expect(formatTime(4.5)).toBe('4.50');
    expect(formatTime(1.046)).toBe('1.05');
    expect(formatTime(0)).toBe('0.00');
    expect(formatTime(12)).toBe('12.00');
    expect(formatTime(-0.12)).toBe('-0.12');
    expect(formatTime(-0.001)).toBe('0.00');
  });
});

describe('formatSpeed', () => {
  it('shows 1 decimal and mph', () => {
    expect(formatSpeed(15)).toBe('15.0 mph');
    expect(formatSpeed(17.96)).toBe('18.0 mph');
    expect(formatSpeed(-3)).toBe('-3.0 mph');
  });
});

describe('formatValue', () => {
  it('shows - when missing', () => {
    expect(formatValue(null, 'time')).toBe('-');
    expect(formatValue(undefined, 'distance')).toBe('-');
    expect(formatValue(Number.NaN, 'speed')).toBe('-');
  });

  it('formats each unit', () => {
    expect(formatValue(122, 'distance')).toBe(`10' 2"`);
    expect(formatValue(4.5, 'time')).toBe('4.50s');
    expect(formatValue(15, 'speed')).toBe('15.0 mph');
  });

  it('shows a real 0 (not missing)', () => {
    expect(formatValue(0, 'time')).toBe('0.00s');
  });
});

describe('formatDuration', () => {
  it.each([
    [65, '1:05'],
    [0, '0:00'],
    [59, '0:59'],
    [59.9, '0:59'],
    [60, '1:00'],
    [600, '10:00'],
    [3600, '60:00'],
    [3725, '62:05'],
  ])('formats %d s as %s', (s, expected) => {
    expect(formatDuration(s)).toBe(expected);
  });

  it.each([null, undefined, -1, Number.NaN])('returns empty for %j', (s) => {
    expect(formatDuration(s)).toBe('');
  });

  it('always has two-digit seconds that round-trip', () => {
    fc.assert(
      fc.property(fc.nat(100_000), (s) => {
        const [m, ss] = formatDuration(s).split(':');
        expect(ss).toMatch(/^[0-5]\d$/);
        expect(Number(m) * 60 + Number(ss)).toBe(s);
      }),
    );
  });
});

describe('test dates', () => {
  it('reads a calendar day without a time zone shift', () => {
    expect(formatTestDate('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatTestDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('leaves the year out in a narrow column when it is this year', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(formatTestDateShort('2026-11-24', now)).toBe('Nov 24');
    expect(formatTestDateShort('2025-11-24', now)).toBe('Nov 24, 2025');
  });
});
