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
import { engineMethods, type EngineMethod, type EngineMethodDef, type EngineMethodSettings, type MethodOutcome } from './methods';
import { EngineRun, type EngineStats } from './run';
import { searchSolutions, type AcceptAssignment } from './search';
import type { InequalitySystem } from './system';
import { trialRound } from './trial';

export type { EngineMethod, EngineMethodDef, EngineMethodSettings } from './methods';
export { engineMethods, isEngineMethod } from './methods';

export interface EngineSolveOptions extends EngineMethodSettings {
  /** A method of the table by name, or a method of the caller's own. */
  method: EngineMethod | EngineMethodDef;
  budget?: Budget;
  sink?: TraceSink<EngineEvent>;
  /**
   * A clock already running, with the work already done under it (building
   * the model), so the budget covers the whole solve; `budget` is then unused.
   */
  started?: { clock: BudgetClock; work: number };
  /**
   * The judge of a full assignment, for a model that may admit assignments
   * that are no solution: one it refuses is never the answer (the search
   * counts it as a dead end). Deduction is sound for the model, so a
   * refused assignment that deduction settled alone means no solution.
   */
  accept?: AcceptAssignment;
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

/**
 * A node of the budget is one unit of work: a term or an occurrence visited
 * while forcing, a pair weighed or added, a probe, a search node. (The clock
 * checks a node cap at exactly its size; see src/core/budget.ts.)
 */
export function startRun(system: InequalitySystem, options: Pick<EngineSolveOptions, 'budget' | 'sink' | 'started'>): EngineRun {
  if (options.started) return new EngineRun(system, options.started.clock, options.sink, options.started.work);
  return new EngineRun(system, new BudgetClock(options.budget), options.sink);
}

export function solveSystem(system: InequalitySystem, options: EngineSolveOptions): EngineSolveResult {
  const method = typeof options.method === 'string' ? engineMethods[options.method] : options.method;
  const run = startRun(system, options);
  const methodOutcome = method.run(run, options);
  const phase: MethodPhase = {
    outcome: methodOutcome,
    ms: run.clock.elapsedMs(),
    stats: { ...run.stats },
    undecided: system.variableCount - system.assignedCount,
  };
  const outcome = methodOutcome === 'stalled' || methodOutcome === 'capped' ? trialsUntilStuck(run, method, options) : methodOutcome;
  return conclude(run, phase, outcome, options.accept);
}

/** What the method had done when it handed over to the trials. */
interface MethodPhase {
  outcome: MethodOutcome;
  ms: number;
  stats: EngineStats;
  undecided: number;
}

/**
 * Rounds of labelled trials, each followed by the method again, until the
 * board is settled, a contradiction or the budget ends it, or a round of
 * trials concludes nothing ('stalled').
 */
function trialsUntilStuck(run: EngineRun, method: EngineMethodDef, settings: EngineMethodSettings): MethodOutcome {
  method.beforeTrials?.(run);
  for (;;) {
    const trial = trialRound(run);
    if (trial === 'stopped' || trial === 'contradiction') return trial;
    if (trial === 'nothing') return 'stalled';
    if (run.solved) return 'solved';
    const outcome = method.resume(run, settings);
    if (outcome !== 'stalled' && outcome !== 'capped') return outcome;
  }
}

/** The result from the final outcome: stopped, no solution, settled, or the search's verdict. */
function conclude(run: EngineRun, phase: MethodPhase, outcome: MethodOutcome, accept?: AcceptAssignment): EngineSolveResult {
  const system = run.system;
  const finish = (status: EngineSolveResult['status'], values: Int8Array | null, extra: { multiple?: boolean; reason?: string } = {}): EngineSolveResult => ({
    status,
    values,
    multiple: extra.multiple ?? false,
    reason: extra.reason,
    methodOutcome: phase.outcome,
    undecidedAfterMethod: phase.undecided,
    methodMs: phase.ms,
    methodStats: phase.stats,
    stats: run.stats,
    run,
  });
  const stopped = (): EngineSolveResult =>
    finish(run.stopped === 'cancelled' ? 'cancelled' : 'timeout', null, {
      reason: run.stopped === 'cancelled' ? 'cancelled' : 'the time or work budget ran out',
    });
  if (outcome === 'stopped') return stopped();
  if (outcome === 'contradiction') return finish('unsolvable', null, { reason: contradictionReason(system, run.conflict) });
  if (run.solved) {
    if (!accept || accept(system.values)) return finish('solved', Int8Array.from(system.values));
    return finish('unsolvable', null, { reason: 'deduction settled every variable, and the one assignment the model leaves is no solution: there is none' });
  }
  const search = searchSolutions(run, 2, accept);
  if (search.stopped && search.solutions < 2) return stopped();
  if (search.solutions === 0) {
    const refused = search.refused === 0 ? '' : ` (the model admitted ${search.refused === 1 ? 'one filling' : `${search.refused} fillings`} that ${search.refused === 1 ? 'is' : 'are'} no solution)`;
    return finish('unsolvable', null, { reason: `every way of filling the undecided cells fails${refused}: no solution` });
  }
  if (search.solutions === 1) return finish('solved', search.first);
  return finish('solved', search.first, {
    multiple: true,
    reason: 'the puzzle has more than one solution; this is one of them',
  });
}

/** A sentence naming the inequality that can no longer hold, in the model's own words when it is a given one. */
function contradictionReason(system: InequalitySystem, id: number | null): string {
  if (id === null) return 'the inequalities contradict each other: there is no solution';
  const origin = system.origin(id);
  let what: string;
  if (origin.kind === 'given') what = `inequality (${id + 1}), “${origin.label}”,`;
  else if (origin.kind === 'sum') what = `inequality (${id + 1}), the sum of (${origin.parents[0] + 1}) and (${origin.parents[1] + 1}),`;
  else what = `inequality (${id + 1}), ${origin.note},`;
  return `no solution: ${what} can no longer be satisfied`;
}
