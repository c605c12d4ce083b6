/** Prints a titled, aligned text table (numbers right-aligned). */
export function printTable(
  title: string,
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): void {
  const cells = rows.map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const isNumeric = headers.map((_, i) =>
    rows.every((r) => typeof r[i] === 'number' || /^[\d.,×x%<>≤≥ -]+$/.test(String(r[i] ?? ''))),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => (isNumeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}
