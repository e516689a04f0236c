/**
 * What the three Sudoku methods share around their search: the clash check
 * before it, and after it the result — status, reason, `stats.solutions` —
 * the closing `end` event, and the rules check of every answer (a method
 * whose answer breaks the rules has a bug, so that is thrown, as for Akari).
 *
 * Option `count`: 1 looks for a solution; 2 goes on looking for a second one,
 * so a puzzle with several solutions is told from a proper one.
 */
import type { StopReason } from '../../core/budget';
import { buildStopReason, type BuildStop } from '../../core/build-stop';
import type { SolveResult } from '../../core/result';
import type { TraceSink } from '../../core/trace';
import type { MethodOption, SolveOptions } from '../types';
import { givenClash } from './candidates';
import type { SudokuEvent, SudokuMethodName } from './events';
import { givenCount, type SudokuPuzzle, type SudokuSolution } from './puzzle';
import { checkSudoku } from './rules';

/** The `count` option every method takes. */
export const countOption: MethodOption = {
  type: 'number',
  summary: 'solutions to look for: 1, or 2 to tell a proper puzzle (one solution) from one with several',
  default: 1,
  min: 1,
  max: 2,
  integer: true,
};

/** The options the methods share, read from `SolveOptions.params`. */
export function countOf(options: SolveOptions<SudokuEvent>): number {
  const c = options.params?.count;
  return typeof c === 'number' && c >= 2 ? 2 : 1;
}

/** What a method's search came to. */
export interface SearchOutcome {
  solutions: SudokuSolution[];
  /** True when the search ran to its end (or found `count` solutions). */
  complete: boolean;
  stopped: StopReason | null;
  /** With no solution and a complete search: why, in words. */
  unsolvable?: string;
  /** Where the limit stopped the build of the model, before any search (said in the answer). */
  stoppedIn?: BuildStop;
  /** With no solution: the search could not even start (the model is too large), in words. */
  refused?: string;
}

/** The clash of two givens, as an unsolvable result (with start and end events); null when the givens are fine. */
export function clashResult(
  p: SudokuPuzzle,
  method: SudokuMethodName,
  sink: TraceSink<SudokuEvent> | undefined,
  started: number,
): SolveResult<SudokuSolution> | null {
  const clash = givenClash(p);
  if (!clash) return null;
  const givens = givenCount(p);
  sink?.({ kind: 'start', depth: 0, method, order: p.order, givens, empty: p.cells.length - givens, model: {} });
  sink?.({ kind: 'end', depth: 0, status: 'unsolvable', solutions: 0, reason: clash });
  return { status: 'unsolvable', reason: clash, stats: { solutions: 0, ms: Date.now() - started } };
}

/** The rows of a filled grid of N² values. */
export function gridRows(cells: ArrayLike<number>, size: number): number[][] {
  // Plain loops (not Array.from with a callback): this runs for every answer, and on a 9×9 board it is a measurable share of a solve.
  const rows = new Array<number[]>(size);
  for (let r = 0; r < size; r++) {
    const row = new Array<number>(size);
    for (let c = 0; c < size; c++) row[c] = cells[r * size + c];
    rows[r] = row;
  }
  return rows;
}

/** Turns a search outcome into the method's result, emitting `end`. */
export function finishRun(
  p: SudokuPuzzle,
  method: SudokuMethodName,
  count: number,
  outcome: SearchOutcome,
  stats: Record<string, number>,
  sink: TraceSink<SudokuEvent> | undefined,
  started: number,
): SolveResult<SudokuSolution> {
  for (const s of outcome.solutions) {
    const verdict = checkSudoku(p, s);
    if (!verdict.ok) throw new Error(`sudoku ${method}: the answer breaks the rules: ${verdict.message}`);
  }
  const found = outcome.solutions.length;
  stats.solutions = found;
  stats.ms = Date.now() - started;
  let result: SolveResult<SudokuSolution>;
  if (found > 0) {
    let reason: string | undefined;
    if (found >= 2) reason = 'the puzzle has more than one solution; this is one of them';
    else if (count >= 2 && !outcome.complete) {
      reason = `the search stopped (${outcome.stopped ?? 'budget'}) before a second solution was found or ruled out; this solution may not be the only one`;
    }
    result = { status: 'solved', solution: outcome.solutions[0], stats };
    if (reason) result.reason = reason;
  } else if (outcome.refused) {
    result = { status: 'timeout', reason: outcome.refused, stats, refused: true };
  } else if (outcome.stopped) {
    const reason = outcome.stoppedIn
      ? buildStopReason(outcome.stopped, outcome.stoppedIn)
      : outcome.stopped === 'cancelled'
        ? 'the search was cancelled'
        : 'the time or work limit ran out before a solution was found';
    result = { status: outcome.stopped, reason, stats };
  } else {
    result = { status: 'unsolvable', reason: outcome.unsolvable ?? 'the puzzle has no solution', stats };
  }
  sink?.({ kind: 'end', depth: 0, status: result.status, solutions: found, reason: result.reason ?? 'every cell is filled and every rule holds' });
  return result;
}

/** The budget left for the search after `spentMs` of preparation (the model build). */
export function remainingBudget(budget: SolveOptions<SudokuEvent>['budget'], started: number) {
  if (!budget) return undefined;
  const limitMs = budget.limitMs === undefined ? undefined : Math.max(0, budget.limitMs - (Date.now() - started));
  return { limitMs, maxNodes: budget.maxNodes, signal: budget.signal };
}
