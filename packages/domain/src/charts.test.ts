import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChartPoint,
  type ChartUnit,
  chooseBenchmark,
  difference,
  differenceTone,
  FIXED_ELITE_SPEEDS_MPH,
  formatDifference,
  HEXAGON_CENTER,
  HEXAGON_RADIUS,
  HEXAGON_RATIO_CAP,
  HEXAGON_VIEWBOX,
  hexagonChartPoints,
  hexagonOutline,
  hexagonPoints,
  MINUS_SIGN,
  type PlottedPoint,
  type Point,
  polygonVertices,
  ratio,
  SUB_TRIANGLE_ELITE_VALUES,
  subTriangleChartPoints,
  TRIANGLE_CENTER,
  TRIANGLE_GRID_RINGS,
  TRIANGLE_RADIUS,
  TRIANGLE_VIEWBOX,
  toSvgPoints,
  triangleGridRings,
  triangleLabelPositions,
  triangleOutline,
  trianglePoints,
} from './charts';

const units: ChartUnit[] = ['distance', 'time', 'speed'];
const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('documented constants', () => {
  it('match docs/product/constants.md', () => {
    expect(TRIANGLE_VIEWBOX).toEqual({ width: 400, height: 380 });
    expect(TRIANGLE_GRID_RINGS).toEqual([0.25, 0.5, 0.75]);
    expect(HEXAGON_VIEWBOX).toEqual({ width: 500, height: 460 });
    expect(HEXAGON_RADIUS).toBe(170);
    expect(HEXAGON_RATIO_CAP).toBe(1.5);
    expect(FIXED_ELITE_SPEEDS_MPH).toEqual({
      shredmill_gear_2: 15,
      shredmill_gear_3: 18,
      shredmill_gear_4_a: 21,
    });
    expect(SUB_TRIANGLE_ELITE_VALUES).toEqual([100, 95, 90]);
  });
});

describe('ratio', () => {
  it('is athlete/benchmark for distance and speed', () => {
    expect(ratio(120, 100, 'distance')).toBeCloseTo(1.2);
    expect(ratio(15, 20, 'speed')).toBeCloseTo(0.75);
  });

  it('is benchmark/athlete for time (faster is further out)', () => {
    expect(ratio(5, 4, 'time')).toBeCloseTo(0.8);
    expect(ratio(4, 5, 'time')).toBeCloseTo(1.25);
  });

  it.each(units)('is 0 for a 0, missing or negative athlete value (%s)', (unit) => {
    expect(ratio(0, 100, unit)).toBe(0);
    expect(ratio(null, 100, unit)).toBe(0);
    expect(ratio(undefined, 100, unit)).toBe(0);
    expect(ratio(-5, 100, unit)).toBe(0);
    expect(ratio(Number.NaN, 100, unit)).toBe(0);
  });

  it('is 0 for an unusable benchmark instead of Infinity', () => {
    expect(ratio(100, 0, 'distance')).toBe(0);
    expect(ratio(4.5, 0, 'time')).toBe(0);
  });

  it('is 1 exactly at the benchmark', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.constantFrom(...units),
        (v, u) => {
          expect(ratio(v, v, u)).toBe(1);
        },
      ),
    );
  });

  it('is monotonic: up with the athlete value for distance/speed, down for time', () => {
    const value = fc.double({ min: 0.01, max: 1000, noNaN: true });
    fc.assert(
      fc.property(value, value, value, (a, b, bench) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(ratio(lo, bench, 'distance')).toBeLessThanOrEqual(ratio(hi, bench, 'distance'));
        expect(ratio(lo, bench, 'speed')).toBeLessThanOrEqual(ratio(hi, bench, 'speed'));
        expect(ratio(lo, bench, 'time')).toBeGreaterThanOrEqual(ratio(hi, bench, 'time'));
      }),
    );
  });
});

