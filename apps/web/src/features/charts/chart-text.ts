/**
 * Shared wording and colours of the comparison charts (docs/product/screens.md, docs/product/constants.md 'Difference'; the colours
 * come from the issue: Elite green, NFL blue, athlete accent yellow).
 */
import {
  type Benchmark,
  differenceTone,
  formatValue,
  MOVEMENTS,
  type MovementName,
  type PlottedPoint,
} from '@gamespeed/domain';

export const CHART_COLORS = {
  elite: '#22c55e',
  nfl: '#3b82f6',
  athlete: '#facc15',
} as const satisfies Record<Benchmark | 'athlete', string>;

export const BENCHMARK_NAMES: Record<Benchmark, string> = { elite: 'Elite', nfl: 'NFL' };

/**
 * What a chart says where the athlete has no result of a test (docs/product/validation.md
 * 'Charts'): the point sits at the centre and the gap reads minus the benchmark, so the words
 * say it was never measured.
 */
export const NOT_TESTED_TEXT = 'not tested';

/**
 * Tailwind text colour of a difference: green when >= 0 as displayed, red otherwise; muted grey
 * for a test never taken, whose gap is no measured deficit.
 */
export function differenceClass(
  point: Pick<PlottedPoint, 'difference' | 'unit' | 'showValueLabel'>,
): string {
  if (!point.showValueLabel) return 'text-muted';
  return differenceTone(point.difference, point.unit) === 'good'
    ? 'text-green-500'
    : 'text-red-500';
}

/** The athlete's value as shown, or 'not tested' for a missing (or 0) value (docs/product/validation.md). */
export function athleteText(point: Pick<PlottedPoint, 'athleteValue' | 'showValueLabel' | 'unit'>) {
  return point.showValueLabel ? formatValue(point.athleteValue, point.unit) : NOT_TESTED_TEXT;
}

/** e.g. `Broad Jump: you 9' 10", elite 10' 9"` — the accessible name of a chart point. */
export function pointAriaLabel(name: string, point: PlottedPoint): string {
  const benchmark = point.benchmark === 'nfl' ? 'NFL' : 'elite';
  const value = formatValue(point.benchmarkValue, point.unit);
  return `${name}: you ${athleteText(point)}, ${benchmark} ${value}`;
}

/** Full display name of a movement (e.g. 'ShredMill Gear 4 (Option A)'). */
export function movementDisplayName(movement: MovementName): string {
  return MOVEMENTS.find((m) => m.name === movement)?.displayName ?? movement;
}
