import type { RosterRow } from '@gamespeed/domain/contracts';

export type RosterSort = 'name' | 'last-test' | 'gap';
export type RosterFilter = 'all' | 'FORCE' | 'FORM' | 'WELL-BALANCED' | 'retest-due';

export const SORT_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'last-test', label: 'Last test (oldest first)' },
  { value: 'gap', label: 'Biggest gap' },
] as const;

export const FILTER_OPTIONS = [
  { value: 'all', label: 'All athletes' },
  { value: 'FORCE', label: 'FORCE' },
  { value: 'FORM', label: 'FORM' },
  { value: 'WELL-BALANCED', label: 'WELL-BALANCED' },
  { value: 'retest-due', label: 'Retest due' },
] as const;

export const athleteName = (row: Pick<RosterRow, 'firstName' | 'lastName'>) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Unnamed athlete';

const dayText = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/**
 * The roster line about tests: the last test and the retest, which the server decides by the
 * athlete's own retest reminder choice (reminders off: never due).
 */
export function testLine(row: RosterRow): string {
  if (!row.lastTestDate) return row.retestDue ? 'No tests yet · first test due' : 'No tests yet';
  const last = `Last test ${dayText(row.lastTestDate)}`;
  if (row.retestDue) return `${last} · retest due`;
  return row.retestDueOn
    ? `${last} · retest ${dayText(row.retestDueOn)}`
    : `${last} · retest reminders off`;
}

/** A gap in comparable units: a fly's 0.1 s counts like 6 in of broad jump (their thresholds). */
const gapScore = (row: RosterRow) =>
  row.biggestGap === null
    ? Number.NEGATIVE_INFINITY
    : row.biggestGap.unit === 's'
      ? (row.biggestGap.amount / 0.1) * 6
      : row.biggestGap.amount;

/** The roster as shown: searched by name or position, filtered by badge or retest, sorted. */
export function rosterView(
  rows: readonly RosterRow[],
  { search, filter, sort }: { search: string; filter: RosterFilter; sort: RosterSort },
): RosterRow[] {
  const needle = search.trim().toLowerCase();
  const matches = rows.filter((row) => {
    if (needle && !`${athleteName(row)} ${row.position ?? ''}`.toLowerCase().includes(needle))
      return false;
    if (filter === 'all') return true;
    if (filter === 'retest-due') return row.retestDue;
    return row.badge === filter;
  });
  const byName = (a: RosterRow, b: RosterRow) =>
    (a.lastName ?? '').localeCompare(b.lastName ?? '') ||
    (a.firstName ?? '').localeCompare(b.firstName ?? '');
  return [...matches].sort((a, b) => {
    if (sort === 'last-test') {
      // Never tested first, then the oldest test.
      const ad = a.lastTestDate ?? '';
      const bd = b.lastTestDate ?? '';
      return ad.localeCompare(bd) || byName(a, b);
    }
    if (sort === 'gap') return gapScore(b) - gapScore(a) || byName(a, b);
    return byName(a, b);
  });
}
