/**
 * The Sudoku text formats (ARCHITECTURE.md §4), for a board of any order n
 * (N = n² rows of N cells):
 *
 * - one line of N² characters: `.` or `0` for an empty cell, `1`–`9`, and
 *   letters for values above 9 (`A` = 10, … `Z` = 35), as in the public sets;
 * - one line of N² whitespace-separated numbers (`0` or `.` empty), the form
 *   of the public sets from 36×36 up, where one character per cell no longer
 *   suffices;
 * - N lines of N numbers (or N characters) each: the board row by row;
 * - a puzz.link URL, a SudokuWiki link or a Tatham Solo game ID on a line of
 *   its own (./web-forms.ts).
 *
 * Several puzzles: separated by blank lines, and the one-line forms may also
 * stand one per line. A line starting with `#` is a comment. A block whose
 * lines hold n⁴ values each is read one puzzle per line, unless all its lines
 * have the same length and a value is too large for that reading (a 16×16
 * board written as 16 rows of 16 holds values above 4): then it is one board
 * written row by row.
 *
 * Input never throws. A wrong count, a bad symbol or a value out of range is
 * an error with the line and column of the token at fault. A digit given
 * twice in a row, column or box is NOT a parse error: the board is read, and
 * the solvers report it as unsolvable with the clash in words.
 */
import { startingAt, type ParseError, type ParseResult } from '../../core/result';
import { MAX_ORDER, orderOfCellCount, orderOfSize, type SudokuPuzzle } from './puzzle';
import { looksLikeWebForm, parseWebForm } from './web-forms';

interface Token {
  text: string;
  /** 1-based column of the token's first character. */
  col: number;
}

/**
 * One content line. Its cells are not kept as objects: a 9×9 file of 200,000
 * lines, or one line of 15 million characters, would need an object per
 * character (a gigabyte). A cell is read from the line's text when needed
 * (`tokenAt`); a line of spaced values keeps only where each value starts
 * and ends.
 */
interface Line {
  line: number;
  /** The line without trailing white space. */
  body: string;
  /** How many values the line holds. */
  count: number;
  /** Spaced lines: [start, end) of value k at 2k, 2k + 1 (string indices). */
  spans: Int32Array | null;
  /** One-character lines: the index of the first character (after leading spaces). */
  lead: number;
  /** 1-based column just past the line's last non-space character (where a missing value would go). */
  end: number;
  /** True when the values are whitespace-separated (false: one character per cell). */
  spaced: boolean;
}

type Value = { ok: true; value: number } | { ok: false; error: ParseError };

const FOURTH_POWERS = '16 (4×4), 81 (9×9), 256 (16×16), 625 (25×25), 1296 (36×36), …';
const SQUARES = '4, 9, 16, 25, 36, …';

function readLine(raw: string, line: number): Line {
  const body = raw.replace(/\s+$/, '');
  const lead = body.length - body.trimStart().length;
  const spaced = /\s/.test(body.slice(lead));
  let spans: Int32Array | null = null;
  let count = body.length - lead;
  if (spaced) {
    // Two passes over the characters (count, then record), so the spans take 8 bytes a value and nothing else is made.
    count = 0;
    for (let i = lead, inValue = false; i < body.length; i++) {
      const space = isSpace(body.charCodeAt(i));
      if (!space && !inValue) count++;
      inValue = !space;
    }
    spans = new Int32Array(2 * count);
    let k = 0;
    for (let i = lead, inValue = false; i < body.length; i++) {
      const space = isSpace(body.charCodeAt(i));
      if (!space && !inValue) spans[k++] = i;
      else if (space && inValue) spans[k++] = i;
      inValue = !space;
    }
    if (k < spans.length) spans[k] = body.length;
  }
  return { line, body, count, spans, lead, end: body.length + 1, spaced };
}

/** The characters JavaScript's \\s matches (the reader's notion of white space). */
export function isSpace(code: number): boolean {
  return (code >= 9 && code <= 13) || code === 32 || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** Value k of the line, with its 1-based column (made when asked for, not kept). */
function tokenAt(l: Line, k: number): Token {
  if (l.spans) return { text: l.body.slice(l.spans[2 * k], l.spans[2 * k + 1]), col: l.spans[2 * k] + 1 };
  return { text: l.body[l.lead + k], col: l.lead + k + 1 };
}

/** Splits the input into blocks of content lines; blank lines separate blocks, `#` lines are skipped. */
function blocks(text: string): Line[][] {
  const out: Line[][] = [];
  let current: Line[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const clean = i === 0 ? raw.replace(/^\uFEFF/, '') : raw;
    if (clean.trim() === '') {
      if (current.length > 0) out.push(current);
      current = [];
    } else if (!clean.trimStart().startsWith('#')) current.push(readLine(clean, i + 1));
  });
  if (current.length > 0) out.push(current);
  return out;
}

