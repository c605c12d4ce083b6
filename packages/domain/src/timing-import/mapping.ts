/**
 * Which column holds what (docs/product/timing-import.md, "Mapping columns"): the mapping the
 * wizard shows, guessed from the headers and the recognised preset and changed by the coach.
 * Columns are referred to by their index in the header row. What cannot be guessed — a split
 * header without a distance, a bare `T10` when the layout does not say its unit — is a question.
 */
import type { DistanceUnit, StartKind, TimingDevice } from '../trials';
import { columnRoles } from './column-roles';
import { readHeaderDistance } from './header-distance';
import { type PresetId, recognisePreset } from './presets';

export interface SplitColumn {
  column: number;
  distance: number;
  unit: DistanceUnit;
}

export interface ColumnMapping {
  preset: PresetId;
  athlete: { name?: number; first?: number; last?: number; email?: number; id?: number };
  /** A column of dates, or one date (yyyy-mm-dd) for the whole file. */
  date: { column: number } | { fileDate: string | null };
  test: number | null;
  trial: number | null;
  total: number | null;
  /** One row per run: the columns of cumulative times at gates. */
  splits: SplitColumn[];
  /** One row per gate: the gate's distance and the time at it. */
  perSplit: { distanceColumn: number; timeColumn: number; unit: DistanceUnit } | null;
  device: TimingDevice;
  deviceName: string | null;
  start: StartKind;
}

export interface MappingQuestion {
  column: number;
  header: string;
  question: string;
}

export interface MappingGuess {
  mapping: ColumnMapping;
  questions: MappingQuestion[];
}

/** The mapping the headers suggest, and what must be asked before saving. */
export function guessMapping(headers: readonly string[]): MappingGuess {
  const preset = recognisePreset(headers);
  const roles = columnRoles(headers);
  const first = (role: (typeof roles)[number]) => {
    const index = roles.indexOf(role);
    return index === -1 ? undefined : index;
  };
  const questions: MappingQuestion[] = [];
  const splits: SplitColumn[] = [];
  headers.forEach((header, column) => {
    if (roles[column] !== 'other') return;
    const reading = readHeaderDistance(header);
    if (reading.kind === 'ask') {
      questions.push({ column, header, question: reading.reason });
    } else if (reading.kind === 'gate') {
      const unit = reading.unit ?? preset.bareDistanceUnit;
      if (unit) splits.push({ column, distance: reading.distance, unit });
      else {
        questions.push({
          column,
          header,
          question: `Is “${header}” ${reading.distance} m or ${reading.distance} yd?`,
        });
      }
    }
  });
  const distanceColumn = first('gate-distance');
  const timeColumn = first('gate-time') ?? first('total');
  const perSplit =
    preset.layout === 'per-split' && distanceColumn !== undefined && timeColumn !== undefined
      ? { distanceColumn, timeColumn, unit: unitFromHeader(headers[distanceColumn]!) ?? 'm' }
      : null;
  if (perSplit && distanceColumn !== undefined && !unitFromHeader(headers[distanceColumn]!)) {
    questions.push({
      column: distanceColumn,
      header: headers[distanceColumn]!,
      question: 'Are the gate distances in metres or in yards?',
    });
  }
  const dateColumn = first('date');
  const athlete = Object.fromEntries(
    (
      [
        ['name', first('athlete-name')],
        ['first', first('first-name')],
        ['last', first('last-name')],
        ['email', first('email')],
        ['id', first('athlete-id')],
      ] as const
    ).filter(([, index]) => index !== undefined),
  ) as ColumnMapping['athlete'];
  return {
    mapping: {
      preset: preset.id,
      athlete,
      date: dateColumn === undefined ? { fileDate: null } : { column: dateColumn },
      test: first('test') ?? null,
      trial: first('trial') ?? null,
      total: perSplit ? null : (first('total') ?? null),
      splits: perSplit ? [] : splits.sort((a, b) => a.column - b.column),
      perSplit,
      device: preset.device,
      deviceName: preset.deviceName,
      start: preset.start,
    },
    questions,
  };
}

function unitFromHeader(header: string): DistanceUnit | null {
  if (/\b(yd|yds|yards?)\b/i.test(header)) return 'yd';
  return /\b(m|metres?|meters?)\b/i.test(header) ? 'm' : null;
}
