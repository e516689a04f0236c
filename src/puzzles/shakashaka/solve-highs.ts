/**
 * The `highs` method: the model as an LP file (model/lp.ts), solved as a 0/1
 * integer program by HiGHS, as the paper solved it with an IP solver. The
 * reader sees one step (the solver is a black box here); its answer is judged
 * by the rules check like every other.
 *
 * The budget: building the model and writing the LP text watch the clock;
 * HiGHS gets what is left as its own `time_limit`, and the node cap as
 * `mip_max_nodes`; its interrupt callbacks also stop it at our deadline and on
 * the cancel signal. Reading the LP text is one call HiGHS cannot interrupt,
 * and HiGHS checks its limit only now and then: on the 30×30 board of
 * `npm run bench -- limits` neither came for more than a second, and a 1 s
 * limit ended after about 1.5 s in this thread. So the command line runs
 * HiGHS in a thread of its own that it stops at the deadline (the runner
 * given to solveHighs; src/cli/shakashaka-highs.ts). In the browser, Cancel
 * does not wait for HiGHS: it stops the worker.
 *
 * The published families (variant A–E) admit fillings that are no solution
 * (facts.ts). When HiGHS answers with one of those, the method says so (a
 * `rejected` step, with the rule the filling breaks), adds a cut that excludes
 * exactly that filling — the sum of its chosen variables is at most their
 * number minus one — and runs HiGHS again: the published model, repaired on
 * the spot by the judge, so every answer that leaves the method is a
 * solution. Under the corrected variants a rejected answer is a bug in the
 * model and is thrown, never answered.
 */
import type { Highs } from 'highs';
import { BudgetClock, type Budget } from '../../core/budget';
import type { SolveResult } from '../../core/result';
import type { Method, SolveOptions } from '../types';
import type { ShakashakaEvent } from './events';
import { loadedHighs, loadHighs } from './highs/load';
import { lpVariableName, writeLp } from './model/lp';
import { buildShakashakaModel, modelRefusal, valuesToSolution, type ShakashakaModel } from './model';
import { MODEL_OPTION, modelVariantOf } from './options';
import type { ShakashakaPuzzle, ShakashakaSolution } from './puzzle';
import { checkShakashaka } from './rules';
import { highsStatusWords } from './highs/status-words';
import { unmetClue } from './unmet-clue';

/**
 * HiGHS as solveHighs uses it: its status codes, and one run on an LP text
 * held to the deadline (ms since the epoch, Infinity for none) and the
 * budget's cancel signal. The default runs it in this thread (runHighs); the
 * command line swaps in HiGHS in a thread of its own, which it can stop at
 * the deadline (src/cli/highs-thread.ts) and which needs no copy of HiGHS in
 * the solving thread.
 */
export interface HighsEngine {
  constants: Highs['constants'];
  run(lp: string, deadline: number, budget: Budget): HighsRun;
}

/** HiGHS loaded in this thread, or null before `loadHighs()` has finished. */
export function highsHere(): HighsEngine | null {
  const highs = loadedHighs();
  return highs && { constants: highs.constants, run: (lp, deadline, budget) => runHighs(highs, lp, deadline, budget) };
}

