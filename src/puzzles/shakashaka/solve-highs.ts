/**
 * The `highs` method: the model as an LP file (lp.ts), solved as a 0/1
 * integer program by HiGHS, as the paper solved it with an IP solver. The
 * reader sees one step (the solver is a black box here); its answer is judged
 * by the rules check like every other.
 *
 * The budget: building the model and writing the LP text watch the clock;
 * HiGHS gets what is left as its own `time_limit` (and its interrupt
 * callbacks hold it to that deadline), and the node cap as `mip_max_nodes`;
 * the cancel signal is polled from the same callbacks. Reading the LP text is
 * one call HiGHS cannot interrupt: a limit can be overrun by that long.
 */
import { BudgetClock } from '../../core/budget';
import type { SolveResult } from '../../core/result';
import type { Method, SolveOptions } from '../types';
import type { ShakashakaEvent } from './events';
import { loadedHighs, loadHighs } from './highs-load';
import { lpVariableName, writeLp } from './lp';
import { buildShakashakaModel, valuesToSolution } from './model';
import { MODEL_OPTION, modelVariantOf } from './options';
import type { ShakashakaPuzzle, ShakashakaSolution } from './puzzle';
import { checkShakashaka } from './rules';

export function solveHighs(puzzle: ShakashakaPuzzle, options: SolveOptions<ShakashakaEvent> = {}): SolveResult<ShakashakaSolution> {
  const highs = loadedHighs();
  if (!highs) throw new Error("the highs method needs HiGHS loaded first: await its prepare()");
  const started = Date.now();
  const budget = options.budget ?? {};
  const clock = new BudgetClock(budget, 4096);
  const stats: Record<string, number> = { variables: 0, constraints: 0, buildMs: 0, highsMs: 0, nodes: 0, ms: 0 };
  const end = (status: 'unsolvable' | 'timeout' | 'cancelled', reason: string): SolveResult<ShakashakaSolution> => {
    options.sink?.({ kind: 'end', depth: 0, status, reason });
    stats.ms = Date.now() - started;
    return { status, reason, stats };
  };
  const built = buildShakashakaModel(puzzle, modelVariantOf(options.params), clock);
  if (!built.ok) return end(built.status, built.message);
  const model = built.model;
  if (model.variables.length === 0) {
    // No white cell: nothing for HiGHS to decide; the board is its own answer if the rules accept it.
    const verdict = checkShakashaka(puzzle, puzzle.rows);
    if (!verdict.ok) return end('unsolvable', `the board has no white cell and breaks a rule: ${verdict.message}`);
    options.sink?.({ kind: 'solution', depth: 0, rows: puzzle.rows, multiple: false });
    stats.ms = Date.now() - started;
    return { status: 'solved', solution: puzzle.rows, stats };
  }
  stats.variables = model.variables.length;
  stats.constraints = model.rows.length;
  const lp = writeLp(model, () => clock.check());
  stats.buildMs = clock.elapsedMs();
  // HiGHS reads the LP text in one uninterruptible call (a few tenths of a second on a 50×50 board); don't start it late.
  if (!lp || clock.check()) return end(clock.stopped!, clock.stopped === 'cancelled' ? 'cancelled' : 'the time budget ran out before HiGHS started');
  const deadline = budget.limitMs === undefined ? Infinity : clock.startedAt + budget.limitMs;
  const mipStarted = Date.now();
  const run = highs.withModel({ format: 'lp', data: lp }, (m) => {
    m.options.set('output_flag', false);
    if (Number.isFinite(deadline)) m.options.set('time_limit', Math.max(0.001, (deadline - Date.now()) / 1000));
    if (budget.maxNodes !== undefined) m.options.set('mip_max_nodes', Math.max(0, Math.floor(budget.maxNodes)));
    // HiGHS checks its time limit only now and then; its callbacks come often, so
    // they stop it at our deadline (and on the cancel signal) as well.
    const signal = budget.signal;
    const poll = (e: { interrupt(): void }): undefined => {
      if (signal?.aborted || Date.now() > deadline) e.interrupt();
      return undefined;
    };
    const { callbackType } = highs.constants;
    m.run({ [callbackType.mipInterrupt]: poll, [callbackType.simplexInterrupt]: poll, [callbackType.ipmInterrupt]: poll });
    const status = m.getModelStatus();
    let nodes = 0;
    try {
      nodes = Number(m.info.get('mip_node_count'));
    } catch {
      nodes = 0; // not reported when presolve settles everything
    }
    const solution = m.getSolution();
    const names = Array.from({ length: solution.colValue.length }, (_, i) => m.getColName(i));
    return { status, nodes, values: solution.colValue, names };
  });
  stats.highsMs = Date.now() - mipStarted;
  stats.nodes = run.nodes;
  const codes = highs.constants.modelStatus;
  const word = Object.entries(codes).find(([, code]) => code === run.status)?.[0] ?? String(run.status);
  options.sink?.({ kind: 'mip', depth: 0, solver: 'HiGHS', status: word, variables: model.variables.length, rows: model.rows.length, nodes: run.nodes, ms: stats.highsMs });
  if (run.status === codes.infeasible) return end('unsolvable', 'HiGHS proved that no assignment satisfies every inequality: there is no solution');
  if (run.status === codes.interrupted) {
    if (budget.signal?.aborted) return end('cancelled', 'cancelled');
    return end('timeout', 'HiGHS was stopped at the time limit without an answer');
  }
  if (run.status !== codes.optimal) {
    if (run.status === codes.timeLimit || run.status === codes.solutionLimit || run.status === codes.iterationLimit) {
      return end('timeout', `HiGHS stopped at its limit (${word}) without an answer`);
    }
    return end('unsolvable', `HiGHS ended with status '${word}' and no answer`);
  }
  // HiGHS names its columns as in the LP file; map them back to our variables.
  const index = new Map(model.variables.map((_, v) => [lpVariableName(model, v), v]));
  const values = new Int8Array(model.variables.length);
  run.names.forEach((name, i) => {
    const v = index.get(name);
    if (v !== undefined) values[v] = run.values[i] > 0.5 ? 1 : 0;
  });
  const solution = valuesToSolution(model, values);
  const verdict = checkShakashaka(puzzle, solution);
  // HiGHS returns only assignments that satisfy every row; if the rules reject
  // one, the model admits a non-solution: a bug to report, never an answer.
  if (!verdict.ok) throw new Error(`shakashaka highs (${model.variant}): the model admitted a board that breaks the rules: ${verdict.message}`);
  options.sink?.({ kind: 'solution', depth: 0, rows: solution, multiple: false });
  stats.ms = Date.now() - started;
  return { status: 'solved', solution, stats };
}

export const highsMethod: Method<ShakashakaPuzzle, ShakashakaSolution, ShakashakaEvent> = {
  name: 'highs',
  summary: 'the model as a 0/1 integer program, solved by HiGHS (WebAssembly), as the paper did with an IP solver',
  options: { model: MODEL_OPTION },
  prepare: async () => {
    await loadHighs();
  },
  solve: solveHighs,
};
