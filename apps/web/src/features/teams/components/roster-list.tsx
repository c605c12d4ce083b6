import { biggestGapText } from '@gamespeed/domain';
import type { RosterRow } from '@gamespeed/domain/contracts';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { paths } from '@/config/paths';
import {
  athleteName,
  FILTER_OPTIONS,
  positionOptions,
  type RosterFilter,
  type RosterPosition,
  type RosterSort,
  rosterView,
  SORT_OPTIONS,
  testLine,
} from '../roster-view';
import { TeamBadge } from './team-badge';

/**
 * The roster with search, a badge / retest filter, a position filter and a sort; each athlete
 * opens their analysis.
 */
export function RosterList({ teamId, rows }: { teamId: string; rows: RosterRow[] }) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<RosterFilter>('all');
  const [sort, setSort] = useState<RosterSort>('name');
  const [position, setPosition] = useState<RosterPosition>('all');
  const shown = rosterView(rows, { search, filter, sort, position });
  return (
    <section aria-label="Roster" className="flex flex-col gap-3">
      <TextField
        label="Search athletes"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Name or position"
      />
      <div className="grid grid-cols-2 gap-3">
        <Select
          label="Show"
          value={filter}
          onValueChange={(v) => setFilter(v as RosterFilter)}
          options={FILTER_OPTIONS}
        />
        <Select
          label="Position"
          value={position}
          onValueChange={(v) => setPosition(v as RosterPosition)}
          options={positionOptions(rows)}
        />
        <Select
          label="Sort by"
          value={sort}
          onValueChange={(v) => setSort(v as RosterSort)}
          options={SORT_OPTIONS}
          className="col-span-2"
        />
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {shown.length === rows.length
          ? `${rows.length} ${rows.length === 1 ? 'athlete' : 'athletes'}`
          : `${shown.length} of ${rows.length} athletes`}
      </p>
      <ul className="flex flex-col gap-2">
        {shown.map((row) => (
          <li key={row.athleteId}>
            <Link
              to={paths.coach.teamAthlete.getHref(teamId, row.athleteId)}
              className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 hover:bg-surface-raised"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words text-zinc-50">{athleteName(row)}</span>
                  <TeamBadge badge={row.badge} />
                </div>
                <span className="text-sm text-muted">
                  {[row.position, row.weightLbs ? `${row.weightLbs} lb` : null]
                    .filter(Boolean)
                    .join(' · ') || 'No position or weight yet'}
                </span>
                <span className="text-sm text-zinc-300">{biggestGapText(row.biggestGap)}</span>
                <span className={row.retestDue ? 'text-sm text-accent' : 'text-sm text-muted'}>
                  {testLine(row)}
                </span>
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
