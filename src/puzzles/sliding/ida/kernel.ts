/**
 * The contract between IDA* (solve-idastar.ts) and a depth-first search
 * specialised for one heuristic.
 *
 * The generic search talks to any `Heuristic` through `move()`, which is
 * what the lesson's small boards and the search-tree view need. On 4×4
 * boards with pattern databases nearly all the time goes into one loop, and
 * a loop written for one table layout — every value in local variables and
 * typed arrays, a child's estimate read without touching the board, the board
 * changed only to descend — is about twice as fast. Such a heuristic offers
 * a `kernel`; IDA* runs its iterations through it whenever no search tree is
 * being recorded. Both searches visit the same nodes in the same order, so
 * node counts, answers and traces do not depend on which one ran.
 */
import type { BudgetClock } from '../../../core/budget';

/** An iteration found the goal: the solution is `path[0 … solutionLength)`. */
export const FOUND = -1;
/** An iteration stopped because the budget ran out or was cancelled. */
export const STOPPED = -2;
/**
 * "No f exceeded the bound": an integer above every f, so the running
 * minimum stays a small integer (never Infinity) in the hot loop.
 */
export const NO_BOUND = 0x3fff_ffff;

/**
 * How often a kernel asks the budget clock, in generated nodes. Small
 * enough that even the slowest kernel (a cache miss per node in a 519 MB
 * table) reaches the clock several times per millisecond; `BudgetClock`
 * itself reads the time only every `checkEvery` nodes.
 */
export const TICK_EVERY = 1024;

/** One board's depth-first search, run once per IDA* iteration. */
export interface IdaKernel {
  /**
   * Explores every path from the root whose f = g + h stays within `bound`
   * (child order: up, left, right, down of the blank; no move straight back)
   * and returns FOUND, STOPPED, or the smallest f above the bound
   * (NO_BOUND when there is none).
   */
  iterate(bound: number): number;
  /**
   * Nodes generated so far over all iterations (a node is a generated
   * child, counted before pruning); IDA* may set it before the first
   * iteration to carry on a count, which the budget then sees.
   */
  nodes: number;
  /** After FOUND: the tiles slid, in order. */
  readonly path: Uint8Array;
  readonly solutionLength: number;
}

/** Makes a kernel for a board (cell → tile) whose budget is `clock`; `nodes` starts at 0. */
export type IdaKernelFactory = (tiles: Uint8Array, clock: BudgetClock) => IdaKernel;

/** `size` entries of `array`, grown (contents dropped) when it is shorter. */
export function atLeast<T extends Uint8Array | Int32Array>(array: T, size: number, make: (n: number) => T): T {
  return array.length >= size ? array : make(Math.max(size, array.length * 2));
}
