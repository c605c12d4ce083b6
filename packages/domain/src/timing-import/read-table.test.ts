import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeTimingFile, EMPTY_FILE_MESSAGE, NOT_TEXT_MESSAGE } from './decode';
import { cellNumber, detectDelimiter, readTimingTable, TIMING_IMPORT_MAX_ROWS } from './read-table';

const chronojump = readFileSync(
  new URL('./fixtures/chronojump-world-championship-100m-splits.csv', import.meta.url),
);

const utf8 = (text: string) => new TextEncoder().encode(text);
function read(text: string) {
  const reading = readTimingTable(text);
  if (!reading.ok) throw new Error(reading.message);
  return reading.table;
}

describe('decodeTimingFile', () => {
  it('reads UTF-8 with and without a byte-order mark, and Windows-1252', () => {
    expect(decodeTimingFile(utf8('Name;T10\nJosé;1,71\n'))).toMatchObject({ encoding: 'utf-8' });
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Name;T10\nJosé;1,71\n')]);
    expect(decodeTimingFile(bom)).toEqual({
      ok: true,
      encoding: 'utf-8-bom',
      text: 'Name;T10\nJosé;1,71\n',
    });
    // "José" as Excel on Windows writes it: é is the single byte 0xE9.
    const windows = new Uint8Array([...utf8('Name;T10\nJos'), 0xe9, ...utf8(';1,71\n')]);
    expect(decodeTimingFile(windows)).toEqual({
      ok: true,
      encoding: 'windows-1252',
      text: 'Name;T10\nJosé;1,71\n',
    });
  });

  it('refuses binary junk and an empty file with a clear message', () => {
    const junk = new Uint8Array(4096);
    for (let i = 0; i < junk.length; i++) junk[i] = (i * 7919 + 13) % 256;
    expect(decodeTimingFile(junk)).toEqual({ ok: false, message: NOT_TEXT_MESSAGE });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(decodeTimingFile(png)).toEqual({ ok: false, message: NOT_TEXT_MESSAGE });
    expect(decodeTimingFile(new Uint8Array())).toEqual({ ok: false, message: EMPTY_FILE_MESSAGE });
    expect(decodeTimingFile(utf8(' \n\n'))).toEqual({ ok: false, message: EMPTY_FILE_MESSAGE });
  });
});

describe('readTimingTable', () => {
  it('reads the Chronojump world-championship file as it is: semicolons, decimal commas', () => {
    const decoded = decodeTimingFile(chronojump);
    if (!decoded.ok) throw new Error(decoded.message);
    expect(decoded.encoding).toBe('utf-8');
    const table = read(decoded.text);
    expect(table.delimiter).toBe(';');
    expect(table.decimalComma).toBe(true);
    expect(table.headers).toEqual([
      'Year',
      'Name',
      'Surname',
      'RT',
      'T10',
      'T20',
      'T30',
      'T40',
      'T50',
      'T60',
      'T70',
      'T80',
      'T90',
      'T100',
    ]);
    expect(table.rows).toHaveLength(17);
    expect(table.rows[0]!.slice(0, 5)).toEqual(['1987', 'Ben', 'Johnson', '129', '1,71']);
    expect(cellNumber(table.rows[0]![4]!, table.decimalComma)).toBe(1.71);
    // Whole-number times ("8" in T80) are numbers too.
    expect(cellNumber(table.rows[3]![11]!, table.decimalComma)).toBe(8);
    expect(table.lineNumbers[0]).toBe(2);
  });

  it.each([
    [
      'comma',
      'Athlete,10yd,20yd,40yd\nAna Diaz,1.61,2.70,4.70\nBo Li,1.65,2.74,4.81\n',
      ',',
      false,
    ],
    ['semicolon', 'Athlete;10yd;20yd;40yd\nAna Diaz;1,61;2,70;4,70\n', ';', true],
    ['tab', 'Athlete\t10yd\t20yd\t40yd\nAna Diaz\t1.61\t2.70\t4.70\n', '\t', false],
    ['quoted decimal commas', 'Athlete,10yd,40yd\n"Diaz, Ana","1,61","4,70"\n', ',', true],
  ] as const)('detects the %s delimiter and decimal mark', (_, text, delimiter, decimalComma) => {
    expect(detectDelimiter(text)).toBe(delimiter);
    const table = read(text);
    expect(table.delimiter).toBe(delimiter);
    expect(table.decimalComma).toBe(decimalComma);
  });

  it('finds the header row under a preamble', () => {
    const table = read(
      'Exported by Gates 2.1\nSession: Tuesday\n\nAthlete,Date,10yd,40yd\nAna Diaz,2026-09-01,1.61,4.70\n',
    );
    expect(table.headers).toEqual(['Athlete', 'Date', '10yd', '40yd']);
    expect(table.rows).toEqual([['Ana Diaz', '2026-09-01', '1.61', '4.70']]);
  });

  it('keeps formula cells as text', () => {
    const table = read('Athlete,40yd\n=HYPERLINK("http://x"),4.70\n+1+1,4.8\n@SUM(A1),4.9\n');
    expect(table.rows.map((r) => r[0])).toEqual(['=HYPERLINK("http://x")', '+1+1', '@SUM(A1)']);
  });

  it.each([
    [
      'a header-only file',
      'Athlete,10yd,40yd\n',
      'This file has a header row but no results under it.',
    ],
    [
      '10,000 columns',
      `${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n${'1,'.repeat(9_999)}1\n`,
      'This file has 10,000 columns; at most 200 can be read.',
    ],
    [
      'a 1 MB cell',
      `Athlete,40yd\n${'x'.repeat(1_000_000)},4.7\n`,
      'A row of this file is longer than can be read',
    ],
    [
      'a 5,000-character cell',
      `Athlete,40yd\n${'x'.repeat(5_000)},4.7\n`,
      'A cell of this file holds more than 1,000 characters',
    ],
    [
      'too many rows',
      `Athlete,40yd\n${'Ana,4.7\n'.repeat(TIMING_IMPORT_MAX_ROWS + 1)}`,
      'This file has 20,001 rows; at most 20,000 can be imported at once.',
    ],
    ['no header', '1,2,3\n4,5,6\n', 'No header row was found'],
  ])('refuses %s with a clear message', (_, text, message) => {
    const reading = readTimingTable(text);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.message).toContain(message);
  });

  it.each([
    ['1,71', true, 1.71],
    ['1.71', false, 1.71],
    ['8', true, 8],
    ['1.71', true, null],
    ['1,71', false, null],
    ['=1.71', false, null],
    ['1e3', false, null],
    ['', false, null],
  ] as const)('cellNumber(%s, decimal comma %s) is %s', (cell, comma, expected) => {
    expect(cellNumber(cell, comma)).toBe(expected);
  });
});
