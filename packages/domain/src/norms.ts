/**
 * Norm tables (docs/product/data-model.md 'Position norms', 'Bodyweight power-to-speed norms', 'Bodyweight
 * game-speed norms') and the nearest-bodyweight lookup (docs/product/api.md, docs/product/constants.md). Distances are inches,
 * times seconds, weights pounds.
 */
import type { Position } from './constants';

/** NFL combine means for one position (docs/product/data-model.md position_norms). */
export interface PositionNorm {
  position: Position;
  heightInches: number;
  weight: number;
  broadJump: number;
  fly510: number;
  fly2010: number;
  forty: number;
}

/** 'Elite by bodyweight' row (docs/product/data-model.md bodyweight_power_to_speed_norms). */
export interface PowerToSpeedNorm {
  weight: number;
  broadJump: number;
  fly510: number;
  fly2010: number;
  forty: number;
}

/** Game-speed row by bodyweight (docs/product/data-model.md bodyweight_game_speed_norms); 5→10 Fly is a range. */
export interface GameSpeedNorm {
  weight: number;
  fly510Min: number;
  fly510Max: number;
  decel510: number;
  roll90510: number;
  return180510: number;
}

/**
 * The row whose `weight` is nearest the athlete's weight (docs/product/api.md, docs/product/constants.md). Input order does not
 * matter (the rows need not be sorted); an empty list, or a non-finite weight, gives undefined.
 *
 * Tie rule (the product description does not say): when the weight lies exactly halfway between two rows, the
 * LIGHTER row wins. In the reference data (bodyweight_power_to_speed_norms.csv) `broad_jump`
 * never rises with weight — 131 in at 160 lb down to 110 in at 340 lb — so the lighter row's
 * broad-jump target is the higher or equal, i.e. stricter, one, and an athlete is never declared
 * well-balanced merely because of the tie. Among rows with the very same weight the first in
 * input order wins.
 */
export function nearestByWeight<T extends { weight: number }>(
  rows: readonly T[],
  weight: number,
): T | undefined {
  if (!Number.isFinite(weight)) return undefined;
  let best: T | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const distance = Math.abs(row.weight - weight);
    if (
      distance < bestDistance ||
      (best !== undefined && distance === bestDistance && row.weight < best.weight)
    ) {
      best = row;
      bestDistance = distance;
    }
  }
  return best;
}

/** The norm of one position, if present (docs/product/api.md 'position_norms: select by position'). */
export function findPositionNorm(
  rows: readonly PositionNorm[],
  position: Position,
): PositionNorm | undefined {
  return rows.find((row) => row.position === position);
}
