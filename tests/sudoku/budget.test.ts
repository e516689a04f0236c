/**
 * Budgets, checked by counting, not by the clock: every method consults its
 * budget (reads the cancel signal) at least once per BudgetClock interval of
 * work (16,384 units, each a small constant-time step: a value check, a link
 * update or column scan, a watch or implication visit), so a time limit is
 * honoured to within that interval; a cancel takes effect at the next
 * consultation; building a model consults it too.
 */
import { describe, expect, it } from 'vitest';
import type { SolveResult } from '../../src/core/result';
import { readSudokuSet } from '../../src/puzzles/sudoku/data-node';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import type { SudokuPuzzle, SudokuSolution } from '../../src/puzzles/sudoku/puzzle';
import { repoRoot } from '../cli/run-cli';

/** A signal that counts how often it is read and reports "aborted" from read number `abortAt` on. */
function countingSignal(abortAt = Infinity) {
  const counter = { reads: 0 };
  const signal = {
    get aborted() {
      counter.reads++;
      return counter.reads >= abortAt;
    },
  } as AbortSignal;
  return { signal, counter };
}

/** The work each method reports, in the units it ticks its budget with. */
const workOf: Record<string, (r: SolveResult<SudokuSolution>) => number> = {
  backtrack: (r) => r.stats.checks,
  dlx: (r) => r.stats.updates + r.stats.scans + r.stats.nodes,
  sat: (r) => r.stats.work,
};

const INTERVAL = 16_384;
/**
 * How late a tick may come after the interval is full: the clock schedules
 * its next look one interval after the tick that made it look, and a method
 * ticks between bounded steps (one cell's values, one row's covers, one
 * literal's propagation or one walk back over the trail).
 */
const LATE = INTERVAL / 4;
const hard9 = () => readSudokuSet(repoRoot, '9x9_forum_hardest_1106', 1)[0].puzzle;
const frisch = () => readSudokuSet(repoRoot, '25x25_gecode_frisch', 1)[0].puzzle;
/** Boards on which each method works long enough to be measured. */
const boards: Record<string, () => SudokuPuzzle> = { backtrack: hard9, dlx: frisch, sat: frisch };
const cap = { backtrack: 3_000_000, dlx: 3_000_000, sat: 3_000_000 } as Record<string, number>;

describe.each(['backtrack', 'dlx', 'sat'])('%s budget', (method) => {
  const solve = (p: SudokuPuzzle, budget: object) => sudokuGenre.methods[method].solve(p, { budget });

  it('is consulted at least once per interval of work', () => {
    const { signal, counter } = countingSignal();
    const r = solve(boards[method](), { signal, maxNodes: cap[method] });
    const work = workOf[method](r);
    expect(work).toBeGreaterThan(10 * INTERVAL);
    // One consultation per interval (each up to LATE units late), less one for the unfinished last interval.
    expect(counter.reads).toBeGreaterThanOrEqual(Math.floor(work / (INTERVAL + LATE)) - 1);
  });

  it('stops as cancelled at the consultation that sees the cancel, and reads no further', () => {
    const { signal, counter } = countingSignal(5);
    const r = solve(boards[method](), { signal });
    expect(r.status).toBe('cancelled');
    expect(counter.reads).toBe(5);
  });

  it('a signal aborted before the start stops it at once', () => {
    const c = new AbortController();
    c.abort();
    expect(solve(boards[method](), { signal: c.signal }).status).toBe('cancelled');
  });

  it('a node cap or a spent time limit is a timeout with a reason', () => {
    const capped = solve(boards[method](), { maxNodes: 50_000 });
    expect(capped.status).toBe('timeout');
    expect(capped.reason).toContain('limit');
    expect(solve(boards[method](), { limitMs: 0 }).status).toBe('timeout');
  });
});

describe('building a model counts as work', () => {
  it('the open formula of a 225×225 board consults the budget while it is built, and a cancel stops the build', () => {
    const big = readSudokuSet(repoRoot, '225x225_rkkautsar', 1)[0].puzzle;
    const { signal, counter } = countingSignal(3);
    const r = sudokuGenre.methods.sat.solve(big, { budget: { signal }, params: { encoding: 'open' } });
    expect(r.status).toBe('cancelled');
    expect(counter.reads).toBe(3);
    expect(r.stats.conflicts).toBeUndefined(); // the solver never started
  });

  it('the full formula of a 400×400 board is refused with a sentence instead of being built', () => {
    const huge = readSudokuSet(repoRoot, '400x400_rkkautsar', 1)[0].puzzle;
    const r = sudokuGenre.methods.sat.solve(huge, { params: { encoding: 'full' } });
    expect(r.status).toBe('timeout');
    expect(r.reason).toContain('more than the');
  });
});
