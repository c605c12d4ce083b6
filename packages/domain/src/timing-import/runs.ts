/**
 * A mapped table to runs (docs/product/timing-import.md, "Rows to runs"): one run per row in a
 * per-row file, one run per athlete, date and run number in a per-gate file. A row that cannot
 * become a run is listed with its reason, never dropped silently.
 */
import type { Split } from '../trials';
import type { ColumnMapping } from './mapping';
import { cellNumber, type TimingTable } from './read-table';

export interface AthleteKey {
  name: string;
  email: string | null;
  externalId: string | null;
}

export interface ImportRun {
  /** Indexes into the table's rows. */
  rows: number[];
  athlete: AthleteKey;
  date: string | null;
  trial: number | null;
  testLabel: string | null;
  /** Cumulative times at gates, nearest first, in the file's units. */
  splits: Split[];
  total: number | null;
}

export interface SkippedRows {
  rows: number[];
  reason: string;
}

export interface RunsReading {
  runs: ImportRun[];
  skipped: SkippedRows[];
}

export function readRuns(table: TimingTable, mapping: ColumnMapping): RunsReading {
  return mapping.perSplit ? perSplitRuns(table, mapping) : perRowRuns(table, mapping);
}

function perRowRuns(table: TimingTable, mapping: ColumnMapping): RunsReading {
  const runs: ImportRun[] = [];
  const skipped: SkippedRows[] = [];
  eachReadableRow(table, mapping, skipped, (row, index, common) => {
    const splits: Split[] = [];
    for (const { column, distance, unit } of mapping.splits) {
      const cell = row[column] ?? '';
      if (cell === '') continue;
      const seconds = cellNumber(cell, table.decimalComma);
      if (seconds === null) {
        skipped.push({ rows: [index], reason: `“${cell}” is not a time` });
        return;
      }
      splits.push({ distance, unit, seconds });
    }
    const totalCell = mapping.total === null ? '' : (row[mapping.total] ?? '');
    const total = totalCell === '' ? null : cellNumber(totalCell, table.decimalComma);
    if (totalCell !== '' && total === null) {
      skipped.push({ rows: [index], reason: `“${totalCell}” is not a time` });
      return;
    }
    if (splits.length === 0 && total === null) {
      skipped.push({ rows: [index], reason: 'No time in this row' });
      return;
    }
    runs.push({ rows: [index], ...common, splits, total });
  });
  return { runs, skipped };
}

function perSplitRuns(table: TimingTable, mapping: ColumnMapping): RunsReading {
  const { distanceColumn, timeColumn, unit } = mapping.perSplit!;
  const byRun = new Map<string, ImportRun>();
  const skipped: SkippedRows[] = [];
  eachReadableRow(table, mapping, skipped, (row, index, common) => {
    const distance = cellNumber(row[distanceColumn] ?? '', table.decimalComma);
    const seconds = cellNumber(row[timeColumn] ?? '', table.decimalComma);
    if (distance === null || seconds === null) {
      skipped.push({ rows: [index], reason: 'This row has no gate distance and time' });
      return;
    }
    const key = JSON.stringify([common.athlete, common.date, common.trial, common.testLabel]);
    const run = byRun.get(key) ?? { rows: [], ...common, splits: [], total: null };
    run.rows.push(index);
    run.splits.push({ distance, unit, seconds });
    byRun.set(key, run);
  });
  const runs = [...byRun.values()];
  for (const run of runs) run.splits.sort((a, b) => a.distance - b.distance);
  return { runs, skipped };
}

type Common = Pick<ImportRun, 'athlete' | 'date' | 'trial' | 'testLabel'>;

/** Calls `read` for each row that names an athlete and a readable date; lists the others. */
function eachReadableRow(
  table: TimingTable,
  mapping: ColumnMapping,
  skipped: SkippedRows[],
  read: (row: string[], index: number, common: Common) => void,
): void {
  table.rows.forEach((row, index) => {
    const common = commonFields(row, mapping, table.decimalComma);
    if ('reason' in common) skipped.push({ rows: [index], reason: common.reason });
    else read(row, index, common);
  });
}

function commonFields(
  row: readonly string[],
  mapping: ColumnMapping,
  decimalComma: boolean,
): Common | { reason: string } {
  const cell = (column: number | undefined | null) =>
    column === undefined || column === null ? '' : (row[column] ?? '');
  const { athlete } = mapping;
  const name = [cell(athlete.first), cell(athlete.last), cell(athlete.name)]
    .filter((part) => part !== '')
    .join(' ');
  const email = cell(athlete.email) || null;
  const externalId = cell(athlete.id) || null;
  if (name === '' && !email && !externalId) return { reason: 'No athlete in this row' };
  let date: string | null;
  if ('column' in mapping.date) {
    date = cellDate(cell(mapping.date.column));
    if (!date) return { reason: `“${cell(mapping.date.column)}” is not a date` };
  } else {
    date = mapping.date.fileDate;
  }
  const trialCell = cell(mapping.trial);
  const trial = trialCell === '' ? null : cellNumber(trialCell, decimalComma);
  return {
    athlete: { name, email, externalId },
    date,
    trial: trial !== null && Number.isInteger(trial) && trial > 0 ? trial : null,
    testLabel: cell(mapping.test) || null,
  };
}

/**
 * A date cell as yyyy-mm-dd: ISO (a time after it is ignored), US month/day/year, or
 * day.month.year; null for anything else or a day that does not exist.
 */
export function cellDate(cell: string): string | null {
  const text = cell.trim();
  let parts: [number, number, number] | null = null;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (match) parts = [Number(match[1]), Number(match[2]), Number(match[3])];
  match = parts ? null : /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: .*)?$/.exec(text);
  if (match) parts = [Number(match[3]), Number(match[1]), Number(match[2])];
  match = parts ? null : /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?: .*)?$/.exec(text);
  if (match) parts = [Number(match[3]), Number(match[2]), Number(match[1])];
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}
