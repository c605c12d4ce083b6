/**
 * Values that are possible but unusual for this athlete: the device asks "save anyway?" before
 * sending them (docs/product/results.md 'Unusual values'). The server's hard and human limits
 * (result-limits.ts) still refuse what nobody can do; this rule only guards typing mistakes that
 * would otherwise become the athlete's best.
 */
import { isBetter } from './best-values';
import { FIXED_ELITE_SPEEDS_MPH } from './charts';
import { type MovementName, unitTypeOf } from './constants';
import { formatValue } from './format';
import type { GameSpeedNorm, PowerToSpeedNorm } from './norms';

/** "More than 15 % better than their current best" counts as unusual. */
export const UNUSUAL_IMPROVEMENT_FRACTION = 0.15;

/**
 * The elite value of `movement` for the athlete's bodyweight rows, or null when the reference
 * data has none (Gear 4 options B and C, or no weight yet). The 5→10 fly uses the faster end of
 * the game-speed range when the power-to-speed row is missing.
 */
export function eliteValueFor(
  movement: MovementName,
  powerToSpeed: Pick<PowerToSpeedNorm, 'broadJump' | 'fly510' | 'fly2010' | 'forty'> | null,
  gameSpeed: Pick<GameSpeedNorm, 'fly510Min' | 'decel510' | 'roll90510' | 'return180510'> | null,
): number | null {
  switch (movement) {
    case 'broad_jump':
      return powerToSpeed?.broadJump ?? null;
    case 'forty':
      return powerToSpeed?.forty ?? null;
    case '5_10_fly':
      return powerToSpeed?.fly510 ?? gameSpeed?.fly510Min ?? null;
    case '20_10_fly':
      return powerToSpeed?.fly2010 ?? null;
    case '5_10_decel':
      return gameSpeed?.decel510 ?? null;
    case '5_10_roll_90':
      return gameSpeed?.roll90510 ?? null;
    case '5_10_180_return':
      return gameSpeed?.return180510 ?? null;
    case 'shredmill_gear_2':
    case 'shredmill_gear_3':
    case 'shredmill_gear_4_a':
      return FIXED_ELITE_SPEEDS_MPH[movement];
    default:
      return null;
  }
}

export type UnusualResult =
  | { kind: 'beyond-elite'; elite: number }
  | { kind: 'much-better'; best: number };

/**
 * Why `value` is unusual for the athlete, or null. Beyond the elite value for their weight wins
 * over the jump from their best (it is the stronger statement). A first result is only compared
 * with elite. Equal to elite is not beyond it.
 */
export function unusualResult(input: {
  movement: MovementName;
  value: number;
  currentBest: number | null | undefined;
  elite: number | null | undefined;
}): UnusualResult | null {
  const unit = unitTypeOf(input.movement);
  if (input.elite != null && input.elite > 0 && isBetter(unit, input.value, input.elite)) {
    return { kind: 'beyond-elite', elite: input.elite };
  }
  const best = input.currentBest;
  if (best != null && best > 0) {
    const factor =
      unit === 'time' ? 1 - UNUSUAL_IMPROVEMENT_FRACTION : 1 + UNUSUAL_IMPROVEMENT_FRACTION;
    // Rounded so that exactly 15 % (100 in → 115 in) is not unusual despite binary fractions.
    const bar = Math.round(best * factor * 1e6) / 1e6;
    if (isBetter(unit, input.value, bar)) return { kind: 'much-better', best };
  }
  return null;
}

/**
 * The question asked before saving an unusual value: to the athlete ('your', their Add Test
 * Result) or to a coach about an athlete ('their', the test day).
 */
export function unusualResultQuestion(
  movement: MovementName,
  unusual: UnusualResult,
  whose: 'your' | 'their' = 'your',
): string {
  if (unusual.kind === 'beyond-elite') {
    return `That is beyond elite for ${whose} weight (${formatValue(unusual.elite, unitTypeOf(movement))}) — save anyway?`;
  }
  return `That is more than ${UNUSUAL_IMPROVEMENT_FRACTION * 100} % better than ${whose} best (${formatValue(unusual.best, unitTypeOf(movement))}) — save anyway?`;
}
