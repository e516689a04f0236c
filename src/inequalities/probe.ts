/**
 * The one look-ahead every method shares: mark → assign → propagate → undo.
 * Chain sums, trials and the search all ask "what happens if this variable
 * takes this value?" through here, so they agree on what a look-ahead is and
 * none of them can forget to undo it.
 *
 * A look-ahead runs in one of the system's two trial modes (system.ts): the
 * fast one answers whether forcing reaches a contradiction and what it forces;
 * the exact one forces in the counters' order, which is what a trace shows.
 * `lookAhead` uses the fast one and remembers what it learnt; callers that
 * show a look-ahead to the reader repeat it exactly only when it failed.
 */
import { NO_CONFLICT, STOPPED } from './forcing';
import type { DeduceListener } from './derivation';
import type { EngineRun } from './run';
import { InequalitySystem, type TrialMode } from './system';

/**
 * Assumes `variable = value`, forces to a fixpoint and calls `inside` with the
 * outcome (an inequality id ≥ 0 that failed, NO_CONFLICT, or STOPPED) and the
 * trail position where the look-ahead began, then undoes it all.
 */
export function probe<T>(
  run: EngineRun,
  variable: number,
  value: 0 | 1,
  mode: TrialMode,
  inside: (outcome: number, from: number) => T,
  listener?: DeduceListener,
): T {
  const sys = run.system;
  const mark = sys.mark(mode);
  try {
    sys.assign(variable, value, InequalitySystem.assumption);
    return inside(sys.propagate(listener, run.shouldStop), mark);
  } finally {
    sys.undo(mark);
  }
}

export type LookAhead = 'fails' | 'holds' | 'stopped';

/**
 * Whether assuming `variable = value` leads by forcing to a contradiction.
 * A harmless look-ahead makes every value it forced harmless too, so those
 * are not looked at again until something changes outside the trials.
 */
export function lookAhead(run: EngineRun, variable: number, value: 0 | 1): LookAhead {
  if (run.isKnownHarmless(variable, value)) return 'holds';
  return probe(run, variable, value, 'fast', (outcome, from) => {
    if (outcome === STOPPED) return 'stopped';
    if (outcome !== NO_CONFLICT) return 'fails';
    run.rememberHarmless(from);
    return 'holds';
  });
}

/** A look-ahead the fast mode saw fail and the exact one did not: the two forcings disagree (a bug). */
export function disagreement(variable: number, value: 0 | 1): Error {
  return new Error(`forcing from x${variable + 1} = ${value}: the watched and the counted forcing disagree`);
}

/**
 * How much work one pass of look-aheads (a pass of chain sums, a round of
 * trials) may do before it stops and says so. The largest pass on the public
 * boards (tests/data/akari) does less than a quarter of it; on a wide open board a
 * full pass is tens of millions of steps that conclude nothing, and the
 * search settles such a board in a few hundred nodes. The next pass starts
 * where this one stopped, so no cell is left out for good.
 */
export const PROBE_PASS_WORK = 4_000_000;

/** One pass of look-aheads over the variables, from where the last one of its kind stopped. */
export class ProbePass {
  private readonly end: number;
  /** The variable the pass stopped at, when it ran out of work. */
  stoppedAt: number | null = null;

  constructor(
    private readonly run: EngineRun,
    readonly start: number,
  ) {
    this.end = run.work + PROBE_PASS_WORK;
  }

  /** The k-th variable of the pass, or null when the pass is over (all done, or out of work). */
  variable(k: number): number | null {
    const n = this.run.system.variableCount;
    if (k >= n) return null;
    const v = (this.start + k) % n;
    if (this.run.work > this.end) {
      this.stoppedAt = v;
      return null;
    }
    return v;
  }
}
