// Longer than 300 lines on purpose: the triangle and hexagon charts share one geometry (ratio, plot, polygon), and each half needs the other's rules.
/**
 * Pure chart geometry for the triangle and hexagon comparison charts (docs/product/screens.md 'Triangle chart
 * dialog' and 'Hexagon views', docs/product/validation.md 'Charts', docs/product/constants.md 'Triangle chart', 'Hexagon chart' and
 * 'Difference'). Coordinates are SVG user units: x to the right, y DOWN, origin top-left.
 *
 * Longer than 300 lines on purpose: both charts are one polygon geometry (ratio, cap, vertices,
 * grid rings, difference), and each chart's constants are documented next to the arithmetic
 * they size; split, the reasons behind the numbers would sit apart from where they are used.
 */
import { HEXAGON_VERTICES, type MovementName } from './constants';
import { formatValue } from './format';
import type { PowerToSpeedNorm } from './norms';

export interface Point {
  x: number;
  y: number;
}

/** docs/product/constants.md: triangle viewBox 400x380 and grid rings at 25, 50 and 75 %. */
export const TRIANGLE_VIEWBOX = { width: 400, height: 380 } as const;
export const TRIANGLE_GRID_RINGS = [0.25, 0.5, 0.75] as const;

/**
 * Triangle geometry (not in the product description; chosen here). An apex-up equilateral triangle of
 * circumradius R spans R above its centre and R/2 below; points may reach 1.5·R (the cap).
 * With R = 130 and centre (200, 210):
 * - capped points stay inside the viewBox: top 210 − 195 = 15, bottom 210 + 97.5 = 307.5,
 *   sides 200 ± 168.9;
 * - the outline (ratio 1) spans y 80…275 and x 87…313, so it sits about in the middle;
 * - vertex labels at {@link TRIANGLE_LABEL_RADIUS} = R + 30 = 160 land at y 50 (top) and
 *   y 290 (bottom, 90 px above the bottom edge for two text lines), x 61…339.
 */
export const TRIANGLE_CENTER: Point = { x: 200, y: 210 };
export const TRIANGLE_RADIUS = 130;
export const TRIANGLE_LABEL_RADIUS = 160;
/**
 * The triangle's ratio cap. The product description states a 1.5 cap only for the hexagon; the same cap is
 * used here so both charts read alike (a result 50 % past the benchmark pins to the edge of the
 * drawing) and a huge value never leaves the viewBox.
 */
export const TRIANGLE_RATIO_CAP = 1.5;

/**
 * docs/product/constants.md: hexagon viewBox 500x460, radius 170, ratio capped at 1.5. Centre = middle of the
 * viewBox. NOTE: 1.5 × 170 = 255 exceeds the 230 from the centre to the top and bottom edges,
 * so a point with ratio above 230/170 ≈ 1.35 on the top or bottom vertex lies up to 25 units
 * outside the viewBox (the product's numbers allow no centre or rotation that avoids it); the SVG
 * must be drawn with `overflow: visible` (or padded) to show it.
 */
export const HEXAGON_VIEWBOX = { width: 500, height: 460 } as const;
export const HEXAGON_CENTER: Point = { x: 250, y: 230 };
export const HEXAGON_RADIUS = 170;
export const HEXAGON_RATIO_CAP = 1.5;

/** docs/product/constants.md: fixed elite ShredMill speeds for the hexagon (Gear 4 = option A, docs/product/data-model.md). */
export const FIXED_ELITE_SPEEDS_MPH = {
  shredmill_gear_2: 15,
  shredmill_gear_3: 18,
  shredmill_gear_4_a: 21,
} as const satisfies Partial<Record<MovementName, number>>;

/** docs/product/screens.md, docs/product/constants.md: the zoomed sub-triangle's three placeholder drills (distance units). */
export const SUB_TRIANGLE_ELITE_VALUES = [100, 95, 90] as const;

/** First vertex straight up (documented vertex order runs clockwise from the top). */
export const POLYGON_START_ANGLE_DEG = -90;

export type ChartUnit = 'distance' | 'time' | 'speed';
export type Benchmark = 'elite' | 'nfl';

/** docs/product/data-model.md 'Chart point' (the click action stays with the component). */
export interface ChartPoint {
  label: string;
  athleteValue: number | null;
  nflValue?: number | null;
  eliteValue: number;
  unit: ChartUnit;
  /** The elite value is a placeholder (SOURCES.md PROVISIONAL): shown with a "Provisional" tag. */
  provisional?: boolean;
  /** The day (YYYY-MM-DD) of the athlete's value, shown beside it; absent when not known. */
  testedOn?: string | null;
}

