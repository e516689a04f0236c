/**
 * The Akari text format (ARCHITECTURE.md §4): grid lines of '.', '#', '0'–'4' (and
 * '*' for lamps in a solution), cells optionally separated by single spaces;
 * puzzles separated by blank lines; a puzz.link URL on a line of its own is a
 * puzzle too. User input never throws: every problem comes back with the line
 * and column a person can go to.
 */
import type { ParseError, ParseResult } from '../../core/result';
import { clueOf, neighbours, isWhite, MAX_SIDE, type AkariPuzzle, type AkariSolution } from './puzzle';
import { decodeLightupUrl, looksLikeUrl } from './puzzlink';

export { MAX_SIDE } from './puzzle';

interface Line {
  text: string;
  /** 1-based line number in the whole input. */
  line: number;
}

type Cells = { ok: true; cells: string[]; cols: number[] } | { ok: false; error: ParseError };

/**
 * Reads one grid line into cells (with their 1-based columns). Columns count
 * characters as a reader sees them (code points), so an emoji is one column
 * and is quoted whole, never as half a surrogate pair.
 */
function readLine({ text, line }: Line, allowLamps: boolean): Cells {
  const cells: string[] = [];
  const cols: number[] = [];
  const body = text.trimEnd();
  const spaced = /\s/.test(body.trim());
  let i = -1;
  let lead = -1;
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
    if (ch === ' ' || /\s/.test(ch)) {
      return { ok: false, error: { message: 'cells must be separated by single spaces, not more', line, col } };
    }
    const bad = badCharacter(ch, allowLamps);
    if (bad) return { ok: false, error: { message: bad, line, col } };
    cells.push(ch);
    cols.push(col);
    // Stop reading a line that is already too long (a paste of megabytes need not be walked).
    if (cells.length > MAX_SIDE) {
      return { ok: false, error: { message: `this row has more than ${MAX_SIDE} cells; at most ${MAX_SIDE}×${MAX_SIDE} is read`, line, col } };
    }
  }
  return { ok: true, cells, cols };
}

function badCharacter(ch: string, allowLamps: boolean): string | null {
  if (ch === '.' || ch === '#' || clueOf(ch) !== null) return null;
  if (ch === '*') return allowLamps ? null : "'*' marks a lamp in a solution; a puzzle has only '.', '#' and 0–4";
  if (ch >= '5' && ch <= '9') return `a clue counts the four neighbours, so it is at most 4, not ${ch}`;
  const lamps = allowLamps ? ", '*' for a lamp" : '';
  return `unexpected character '${ch}': use '.' for a white cell, '#' for a black one, 0–4 for a clue${lamps}`;
}

/** Reads a block of grid lines into rows; checks shape and, for puzzles, the clues. */
function readGrid(block: Line[], allowLamps: boolean): ParseResult<AkariPuzzle> {
  const rows: string[] = [];
  let width = -1;
  const cols: number[][] = [];
  for (const l of block) {
    if (rows.length === MAX_SIDE) {
      const message = `the board has more than ${MAX_SIDE} rows; at most ${MAX_SIDE}×${MAX_SIDE} is read`;
      return { ok: false, error: { message, line: l.line, col: 1 } };
    }
    const read = readLine(l, allowLamps);
    if (!read.ok) return read;
    if (width < 0) width = read.cells.length;
    else if (read.cells.length !== width) {
      const col =
        read.cells.length > width ? read.cols[width] : (read.cols[read.cols.length - 1] ?? 0) + 1;
      const message = `this row has ${read.cells.length} ${read.cells.length === 1 ? 'cell' : 'cells'} but the first row of the puzzle has ${width}`;
      return { ok: false, error: { message, line: l.line, col } };
    }
    rows.push(read.cells.join(''));
    cols.push(read.cols);
  }
  if (width > MAX_SIDE || rows.length > MAX_SIDE) {
    const message = `the board is ${width}×${rows.length}; at most ${MAX_SIDE}×${MAX_SIDE} is read`;
    return { ok: false, error: { message, line: block[0].line, col: 1 } };
  }
  const puzzle = { width, height: rows.length, rows };
  const clue = impossibleClue(puzzle);
  if (clue) {
    return { ok: false, error: { message: clue.message, line: block[clue.r].line, col: cols[clue.r][clue.c] } };
  }
  return { ok: true, puzzle };
}

