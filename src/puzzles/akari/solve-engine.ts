/**
 * Runs one of the inequality methods on an Akari board: builds the model,
 * hands it to the engine, turns the assignment back into a board and has the
 * rules check judge it. The three method files only choose the method.
 */
import { BudgetClock } from '../../core/budget';
import { buildStopReason } from '../../core/build-stop';
import type { SolveResult } from '../../core/result';
import { solveSystem, type EngineMethod, type EngineSolveResult } from '../../inequalities/solve';
import type { SolveOptions } from '../types';
import type { AkariEvent } from './events';
import { buildAkariModelWithin, countModelTerms, MAX_MODEL_TERMS, modelSystemWithin, valuesToSolution, type AkariModel } from './model';
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
  /** The engine's own result: the system, method outcome, counters. */
  engine: EngineSolveResult;
  result: SolveResult<AkariSolution>;
}

/** Why a run ended before the engine started: the board was too large, or the budget ran out while the model was built. */
export interface AkariRefusal {
  model: null;
  engine: null;
  result: SolveResult<AkariSolution>;
}

function termsRefusal(terms: number): string | null {
  if (terms <= MAX_MODEL_TERMS) return null;
  return `the board is too large to solve here: its model would have ${terms.toLocaleString('en-US')} terms, and at most ${MAX_MODEL_TERMS.toLocaleString('en-US')} are built (every board up to 100×100 fits)`;
}

/** Every engine method's refusal, counted without building the model (`Method.refusal`). */
export function akariRefusal(puzzle: AkariPuzzle): string | null {
  return termsRefusal(countModelTerms(puzzle));
}

/**
 * Builds the model and runs the engine, under one budget: the clock starts
 * before the model is built (a big board's model is real work), and a board
 * whose model would exceed MAX_MODEL_TERMS is refused before any of it is.
 */
export function attemptAkari(puzzle: AkariPuzzle, method: EngineMethod, options: AkariSolveOptions = {}): AkariRun | AkariRefusal {
  const started = Date.now();
  const clock = new BudgetClock(options.budget);
  const refuse = (status: 'timeout' | 'cancelled', reason: string, refused?: true): AkariRefusal => {
    options.sink?.({ kind: 'end', depth: 0, status, reason });
    const result: SolveResult<AkariSolution> = { status, reason, stats: { ms: Date.now() - started } };
    if (refused) result.refused = true;
    return { model: null, engine: null, result };
  };
  const terms = countModelTerms(puzzle);
  const tooLarge = termsRefusal(terms);
  if (tooLarge) return refuse('timeout', tooLarge, true);
  // Both builds count against the limit; a stopped one says which and how far it got (in terms).
  let done = 0;
  const model = buildAkariModelWithin(puzzle, (work) => clock.check((done = work)));
  const system = model && modelSystemWithin(model, (work) => clock.check(terms + (done = work)));
  if (!model || !system) {
    const stopped = clock.stopped ?? 'timeout';
    const phase = model ? 'indexing the model’s inequalities for the engine' : 'building the model';
    return refuse(stopped, buildStopReason(stopped, { phase, done, total: terms, unit: 'terms' }));
  }
  const engine = solveSystem(system, {
    method,
    sink: options.sink,
    cap: options.cap,
    chains: options.chains,
    started: { clock, work: 2 * terms },
  });
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

/** The method's `solve`: any board, any budget; a refusal is a result like any other. */
export function solveAkari(
  puzzle: AkariPuzzle,
  method: EngineMethod,
  options: AkariSolveOptions = {},
): SolveResult<AkariSolution> {
  return attemptAkari(puzzle, method, options).result;
}

/**
 * A run with its model and the engine's figures, for callers that solve
 * boards known to fit within a budget that builds them (lesson facts, the
 * benchmark, tests); a refusal there is a mistake of the caller and throws.
 */
export function runAkari(puzzle: AkariPuzzle, method: EngineMethod, options: AkariSolveOptions = {}): AkariRun {
  const run = attemptAkari(puzzle, method, options);
  if (run.engine === null) throw new Error(`akari ${method}: ${run.result.reason}`);
  return run;
}
