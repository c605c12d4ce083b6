import { POSITIONS, type Position } from '@gamespeed/domain/constants';
import type { RosterRow } from '@gamespeed/domain/contracts';
import { metresPerSecondToMph } from '@gamespeed/domain/sprint-profile/units';

export type RosterSort =
  | 'name'
  | 'position'
  | 'weight'
  | 'badge'
  | 'gap'
  | 'last-test'
  | 'retest'
  | 'f0'
  | 'mss'
  | 'profile-date';
export type RosterFilter = 'all' | 'FORCE' | 'FORM' | 'WELL-BALANCED' | 'retest-due';

export const SORT_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'position', label: 'Position' },
  { value: 'weight', label: 'Weight (heaviest first)' },
  { value: 'badge', label: 'Badge' },
  { value: 'gap', label: 'Biggest gap' },
  { value: 'last-test', label: 'Last test (oldest first)' },
  { value: 'retest', label: 'Retest due first' },
  { value: 'f0', label: 'F0/kg (highest first)' },
  { value: 'mss', label: 'Top speed, MSS (fastest first)' },
  { value: 'profile-date', label: 'Sprint profile date (newest first)' },
] as const;

/** The sorts by the sprint profile: athletes without the number sorted by go last. */
const PROFILE_SORTS: readonly RosterSort[] = ['f0', 'mss', 'profile-date'];

/** The number a profile sort orders by (highest first), or null: the athlete goes last. */
function profileKey(row: RosterRow, sort: RosterSort): number | string | null {
  const profile = row.sprintProfile;
  if (!profile) return null;
  if (sort === 'f0') return profile.f0PerKg;
  if (sort === 'mss') return profile.mss;
  return profile.testDate;
}

/**
 * Said under the count while a profile sort is chosen: who goes last and why, or null when the
 * sort is not by the profile or every athlete shown has the number.
 */
export function profileSortNote(shown: readonly RosterRow[], sort: RosterSort): string | null {
  if (!PROFILE_SORTS.includes(sort)) return null;
  const last = shown.filter((row) => profileKey(row, sort) === null).length;
  if (last === 0) return null;
  const who = last === 1 ? '1 athlete' : `${last} athletes`;
  const verb = last === 1 ? 'is' : 'are';
  return sort === 'f0'
    ? `${who} without a sprint profile with F0 (it needs a height and weight) ${verb} listed last.`
    : `${who} without a sprint profile ${verb} listed last.`;
}

/** 'all' or one position. */
export type RosterPosition = 'all' | Position;

/** 'All positions', then the positions of the athletes on the roster, in the usual order. */
export function positionOptions(rows: readonly RosterRow[]) {
  const present = new Set(rows.map((row) => row.position));
  return [
    { value: 'all', label: 'All positions' },
    ...POSITIONS.filter((p) => present.has(p)).map((p) => ({ value: p, label: p })),
  ];
}

/** Badges in the order the coach acts on them: force, form, balanced, none yet. */
const BADGE_ORDER = ['FORCE', 'FORM', 'WELL-BALANCED'] as const;
const badgeRank = (row: RosterRow) => {
  const index = BADGE_ORDER.indexOf(row.badge as (typeof BADGE_ORDER)[number]);
  return index === -1 ? BADGE_ORDER.length : index;
};
const positionRank = (row: RosterRow) =>
  row.position === null ? POSITIONS.length : POSITIONS.indexOf(row.position);

export const FILTER_OPTIONS = [
  { value: 'all', label: 'All athletes' },
  { value: 'FORCE', label: 'FORCE' },
  { value: 'FORM', label: 'FORM' },
  { value: 'WELL-BALANCED', label: 'WELL-BALANCED' },
  { value: 'retest-due', label: 'Retest due' },
] as const;

export const athleteName = (row: Pick<RosterRow, 'firstName' | 'lastName'>) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Unnamed athlete';

/** Made once: a roster formats a day per row, and making a formatter is the slow part. */
const dayInYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dayText = (day: string) => dayInYear.format(new Date(`${day}T12:00:00`));

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

/**
 * The roster line about the sprint profile: its date, top speed and F0/kg ("Sprint profile Mar 2
 * · 21.5 mph (9.62 m/s) · F0 8.2 N/kg"); null without one unless the roster is sorted by it.
 */
export function sprintProfileLine(row: RosterRow, sort: RosterSort): string | null {
  const profile = row.sprintProfile;
  if (!profile) return PROFILE_SORTS.includes(sort) ? 'No sprint profile' : null;
  // A value never breaks from its unit; the line wraps between its parts.
  const value = (text: string) => text.replaceAll(' ', '\u00a0');
  const speed = value(
    `${metresPerSecondToMph(profile.mss).toFixed(1)} mph (${profile.mss.toFixed(2)} m/s)`,
  );
  const force = profile.f0PerKg === null ? null : value(`F0 ${profile.f0PerKg.toFixed(1)} N/kg`);
  return [`Sprint profile ${dayText(profile.testDate)}`, speed, force].filter(Boolean).join(' · ');
}

/** A gap in comparable units: a fly's 0.1 s counts like 6 in of broad jump (their thresholds). */
const gapScore = (row: RosterRow) =>
  row.biggestGap === null
    ? Number.NEGATIVE_INFINITY
    : row.biggestGap.unit === 's'
      ? (row.biggestGap.amount / 0.1) * 6
      : row.biggestGap.amount;

/**
 * The roster as shown: searched by name or position, filtered by position and by badge or
 * retest, sorted (ties by name).
 */
export function rosterView(
  rows: readonly RosterRow[],
  {
    search,
    filter,
    sort,
    position = 'all',
  }: { search: string; filter: RosterFilter; sort: RosterSort; position?: RosterPosition },
): RosterRow[] {
  const needle = search.trim().toLowerCase();
  const matches = rows.filter((row) => {
    if (needle && !`${athleteName(row)} ${row.position ?? ''}`.toLowerCase().includes(needle))
      return false;
    if (position !== 'all' && row.position !== position) return false;
    if (filter === 'all') return true;
    if (filter === 'retest-due') return row.retestDue;
    return row.badge === filter;
  });
  const byName = (a: RosterRow, b: RosterRow) =>
    (a.lastName ?? '').localeCompare(b.lastName ?? '') ||
    (a.firstName ?? '').localeCompare(b.firstName ?? '');
  return [...matches].sort((a, b) => {
    if (PROFILE_SORTS.includes(sort)) {
      const ak = profileKey(a, sort);
      const bk = profileKey(b, sort);
      if (ak === null || bk === null)
        return Number(ak === null) - Number(bk === null) || byName(a, b);
      const higher = typeof ak === 'string' ? String(bk).localeCompare(ak) : Number(bk) - ak;
      return higher || byName(a, b);
    }
    if (sort === 'last-test') {
      // Never tested first, then the oldest test.
      const ad = a.lastTestDate ?? '';
      const bd = b.lastTestDate ?? '';
      return ad.localeCompare(bd) || byName(a, b);
    }
    if (sort === 'gap') return gapScore(b) - gapScore(a) || byName(a, b);
    if (sort === 'position') return positionRank(a) - positionRank(b) || byName(a, b);
    // Heaviest first; no weight last.
    if (sort === 'weight') return (b.weightLbs ?? -1) - (a.weightLbs ?? -1) || byName(a, b);
    if (sort === 'badge') return badgeRank(a) - badgeRank(b) || byName(a, b);
    if (sort === 'retest') return Number(b.retestDue) - Number(a.retestDue) || byName(a, b);
    return byName(a, b);
  });
}
