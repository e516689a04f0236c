/**
 * How many solutions a Sudoku has, up to a cap, as fast as a plain search
 * gets: the maker asks once for every pair of givens it tries to take away.
 * Each row, column and box keeps the values it holds as the bits of one
 * integer, so a cell's candidates are one mask; the search fills the empty
 * cell with the fewest candidates first (a cell with one is a naked single,
 * with none a dead end). Dancing links (./solve-dlx.ts) answers the same
 * question through the exact-cover model, with a solver's bookkeeping that
 * costs more than the count itself on a 9×9 board.
 */
import { BudgetClock, type Budget } from '../../core/budget';
import type { SudokuPuzzle } from './puzzle';
import { popcount } from '../../core/bits';

/**
 * The number of solutions, or `cap` when there are at least that many; 0 when the givens clash; 'stopped' when the budget ran out first.
 * With `except`, only the solutions without that value in that cell are counted.
 */
export function countByBitmasks(p: SudokuPuzzle, cap = 2, budget?: Budget, except?: { cell: number; value: number }): number | 'stopped' {
  const { order, size } = p;
  const clock = new BudgetClock(budget);
  const full = size >= 31 ? -1 : (1 << size) - 1;
  const rowUsed = new Int32Array(size);
  const colUsed = new Int32Array(size);
  const boxUsed = new Int32Array(size);
  const rowOf = new Int32Array(size * size);
  const colOf = new Int32Array(size * size);
  const boxOf = new Int32Array(size * size);
  const empty: number[] = [];
  for (let i = 0; i < size * size; i++) {
    const r = Math.floor(i / size);
    const c = i % size;
    rowOf[i] = r;
    colOf[i] = c;
    boxOf[i] = Math.floor(r / order) * order + Math.floor(c / order);
    const v = p.cells[i];
    if (v === 0) {
      empty.push(i);
      continue;
    }
    const bit = 1 << (v - 1);
    if ((rowUsed[r] | colUsed[c] | boxUsed[boxOf[i]]) & bit) return 0;
    rowUsed[r] |= bit;
    colUsed[c] |= bit;
    boxUsed[boxOf[i]] |= bit;
  }
  const exceptCell = except?.cell ?? -1;
  const exceptMask = except ? ~(1 << (except.value - 1)) : full;
  let found = 0;
  let nodes = 0;
  // empty[0 … filled) are placed; the rest are open.
  const search = (filled: number): void => {
    if (clock.tick(++nodes)) return;
    if (filled === empty.length) {
      found++;
      return;
    }
    let best = -1;
    let bestMask = 0;
    let bestCount = 99;
    for (let k = filled; k < empty.length; k++) {
      const i = empty[k];
      const mask = full & ~(rowUsed[rowOf[i]] | colUsed[colOf[i]] | boxUsed[boxOf[i]]) & (i === exceptCell ? exceptMask : full);
      const count = popcount(mask);
      if (count < bestCount) {
        best = k;
        bestMask = mask;
        bestCount = count;
        if (count <= 1) break;
      }
    }
    if (bestCount === 0) return;
    const i = empty[best];
    empty[best] = empty[filled];
    empty[filled] = i;
    const r = rowOf[i];
    const c = colOf[i];
    const b = boxOf[i];
    for (let mask = bestMask; mask !== 0 && found < cap && !clock.stopped; mask &= mask - 1) {
      const bit = mask & -mask;
      rowUsed[r] |= bit;
      colUsed[c] |= bit;
      boxUsed[b] |= bit;
      search(filled + 1);
      rowUsed[r] &= ~bit;
      colUsed[c] &= ~bit;
      boxUsed[b] &= ~bit;
    }
    empty[filled] = empty[best];
    empty[best] = i;
  };
  search(0);
  if (clock.stopped && found < cap) return 'stopped';
  return Math.min(found, cap);
}

