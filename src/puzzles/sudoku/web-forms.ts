/**
 * Sudoku boards as other programs write them on one line, read and written:
 *
 * - puzz.link / pzv.jp: `https://puzz.link/p?sudoku/9/9/<body>`, the body in
 *   pzprjs' number16 codec (../puzzlink-number16.ts);
 * - SudokuWiki: `https://www.sudokuwiki.org/sudoku.htm?bd=<81 digits>`, 0 for
 *   an empty cell (any n⁴ digits are read, so a 4×4 link works too);
 * - Simon Tatham's Solo game ID: `3x3:<description>`, the box's columns × rows,
 *   then the cells in reading order: a number is a value (two numbers in a row
 *   are separated by `_`), a letter `a`–`z` is a run of 1–26 empty cells.
 *
 * The plain formats (a line of N² characters, N rows) are in ./format.ts,
 * which hands a line here when `looksLikeWebForm` says it is one of these.
 * Errors carry the 1-based column a person counts (characters, not UTF-16 units).
 */
import type { ParseResult } from '../../core/result';
import { codePointOffset, puzzlinkUrl, puzzlinkUrlTest, readFrame } from '../puzzlink-frame';
import { decodeNumber16, encodeNumber16, NO_NUMBER } from '../puzzlink-number16';
import { looksLikeTathamId, readTathamId } from '../tatham-id';
import { MAX_ORDER, orderOfSize, type SudokuPuzzle } from './puzzle';

const isPuzzlink = puzzlinkUrlTest(['sudoku']);
const SUDOKUWIKI = /[?&]bd=/i;

/** True when the line is a puzz.link URL, a SudokuWiki link or a Solo game ID. */
export function looksLikeWebForm(line: string): boolean {
  return SUDOKUWIKI.test(line) || looksLikeTathamId(line) || isPuzzlink(line);
}

type Decode = { ok: true; puzzle: SudokuPuzzle } | { ok: false; message: string; offset: number };

/** The board of one such line (`line` is its 1-based number in the input). */
export function parseWebForm(text: string, line: number): ParseResult<SudokuPuzzle> {
  const decoded = SUDOKUWIKI.test(text) ? decodeSudokuWiki(text) : looksLikeTathamId(text) ? decodeSolo(text) : decodePuzzlink(text);
  if (decoded.ok) return decoded;
  return { ok: false, error: { message: decoded.message, line, col: codePointOffset(text, decoded.offset) + 1 } };
}

/** The order n of an N×N board, or a sentence why N is not a side this reader takes. */
function orderFor(size: number): number | string {
  const order = orderOfSize(size);
  if (order === null) return `a Sudoku board's side is a square number (4, 9, 16, 25, …), not ${size}`;
  if (order < 2 || order > MAX_ORDER) return `a ${size}×${size} board is outside what this reader takes (4×4 up to ${MAX_ORDER ** 2}×${MAX_ORDER ** 2})`;
  return order;
}

function decodePuzzlink(text: string): Decode {
  const frame = readFrame(text, ['sudoku'], 'Sudoku', (MAX_ORDER * MAX_ORDER) ** 2);
  if (!frame.ok) return frame;
  const { cols, rows, body, bodyOffset } = frame;
  if (cols !== rows) return { ok: false, message: `a Sudoku board is square; this URL gives ${cols} columns and ${rows} rows`, offset: frame.colsOffset };
  const order = orderFor(cols);
  if (typeof order === 'string') return { ok: false, message: order, offset: frame.colsOffset };
  const decoded = decodeNumber16(body, bodyOffset, cols * cols, "a cell marked '?' ('.' in the URL) has no value this solver can use; leave it empty");
  if (!decoded.ok) return decoded;
  const cells: number[] = [];
  for (let i = 0; i < decoded.values.length; i++) {
    const v = decoded.values[i];
    if (v !== NO_NUMBER && (v < 1 || v > cols)) {
      return { ok: false, message: `the value ${v} is outside 1–${cols}, the values of a ${cols}×${cols} board`, offset: decoded.where[i] };
    }
    cells.push(v === NO_NUMBER ? 0 : v);
  }
  return { ok: true, puzzle: { order, size: cols, cells } };
}

