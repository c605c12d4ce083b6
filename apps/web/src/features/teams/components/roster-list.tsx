import { AGE_GROUP_LABELS, biggestGapText } from '@gamespeed/domain';
import type { RosterRow } from '@gamespeed/domain/contracts';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/input/input';
import { paths } from '@/config/paths';
import {
  athleteName,
  FILTER_OPTIONS,
  positionOptions,
  profileSortNote,
  type RosterFilter,
  type RosterPosition,
  type RosterSort,
  rosterView,
  SORT_OPTIONS,
  sprintProfileLine,
  testLine,
} from '../roster-view';
import { ROSTER_CARD_CLASS, RosterChoices, rosterChoice } from './roster-choices';
import { TeamBadge } from './team-badge';

/** The athlete's sprint profile on their roster card, when there is one to say. */
function ProfileLine({ row, sort }: { row: RosterRow; sort: RosterSort }) {
  const text = sprintProfileLine(row, sort);
  if (!text) return null;
  return (
    <span className={row.sprintProfile ? 'text-sm text-zinc-300' : 'text-sm text-muted'}>
      {text}
    </span>
  );
}

/**
 * The roster with search, a badge / retest filter, a position filter and a sort (the sprint
 * profile's sorts put athletes without one last, and say so); each athlete opens their analysis.
 */
export function RosterList({ teamId, rows }: { teamId: string; rows: RosterRow[] }) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<RosterFilter>('all');
  const [sort, setSort] = useState<RosterSort>('name');
  const [position, setPosition] = useState<RosterPosition>('all');
  const shown = rosterView(rows, { search, filter, sort, position });
  const sortNote = profileSortNote(shown, sort);
  return (
    <section aria-label="Roster" className="flex flex-col gap-3">
      <TextField
        label="Search athletes"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Name or position"
      />
      <RosterChoices
        choices={[
          rosterChoice({
            label: 'Show',
            value: filter,
            onChange: setFilter,
            options: FILTER_OPTIONS,
          }),
          rosterChoice({
            label: 'Position',
            value: position,
            onChange: setPosition,
            options: positionOptions(rows),
          }),
          rosterChoice({ label: 'Sort by', value: sort, onChange: setSort, options: SORT_OPTIONS }),
        ]}
      />
      <p className="text-sm text-muted" aria-live="polite">
        {shown.length === rows.length
          ? `${rows.length} ${rows.length === 1 ? 'athlete' : 'athletes'}`
          : `${shown.length} of ${rows.length} athletes`}
      </p>
      {sortNote ? <p className="-mt-2 text-sm text-muted">{sortNote}</p> : null}
      <ul className="flex flex-col gap-2">
        {shown.map((row) => (
          <li key={row.athleteId}>
            <Link
              to={paths.coach.teamAthlete.getHref(teamId, row.athleteId)}
              className={`flex items-center gap-3 ${ROSTER_CARD_CLASS} hover:bg-surface-raised`}
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words text-zinc-50">{athleteName(row)}</span>
                  <TeamBadge badge={row.badge} />
                </div>
                <span className="text-sm text-muted">
                  {[
                    row.position,
                    row.weightLbs ? `${row.weightLbs} lb` : null,
                    row.ageGroup ? `Age ${AGE_GROUP_LABELS[row.ageGroup]}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ') || 'No position or weight yet'}
                </span>
                <span className="text-sm text-zinc-300">{biggestGapText(row.biggestGap)}</span>
                <span className={row.retestDue ? 'text-sm text-accent' : 'text-sm text-muted'}>
                  {testLine(row)}
                </span>
                <ProfileLine row={row} sort={sort} />
              </div>
              <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-zinc-500" />
            </Link>
          </li>
        ))}
      </ul>
      {shown.length === 0 && rows.length > 0 ? (
        <p className="text-sm text-muted">No athlete matches.</p>
      ) : null}
    </section>
  );
}
