import { describe, expect, it } from 'vitest';
import {
  bestTrialId,
  EMPTY_INPUT,
  entryLabel,
  type Line,
  shownTrials,
  testDayEntry,
  testDayTimingMethod,
} from './test-day';

const details = {
  athleteId: '11111111-1111-4111-8111-111111111111',
  clientId: '22222222-2222-4222-8222-222222222222',
  testDate: '2026-11-20',
  timingMethod: 'hand',
  sessionId: '33333333-3333-4333-8333-333333333333',
  absent: false,
};

describe('testDayEntry', () => {
  it('makes an entry of its test day: one trial whose id is the entry id', () => {
    expect(testDayEntry('forty', { ...EMPTY_INPUT, value: '4,8' }, details)).toEqual({
      ok: true,
      entry: {
        movement: 'forty',
        value: 4.8,
        clientId: details.clientId,
        athleteId: details.athleteId,
        sessionId: details.sessionId,
        trials: [{ id: details.clientId, value: 4.8 }],
      },
    });
  });

  it('marks a foul on its trial, and adds feet and inches for the broad jump', () => {
    expect(
      testDayEntry('forty', { ...EMPTY_INPUT, value: '4.7', foul: true }, details),
    ).toMatchObject({ ok: true, entry: { trials: [{ value: 4.7, foul: true }] } });
    const made = testDayEntry('broad_jump', { ...EMPTY_INPUT, feet: '9', inches: '2' }, details);
    expect(made).toMatchObject({ ok: true, entry: { value: 110 } });
  });

  it('skips an absent athlete and an empty field', () => {
    expect(
      testDayEntry('forty', { ...EMPTY_INPUT, value: '4.8' }, { ...details, absent: true }),
    ).toBe(null);
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
    expect(entryLabel('Ann Lee', made.entry, details.testDate)).toBe(
      'Ann Lee: 40 Yard Dash 4.80s · Nov 20, 2026',
    );
  });
});

describe('the trials of a line', () => {
  const line: Line = {
    input: EMPTY_INPUT,
    clientId: 'next',
    sent: [
      { id: 'a', value: 4.81, foul: false, status: { kind: 'saved' } },
      { id: 'b', value: 4.6, foul: true, status: { kind: 'queued' } },
      { id: 'c', value: 4.5, foul: false, status: { kind: 'refused', reason: 'no' } },
    ],
  };

  it('shows what the server has first, then what this device handed over, each once', () => {
    const shown = shownTrials(line, [{ id: 'a', value: 4.81, foul: false }]);
    expect(shown.map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('the best is the best valid trial: never a foul, never a refused one', () => {
    expect(bestTrialId('forty', shownTrials(line, []))).toBe('a');
  });

  it('reads hand or electronic timing from the device and start', () => {
    expect(testDayTimingMethod('stopwatch', 'first-movement-hand')).toBe('hand');
    expect(testDayTimingMethod('laser', 'first-movement-electronic')).toBe('electronic');
    expect(testDayTimingMethod('not-said', 'unknown')).toBe('');
  });
});