describe('difference', () => {
  it('is athlete − benchmark for distance and speed', () => {
    expect(difference(125, 129, 'distance')).toBe(-4);
    expect(difference(17, 15, 'speed')).toBe(2);
  });

  it('is benchmark − athlete for time', () => {
    expect(difference(4.5, 4.75, 'time')).toBeCloseTo(0.25);
    expect(difference(4.75, 4.5, 'time')).toBeCloseTo(-0.25);
  });

  it.each(units)('is −benchmark for a 0 or missing athlete value (%s)', (unit) => {
    expect(difference(0, 129, unit)).toBe(-129);
    expect(difference(null, 4.39, unit)).toBe(-4.39);
    expect(difference(undefined, 15, unit)).toBe(-15);
  });

  it('has the same sign as ratio − 1 for measured values', () => {
    const value = fc.double({ min: 0.01, max: 1000, noNaN: true });
    fc.assert(
      fc.property(value, value, fc.constantFrom(...units), (a, b, u) => {
        const d = difference(a, b, u);
        const r = ratio(a, b, u);
        if (d > 0) expect(r).toBeGreaterThanOrEqual(1);
        if (d < 0) expect(r).toBeLessThanOrEqual(1);
        if (d === 0) expect(r).toBe(1);
      }),
    );
  });
});

describe('differenceTone', () => {
  it('is good at 0 and above, bad below', () => {
    expect(differenceTone(0)).toBe('good');
    expect(differenceTone(3)).toBe('good');
    expect(differenceTone(-0.01)).toBe('bad');
  });

  it('with a unit, follows the displayed (rounded) value', () => {
    expect(differenceTone(-0.004, 'time')).toBe('good');
    expect(differenceTone(-0.005, 'time')).toBe('bad');
    expect(differenceTone(-0.4, 'distance')).toBe('good');
    expect(differenceTone(-0.6, 'distance')).toBe('bad');
    expect(differenceTone(-0.04, 'speed')).toBe('good');
  });
});

describe('formatDifference', () => {
  it('signs and formats per unit', () => {
    expect(formatDifference(3, 'distance')).toBe(`+0' 3"`);
    expect(formatDifference(-14, 'distance')).toBe(`${MINUS_SIGN}1' 2"`);
    expect(formatDifference(0.25, 'time')).toBe('+0.25s');
    expect(formatDifference(-0.12, 'time')).toBe(`${MINUS_SIGN}0.12s`);
    expect(formatDifference(1.5, 'speed')).toBe('+1.5 mph');
    expect(formatDifference(-3, 'speed')).toBe(`${MINUS_SIGN}3.0 mph`);
  });

  it('shows zero (after rounding) as positive', () => {
    expect(formatDifference(0, 'time')).toBe('+0.00s');
    expect(formatDifference(-0.004, 'time')).toBe('+0.00s');
    expect(formatDifference(-0.3, 'distance')).toBe(`+0' 0"`);
  });

  it('shows the gap of a missing value as minus the benchmark', () => {
    expect(formatDifference(difference(null, 129, 'distance'), 'distance')).toBe(
      `${MINUS_SIGN}10' 9"`,
    );
  });

  it('agrees with differenceTone on the sign', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.constantFrom(...units),
        (d, u) => {
          const text = formatDifference(d, u);
          expect(text.startsWith('+')).toBe(differenceTone(d, u) === 'good');
        },
      ),
    );
  });

  it('is - for non-finite values', () => {
    expect(formatDifference(Number.NaN, 'time')).toBe('-');
  });
});

describe('chooseBenchmark', () => {
  const point = { eliteValue: 129, nflValue: 121 };

  it('uses nfl only when selected and present', () => {
    expect(chooseBenchmark(point, 'nfl')).toEqual({ kind: 'nfl', value: 121 });
    expect(chooseBenchmark(point, 'elite')).toEqual({ kind: 'elite', value: 129 });
  });

  it('falls back to elite when the NFL value is missing', () => {
    expect(chooseBenchmark({ eliteValue: 129 }, 'nfl')).toEqual({ kind: 'elite', value: 129 });
    expect(chooseBenchmark({ eliteValue: 129, nflValue: null }, 'nfl')).toEqual({
      kind: 'elite',
      value: 129,
    });
    expect(chooseBenchmark({ eliteValue: 129, nflValue: 0 }, 'nfl')).toEqual({
      kind: 'elite',
      value: 129,
    });
  });
});

