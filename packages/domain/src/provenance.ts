/**
 * The benchmark-source sheet (docs/product/norm-provenance.md): what one benchmark is, read from
 * the provenance file shipped with the reference data — population, statistic, weight bin,
 * years, datasets and n — one line per test, with "Provisional" where the data is a placeholder.
 */
import type { NormProvenance, NormTableName } from './contracts/provenance';
import { ordinal } from './format';

/** Which benchmark a sheet is about. */
export type BenchmarkRef =
  | { kind: 'nfl'; position: string; columns?: readonly string[] }
  | {
      kind: 'elite';
      table: Exclude<NormTableName, 'position_norms'>;
      weight: number;
      columns?: readonly string[];
    }
  | { kind: 'fixed-speeds' };

export interface BenchmarkSourceLine {
  test: string;
  /** e.g. 'mean of NFL combine participants at the position, 2000–2024, n = 1,029'. */
  summary: string;
  statistic: string;
  years: string;
  datasets: string[];
  n: number | null;
  provisional: boolean;
  note?: string;
}

export interface BenchmarkSource {
  /** e.g. 'NFL WR' or 'Elite for 200 lb'. */
  title: string;
  population: string;
  /** e.g. '190–210 lb' for a bodyweight row. */
  weightBin: string | null;
  provisional: boolean;
  lines: BenchmarkSourceLine[];
}

/** The word for a statistic: 'p90' → '90th percentile', 'mean' → 'mean', formulas as they are. */
export function statisticText(statistic: string): string {
  const match = /^p(\d{1,2})$/.exec(statistic);
  if (!match) return statistic;
  return `${ordinal(Number(match[1]))} percentile`;
}

/** 1029 → '1,029' (fixed, so server and screens read alike). */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The inclusive weight bin of a bodyweight row: 200 → '190–210 lb' (160 → '140–180 lb'). */
export function weightBinText(
  bin: { halfWidthLbs: number; exceptions: Record<string, number> },
  weight: number,
): string {
  const half = bin.exceptions[String(weight)] ?? bin.halfWidthLbs;
  return `${weight - half}–${weight + half} lb`;
}

/** True when a table column is marked provisional (the column's flag wins over the table's). */
export function isProvisional(
  provenance: NormProvenance,
  table: NormTableName,
  column: string,
): boolean {
  const t = provenance.tables[table];
  return t.columns[column]?.provisional ?? t.provisional;
}

/**
 * What one benchmark is, line by line. `columns` limits the lines to those tests (default: all
 * of the table's columns). Unknown rows give n = null rather than failing.
 */
export function describeBenchmark(provenance: NormProvenance, ref: BenchmarkRef): BenchmarkSource {
  if (ref.kind === 'fixed-speeds') {
    const fixed = provenance.fixedSpeeds;
    return {
      title: fixed.title,
      population: fixed.population,
      weightBin: null,
      provisional: fixed.provisional,
      lines: [],
    };
  }
  const tableName: NormTableName = ref.kind === 'nfl' ? 'position_norms' : ref.table;
  const table = provenance.tables[tableName];
  const rowKey = ref.kind === 'nfl' ? ref.position : String(ref.weight);
  const counts = table.n[rowKey] ?? {};
  const names = ref.columns ?? Object.keys(table.columns);
  const datasetName = (id: string) => provenance.datasets.find((d) => d.id === id)?.name ?? id;
  const lines = names.flatMap((column) => {
    const c = table.columns[column];
    if (!c) return [];
    const n = counts[c.nKey] ?? null;
    const provisional = c.provisional ?? table.provisional;
    const summary = [
      `${statisticText(c.statistic)} of ${table.population}`,
      c.years,
      ...(n === null ? [] : [`n = ${thousands(n)}`]),
    ].join(', ');
    return [
      {
        test: c.test,
        summary,
        statistic: c.statistic,
        years: c.years,
        datasets: c.datasets.map(datasetName),
        n,
        provisional,
        ...(c.note ? { note: c.note } : {}),
      },
    ];
  });
  const weightBin = ref.kind === 'elite' && table.bin ? weightBinText(table.bin, ref.weight) : null;
  return {
    title:
      ref.kind === 'nfl'
        ? table.title.replace('{position}', ref.position)
        : `Elite for ${ref.weight} lb`,
    population: table.population,
    weightBin,
    provisional: lines.some((l) => l.provisional),
    lines,
  };
}
