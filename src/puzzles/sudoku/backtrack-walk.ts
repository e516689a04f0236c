/**
 * Backtracking's first steps on a small board, up to and just past its first
 * dead end: the lesson's worked example of section 1 (src/ui/sudoku/BacktrackWalk.tsx
 * puts it in words). Each step carries, for every number tried and refused in
 * its cell, the cell of the same row, column or box that already holds it
 * (./blocker.ts), so the example can say why each number was out; the rest of
 * the run is only counted.
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
  steps: WalkStep[];
  /** The board as it was when the dead end was found (the cell that failed still empty). */
  deadEnd: number[];
  /** Index in `steps` of the first step back. */
  deadEndStep: number;
  /** What the whole run took after the steps shown. */
  laterPlacements: number;
  laterBacks: number;
}

/**
 * Runs backtracking on `p` and keeps its steps until the cell of the first
 * dead end holds a number again. Throws if the run never meets a dead end: the
 * example is there to show one.
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
  let deadEnd: number[] = [];
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
    if (e.kind === 'bt-back' && deadEndStep < 0) {
      deadEndStep = steps.length;
      deadEnd = [...cells];
    }
    if (e.kind === 'bt-place') cells[e.cell] = e.value;
    steps.push({ kind: e.kind === 'bt-place' ? 'place' : 'back', cell: e.cell, value: e.kind === 'bt-place' ? e.value : null, cameBackFrom, refused, cells: [...cells] });
    if (deadEndStep >= 0 && e.kind === 'bt-place' && e.cell === events[deadEndStep].cell) break;
  }
  if (deadEndStep < 0) throw new Error('backtracking met no dead end on the walk’s board');
  const shown = steps.length;
  const later = events.slice(shown);
  return {
    steps,
    deadEnd,
    deadEndStep,
    laterPlacements: later.filter((e) => e.kind === 'bt-place').length,
    laterBacks: later.filter((e) => e.kind === 'bt-back').length,
  };
}
