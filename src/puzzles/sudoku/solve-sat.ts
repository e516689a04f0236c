/**
 * Sudoku by SAT: the board becomes the formula of ./cnf-model.ts and our
 * CDCL solver (src/sat/cdcl.ts) finds a model; the true value variables are
 * the filled board. With `count` 2, a clause that excludes the first board
 * (some open cell must differ) is added and the search goes on.
 *
 * Encodings (option `encoding`):
 * - `open` (default): a formula over what the givens leave open, built per
 *   board. Building it is cheap, and the smaller formula is solved faster
 *   than the full one (measured by the benchmark on 9×9 and 16×16 boards); it
 *   is the only way from about 36×36 up, where the full formula no longer fits.
 *   Its small groups (up to OPEN_PAIRWISE_UP_TO candidates) say "at most one"
 *   pairwise, the larger ones with Sinz's counter.
 * - `open-sinz`: the same formula with Sinz's counter in every group (as the
 *   full model writes it), to measure what the pairwise groups bring.
 * - `full`: the formula of the order, built once per order and kept for the
 *   process, with the givens as assumptions — the lesson's model, and how the
 *   benchmark compares with MiniSat (logic-solver) run the same way.
 */
import { BudgetClock } from '../../core/budget';
import type { SolveResult } from '../../core/result';
import type { TraceSink } from '../../core/trace';
import { clockTick, isBuildStop, WorkMeter, type BuildStop, type WorkTick } from '../../core/build-stop';
import { CdclSolver } from '../../sat/cdcl';
import { loadFormula } from '../../sat/formula-load';
import type { SatEvent } from '../../sat/events';
import type { MethodOption, OptionValues, SolveOptions } from '../types';
import { candidateLowerBound, openCandidates } from './candidates';
import { sudokuClauseFamilies } from './clause-families';
import {
  fullModelSize,
  fullSudokuCnfUntil,
  givenLiterals,
  OPEN_PAIRWISE_UP_TO,
  openModelLiterals,
  openSudokuCnf,
  variableName,
  type SudokuCnf,
} from './cnf-model';
import type { SudokuEvent, VariableNames } from './events';
import { givenCount, type SudokuPuzzle, type SudokuSolution } from './puzzle';
import { clashResult, countOf, finishRun, gridRows, remainingBudget, type SearchOutcome } from './run';

export type SatEncoding = 'full' | 'open' | 'open-sinz';

/** Formulas with more literals are refused (about 400 MB with the solver's copy). */
export const MAX_SAT_LITERALS = 50_000_000;

export const encodingOption: MethodOption = {
  type: 'choice',
  summary:
    'the formula: open (only what the givens leave open, built per board; small groups pairwise), open-sinz (the same with Sinz counters everywhere) or full (every v(r,c,k), built once per order, the givens as assumptions)',
  default: 'open',
  choices: ['open', 'open-sinz', 'full'],
};

interface Base {
  model: SudokuCnf;
  solver: CdclSolver;
  buildMs: number;
}

const bases = new Map<number, Base>();

/**
 * The solver's settings for Sudoku: branch on the value variables only (the
 * counters' variables follow from them), and decide a variable true the
 * first time — a decision then places a number, as a person would, and
 * propagation crosses out the rest of its row, column and box. On the 18
 * hard 25×25 boards of the benchmark this needed fewer conflicts than
 * deciding false first (a decision that only crosses out one candidate).
 */
export function sudokuSettings(m: SudokuCnf) {
  return { decisionVariables: m.valueVars, phase: true };
}

/**
 * The full formula of order n and its solver, built on first use and kept.
 * `tick` may stop the build at the user's deadline (nothing is kept then):
 * the result says where it stopped.
 */
export function fullBase(order: number, tick?: WorkTick): Base | BuildStop {
  let base = bases.get(order);
  if (!base) {
    const t = Date.now();
    const meter = new WorkMeter(tick ?? (() => false));
    const model = fullSudokuCnfUntil(order, meter.tick);
    if (!model) return { phase: 'writing the full formula', done: meter.last, total: fullModelSize(order).literals, unit: 'literals' };
    meter.nextPhase();
    const loaded = loadFormula(model.cnf, meter.tick);
    if (isBuildStop(loaded)) return loaded;
    const solver = new CdclSolver(model.cnf, sudokuSettings(model), loaded);
    base = { model, solver, buildMs: Date.now() - t };
    bases.set(order, base);
  }
  return base;
}