function decodeSudokuWiki(text: string): Decode {
  const m = /[?&]bd=([^&#\s]*)/i.exec(text)!;
  const at = m.index + m[0].length - m[1].length;
  const digits = m[1];
  const bad = /[^0-9.]/.exec(digits);
  if (bad) return { ok: false, message: `'${bad[0]}' is not a cell: the bd= value holds digits, 0 for an empty cell`, offset: at + bad.index };
  const order = Math.round(Math.sqrt(Math.sqrt(digits.length)));
  if (order ** 4 !== digits.length || order < 2 || order > 3) {
    return { ok: false, message: `the bd= value has ${digits.length} digits; a board needs 81 (9×9) or 16 (4×4), one digit per cell`, offset: at + digits.length };
  }
  const size = order * order;
  const cells = [...digits].map((d) => (d === '.' ? 0 : Number(d)));
  const over = cells.findIndex((v) => v > size);
  if (over >= 0) return { ok: false, message: `${cells[over]} is too large for a ${size}×${size} board, whose values are 1–${size}`, offset: at + over };
  return { ok: true, puzzle: { order, size, cells } };
}

function decodeSolo(text: string): Decode {
  const frame = readTathamId(text, 'Solo');
  if (!frame.ok) return frame;
  const { first: boxCols, second: boxRows, extra, description, descriptionOffset: at } = frame;
  const variant = /[xk]/.exec(extra);
  if (variant) {
    const name = variant[0] === 'x' ? 'an X-Sudoku (diagonals count too)' : 'a Killer Sudoku';
    return { ok: false, message: `this game ID is for ${name}; only the plain puzzle is solved here`, offset: text.indexOf(':') - extra.length + variant.index };
  }
  if (boxCols !== boxRows) {
    return { ok: false, message: `boxes of ${boxCols}×${boxRows} cells are not square; this solver takes square boxes only (2x2, 3x3, …)`, offset: frame.firstOffset };
  }
  const order = boxCols;
  const size = order * order;
  if (order < 2 || order > MAX_ORDER) return { ok: false, message: orderFor(size) as string, offset: frame.firstOffset };
  const total = size * size;
  const cells: number[] = [];
  let k = 0;
  while (k < description.length) {
    const ch = description[k];
    if (ch >= 'a' && ch <= 'z') {
      const run = ch.charCodeAt(0) - 96;
      if (cells.length + run > total) return { ok: false, message: `the description runs past the ${total} cells of a ${size}×${size} board here`, offset: at + k };
      for (let i = 0; i < run; i++) cells.push(0);
      k++;
    } else if (ch >= '0' && ch <= '9') {
      const number = /^\d+/.exec(description.slice(k))![0];
      const v = Number(number);
      if (v < 1 || v > size) return { ok: false, message: `the value ${number} is outside 1–${size}, the values of a ${size}×${size} board`, offset: at + k };
      if (cells.length + 1 > total) return { ok: false, message: `the description runs past the ${total} cells of a ${size}×${size} board here`, offset: at + k };
      cells.push(v);
      k += number.length;
    } else if (ch === '_') k++;
    else {
      const what = ch === ',' ? 'a Killer or jigsaw description (after a comma) is not read here' : `'${ch}' is not part of a Solo description: numbers are values, a–z runs of empty cells, _ separates two numbers`;
      return { ok: false, message: what, offset: at + k };
    }
  }
  if (cells.length < total) return { ok: false, message: `the description gives ${cells.length} of the ${total} cells of a ${size}×${size} board`, offset: at + description.length };
  return { ok: true, puzzle: { order, size, cells } };
}

/** The URL puzz.link writes for the board. */
export function encodeSudokuPuzzlink(p: SudokuPuzzle): string {
  return puzzlinkUrl('sudoku', p.size, p.size, encodeNumber16(p.cells.map((v) => (v === 0 ? NO_NUMBER : v))));
}

/** The game ID Solo prints for the board. */
export function encodeSolo(p: SudokuPuzzle): string {
  let out = '';
  let run = 0;
  // Solo writes a long run as 'z's (26 each) and the rest; a number right after a run needs no '_'.
  const flushRun = () => {
    for (; run > 26; run -= 26) out += 'z';
    if (run > 0) out += String.fromCharCode(96 + run);
  };
  for (const v of p.cells) {
    if (v === 0) {
      run++;
      continue;
    }
    if (run > 0) flushRun();
    else if (out.length > 0) out += '_';
    out += String(v);
    run = 0;
  }
  flushRun();
  return `${p.order}x${p.order}:${out}`;
}

/** SudokuWiki's link for a 9×9 (or 4×4) board; null for larger ones, which it does not take. */
export function encodeSudokuWiki(p: SudokuPuzzle): string | null {
  if (p.order > 3) return null;
  return `https://www.sudokuwiki.org/sudoku.htm?bd=${p.cells.join('')}`;
}
