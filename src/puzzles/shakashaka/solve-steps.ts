/**
 * The `steps` method (default): the shared inequality engine on the model —
 * forcing from single inequalities, sums aimed at one undecided variable
 * (the selective method), and labelled trials when those stall — which is
 * what the reader steps through. Builds the model, hands it to the engine,
 * turns the assignment back into a board and has the rules check judge it.
 */
import { BudgetClock } from '../../core/budget';
import type { SolveResult } from '../../core/result';
import { solveSystem, type EngineSolveResult } from '../../inequalities/solve';
import type { Method, SolveOptions } from '../types';
import type { RejectedEvent, ShakashakaEvent } from './events';
import { buildShakashakaModel, modelRefusal, valuesToSolution, type ShakashakaModel } from './model';
import { MODEL_OPTION, modelVariantOf } from './options';
import type { ShakashakaPuzzle, ShakashakaSolution } from './puzzle';
import { checkShakashaka } from './rules';
import { addModel } from './model/system';
import { unmetClue } from './unmet-clue';

export interface StepsRun {
  /** Absent when the model was refused (too large, or out of budget while building). */
  model?: ShakashakaModel;
  /** The engine's own result: the system (for "why" trees), the method's outcome, counters. */
  engine?: EngineSolveResult;
  result: SolveResult<ShakashakaSolution>;
}

export function runSteps(puzzle: ShakashakaPuzzle, options: SolveOptions<ShakashakaEvent> = {}): StepsRun {
  const started = Date.now();
  const budget = options.budget ?? {};
  const clock = new BudgetClock(budget, 4096);
  const built = buildShakashakaModel(puzzle, modelVariantOf(options.params), clock);
  const stats: Record<string, number> = { variables: 0, constraints: 0, inequalities: 0, buildMs: clock.elapsedMs(), ms: 0 };
  const end = (status: 'unsolvable' | 'timeout' | 'cancelled', reason: string, model?: ShakashakaModel, engine?: EngineSolveResult): StepsRun => {
    options.sink?.({ kind: 'end', depth: 0, status, reason });
    stats.ms = Date.now() - started;
    return { model, engine, result: { status, reason, stats } };
  };
  if (!built.ok) {
    const run = end(built.status, built.message);
    if (built.refused) run.result.refused = true;
    return run;
  }
  const model = built.model;
  const system = addModel(model, clock);
  if (!system) return end(clock.stopped ?? 'timeout', clock.stopped === 'cancelled' ? 'cancelled' : 'the time or work budget ran out while building the model', model);
  stats.variables = model.variables.length;
  stats.constraints = model.rows.length;
  stats.inequalities = model.constraints.length;
  stats.buildMs = clock.elapsedMs();
  // The engine's clock starts now: give it what is left of the caller's time and work.
  const work = model.terms + model.rows.length + model.constraints.length;
  const limitMs = budget.limitMs === undefined ? undefined : Math.max(0, budget.limitMs - clock.elapsedMs());
  const maxNodes = budget.maxNodes === undefined ? undefined : Math.max(1, budget.maxNodes - work);
  const judge = model.variant === PUBLISHED ? rejectingJudge(puzzle, model) : null;
  const engine = solveSystem(system, { method: 'selective', budget: { ...budget, limitMs, maxNodes }, sink: options.sink, accept: judge?.accept });
  if (judge) {
    // Its own counter: `rejected` is HiGHS's (answers it gave and a cut removed), a different thing in the other column.
    stats.searchRejected = judge.count;
    judge.rejected.forEach((r, i) => options.sink?.({ kind: 'rejected', depth: 0, by: 'search', ...r, cuts: i + 1 }));
  }
  const s = engine.stats;
  Object.assign(stats, {
    deductions: s.deductions,
    rounds: s.rounds,
    sumsBuilt: s.sumsBuilt,
    chainSums: s.chainSums,
    settledByMethod: engine.methodOutcome === 'solved' ? 1 : 0,
    undecidedAfterMethod: engine.undecidedAfterMethod,
    trials: s.trials,
    probes: s.probes,
    searchNodes: s.searchNodes,
    multiple: engine.multiple ? 1 : 0,
    methodMs: engine.methodMs,
  });
  if (engine.status !== 'solved' || !engine.values) {
    const status = engine.status === 'solved' ? 'unsolvable' : engine.status;
    // The inequality that broke last may lie away from the cause: name a number the givens cannot satisfy, if any.
    const unmet = status === 'unsolvable' ? unmetClue(puzzle) : null;
    const reason = engine.reason ?? status;
    return end(status, unmet ? causeFirst(reason, unmet) : reason, model, engine);
  }
  const solution = valuesToSolution(model, engine.values);
  const verdict = checkShakashaka(puzzle, solution);
  // Deduction is sound and the search accepts only assignments that satisfy
  // every inequality (and, under the published families, that the rules
  // accept), so a failure here means a corrected model admits a non-solution:
  // a bug to report, never an answer.
  if (!verdict.ok) throw new Error(`shakashaka steps (${model.variant}): the model admitted a board that breaks the rules: ${verdict.message}`);
  options.sink?.({ kind: 'solution', depth: 0, rows: solution, multiple: engine.multiple });
  stats.ms = Date.now() - started;
  return { model, engine, result: { status: 'solved', solution, reason: engine.reason, stats } };
}

/** The model variant known to admit non-solutions (facts.ts), whose fillings the rules judge during the search. */
const PUBLISHED = 'A-E';
/** Rejected fillings kept for the trace (all are counted). */
const MAX_REJECTED_SHOWN = 50;

type Rejected = Pick<RejectedEvent, 'rows' | 'rule' | 'message'>;

/**
 * The rules check as the search's judge: a full assignment the published
 * model admits but the rules reject is no solution — the lesson's finding
 * that the model is too weak, as HiGHS finds it — so the search counts it as
 * a dead end and goes on, and each one is reported as a `rejected` step.
 */
function rejectingJudge(puzzle: ShakashakaPuzzle, model: ShakashakaModel): { accept: (values: Int8Array) => boolean; rejected: Rejected[]; count: number } {
  const judge = {
    rejected: [] as Rejected[],
    count: 0,
    accept: (values: Int8Array): boolean => {
      const rows = valuesToSolution(model, values);
      const verdict = checkShakashaka(puzzle, rows);
      if (verdict.ok) return true;
      judge.count++;
      if (judge.rejected.length < MAX_REJECTED_SHOWN) judge.rejected.push({ rows, rule: verdict.code, message: verdict.message });
      return false;
    },
  };
  return judge;
}

export const stepsMethod: Method<ShakashakaPuzzle, ShakashakaSolution, ShakashakaEvent> = {
  name: 'steps',
  summary: 'the inequality engine on the model: forcing, sums aimed at one cell, then labelled trials',
  options: { model: MODEL_OPTION },
  refusal: (puzzle, params) => modelRefusal(puzzle, modelVariantOf(params)),
  solve: (puzzle, options) => runSteps(puzzle, options).result,
};

/**
 * The cause first, the broken inequality as where the engine met it: the two name different clues (the inequality
 * that broke last lies wherever forcing from the shortage happened to end), so the words say how they relate.
 */
function causeFirst(reason: string, unmet: string): string {
  const broke = /^no solution: (inequality .*), can no longer be satisfied$/.exec(reason);
  // "no solution: …" leads, once: the page's verdict drops that prefix and says "No solution:" itself.
  if (!broke) return `${reason}. The cause: ${unmet}`;
  return `no solution: the cause is ${unmet}. The engine's forcing ran into this at ${broke[1]}, which can no longer be satisfied`;
}
