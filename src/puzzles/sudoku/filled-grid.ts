/**
 * A random filled Sudoku grid of order n, without a search: one valid grid
 * (each row the one above shifted by n, each band by one more), then the
 * changes that keep every grid valid — the values relabelled, the bands and
 * the rows inside each band reordered, the same for stacks and columns, and
 * a transposition half the time. Not every grid is equally likely, but every
 * seed gives another, and the grids are as varied as a maker needs.
 */
import { shuffleInPlace, type Random } from '../../core/random';

export function randomSolvedGrid(random: Random, order: number): number[] {
  const size = order * order;
  const values = shuffleInPlace(random, Array.from({ length: size }, (_, k) => k + 1));
  const rows = lineOrder(random, order);
  const cols = lineOrder(random, order);
  const transpose = random() < 0.5;
  const base = (r: number, c: number) => (order * (r % order) + Math.floor(r / order) + c) % size;
  const cells: number[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const [rr, cc] = transpose ? [cols[c], rows[r]] : [rows[r], cols[c]];
      cells.push(values[base(rr, cc)]);
    }
  }
  return cells;
}

/** The lines of a board in a new order: the groups of n reordered, and the lines inside each group. */
function lineOrder(random: Random, order: number): number[] {
  const out: number[] = [];
  for (const group of shuffleInPlace(random, Array.from({ length: order }, (_, g) => g))) {
    for (const line of shuffleInPlace(random, Array.from({ length: order }, (_, k) => k))) out.push(group * order + line);
  }
  return out;
}
