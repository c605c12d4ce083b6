import type { PercentilesResponse, RosterRow } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { standingsView } from './standings-view';

const row = (athleteId: string, firstName: string) =>
  ({ athleteId, firstName, lastName: 'X' }) as RosterRow;

const data: PercentilesResponse = {
  test: 'broad_jump',
  timing: 'electronic',
  computedAt: '2026-11-28T05:00:00.000Z',
  athletes: [
    {
      athleteId: 'a',
      positionGroup: 'WR',
      level: 'high_school',
      best: 100,
      team: { kind: 'percentile', percentile: 25, n: 2 },
      gameSpeed: { kind: 'percentile', percentile: 80, n: 40 },
    },
    {
      athleteId: 'b',
      positionGroup: 'WR',
      level: 'high_school',
      best: 110,
      team: { kind: 'percentile', percentile: 75, n: 2 },
      gameSpeed: { kind: 'percentile', percentile: 90, n: 40 },
    },
    {
      athleteId: 'c',
      positionGroup: 'OL',
      level: 'high_school',
      best: 90,
      team: { kind: 'not-enough', n: 1, needed: 2 },
      gameSpeed: { kind: 'not-enough', n: 3, needed: 30 },
    },
    { athleteId: 'd', positionGroup: null, level: null, best: null, team: null, gameSpeed: null },
  ],
};
const roster = [row('a', 'Al'), row('b', 'Bo'), row('c', 'Cy'), row('d', 'Di')];

describe('standingsView', () => {
  it('sorts by the percentile in the team, highest first, those without one last', () => {
    const ids = standingsView(roster, data, { sort: 'team', group: 'all' }).map((r) => r.athleteId);
    expect(ids).toEqual(['b', 'a', 'c', 'd']);
  });

  it('sorts by the percentile at the level, and by name', () => {
    expect(
      standingsView(roster, data, { sort: 'level', group: 'all' }).map((r) => r.athleteId),
    ).toEqual(['b', 'a', 'c', 'd']);
    expect(standingsView(roster, data, { sort: 'name', group: 'all' }).map((r) => r.name)).toEqual([
      'Al X',
      'Bo X',
      'Cy X',
      'Di X',
    ]);
  });

  it('filters by position group', () => {
    expect(
      standingsView(roster, data, { sort: 'team', group: 'OL' }).map((r) => r.athleteId),
    ).toEqual(['c']);
  });
});
