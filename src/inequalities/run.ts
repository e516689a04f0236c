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
  private work = 0;
  private readonly shownSums = new Set<number>();

  constructor(
    readonly system: InequalitySystem,
    readonly clock: BudgetClock,
    readonly sink?: TraceSink<EngineEvent>,
  ) {}

  get stopped(): StopReason | null {
    return this.clock.stopped;
  }

  /** Counts `n` units of work and says whether the budget ran out. */
  tick(n = 1): boolean {
    this.work += n;
    return this.clock.tick(this.work);
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
        const origin = sys.origin(id);
        sink({
          kind: 'deduce',
          depth: 0,
          by: id,
          inequality: inequalityToJson(sys.reduced(id, before)),
          forced,
          source: origin.kind,
        });
        this.showSum(id);
      },
      () => this.tick(),
    );
    if (outcome === null) return 'stopped';
    if (outcome < 0) return 'ok';
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
