/**
 * The Shakashaka board as plain data, and the few facts of its geometry every
 * other file asks about: which cells are white, what a clue says, and which
 * edges of a cell a triangle paints black.
 *
 * Cells are characters, as in the text format: '.' white, '#' black, '0'–'4'
 * black with a clue. A solution is the same rows with a triangle character on
 * some white cells; the character shows the black half of the cell:
 * ◤ (black in the upper-left corner), ◥ (upper-right), ◢ (lower-right),
 * ◣ (lower-left).
 */

export interface ShakashakaPuzzle {
  width: number;
  height: number;
  /** `height` strings of `width` characters: '.', '#' or '0'–'4'. */
  rows: string[];
}

/** The puzzle's rows with a triangle character on some white cells (ARCHITECTURE.md §4, §5). */
export type ShakashakaSolution = string[];

export const WHITE = '.';
export const BLACK = '#';

/**
 * The state of a white cell: 0 = left white, then the four triangles, named
 * by the corner that holds the triangle's black right angle. The numbers are
 * the order of a cell's five variables in the model.
 */
export const EMPTY = 0;
export const UL = 1;
export const UR = 2;
export const LR = 3;
export const LL = 4;
export type CellState = 0 | 1 | 2 | 3 | 4;
export type Triangle = 1 | 2 | 3 | 4;

export const TRIANGLES: readonly Triangle[] = [UL, UR, LR, LL];

/** The character of each state, '.' for a white cell left empty. */
export const STATE_CHAR: readonly string[] = [WHITE, '◤', '◥', '◢', '◣'];

/** Short ASCII names (LP variable names, test labels). */
export const STATE_CODE: readonly string[] = ['0', 'ul', 'ur', 'lr', 'll'];

/** The state a character stands for on a white cell, or null when it is none. */
export function stateOf(ch: string): CellState | null {
  const i = STATE_CHAR.indexOf(ch);
  return i < 0 ? null : (i as CellState);
}

export function isTriangleChar(ch: string): boolean {
  const s = stateOf(ch);
  return s !== null && s !== EMPTY;
}

/** A white cell of the puzzle (or a white or triangle cell of a solution). */
export function isWhite(ch: string): boolean {
  return stateOf(ch) !== null;
}

/** The clue number of a cell, or null for white and unnumbered black cells. */
export function clueOf(ch: string): number | null {
  return ch.length === 1 && ch >= '0' && ch <= '4' ? ch.charCodeAt(0) - 48 : null;
}

/** The four sides of a cell, in the order the geometry code uses (clockwise from the top). */
export const TOP = 0;
export const RIGHT = 1;
export const BOTTOM = 2;
export const LEFT = 3;
export type Side = 0 | 1 | 2 | 3;
export const SIDES: readonly Side[] = [TOP, RIGHT, BOTTOM, LEFT];

/** Row and column step to the neighbour across each side. */
export const SIDE_STEP: readonly (readonly [number, number])[] = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
];

/** The two sides a triangle paints black: the legs of its right angle. */
export const BLACK_SIDES: Readonly<Record<Triangle, readonly [Side, Side]>> = {
  [UL]: [TOP, LEFT],
  [UR]: [TOP, RIGHT],
  [LR]: [BOTTOM, RIGHT],
  [LL]: [BOTTOM, LEFT],
};

/** The triangle turned half a turn: the same diagonal, the black on the other side. */
export const OPPOSITE: Readonly<Record<Triangle, Triangle>> = { [UL]: LR, [LR]: UL, [UR]: LL, [LL]: UR };

export const SIDE_NAME: readonly string[] = ['top', 'right', 'bottom', 'left'];

/** "row 3, column 4", 1-based as a reader counts. */
export function place(r: number, c: number): string {
  return `row ${r + 1}, column ${c + 1}`;
}

/** The orthogonal neighbours inside the board, as [row, col]. */
export function neighbours(p: { width: number; height: number }, r: number, c: number): [number, number][] {
  const out: [number, number][] = [];
  for (const [dr, dc] of SIDE_STEP) {
    const rr = r + dr;
    const cc = c + dc;
    if (rr >= 0 && rr < p.height && cc >= 0 && cc < p.width) out.push([rr, cc]);
  }
  return out;
}
