/**
 * Reading a block of grid lines (../text-blocks.ts splits the input into
 * blocks), the part the one-character-per-cell genres share (Akari,
 * Shakashaka): a grid line is one character per cell, optionally with single
 * spaces between the cells (as the public data sets write them). Columns are
 * counted in code points, what an editor shows, so an error after a triangle
 * or an emoji still points at the right place. Reading stops as soon as the
 * board is too large, so a paste of megabytes is not walked. User input never
 * throws: every problem comes back as a ParseError.
 */
import type { ParseError } from '../core/result';
import type { TextLine } from './text-blocks';

type Cells = { ok: true; cells: string[]; cols: number[] } | { ok: false; error: ParseError };

/** One grid line of at most `maxSide` cells into cells and their 1-based columns; `badCharacter` says what is wrong with a cell, or null. */
function readLine({ text, line }: TextLine, badCharacter: (ch: string) => string | null, maxSide: number): Cells {
  const body = text.trimEnd();
  const spaced = /\s/.test(body.trim());
  const cells: string[] = [];
  const cols: number[] = [];
  let i = -1;
  let lead = -1;
  // Character by character (code points), so a line that is already too long is not read to its end.
  for (const ch of body) {
    i++;
    if (lead < 0) {
      if (/\s/.test(ch)) continue;
      lead = i;
    }
    const col = i + 1;
    if (spaced && (i - lead) % 2 === 1) {
      if (ch !== ' ') {
        const message = /\s/.test(ch)
          ? 'cells must be separated by single spaces (no tabs)'
          : 'cells are separated by spaces elsewhere on this line; separate every cell by one space';
        return { ok: false, error: { message, line, col } };
      }
      continue;
    }
    if (/\s/.test(ch)) return { ok: false, error: { message: 'cells must be separated by single spaces, not more', line, col } };
    const bad = badCharacter(ch);
    if (bad) return { ok: false, error: { message: bad, line, col } };
    cells.push(ch);
    cols.push(col);
    if (cells.length > maxSide) {
      return { ok: false, error: { message: `this row has more than ${maxSide} cells; at most ${maxSide}×${maxSide} is read`, line, col } };
    }
  }
  return { ok: true, cells, cols };
}

export type RowsRead = { ok: true; rows: string[]; /** per row, the 1-based column of each cell */ cols: number[][] } | { ok: false; error: ParseError };

/** A block of grid lines as rows of equal length, at most `maxSide` × `maxSide`. */
export function readGridRows(block: readonly TextLine[], badCharacter: (ch: string) => string | null, maxSide: number): RowsRead {
  const rows: string[] = [];
  const cols: number[][] = [];
  let width = -1;
  for (const l of block) {
    if (rows.length === maxSide) {
      const message = `the board has more than ${maxSide} rows; at most ${maxSide}×${maxSide} is read`;
      return { ok: false, error: { message, line: l.line, col: 1 } };
    }
    const read = readLine(l, badCharacter, maxSide);
    if (!read.ok) return read;
    if (width < 0) width = read.cells.length;
    else if (read.cells.length !== width) {
      const col = read.cells.length > width ? read.cols[width] : (read.cols[read.cols.length - 1] ?? 0) + 1;
      const n = read.cells.length;
      const message = `this row has ${n} ${n === 1 ? 'cell' : 'cells'} but the first row of the grid has ${width}`;
      return { ok: false, error: { message, line: l.line, col } };
    }
    rows.push(read.cells.join(''));
    cols.push(read.cols);
  }
  return { ok: true, rows, cols };
}

/**
 * A clue (a black cell numbered 0–4 that counts something on its four
 * neighbours) asking for more than it has white neighbours, with a sentence
 * why; `isWhite` says which cells can hold what it counts.
 */
export function impossibleClue(
  p: { width: number; height: number; rows: readonly string[] },
  isWhite: (ch: string) => boolean,
): { r: number; c: number; message: string } | null {
  for (let r = 0; r < p.height; r++) {
    for (let c = 0; c < p.width; c++) {
      const ch = p.rows[r][c];
      if (!(ch >= '0' && ch <= '4')) continue;
      const k = Number(ch);
      const around = [[r - 1, c], [r, c - 1], [r, c + 1], [r + 1, c]].filter(([rr, cc]) => rr >= 0 && rr < p.height && cc >= 0 && cc < p.width);
      const free = around.filter(([rr, cc]) => isWhite(p.rows[rr][cc])).length;
      if (k <= free) continue;
      const where = around.length === 2 ? 'in a corner' : around.length === 3 ? 'on the edge' : 'here';
      const message =
        around.length < k ? `a ${k} ${where} is impossible: the cell has only ${around.length} neighbours` : `the clue ${k} is impossible: only ${free} of its neighbours are white`;
      return { r, c, message: `${message} (row ${r + 1}, column ${c + 1})` };
    }
  }
  return null;
}
