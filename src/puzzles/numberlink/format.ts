/**
 * The Numberlink text format (ARCHITECTURE.md §4): one line per row; '.' is an
 * empty cell, anything else the label of an endpoint, and each label appears
 * exactly twice. A line without spaces has one character per cell; a line
 * whose cells are separated by spaces (one or more, so columns can be
 * aligned) has one token per cell, and a label may then be longer than one
 * character ("12"), as in the public data sets. Puzzles are separated by a
 * blank line; a puzz.link `numlin` (or `arukone`) URL on a line of its own is
 * a puzzle too. User input never throws: every problem comes back with the
 * line and column a person can go to.
 */
import { startingAt, type ParseError, type ParseResult } from '../../core/result';
import { EMPTY, type NumberlinkPuzzle } from './puzzle';
import { splitBlocks, type TextBlock as Block, type TextLine as Line } from '../text-blocks';
import { decodeNumlinUrl, looksLikeNumlinUrl } from './puzzlink';

/** Larger boards are refused, so a stray paste cannot stall the page (long thin boards are fine). */
export const MAX_SIDE = 200;
export const MAX_CELLS = 10_000;

interface Token {
  text: string;
  col: number;
}

/** True when the line separates its cells by spaces (then each token is one cell). */
const isSpaced = ({ text }: Line): boolean => /\S\s+\S/.test(text);

/**
 * A one-column board of long labels ("15" over "15") has no space between
 * cells to show that "15" is one cell, not two. It is written with a space
 * after each row's one token: a block whose every line is a single token
 * followed by a space, and whose tokens are '.' or labels without a dot, is
 * one column. (A board of one character per cell with trailing spaces still
 * reads as before unless every row of it is made of labels alone.)
 */
function isOneColumn(block: Line[]): boolean {
  return block.every(({ text }) => {
    const m = /^\s*(\S+)[ \t]+$/.exec(text);
    return m !== null && (m[1] === '.' || !m[1].includes('.'));
  }) && block.some(({ text }) => [...text.trim()].length > 1);
}

/**
 * The cells of one grid line with their 1-based columns. A character is a
 * code point, so an emoji label is one cell and one column. Reading stops
 * one cell past the largest width, so a pasted megabyte is not walked.
 */
function tokens({ text }: Line, spaced: boolean): Token[] {
  const out: Token[] = [];
  if (spaced) {
    let at = 0; // string index up to which code points are counted
    let points = 0;
    for (const m of text.matchAll(/\S+/g)) {
      const index = m.index ?? 0;
      for (const _ of text.slice(at, index)) points++;
      out.push({ text: m[0], col: points + 1 });
      for (const _ of m[0]) points++;
      at = index + m[0].length;
      if (out.length > MAX_SIDE) break;
    }
    return out;
  }
  let col = 0;
  for (const ch of text) {
    col++;
    if (/\s/.test(ch)) continue;
    out.push({ text: ch, col });
    if (out.length > MAX_SIDE) break;
  }
  return out;
}

function fail(message: string, line: number, col: number): { ok: false; error: ParseError } {
  return { ok: false, error: { message, line, col } };
}

