import { describe, expect, it } from 'vitest';
import { betterDirection, buildProgressChart, timingLegendOf } from './progress-chart';

const box = { width: 130, height: 60, pad: 10, gutter: 10 };

describe('betterDirection', () => {
  it('is lower for times and higher for distances and speeds', () => {
    expect(betterDirection('time')).toBe('lower');
    expect(betterDirection('distance')).toBe('higher');
    expect(betterDirection('speed')).toBe('higher');
  });
});

describe('buildProgressChart', () => {
  it('places points by date and value, higher values higher up', () => {
    const chart = buildProgressChart(
      [
        { value: 110, testDate: '2025-01-01' },
        { value: 120, testDate: '2025-01-03' },
        { value: 115, testDate: '2025-01-05' },
      ],
      'distance',
      box,
    );
    expect(chart.points.map((p) => [p.x, p.y])).toEqual([
      [20, 50],
      [70, 10],
      [120, 30],
    ]);
    expect(chart.polyline).toBe('20,50 70,10 120,30');
    expect([chart.minValue, chart.maxValue, chart.topY, chart.bottomY]).toEqual([110, 120, 10, 50]);
    expect(chart.bestIndex).toBe(1);
    expect(chart.direction).toBe('higher');
  });

  it('marks the lowest time as the best (first one on a tie)', () => {
    const chart = buildProgressChart(
      [
        { value: 1.2, testDate: '2025-01-01' },
        { value: 1.1, testDate: '2025-01-02' },
        { value: 1.1, testDate: '2025-01-03' },
      ],
      'time',
      box,
    );
    expect(chart.bestIndex).toBe(1);
    expect(chart.points.map((p) => p.best)).toEqual([false, true, false]);
  });

  it('spaces results of one test date evenly and centres a flat series', () => {
    const day = '2025-01-01';
    const chart = buildProgressChart(
      [
        { value: 15, testDate: day },
        { value: 15, testDate: day },
      ],
      'speed',
      box,
    );
    expect(chart.points.map((p) => [p.x, p.y])).toEqual([
      [20, 30],
      [120, 30],
    ]);
    expect(new Set(chart.points.map((p) => p.key)).size).toBe(2);
  });

  it('places back-logged results at their test date, not at the time they were saved', () => {
    // Three weeks typed in on one evening: saved seconds apart, tested a week apart.
    const chart = buildProgressChart(
      [
        { value: 4.9, testDate: '2025-11-06', createdAt: '2025-11-27T20:00:03Z' },
        { value: 4.8, testDate: '2025-11-13', createdAt: '2025-11-27T20:00:02Z' },
        { value: 4.7, testDate: '2025-11-20', createdAt: '2025-11-27T20:00:01Z' },
        { value: 4.75, testDate: '2025-11-27', createdAt: '2025-11-27T20:00:00Z' },
      ],
      'time',
      { width: 130, height: 60, pad: 10, gutter: 0 },
    );
    expect(chart.points.map((p) => p.x)).toEqual([10, 46.67, 83.33, 120]);
    expect(chart.points.map((p) => p.testDate)).toEqual([
      '2025-11-06',
      '2025-11-13',
      '2025-11-20',
      '2025-11-27',
    ]);
  });
});

describe('timingLegendOf', () => {
  it('names the shapes of a series that says how its points were timed, electronic first', () => {
    expect(
      timingLegendOf([
        { timingMethod: 'hand' },
        { timingMethod: null },
        { timingMethod: 'electronic' },
      ]),
    ).toEqual(['electronic', 'hand', 'not-said']);
    expect(timingLegendOf([{ timingMethod: 'hand' }])).toEqual(['hand']);
    // Results that never say keep the plain circles, without a legend.
    expect(timingLegendOf([{ timingMethod: null }, { timingMethod: null }])).toEqual([]);
  });
});
