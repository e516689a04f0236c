/**
 * Algorithm X's choices on a small board, as the by-hand view's "Algorithm X's
 * choice" makes them (the column with the fewest rows, its first row): the
 * lesson's worked example of section 2 (src/ui/sudoku/AlgorithmXWalk.tsx puts
 * it in words). Each step keeps the column picked, how many rows it had, the
 * row chosen and, for every row that leaves with it, the column the two share
 * (the condition the removed row would meet a second time).
 */
import { chooseRow, columnSizes, fewestColumn, handStatus, rowsOf, startState } from '../../exact-cover/by-hand';
import { openCandidates } from './candidates';
import { teachingMatrix } from './exact-cover-model';
import type { SudokuPuzzle } from './puzzle';

export interface RemovedRow {
  row: string;
  /** The name of a column the removed row shares with the chosen one ("row 2 has a 3"). */
  shared: string;
}

export interface XcWalkStep {
  column: string;
  /** Rows the column had left when it was picked: 1 is a forced move. */
  rowsLeft: number;
  chosen: string;
  removed: RemovedRow[];
}

export interface AlgorithmXWalk {
  steps: XcWalkStep[];
  /** Steps whose column had more than one row: guesses. */
  guesses: number;
  solved: boolean;
}

/** Follows Algorithm X's choice from the givens to the end (a solution or a dead end). */
export function algorithmXWalk(p: SudokuPuzzle): AlgorithmXWalk {
  const open = openCandidates(p);
  if (!open) throw new Error('the walk’s givens clash');
  const m = teachingMatrix(p, open);
  const live = m.rows.filter((r) => !r.ruledOut);
  let state = startState(live.map((r) => r.columns), m.columns.length);
  const steps: XcWalkStep[] = [];
  while (handStatus(state) === 'open') {
    const c = fewestColumn(state)!;
    const rowsLeft = columnSizes(state).get(c)!;
    const r = rowsOf(state, c)[0];
    const step = chooseRow(state, r);
    const removed = step.removedRows.map((q) => ({
      row: live[q].name,
      shared: m.columns[live[q].columns.find((col) => live[r].columns.includes(col))!].name,
    }));
    steps.push({ column: m.columns[c].name, rowsLeft, chosen: live[r].name, removed });
    state = step.state;
  }
  return { steps, guesses: steps.filter((s) => s.rowsLeft > 1).length, solved: handStatus(state) === 'solved' };
}
