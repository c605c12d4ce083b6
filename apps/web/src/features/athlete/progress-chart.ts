/**
 * Geometry of the Progress page's small line charts (this capability: each test with two or more
 * results gets a chart of its values over time, best direction marked). Pure.
 *
 * - x: the results in time order, spaced by their dates (equal spacing when all share one time);
 * - y: the value, higher up, scaled between the series' min and max with a margin so a flat
 *   series sits in the middle;
 * - better direction: lower for times, higher for distances and speeds (docs/product/states.md best values);
 *   the best point is the min or max accordingly (the first one on ties).
 */
import type { UnitType } from '@gamespeed/domain';

export type BetterDirection = 'higher' | 'lower';

export function betterDirection(unit: UnitType): BetterDirection {
  return unit === 'time' ? 'lower' : 'higher';
}

export const BETTER_DIRECTION_TEXT: Record<BetterDirection, string> = {
  higher: 'Higher is better',
  lower: 'Lower is better',
};

export interface ChartBox {
  width: number;
  height: number;
  /** Inner padding on every side, in the same units. */
  pad: number;
  /** Extra room on the left for the value labels. */
  gutter: number;
}

export const PROGRESS_CHART_BOX: ChartBox = { width: 320, height: 140, pad: 14, gutter: 52 };

export interface ProgressChartPoint {
  /** Unique within the chart (results may share a time). */
  key: string;
  x: number;
  y: number;
  value: number;
  createdAt: string;
  best: boolean;
}

export interface ProgressChart {
  points: ProgressChartPoint[];
  /** SVG polyline `points` attribute. */
  polyline: string;
  bestIndex: number;
  direction: BetterDirection;
  /** The value range drawn, bottom to top, and where its two grid lines are. */
  minValue: number;
  maxValue: number;
  topY: number;
  bottomY: number;
  left: number;
  right: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function buildProgressChart(
  series: readonly { value: number; createdAt: string }[],
  unit: UnitType,
  box: ChartBox = PROGRESS_CHART_BOX,
): ProgressChart {
  const direction = betterDirection(unit);
  const values = series.map((p) => p.value);
  const times = series.map((p) => Date.parse(p.createdAt));
  const minV = Math.min(...values);
  const maxV = Math.max(...values);
  const minT = Math.min(...times);
  const maxT = Math.max(...times);
  const left = box.pad + box.gutter;
  const innerW = box.width - box.pad - left;
  const innerH = box.height - 2 * box.pad;
  const spreadT = maxT - minT;
  const timesUsable = Number.isFinite(spreadT) && spreadT > 0;

  let bestIndex = 0;
  values.forEach((value, i) => {
    const current = values[bestIndex]!;
    if (direction === 'lower' ? value < current : value > current) bestIndex = i;
  });

  const points = series.map((p, i) => {
    const fx = timesUsable
      ? (times[i]! - minT) / spreadT
      : series.length > 1
        ? i / (series.length - 1)
        : 0.5;
    const fy = maxV === minV ? 0.5 : (p.value - minV) / (maxV - minV);
    return {
      key: `${i}:${p.createdAt}`,
      x: round(left + fx * innerW),
      y: round(box.pad + (1 - fy) * innerH),
      value: p.value,
      createdAt: p.createdAt,
      best: i === bestIndex,
    };
  });
  return {
    points,
    polyline: points.map((p) => `${p.x},${p.y}`).join(' '),
    bestIndex,
    direction,
    minValue: minV,
    maxValue: maxV,
    topY: box.pad,
    bottomY: box.height - box.pad,
    left,
    right: box.width - box.pad,
  };
}
