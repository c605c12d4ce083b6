import { describe, expect, it } from 'vitest';
import { ordinal } from './format';
import {
  GAMESPEED_MIN_ATHLETES,
  type PoolAthlete,
  percentileRank,
  standing,
  standingText,
  teamStandings,
} from './percentiles';
import { statisticText } from './provenance';

describe('percentileRank', () => {
  it('counts the athletes beaten, ties as half', () => {
    // Broad jumps: 100 beats 90 and 95, ties nobody: (2 + 0.5) / 4.
    expect(percentileRank(100, [90, 95, 100, 110], 'distance')).toBe(63);
    expect(percentileRank(110, [90, 95, 100, 110], 'distance')).toBe(88);
    // Times: lower is better.
    expect(percentileRank(4.6, [4.6, 4.8, 5.0, 5.2], 'time')).toBe(88);
    expect(percentileRank(5.0, [5.0, 5.0], 'time')).toBe(50);
    expect(percentileRank(5.0, [5.0], 'time')).toBe(50);
  });
});

describe('standing: the minimum sample', () => {
  const values = (n: number) => Array.from({ length: n }, (_, i) => 100 + i);

  it('says "not enough athletes yet" below the minimum, with n', () => {
    const below = standing(110, values(GAMESPEED_MIN_ATHLETES - 1), 'distance', 30);
    expect(below).toEqual({ kind: 'not-enough', n: 29, needed: 30 });
    expect(standingText(below)).toBe('Not enough athletes yet (29 of 30)');
  });

  it('gives the percentile from the minimum on', () => {
    const at = standing(110, values(30), 'distance', 30);
    expect(at).toEqual({ kind: 'percentile', percentile: 35, n: 30 });
    expect(standingText(at)).toBe('35th percentile (n = 30)');
  });
});

describe('teamStandings', () => {
  const athlete = (
    athleteId: string,
    position: PoolAthlete['position'],
    best: number,
    level: PoolAthlete['level'] = 'high_school',
  ): PoolAthlete => ({ athleteId, position, level, best });

  it('compares within the position group on the team, and with level and position on GameSpeed', () => {
    const team = [
      athlete('cb', 'CB', 4.7),
      athlete('s', 'S', 4.9),
      athlete('wr', 'WR', 4.8),
      athlete('dt', 'DT', 5.4),
    ];
    // 30 high-school WRs elsewhere, all slower than 'wr', and college WRs who do not count.
    const others = [
      ...Array.from({ length: 29 }, (_, i) => athlete(`hs${i}`, 'WR', 5.0 + i / 100)),
      ...Array.from({ length: 40 }, (_, i) => athlete(`c${i}`, 'WR', 4.5, 'college')),
    ];
    const result = teamStandings(['cb', 's', 'wr', 'dt', 'untested'], [...team, ...others], 'time');
    const of = (id: string) => result.find((r) => r.athleteId === id)!;
    // CB and S are one group (DB): the CB is faster.
    expect(of('cb').team).toEqual({ kind: 'percentile', percentile: 75, n: 2 });
    expect(of('s').team).toEqual({ kind: 'percentile', percentile: 25, n: 2 });
    // Alone in his group on the team.
    expect(of('wr').team).toEqual({ kind: 'not-enough', n: 1, needed: 2 });
    expect(of('wr').gameSpeed).toEqual({ kind: 'percentile', percentile: 98, n: 30 });
    expect(of('cb').gameSpeed).toEqual({ kind: 'not-enough', n: 1, needed: 30 });
    expect(of('untested')).toEqual({
      athleteId: 'untested',
      best: null,
      team: null,
      gameSpeed: null,
    });
  });

  it('gives no GameSpeed standing without a level', () => {
    const [only] = teamStandings(['x'], [athlete('x', 'RB', 4.9, null)], 'time');
    expect(only?.gameSpeed).toBeNull();
  });
});

describe('ordinal', () => {
  it('names ranks', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 100, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '100th',
      '111th',
    ]);
    expect(statisticText('p90')).toBe('90th percentile');
  });
});
