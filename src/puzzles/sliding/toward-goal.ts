/**
 * Solving toward the blank-first goal (Korf's test boards) with solvers that
 * know only the blank-last one: solve the board's half-turned twin
 * (./goal.ts), then read every tile t of the answer, and of the trace, as
 * N − t. The trace then describes the twin's search (its parity, its bounds)
 * with the moves translated, so replaying it on the original board walks the
 * original toward the blank-first goal.
 */
import type { SolveResult } from '../../core/result';
import type { TraceSink } from '../../core/trace';
import type { SolveOptions } from '../types';
import type { SlidingPuzzle } from './board';
import type { SlidingEvent } from './events';
import { halfTurnTwin, type SlidingGoal } from './goal';
import type { SlidingSolution } from './solve-idastar';

type SlidingSolve = (p: SlidingPuzzle, o: SolveOptions<SlidingEvent>) => SolveResult<SlidingSolution>;

/** The goal named in a method's option values (blank last when absent). */
export function goalOf(params: SolveOptions<SlidingEvent>['params']): SlidingGoal {
  return params?.goal === 'blank-first' ? 'blank-first' : 'blank-last';
}

/** The board the solvers see for `goal`: the board itself, or its half-turned twin. */
export function boardTowardGoal(p: SlidingPuzzle, goal: SlidingGoal): SlidingPuzzle {
  return goal === 'blank-first' ? halfTurnTwin(p) : p;
}

function translateEvent(e: SlidingEvent, n: number): SlidingEvent {
  const back = (t: number) => n - t;
  switch (e.kind) {
    case 'tree-node':
      return e.tile === null ? e : { ...e, tile: back(e.tile) };
    case 'fallback':
    case 'solution':
      return { ...e, moves: e.moves.map(back) };
    default:
      return e;
  }
}

/** Runs `solve` toward the goal the options name; the answer's moves are the original board's tiles. */
export function solveTowardGoal(p: SlidingPuzzle, o: SolveOptions<SlidingEvent>, solve: SlidingSolve): SolveResult<SlidingSolution> {
  const goal = goalOf(o.params);
  if (goal === 'blank-last') return solve(p, o);
  const n = p.size * p.size;
  const outer = o.sink;
  const sink: TraceSink<SlidingEvent> | undefined = outer && ((e) => outer(translateEvent(e, n)));
  const result = solve(halfTurnTwin(p), { ...o, sink });
  if (result.status === 'unsolvable' && result.reason) {
    return { ...result, reason: `Toward the blank-first goal (solved as the board turned half a turn, tiles renumbered ${n} − t): ${result.reason}` };
  }
  if (!result.solution) return result;
  return { ...result, solution: { ...result.solution, moves: result.solution.moves.map((t) => n - t), goal } };
}
