/**
 * The Akari board as plain data, and the geometry every other file asks about:
 * which cells are white, what a clue says, which white cells a cell sees.
 *
 * Cells are characters, as in the text format: '.' white, '#' black, '0'–'4'
 * black with a clue. A solution is the same rows with '*' on the lamps.
 */

export interface AkariPuzzle {
  width: number;
  height: number;
  /** `height` strings of `width` characters: '.', '#' or '0'–'4'. */
  rows: string[];
}

/**
 * The largest side read, from a grid or a URL alike: so a stray paste cannot
 * stall the page, every board read can be printed and read back, and every
 * model stays within MAX_MODEL_TERMS (model.ts).
 */
export const MAX_SIDE = 100;

/** The puzzle's rows with '*' on every lamp (ARCHITECTURE.md §4, §5). */
export type AkariSolution = string[];

export const WHITE = '.';
export const LAMP = '*';

export function isWhite(ch: string): boolean {
  return ch === WHITE || ch === LAMP;
}

/** The clue number of a cell, or null for white and unnumbered black cells. */
export function clueOf(ch: string): number | null {
  return ch >= '0' && ch <= '4' && ch.length === 1 ? ch.charCodeAt(0) - 48 : null;
}

/** The orthogonal neighbours inside the board, as [row, col]. */
export function neighbours(p: AkariPuzzle, r: number, c: number): [number, number][] {
  const out: [number, number][] = [];
  if (r > 0) out.push([r - 1, c]);
  if (c > 0) out.push([r, c - 1]);
  if (c + 1 < p.width) out.push([r, c + 1]);
  if (r + 1 < p.height) out.push([r + 1, c]);
  return out;
}

/** Maximal runs of white cells along rows and along columns, as cell indices r·width + c. */
export function segments(p: AkariPuzzle): { rows: number[][]; cols: number[][] } {
  const rows: number[][] = [];
  const cols: number[][] = [];
  for (let r = 0; r < p.height; r++) {
    let run: number[] = [];
    for (let c = 0; c <= p.width; c++) {
      if (c < p.width && isWhite(p.rows[r][c])) run.push(r * p.width + c);
      else if (run.length > 0) {
        rows.push(run);
        run = [];
      }
    }
  }
  for (let c = 0; c < p.width; c++) {
    let run: number[] = [];
    for (let r = 0; r <= p.height; r++) {
      if (r < p.height && isWhite(p.rows[r][c])) run.push(r * p.width + c);
      else if (run.length > 0) {
        cols.push(run);
        run = [];
      }
    }
  }
  return { rows, cols };
}
