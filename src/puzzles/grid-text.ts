/**
 * Reading grid puzzles from text, the part the grid genres share (Akari,
 * Shakashaka): the input splits into blocks — runs of grid lines separated by
 * blank lines, and URL lines on their own — and a grid line is one character
 * per cell, optionally with single spaces between the cells (as the public
 * data sets write them). Columns are counted in code points, what an editor
 * shows, so an error after a triangle or an emoji still points at the right
 * place. User input never throws: every problem comes back as a ParseError.
 */
import type { ParseError } from '../core/result';

export interface TextLine {
  text: string;
  /** 1-based line number in the whole input. */
  line: number;
}

export interface TextBlock {
  kind: 'grid' | 'url';
  lines: TextLine[];
}

/** Splits the input into blocks: runs of grid lines, and single URL lines. */
export function splitBlocks(text: string, isUrl: (line: string) => boolean): TextBlock[] {
  const out: TextBlock[] = [];
  let current: TextLine[] = [];
  const close = (): void => {
    if (current.length > 0) out.push({ kind: 'grid', lines: current });
    current = [];
  };
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = { text: raw.replace(/^\uFEFF/, ''), line: i + 1 };
    if (line.text.trim() === '') close();
    else if (isUrl(line.text)) {
      close();
      out.push({ kind: 'url', lines: [line] });
    } else current.push(line);
  });
  close();
  return out;
}

type Cells = { ok: true; cells: string[]; cols: number[] } | { ok: false; error: ParseError };

/** One grid line into cells and their 1-based columns; `badCharacter` says what is wrong with a cell, or null. */
function readLine({ text, line }: TextLine, badCharacter: (ch: string) => string | null): Cells {
  const chars = Array.from(text.trimEnd());
  let lead = 0;
  while (lead < chars.length && /\s/.test(chars[lead])) lead++;
  const spaced = chars.slice(lead).some((ch) => /\s/.test(ch));
  const cells: string[] = [];
  const cols: number[] = [];
  for (let i = lead; i < chars.length; i++) {
    const ch = chars[i];
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
    const read = readLine(l, badCharacter);
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
  if (width > maxSide || rows.length > maxSide) {
    const message = `the board is ${width}×${rows.length}; at most ${maxSide}×${maxSide} is read`;
    return { ok: false, error: { message, line: block[0].line, col: 1 } };
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
