import { describe, expect, it } from 'vitest';
import { newTrialsEntry, sessionRequest, trialsRequest } from './trial-entry';

describe('trialsRequest', () => {
  it('sends only the value when nothing was added (a one-number entry as before)', () => {
    expect(trialsRequest('forty', 4.9, newTrialsEntry())).toEqual({ value: 4.9 });
  });

  it('sends every trial with fouls and splits, and the best valid trial as the value', () => {
    const entry = newTrialsEntry();
    entry.extra = [
      { id: 'b', value: '4.70', foul: true },
      { id: 'c', value: '4.82', foul: false },
      { id: 'd', value: '', foul: false },
    ];
    entry.splitsOpen = true;
    entry.splits = { c: { 10: '1.72', 20: '2.86' } };
    const request = trialsRequest('forty', 4.9, entry);
    expect(request).toEqual({
      value: 4.82,
      trials: [
        { id: entry.firstId, value: 4.9, foul: false },
        { id: 'b', value: 4.7, foul: true },
        {
          id: 'c',
          value: 4.82,
          foul: false,
          splits: [
            { distance: 10, unit: 'yd', seconds: 1.72 },
            { distance: 20, unit: 'yd', seconds: 2.86 },
          ],
        },
      ],
    });
  });

  it('names a trial that is not a number', () => {
    const entry = newTrialsEntry();
    entry.extra = [{ id: 'b', value: 'abc', foul: false }];
    expect(trialsRequest('forty', 4.9, entry)).toEqual({
      error: 'Please enter a number for trial 2',
    });
  });
});

describe('sessionRequest', () => {
  it('sends the device and start chosen, or nothing', () => {
    expect(sessionRequest({ device: '', start: '' })).toEqual({});
    expect(sessionRequest({ device: 'stopwatch', start: '' })).toEqual({
      session: { device: 'stopwatch' },
    });
    expect(sessionRequest({ device: 'laser', start: 'beam' })).toEqual({
      session: { device: 'laser', start: { kind: 'beam' } },
    });
  });
});