describe('polygonVertices', () => {
  it('starts at the top and goes clockwise', () => {
    const [top, right, left] = polygonVertices(3, { x: 0, y: 0 }, 10);
    expect(top!.x).toBeCloseTo(0);
    expect(top!.y).toBeCloseTo(-10);
    expect(right!.x).toBeCloseTo(10 * Math.cos(Math.PI / 6));
    expect(right!.y).toBeCloseTo(5);
    expect(left!.x).toBeCloseTo(-10 * Math.cos(Math.PI / 6));
    expect(left!.y).toBeCloseTo(5);
  });

  it('honours a start angle in degrees', () => {
    const [first] = polygonVertices(6, { x: 1, y: 1 }, 2, 0);
    expect(first!.x).toBeCloseTo(3);
    expect(first!.y).toBeCloseTo(1);
  });

  it('puts every vertex at the radius with equal spacing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        (n, r) => {
          const c = { x: 10, y: 20 };
          const v = polygonVertices(n, c, r);
          expect(v).toHaveLength(n);
          const side = dist(v[0]!, v[1]!);
          v.forEach((p, i) => {
            expect(dist(p, c)).toBeCloseTo(r, 6);
            expect(dist(p, v[(i + 1) % n]!)).toBeCloseTo(side, 6);
          });
        },
      ),
    );
  });
});

const chartPoint = (
  athleteValue: number | null,
  eliteValue: number,
  unit: ChartUnit,
  nflValue?: number | null,
): ChartPoint => ({ label: 'x', athleteValue, eliteValue, unit, nflValue });

const power = (bj: number | null, f2010: number | null, f510: number | null): ChartPoint[] => [
  { label: 'Broad Jump', athleteValue: bj, eliteValue: 129, nflValue: 121, unit: 'distance' },
  { label: '20-10 Fly', athleteValue: f2010, eliteValue: 0.94, nflValue: 0.97, unit: 'time' },
  { label: '5-10 Fly', athleteValue: f510, eliteValue: 1.05, nflValue: null, unit: 'time' },
];

function inside(p: Point, box: { width: number; height: number }) {
  return p.x >= 0 && p.x <= box.width && p.y >= 0 && p.y <= box.height;
}

