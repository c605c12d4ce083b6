import {
  MOVEMENTS,
  PERCENTILE_TESTS,
  POSITION_GROUPS,
  type PositionGroup,
  type Standing,
} from '@gamespeed/domain';
import type { PercentilesResponse, RosterRow } from '@gamespeed/domain/contracts';
import { athleteName } from './roster-view';

export type StandingsSort = 'team' | 'level' | 'name';
export const STANDINGS_SORT_OPTIONS = [
  { value: 'team', label: 'Percentile in the team' },
  { value: 'level', label: 'Percentile at their level' },
  { value: 'name', label: 'Name' },
] as const;

export const STANDINGS_TEST_OPTIONS = PERCENTILE_TESTS.map((name) => ({
  value: name,
  label: MOVEMENTS.find((m) => m.name === name)?.displayName ?? name,
}));

export type StandingsGroup = 'all' | PositionGroup;
export const STANDINGS_GROUP_OPTIONS = [
  { value: 'all', label: 'All groups' },
  ...POSITION_GROUPS.map((g) => ({ value: g, label: g })),
];

export interface StandingsRow {
  athleteId: string;
  name: string;
  positionGroup: PositionGroup | null;
  team: Standing | null;
  gameSpeed: Standing | null;
}

const percentileOf = (s: Standing | null) => (s?.kind === 'percentile' ? s.percentile : -1);

/**
 * The roster's standings in one test: filtered by position group, sorted by the percentile in
 * the team or at the level (highest first; athletes without one last) or by name.
 */
export function standingsView(
  roster: readonly RosterRow[],
  data: PercentilesResponse,
  options: { sort: StandingsSort; group: StandingsGroup },
): StandingsRow[] {
  const names = new Map(roster.map((r) => [r.athleteId, athleteName(r)]));
  const rows = data.athletes
    .filter((a) => options.group === 'all' || a.positionGroup === options.group)
    .map((a) => ({
      athleteId: a.athleteId,
      name: names.get(a.athleteId) ?? 'Unnamed athlete',
      positionGroup: a.positionGroup,
      team: a.team,
      gameSpeed: a.gameSpeed,
    }));
  const byName = (a: StandingsRow, b: StandingsRow) => a.name.localeCompare(b.name);
  if (options.sort === 'name') return rows.sort(byName);
  const key = options.sort === 'team' ? 'team' : 'gameSpeed';
  return rows.sort((a, b) => percentileOf(b[key]) - percentileOf(a[key]) || byName(a, b));
}
