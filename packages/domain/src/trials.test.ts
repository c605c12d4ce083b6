import { describe, expect, it } from 'vitest';
import { saveTestResultRequestSchema } from './contracts';
import {
  bestValidTrial,
  comparisonTiming,
  distanceInMetres,
  distanceInYards,
  electronicEstimate,
  HAND_TO_ELECTRONIC_FORTY_SECONDS,
  MAX_TRIALS_PER_TEST,
  type Split,
  splitProblems,
  sprintStartOf,
  timingMethodOf,
} from './trials';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const yd = (distance: number, seconds: number): Split => ({ distance, unit: 'yd', seconds });

describe('bestValidTrial', () => {
  it('takes the fastest valid time and never a foul', () => {
    const trials = [
      { value: 4.9, foul: false },
      { value: 4.7, foul: true },
      { value: 4.8, foul: false },
    ];
    expect(bestValidTrial('forty', trials)?.value).toBe(4.8);
  });

  it('takes the longest valid jump and the highest speed', () => {
    const jumps = [
      { value: 100, foul: false },
      { value: 110, foul: true },
      { value: 105, foul: false },
    ];
    expect(bestValidTrial('broad_jump', jumps)?.value).toBe(105);
    expect(
      bestValidTrial('shredmill_gear_2', [
        { value: 18, foul: false },
        { value: 19, foul: false },
      ])?.value,
    ).toBe(19);
  });

  it('has none when every trial is a foul', () => {
    expect(bestValidTrial('forty', [{ value: 4.5, foul: true }])).toBeUndefined();
    expect(bestValidTrial('forty', [])).toBeUndefined();
  });
});

describe('yards and metres', () => {
  it('converts with 1 yd = 0.9144 m exactly', () => {
    expect(distanceInMetres(10, 'yd')).toBeCloseTo(9.144, 12);
    expect(distanceInMetres(40, 'yd')).toBeCloseTo(36.576, 12);
    expect(distanceInYards(36.576, 'm')).toBeCloseTo(40, 12);
    expect(distanceInYards(9.144, 'm')).toBeCloseTo(10, 12);
    expect(distanceInMetres(20, 'm')).toBe(20);
  });
});

describe('splitProblems', () => {
  it('accepts the 10- and 20-yard splits of a 40, in yards or metres', () => {
    expect(splitProblems('forty', 4.8, [yd(10, 1.7), yd(20, 2.85)])).toEqual([]);
    expect(
      splitProblems('forty', 4.8, [
        { distance: 9.144, unit: 'm', seconds: 1.7 },
        { distance: 36.576, unit: 'm', seconds: 4.8 },
      ]),
    ).toEqual([]);
  });

  it('refuses splits that do not increase with distance', () => {
    const [problem] = splitProblems('forty', 4.8, [yd(20, 2.85), yd(10, 1.7)]);
    expect(problem).toMatchObject({ index: 1, field: 'distance' });
    const [slower] = splitProblems('forty', 4.8, [yd(10, 1.9), yd(20, 1.8)]);
    expect(slower).toMatchObject({ index: 1, field: 'seconds' });
  });

  it('refuses a split not below the total, or a finish split other than the total', () => {
    expect(splitProblems('forty', 4.8, [yd(20, 4.8)])[0]).toMatchObject({ field: 'seconds' });
    expect(splitProblems('forty', 4.8, [yd(40, 4.7)])[0]).toMatchObject({ field: 'seconds' });
    expect(splitProblems('forty', 4.8, [yd(40, 4.8)])).toEqual([]);
  });

  it('refuses distances of 0 or past the test', () => {
    expect(splitProblems('forty', 4.8, [yd(0, 1)])[0]).toMatchObject({ field: 'distance' });
    expect(splitProblems('forty', 4.8, [yd(41, 4)])[0]).toMatchObject({ field: 'distance' });
    expect(splitProblems('5_10_fly', 1.1, [yd(11, 1)])[0]).toMatchObject({ field: 'distance' });
    expect(splitProblems('5_10_fly', 1.1, [yd(5, 0.6)])).toEqual([]);
  });

  it('refuses a split faster than anyone has run, and splits on tests that are not sprints', () => {
    expect(splitProblems('forty', 4.8, [yd(10, 0.6)])[0]).toMatchObject({ field: 'seconds' });
    expect(splitProblems('5_10_decel', 2, [yd(5, 1)])[0]).toMatchObject({ field: 'splits' });
    expect(splitProblems('broad_jump', 100, [yd(5, 1)])[0]).toMatchObject({ field: 'splits' });
  });
});

