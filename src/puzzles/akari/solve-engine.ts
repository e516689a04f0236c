/**
 * Runs one of the inequality methods on an Akari board: builds the model,
 * hands it to the engine, turns the assignment back into a board and has the
 * rules check judge it. The three method files only choose the method.
 */
import type { SolveResult } from '../../core/result';
import { solveSystem, type EngineMethod, type EngineSolveResult } from '../../inequalities/solve';
import type { SolveOptions } from '../types';
import type { AkariEvent } from './events';
import { buildAkariModel, modelSystem, valuesToSolution, type AkariModel } from './model';
import type { AkariPuzzle, AkariSolution } from './puzzle';
import { checkAkari } from './rules';

export interface AkariSolveOptions extends SolveOptions<AkariEvent> {
  /** Cap on the literal pair loop's set of inequalities. */
  cap?: number;
  /** Selective only: false leaves out the chain-sum tier (for the benchmark's comparison). */
  chains?: boolean;
}

export interface AkariRun {
  model: AkariModel;
  /** The engine's own result: the system (for "why" trees), method outcome, counters. */
  engine: EngineSolveResult;
  result: SolveResult<AkariSolution>;
}

export function runAkari(puzzle: AkariPuzzle, method: EngineMethod, options: AkariSolveOptions = {}): AkariRun {
  const started = Date.now();
  const model = buildAkariModel(puzzle);
  const system = modelSystem(model);
  const engine = solveSystem(system, { method, budget: options.budget, sink: options.sink, cap: options.cap, chains: options.chains });
  const s = engine.stats;
  const stats: Record<string, number> = {
    variables: model.variables.length,
    given: model.constraints.length,
    inequalities: system.size,
    deductions: s.deductions,
    rounds: s.rounds,
    sumsBuilt: s.sumsBuilt,
    pairsTried: s.pairsTried,
    capHit: s.capHit,
    chainSums: s.chainSums,
    chainProbes: s.chainProbes,
    settledByMethod: engine.methodOutcome === 'solved' ? 1 : 0,
    undecidedAfterMethod: engine.undecidedAfterMethod,
    trials: s.trials,
    probes: s.probes,
    searchNodes: s.searchNodes,
    multiple: engine.multiple ? 1 : 0,
    methodMs: engine.methodMs,
    ms: 0,
  };
  const finish = (result: SolveResult<AkariSolution>): AkariRun => {
    stats.ms = Date.now() - started;
    return { model, engine, result };
  };
  if (engine.status !== 'solved' || !engine.values) {
    const reason = engine.reason ?? engine.status;
    options.sink?.({ kind: 'end', depth: 0, status: engine.status === 'solved' ? 'unsolvable' : engine.status, reason });
    return finish({ status: engine.status === 'solved' ? 'unsolvable' : engine.status, reason, stats });
  }
  const solution = valuesToSolution(model, engine.values);
  const verdict = checkAkari(puzzle, solution);
  // Deduction is sound and the search only accepts full assignments that pass
  // every inequality, so a failure here is a bug in the model or the engine.
  if (!verdict.ok) throw new Error(`akari ${method}: solver answer breaks the rules: ${verdict.message}`);
  options.sink?.({ kind: 'solution', depth: 0, rows: solution, multiple: engine.multiple });
  return finish({ status: 'solved', solution, reason: engine.reason, stats });
}

export function solveAkari(
  puzzle: AkariPuzzle,
  method: EngineMethod,
  options: AkariSolveOptions = {},
): SolveResult<AkariSolution> {
  return runAkari(puzzle, method, options).result;
}