/** The CDCL events with the cells they place and the names of the variables they mention. */
function boardSink(m: SudokuCnf, sink: TraceSink<SudokuEvent>): TraceSink<SatEvent> {
  const names = (lits: Iterable<number>): VariableNames => {
    const out: VariableNames = {};
    for (const l of lits) {
      const v = Math.abs(l);
      out[v] = variableName(m, v);
    }
    return out;
  };
  const placed = (shown: number[]): number[] => shown.flatMap((x) => [m.varCell[x], m.varValue[x]]);
  const clauseCells = (clause: readonly number[]): number[] => [...new Set(clause.map(Math.abs).filter((v) => v <= m.valueVars).map((v) => m.varCell[v]))];
  return (e) => {
    switch (e.kind) {
      case 'sat-assume':
        sink({ ...e, placed: placed(e.shown) });
        return;
      case 'sat-decide':
        sink({ ...e, placed: placed(e.shown), names: names([e.literal]), ruledOut: e.literal < 0 && -e.literal <= m.valueVars ? [m.varCell[-e.literal], m.varValue[-e.literal]] : [] });
        return;
      case 'sat-conflict':
        sink({ ...e, names: names(e.clause), cells: clauseCells(e.clause) });
        return;
      case 'sat-learn':
        sink({ ...e, names: names(e.clause) });
        return;
      case 'sat-analyse': {
        const all = [e.uip, ...e.reasonSide, ...e.minimisedAway, ...e.shrunk.map((b) => b.uip), ...e.resolved.flatMap((r) => r.reason), ...(e.cone ?? []).flatMap((c) => c.reason ?? [c.literal])];
        sink({ ...e, names: names(all) });
        return;
      }
      case 'sat-backjump':
        sink({ ...e, placed: placed(e.shown), names: names([e.asserted]) });
        return;
      default:
        sink(e);
    }
  };
}

function encodingOf(params: OptionValues | undefined): SatEncoding {
  const asked = params?.encoding;
  return asked === 'full' || asked === 'open-sinz' ? asked : 'open';
}

function literalsRefusal(literals: number, encoding: SatEncoding, atLeast: boolean): string {
  return `the formula would have ${atLeast ? 'at least ' : ''}${literals.toLocaleString('en-US')} literals, more than the ${MAX_SAT_LITERALS.toLocaleString('en-US')} this solver takes${encoding === 'full' ? ' (the open encoding builds only what the givens leave open)' : ''}`;
}

/**
 * The SAT method's refusal, told before anything is built: the full
 * encoding's size is known from the order; the open one's is bounded from
 * below by the candidates (each stands in its cell's "at least one value"
 * clause). The exact open count needs the candidates listed; solveSat checks
 * it after listing them.
 */
export function satRefusal(p: SudokuPuzzle, params?: OptionValues): string | null {
  const encoding = encodingOf(params);
  if (encoding === 'full') {
    const literals = fullModelSize(p.order).literals;
    return literals > MAX_SAT_LITERALS ? literalsRefusal(literals, encoding, false) : null;
  }
  const atLeast = candidateLowerBound(p);
  return atLeast > MAX_SAT_LITERALS ? literalsRefusal(atLeast, encoding, true) : null;
}

