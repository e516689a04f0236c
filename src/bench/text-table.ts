/**
 * Plain-text tables for every benchmark: aligned columns, numbers
 * right-aligned, text left-aligned, so the output reads in a terminal and
 * pastes into a report unchanged.
 */

export type Cell = string | number;

/** Formats a count with thousands separators (1,234,567). */
export function count(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** Seconds with three decimals. */
export function secs(ms: number): string {
  return (ms / 1000).toFixed(3);
}

export function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function isNumeric(cell: Cell): boolean {
  return typeof cell === 'number' || /^[-+]?[\d,.]+(%|×| s| ms)?$/.test(cell);
}

/** Prints `title`, a header row, the rows and optional note lines to stdout. */
export function printTable(title: string, header: string[], rows: Cell[][], notes: string[] = []): void {
  const text = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, c) => Math.max(...text.map((row) => (row[c] ?? '').length)));
  const line = (row: string[], raw: Cell[] | null) =>
    row
      .map((cell, c) => (raw && isNumeric(raw[c]) ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  const out = [`\n== ${title}`, line(text[0], null), widths.map((w) => '-'.repeat(w)).join('  ')];
  rows.forEach((row, r) => out.push(line(text[r + 1], row)));
  for (const note of notes) out.push(`  ${note}`);
  process.stdout.write(out.join('\n') + '\n');
}

/** A one-line progress note on stderr (the tables on stdout stay clean). */
export function note(message: string): void {
  process.stderr.write(`${message}\n`);
}