export function solveHighs(
  puzzle: ShakashakaPuzzle,
  options: SolveOptions<ShakashakaEvent> = {},
  highs: HighsEngine | null = highsHere(),
): SolveResult<ShakashakaSolution> {
  const started = Date.now();
  const budget = options.budget ?? {};
  if (!highs) {
    // A prepare() held to a deadline (the command line's) stops waiting for HiGHS's start, which cannot be interrupted.
    if (budget.limitMs === undefined) throw new Error('the highs method needs HiGHS loaded first: await its prepare()');
    const reason = 'the time limit ran out while HiGHS was starting (loading its WebAssembly, which cannot be interrupted); no model was built';
    options.sink?.({ kind: 'end', depth: 0, status: 'timeout', reason });
    return { status: 'timeout', reason, stats: { variables: 0, constraints: 0, buildMs: 0, highsMs: 0, nodes: 0, ms: Date.now() - started } };
  }
  const clock = new BudgetClock(budget, 4096);
  const stats: Record<string, number> = { variables: 0, constraints: 0, buildMs: 0, highsMs: 0, nodes: 0, ms: 0 };
  const end = (status: 'unsolvable' | 'timeout' | 'cancelled', reason: string, refused?: true): SolveResult<ShakashakaSolution> => {
    options.sink?.({ kind: 'end', depth: 0, status, reason });
    stats.ms = Date.now() - started;
    return refused ? { status, reason, stats, refused } : { status, reason, stats };
  };
  const built = buildShakashakaModel(puzzle, modelVariantOf(options.params), clock);
  if (!built.ok) return end(built.status, built.message, built.refused);
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
  const cuts: string[] = [];
  stats.highsMs = 0;
  stats.rejected = 0;
  for (;;) {
    const run = highs.run(cutLp(lp, cuts), deadline, budget);
    stats.highsMs += run.ms;
    stats.nodes += run.nodes;
    const codes = highs.constants.modelStatus;
    const word = Object.entries(codes).find(([, code]) => code === run.status)?.[0] ?? String(run.status);
    options.sink?.({ kind: 'mip', depth: 0, solver: 'HiGHS', status: word, variables: model.variables.length, rows: model.rows.length + cuts.length, inequalities: model.constraints.length, cuts: cuts.length, nodes: run.nodes, ms: run.ms });
    if (run.status === codes.infeasible) {
      const why = cuts.length === 0 ? '' : ` once the ${cuts.length} ${cuts.length === 1 ? 'filling' : 'fillings'} the rules reject ${cuts.length === 1 ? 'was' : 'were'} cut off`;
      const unmet = unmetClue(puzzle);
      // The verdict is said first, once ("No solution: …" on the page, where engine-verdict.ts drops this prefix).
      return end('unsolvable', `no solution: HiGHS proved that no assignment satisfies every inequality${why}${unmet ? `. The cause: ${unmet}` : ''}`);
    }
    if (run.status === codes.interrupted) {
      if (budget.signal?.aborted) return end('cancelled', 'cancelled');
      return end('timeout', 'HiGHS was stopped at the time limit without an answer');
    }
    if (run.status !== codes.optimal) {
      if (run.status === codes.timeLimit || run.status === codes.solutionLimit || run.status === codes.iterationLimit) {
        return end('timeout', `HiGHS ended with ${highsStatusWords(word)}, without an answer`);
      }
      return end('unsolvable', `HiGHS ended with ${highsStatusWords(word)} and no answer`);
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
    if (verdict.ok) {
      options.sink?.({ kind: 'solution', depth: 0, rows: solution, multiple: false });
      stats.ms = Date.now() - started;
      return { status: 'solved', solution, stats };
    }
    // HiGHS returns only assignments that satisfy every row: the model admits a non-solution.
    if (model.variant !== PUBLISHED) {
      throw new Error(`shakashaka highs (${model.variant}): the model admitted a board that breaks the rules: ${verdict.message}`);
    }
    cuts.push(noGood(model, values, cuts.length));
    stats.rejected = cuts.length;
    options.sink?.({ kind: 'rejected', depth: 0, by: 'highs', rows: solution, rule: verdict.code, message: verdict.message, cuts: cuts.length });
    if (cuts.length >= MAX_CUTS) return end('timeout', `the published model kept admitting fillings the rules reject: stopped after cutting off ${MAX_CUTS}`);
    if (clock.check()) return end(clock.stopped!, clock.stopped === 'cancelled' ? 'cancelled' : 'the time budget ran out while cutting off fillings the rules reject');
  }
}

/** The model variant known to admit non-solutions, whose rejected answers are cut off rather than thrown. */
const PUBLISHED = 'A-E';
/** Most fillings cut off in one solve before the method gives up. */
const MAX_CUTS = 50;

/** The cut that excludes exactly this filling: its variables at 1 cannot all be 1 again. */
function noGood(model: ShakashakaModel, values: Int8Array, k: number): string {
  const ones = model.variables.flatMap((_, v) => (values[v] === 1 ? [lpVariableName(model, v)] : []));
  const lines: string[] = [];
  for (let i = 0; i < ones.length; i += 8) lines.push(ones.slice(i, i + 8).join(' + '));
  return ` cut_${k + 1}: ${lines.join('\n   + ')} <= ${ones.length - 1}`;
}

/** The LP text with the cuts added to its constraints. */
function cutLp(lp: string, cuts: readonly string[]): string {
  if (cuts.length === 0) return lp;
  const at = lp.lastIndexOf('\nBinary\n');
  return `${lp.slice(0, at)}\n${cuts.join('\n')}${lp.slice(at)}`;
}

export interface HighsRun {
  status: number;
  nodes: number;
  values: ArrayLike<number>;
  names: string[];
  ms: number;
}

/** One run of HiGHS in this thread, held to the deadline and the cancel signal by its interrupt callbacks. */
export function runHighs(highs: Highs, lp: string, deadline: number, budget: Budget): HighsRun {
  const started = Date.now();
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
  return { ...run, ms: Date.now() - started };
}

export const highsMethod: Method<ShakashakaPuzzle, ShakashakaSolution, ShakashakaEvent> = {
  name: 'highs',
  summary: 'the model as a 0/1 integer program, solved by HiGHS (WebAssembly), as the paper did with an IP solver',
  options: { model: MODEL_OPTION },
  refusal: (puzzle, params) => modelRefusal(puzzle, modelVariantOf(params)),
  prepare: async () => {
    await loadHighs();
  },
  solve: solveHighs,
};
