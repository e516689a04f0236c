/**
 * Why a value cannot go into a cell, as backtracking's check finds it: some
 * other cell of the same row, column or box already holds it. Backtracking
 * checks the three units at once; this names the first one that blocks, row
 * first, then column, then box, so a step can say "4 is out for r1c3: row 1
 * already has 4 at r1c7".
 */
import { boxCell, geometry } from './puzzle';

export interface Blocker {
  unit: 'row' | 'column' | 'box';
  /** The unit's number, 1-based as the lesson counts rows, columns and boxes. */
  number: number;
  /** The cell that holds the value. */
  at: number;
}

/** The first other cell of cell i's row, column or box (in that order) that holds `value` on `cells`; null if none. */
export function blockerOf(order: number, cells: ArrayLike<number>, i: number, value: number): Blocker | null {
  const g = geometry(order);
  const { size } = g;
  const r = g.rowOf[i];
  const c = g.colOf[i];
  const b = g.boxOf[i];
  for (let k = 0; k < size; k++) {
    const j = r * size + k;
    if (j !== i && cells[j] === value) return { unit: 'row', number: r + 1, at: j };
  }
  for (let k = 0; k < size; k++) {
    const j = k * size + c;
    if (j !== i && cells[j] === value) return { unit: 'column', number: c + 1, at: j };
  }
  for (let k = 0; k < size; k++) {
    const j = boxCell(order, b, k);
    if (j !== i && cells[j] === value) return { unit: 'box', number: b + 1, at: j };
  }
  return null;
}
