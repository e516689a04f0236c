/**
 * The Shakashaka text format (DESIGN.md §4): grid lines of '.', '#', '0'–'4'
 * (and ◤ ◥ ◢ ◣ for triangles in a solution), cells optionally separated by
 * single spaces; puzzles separated by blank lines; a puzz.link URL on a line of
 * its own is a puzzle too. User input never throws: every problem comes back
 * with the line and column a person can go to. Columns count code points (what
 * an editor shows), not UTF-16 units, so a triangle or an emoji is one column.
 */
import type { ParseError, ParseResult } from '../../core/result';
import { clueOf, isTriangleChar, isWhite, neighbours, place, STATE_CHAR, type ShakashakaPuzzle, type ShakashakaSolution } from './puzzle';
import { decodeShakashakaUrl, looksLikeUrl } from './puzzlink';

/** Larger boards are refused, so a stray paste cannot stall the page. */
export const MAX_SIDE = 100;

interface Line {
  text: string;
  /** 1-based line number in the whole input. */
  line: number;
}

type Cells = { ok: true; cells: string[]; cols: number[] } | { ok: false; error: ParseError };

const TRIANGLES_TEXT = STATE_CHAR.slice(1).join(' ');

/** Reads one grid line into cells (with their 1-based columns, in code points). */
function readLine({ text, line }: Line, allowTriangles: boolean): Cells {
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
    const bad = badCharacter(ch, allowTriangles);
    if (bad) return { ok: false, error: { message: bad, line, col } };
    cells.push(ch);
    cols.push(col);
  }
  return { ok: true, cells, cols };
}

function badCharacter(ch: string, allowTriangles: boolean): string | null {
  if (ch === '.' || ch === '#' || clueOf(ch) !== null) return null;
  if (isTriangleChar(ch)) {
    return allowTriangles ? null : `'${ch}' is a triangle of a solution; a puzzle has only '.', '#' and 0–4`;
  }
  if (ch >= '5' && ch <= '9') return `a clue counts the triangles on the four neighbours, so it is at most 4, not ${ch}`;
  const triangles = allowTriangles ? `, or a triangle ${TRIANGLES_TEXT}` : '';
  return `unexpected character '${ch}': use '.' for a white cell, '#' for a black one, 0–4 for a clue${triangles}`;
}

/** Reads a block of grid lines into rows of equal length. */
function readRows(block: Line[], allowTriangles: boolean): { ok: true; rows: string[]; cols: number[][] } | { ok: false; error: ParseError } {
  const rows: string[] = [];
  const cols: number[][] = [];
  let width = -1;
  for (const l of block) {
    const read = readLine(l, allowTriangles);
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
  if (width > MAX_SIDE || rows.length > MAX_SIDE) {
    const message = `the board is ${width}×${rows.length}; at most ${MAX_SIDE}×${MAX_SIDE} is read`;
    return { ok: false, error: { message, line: block[0].line, col: 1 } };
  }
  return { ok: true, rows, cols };
}

/** A clue asking for more triangles than it has white neighbours, with a sentence why. */
export function impossibleClue(p: ShakashakaPuzzle): { r: number; c: number; message: string } | null {
  for (let r = 0; r < p.height; r++) {
    for (let c = 0; c < p.width; c++) {
      const k = clueOf(p.rows[r][c]);
      if (k === null) continue;
      const around = neighbours(p, r, c);
      const free = around.filter(([rr, cc]) => isWhite(p.rows[rr][cc])).length;
      if (k <= free) continue;
      const message =
        around.length < k
          ? `a ${k} ${around.length === 2 ? 'in a corner' : 'on the edge'} is impossible: the cell has only ${around.length} neighbours`
          : `the clue ${k} is impossible: only ${free} of its neighbours are white`;
      return { r, c, message: `${message} (${place(r, c)})` };
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

function parseBlock(block: { kind: 'grid' | 'url'; lines: Line[] }): ParseResult<ShakashakaPuzzle> {
  if (block.kind === 'url') {
    const { text, line } = block.lines[0];
    const decoded = decodeShakashakaUrl(text);
    if (!decoded.ok) return { ok: false, error: { message: decoded.message, line, col: decoded.offset + 1 } };
    const clue = impossibleClue(decoded.puzzle);
    if (clue) return { ok: false, error: { message: clue.message, line, col: 1 } };
    return { ok: true, puzzle: decoded.puzzle };
  }
  const read = readRows(block.lines, false);
  if (!read.ok) return read;
  const puzzle = { width: read.rows[0].length, height: read.rows.length, rows: read.rows };
  const clue = impossibleClue(puzzle);
  if (clue) return { ok: false, error: { message: clue.message, line: block.lines[clue.r].line, col: read.cols[clue.r][clue.c] } };
  return { ok: true, puzzle };
}

/** Every puzzle in the input, each parsed on its own. */
export function parseShakashakaMany(text: string): ParseResult<ShakashakaPuzzle>[] {
  const found = blocks(text);
  if (found.length === 0) return [{ ok: false, error: { message: 'no puzzle found: the input is empty', line: 1, col: 1 } }];
  return found.map(parseBlock);
}

/** Exactly one puzzle. */
export function parseShakashaka(text: string): ParseResult<ShakashakaPuzzle> {
  const found = blocks(text);
  if (found.length > 1) {
    return { ok: false, error: { message: 'expected one puzzle, found several', line: found[1].lines[0].line, col: 1 } };
  }
  return parseShakashakaMany(text)[0];
}

/** A filled grid (triangles on white cells); the rules check, not the parser, says whether it is right. */
export function parseShakashakaSolution(text: string): ParseResult<ShakashakaSolution> {
  const found = blocks(text).filter((b) => b.kind === 'grid');
  if (found.length !== 1) return { ok: false, error: { message: 'expected one solution grid', line: 1, col: 1 } };
  const read = readRows(found[0].lines, true);
  return read.ok ? { ok: true, puzzle: read.rows } : read;
}

/** One puzzle as text, one row per line, no separators. */
export function printShakashaka(p: ShakashakaPuzzle): string {
  return p.rows.join('\n');
}

export function printShakashakaSolution(s: ShakashakaSolution): string {
  return s.join('\n');
}
