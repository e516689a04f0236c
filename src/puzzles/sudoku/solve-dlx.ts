/**
 * Sudoku by exact cover: the board becomes the matrix of
 * ./exact-cover-model.ts (over what the givens leave open) and the generic
 * Algorithm X with dancing links (src/exact-cover/dlx.ts) picks rows — always
 * from the condition with the fewest candidates left. Its events are passed
 * on with what each row and column means on the board.
 */
import { BudgetClock } from '../../core/budget';
import type { SolveResult } from '../../core/result';
import type { TraceSink } from '../../core/trace';
import { DEFAULT_MAX_ENTRIES, solveExactCover } from '../../exact-cover/dlx';
import type { ExactCoverEvent } from '../../exact-cover/events';
import type { SolveOptions } from '../types';
import { candidateCount, candidateLowerBound, openCandidates, releaseOpenCandidates } from './candidates';
import type { SudokuEvent } from './events';
import { conditionName, conditionOf, optionName, releaseExactCover, sudokuExactCover, type SudokuExactCover } from './exact-cover-model';
import { givenCount, type SudokuPuzzle, type SudokuSolution } from './puzzle';
import { clashResult, countOf, finishRun, gridRows, remainingBudget, type SearchOutcome } from './run';

/** Search-tree nodes recorded when tracing. */
export const DLX_TREE_CAP = 200;

/** The exact-cover events with their meaning on the board. */
function boardSink(p: SudokuPuzzle, m: SudokuExactCover, sink: TraceSink<SudokuEvent>): TraceSink<ExactCoverEvent> {
  const size = m.size;
  return (e) => {
    switch (e.kind) {
      case 'xc-choose':
      case 'xc-cover':
      case 'xc-exhausted': {
        const condition = conditionOf(m, e.column);
        sink({ ...e, condition, name: conditionName(size, condition) });
        return;
      }
      case 'xc-try':
        sink({ ...e, cell: m.rowCell[e.row], value: m.rowValue[e.row], name: optionName(size, m.rowCell[e.row], m.rowValue[e.row]) });
        return;
      case 'xc-undo':
        sink({ ...e, cell: m.rowCell[e.row], value: m.rowValue[e.row] });
        return;
      case 'xc-solution':
        sink({ kind: 'solution', depth: 0, index: e.index, rows: solutionRows(p, m, e.rows) });
        return;
      default:
        sink(e);
    }
  };
}

/** The board a set of matrix rows fills in. */
function solutionRows(p: SudokuPuzzle, m: SudokuExactCover, rows: readonly number[]): SudokuSolution {
  // A plain copy, not a typed one: a typed array of 81 values gets a backing store of its own outside the heap.
  const cells = p.cells.slice();
  for (const r of rows) cells[m.rowCell[r]] = m.rowValue[r];
  return gridRows(cells, p.size);
}

/** The first condition no candidate can meet, in words (a board the givens already doom), or null. */
function emptyCondition(m: SudokuExactCover): string | null {
  const sizes = new Int32Array(m.columnKind.length);
  for (const c of m.problem.items) sizes[c]++;
  const k = sizes.indexOf(0);
  if (k < 0) return null;
  return `no candidate is left for “${conditionName(m.size, conditionOf(m, k))}”: the givens rule out every cell and value that could meet it`;
}

function entriesRefusal(entries: number, atLeast: boolean): string {
  return `the exact-cover matrix would have ${atLeast ? 'at least ' : ''}${entries.toLocaleString('en-US')} entries, more than the ${DEFAULT_MAX_ENTRIES.toLocaleString('en-US')} this solver builds`;
}

/** The DLX method's refusal on the cheap bound, before candidates are listed: each candidate is a row of four entries. */
export function dlxRefusal(p: SudokuPuzzle): string | null {
  // No board of this size could reach the cap (at most N values in each of N² cells): the bound is not worth its two passes.
  if (4 * p.size ** 3 <= DEFAULT_MAX_ENTRIES) return null;
  const atLeast = candidateLowerBound(p) * 4;
  return atLeast > DEFAULT_MAX_ENTRIES ? entriesRefusal(atLeast, true) : null;
}

export function solveDlx(p: SudokuPuzzle, options: SolveOptions<SudokuEvent>, treeCap = DLX_TREE_CAP): SolveResult<SudokuSolution> {
  const started = Date.now();
  const sink = options.sink;
  const clash = clashResult(p, 'dlx', sink, started);
  if (clash) return clash;
  const count = countOf(options);
  const clock = new BudgetClock(options.budget);
  const stats: Record<string, number> = { rows: 0, columns: 0, entries: 0, nodes: 0, updates: 0, buildMs: 0 };
  const stop = (outcome: Partial<SearchOutcome>) =>
    finishRun(p, 'dlx', count, { solutions: [], complete: false, stopped: null, ...outcome }, stats, sink, started);

  const early = dlxRefusal(p);
  if (early) return stop({ refused: early });
  const open = openCandidates(p, (w) => clock.tick(w));
  if (!open) return stop({ stopped: clock.stopped });
  const entries = candidateCount(open) * 4;
  if (entries > DEFAULT_MAX_ENTRIES) return stop({ refused: entriesRefusal(entries, false) });
  const model = sudokuExactCover(p, open, (w) => clock.tick(w));
  // Nothing reads the candidates once the matrix is built (their storage goes to the next board).
  releaseOpenCandidates(open);
  if (!model) return stop({ stopped: clock.stopped });
  stats.buildMs = Date.now() - started;
  const { problem } = model;
  if (sink) {
    const matrix = { rows: model.rowCell.length, columns: problem.primary, entries: problem.items.length };
    sink({ kind: 'start', depth: 0, method: 'dlx', order: p.order, givens: givenCount(p), empty: open.cells.length, model: matrix });
  }
  const { size } = p;
  const result = solveExactCover(problem, {
    budget: remainingBudget(options.budget, started),
    sink: sink ? boardSink(p, model, sink) : undefined,
    maxSolutions: count,
    treeCap: sink ? treeCap : 0,
    rowLabel: (r) => optionName(size, model.rowCell[r], model.rowValue[r]),
  });
  Object.assign(stats, result.stats);
  const solutions = result.solutions.map((rows) => solutionRows(p, model, rows));
  const unsolvable =
    solutions.length === 0 && result.complete
      ? (emptyCondition(model) ?? `every choice was tried (${result.stats.nodes} rows): no set of rows covers every condition exactly once`)
      : undefined;
  // The answers are written out and the reason worded: the matrix's storage goes to the next board.
  releaseExactCover(model);
  const outcome: SearchOutcome = {
    solutions,
    complete: result.complete,
    stopped: result.stopped === 'too-large' ? null : result.stopped,
    refused: result.stopped === 'too-large' ? result.message : undefined,
    unsolvable,
  };
  return finishRun(p, 'dlx', count, outcome, stats, sink, started);
}