describe('the hand/electronic rule', () => {
  it('a stopwatch or a hand start is hand timing; gates, laser and video are electronic', () => {
    expect(timingMethodOf('stopwatch', 'unknown')).toBe('hand');
    expect(timingMethodOf('timing-gates', 'first-movement-hand')).toBe('hand');
    expect(timingMethodOf('laser', 'first-movement-electronic')).toBe('electronic');
    expect(timingMethodOf('timing-gates', 'beam')).toBe('electronic');
    expect(timingMethodOf('video-app', 'unknown')).toBe('electronic');
    expect(timingMethodOf('not-said', 'unknown')).toBeUndefined();
  });

  it('estimates an electronic 40 from a hand one, beside it and only for the 40', () => {
    expect(electronicEstimate('forty', 4.5, 'hand')).toBe(
      Math.round((4.5 + HAND_TO_ELECTRONIC_FORTY_SECONDS) * 100) / 100,
    );
    expect(electronicEstimate('forty', 4.5, 'electronic')).toBeNull();
    expect(electronicEstimate('forty', 4.5, null)).toBeNull();
    expect(electronicEstimate('5_10_fly', 1.1, 'hand')).toBeNull();
  });

  it('says when a comparison with the electronic combine norms is not like for like', () => {
    expect(comparisonTiming('forty', 4.5, 'electronic')).toEqual({ kind: 'like-for-like' });
    expect(comparisonTiming('forty', 4.5, 'hand')).toEqual({ kind: 'hand', estimate: 4.72 });
    expect(comparisonTiming('5_10_fly', 1.1, 'hand')).toEqual({ kind: 'hand', estimate: null });
    expect(comparisonTiming('forty', 4.5, null)).toEqual({ kind: 'not-said' });
    expect(comparisonTiming('broad_jump', 100, null)).toEqual({ kind: 'like-for-like' });
  });
});

describe('sprintStartOf', () => {
  it('gives the sprint profile its start, in metres', () => {
    expect(sprintStartOf('forty', { kind: 'beam', distance: 0.5, unit: 'm' })).toEqual({
      kind: 'beam',
      leadInMetres: 0.5,
    });
    expect(sprintStartOf('forty', { kind: 'first-movement-hand' })).toEqual({
      kind: 'first-movement-hand',
    });
  });

  it('a fly carries its own run-in unless the session gave one', () => {
    expect(sprintStartOf('20_10_fly', { kind: 'first-movement-hand' })).toEqual({
      kind: 'flying',
      runInMetres: 20 * 0.9144,
    });
    expect(sprintStartOf('5_10_fly', { kind: 'flying', distance: 6, unit: 'yd' })).toEqual({
      kind: 'flying',
      runInMetres: 6 * 0.9144,
    });
  });
});

describe('a result with trials (the shared save contract)', () => {
  const base = { movement: 'forty' as const, clientId: id(99) };

  it('accepts three trials with splits, one a foul, and the best valid one as the value', () => {
    const parsed = saveTestResultRequestSchema.safeParse({
      ...base,
      value: 4.82,
      session: { device: 'timing-gates', start: { kind: 'first-movement-electronic' } },
      trials: [
        { id: id(1), value: 4.9, splits: [yd(10, 1.75), yd(20, 2.9)] },
        { id: id(2), value: 4.7, foul: true, splits: [yd(10, 1.6), yd(20, 2.7)] },
        { id: id(3), value: 4.82, splits: [yd(10, 1.72), yd(20, 2.86)] },
      ],
    });
    expect(parsed.success).toBe(true);
  });

  it('puts each problem at its field', () => {
    const parsed = saveTestResultRequestSchema.safeParse({
      ...base,
      value: 4.7,
      trials: [
        { id: id(1), value: 4.9, splits: [yd(20, 2.9), yd(10, 1.75)] },
        { id: id(2), value: 4.7, foul: true },
      ],
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('trials.0.splits.1.distance');
    expect(paths).toContain('value');
  });

  it('refuses every trial a foul, more than the most trials, and a repeated trial id', () => {
    const allFouls = saveTestResultRequestSchema.safeParse({
      ...base,
      value: 4.9,
      trials: [{ id: id(1), value: 4.9, foul: true }],
    });
    expect(allFouls.error?.issues.map((i) => i.path.join('.'))).toContain('trials');
    const tooMany = saveTestResultRequestSchema.safeParse({
      ...base,
      value: 4.9,
      trials: Array.from({ length: MAX_TRIALS_PER_TEST + 1 }, (_, n) => ({
        id: id(n + 1),
        value: 4.9,
      })),
    });
    expect(tooMany.success).toBe(false);
    const repeated = saveTestResultRequestSchema.safeParse({
      ...base,
      value: 4.9,
      trials: [
        { id: id(1), value: 4.9 },
        { id: id(1), value: 5 },
      ],
    });
    expect(repeated.error?.issues.map((i) => i.path.join('.'))).toContain('trials.1.id');
  });

  it('checks each trial against the human limit of the way it was timed', () => {
    // 4.10 is possible by stopwatch (hand limit 4.00) but not electronically (4.21).
    const trial = { id: id(1), value: 4.1 };
    const hand = saveTestResultRequestSchema.safeParse({
      ...base,
      value: 4.1,
      session: { device: 'stopwatch' },
      trials: [trial],
    });
    expect(hand.success).toBe(true);
    const gates = saveTestResultRequestSchema.safeParse({
      ...base,
      value: 4.1,
      session: { device: 'laser', start: { kind: 'first-movement-electronic' } },
      trials: [trial],
    });
    expect(gates.error?.issues.map((i) => i.path.join('.'))).toContain('trials.0.value');
  });

  it('refuses a device on a jump and a typed timing method the device contradicts', () => {
    const jump = saveTestResultRequestSchema.safeParse({
      movement: 'broad_jump',
      value: 100,
      session: { device: 'laser' },
    });
    expect(jump.error?.issues.map((i) => i.path.join('.'))).toContain('session.device');
    const contradicts = saveTestResultRequestSchema.safeParse({
      ...base,
      value: 4.9,
      timingMethod: 'electronic',
      session: { device: 'stopwatch' },
    });
    expect(contradicts.error?.issues.map((i) => i.path.join('.'))).toContain('timingMethod');
  });
});
