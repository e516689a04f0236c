/**
 * One solving run over an inequality system: the budget, the trace sink and
 * the counters every method shares, plus the two operations every method
 * needs — forcing to a fixpoint (with its trace events) and storing a sum.
 *
 * Keeping these here means a method file holds only its own idea (which sums
 * to build), not bookkeeping.
 */
import type { BudgetClock, StopReason } from '../core/budget';
import type { TraceSink } from '../core/trace';
import type { EngineEvent } from './events';
import { NO_CONFLICT, STOPPED } from './forcing';
import { addInequalities, inequalityToJson, type Inequality } from './inequality';
import type { InequalitySystem } from './system';

export interface EngineStats {
  /** Inequalities that forced at least one variable. */
  deductions: number;
  /** Rounds of the pair loop, or passes of the selective method. */
  rounds: number;
  /** Sums computed and stored as new inequalities. */
  sumsBuilt: number;
  /** Pairs of inequalities added up (literal loop) or weighed (selective). */
  pairsTried: number;
  /** 1 when the literal loop stopped at its cap on the number of inequalities. */
  capHit: number;
  /** Look-aheads made by the chain tier of the selective method, and chain sums that forced. */
  chainProbes: number;
  chainSums: number;
  /** Most inequalities added up in one chain sum. */
  chainLongest: number;
  /** Trial conclusions, probes made, and nodes of the last-resort search. */
  trials: number;
  probes: number;
  searchNodes: number;
}

export type PropagateOutcome = 'ok' | 'contradiction' | 'stopped';

export class EngineRun {
  readonly stats: EngineStats = {
    deductions: 0,
    rounds: 0,
    sumsBuilt: 0,
    pairsTried: 0,
    capHit: 0,
    chainProbes: 0,
    chainSums: 0,
    chainLongest: 0,
    trials: 0,
    probes: 0,
    searchNodes: 0,
  };
  /** Id of the inequality that failed, once a contradiction was found outside a trial. */
  conflict: number | null = null;
  /** Work done by the methods themselves (weighing sums, adding pairs); the system counts its own. */
  private methodWork = 0;
  private readonly shownSums = new Set<number>();
  /** Where the next pass of chain sums and the next round of trials start (see ProbePass). */
  readonly resumeAt = { chains: 0, trials: 0 };
  /** Per literal 2·v + value: the `topChanges` at which a look-ahead from it was seen to be harmless. */
  private safeAt: Int32Array;

  constructor(
    readonly system: InequalitySystem,
    readonly clock: BudgetClock,
    readonly sink?: TraceSink<EngineEvent>,
    /** Work already done before the run started (building the model), counted against the same budget. */
    private readonly workBefore = 0,
  ) {
    this.safeAt = new Int32Array(2 * system.variableCount).fill(-1);
  }

  get stopped(): StopReason | null {
    return this.clock.stopped;
  }

  /** All units of work so far: the model, the system's forcing, the methods. */
  get work(): number {
    return this.workBefore + this.system.work + this.methodWork;
  }

  /**
   * Counts `n` more units of the method's own work and says whether the
   * budget ran out. Every loop calls it in proportion to what it does, so the
   * clock is read often enough whatever the board.
   */
  tick(n = 0): boolean {
    this.methodWork += n;
    return this.clock.tick(this.work);
  }

  /** For `system.propagate`: read the budget as forcing goes. */
  readonly shouldStop = (): boolean => this.clock.tick(this.work);

  /** True when a look-ahead from `v = value` was harmless and nothing changed outside trials since. */
  isKnownHarmless(v: number, value: 0 | 1): boolean {
    return this.safeAt[2 * v + value] === this.system.topChanges;
  }

  /**
   * After a harmless look-ahead: every value it forced is harmless too (its
   * own look-ahead would force a subset of the same values), until something
   * changes outside the trials.
   */
  rememberHarmless(fromTrail: number): void {
    const sys = this.system;
    const stamp = sys.topChanges;
    for (let k = fromTrail; k < sys.assignedCount; k++) {
      const v = sys.trailAt(k);
      this.safeAt[2 * v + sys.values[v]] = stamp;
    }
  }

  get solved(): boolean {
    return this.system.assignedCount === this.system.variableCount;
  }

  /** Forcing to a fixpoint, emitting one `deduce` step per inequality that forced. */
  propagate(): PropagateOutcome {
    const sys = this.system;
    const sink = this.sink;
    const outcome = sys.propagate(
      (id, forced, before) => {
        this.stats.deductions++;
        if (!sink) return;
        sink({
          kind: 'deduce',
          depth: 0,
          by: id,
          inequality: inequalityToJson(sys.reduced(id, before)),
          forced,
          source: sys.origin(id).kind,
        });
        this.showSum(id);
      },
      this.shouldStop,
    );
    if (outcome === STOPPED) return 'stopped';
    if (outcome === NO_CONFLICT) return 'ok';
    this.conflict = outcome;
    sink?.({
      kind: 'contradiction',
      depth: 0,
      by: outcome,
      inequality: inequalityToJson(sys.reduced(outcome)),
    });
    this.showSum(outcome);
    return 'contradiction';
  }

  /**
   * Stores the sum of two inequalities with today's known values substituted
   * (so the sum is as short as it can be) and queues it for forcing. The middle
   * links of a longer chain are stored inactive: kept for the "why" tree, but
   * they would only crowd the lists every later search goes through.
   */
  addSum(a: number, b: number, active = true): { id: number; isNew: boolean; sum: Inequality } {
    const sys = this.system;
    const sum = addInequalities(sys.reduced(a), sys.reduced(b));
    const added = sys.add(sum, { kind: 'sum', parents: [a, b], at: sys.time }, active);
    if (added.isNew) this.stats.sumsBuilt++;
    return { ...added, sum };
  }

  /** Depth-1 events explaining how sum `id` was built, parents first, each once. */
  showSum(id: number): void {
    const sink = this.sink;
    if (!sink || this.shownSums.has(id)) return;
    const origin = this.system.origin(id);
    if (origin.kind !== 'sum') return;
    this.shownSums.add(id);
    const [a, b] = origin.parents;
    this.showSum(a);
    this.showSum(b);
    sink({
      kind: 'sum',
      depth: 1,
      id,
      parents: [a, b],
      left: inequalityToJson(this.system.reduced(a, origin.at)),
      right: inequalityToJson(this.system.reduced(b, origin.at)),
      inequality: inequalityToJson(this.system.inequality(id)),
    });
  }
}
