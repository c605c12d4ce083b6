/**
 * Best results per movement (docs/product/states.md 'Best values': best broad jump is the maximum, best of
 * every time is the minimum). Speeds (ShredMill top speed, mph) are best when highest.
 */
import { isMovementName, type MovementName, type UnitType, unitTypeOf } from './constants';

/**
 * True when `a` is strictly better than `b` in `unit`: larger for distance and speed, smaller
 * for time. Equal values are not better.
 */
export function isBetter(unit: UnitType, a: number, b: number): boolean {
  return unit === 'time' ? a < b : a > b;
}

/**
 * The best value of each movement present in `results`.
 *
 * A value that is not a positive finite number is ignored: 0 means 'not measured' for the
 * charts (docs/product/validation.md) and would otherwise win every minimum of a time. Results whose movement name
 * is not one of docs/product/data-model.md (a stray database row) are ignored rather than failing the dashboard.
 */
export function bestValues(
  results: readonly { movement: MovementName; value: number }[],
): Partial<Record<MovementName, number>> {
  const best: Partial<Record<MovementName, number>> = {};
  for (const { movement, value } of results) {
    if (!isMovementName(movement) || !Number.isFinite(value) || value <= 0) continue;
    const current = best[movement];
    if (current === undefined || isBetter(unitTypeOf(movement), value, current)) {
      best[movement] = value;
    }
  }
  return best;
}
