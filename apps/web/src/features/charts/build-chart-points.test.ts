import { FIXED_ELITE_SPEEDS_MPH, HEXAGON_VERTICES } from '@gamespeed/domain';
import { describe, expect, it } from 'vitest';
import {
  buildChartPoints,
  type ChartSourceData,
  hasNflBenchmark,
  hexagonPointsFor,
  powerTrianglePoints,
  speedTrianglePoints,
} from './build-chart-points';

// Rows as in the reference data: 200 lb elite power, 200 lb game speed, WR position norms.
const elitePower = { broadJump: 129, fly510: 1.05, fly2010: 0.94, forty: 4.39 };
const eliteGame = {
  fly510Min: 1.05,
  fly510Max: 1.06,
  decel510: 1.69,
  roll90510: 1.79,
  return180510: 1.99,
};
const nfl = { broadJump: 121, fly510: 1.08, fly2010: 0.97, forty: 4.5 };

const data: ChartSourceData = {
  best: {
    broad_jump: 118,
    '20_10_fly': 0.99,
    '5_10_fly': 1.12,
    '5_10_roll_90': 1.85,
    '5_10_180_return': 2.04,
    shredmill_gear_3: 17,
  },
  latest: {
    broad_jump: 116,
    '5_10_fly': 1.15,
    shredmill_gear_2: 14,
    shredmill_gear_3: 16.5,
    shredmill_gear_4_a: 19,
  },
  bestDates: { broad_jump: '2026-11-02', '5_10_fly': '2026-11-10' },
  latestDates: { broad_jump: '2026-11-20', shredmill_gear_2: '2026-11-21' },
  elitePower,
  eliteGame,
  nfl,
};

describe('powerTrianglePoints', () => {
  it('maps best values to Broad Jump, 20-10 Fly and 5-10 Fly with elite and NFL values', () => {
    expect(powerTrianglePoints(data)).toEqual([
      {
        label: 'Broad Jump',
        athleteValue: 118,
        eliteValue: 129,
        nflValue: 121,
        unit: 'distance',
        testedOn: '2026-11-02',
      },
      {
        label: '20-10 Fly',
        athleteValue: 0.99,
        eliteValue: 0.94,
        nflValue: 0.97,
        unit: 'time',
        testedOn: null,
      },
      {
        label: '5-10 Fly',
        athleteValue: 1.12,
        eliteValue: 1.05,
        nflValue: 1.08,
        unit: 'time',
        testedOn: '2026-11-10',
      },
    ]);
  });

  it('leaves nflValue out without position norms', () => {
    const points = powerTrianglePoints({ ...data, nfl: null });
    expect(points?.every((p) => !('nflValue' in p))).toBe(true);
    expect(hasNflBenchmark(points ?? [])).toBe(false);
  });

  it('gives null for a missing result', () => {
    const points = powerTrianglePoints({ ...data, best: {} });
    expect(points?.map((p) => p.athleteValue)).toEqual([null, null, null]);
  });

  it('is null without the elite row', () => {
    expect(powerTrianglePoints({ ...data, elitePower: null })).toBeNull();
  });
});

describe('speedTrianglePoints', () => {
  it('maps F1 ROI to the 5→10 Fly against the fast end of the elite range', () => {
    expect(speedTrianglePoints(data)).toEqual([
      {
        label: '5-10 F1 ROI',
        athleteValue: 1.12,
        eliteValue: 1.05,
        unit: 'time',
        testedOn: '2026-11-10',
      },
      { label: '5-10 Roll 90', athleteValue: 1.85, eliteValue: 1.79, unit: 'time', testedOn: null },
      {
        label: '5-10 180 Return',
        athleteValue: 2.04,
        eliteValue: 1.99,
        unit: 'time',
        testedOn: null,
      },
    ]);
  });

  it('never has an NFL benchmark', () => {
    expect(hasNflBenchmark(speedTrianglePoints(data) ?? [])).toBe(false);
  });

  it('is null without the game-speed row', () => {
    expect(speedTrianglePoints({ ...data, eliteGame: null })).toBeNull();
  });
});

describe('hexagonPointsFor', () => {
  it('uses the latest values in documented vertex order with fixed elite speeds', () => {
    const points = hexagonPointsFor(data);
    expect(points?.map((p) => p.label)).toEqual(HEXAGON_VERTICES.map((v) => v.label));
    expect(points).toEqual([
      {
        label: 'G3',
        athleteValue: 16.5,
        eliteValue: FIXED_ELITE_SPEEDS_MPH.shredmill_gear_3,
        unit: 'speed',
        testedOn: null,
      },
      { label: 'G4', athleteValue: 19, eliteValue: 21, unit: 'speed', testedOn: null },
      { label: '20→10', athleteValue: null, eliteValue: 0.94, unit: 'time', testedOn: null },
      { label: '5→10', athleteValue: 1.15, eliteValue: 1.05, unit: 'time', testedOn: null },
      // The hexagon shows the latest values, so the days are those of the latest results.
      { label: 'BJ', athleteValue: 116, eliteValue: 129, unit: 'distance', testedOn: '2026-11-20' },
      { label: 'G2', athleteValue: 14, eliteValue: 15, unit: 'speed', testedOn: '2026-11-21' },
    ]);
  });

  it('is null without the elite row (no weight)', () => {
    expect(hexagonPointsFor({ ...data, elitePower: null })).toBeNull();
  });
});

describe('buildChartPoints', () => {
  it('returns all three sets', () => {
    const all = buildChartPoints(data);
    expect(all.powerTrianglePoints).toHaveLength(3);
    expect(all.speedTrianglePoints).toHaveLength(3);
    expect(all.hexagonChartPoints).toHaveLength(6);
    expect(hasNflBenchmark(all.powerTrianglePoints ?? [])).toBe(true);
  });
});