/** One point of a chart, positioned. */
export interface PlottedPoint {
  label: string;
  unit: ChartUnit;
  athleteValue: number | null;
  /** Where the athlete's point is drawn. */
  x: number;
  y: number;
  /** The polygon corner of this point (ratio 1), e.g. to anchor its label. */
  vertex: Point;
  /** Uncapped {@link ratio} against the chosen benchmark (0 when not measured). */
  ratio: number;
  /** `min(ratio, cap)`: the fraction of the radius actually drawn. */
  plottedRatio: number;
  /** docs/product/validation.md: drawn at the centre when the athlete value is 0 or missing. */
  drawnAtCenter: boolean;
  benchmark: Benchmark;
  benchmarkValue: number;
  /** {@link difference} against the chosen benchmark. */
  difference: number;
  /** docs/product/validation.md: no value label for a missing (or 0) athlete value. */
  showValueLabel: boolean;
  /** The day (YYYY-MM-DD) of the athlete's value, or null when not known or not measured. */
  testedOn: string | null;
}

/** A usable measurement: finite and positive. 0 means 'not measured' (docs/product/validation.md). */
function isMeasured(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * How far along the radius the athlete reaches (docs/product/constants.md): athlete/benchmark for distance and
 * speed, benchmark/athlete for time (faster = further out). 1 = exactly the benchmark.
 * A missing, 0 or negative athlete value → 0 (docs/product/validation.md); so does an unusable benchmark.
 */
export function ratio(
  athlete: number | null | undefined,
  benchmark: number,
  unit: ChartUnit,
): number {
  if (!isMeasured(athlete) || !isMeasured(benchmark)) return 0;
  return unit === 'time' ? benchmark / athlete : athlete / benchmark;
}

/**
 * Gap to the benchmark, positive = better (docs/product/constants.md 'Difference'): athlete − benchmark for
 * distance and speed, benchmark − athlete for time. A missing or 0 athlete value gives
 * −benchmark (docs/product/validation.md).
 */
export function difference(
  athlete: number | null | undefined,
  benchmark: number,
  unit: ChartUnit,
): number {
  if (!isMeasured(athlete)) return -benchmark;
  return unit === 'time' ? benchmark - athlete : athlete - benchmark;
}

/** Decimal places each unit is shown with (docs/product/constants.md 'Display'): inches 0, seconds 2, mph 1. */
const DISPLAY_DECIMALS: Record<ChartUnit, number> = { distance: 0, time: 2, speed: 1 };

/** Rounds half away from zero to the unit's display precision. */
function roundForDisplay(value: number, unit: ChartUnit): number {
  const factor = 10 ** DISPLAY_DECIMALS[unit];
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
}

export type DifferenceTone = 'good' | 'bad';

/**
 * docs/product/constants.md: green ('good') when the difference is >= 0, red ('bad') when negative. With `unit`
 * the difference is first rounded as displayed, so the colour always matches the text
 * (−0.004 s reads '+0.00s' and is green).
 */
export function differenceTone(diff: number, unit?: ChartUnit): DifferenceTone {
  const value = unit ? roundForDisplay(diff, unit) : diff;
  return value >= 0 ? 'good' : 'bad';
}

/** U+2212 MINUS SIGN, used for negative differences. */
export const MINUS_SIGN = '\u2212';

/**
 * A difference with its sign, in the unit's display format (format.ts): `+0' 3"`, `−0.12s`,
 * `+1.5 mph`. Zero (after rounding) is '+', matching the green tone. Non-finite → '-'.
 */
export function formatDifference(diff: number, unit: ChartUnit): string {
  if (!Number.isFinite(diff)) return '-';
  const rounded = roundForDisplay(diff, unit);
  return `${rounded >= 0 ? '+' : MINUS_SIGN}${formatValue(Math.abs(rounded), unit)}`;
}

/**
 * docs/product/validation.md: the NFL benchmark is used only when it is selected AND the point has an NFL value
 * (a positive number); otherwise elite.
 */
export function chooseBenchmark(
  point: Pick<ChartPoint, 'nflValue' | 'eliteValue'>,
  selected: Benchmark,
): { kind: Benchmark; value: number } {
  if (selected === 'nfl' && isMeasured(point.nflValue)) {
    return { kind: 'nfl', value: point.nflValue };
  }
  return { kind: 'elite', value: point.eliteValue };
}

/**
 * Corners of a regular polygon, the first at `startAngleDeg` (default −90° = straight up) and
 * the rest clockwise on screen (y grows downwards).
 */
export function polygonVertices(
  count: number,
  center: Point,
  radius: number,
  startAngleDeg: number = POLYGON_START_ANGLE_DEG,
): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = ((startAngleDeg + (360 * i) / count) * Math.PI) / 180;
    return { x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) };
  });
}

interface ChartGeometry {
  name: string;
  count: number;
  center: Point;
  radius: number;
  cap: number;
}

