/**
 * Whether a made board has exactly one solution under the rule: the ZDD of
 * all its solutions (../solve-zdd.ts) built and counted with two levels in
 * memory, no diagram kept. The count is exact, so "one" is a proof.
 */
import { BudgetClock, type Budget } from '../../../core/budget';
import type { NumberlinkPuzzle, PuzzleRule } from '../puzzle';
import { runZdd, zddParams } from '../solve-zdd';

/**
 * Nodes one count may build; a board past it is not kept (no proof, so no
 * claim: only a board counted at exactly one is ever kept). Measured on the
 * removal runs of three seeds: a one-solution board's count built at most
 * 955 nodes at 10×10 under fill, 1,148 under nikoli, 38,613 at 15×15 under
 * fill, and no count of those 493 reached the cap; it bounds memory and time
 * on boards with very many solutions. A node cap, not a time limit, so the
 * same seed still gives the same board on a busy machine.
 */
export const MAKE_COUNT_MAX_NODES = 400_000;

export type CountVerdict = 'one' | 'none' | 'many' | 'stopped';

export function countVerdict(puzzle: NumberlinkPuzzle, rule: PuzzleRule, budget: Budget): CountVerdict {
  const clock = new BudgetClock(budget);
  if (clock.check()) return 'stopped';
  // The shorter-side sweep without the corner probe: on boards this small the probe costs more than it saves.
  const params = { ...zddParams({ rule, sweep: 'shorter' }, puzzle), keep: false, maxNodes: MAKE_COUNT_MAX_NODES };
  const run = runZdd(puzzle, params, budget);
  if (run.build.stopped === 'nodes') return 'many';
  if (run.build.stopped || run.count === undefined) return run.result.status === 'unsolvable' ? 'none' : 'stopped';
  return run.count === 1n ? 'one' : run.count === 0n ? 'none' : 'many';
}