/** Reads a block of grid lines into a puzzle; checks the shape and that every label comes in a pair. */
function readGrid(block: Line[]): ParseResult<NumberlinkPuzzle> {
  const rows: Token[][] = [];
  // One spaced line makes the whole block token form, so a column of short labels reads the same.
  const spaced = block.some(isSpaced) || isOneColumn(block);
  for (const l of block) {
    if (rows.length === MAX_SIDE) {
      return fail(`the board has more than ${MAX_SIDE} rows; at most ${MAX_CELLS.toLocaleString('en-US')} cells and ${MAX_SIDE} on a side are read`, l.line, 1);
    }
    const row = tokens(l, spaced);
    if (row.length > MAX_SIDE) {
      return fail(`this row has more than ${MAX_SIDE} cells; at most ${MAX_CELLS.toLocaleString('en-US')} cells and ${MAX_SIDE} on a side are read`, l.line, row[MAX_SIDE].col);
    }
    if (rows.length > 0 && row.length !== rows[0].length) {
      const width = rows[0].length;
      const col = row.length > width ? row[width].col : (row[row.length - 1]?.col ?? 0) + 1;
      const cells = (n: number) => `${n} ${n === 1 ? 'cell' : 'cells'}`;
      return fail(`this row has ${cells(row.length)} but the first row of the puzzle has ${width}`, l.line, col);
    }
    rows.push(row);
  }
  const width = rows[0].length;
  if (width > MAX_SIDE || rows.length > MAX_SIDE || width * rows.length > MAX_CELLS) {
    return fail(`the board is ${width}×${rows.length}; at most ${MAX_CELLS.toLocaleString('en-US')} cells and ${MAX_SIDE} on a side are read`, block[0].line, 1);
  }
  const where = new Map<string, { line: number; col: number }[]>();
  const labels: string[] = [];
  const index = new Map<string, number>();
  const cells: number[] = [];
  for (let r = 0; r < rows.length; r++) {
    for (const t of rows[r]) {
      if (t.text === '.') {
        cells.push(EMPTY);
        continue;
      }
      if (t.text === '?') {
        return fail("'?' (an endpoint whose label is not given) is not supported: give every endpoint its label", block[r].line, t.col);
      }
      let k = index.get(t.text);
      if (k === undefined) {
        k = labels.length;
        labels.push(t.text);
        index.set(t.text, k);
        where.set(t.text, []);
      }
      const seen = where.get(t.text)!;
      seen.push({ line: block[r].line, col: t.col });
      if (seen.length === 3) {
        return fail(`the label '${t.text}' appears a third time here; a label marks the two ends of one path, so it appears exactly twice`, block[r].line, t.col);
      }
      cells.push(k);
    }
  }
  for (const label of labels) {
    const seen = where.get(label)!;
    if (seen.length === 1) {
      return fail(`the label '${label}' appears only once; it needs a second cell with the same label, the other end of its path`, seen[0].line, seen[0].col);
    }
  }
  return { ok: true, puzzle: { width, height: rows.length, cells, labels } };
}

const blocks = (text: string): Block[] => splitBlocks(text, looksLikeNumlinUrl);

function parseBlock(block: Block): ParseResult<NumberlinkPuzzle> {
  if (block.kind === 'grid') return readGrid(block.lines);
  const { text, line } = block.lines[0];
  const decoded = decodeNumlinUrl(text);
  if (!decoded.ok) return fail(decoded.message, line, decoded.offset + 1);
  return { ok: true, puzzle: decoded.puzzle };
}

/** Every puzzle in the input, each parsed on its own. */
export function parseNumberlinkMany(text: string): ParseResult<NumberlinkPuzzle>[] {
  const found = blocks(text);
  if (found.length === 0) return [fail('no puzzle found: the input is empty', 1, 1)];
  return found.map(parseBlock);
}

/** The same results, each with the line its puzzle starts on (the CLI's `parseEach`). */
export function parseNumberlinkEach(text: string): ParseResult<NumberlinkPuzzle>[] {
  const found = blocks(text);
  if (found.length === 0) return parseNumberlinkMany(text);
  return found.map((b) => startingAt(parseBlock(b), b.lines[0].line));
}

/** Exactly one puzzle. */
export function parseNumberlink(text: string): ParseResult<NumberlinkPuzzle> {
  const found = blocks(text);
  if (found.length > 1) return fail('expected one puzzle, found several', found[1].lines[0].line, 1);
  return parseNumberlinkMany(text)[0];
}

/**
 * One puzzle as text: one character per cell when every label is a single
 * character, else tokens separated by spaces, each column padded to its
 * widest label so the grid stays readable (a one-column board: each row
 * followed by a space).
 */
export function printNumberlink(p: NumberlinkPuzzle): string {
  const text = (i: number) => (p.cells[i] === EMPTY ? '.' : p.labels[p.cells[i]]);
  const compact = p.labels.every((l) => l.length === 1);
  const lines: string[] = [];
  if (compact) {
    for (let r = 0; r < p.height; r++) lines.push(Array.from({ length: p.width }, (_, c) => text(r * p.width + c)).join(''));
    return lines.join('\n');
  }
  const widths = Array.from({ length: p.width }, (_, c) => {
    let w = 1;
    for (let r = 0; r < p.height; r++) w = Math.max(w, text(r * p.width + c).length);
    return w;
  });
  for (let r = 0; r < p.height; r++) {
    const line = widths.map((w, c) => text(r * p.width + c).padStart(w)).join(' ');
    // One column: the trailing space says the row is one cell (isOneColumn).
    lines.push(p.width === 1 ? `${line} ` : line);
  }
  return lines.join('\n');
}
