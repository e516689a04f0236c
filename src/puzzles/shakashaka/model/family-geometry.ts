/**
 * The offsets the families look at around a cell, as tables: which cells and
 * triangles a triangle's diagonal needs at its ends (C, eq. 4), the cell it
 * may not wedge (C, eq. 5), the cells of a 2×2 block by corner (D and F), and
 * the line each triangle may not repeat along (E). Kept apart from the loop
 * that writes the rows (model.ts) so each table can be read against the
 * picture it stands for.
 */
import { BOTTOM, LEFT, LL, LR, RIGHT, TOP, UL, UR, type Side, type Triangle } from '../puzzle';

/**
 * Eq. 4 of family C, one line per end of each triangle's diagonal: where the
 * edge turns (cell offset and the triangle it needs there) and where it goes on
 * straight (cell offset; the same triangle). Walking along the edge of a white
 * rectangle, a corner turns towards the white side, into the neighbour that
 * shares the end point and has its diagonal there with white on the same side.
 */
export const TURNS: readonly { t: Triangle; end: string; turn: [number, number, Triangle]; straight: [number, number] }[] = [
  { t: LL, end: 'lower-right', turn: [0, 1, LR], straight: [1, 1] },
  { t: LL, end: 'upper-left', turn: [-1, 0, UL], straight: [-1, -1] },
  { t: UR, end: 'lower-right', turn: [1, 0, LR], straight: [1, 1] },
  { t: UR, end: 'upper-left', turn: [0, -1, UL], straight: [-1, -1] },
  { t: UL, end: 'lower-left', turn: [1, 0, LL], straight: [1, -1] },
  { t: UL, end: 'upper-right', turn: [0, 1, UR], straight: [-1, 1] },
  { t: LR, end: 'lower-left', turn: [0, -1, LL], straight: [1, -1] },
  { t: LR, end: 'upper-right', turn: [-1, 0, UR], straight: [-1, 1] },
];

/**
 * Eq. 5 of family C: the same triangle in the next cell down its diagonal, and
 * the cell wedged between on the white side. That cell has white on two sides;
 * a triangle there would leave a white strip half a diagonal wide, which no
 * rectangle with corners on the grid can close.
 */
export const WEDGES: readonly { t: Triangle; next: [number, number]; middle: [number, number] }[] = [
  { t: LL, next: [1, 1], middle: [0, 1] },
  { t: UR, next: [1, 1], middle: [1, 0] },
  { t: UL, next: [1, -1], middle: [1, 0] },
  { t: LR, next: [1, -1], middle: [0, -1] },
];

/**
 * The cells of a 2×2 block by the block corner they sit at; the triangle named
 * like the corner (◤ in the upper-left cell) is the one whose white right angle
 * points at the block's centre. Offsets from the block's upper-left cell.
 */
export const BLOCK: readonly { corner: Triangle; at: [number, number]; beside: [number, number][]; across: [number, number] }[] = [
  { corner: UL, at: [0, 0], beside: [[0, 1], [1, 0]], across: [1, 1] },
  { corner: UR, at: [0, 1], beside: [[0, 0], [1, 1]], across: [1, 0] },
  { corner: LR, at: [1, 1], beside: [[0, 1], [1, 0]], across: [0, 0] },
  { corner: LL, at: [1, 0], beside: [[0, 0], [1, 1]], across: [0, 1] },
];

/** Family E: each triangle and the direction of the line perpendicular to its diagonal. */
export const NESTED: readonly { t: Triangle; step: [number, number] }[] = [
  { t: UL, step: [1, 1] },
  { t: LR, step: [1, 1] },
  { t: UR, step: [1, -1] },
  { t: LL, step: [1, -1] },
];

/** The four sides in the order the clue and edge rows of family B name them. */
export const ALL_SIDES: readonly Side[] = [TOP, RIGHT, BOTTOM, LEFT];
