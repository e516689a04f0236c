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
import { conditionName, teachingMatrix, type TeachingRow } from './exact-cover-model';
import { geometry, type SudokuPuzzle } from './puzzle';

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
  /**
   * For a forced step, the column's other rows and why each is gone: the givens ruled it out ("box 1 has a given 2")
   * or an earlier step removed it (its 1-based number). A reader asked why "no other row left".
   */
  gone: { row: string; given: string | null; step: number | null }[];
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
  const removedAt = new Map<string, number>();
  while (handStatus(state) === 'open') {
    const c = fewestColumn(state)!;
    const rowsLeft = columnSizes(state).get(c)!;
    const r = rowsOf(state, c)[0];
    const step = chooseRow(state, r);
    const removed = step.removedRows.map((q) => ({
      row: live[q].name,
      shared: m.columns[live[q].columns.find((col) => live[r].columns.includes(col))!].name,
    }));
    const gone = rowsLeft > 1 ? [] : m.rows
      .filter((t) => t !== live[r] && conditionsOf(p, t).includes(m.columns[c].name))
      .map((t) => ({ row: t.name, given: t.ruledOut, step: removedAt.get(t.name) ?? null }));
    steps.push({ column: m.columns[c].name, rowsLeft, chosen: live[r].name, removed, gone });
    for (const q of removed) removedAt.set(q.row, steps.length);
    state = step.state;
  }
  return { steps, guesses: steps.filter((s) => s.rowsLeft > 1).length, solved: handStatus(state) === 'solved' };
}

/** The names of the four conditions a candidate meets, ruled out or not (a ruled-out row keeps no columns). */
function conditionsOf(p: SudokuPuzzle, t: TeachingRow): string[] {
  const g = geometry(p.order);
  return [
    conditionName(p.size, { kind: 'cell', unit: t.cell, value: 0 }),
    conditionName(p.size, { kind: 'row', unit: g.rowOf[t.cell], value: t.value }),
    conditionName(p.size, { kind: 'column', unit: g.colOf[t.cell], value: t.value }),
    conditionName(p.size, { kind: 'box', unit: g.boxOf[t.cell], value: t.value }),
  ];
}
