import { describe, expect, it } from 'vitest';
import {
  bestTrialId,
  EMPTY_INPUT,
  entryLabel,
  type Line,
  shownTrials,
  testDayEntry,
  testDayTimingMethod,
  unusualTrial,
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

  it("carries the 40's splits on its trial, checked by the shared split rules", () => {
    const splits = { 10: '1.7', 20: '2,85' };
    expect(testDayEntry('forty', { ...EMPTY_INPUT, value: '4.8', splits }, details)).toMatchObject({
      ok: true,
      entry: {
        trials: [
          {
            value: 4.8,
            splits: [
              { distance: 10, unit: 'yd', seconds: 1.7 },
              { distance: 20, unit: 'yd', seconds: 2.85 },
            ],
          },
        ],
      },
    });
    // Strictly increasing, below the total, numbers only: each refused at the splits.
    const refused = (typed: Record<number, string>) =>
      testDayEntry('forty', { ...EMPTY_INPUT, value: '4.8', splits: typed }, details);
    expect(refused({ 10: '1.9', 20: '1.8' })).toEqual({
      ok: false,
      at: 'splits',
      message: 'Each split must be slower than the one before',
    });
    expect(refused({ 20: '4.9' })).toEqual({
      ok: false,
      at: 'splits',
      message: 'A split must be faster than the trial’s time',
    });
    expect(refused({ 10: 'x' })).toEqual({
      ok: false,
      at: 'splits',
      message: 'Enter a number at 10 yd',
    });
    // A foul's splits are checked too; an empty split is left out.
    expect(
      testDayEntry(
        'forty',
        { ...EMPTY_INPUT, value: '4.8', foul: true, splits: { 10: '' } },
        details,
      ),
    ).toMatchObject({ ok: true, entry: { trials: [{ foul: true }] } });
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

  it('asks about a value unusual for the athlete: their best on the server or in this session', () => {
    // 15 % better than 5.00s is 4.25s: exactly that is not unusual, better is.
    expect(unusualTrial('forty', 4.25, { best: 5 }, [])).toBe(null);
    expect(unusualTrial('forty', 4.2, { best: 5 }, [])).toEqual({ kind: 'much-better', best: 5 });
    // A trial of this session that is better counts as the best; a refused one never does.
    expect(unusualTrial('forty', 4.2, { best: 5 }, shownTrials(line, []))).toBe(null);
    expect(
      unusualTrial('forty', 3.9, undefined, [
        { id: 'r', value: 4.6, foul: false, status: { kind: 'refused', reason: 'no' } },
      ]),
    ).toBe(null);
    expect(unusualTrial('broad_jump', 142, { best: 120, elite: 130 }, [])).toEqual({
      kind: 'beyond-elite',
      elite: 130,
    });
    expect(unusualTrial('forty', 4.2, undefined, [])).toBe(null);
  });

  it('reads hand or electronic timing from the device and start', () => {
    expect(testDayTimingMethod('stopwatch', 'first-movement-hand')).toBe('hand');
    expect(testDayTimingMethod('laser', 'first-movement-electronic')).toBe('electronic');
    expect(testDayTimingMethod('not-said', 'unknown')).toBe('');
  });
});
