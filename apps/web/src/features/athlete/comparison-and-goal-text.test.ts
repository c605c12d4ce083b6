import type { Dashboard, PositionNormDto } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildGameRows,
  buildPowerRows,
  formatTimeRange,
  formatWeight,
  gameEliteHeader,
  goalFor,
  goalLines,
} from './comparison-and-goal-text';

const cb: PositionNormDto = {
  position: 'CB',
  heightInches: 71.3,
  weight: 193,
  broadJump: 122,
  fly510: 1.08,
  fly2010: 0.97,
  forty: 4.49,
};
const wr: PositionNormDto = { ...cb, position: 'WR', weight: 201, broadJump: 121, forty: 4.51 };
const elitePower = { weight: 190, broadJump: 129, fly510: 1.05, fly2010: 0.93, forty: 4.37 };
const eliteGame = {
  weight: 190,
  fly510Min: 1.05,
  fly510Max: 1.06,
  decel510: 1.69,
  roll90510: 1.79,
  return180510: 1.99,
};

describe('buildPowerRows', () => {
  it('formats every row of a known athlete: feet and inches, 2-decimal times, lbs', () => {
    const rows = buildPowerRows({
      profile: { heightInches: 71, weightLbs: 190 },
      best: { broad_jump: 118, '5_10_fly': 1.1, forty: 4.6 },
      nfl: cb,
      elite: elitePower,
    });
    expect(rows).toEqual([
      { test: 'Height', nfl: `5' 11"`, you: `5' 11"`, elite: '-' },
      { test: 'Weight', nfl: '193 lbs', you: '190 lbs', elite: '190 lbs' },
      { test: 'Broad Jump', nfl: `10' 2"`, you: `9' 10"`, elite: `10' 9"` },
      { test: '5→10 Fly', nfl: '1.08s', you: '1.10s', elite: '1.05s' },
      { test: '20→10 Fly', nfl: '0.97s', you: '-', elite: '0.93s' },
      { test: '40 Yard', nfl: '4.49s', you: '4.60s', elite: '4.37s' },
    ]);
  });

  it("shows '-' for everything missing", () => {
    const rows = buildPowerRows({
      profile: { heightInches: null, weightLbs: null },
      best: {},
      nfl: null,
      elite: null,
    });
    for (const row of rows) {
      expect([row.nfl, row.you, row.elite]).toEqual(['-', '-', '-']);
    }
  });
});

describe('hand-timed values beside the electronic benchmarks', () => {
  it('marks a hand-timed best and gives the 40 its ≈ electronic estimate beside it, never instead', () => {
    const rows = buildPowerRows({
      profile: { heightInches: 71, weightLbs: 190 },
      best: { broad_jump: 118, '5_10_fly': 1.1, '20_10_fly': 0.99, forty: 4.45 },
      nfl: cb,
      elite: elitePower,
      timings: { '5_10_fly': 'hand', '20_10_fly': 'electronic', forty: 'hand' },
    });
    const byTest = Object.fromEntries(rows.map((row) => [row.test, row]));
    // The measured value stays the value shown; the estimate is 4.45 + 0.22 s.
    expect(byTest['40 Yard']).toMatchObject({ you: '4.45s', youHandTimed: { estimate: '4.67s' } });
    // A 10-yard test is marked but gets no estimate: the conversion was measured over 40 yd.
    expect(byTest['5→10 Fly']).toMatchObject({ you: '1.10s', youHandTimed: { estimate: null } });
    // Electronic, untimed and timing-not-said values compare like for like.
    expect(byTest['20→10 Fly']?.youHandTimed).toBeUndefined();
    expect(byTest['Broad Jump']?.youHandTimed).toBeUndefined();
    const notSaid = buildPowerRows({
      profile: { heightInches: 71, weightLbs: 190 },
      best: { forty: 4.45 },
      nfl: cb,
      elite: elitePower,
    });
    expect(notSaid.find((row) => row.test === '40 Yard')?.youHandTimed).toBeUndefined();
  });

  it('marks hand-timed Game Speed values, without an estimate', () => {
    const rows = buildGameRows({
      best: { '5_10_decel': 1.8 },
      elite: eliteGame,
      timings: { '5_10_decel': 'hand' },
    });
    expect(rows[1]).toEqual({
      test: '5→10 Decel',
      you: '1.80s',
      elite: '1.69s',
      youHandTimed: { estimate: null },
    });
  });
});

