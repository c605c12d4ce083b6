import { type PercentileTest, standingText } from '@gamespeed/domain';
import type { RosterRow } from '@gamespeed/domain/contracts';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner/spinner';
import { usePercentiles } from '../api/get-percentiles';
import {
  STANDINGS_GROUP_OPTIONS,
  STANDINGS_SORT_OPTIONS,
  STANDINGS_TEST_OPTIONS,
  type StandingsGroup,
  type StandingsSort,
  standingsView,
} from '../standings-view';
import { ROSTER_CARD_CLASS, RosterChoices, rosterChoice } from './roster-choices';

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * Where the team's athletes stand in one test (docs/product/percentiles.md): the percentile in
 * the team's position group and at their level on GameSpeed, electronic times only, with n and
 * the date; sortable by either, filterable by position group.
 */
export function RosterStandings({ teamId, rows }: { teamId: string; rows: RosterRow[] }) {
  const [test, setTest] = useState<PercentileTest>('broad_jump');
  const [sort, setSort] = useState<StandingsSort>('team');
  const [group, setGroup] = useState<StandingsGroup>('all');
  const query = usePercentiles(teamId, { test, timing: 'electronic' });
  return (
    <section aria-labelledby="standings-heading" className="flex flex-col gap-3">
      <h2 id="standings-heading" className="text-lg font-semibold">
        Percentiles
      </h2>
      <RosterChoices
        choices={[
          rosterChoice({
            label: 'Percentile test',
            value: test,
            onChange: setTest,
            options: STANDINGS_TEST_OPTIONS,
          }),
          rosterChoice({
            label: 'Percentile group',
            value: group,
            onChange: setGroup,
            options: STANDINGS_GROUP_OPTIONS,
          }),
          rosterChoice({
            label: 'Sort percentiles by',
            value: sort,
            onChange: setSort,
            options: STANDINGS_SORT_OPTIONS,
          }),
        ]}
      />
      {query.isPending ? (
        <Spinner label="Loading percentiles..." />
      ) : query.isError ? (
        <p className="text-sm text-red-400">Could not load the percentiles.</p>
      ) : (
        <>
          <p className="text-sm text-muted">
            Best results, electronic times only · as of {dateText(query.data.computedAt)}
          </p>
          <ul aria-label="Percentiles by athlete" className="flex flex-col gap-2">
            {standingsView(rows, query.data, { sort, group }).map((row) => (
              <li key={row.athleteId} className={`flex flex-col gap-1 ${ROSTER_CARD_CLASS}`}>
                <span className="font-semibold text-zinc-50">
                  {row.name}
                  {row.positionGroup ? (
                    <span className="font-normal text-muted"> · {row.positionGroup}</span>
                  ) : null}
                </span>
                <span className="text-sm text-zinc-300">
                  In the team: {row.team ? standingText(row.team) : 'No result yet'}
                </span>
                <span className="text-sm text-zinc-300">
                  At their level:{' '}
                  {row.gameSpeed ? standingText(row.gameSpeed) : 'No result or level yet'}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
