/**
 * The first wrong number backtracking places, and what it costs: the depth
 * chart says a wrong number placed early is caught only around the peak, and
 * this is the run's own instance of it. A placement is wrong when the board's
 * solution has another number in that cell; it stands until its depth gets a
 * new number or is emptied, and every placement deeper down meanwhile is work
 * spent on a board that cannot be completed.
 */
import { cellName, type SudokuPuzzle } from './puzzle';
import { solveBacktrack } from './solve-backtrack';
import type { SudokuEvent } from './events';

export interface WrongPlacement {
  /** The depth of the wrong placement, counted from 1 (as the chart counts). */
  depth: number;
  cell: string;
  value: number;
  /** The solution's number in that cell. */
  right: number;
  /** Placements made deeper down while it stood. */
  placementsUnder: number;
  /** The depth (from 1) with the most of those placements. */
  busiestDepth: number;
}

/**
 * Runs backtracking on `p` (whose unique solution is `solution`, cell by cell)
 * and follows its first wrong placement; null when the run never places a wrong number.
 */
export function firstWrongPlacement(p: SudokuPuzzle, solution: readonly number[]): WrongPlacement | null {
  let wrong: { level: number; cell: number; value: number } | null = null;
  let closed = false;
  let under = 0;
  const perLevel = new Map<number, number>();
  const sink = (e: SudokuEvent) => {
    if (closed || (e.kind !== 'bt-place' && e.kind !== 'bt-back')) return;
    if (wrong === null) {
      if (e.kind === 'bt-place' && solution[e.cell] !== e.value) wrong = { level: e.level, cell: e.cell, value: e.value };
      return;
    }
    // A new number at its depth, or its depth emptied, takes it back.
    if (e.level <= wrong.level) {
      closed = true;
      return;
    }
    if (e.kind === 'bt-place') {
      under++;
      perLevel.set(e.level, (perLevel.get(e.level) ?? 0) + 1);
    }
  };
  solveBacktrack(p, { sink });
  if (wrong === null) return null;
  const w: { level: number; cell: number; value: number } = wrong;
  let busiest = w.level + 1;
  for (const [level, n] of perLevel) if (n > (perLevel.get(busiest) ?? 0)) busiest = level;
  return { depth: w.level + 1, cell: cellName(p.size, w.cell), value: w.value, right: solution[w.cell], placementsUnder: under, busiestDepth: busiest + 1 };
}