const boardName = (size: number) => `${size}×${size}`;

function symbolValue(text: string): number | null {
  if (text === '.') return 0;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^[A-Za-z]$/.test(text)) return text.toUpperCase().charCodeAt(0) - 55; // A = 10
  return null;
}

/** The value of one token on a board of side `size`, or an error at the token. */
function valueOf(t: Token, line: number, size: number): Value {
  const v = symbolValue(t.text);
  const at = { line, col: t.col };
  if (v === null) {
    const shown = t.text.length > 12 ? `${t.text.slice(0, 12)}…` : t.text;
    const letters = size > 9 ? ` or the letters A–${String.fromCharCode(55 + Math.min(size, 35))} (A = 10)` : '';
    const message = `\`${shown}\` (line ${line}, column ${t.col}) is not a value: use 1–${Math.min(size, 9)}${letters}, and . or 0 for an empty cell`;
    return { ok: false, error: { message, ...at } };
  }
  if (v > size) {
    const what = /^[A-Za-z]$/.test(t.text) ? `\`${t.text}\` stands for ${v}, which` : `${t.text}`;
    const message = `${what} is too large for a ${boardName(size)} board, whose values are 1–${size} (line ${line}, column ${t.col})`;
    return { ok: false, error: { message, ...at } };
  }
  return { ok: true, value: v };
}

function tooLarge(order: number, at: { line: number; col: number }): ParseResult<SudokuPuzzle> {
  const size = order * order;
  const message = `a ${boardName(size)} board is larger than this reader takes (at most ${boardName(MAX_ORDER * MAX_ORDER)})`;
  return { ok: false, error: { message, ...at } };
}

/** One puzzle from the tokens of one line (n⁴ values). */
function parseOneLine(l: Line): ParseResult<SudokuPuzzle> {
  const count = l.count;
  const order = orderOfCellCount(count);
  if (order === null) {
    const unit = l.spaced ? 'values' : 'characters';
    const message = `line ${l.line} has ${count} ${unit}: a whole board on one line needs n⁴ of them, ${FOURTH_POWERS}; a row of a board written row by row has ${SQUARES}`;
    return { ok: false, error: { message, line: l.line, col: l.end } };
  }
  if (order > MAX_ORDER) return tooLarge(order, { line: l.line, col: 1 });
  const size = order * order;
  const cells = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    const v = valueOf(tokenAt(l, i), l.line, size);
    if (!v.ok) return v;
    cells[i] = v.value;
  }
  return { ok: true, puzzle: { order, size, cells } };
}

/** One puzzle from a block of N rows of N values. */
function parseGrid(block: Line[]): ParseResult<SudokuPuzzle> {
  const first = block[0];
  const size = first.count;
  const order = orderOfSize(size);
  if (order === null) return parseOneLine(first); // its message covers both readings
  if (order > MAX_ORDER) return tooLarge(order, { line: first.line, col: 1 });
  const cells: number[] = [];
  for (let r = 0; r < block.length; r++) {
    const l = block[r];
    if (r === size) {
      const message = `a ${boardName(size)} board has ${size} rows and this would be row ${size + 1}; separate boards by a blank line`;
      return { ok: false, error: { message, line: l.line, col: tokenAt(l, 0).col } };
    }
    const n = l.count;
    if (n !== size) {
      const col = n > size ? tokenAt(l, size).col : l.end;
      const message = `row ${r + 1} has ${n} ${n === 1 ? 'value' : 'values'} but the first row has ${size}; every row of a ${boardName(size)} board has ${size}`;
      return { ok: false, error: { message, line: l.line, col } };
    }
    for (let k = 0; k < n; k++) {
      const v = valueOf(tokenAt(l, k), l.line, size);
      if (!v.ok) return v;
      cells.push(v.value);
    }
  }
  if (block.length < size) {
    const last = block[block.length - 1];
    const missing = size - block.length;
    const message = `the board has ${block.length} ${block.length === 1 ? 'row' : 'rows'} of ${size} values; a ${boardName(size)} board needs ${size} rows (${missing} missing)`;
    return { ok: false, error: { message, line: last.line, col: last.end } };
  }
  return { ok: true, puzzle: { order, size, cells } };
}

/** True when some token of the block is a number above `limit` (then it cannot be one-line boards of that order). */
function valueAbove(block: Line[], limit: number): boolean {
  for (const l of block) {
    for (let k = 0; k < l.count; k++) {
      const v = symbolValue(tokenAt(l, k).text);
      if (v !== null && v > limit) return true;
    }
  }
  return false;
}