describe('trianglePoints', () => {
  it('places each point at radius × ratio towards its corner', () => {
    const [bj, f2010, f510] = trianglePoints(power(129, 0.94 * 2, 1.05 / 1.2), 'elite');
    // Exactly elite: on the outline's top corner.
    expect(bj!.ratio).toBe(1);
    expect(bj!.x).toBeCloseTo(TRIANGLE_CENTER.x);
    expect(bj!.y).toBeCloseTo(TRIANGLE_CENTER.y - TRIANGLE_RADIUS);
    expect(bj!.vertex.y).toBeCloseTo(TRIANGLE_CENTER.y - TRIANGLE_RADIUS);
    // Twice as slow: half way to the lower-right corner.
    expect(f2010!.ratio).toBeCloseTo(0.5);
    expect(dist(f2010!, TRIANGLE_CENTER)).toBeCloseTo(TRIANGLE_RADIUS * 0.5);
    expect(f2010!.x).toBeGreaterThan(TRIANGLE_CENTER.x);
    // 20 % faster than elite: 1.2 of the radius, beyond the outline.
    expect(f510!.ratio).toBeCloseTo(1.2);
    expect(dist(f510!, TRIANGLE_CENTER)).toBeCloseTo(TRIANGLE_RADIUS * 1.2);
    expect(f510!.x).toBeLessThan(TRIANGLE_CENTER.x);
  });

  it('draws a 0 or missing value at the centre with no value label and a −benchmark gap', () => {
    const [bj, f2010] = trianglePoints(power(0, null, 1.05), 'elite');
    for (const p of [bj!, f2010!]) {
      expect(p.drawnAtCenter).toBe(true);
      expect(p.showValueLabel).toBe(false);
      expect(p.x).toBe(TRIANGLE_CENTER.x);
      expect(p.y).toBe(TRIANGLE_CENTER.y);
      expect(p.difference).toBe(-p.benchmarkValue);
    }
    expect(bj!.difference).toBe(-129);
  });

  it('caps the ratio at 1.5 but reports the real ratio', () => {
    const [bj] = trianglePoints(power(129 * 3, 1, 1), 'elite');
    expect(bj!.ratio).toBeCloseTo(3);
    expect(bj!.plottedRatio).toBe(1.5);
    expect(dist(bj!, TRIANGLE_CENTER)).toBeCloseTo(TRIANGLE_RADIUS * 1.5);
  });

  it('uses the NFL benchmark per point only where one exists', () => {
    const pts = trianglePoints(power(121, 0.97, 1.05), 'nfl');
    expect(pts.map((p) => p.benchmark)).toEqual(['nfl', 'nfl', 'elite']);
    expect(pts.map((p) => p.benchmarkValue)).toEqual([121, 0.97, 1.05]);
    expect(pts.map((p) => p.ratio)).toEqual([1, 1, 1]);
    expect(pts.map((p) => p.difference)).toEqual([0, 0, 0]);
  });

  it('computes the difference in the unit direction', () => {
    const [bj, f2010] = trianglePoints(power(125, 0.9, 1.1), 'elite');
    expect(bj!.difference).toBe(-4);
    expect(f2010!.difference).toBeCloseTo(0.04);
  });

  it('needs exactly three points', () => {
    expect(() => trianglePoints(power(1, 1, 1).slice(0, 2), 'elite')).toThrow(RangeError);
  });

  it('always keeps points inside the viewBox and on their corner ray', () => {
    const athlete = fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: null });
    const bench = fc.double({ min: 0.01, max: 1e4, noNaN: true });
    const unit = fc.constantFrom(...units);
    const pt = fc
      .tuple(athlete, bench, unit, fc.option(bench))
      .map(([a, e, u, n]) => chartPoint(a, e, u, n));
    fc.assert(
      fc.property(fc.tuple(pt, pt, pt), fc.constantFrom('elite', 'nfl'), (pts, b) => {
        const plotted = trianglePoints(pts, b as 'elite' | 'nfl');
        const outline = triangleOutline();
        plotted.forEach((p: PlottedPoint, i) => {
          expect(inside(p, TRIANGLE_VIEWBOX)).toBe(true);
          expect(p.plottedRatio).toBeLessThanOrEqual(1.5);
          expect(dist(p, TRIANGLE_CENTER)).toBeCloseTo(TRIANGLE_RADIUS * p.plottedRatio, 6);
          expect(p.vertex).toEqual(outline[i]);
        });
      }),
    );
  });

  it('keeps outline, grid rings and label anchors inside the viewBox', () => {
    const all = [...triangleOutline(), ...triangleGridRings().flat(), ...triangleLabelPositions()];
    for (const p of all) expect(inside(p, TRIANGLE_VIEWBOX)).toBe(true);
    const rings = triangleGridRings();
    expect(rings).toHaveLength(3);
    rings.forEach((ring, i) => {
      expect(dist(ring[0]!, TRIANGLE_CENTER)).toBeCloseTo(
        TRIANGLE_RADIUS * TRIANGLE_GRID_RINGS[i]!,
      );
    });
    // The fully capped points also fit, corner by corner.
    for (const corner of polygonVertices(3, TRIANGLE_CENTER, TRIANGLE_RADIUS * 1.5)) {
      expect(inside(corner, TRIANGLE_VIEWBOX)).toBe(true);
    }
  });
});