export function solveSat(p: SudokuPuzzle, options: SolveOptions<SudokuEvent>): SolveResult<SudokuSolution> {
  const started = Date.now();
  // The clock starts with the call: the checks before the build count against the limit too.
  const clock = new BudgetClock(options.budget);
  const sink = options.sink;
  const clash = clashResult(p, 'sat', sink, started);
  if (clash) return clash;
  const count = countOf(options);
  const encoding = encodingOf(options.params);
  const pairwiseUpTo = encoding === 'open' ? OPEN_PAIRWISE_UP_TO : 0;
  const stats: Record<string, number> = { fullEncoding: encoding === 'full' ? 1 : 0, buildMs: 0 };
  const stop = (outcome: Partial<SearchOutcome>) =>
    finishRun(p, 'sat', count, { solutions: [], complete: false, stopped: null, ...outcome }, stats, sink, started);
  const tooLarge = (literals: number) => ({ refused: literalsRefusal(literals, encoding, false) });
  const early = satRefusal(p, options.params);
  if (early) return stop({ refused: early });

  let model: SudokuCnf;
  let solver: CdclSolver;
  let assumptions: Int32Array | undefined;
  // Building counts against the limit: each phase ticks the clock and, when stopped, says how far it got.
  const meter = new WorkMeter(clockTick(clock));
  const stoppedIn = (at: BuildStop) => stop({ stopped: clock.stopped ?? 'timeout', stoppedIn: at });
  if (encoding === 'full') {
    const base = fullBase(p.order, meter.tick);
    if (isBuildStop(base)) return stoppedIn(base);
    model = base.model;
    solver = base.solver;
    assumptions = givenLiterals(p);
  } else {
    const open = openCandidates(p, meter.tick);
    if (!open) return stoppedIn({ phase: 'listing the open candidates', done: meter.last, total: (p.cells.length - givenCount(p)) * p.size, unit: 'cell values checked' });
    const candidates = open.start[open.cells.length];
    meter.nextPhase();
    const literals = openModelLiterals(p, open, pairwiseUpTo, meter.tick);
    if (literals === null) return stoppedIn({ phase: 'counting the formula', done: meter.last, total: candidates, unit: 'candidates' });
    if (literals > MAX_SAT_LITERALS) return stop(tooLarge(literals));
    meter.nextPhase();
    const built = openSudokuCnf(p, open, meter.tick, pairwiseUpTo);
    // The build ticks two passes over the candidates (bucketing them by group) before its literals.
    if (!built) return stoppedIn({ phase: 'writing the formula', done: Math.max(0, meter.last - 2 * candidates), total: literals, unit: 'literals' });
    model = built;
    meter.nextPhase();
    const loaded = loadFormula(model.cnf, meter.tick);
    if (isBuildStop(loaded)) return stoppedIn(loaded);
    solver = new CdclSolver(model.cnf, sudokuSettings(model), loaded);
  }
  stats.buildMs = Date.now() - started;
  // The formula's variables beyond the candidate ones: the race names them apart, since its Variables count includes them.
  stats.helperVariables = model.cnf.numVars - model.valueVars;
  if (clock.check()) return stop({ stopped: clock.stopped });

  const shown = new Uint8Array(model.cnf.numVars + 1);
  shown.fill(1, 1, model.valueVars + 1);
  if (sink) {
    const givens = givenCount(p);
    const counts = new Map(model.cnf.familyCounts().map((f) => [f.name, f]));
    const families = sudokuClauseFamilies(p.order, givens).map((f) => {
      const built = counts.get(f.name);
      // The open formula has its own counts; the givens are assumptions or already applied.
      return { name: f.name, tex: f.tex, clauses: built ? built.clauses : f.name === 'given' ? givens : 0, auxVariables: built ? built.auxVariables : 0 };
    });
    const size = { variables: model.cnf.numVars, valueVariables: model.valueVars, clauses: model.cnf.numClauses, literals: model.cnf.numLiterals };
    sink({ kind: 'start', depth: 0, method: 'sat', order: p.order, givens, empty: p.cells.length - givens, model: size, families });
  }

  const solutions: SudokuSolution[] = [];
  const result = solver.solve({
    assumptions,
    budget: remainingBudget(options.budget, started),
    sink: sink ? boardSink(model, sink) : undefined,
    shown: sink ? shown : undefined,
    onModel(value) {
      const cells = Int32Array.from(p.cells);
      const block: number[] = [];
      for (let x = 1; x <= model.valueVars; x++) {
        if (!value(x)) continue;
        const cell = model.varCell[x];
        if (p.cells[cell] !== 0) continue;
        cells[cell] = model.varValue[x];
        block.push(-x);
      }
      const rows = gridRows(cells, p.size);
      solutions.push(rows);
      sink?.({ kind: 'solution', depth: 0, index: solutions.length, rows: gridRows(cells, p.size) });
      return solutions.length < count ? block : null;
    },
  });
  Object.assign(stats, result.stats);
  const stopped = result.status === 'timeout' || result.status === 'cancelled' ? result.status : null;
  const s = result.stats;
  const unsolvable =
    model.emptyGroup ??
    (s.conflicts === 0
      ? 'unit propagation from the givens alone falsifies a clause: no filling keeps the rules'
      : `the solver refuted every possibility (${s.conflicts} conflicts, ${s.decisions} decisions): no filling keeps the rules`);
  return finishRun(p, 'sat', count, { solutions, complete: stopped === null, stopped, unsolvable }, stats, sink, started);
}