function plot(
  points: readonly ChartPoint[],
  selected: Benchmark,
  geometry: ChartGeometry,
): PlottedPoint[] {
  const { name, count, center, radius, cap } = geometry;
  if (points.length !== count) {
    throw new RangeError(`${name} needs exactly ${count} points, got ${points.length}`);
  }
  const corners = polygonVertices(count, center, radius);
  return points.map((point, i) => {
    const corner = corners[i]!;
    const benchmark = chooseBenchmark(point, selected);
    const r = ratio(point.athleteValue, benchmark.value, point.unit);
    const plottedRatio = Math.min(r, cap);
    return {
      label: point.label,
      unit: point.unit,
      athleteValue: point.athleteValue,
      x: center.x + (corner.x - center.x) * plottedRatio,
      y: center.y + (corner.y - center.y) * plottedRatio,
      vertex: corner,
      ratio: r,
      plottedRatio,
      drawnAtCenter: plottedRatio === 0,
      benchmark: benchmark.kind,
      benchmarkValue: benchmark.value,
      difference: difference(point.athleteValue, benchmark.value, point.unit),
      showValueLabel: isMeasured(point.athleteValue),
      testedOn: isMeasured(point.athleteValue) ? (point.testedOn ?? null) : null,
    };
  });
}

/** The triangle chart's three points (docs/product/screens.md), ratio capped at {@link TRIANGLE_RATIO_CAP}. */
export function trianglePoints(
  points: readonly ChartPoint[],
  benchmark: Benchmark,
): PlottedPoint[] {
  return plot(points, benchmark, {
    name: 'triangle',
    count: 3,
    center: TRIANGLE_CENTER,
    radius: TRIANGLE_RADIUS,
    cap: TRIANGLE_RATIO_CAP,
  });
}

/** The hexagon chart's six points in docs/product/data-model.md order, radius × min(ratio, 1.5) (docs/product/constants.md). */
export function hexagonPoints(points: readonly ChartPoint[], benchmark: Benchmark): PlottedPoint[] {
  return plot(points, benchmark, {
    name: 'hexagon',
    count: HEXAGON_VERTICES.length,
    center: HEXAGON_CENTER,
    radius: HEXAGON_RADIUS,
    cap: HEXAGON_RATIO_CAP,
  });
}

/** The triangle outline (ratio 1). */
export function triangleOutline(): Point[] {
  return polygonVertices(3, TRIANGLE_CENTER, TRIANGLE_RADIUS);
}

/** The triangle's grid rings at 25, 50 and 75 % (docs/product/constants.md), innermost first. */
export function triangleGridRings(): Point[][] {
  return TRIANGLE_GRID_RINGS.map((f) => polygonVertices(3, TRIANGLE_CENTER, TRIANGLE_RADIUS * f));
}

/** Anchors for the triangle's vertex labels, outside the outline. */
export function triangleLabelPositions(): Point[] {
  return polygonVertices(3, TRIANGLE_CENTER, TRIANGLE_LABEL_RADIUS);
}

/** The hexagon outline (ratio 1). */
export function hexagonOutline(): Point[] {
  return polygonVertices(HEXAGON_VERTICES.length, HEXAGON_CENTER, HEXAGON_RADIUS);
}

/** An SVG `points` attribute: 'x1,y1 x2,y2 ...', rounded to 2 decimals. */
export function toSvgPoints(points: readonly Point[]): string {
  const r = (v: number) => String(Math.round(v * 100) / 100);
  return points.map((p) => `${r(p.x)},${r(p.y)}`).join(' ');
}

/**
 * The zoomed sub-triangle (docs/product/screens.md): Drill 1, 2, 3 with athlete value 0 and elite values 100,
 * 95, 90 distance units. The product description does not name the drills per main point, so they are the same
 * for every point.
 */
export function subTriangleChartPoints(): ChartPoint[] {
  return SUB_TRIANGLE_ELITE_VALUES.map((eliteValue, i) => ({
    label: `Drill ${i + 1}`,
    athleteValue: 0,
    eliteValue,
    unit: 'distance',
  }));
}

/**
 * The hexagon's six chart points in docs/product/data-model.md order (G3, G4, 20→10, 5→10, BJ, G2): the athlete's
 * values (the dashboard passes the latest; missing → null) against elite by bodyweight for broad
 * jump and the flies and the fixed elite speeds for the ShredMill gears, each with the day of the
 * value when `dates` has it. No NFL values (NFL is disabled there, docs/product/constants.md).
 */
export function hexagonChartPoints(
  values: Partial<Record<MovementName, number>>,
  elite: Pick<PowerToSpeedNorm, 'broadJump' | 'fly510' | 'fly2010'>,
  dates: Partial<Record<MovementName, string>> = {},
): ChartPoint[] {
  const eliteFor: Record<(typeof HEXAGON_VERTICES)[number]['movement'], number> = {
    ...FIXED_ELITE_SPEEDS_MPH,
    broad_jump: elite.broadJump,
    '5_10_fly': elite.fly510,
    '20_10_fly': elite.fly2010,
  };
  return HEXAGON_VERTICES.map((v) => ({
    label: v.label,
    athleteValue: values[v.movement] ?? null,
    eliteValue: eliteFor[v.movement],
    unit: v.unit,
    testedOn: dates[v.movement] ?? null,
  }));
}
