/**
 * Reads the NFL combine files the sprint-profile cohorts are built from and joins them into one
 * row per athlete with a 40 and a 10-yard split timed at the combine (apps/server/src/db/
 * reference-data/SOURCES.md, "sprint_profile_cohorts.csv").
 *
 * - `combine_official.csv` (official combine results): the athletes, their position, height,
 *   weight and 40. It has 10-yard splits for the latest year only.
 * - `combine_pro_day.csv` (combine and pro-day results merged): the 10-yard split of earlier
 *   years, taken only when its 40 for the same athlete and year equals the official combine 40,
 *   so the split belongs to the combine run and not to a hand-timed pro day.
 */
import { readFileSync } from 'node:fs';
import { POSITIONS, type Position } from '@gamespeed/domain/constants';
import { parse } from 'csv-parse/sync';

/** Combine position labels → GameSpeed positions; every other label is left out. */
export const POSITION_GROUPS: Record<Position, readonly string[]> = {
  CB: ['CB'],
  S: ['S', 'SAF', 'FS', 'SS'],
  LB: ['LB', 'ILB', 'OLB'],
  DE: ['DE', 'EDGE'],
  DT: ['DT', 'NT'],
  WR: ['WR'],
  RB: ['RB'],
  TE: ['TE'],
  OT: ['OT', 'T'],
  OG: ['OG', 'G'],
  C: ['C'],
};

const POSITION_OF_LABEL = new Map(
  POSITIONS.flatMap((position) => POSITION_GROUPS[position].map((label) => [label, position])),
);

export interface CombineAthlete {
  year: number;
  name: string;
  /** The combine's own label (e.g. OLB) and the GameSpeed position it maps to, if any. */
  label: string;
  position: Position | null;
  heightInches: number;
  weightPounds: number;
  forty: number;
  tenYardSplit: number | null;
  /** Only some recent pro-day-merged rows carry one; used to check the model, not to fit it. */
  twentyYardSplit: number | null;
  splitSource: 'official' | 'merged' | null;
}

type Row = Record<string, string>;

const readCsv = (path: string): Row[] =>
  parse(readFileSync(path, 'utf8'), { columns: true, skip_empty_lines: true, bom: true });

const numberOrNull = (cell: string | undefined) => {
  if (cell === undefined || cell.trim() === '') return null;
  const value = Number(cell);
  return Number.isFinite(value) ? value : null;
};

const nameKey = (year: string, name: string) =>
  `${year}|${name.toLowerCase().replace(/[^a-z]/g, '')}`;

/** Two times equal to the hundredth, as both files print them. */
const sameTime = (a: number, b: number) => Math.abs(a - b) < 0.005;

export function readCombineAthletes(officialPath: string, mergedPath: string): CombineAthlete[] {
  const merged = readCsv(mergedPath);
  const mergedById = new Map<string, Row>();
  const mergedByName = new Map<string, Row[]>();
  for (const row of merged) {
    if (row.nfl_person_id) mergedById.set(row.nfl_person_id, row);
    const key = nameKey(row.Year ?? '', row.player ?? '');
    mergedByName.set(key, [...(mergedByName.get(key) ?? []), row]);
  }

  const athletes: CombineAthlete[] = [];
  for (const row of readCsv(officialPath)) {
    const forty = numberOrNull(row.forty_yard_dash);
    const heightInches = numberOrNull(row.height);
    const weightPounds = numberOrNull(row.weight);
    if (forty === null || heightInches === null || weightPounds === null) continue;
    const candidates = [
      row.person_id ? mergedById.get(row.person_id) : undefined,
      ...(mergedByName.get(nameKey(row.year ?? '', row.player ?? '')) ?? []),
    ];
    const sameRun = candidates.find((candidate) => {
      const mergedForty = numberOrNull(candidate?.['40 Yard']);
      return mergedForty !== null && sameTime(mergedForty, forty);
    });
    const officialSplit = numberOrNull(row.ten_yard_split);
    const mergedSplit = numberOrNull(sameRun?.['10-Yard Split']);
    const label = (row.position ?? '').trim();
    athletes.push({
      year: Number(row.year),
      name: row.player ?? '',
      label,
      position: POSITION_OF_LABEL.get(label) ?? null,
      heightInches,
      weightPounds,
      forty,
      tenYardSplit: officialSplit ?? mergedSplit,
      twentyYardSplit: numberOrNull(sameRun?.['20-Yard Split']),
      splitSource: officialSplit !== null ? 'official' : mergedSplit !== null ? 'merged' : null,
    });
  }
  return athletes;
}