/** Whether a block is one board written row by row (else: one board per line). */
function isGrid(block: Line[]): boolean {
  const count = block[0].count;
  const side = orderOfSize(count);
  if (side === null) return false;
  if (orderOfCellCount(count) === null) return true;
  // Both readings are possible (16 values: a 4×4 board, or a row of a 16×16
  // one). Rows of one board all have the same length and hold values the
  // one-line reading cannot; boards one per line may differ in size.
  // Rows written as characters can only hold boards up to 35×35 (Z = 35).
  if (!block[0].spaced && count > 35) return false;
  return block.length > 1 && block.every((l) => l.count === count) && valueAbove(block, Math.sqrt(count));
}

/** A link or game ID (./web-forms.ts) is always one puzzle on its own line. */
const isWebForm = (l: Line): boolean => !l.spaced && looksLikeWebForm(l.body);

/** Every puzzle in the input with the line it starts on, one at a time (a file of many boards is never held parsed as a whole). */
function* parseWithLines(text: string): Generator<{ line: number; result: ParseResult<SudokuPuzzle> }> {
  const found = blocks(text);
  if (found.length === 0) {
    yield { line: 1, result: { ok: false, error: { message: 'no puzzle found: the input is empty', line: 1, col: 1 } } };
    return;
  }
  for (const block of found) {
    if (!block.some(isWebForm) && isGrid(block)) yield { line: block[0].line, result: parseGrid(block) };
    else for (const l of block) yield { line: l.line, result: isWebForm(l) ? parseWebForm(l.body, l.line) : parseOneLine(l) };
  }
}

/** Every puzzle in the input, each parsed on its own, as they are asked for, with the line it starts on. */
export function* parseSudokuEach(text: string): Generator<ParseResult<SudokuPuzzle>> {
  for (const p of parseWithLines(text)) yield startingAt(p.result, p.line);
}

/**
 * Whether the first lines of a block prove it is read one puzzle per line
 * (parseWithLines), whatever lines follow: a link or game ID among them, a
 * first line whose count is no row length, a first line of characters too
 * long to be a row, or two lines of different counts when the first could
 * be either a board or a row. The CLI then reads the block line by line.
 */
export function sudokuLinesAlone(head: readonly string[]): boolean {
  const lines = head.filter((raw) => raw.trim() !== '' && !raw.trimStart().startsWith('#')).map((raw, i) => readLine(raw, i + 1));
  if (lines.length === 0) return false;
  if (lines.some(isWebForm)) return true;
  const first = lines[0];
  if (orderOfSize(first.count) === null) return true;
  if (orderOfCellCount(first.count) === null) return false; // a row of a board: always a grid
  if (!first.spaced && first.count > 35) return true;
  return lines.some((l) => l.count !== first.count);
}

/** One line of a block read one puzzle per line, as parseWithLines reads it there (null for a comment). */
export function parseSudokuLine(raw: string, line: number): ParseResult<SudokuPuzzle> | null {
  if (raw.trim() === '' || raw.trimStart().startsWith('#')) return null;
  const l = readLine(raw, line);
  return startingAt(isWebForm(l) ? parseWebForm(l.body, l.line) : parseOneLine(l), line);
}

/** Every puzzle in the input, each parsed on its own. */
export function parseSudokuMany(text: string): ParseResult<SudokuPuzzle>[] {
  return [...parseWithLines(text)].map((p) => p.result);
}

/** Exactly one puzzle. */
export function parseSudoku(text: string): ParseResult<SudokuPuzzle> {
  const all = [...parseWithLines(text)];
  if (all.length > 1) {
    return { ok: false, error: { message: 'expected one puzzle, found several', line: all[1].line, col: 1 } };
  }
  return all[0].result;
}

/** The character for value v (0 → '.'); values above 35 have none. */
export function valueChar(v: number): string {
  if (v === 0) return '.';
  if (v <= 9) return String(v);
  return String.fromCharCode(55 + v);
}

/**
 * One puzzle as one line: characters up to 25×25 (as the public sets),
 * whitespace-separated numbers from 36×36 up (0 for an empty cell).
 */
export function printSudoku(p: SudokuPuzzle): string {
  if (p.size <= 35) return p.cells.map(valueChar).join('');
  return p.cells.join(' ');
}

/** A filled board (or any grid of values) as N lines, in the same style as `printSudoku`. */
export function printSudokuGrid(rows: readonly (readonly number[])[]): string {
  const size = rows.length;
  return rows.map((row) => (size <= 35 ? row.map(valueChar).join('') : row.join(' '))).join('\n');
}
