/**
 * Boards made to order by taking clues away, the way most puzzle generators
 * work (Simon Tatham's among them): start from a filled-in answer with every
 * clue shown, take clues away one at a time in a random order while the board
 * keeps exactly one solution, and stop at the requested level.
 *
 * A maker has two checks. `keep` is asked once per clue: does the board still
 * have one solution (and, for a maker whose check grades at the same cost,
 * is it still at or below the target level)? `level` runs the grading engine.
 * Where `keep` only counts solutions (cheap) and grading is dear, the grade
 * is asked a few times only: boards get harder as clues go, so the longest
 * run of removals still at or below the target is found by halving, and the
 * clues after that point are then tried one by one with the grade. The board
 * returned has the requested level when the removals end exactly there;
 * otherwise the attempt is reported as missed, and the caller tries another
 * answer or another order.
 */
import type { Random } from './random';
import { shuffleInPlace } from './random';

/** What the check functions say when the budget ran out while they worked. */
export const STOPPED = 'stopped' as const;

export interface RemovalPlan<P, K> {
  /** The board with every clue shown (an attempt fails when even that is not kept). */
  full: P;
  /** The clues that may go, as keys. */
  removable: K[];
  /** The board without clue `key` (a new board; `board` is left as it is). */
  remove(board: P, key: K): P;
  /** Whether the board may be kept: exactly one solution (and, if the maker says so, a level at most the target). */
  keep(board: P): boolean | typeof STOPPED;
  /** The board's level on the genre's ladder (1 easiest), or STOPPED; above the target, any level above it will do. */
  level(board: P): number | typeof STOPPED;
  /**
   * Set when grading costs most at the end of the run, where clues are fewest
   * (Numberlink's grade: seconds for a 10×10 board with few labels, tenths with
   * many), and the target is not the top of the ladder: the halving then starts
   * from the first board and takes the one after the last as above the target,
   * so the last board is graded only when the one before it is at or below.
   */
  lastIsDear?: boolean;
  /**
   * Optional and cheap: true when the board is below the target, certainly
   * or by a guess the maker has measured to pass over few boards at it. The
   * last board of the removals is the hardest the attempt has; when it is
   * below, the attempt is passed over without a grade (a wrong guess costs
   * an attempt, never a wrong board: the board kept is always graded).
   */
  below?(board: P): boolean;
}

export type RemovalOutcome<P> =
  | { kind: 'made'; board: P; level: number; removed: number }
  | { kind: 'missed'; board: P; level: number; removed: number }
  | { kind: 'failed' }
  /** The plan's `below` says even the last board is under the target: kept, ungraded, in case nothing closer turns up. */
  | { kind: 'below'; board: P }
  | { kind: 'stopped' };

/** One attempt: the clues in a random order, kept out while the board is kept, cut back to the target level. */
export function removeClues<P, K>(random: Random, plan: RemovalPlan<P, K>, target: number): RemovalOutcome<P> {
  const fullKept = plan.keep(plan.full);
  if (fullKept === STOPPED) return { kind: 'stopped' };
  if (!fullKept) return { kind: 'failed' };
  const boards: P[] = [plan.full];
  const removed: K[] = [];
  for (const key of shuffleInPlace(random, [...plan.removable])) {
    const next = plan.remove(boards[boards.length - 1], key);
    const kept = plan.keep(next);
    if (kept === STOPPED) return { kind: 'stopped' };
    if (kept) {
      boards.push(next);
      removed.push(key);
    }
  }
  if (plan.below?.(boards[boards.length - 1])) return { kind: 'below', board: boards[boards.length - 1] };
  const cut = lastAtOrBelow(boards, plan, target);
  if (cut === STOPPED) return { kind: 'stopped' };
  if (cut === null) return { kind: 'failed' };
  let { index, level } = cut;
  let board = boards[index];
  let count = index;
  // The clues removed after the cut pushed the level past the target together; some may go alone.
  for (const key of removed.slice(index)) {
    if (level === target) break;
    const next = plan.remove(board, key);
    const kept = plan.keep(next);
    if (kept === STOPPED) return { kind: 'stopped' };
    if (!kept) continue;
    const l = plan.level(next);
    if (l === STOPPED) return { kind: 'stopped' };
    if (l > target) continue;
    board = next;
    level = l;
    count++;
  }
  return { kind: level === target ? 'made' : 'missed', board, level, removed: count };
}

/** The last board of the run at or below the target level (levels grow along the run), or null when even the first is above. */
function lastAtOrBelow<P, K>(boards: P[], plan: RemovalPlan<P, K>, target: number): { index: number; level: number } | null | typeof STOPPED {
  const last = boards.length - 1;
  if (!plan.lastIsDear) {
    const top = plan.level(boards[last]);
    if (top === STOPPED) return STOPPED;
    if (top <= target) return { index: last, level: top };
  }
  const bottom = plan.level(boards[0]);
  if (bottom === STOPPED) return STOPPED;
  if (bottom > target) return null;
  // Invariant: level(lo) ≤ target < level(hi), hi = boards.length standing for "above" when the last board was not graded.
  let lo = 0;
  let loLevel = bottom;
  let hi = plan.lastIsDear ? boards.length : last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const l = plan.level(boards[mid]);
    if (l === STOPPED) return STOPPED;
    if (l <= target) {
      lo = mid;
      loLevel = l;
    } else hi = mid;
  }
  return { index: lo, level: loLevel };
}
