import { describe, expect, it } from 'vitest';
import { betterDirection, buildProgressChart } from './progress-chart';

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
        { value: 110, createdAt: '2025-01-01T00:00:00Z' },
        { value: 120, createdAt: '2025-01-03T00:00:00Z' },
        { value: 115, createdAt: '2025-01-05T00:00:00Z' },
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
        { value: 1.2, createdAt: '2025-01-01T00:00:00Z' },
        { value: 1.1, createdAt: '2025-01-02T00:00:00Z' },
        { value: 1.1, createdAt: '2025-01-03T00:00:00Z' },
      ],
      'time',
      box,
    );
    expect(chart.bestIndex).toBe(1);
    expect(chart.points.map((p) => p.best)).toEqual([false, true, false]);
  });

  it('spaces results saved at the same time evenly and centres a flat series', () => {
    const at = '2025-01-01T00:00:00Z';
    const chart = buildProgressChart(
      [
        { value: 15, createdAt: at },
        { value: 15, createdAt: at },
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
});
