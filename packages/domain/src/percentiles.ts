/**
 * Where an athlete stands among others (docs/product/percentiles.md): within the team's position
 * group, and within every GameSpeed athlete of the same level and position once there are
 * enough of them. Computed from each athlete's current best result of one test.
 */
import type { AthleteLevel } from './athlete-level';
import { isBetter } from './best-values';
import type { MovementName, Position, UnitType } from './constants';
import { ordinal } from './format';

/** The tests a standing is computed for: the ones the diagnosis and the norms use. */
export const PERCENTILE_TESTS = [
  'broad_jump',
  'forty',
  '5_10_fly',
  '20_10_fly',
] as const satisfies readonly MovementName[];
export type PercentileTest = (typeof PERCENTILE_TESTS)[number];

/** Below this many athletes, GameSpeed shows no percentile ("Not enough athletes yet"). */
export const GAMESPEED_MIN_ATHLETES = 30;
/** A percentile within a team needs at least this many athletes in the position group. */
export const TEAM_MIN_ATHLETES = 2;
export const NOT_ENOUGH_ATHLETES_TEXT = 'Not enough athletes yet';

export const POSITION_GROUPS = ['DB', 'LB', 'DL', 'WR', 'RB', 'TE', 'OL'] as const;
export type PositionGroup = (typeof POSITION_GROUPS)[number];
/** Teammates compared with each other: defensive backs, linemen on each side, and the rest. */
export const POSITION_GROUP_OF: Record<Position, PositionGroup> = {
  CB: 'DB',
  S: 'DB',
  LB: 'LB',
  DE: 'DL',
  DT: 'DL',
  WR: 'WR',
  RB: 'RB',
  TE: 'TE',
  OT: 'OL',
  OG: 'OL',
  C: 'OL',
};

/**
 * Percentile rank of `value` among `values` (which include it): the share of athletes it beats,
 * counting ties as half, `100 × (worse + ½ × equal) / n`, rounded to a whole number.
 */
export function percentileRank(value: number, values: readonly number[], unit: UnitType): number {
  if (values.length === 0) return 0;
  let worse = 0;
  let equal = 0;
  for (const other of values) {
    if (other === value) equal++;
    else if (isBetter(unit, value, other)) worse++;
  }
  return Math.round((100 * (worse + equal / 2)) / values.length);
}

export type Standing =
  | { kind: 'percentile'; percentile: number; n: number }
  | { kind: 'not-enough'; n: number; needed: number };

/** The standing among `values`, or "not enough" when fewer than `needed` athletes are there. */
export function standing(
  value: number,
  values: readonly number[],
  unit: UnitType,
  needed: number,
): Standing {
  if (values.length < needed) return { kind: 'not-enough', n: values.length, needed };
  return { kind: 'percentile', percentile: percentileRank(value, values, unit), n: values.length };
}

/** One athlete's best of the test, with what decides whom they are compared with. */
export interface PoolAthlete {
  athleteId: string;
  position: Position | null;
  level: AthleteLevel | null;
  best: number;
}

export interface AthleteStanding {
  athleteId: string;
  best: number | null;
  /** Null without a best result or a position. */
  team: Standing | null;
  /** Null without a best result, a position or a level. */
  gameSpeed: Standing | null;
}

/**
 * Each team member's standing in one test. `pool` is every GameSpeed athlete with a best of the
 * test (team members included); a member is compared within the team with members of the same
 * position group, and within GameSpeed with athletes of the same level and position.
 */
export function teamStandings(
  memberIds: readonly string[],
  pool: readonly PoolAthlete[],
  unit: UnitType,
): AthleteStanding[] {
  const byId = new Map(pool.map((a) => [a.athleteId, a]));
  const members = memberIds.flatMap((id) => byId.get(id) ?? []);
  return memberIds.map((athleteId) => {
    const me = byId.get(athleteId);
    if (!me) return { athleteId, best: null, team: null, gameSpeed: null };
    if (me.position === null) return { athleteId, best: me.best, team: null, gameSpeed: null };
    const group = POSITION_GROUP_OF[me.position];
    const teammates = members
      .filter((a) => a.position !== null && POSITION_GROUP_OF[a.position] === group)
      .map((a) => a.best);
    const peers =
      me.level === null
        ? null
        : pool.filter((a) => a.level === me.level && a.position === me.position).map((a) => a.best);
    return {
      athleteId,
      best: me.best,
      team: standing(me.best, teammates, unit, TEAM_MIN_ATHLETES),
      gameSpeed: peers === null ? null : standing(me.best, peers, unit, GAMESPEED_MIN_ATHLETES),
    };
  });
}

/** "62nd percentile (n = 8)" or "Not enough athletes yet (12 of 30)". */
export function standingText(s: Standing): string {
  if (s.kind === 'not-enough') return `${NOT_ENOUGH_ATHLETES_TEXT} (${s.n} of ${s.needed})`;
  return `${ordinal(s.percentile)} percentile (n = ${s.n})`;
}
