/**
 * The method the UI and the CLI call: optimal IDA* within a time limit and,
 * when the limit runs out, the fast fallback's answer, labelled not proven
 * shortest on a 4×4 board (stats.timedOut = 1). Cancelling gives no answer.
 *
 * The heuristic is the caller's choice; without one it is Manhattan + linear
 * conflicts, which needs no preparation. The pattern-database heuristic is
 * built elsewhere (in a worker, with progress) and passed in, so this file
 * does not depend on it.
 */
import type { SolveResult } from '../../core/result';
import type { TraceSink } from '../../core/trace';
import type { SlidingPuzzle } from './board';
import type { SlidingEvent } from './events';
import type { Heuristic } from './heuristics/heuristic';
import { manhattanLcHeuristic } from './heuristics/manhattan';
import { runFallbackPhases } from './solve-fallback';
import { solveIdaStar, type SlidingSolution } from './solve-idastar';

export interface SolveSlidingOptions {
  heuristic?: Heuristic;
  /** Time for the optimal search; default 15 000 ms (the limit the lesson's solver has always had). */
  limitMs?: number;
  /** A node cap for the optimal search; reaching it counts as running out of time. */
  maxNodes?: number;
  signal?: AbortSignal;
  sink?: TraceSink<SlidingEvent>;
  treeNodeCap?: number;
}

export const DEFAULT_LIMIT_MS = 15_000;

/**
 * The part of the limit kept for the fallback on a 4×4 board: it runs after
 * IDA* gives up, and the answer must still come within the user's limit. It
 * is a few thousand nodes (2,666 on the first 80-move board of
 * tests/data/sliding/hardest80.txt), but in a fresh process its code is not
 * compiled yet and it took 50–120 ms: a quarter of the limit, at most this
 * much, covers it from 100 ms up. A 3×3 fallback is IDA* without a limit,
 * done in a few milliseconds, and keeps nothing back.
 */
const FALLBACK_RESERVE_MAX_MS = 250;

/** What the fallback may need after IDA* on a board of this size, of a limit of `limitMs`. */
export function fallbackReserveMs(size: number, limitMs: number): number {
  return size === 4 ? Math.min(Math.max(0, limitMs) / 4, FALLBACK_RESERVE_MAX_MS) : 0;
}

/** The time IDA* gets: the limit less what the fallback may need after it. */
export function idaLimitMs(size: number, limitMs: number): number {
  return limitMs - fallbackReserveMs(size, limitMs);
}

export function solveSliding(p: SlidingPuzzle, options: SolveSlidingOptions = {}): SolveResult<SlidingSolution> {
  const { sink, signal } = options;
  const heuristic = options.heuristic ?? manhattanLcHeuristic(p.size);
  const result = solveIdaStar(p, {
    heuristic,
    budget: { limitMs: idaLimitMs(p.size, options.limitMs ?? DEFAULT_LIMIT_MS), maxNodes: options.maxNodes, signal },
    sink,
    treeNodeCap: options.treeNodeCap,
  });
  if (result.status !== 'timeout') return result;

  const started = Date.now();
  const fallback = runFallbackPhases(p, signal, sink);
  const stats = {
    ...result.stats,
    timedOut: 1,
    fallbackNodes: fallback.nodes,
    fallbackMs: Date.now() - started,
  };
  if (fallback.status === 'cancelled') return { status: 'cancelled', reason: fallback.reason, stats };
  if (fallback.status === 'failed') return { status: 'timeout', reason: `${result.reason} ${fallback.reason}`, stats };
  // On a 4×4 board the answer is not proven shortest. On a 3×3 board the
  // fallback is IDA* without a limit, so its answer is still a proven optimum.
  const solution = { moves: fallback.moves, length: fallback.moves.length, optimal: fallback.optimal };
  sink?.({ kind: 'solution', depth: 0, moves: solution.moves, optimal: solution.optimal });
  const how = solution.optimal
    ? 'The answer comes from IDA* run again without a limit.'
    : 'The answer comes from the fast method (top row, first column, then the last 3×3) and is not proven shortest.';
  return { status: 'solved', solution, reason: `${result.reason} ${how}`, stats };
}
