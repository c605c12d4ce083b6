/**
 * Text of a timing file to a table of cells (docs/product/timing-import.md, "Reading the file"),
 * with csv-parse (ADR 064): the delimiter (`,` `;` or tab) is the one that splits the first lines
 * into the most rows of the same width, the header row the first row that reads as headers,
 * and the decimal mark the one the file's numbers use. Every limit refuses the whole file with a
 * message that says what to change; nothing is cut silently.
 */
import { parse } from 'csv-parse/sync';
import { columnRoleOf } from './column-roles';
import { readHeaderDistance } from './header-distance';

export const TIMING_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const TIMING_IMPORT_MAX_ROWS = 20_000;
export const TIMING_IMPORT_MAX_COLUMNS = 200;
export const TIMING_IMPORT_MAX_CELL_CHARS = 1_000;

export const DELIMITERS = [';', '\t', ','] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export interface TimingTable {
  delimiter: Delimiter;
  decimalComma: boolean;
  headers: string[];
  /** The data rows, each as wide as the header (short rows padded with ''). */
  rows: string[][];
  /** The 1-based line of the file each data row starts on, for messages. */
  lineNumbers: number[];
}

export type TableReading = { ok: true; table: TimingTable } | { ok: false; message: string };

const SAMPLE_LINES = 30;

type ParsedRecord = { record: string[]; info: { lines: number } };

export function readTimingTable(text: string): TableReading {
  if (text.length > TIMING_IMPORT_MAX_BYTES) return tooBig();
  const delimiter = detectDelimiter(text);
  let records: ParsedRecord[];
  try {
    records = parseRecords(text, delimiter);
  } catch (error) {
    return { ok: false, message: parseErrorMessage(error) };
  }
  const nonEmpty = records.filter((r) => r.record.some((cell) => cell.trim() !== ''));
  const headerIndex = findHeaderRow(nonEmpty.slice(0, 10).map((r) => r.record));
  if (headerIndex === -1) {
    return { ok: false, message: 'No header row was found: the first rows name no columns.' };
  }
  const headers = nonEmpty[headerIndex]!.record.map((cell) => cell.trim());
  if (headers.length > TIMING_IMPORT_MAX_COLUMNS) {
    return {
      ok: false,
      message: `This file has ${headers.length.toLocaleString('en-US')} columns; at most ${TIMING_IMPORT_MAX_COLUMNS} can be read.`,
    };
  }
  const data = nonEmpty.slice(headerIndex + 1);
  if (data.length === 0) {
    return { ok: false, message: 'This file has a header row but no results under it.' };
  }
  if (data.length > TIMING_IMPORT_MAX_ROWS) {
    return {
      ok: false,
      message: `This file has ${data.length.toLocaleString('en-US')} rows; at most ${TIMING_IMPORT_MAX_ROWS.toLocaleString('en-US')} can be imported at once. Split it and import the parts.`,
    };
  }
  const widest = Math.max(...data.map((r) => r.record.length));
  if (widest > TIMING_IMPORT_MAX_COLUMNS) {
    return {
      ok: false,
      message: `A row of this file has ${widest.toLocaleString('en-US')} columns; at most ${TIMING_IMPORT_MAX_COLUMNS} can be read.`,
    };
  }
  const longCell = [headers, ...data.map((r) => r.record)].some((row) =>
    row.some((cell) => cell.length > TIMING_IMPORT_MAX_CELL_CHARS),
  );
  if (longCell) {
    return {
      ok: false,
      message: `A cell of this file holds more than ${TIMING_IMPORT_MAX_CELL_CHARS.toLocaleString('en-US')} characters; a timing export has no such cell.`,
    };
  }
  const rows = data.map((r) => headers.map((_, i) => (r.record[i] ?? '').trim()));
  return {
    ok: true,
    table: {
      delimiter,
      decimalComma: usesDecimalComma(rows),
      headers,
      rows,
      lineNumbers: data.map((r) => r.info.lines),
    },
  };
}

function parseRecords(text: string, delimiter: Delimiter, toLine?: number): ParsedRecord[] {
  return parse(text, {
    delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: TIMING_IMPORT_MAX_CELL_CHARS * TIMING_IMPORT_MAX_COLUMNS,
    ...(toLine ? { to_line: toLine } : {}),
    // Cells stay text: a formula (`=`, `+`, `-`, `@`) is data, never evaluated.
    cast: false,
  }) as unknown as ParsedRecord[];
}

/** The delimiter that splits the first lines into the most rows of one width (more than 1). */
export function detectDelimiter(text: string): Delimiter {
  let best: { delimiter: Delimiter; rows: number; width: number } = {
    delimiter: ',',
    rows: 0,
    width: 0,
  };
  for (const delimiter of DELIMITERS) {
    let records: ParsedRecord[];
    try {
      records = parseRecords(text, delimiter, SAMPLE_LINES);
    } catch {
      continue;
    }
    const widths = new Map<number, number>();
    for (const { record } of records)
      widths.set(record.length, (widths.get(record.length) ?? 0) + 1);
    for (const [width, rows] of widths) {
      if (width < 2) continue;
      if (rows > best.rows || (rows === best.rows && width > best.width)) {
        best = { delimiter, rows, width };
      }
    }
  }
  return best.delimiter;
}

/** The first row that reads as headers: mostly text, and naming a person, a time or a gate. */
function findHeaderRow(rows: string[][]): number {
  let firstText = -1;
  for (const [index, row] of rows.entries()) {
    const cells = row.map((cell) => cell.trim()).filter((cell) => cell !== '');
    if (cells.length < 2) continue;
    const numbers = cells.filter((cell) => /^[+-]?[\d.,]+$/.test(cell)).length;
    if (numbers > cells.length / 2) continue;
    if (firstText === -1) firstText = index;
    const known = cells.filter(
      (cell) => columnRoleOf(cell) !== 'other' || readHeaderDistance(cell).kind === 'gate',
    );
    if (known.length >= 2) return index;
  }
  return firstText;
}

/** True when the file's decimals are written with a comma ("1,71"). */
export function usesDecimalComma(rows: readonly string[][]): boolean {
  let comma = 0;
  let point = 0;
  for (const row of rows.slice(0, 500)) {
    for (const cell of row) {
      if (/^[+-]?\d+,\d+$/.test(cell)) comma++;
      else if (/^[+-]?\d+\.\d+$/.test(cell)) point++;
    }
  }
  return comma > point;
}

/** A cell as a number in the file's decimal mark, or null when it is not one number. */
export function cellNumber(cell: string, decimalComma: boolean): number | null {
  const text = cell.trim();
  const pattern = decimalComma ? /^[+-]?(\d+(,\d*)?|,\d+)$/ : /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
  if (!pattern.test(text)) return null;
  const value = Number(decimalComma ? text.replace(',', '.') : text);
  return Number.isFinite(value) ? value : null;
}

function tooBig(): TableReading {
  return { ok: false, message: 'This file is larger than 5 MB. Split it and import the parts.' };
}

function parseErrorMessage(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'CSV_MAX_RECORD_SIZE') {
    return `A row of this file is longer than can be read (a cell holds more than ${TIMING_IMPORT_MAX_CELL_CHARS.toLocaleString('en-US')} characters, or the row has too many columns).`;
  }
  const line = (error as { lines?: number }).lines;
  return `This file could not be read as a table${line ? ` (near line ${line})` : ''}. Export it again as CSV and try again.`;
}
