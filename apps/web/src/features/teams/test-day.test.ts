import { describe, expect, it } from 'vitest';
import { EMPTY_INPUT, entryLabel, testDayEntry } from './test-day';

const details = {
  athleteId: '11111111-1111-4111-8111-111111111111',
  clientId: '22222222-2222-4222-8222-222222222222',
  testDate: '2026-11-20',
  timingMethod: 'hand',
};

describe('testDayEntry', () => {
  it('makes an entry of a time with its timing method', () => {
    expect(testDayEntry('forty', { ...EMPTY_INPUT, value: '4,8' }, details)).toEqual({
      ok: true,
      entry: {
        movement: 'forty',
        value: 4.8,
        testDate: '2026-11-20',
        timingMethod: 'hand',
        clientId: details.clientId,
        athleteId: details.athleteId,
      },
    });
  });

  it('adds feet and inches for the broad jump and sends no timing method', () => {
    const made = testDayEntry('broad_jump', { ...EMPTY_INPUT, feet: '9', inches: '2' }, details);
    expect(made).toMatchObject({ ok: true, entry: { value: 110 } });
    expect(made?.ok && 'timingMethod' in made.entry).toBe(false);
  });

  it('skips an absent athlete and an empty field', () => {
    expect(testDayEntry('forty', { ...EMPTY_INPUT, value: '4.8', absent: true }, details)).toBe(
      null,
    );
    expect(testDayEntry('forty', EMPTY_INPUT, details)).toBe(null);
  });

  it('refuses what the server would refuse, in words', () => {
    expect(testDayEntry('forty', { ...EMPTY_INPUT, value: '45' }, details)).toEqual({
      ok: false,
      message: expect.stringMatching(/^Enter a value from .* seconds\.$/),
    });
    expect(testDayEntry('forty', { ...EMPTY_INPUT, value: 'fast' }, details)).toEqual({
      ok: false,
      message: 'Enter a number',
    });
    expect(
      testDayEntry(
        'forty',
        { ...EMPTY_INPUT, value: '4.8' },
        { ...details, testDate: '2999-01-01' },
      ),
    ).toMatchObject({ ok: false });
  });

  it('labels a queued entry with the athlete, test, value and day', () => {
    const made = testDayEntry('forty', { ...EMPTY_INPUT, value: '4.8' }, details);
    if (!made?.ok) throw new Error('no entry');
    expect(entryLabel('Ann Lee', made.entry)).toBe('Ann Lee: 40 Yard Dash 4.80s · Nov 20, 2026');
  });
});
