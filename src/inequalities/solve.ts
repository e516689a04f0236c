/**
 * How a puzzle is settled, whatever its genre: the chosen method first; when
 * it stalls, labelled trial steps, handing back to the method after each one;
 * when even that is stuck, a search that counts solutions up to two.
 *
 * Several solutions: deduction is sound, so it can never settle a variable
 * that differs between two solutions; it stops with undecided variables and
 * the search finds two. We then return the first solution found with
 * `multiple` set, status 'solved' and a reason that says so — the puzzle has
 * an answer, just not a unique one, and the caller may still check it.
 */
import { BudgetClock, type Budget } from '../core/budget';
import type { TraceSink } from '../core/trace';
import type { EngineEvent } from './events';
import { runPairLoop, DEFAULT_PAIR_CAP, type MethodOutcome } from './pairs';
import { EngineRun, type EngineStats } from './run';
import { searchSolutions } from './search';
import { runSelective } from './selective';
import type { InequalitySystem } from './system';
import { trialRound } from './trial';

export type EngineMethod = 'force' | 'pairs' | 'selective';

export interface EngineSolveOptions {
  method: EngineMethod;
  budget?: Budget;
  sink?: TraceSink<EngineEvent>;
  /** Cap on the literal pair loop's set of inequalities. */
  cap?: number;
  /** Selective only: false leaves out the chain-sum tier (stars alone). */
  chains?: boolean;
}

export interface EngineSolveResult {
  status: 'solved' | 'unsolvable' | 'timeout' | 'cancelled';
  /** A full assignment when solved. */
  values: Int8Array | null;
  multiple: boolean;
  reason?: string;
  /** What the method did before any trial. */
  methodOutcome: MethodOutcome;
  undecidedAfterMethod: number;
  methodMs: number;
  /** The counters as they stood when the method stopped, before any trial. */
  methodStats: EngineStats;
  stats: EngineStats;
  run: EngineRun;
}

export function solveSystem(system: InequalitySystem, options: EngineSolveOptions): EngineSolveResult {
  // A node is one unit of work: an inequality looked at while forcing, a pair
  // added, a target weighed, a probe, a search node. A small node cap is
  // checked at its own size, not only every 16k nodes.
  const maxNodes = options.budget?.maxNodes ?? Infinity;
  const clock = new BudgetClock(options.budget, Math.max(1, Math.min(1 << 14, maxNodes)));
  const run = new EngineRun(system, clock, options.sink);
  const method = (): MethodOutcome => {
    if (options.method === 'pairs') return runPairLoop(run, options.cap ?? DEFAULT_PAIR_CAP);
    if (options.method === 'selective') return runSelective(run, { chains: options.chains });
    const outcome = run.propagate();
    if (outcome !== 'ok') return outcome;
    if (run.solved) return 'solved';
    run.sink?.({
      kind: 'stall',
      depth: 0,
      method: 'force',
      undecided: system.variableCount - system.assignedCount,
      reason: 'no single inequality forces anything more',
    });
    return 'stalled';
  };
  const methodOutcome = method();
  const methodMs = clock.elapsedMs();
  const methodStats = { ...run.stats };
  const undecidedAfterMethod = system.variableCount - system.assignedCount;
  const finish = (
    status: EngineSolveResult['status'],
    values: Int8Array | null,
    extra: { multiple?: boolean; reason?: string } = {},
  ): EngineSolveResult => ({
    status,
    values,
    multiple: extra.multiple ?? false,
    reason: extra.reason,
    methodOutcome,
    undecidedAfterMethod,
    methodMs,
    methodStats,
    stats: run.stats,
    run,
  });
  const stopped = (): EngineSolveResult =>
    finish(run.stopped === 'cancelled' ? 'cancelled' : 'timeout', null, {
      reason: run.stopped === 'cancelled' ? 'cancelled' : 'the time or work budget ran out',
    });
  const contradiction = (): EngineSolveResult =>
    finish('unsolvable', null, {
      reason: contradictionReason(system, run.conflict),
    });

  let outcome: MethodOutcome = methodOutcome;
  if (options.method === 'pairs' && (outcome === 'capped' || outcome === 'stalled')) {
    // The trial works with the given inequalities and the sums that forced
    // something; the loop's other sums (up to the cap) would only slow it down.
    const useful = usefulIds(system);
    system.retain((id) => system.origin(id).kind === 'given' || useful.has(id));
  }
  while (outcome === 'stalled' || outcome === 'capped') {
    const trial = trialRound(run);
    if (trial === 'stopped') return stopped();
    if (trial === 'contradiction') return contradiction();
    if (trial === 'nothing' || run.solved) break;
    // Back to the method; the literal loop, once exhausted or capped, only forces.
    outcome = options.method === 'selective' ? runSelective(run, { chains: options.chains }) : 'stalled';
    if (outcome === 'solved') break;
  }
  if (outcome === 'stopped') return stopped();
  if (outcome === 'contradiction') return contradiction();
  if (run.solved) return finish('solved', Int8Array.from(system.values));
  const search = searchSolutions(run, 2);
  if (search.stopped && search.solutions < 2) return stopped();
  if (search.solutions === 0) {
    return finish('unsolvable', null, { reason: 'every way of filling the undecided cells fails: no solution' });
  }
  if (search.solutions === 1) return finish('solved', search.first);
  return finish('solved', search.first, {
    multiple: true,
    reason: 'the puzzle has more than one solution; this is one of them',
  });
}

/** Ids of the inequalities that are the reason of some assigned variable. */
function usefulIds(system: InequalitySystem): Set<number> {
  const ids = new Set<number>();
  for (let v = 0; v < system.variableCount; v++) {
    const r = system.reason(v);
    if (r?.kind === 'inequality') ids.add(r.id);
  }
  return ids;
}

/** A sentence naming the inequality that can no longer hold, in the model's own words when it is a given one. */
function contradictionReason(system: InequalitySystem, id: number | null): string {
  if (id === null) return 'the inequalities contradict each other: there is no solution';
  const origin = system.origin(id);
  const what = origin?.kind === 'given' ? `inequality (${id + 1}), “${origin.label}”,` : `inequality (${id + 1}), the sum of (${origin.parents[0] + 1}) and (${origin.parents[1] + 1}),`;
  return `no solution: ${what} can no longer be satisfied`;
}
