/**
 * Backtracking's whole run on a small board, step by step from the solver's
 * own trace: the lesson's worked example of section 1 (src/ui/sudoku/BacktrackWalk.tsx
 * lets the reader step through it in words). Each step carries, for every
 * number tried and refused in its cell, the cell of the same row, column or
 * box that already holds it (./blocker.ts), so the example can say why each
 * number was out.
 */
import { recorder } from '../../core/trace';
import { blockerOf, type Blocker } from './blocker';
import type { SudokuEvent } from './events';
import type { SudokuPuzzle } from './puzzle';
import { solveBacktrack } from './solve-backtrack';

export interface RefusedNumber {
  value: number;
  /** Where the value already is; its cell was given or placed at an earlier step. */
  blocker: Blocker;
  placedEarlier: boolean;
}

export interface WalkStep {
  kind: 'place' | 'back';
  cell: number;
  /** The number placed (a 'place' step only). */
  value: number | null;
  /** The number this cell held before the search came back to it, or null on a first visit. */
  cameBackFrom: number | null;
  /** The numbers tried and refused in this visit, in order. */
  refused: RefusedNumber[];
  /** The board after the step (0 = empty). */
  cells: number[];
}

export interface BacktrackWalk {
  /** Every placement and step back of the run, the last one filling the board. */
  steps: WalkStep[];
  /** Index in `steps` of the first step back. */
  deadEndStep: number;
}

/**
 * Runs backtracking on `p` and keeps every step to the solution. Throws if the
 * run never meets a dead end: the example is there to show one.
 */
export function backtrackWalk(p: SudokuPuzzle): BacktrackWalk {
  const rec = recorder<SudokuEvent>(10_000);
  const result = solveBacktrack(p, { sink: rec.sink });
  if (result.status !== 'solved') throw new Error(`the walk's board is not solved: ${result.status}`);
  const events = rec.events.filter((e): e is Extract<SudokuEvent, { kind: 'bt-place' | 'bt-back' }> => e.kind === 'bt-place' || e.kind === 'bt-back');
  const cells = Array.from(p.cells);
  const given = new Set(p.cells.flatMap((v, i) => (v === 0 ? [] : [i])));
  const steps: WalkStep[] = [];
  let deadEndStep = -1;
  for (const e of events) {
    // A cell the search comes back to still holds the number that led to the dead end; the check runs with it taken out.
    const cameBackFrom = cells[e.cell] !== 0 ? cells[e.cell] : null;
    cells[e.cell] = 0;
    const upTo = e.kind === 'bt-place' ? e.value - 1 : p.size;
    const from = upTo - e.rejected + 1;
    const refused: RefusedNumber[] = [];
    for (let v = from; v <= upTo; v++) {
      const blocker = blockerOf(p.order, cells, e.cell, v);
      if (!blocker) throw new Error(`no cell holds ${v} next to cell ${e.cell}`);
      refused.push({ value: v, blocker, placedEarlier: !given.has(blocker.at) });
    }
    if (e.kind === 'bt-back' && deadEndStep < 0) deadEndStep = steps.length;
    if (e.kind === 'bt-place') cells[e.cell] = e.value;
    steps.push({ kind: e.kind === 'bt-place' ? 'place' : 'back', cell: e.cell, value: e.kind === 'bt-place' ? e.value : null, cameBackFrom, refused, cells: [...cells] });
  }
  if (deadEndStep < 0) throw new Error('backtracking met no dead end on the walk’s board');
  if (cells.includes(0)) throw new Error('the walk’s trace does not end on a full board');
  return { steps, deadEndStep };
}
