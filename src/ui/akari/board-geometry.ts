/**
 * Board geometry the Akari views need and the solver does not: which cell a
 * variable is, which cells the lamps light (and the beams to draw for it),
 * where the arrow keys go, and the board in words for screen readers.
 *
 * Variables are numbered as in the model (white cells in reading order), so
 * a view can take `values` from the replay and ids from the engine directly.
 */
import { clueOf, isWhite, type AkariPuzzle } from '../../puzzles/akari/puzzle';
import { AKARI_WORDS } from '../../puzzles/akari/vocabulary';

export interface CellIndex {
  /** [row, col] of each variable. */
  cells: [number, number][];
  /** Variable of each cell r·width + c, −1 for black cells. */
  varOf: Int32Array;
}

export function indexCells(puzzle: AkariPuzzle): CellIndex {
  const cells: [number, number][] = [];
  const varOf = new Int32Array(puzzle.width * puzzle.height).fill(-1);
  for (let r = 0; r < puzzle.height; r++) {
    for (let c = 0; c < puzzle.width; c++) {
      if (!isWhite(puzzle.rows[r][c])) continue;
      varOf[r * puzzle.width + c] = cells.length;
      cells.push([r, c]);
    }
  }
  return { cells, varOf };
}

/** A lamp's light: the white run it sits in, along its row and along its column. */
export interface Beam {
  variable: number;
  /** Row beam from column c0 to c1 (inclusive) on row r. */
  row: { r: number; c0: number; c1: number };
  /** Column beam from row r0 to r1 (inclusive) on column c. */
  col: { c: number; r0: number; r1: number };
}

const white = (p: AkariPuzzle, r: number, c: number) =>
  r >= 0 && r < p.height && c >= 0 && c < p.width && isWhite(p.rows[r][c]);

export function beamsOf(puzzle: AkariPuzzle, index: CellIndex, values: readonly number[]): Beam[] {
  const out: Beam[] = [];
  values.forEach((value, variable) => {
    if (value !== 1) return;
    const [r, c] = index.cells[variable];
    let c0 = c;
    let c1 = c;
    let r0 = r;
    let r1 = r;
    while (white(puzzle, r, c0 - 1)) c0--;
    while (white(puzzle, r, c1 + 1)) c1++;
    while (white(puzzle, r0 - 1, c)) r0--;
    while (white(puzzle, r1 + 1, c)) r1++;
    out.push({ variable, row: { r, c0, c1 }, col: { c, r0, r1 } });
  });
  return out;
}

/** Every lamp's row and column beam as one SVG path (a run of one cell has no beam); `cell` and `pad` in SVG units. */
export function beamPath(beams: readonly Beam[], cell = 48, pad = 3): string {
  let d = '';
  for (const b of beams) {
    if (b.row.c1 > b.row.c0) d += `M${pad + b.row.c0 * cell + 6} ${pad + (b.row.r + 0.5) * cell}H${pad + (b.row.c1 + 1) * cell - 6}`;
    if (b.col.r1 > b.col.r0) d += `M${pad + (b.col.c + 0.5) * cell} ${pad + b.col.r0 * cell + 6}V${pad + (b.col.r1 + 1) * cell - 6}`;
  }
  return d;
}

/** Per cell r·width + c: lit by some lamp (a lamp lights its own cell too). */
export function litCells(puzzle: AkariPuzzle, beams: readonly Beam[]): Uint8Array {
  const lit = new Uint8Array(puzzle.width * puzzle.height);
  for (const b of beams) {
    for (let c = b.row.c0; c <= b.row.c1; c++) lit[b.row.r * puzzle.width + c] = 1;
    for (let r = b.col.r0; r <= b.col.r1; r++) lit[r * puzzle.width + b.col.c] = 1;
  }
  return lit;
}

/** "x7" style plain-text name of a variable (the KaTeX name is x_{7}); Akari's words (AKARI_WORDS) name them so. */
export const plainName: (variable: number) => string = AKARI_WORDS.name;

/** A cell's value as the Why questions ask about it ("Why is x3 not a lamp?"): the panel's heading and the exported page's section 4. */
export function valueInWords(value: number | undefined): string {
  return value === 1 ? 'a lamp' : value === 0 ? 'not a lamp' : 'still open';
}

export function stateWord(value: number | undefined): string {
  return value === 1 ? 'lamp' : value === 0 ? 'no lamp' : 'undecided';
}

/** One sentence per row for screen readers: "row 1: clue 2, x1 lamp, black, …". */
export function boardDescription(puzzle: AkariPuzzle, index: CellIndex, values: readonly number[]): string {
  const rows: string[] = [];
  for (let r = 0; r < puzzle.height; r++) {
    const cells: string[] = [];
    for (let c = 0; c < puzzle.width; c++) {
      const ch = puzzle.rows[r][c];
      const v = index.varOf[r * puzzle.width + c];
      if (v >= 0) cells.push(`${plainName(v)} ${stateWord(values[v])}`);
      else cells.push(clueOf(ch) === null ? 'black' : `clue ${ch}`);
    }
    rows.push(`row ${r + 1}: ${cells.join(', ')}`);
  }
  return `${puzzle.width} by ${puzzle.height} board. ${rows.join('; ')}.`;
}
