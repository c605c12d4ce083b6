/**
 * Geometry of the Progress page's small line charts (this capability: each test with two or more
 * results gets a chart of its values over time, best direction marked). Pure.
 *
 * - x: the results in test-date order, spaced by their test dates — the day the test was run,
 *   never the moment it was saved, so back-logged weeks sit where they happened (equal spacing
 *   when all share one day);
 * - y: the value, higher up, scaled between the series' min and max with a margin so a flat
 *   series sits in the middle;
 * - better direction: lower for times, higher for distances and speeds (docs/product/states.md best values);
 *   the best point is the min or max accordingly (the first one on ties).
 */
import {
  TIMING_CLASSES,
  type TimingClass,
  type TimingMethod,
  timingClassOf,
  type UnitType,
} from '@gamespeed/domain';

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

/** What the chart needs of a result: its value and the day it was run (yyyy-mm-dd). */
export interface ProgressChartInput {
  value: number;
  testDate: string;
}

export interface ProgressChartPoint<T extends ProgressChartInput = ProgressChartInput> {
  /** Unique within the chart (results may share a day). */
  key: string;
  x: number;
  y: number;
  value: number;
  testDate: string;
  best: boolean;
  /** The result the point was drawn from. */
  source: T;
}

export interface ProgressChart<T extends ProgressChartInput = ProgressChartInput> {
  points: ProgressChartPoint<T>[];
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

const DAY_MS = 86_400_000;
/** A calendar day as a number of days, read without a time zone. */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** `series` oldest test date first, as the server sends it. */
export function buildProgressChart<T extends ProgressChartInput>(
  series: readonly T[],
  unit: UnitType,
  box: ChartBox = PROGRESS_CHART_BOX,
): ProgressChart<T> {
  const direction = betterDirection(unit);
  const values = series.map((p) => p.value);
  const times = series.map((p) => dayNumber(p.testDate));
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
      key: `${i}:${p.testDate}`,
      x: round(left + fx * innerW),
      y: round(box.pad + (1 - fy) * innerH),
      value: p.value,
      testDate: p.testDate,
      best: i === bestIndex,
      source: p,
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

/**
 * How a point is drawn by how it was timed (docs/product/results.md, "Hand against electronic"):
 * a result that does not say keeps the plain circle, an electronic one is a diamond, a hand-timed
 * one a square; the legend's words.
 */
export const TIMING_LEGEND: Record<TimingClass, string> = {
  electronic: 'Electronic: diamond',
  hand: 'Hand-timed: square',
  'not-said': 'Timing not said: circle',
};

/**
 * The timing classes a series has, in the legend's order, when it needs a legend: only when some
 * point says how it was timed (a series of results that never say keeps today's plain circles).
 */
export function timingLegendOf(
  points: readonly { timingMethod: TimingMethod | null }[],
): TimingClass[] {
  const present = new Set(points.map((p) => timingClassOf(p.timingMethod)));
  if (!present.has('hand') && !present.has('electronic')) return [];
  return TIMING_CLASSES.filter((c) => present.has(c));
}
