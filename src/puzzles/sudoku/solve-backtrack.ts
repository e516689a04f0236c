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
import { cellName, geometry, type SudokuPuzzle, type SudokuSolution } from './puzzle';
import { clashResult, countOf, finishRun, gridRows, type SearchOutcome } from './run';

/** Search-tree nodes recorded when tracing (the teaching tree). */
export const BACKTRACK_TREE_CAP = 200;

export function solveBacktrack(p: SudokuPuzzle, options: SolveOptions<SudokuEvent>, treeCap = BACKTRACK_TREE_CAP): SolveResult<SudokuSolution> {
  const started = Date.now();
  const sink = options.sink;
  const clash = clashResult(p, 'backtrack', sink, started);
  if (clash) return clash;
  const count = countOf(options);
  const clock = new BudgetClock(options.budget);
  const { size } = p;
  const g = geometry(p.order);
  const stride = size + 1;
  const cells = Int32Array.from(p.cells);
  const rowHas = new Uint8Array(size * stride);
  const colHas = new Uint8Array(size * stride);
  const boxHas = new Uint8Array(size * stride);
  const empties: number[] = [];
  for (let i = 0; i < g.cells; i++) {
    const v = cells[i];
    if (v === 0) empties.push(i);
    else {
      rowHas[g.rowOf[i] * stride + v] = 1;
      colHas[g.colOf[i] * stride + v] = 1;
      boxHas[g.boxOf[i] * stride + v] = 1;
    }
  }
  const empty = empties.length;
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
