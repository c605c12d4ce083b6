import { describe, expect, it } from 'vitest';
import type { NormProvenance } from './contracts/provenance';
import { describeBenchmark, isProvisional, statisticText, weightBinText } from './provenance';

const column = (test: string, statistic: string, nKey: string, extra = {}) => ({
  test,
  statistic,
  years: '2000–2024',
  datasets: ['PFR'],
  nKey,
  ...extra,
});

const provenance: NormProvenance = {
  sourcesDoc: 'SOURCES.md',
  datasets: [{ id: 'PFR', name: 'Pro Football Reference', detail: '' }],
  tables: {
    position_norms: {
      benchmark: 'nfl',
      title: 'NFL {position}',
      population: 'NFL combine participants',
      provisional: false,
      columns: { forty: column('40 Yard', 'mean', 'forty') },
      n: { WR: { forty: 1029 } },
    },
    bodyweight_power_to_speed_norms: {
      benchmark: 'elite',
      title: 'Elite',
      population: 'combine athletes in the weight bin',
      provisional: false,
      bin: { halfWidthLbs: 10, exceptions: { '160': 20 } },
      columns: { broad_jump: column('Broad Jump', 'p90', 'broadJump') },
      n: { '200': { broadJump: 1475 } },
    },
    bodyweight_game_speed_norms: {
      benchmark: 'elite',
      title: 'Elite',
      population: 'athletes in the weight bin',
      provisional: true,
      bin: { halfWidthLbs: 10, exceptions: {} },
      columns: {
        '5_10_fly_min': column('5→10 Fly', 'p10', 'fly', { provisional: false }),
        '5_10_decel': column('5→10 Decel', '0.425 × shuttle', 'shuttle'),
      },
      n: { '200': { fly: 1097, shuttle: 1030 } },
    },
  },
  fixedSpeeds: {
    benchmark: 'elite',
    title: 'Elite ShredMill speed',
    population: 'x',
    provisional: false,
  },
};

describe('describeBenchmark', () => {
  it('says what an NFL column is, with years and n', () => {
    const source = describeBenchmark(provenance, { kind: 'nfl', position: 'WR' });
    expect(source.title).toBe('NFL WR');
    expect(source.weightBin).toBeNull();
    expect(source.lines[0]).toMatchObject({
      test: '40 Yard',
      summary: 'mean of NFL combine participants, 2000–2024, n = 1,029',
      n: 1029,
      provisional: false,
      datasets: ['Pro Football Reference'],
    });
  });

  it('gives the weight bin and percentile of an elite row', () => {
    const source = describeBenchmark(provenance, {
      kind: 'elite',
      table: 'bodyweight_power_to_speed_norms',
      weight: 200,
    });
    expect(source.title).toBe('Elite for 200 lb');
    expect(source.weightBin).toBe('190–210 lb');
    expect(source.lines[0]!.summary).toBe(
      '90th percentile of combine athletes in the weight bin, 2000–2024, n = 1,475',
    );
  });

  it('marks provisional columns, the column flag winning over the table', () => {
    const source = describeBenchmark(provenance, {
      kind: 'elite',
      table: 'bodyweight_game_speed_norms',
      weight: 200,
    });
    expect(source.lines.map((l) => [l.test, l.provisional])).toEqual([
      ['5→10 Fly', false],
      ['5→10 Decel', true],
    ]);
    expect(source.provisional).toBe(true);
    expect(isProvisional(provenance, 'bodyweight_game_speed_norms', '5_10_decel')).toBe(true);
    expect(isProvisional(provenance, 'bodyweight_game_speed_norms', '5_10_fly_min')).toBe(false);
  });

  it('limits the lines to the chosen columns; an unknown row has no n', () => {
    const source = describeBenchmark(provenance, {
      kind: 'nfl',
      position: 'XX',
      columns: ['forty', 'nope'],
    });
    expect(source.lines).toHaveLength(1);
    expect(source.lines[0]!.n).toBeNull();
    expect(source.lines[0]!.summary).toBe('mean of NFL combine participants, 2000–2024');
  });
});

describe('statisticText and weightBinText', () => {
  it('words percentiles and bins', () => {
    expect(statisticText('p90')).toBe('90th percentile');
    expect(statisticText('p21')).toBe('21st percentile');
    expect(statisticText('p12')).toBe('12th percentile');
    expect(statisticText('mean')).toBe('mean');
    expect(weightBinText({ halfWidthLbs: 10, exceptions: { '160': 20 } }, 160)).toBe('140–180 lb');
  });
});