describe('hexagonPoints', () => {
  const six = (values: (number | null)[]): ChartPoint[] =>
    hexagonChartPoints(
      {
        shredmill_gear_3: values[0] ?? undefined,
        shredmill_gear_4_a: values[1] ?? undefined,
        '20_10_fly': values[2] ?? undefined,
        '5_10_fly': values[3] ?? undefined,
        broad_jump: values[4] ?? undefined,
        shredmill_gear_2: values[5] ?? undefined,
      },
      { broadJump: 129, fly510: 1.05, fly2010: 0.94 },
    );

  it('builds the six documented vertices with fixed elite speeds', () => {
    expect(six([18, null, 0.94, 1.1, 120, 12])).toEqual([
      { label: 'G3', athleteValue: 18, eliteValue: 18, unit: 'speed', testedOn: null },
      { label: 'G4', athleteValue: null, eliteValue: 21, unit: 'speed', testedOn: null },
      { label: '20→10', athleteValue: 0.94, eliteValue: 0.94, unit: 'time', testedOn: null },
      { label: '5→10', athleteValue: 1.1, eliteValue: 1.05, unit: 'time', testedOn: null },
      { label: 'BJ', athleteValue: 120, eliteValue: 129, unit: 'distance', testedOn: null },
      { label: 'G2', athleteValue: 12, eliteValue: 15, unit: 'speed', testedOn: null },
    ]);
  });

  it('carries the day of each value to the plotted point, none for a value not measured', () => {
    const points = hexagonChartPoints(
      { broad_jump: 120, '5_10_fly': 0 },
      { broadJump: 129, fly510: 1.05, fly2010: 0.94 },
      { broad_jump: '2026-11-20', '5_10_fly': '2026-11-21', shredmill_gear_2: '2026-11-22' },
    );
    const plotted = hexagonPoints(points, 'elite');
    expect(Object.fromEntries(plotted.map((p) => [p.label, p.testedOn]))).toEqual({
      G3: null,
      G4: null,
      '20→10': null,
      // 0 means not measured: no day beside a value that is not shown.
      '5→10': null,
      BJ: '2026-11-20',
      // A day without a value is ignored.
      G2: null,
    });
  });

  it('scales the radius by min(ratio, 1.5)', () => {
    const pts = hexagonPoints(six([18, 42, 0.47, 1.05 * 2, null, 7.5]), 'elite');
    expect(pts.map((p) => p.plottedRatio)).toEqual([1, 1.5, 1.5, 0.5, 0, 0.5]);
    expect(pts[1]!.ratio).toBe(2);
    pts.forEach((p) => {
      expect(dist(p, HEXAGON_CENTER)).toBeCloseTo(HEXAGON_RADIUS * p.plottedRatio, 6);
    });
    // First vertex (G3) straight up.
    expect(pts[0]!.x).toBeCloseTo(HEXAGON_CENTER.x);
    expect(pts[0]!.y).toBeCloseTo(HEXAGON_CENTER.y - HEXAGON_RADIUS);
    // BJ (index 4) missing: at the centre, no label, −129 gap.
    expect(pts[4]).toMatchObject({
      drawnAtCenter: true,
      showValueLabel: false,
      difference: -129,
      x: HEXAGON_CENTER.x,
      y: HEXAGON_CENTER.y,
    });
  });

  it('a ratio exactly at the cap is drawn at 1.5', () => {
    const [g3] = hexagonPoints(six([27, 21, 1, 1, 1, 15]), 'elite');
    expect(g3!.plottedRatio).toBe(1.5);
  });

  it('has no NFL benchmark, so nfl falls back to elite', () => {
    const pts = hexagonPoints(six([18, 21, 0.94, 1.05, 129, 15]), 'nfl');
    expect(pts.every((p) => p.benchmark === 'elite' && p.ratio === 1)).toBe(true);
  });

  it('needs exactly six points', () => {
    expect(() => hexagonPoints(six([1, 1, 1, 1, 1, 1]).slice(1), 'elite')).toThrow(RangeError);
  });

  it('keeps points within 1.5 radii, and inside the viewBox up to ratio 230/170', () => {
    const value = fc.option(fc.double({ min: 0, max: 1000, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(fc.array(value, { minLength: 6, maxLength: 6 }), (values) => {
        for (const p of hexagonPoints(six(values), 'elite')) {
          expect(dist(p, HEXAGON_CENTER)).toBeLessThanOrEqual(HEXAGON_RADIUS * 1.5 + 1e-9);
          if (p.plottedRatio <= 230 / 170) expect(inside(p, HEXAGON_VIEWBOX)).toBe(true);
        }
      }),
    );
    for (const p of hexagonOutline()) expect(inside(p, HEXAGON_VIEWBOX)).toBe(true);
  });
});

describe('subTriangleChartPoints', () => {
  it('is three placeholder drills with athlete 0 and elite 100, 95, 90', () => {
    expect(subTriangleChartPoints()).toEqual([
      { label: 'Drill 1', athleteValue: 0, eliteValue: 100, unit: 'distance' },
      { label: 'Drill 2', athleteValue: 0, eliteValue: 95, unit: 'distance' },
      { label: 'Drill 3', athleteValue: 0, eliteValue: 90, unit: 'distance' },
    ]);
    const plotted = trianglePoints(subTriangleChartPoints(), 'elite');
    expect(plotted.every((p) => p.drawnAtCenter && !p.showValueLabel)).toBe(true);
    expect(plotted.map((p) => p.difference)).toEqual([-100, -95, -90]);
  });
});

describe('toSvgPoints', () => {
  it('joins rounded coordinates', () => {
    expect(
      toSvgPoints([
        { x: 1.234, y: 5 },
        { x: 200, y: 80.005 },
      ]),
    ).toBe('1.23,5 200,80.01');
  });
});
