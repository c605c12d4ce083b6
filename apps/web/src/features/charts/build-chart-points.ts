/**
 * Maps the dashboard's data (best and latest results, the benchmark rows it already loaded) to
 * the chart points of the triangle dialogs and the hexagon (docs/product/screens.md 'Triangle chart dialog' and
 * 'Hexagon views', docs/product/data-model.md 'Chart point' and 'Hexagon vertices'). Pure: no fetching, no React.
 *
 * Choices the product description leaves open, made here:
 * - '5-10 F1 ROI' has no movement of its own in docs/product/data-model.md. It is drawn from the athlete's best
 *   5→10 Fly against the FAST end of the elite 5→10 Fly range (`fly510Min`, the stricter
 *   bound; the game table shows the range as min-max).
 * - The speed-drill triangle has no NFL benchmark (position norms have no game-speed columns),
 *   so its points carry no `nflValue` and the dialog shows only the Elite toggle.
 * - Without the elite row a chart cannot be drawn (every point needs an elite value), so the
 *   helper returns null and the dashboard keeps the chart's button disabled or hidden.
 * - A missing result is `null` (the chart draws it at the centre, docs/product/validation.md).
 */
import {
  type ChartPoint,
  type GameSpeedNorm,
  hexagonChartPoints,
  type MovementName,
  type PositionNorm,
  type PowerToSpeedNorm,
} from '@gamespeed/domain';

export type MovementValues = Partial<Record<MovementName, number>>;
/** The day (YYYY-MM-DD) of a value per movement. */
export type MovementDays = Partial<Record<MovementName, string>>;

export interface ChartSourceData {
  /** Best value per movement (docs/product/states.md 'Best values'): feeds both triangles. */
  best: MovementValues;
  /** Latest result per movement: feeds the hexagon. */
  latest: MovementValues;
  /** The day each best value was first reached, shown beside it on the triangles. */
  bestDates?: MovementDays;
  /** The day of each latest value, shown beside it on the hexagon. */
  latestDates?: MovementDays;
  /** Elite by bodyweight (bodyweight_power_to_speed_norms row nearest the athlete's weight). */
  elitePower: Pick<PowerToSpeedNorm, 'broadJump' | 'fly510' | 'fly2010' | 'forty'> | null;
  /** Game-speed norms by bodyweight (bodyweight_game_speed_norms row nearest the weight). */
  eliteGame: Omit<GameSpeedNorm, 'weight'> | null;
  /** NFL position norms for the position chosen on the dashboard. */
  nfl: Pick<PositionNorm, 'broadJump' | 'fly510' | 'fly2010' | 'forty'> | null;
}

/** Triangle labels, in drawing order (first at the top, then clockwise). */
export const POWER_TRIANGLE_LABELS = ['Broad Jump', '20-10 Fly', '5-10 Fly'] as const;
export const SPEED_TRIANGLE_LABELS = ['5-10 F1 ROI', '5-10 Roll 90', '5-10 180 Return'] as const;

/** The athlete's value of a movement and the day of it (null when missing). */
function athlete(
  values: MovementValues,
  days: MovementDays | undefined,
  movement: MovementName,
): Pick<ChartPoint, 'athleteValue' | 'testedOn'> {
  return { athleteValue: values[movement] ?? null, testedOn: days?.[movement] ?? null };
}

/** Power triangle: Broad Jump, 20-10 Fly, 5-10 Fly (best values; NFL from position norms). */
export function powerTrianglePoints(
  data: Pick<ChartSourceData, 'best' | 'bestDates' | 'elitePower' | 'nfl'>,
): ChartPoint[] | null {
  const { best, bestDates, elitePower, nfl } = data;
  if (!elitePower) return null;
  const [broadJump, fly2010, fly510] = POWER_TRIANGLE_LABELS;
  return [
    {
      label: broadJump,
      ...athlete(best, bestDates, 'broad_jump'),
      eliteValue: elitePower.broadJump,
      ...(nfl ? { nflValue: nfl.broadJump } : {}),
      unit: 'distance',
    },
    {
      label: fly2010,
      ...athlete(best, bestDates, '20_10_fly'),
      eliteValue: elitePower.fly2010,
      ...(nfl ? { nflValue: nfl.fly2010 } : {}),
      unit: 'time',
    },
    {
      label: fly510,
      ...athlete(best, bestDates, '5_10_fly'),
      eliteValue: elitePower.fly510,
      ...(nfl ? { nflValue: nfl.fly510 } : {}),
      unit: 'time',
    },
  ];
}

/** Speed-drill triangle: 5-10 F1 ROI, 5-10 Roll 90, 5-10 180 Return (best values, elite only). */
export function speedTrianglePoints(
  data: Pick<ChartSourceData, 'best' | 'bestDates' | 'eliteGame'>,
): ChartPoint[] | null {
  const { best, bestDates, eliteGame } = data;
  if (!eliteGame) return null;
  const [f1Roi, roll90, return180] = SPEED_TRIANGLE_LABELS;
  return [
    {
      label: f1Roi,
      ...athlete(best, bestDates, '5_10_fly'),
      eliteValue: eliteGame.fly510Min,
      unit: 'time',
    },
    {
      label: roll90,
      ...athlete(best, bestDates, '5_10_roll_90'),
      eliteValue: eliteGame.roll90510,
      unit: 'time',
    },
    {
      label: return180,
      ...athlete(best, bestDates, '5_10_180_return'),
      eliteValue: eliteGame.return180510,
      unit: 'time',
    },
  ];
}

/**
 * Hexagon: the six vertices in docs/product/data-model.md order from the athlete's LATEST result per movement, elite
 * from the fixed ShredMill speeds and the bodyweight norms (domain `hexagonChartPoints`).
 */
export function hexagonPointsFor(
  data: Pick<ChartSourceData, 'latest' | 'latestDates' | 'elitePower'>,
): ChartPoint[] | null {
  return data.elitePower
    ? hexagonChartPoints(data.latest, data.elitePower, data.latestDates)
    : null;
}

/** All three point sets at once. */
export function buildChartPoints(data: ChartSourceData): {
  powerTrianglePoints: ChartPoint[] | null;
  speedTrianglePoints: ChartPoint[] | null;
  hexagonChartPoints: ChartPoint[] | null;
} {
  return {
    powerTrianglePoints: powerTrianglePoints(data),
    speedTrianglePoints: speedTrianglePoints(data),
    hexagonChartPoints: hexagonPointsFor(data),
  };
}

/** True when at least one point has a usable NFL value (the triangle's NFL toggle, docs/product/screens.md). */
export function hasNflBenchmark(points: readonly ChartPoint[]): boolean {
  return points.some((p) => typeof p.nflValue === 'number' && p.nflValue > 0);
}
