import { describe, expect, it } from 'vitest';
import {
  correctionsForTiming,
  HAND_START_DELAY_SECONDS,
  HAND_STOP_ANTICIPATION_SECONDS,
  type SplitStop,
  type SprintStart,
} from './timing';

const decide = (start: SprintStart, stop: SplitStop, splits = 3) =>
  correctionsForTiming(start, stop, splits);

describe('the time correction chosen from how a trial was timed', () => {
  it.each<[string, SprintStart, SplitStop, number, string[]]>([
    ['electronic first movement', { kind: 'first-movement-electronic' }, 'electronic', 0, []],
    [
      'hand start, electronic splits (the NFL combine)',
      { kind: 'first-movement-hand' },
      'electronic',
      HAND_START_DELAY_SECONDS,
      ['hand-started'],
    ],
    [
      'stopwatches',
      { kind: 'first-movement-hand' },
      'hand',
      HAND_START_DELAY_SECONDS + HAND_STOP_ANTICIPATION_SECONDS,
      ['hand-started', 'hand-stopped'],
    ],
    ['unknown start', { kind: 'unknown' }, 'electronic', 0, ['unknown-start']],
    [
      'unknown start and stop',
      { kind: 'unknown' },
      'unknown',
      0,
      ['unknown-start', 'unknown-stop'],
    ],
    ['a beam on the start line', { kind: 'beam', leadInMetres: 0 }, 'electronic', 0, []],
    [
      'a known reaction time',
      { kind: 'signal', reactionTimeSeconds: 0.15 },
      'electronic',
      -0.15,
      [],
    ],
  ])('%s: fixed correction %d s', (_, start, stop, seconds, caveats) => {
    const decision = decide(start, stop);
    if (!decision.ok) throw new Error(decision.reason);
    const tc = decision.corrections.timeCorrection;
    expect(tc.kind === 'fixed' ? tc.seconds : tc.kind === 'none' ? 0 : Number.NaN).toBeCloseTo(
      seconds,
      10,
    );
    expect(decision.caveats).toEqual(caveats);
  });

  it('estimates the correction behind a beam with 4 splits or more, else uses the lead-in as a flying distance', () => {
    const many = decide({ kind: 'beam', leadInMetres: 0.5 }, 'electronic', 4);
    expect(many.ok && many.corrections.timeCorrection.kind).toBe('estimated');
    const few = decide({ kind: 'beam', leadInMetres: 0.5 }, 'electronic', 3);
    if (!few.ok) throw new Error(few.reason);
    expect(few.corrections).toEqual({ timeCorrection: { kind: 'none' }, flyingDistance: 0.5 });
    expect(few.caveats).toEqual(['lead-in-assumed']);
  });

  it('estimates a reaction time it was not given from 4 splits, and refuses fewer', () => {
    expect(decide({ kind: 'signal' }, 'electronic', 4)).toMatchObject({
      ok: true,
      corrections: { timeCorrection: { kind: 'estimated' } },
    });
    expect(decide({ kind: 'signal' }, 'electronic', 3)).toEqual({
      ok: false,
      reason: 'reaction-time-needed',
    });
  });

  it('never estimates for a first-movement start, however many splits: like the combine cohort', () => {
    const decision = decide({ kind: 'first-movement-hand' }, 'electronic', 8);
    expect(decision.ok && decision.corrections.timeCorrection.kind).toBe('fixed');
  });

  it('has no profile for a flying start', () => {
    expect(decide({ kind: 'flying', runInMetres: 20 }, 'electronic', 6)).toEqual({
      ok: false,
      reason: 'flying-start',
    });
  });
});