describe('buildGameRows', () => {
  it('shows the elite 5→10 Fly as a min–max range and the other elite times', () => {
    const rows = buildGameRows({ best: { '5_10_decel': 1.8 }, elite: eliteGame });
    expect(rows).toEqual([
      { test: '5→10 Fly', you: '-', elite: '1.05–1.06s' },
      { test: '5→10 Decel', you: '1.80s', elite: '1.69s' },
      { test: '5→10 Roll 90', you: '-', elite: '1.79s' },
      { test: '5→10 180 Return', you: '-', elite: '1.99s' },
    ]);
  });

  it("shows '-' without an elite row", () => {
    expect(buildGameRows({ best: {}, elite: null }).map((r) => r.elite)).toEqual([
      '-',
      '-',
      '-',
      '-',
    ]);
  });
});

describe('formatting helpers', () => {
  it('formats weights, ranges and the Elite header', () => {
    expect(formatWeight(190)).toBe('190 lbs');
    expect(formatWeight(null)).toBe('-');
    expect(formatTimeRange(1.05, 1.06)).toBe('1.05–1.06s');
    expect(formatTimeRange(1.05, 1.05)).toBe('1.05s');
    expect(gameEliteHeader(eliteGame)).toBe('Elite (190 lbs)');
    expect(gameEliteHeader(null)).toBe('Elite');
  });
});

describe('goalLines', () => {
  it('asks for the assessment first', () => {
    expect(goalLines({ kind: 'no-assessment' })).toEqual([
      'Complete your assessment to see your goals',
    ]);
  });

  it('lists the inches still needed to reach Elite and the NFL position', () => {
    expect(
      goalLines({
        kind: 'progress',
        position: 'CB',
        toElite: 11,
        toNfl: 1,
        reachedElite: false,
        reachedNfl: false,
      }),
    ).toEqual(['11 more inches to reach Elite', '1 more inch to reach NFL CB standard']);
  });

  it('congratulates on each benchmark reached', () => {
    expect(
      goalLines({
        kind: 'progress',
        position: 'WR',
        toElite: 2,
        toNfl: null,
        reachedElite: false,
        reachedNfl: true,
      }),
    ).toEqual(['2 more inches to reach Elite', "You've reached NFL WR standard!"]);
    expect(
      goalLines({
        kind: 'progress',
        position: 'S',
        toElite: null,
        toNfl: null,
        reachedElite: true,
        reachedNfl: true,
      }),
    ).toEqual(["You've reached Elite!", "You've reached NFL S standard!"]);
  });
});

describe('goalFor', () => {
  const dashboard = {
    position: 'CB',
    positionNorm: cb,
    powerToSpeedNorm: elitePower,
    bestValues: { broad_jump: 118 },
    goal: {
      kind: 'progress',
      position: 'CB',
      toElite: 11,
      toNfl: 4,
      reachedElite: false,
      reachedNfl: false,
    },
  } as unknown as Dashboard;

  it("keeps the server's goal for the dashboard's own position", () => {
    expect(goalFor(dashboard, 'CB', cb)).toBe(dashboard.goal);
  });

  it("recomputes it with another position's NFL norm", () => {
    expect(goalFor(dashboard, 'WR', wr)).toEqual({
      kind: 'progress',
      position: 'WR',
      toElite: 11,
      toNfl: 3,
      reachedElite: false,
      reachedNfl: false,
    });
  });
});
