/**
 * Replay: trace events → what the board view shows after them, for all three
 * methods. `applySudoku` changes a view in place; the board (N² values) is
 * copied on clone, the learned clauses are a log (src/core/log.ts) that
 * clones share, and the SAT view's cells per decision level are immutable
 * arrays, so a clone copies only the outer list.
 */
import { appendLog, emptyLog, type Log } from '../../core/log';
import type { Replay } from '../../core/player';
import type { CountsEvent, StartEvent, SudokuEvent, SudokuMethodName, VariableNames } from './events';
import type { SudokuPuzzle } from './puzzle';

export type SudokuStatus = 'working' | 'solved' | 'unsolvable' | 'stopped';

/** What the current step looks at. */
export type SudokuFocus =
  | { kind: 'condition'; name: string; size: number }
  | { kind: 'option'; cell: number; value: number; name: string }
  | { kind: 'clause'; what: 'conflict' | 'learned'; literals: number[]; names: VariableNames }
  | { kind: 'decision'; literal: number; name: string }
  | null;

export interface SudokuCounters {
  placements: number;
  backtracks: number;
  choices: number;
  tries: number;
  decisions: number;
  conflicts: number;
  restarts: number;
}

export interface LearnedClause {
  clause: number[];
  lbd: number;
  names: VariableNames;
}

/** How a filled cell came to be filled: by a guess (a decision, a try among several rows, a backtracking placement) or forced. */
export const PLACED_GUESS = 1;
export const PLACED_FORCED = 2;

export interface SudokuView {
  size: number;
  /** Values in reading order (givens included); 0 = empty. */
  cells: Int16Array;
  /**
   * Per cell: PLACED_GUESS when a guess filled it (a SAT decision, a dancing-links row tried among
   * several, any backtracking placement), PLACED_FORCED when it was forced (unit propagation, the
   * only row of a column), 0 for a given, an empty cell or one the final solution step filled.
   */
  placedBy: Uint8Array;
  /** Given cells (never change). */
  given: Uint8Array;
  /** Cells the current step filled or emptied. */
  changed: number[];
  method: SudokuMethodName | null;
  model: StartEvent['model'] | null;
  families: StartEvent['families'] | null;
  status: SudokuStatus;
  note: string | null;
  /** Search depth: cells filled (backtracking), rows chosen (dlx), decision level (sat). */
  level: number;
  focus: SudokuFocus;
  counters: SudokuCounters;
  /** SAT: the cells placed at each decision level (index = level), so a backjump can take them back. */
  levelCells: (readonly number[])[];
  /**
   * SAT: the guesses in force that a cell does NOT hold a number (decisions like ¬r5c1#9), with their level: they place
   * nothing, so the board draws them "≠9" in a ring (readers counted the rings against the decision level and found fewer).
   */
  guessedOut: readonly { cell: number; value: number; level: number }[];
  learned: Log<LearnedClause>;
  solutions: number;
  depthCounts: CountsEvent | null;
}

export function initialSudokuView(p: SudokuPuzzle): SudokuView {
  const cells = Int16Array.from(p.cells);
  return {
    size: p.size,
    cells,
    placedBy: new Uint8Array(p.cells.length),
    given: Uint8Array.from(p.cells, (v) => (v === 0 ? 0 : 1)),
    changed: [],
    method: null,
    model: null,
    families: null,
    status: 'working',
    note: null,
    level: 0,
    focus: null,
    counters: { placements: 0, backtracks: 0, choices: 0, tries: 0, decisions: 0, conflicts: 0, restarts: 0 },
    levelCells: [[]],
    guessedOut: [],
    learned: emptyLog(),
    solutions: 0,
    depthCounts: null,
  };
}

/** Sets the placed [cell, value] pairs, each forced (the first one a guess when `firstGuess`); returns the cells. */
function place(view: SudokuView, placed: readonly number[], firstGuess = false): number[] {
  const touched: number[] = [];
  for (let k = 0; k + 1 < placed.length; k += 2) {
    view.cells[placed[k]] = placed[k + 1];
    if (!view.given[placed[k]]) view.placedBy[placed[k]] = k === 0 && firstGuess ? PLACED_GUESS : PLACED_FORCED;
    touched.push(placed[k]);
  }
  return touched;
}

/** A search step that fills (or, with 0, empties) one cell and leaves the search at `level`. */
function setCell(view: SudokuView, cell: number, value: number, level: number, by = 0): void {
  view.cells[cell] = value;
  view.placedBy[cell] = value === 0 ? 0 : by;
  view.changed = [cell];
  view.level = level;
}