/** A clue asking for more lamps than it has white neighbours, with a sentence why. */
export function impossibleClue(p: AkariPuzzle): { r: number; c: number; message: string } | null {
  for (let r = 0; r < p.height; r++) {
    for (let c = 0; c < p.width; c++) {
      const k = clueOf(p.rows[r][c]);
      if (k === null) continue;
      const around = neighbours(p, r, c);
      const free = around.filter(([rr, cc]) => isWhite(p.rows[rr][cc])).length;
      if (k <= free) continue;
      let message: string;
      if (around.length < k) {
        const place = around.length === 2 ? 'in a corner' : around.length === 3 ? 'on the edge' : 'here';
        message = `a ${k} ${place} is impossible: the cell has only ${around.length} neighbours`;
      } else {
        message = `the clue ${k} is impossible: only ${free} of its neighbours are white`;
      }
      return { r, c, message: `${message} (row ${r + 1}, column ${c + 1})` };
    }
  }
  return null;
}

/** Splits the input into blocks: runs of grid lines, and single URL lines. */
function blocks(text: string): { kind: 'grid' | 'url'; lines: Line[] }[] {
  const out: { kind: 'grid' | 'url'; lines: Line[] }[] = [];
  let current: Line[] = [];
  const close = (): void => {
    if (current.length > 0) out.push({ kind: 'grid', lines: current });
    current = [];
  };
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = { text: raw.replace(/^\uFEFF/, ''), line: i + 1 };
    if (line.text.trim() === '') close();
    else if (looksLikeUrl(line.text)) {
      close();
      out.push({ kind: 'url', lines: [line] });
    } else current.push(line);
  });
  close();
  return out;
}

function parseBlock(block: { kind: 'grid' | 'url'; lines: Line[] }): ParseResult<AkariPuzzle> {
  if (block.kind === 'grid') return readGrid(block.lines, false);
  const { text, line } = block.lines[0];
  const decoded = decodeLightupUrl(text);
  // The decoder counts UTF-16 units; a reader counts characters.
  if (!decoded.ok) return { ok: false, error: { message: decoded.message, line, col: Array.from(text.slice(0, decoded.offset)).length + 1 } };
  const clue = impossibleClue(decoded.puzzle);
  if (clue) return { ok: false, error: { message: clue.message, line, col: 1 } };
  return { ok: true, puzzle: decoded.puzzle };
}

/** Every puzzle in the input, each parsed on its own. */
export function parseAkariMany(text: string): ParseResult<AkariPuzzle>[] {
  const found = blocks(text);
  if (found.length === 0) {
    return [{ ok: false, error: { message: 'no puzzle found: the input is empty', line: 1, col: 1 } }];
  }
  return found.map(parseBlock);
}

/** Exactly one puzzle. */
export function parseAkari(text: string): ParseResult<AkariPuzzle> {
  const all = parseAkariMany(text);
  if (all.length > 1) {
    const second = blocks(text)[1].lines[0];
    return { ok: false, error: { message: 'expected one puzzle, found several', line: second.line, col: 1 } };
  }
  return all[0];
}

/** A solved grid ('*' lamps); the rules check, not the parser, says whether it is right. */
export function parseAkariSolution(text: string): ParseResult<AkariSolution> {
  const found = blocks(text).filter((b) => b.kind === 'grid');
  if (found.length !== 1) {
    return { ok: false, error: { message: 'expected one solution grid', line: 1, col: 1 } };
  }
  const lines = found[0].lines;
  const rows: string[] = [];
  let width = -1;
  for (const l of lines) {
    const read = readLine(l, true);
    if (!read.ok) return read;
    if (width >= 0 && read.cells.length !== width) {
      const message = `this row has ${read.cells.length} ${read.cells.length === 1 ? 'cell' : 'cells'} but the first row has ${width}`;
      return { ok: false, error: { message, line: l.line, col: 1 } };
    }
    width = read.cells.length;
    rows.push(read.cells.join(''));
  }
  return { ok: true, puzzle: rows };
}

/** One puzzle as text, one row per line, no separators. */
export function printAkari(p: AkariPuzzle): string {
  return p.rows.join('\n');
}

export function printAkariSolution(s: AkariSolution): string {
  return s.join('\n');
}
