/**
 * Backtracking, the simplest method (the "SimpleSolver" of Jeremias, "Algoritmisk Sudokulösning" (Spektraklet blog, 2014)):
 * take the empty cells in reading order; in each, try the values 1, 2, … in
 * order and keep the first that no cell of its row, column or box already
 * holds; when no value fits, empty the cell and go back to the one before,
 * which tries its next value. Nothing is deduced, nothing is looked ahead.
 *
 * The check is three lookups in tables of the values each row, column and
 * box holds. The search is a loop over a stack of chosen values, so a board
 * with tens of thousands of empty cells needs no recursion. Work = value
 * checks, ticked after every placement and every step back (at most N checks
 * apart).
 *
 * Trace: every placement and every step back (depth 0), the first
 * `treeCap` nodes of the search tree (depth-1 `search-node` events), and at
 * the end the placements and steps back per depth.
 */
import { BudgetClock } from '../../core/budget';
import { SearchTreeRecorder } from '../../core/search-tree-recorder';
import type { SolveResult } from '../../core/result';
import type { SolveOptions } from '../types';
import type { SudokuEvent } from './events';
import { cellName, geometry, givenCount, type SudokuPuzzle, type SudokuSolution } from './puzzle';
import { clashResult, countOf, finishRun, gridRows, type SearchOutcome } from './run';

/** Cells noted between two looks at the limit, before the search (a power of two). */
const NOTE_TICK = 4096;

/** Search-tree nodes recorded when tracing (the teaching tree). */
export const BACKTRACK_TREE_CAP = 200;

export function solveBacktrack(p: SudokuPuzzle, options: SolveOptions<SudokuEvent>, treeCap = BACKTRACK_TREE_CAP): SolveResult<SudokuSolution> {
  const started = Date.now();
  // The clock starts before the givens are checked and the board's tables made: on a 625×625 board that is
  // real work (about half the time of a 100 ms limit), and the user's limit covers it.
  const clock = new BudgetClock(options.budget);
  const sink = options.sink;
  const clash = clashResult(p, 'backtrack', sink, started);
  if (clash) return clash;
  const count = countOf(options);
  const { size } = p;
  const g = geometry(p.order);
  const stride = size + 1;
  const cells = Int32Array.from(p.cells);
  const rowHas = new Uint8Array(size * stride);
  const colHas = new Uint8Array(size * stride);
  const boxHas = new Uint8Array(size * stride);
  const empties = new Int32Array(g.cells);
  let empty = 0;
  for (let i = 0; i < g.cells; i++) {
    // A 625×625 board has 390,625 cells to note: the limit is looked at every few thousand.
    if ((i & (NOTE_TICK - 1)) === 0 && clock.check()) {
      const givens = givenCount(p);
      sink?.({ kind: 'start', depth: 0, method: 'backtrack', order: p.order, givens, empty: g.cells - givens, model: { cells: g.cells - givens } });
      const stoppedIn = { phase: 'noting the givens of each row, column and box', done: i, total: g.cells, unit: 'cells' };
      const outcome: SearchOutcome = { solutions: [], complete: false, stopped: clock.stopped, stoppedIn };
      return finishRun(p, 'backtrack', count, outcome, { placements: 0, backtracks: 0, checks: 0, maxDepth: 0, empty: g.cells - givens }, sink, started);
    }
    const v = cells[i];
    if (v === 0) empties[empty++] = i;
    else {
      rowHas[g.rowOf[i] * stride + v] = 1;
      colHas[g.colOf[i] * stride + v] = 1;
      boxHas[g.boxOf[i] * stride + v] = 1;
    }
  }
  sink?.({ kind: 'start', depth: 0, method: 'backtrack', order: p.order, givens: g.cells - empty, empty, model: { cells: empty } });
  const tree = sink ? new SearchTreeRecorder(sink, treeCap) : null;
  // One entry per empty cell: depth d + 1 is the (d + 1)-th empty cell in reading order.
  const placedAt = sink ? new Array<number>(empty).fill(0) : null;
  const backAt = sink ? new Array<number>(empty).fill(0) : null;
  tree?.open(0, '');

  const solutions: SudokuSolution[] = [];
  let checks = 0;
  let placements = 0;
  let backtracks = 0;
  let maxDepth = 0;
  let d = 0;
  // resume: we came back to depth d and its current value must be taken out first.
  let resume = false;
  let complete = true;
  while (d >= 0) {
    if (d === empty) {
      solutions.push(gridRows(cells, size));
      tree?.resolve('goal');
      if (sink) sink({ kind: 'solution', depth: 0, index: solutions.length, rows: gridRows(cells, size) });
      if (solutions.length >= count) break;
      d--;
      resume = true;
      continue;
    }
    const i = empties[d];
    const r = g.rowOf[i] * stride;
    const c = g.colOf[i] * stride;
    const b = g.boxOf[i] * stride;
    let v = 1;
    if (resume) {
      const old = cells[i];
      rowHas[r + old] = 0;
      colHas[c + old] = 0;
      boxHas[b + old] = 0;
      v = old + 1;
    }
    let rejected = 0;
    let found = 0;
    for (; v <= size; v++) {
      if (rowHas[r + v] | colHas[c + v] | boxHas[b + v]) rejected++;
      else {
        found = v;
        break;
      }
    }
    checks += rejected + 1;
    if (found > 0) {
      rowHas[r + found] = 1;
      colHas[c + found] = 1;
      boxHas[b + found] = 1;
      cells[i] = found;
      placements++;
      if (sink) {
        if (!resume) tree!.resolve('expanded');
        sink({ kind: 'bt-place', depth: 0, level: d, cell: i, value: found, rejected });
        placedAt![d]++;
        tree!.open(d + 1, `${cellName(size, i)}=${found}`);
      }
      d++;
      if (d > maxDepth) maxDepth = d;
      resume = false;
    } else {
      cells[i] = 0;
      backtracks++;
      if (sink) {
        if (!resume) tree!.resolve('dead-end');
        sink({ kind: 'bt-back', depth: 0, level: d, cell: i, rejected });
        backAt![d]++;
      }
      d--;
      resume = true;
    }
    if (clock.tick(checks)) {
      complete = false;
      break;
    }
  }
  if (sink) sink({ kind: 'bt-counts', depth: 0, placements: placedAt!, backtracks: backAt! });
  const outcome: SearchOutcome = {
    solutions,
    complete,
    stopped: complete ? null : clock.stopped,
    unsolvable: `every value was tried in every empty cell (${placements} placements, ${backtracks} steps back): no filling keeps the rules`,
  };
  const stats = { placements, backtracks, checks, maxDepth, empty };
  return finishRun(p, 'backtrack', count, outcome, stats, sink, started);
}