/** SAT: empties the cells placed above `level` and forgets those levels. */
function unwindTo(view: SudokuView, level: number): number[] {
  const cleared: number[] = [];
  for (let l = view.levelCells.length - 1; l > level; l--) {
    for (const cell of view.levelCells[l]) {
      if (!view.given[cell]) {
        view.cells[cell] = 0;
        view.placedBy[cell] = 0;
        cleared.push(cell);
      }
    }
  }
  view.levelCells.length = Math.min(view.levelCells.length, level + 1);
  view.guessedOut = view.guessedOut.filter((g) => g.level <= level);
  while (view.levelCells.length < level + 1) view.levelCells.push([]);
  return cleared;
}

export function applySudoku(view: SudokuView, e: SudokuEvent): void {
  if (e.depth === 0) view.changed = [];
  const c = view.counters;
  switch (e.kind) {
    case 'start':
      view.method = e.method;
      view.model = e.model;
      view.families = e.families ?? null;
      return;
    case 'bt-place':
      setCell(view, e.cell, e.value, e.level + 1, PLACED_GUESS);
      c.placements++;
      view.focus = null;
      return;
    case 'bt-back':
      setCell(view, e.cell, 0, e.level);
      c.backtracks++;
      return;
    case 'bt-counts':
      view.depthCounts = e;
      return;
    case 'xc-choose':
      view.level = e.level;
      view.focus = { kind: 'condition', name: e.name, size: e.size };
      c.choices++;
      return;
    case 'xc-try':
      // A column with a single row left leaves no choice: that row is forced.
      setCell(view, e.cell, e.value, e.level + 1, e.of === 1 ? PLACED_FORCED : PLACED_GUESS);
      view.focus = { kind: 'option', cell: e.cell, value: e.value, name: e.name };
      c.tries++;
      return;
    case 'xc-undo':
      setCell(view, e.cell, 0, e.level);
      c.backtracks++;
      return;
    case 'xc-exhausted':
      view.level = e.level;
      view.note = `every candidate for “${e.name}” has been tried: back one level`;
      return;
    case 'sat-assume':
      view.levelCells = [place(view, e.placed)];
      view.changed = view.levelCells[0].slice();
      view.level = 0;
      return;
    case 'sat-decide': {
      unwindTo(view, e.level - 1);
      // The decision is the first literal set at its level: when it places a number, that is the first cell placed.
      const cells = place(view, e.placed, e.literal > 0 && e.shown[0] === e.literal);
      view.levelCells.push(cells);
      if (e.ruledOut.length === 2) view.guessedOut = [...view.guessedOut, { cell: e.ruledOut[0], value: e.ruledOut[1], level: e.level }];
      view.changed = cells;
      view.level = e.level;
      view.focus = { kind: 'decision', literal: e.literal, name: e.names[Math.abs(e.literal)] ?? String(e.literal) };
      c.decisions++;
      return;
    }
    case 'sat-conflict':
      view.focus = { kind: 'clause', what: 'conflict', literals: e.clause, names: e.names };
      c.conflicts++;
      return;
    case 'sat-learn':
      view.learned = appendLog(view.learned, { clause: e.clause, lbd: e.lbd, names: e.names });
      view.focus = { kind: 'clause', what: 'learned', literals: e.clause, names: e.names };
      return;
    case 'sat-backjump': {
      const cleared = unwindTo(view, e.to);
      const cells = place(view, e.placed);
      view.levelCells[e.to] = [...view.levelCells[e.to], ...cells];
      view.changed = [...cleared, ...cells];
      view.level = e.to;
      return;
    }
    case 'sat-restart':
      view.changed = unwindTo(view, 0);
      view.level = 0;
      c.restarts++;
      return;
    case 'sat-unsat':
      view.note = 'a conflict at level 0: the formula has no model';
      return;
    case 'solution':
      for (let r = 0; r < e.rows.length; r++) for (let k = 0; k < e.rows[r].length; k++) view.cells[r * view.size + k] = e.rows[r][k];
      view.solutions = e.index;
      view.status = 'solved';
      view.focus = null;
      view.note = e.index > 1 ? 'a second solution: the puzzle is not proper' : 'every cell is filled and every rule holds';
      return;
    case 'end':
      view.status = e.status === 'solved' ? 'solved' : e.status === 'unsolvable' ? 'unsolvable' : 'stopped';
      view.note = e.reason;
      view.focus = null;
      return;
    default:
      // xc-cover, xc-solution, sat-analyse, sat-model, sat-block, sat-reduce, search-node:
      // detail the panels read from the trace itself; the board does not change.
      return;
  }
}

export const sudokuReplay: Replay<SudokuPuzzle, SudokuView, SudokuEvent> = {
  initial: initialSudokuView,
  apply: applySudoku,
  clone: (view) => ({
    ...view,
    cells: view.cells.slice(),
    placedBy: view.placedBy.slice(),
    counters: { ...view.counters },
    levelCells: view.levelCells.slice(),
  }),
};
