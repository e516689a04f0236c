/**
 * The command line's default for Shakashaka (`auto`): the `steps` method and
 * the `highs` method at once, HiGHS in a thread of its own, and the first
 * verdict (solved or unsolvable) is the answer; `by` names the method that
 * gave it.
 *
 * Why both: neither is fast on every public board. On the 30×30 board of
 * tests/data/shakashaka/noqx.txt forcing and sums leave about 3,200 of 4,210
 * variables open and the engine's search runs out of time, while HiGHS
 * answers in about a second; on an empty 100×100 board the engine answers in
 * seconds and HiGHS runs out. Choosing from the board would need a rule
 * that says which one wins before either has run; the race needs none.
 *
 * How: solveHighs builds the LP text and hands it to the runner below, which
 * starts HiGHS and, while it works, runs `steps` in this thread with a budget
 * that stops as soon as HiGHS has answered (Budget.stopWhen). A verdict from
 * `steps` stops HiGHS; a `steps` stopped by HiGHS's answer gives way to it;
 * a `steps` out of budget waits for HiGHS until the deadline. The two models
 * are the same (same families), so their verdicts cannot differ.
 */
import type { Budget } from '../../core/budget';
import type { SolveResult } from '../../core/result';
import type { SolveOptions } from '../types';
import type { ShakashakaEvent } from './events';
import type { ShakashakaPuzzle, ShakashakaSolution } from './puzzle';
import { solveHighs, type HighsEngine, type HighsRun } from './solve-highs';
import { runSteps } from './solve-steps';

/** One HiGHS run started and not yet waited for. */
export interface PendingHighs {
  /** True once HiGHS has its answer. */
  answered(): boolean;
  /** Its answer, waiting until the deadline at most (status `interrupted` when there was none by then). */
  finish(): HighsRun;
  /** Its answer is no longer wanted (the runner may let it finish and drop it, rather than stop it). */
  cancel(): void;
}

/** HiGHS where it can run beside this thread (src/cli/shakashaka-highs.ts: a worker thread). */
export interface RacingHighs {
  constants: HighsEngine['constants'];
  start(lp: string, deadline: number, budget: Budget): PendingHighs;
}

export type RaceWinner = 'steps' | 'highs';

export type RaceResult = SolveResult<ShakashakaSolution> & { by: RaceWinner };

/** Solved or unsolvable: an answer that ends a race (a timeout or an error does not). */
export const isVerdict = (r: SolveResult<unknown>): boolean => r.status === 'solved' || r.status === 'unsolvable';

/**
 * Races `steps` against HiGHS on one board. With a trace sink, the trace is the
 * `steps` method's (what the lesson steps through), whoever wins.
 */
export function solveRace(puzzle: ShakashakaPuzzle, options: SolveOptions<ShakashakaEvent>, highs: RacingHighs): RaceResult {
  const budget = options.budget ?? {};
  const started = Date.now();
  let steps: SolveResult<ShakashakaSolution> | null = null;
  let stoppedByHighs = false;
  const runner: HighsEngine = {
    constants: highs.constants,
    run(lp, deadline, highsBudget) {
      const pending = highs.start(lp, deadline, highsBudget);
      // A later run (a cut after a rejected filling, published model only): steps has already lost.
      if (steps) return pending.finish();
      const limitMs = Number.isFinite(deadline) ? Math.max(0, deadline - Date.now()) : undefined;
      const stopWhen = (): boolean => {
        if (budget.stopWhen?.()) return true;
        stoppedByHighs = pending.answered();
        return stoppedByHighs;
      };
      steps = runSteps(puzzle, { ...options, budget: { ...budget, limitMs, stopWhen } }).result;
      if (isVerdict(steps)) {
        pending.cancel();
        return { status: highs.constants.modelStatus.interrupted, nodes: 0, values: [], names: [], ms: 0 };
      }
      return pending.finish();
    },
  };
  const viaHighs = solveHighs(puzzle, { ...options, sink: undefined }, runner);
  const answer = steps as SolveResult<ShakashakaSolution> | null;
  // solveHighs answered before starting HiGHS (a refusal, a board without white cells, the budget gone while building).
  if (!answer) return { ...viaHighs, by: 'highs' };
  if (isVerdict(answer)) return { ...answer, by: 'steps' };
  if (isVerdict(viaHighs)) return { ...viaHighs, by: 'highs' };
  // HiGHS answered first but without a verdict (an error status): give steps the rest of the time.
  if (stoppedByHighs && !budget.signal?.aborted) {
    const limitMs = budget.limitMs === undefined ? undefined : Math.max(0, budget.limitMs - (Date.now() - started));
    return { ...runSteps(puzzle, { ...options, budget: { ...budget, limitMs } }).result, by: 'steps' };
  }
  return { ...answer, by: 'steps' };
}
