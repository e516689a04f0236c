/**
 * The SAT method: one solution, and whether it is the only one, where the
 * ZDD cannot go (a 50×50 board's frontier is far too wide for it). The board
 * becomes the formula of ./encode.ts and our CDCL solver (src/sat/cdcl.ts)
 * searches it in one run:
 *
 * - at each model, the drawn edges are looked at; a closed loop away from
 *   every endpoint (./loops.ts) is forbidden by a clause and the search goes
 *   on, keeping what it learned (lazy loop elimination: the formula never
 *   needs the connectivity constraints that would rule loops out up front);
 * - the first model without loops is a solution; unless `first-only` is
 *   set, a clause that forbids exactly its edges is added and the search
 *   goes on: no further model proves it unique, a second loop-free one shows
 *   there are several, and a budget that runs out first leaves it undecided.
 *
 * The method does not count: the answer's `count` is exact only when known
 * (1 when uniqueness was proved, 0 when there is no solution), otherwise a
 * lower bound, marked as such (see genre.ts for the record).
 */
import { buildStopPhrase, buildStopReason, clockTick, isBuildStop, WorkMeter, type BuildStop } from '../../../core/build-stop';
import { BudgetClock } from '../../../core/budget';
import type { SolveResult } from '../../../core/result';
import { CdclSolver, type CdclStats } from '../../../sat/cdcl';
import type { CdclResult } from '../../../sat/cdcl-settings';
import { loadFormula } from '../../../sat/formula-load';
import type { Method, MethodOption, SolveOptions } from '../../types';
import { colourBalance, colourFailureReason } from '../colours';
import type { NumberlinkEvent } from '../events';
import { linksToPaths } from '../paths';
import { cellOf, RULES, type NumberlinkPuzzle, type NumberlinkRule, type NumberlinkSolution, type PuzzleRule } from '../puzzle';
import { RULE_SET_NAME } from '../rule-names';
import { encodeNumberlinkUntil, type NumberlinkCnf } from './encode';
import { closedLoops, drawnEdges } from './loops';

/** Formulas with more label variables are refused (the "same label" clauses alone would pass 100 million literals). */
export const MAX_LABEL_VARS = 5_000_000;

export const satOptions: Record<string, MethodOption> = {
  rule: {
    type: 'choice',
    summary: 'fill: every cell used (the default); fill-notouch: also no path runs alongside itself; nikoli: cells may stay empty',
    default: 'fill',
    choices: RULES,
  },
  // A flag is present or absent on the command line, so the option that changes the default is the one named.
  'first-only': {
    type: 'boolean',
    summary: 'stop at the first solution; without it the solution is forbidden and the search goes on: unique, several, or undecided when the limit runs out first',
    default: false,
  },
};

export type SatVerdict = 'unique' | 'several' | 'undecided' | 'not asked';

/** The rules this method has a formula for: the three puzzle rules, and fill-canonical (the default's uniqueness step, ../quick-answer.ts). */
export type SatRule = PuzzleRule | 'fill-canonical';

/** Every figure of a run, for the CLI's stats and the benchmark. */
export interface NumberlinkSatRun {
  result: SolveResult<NumberlinkSolution>;
  verdict: SatVerdict;
  /** The formula before any loop was cut (null when none was built). */
  formula: NumberlinkCnf | null;
  loopsCut: number;
  /** Loop-free models seen: the solution, and a second one when there are several. */
  solutions: number;
  cdcl: CdclStats | null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function runSat(p: NumberlinkPuzzle, rule: SatRule, unique: boolean, options: SolveOptions<NumberlinkEvent> = {}): NumberlinkSatRun {
  const clock = new BudgetClock(options.budget);
  const sink = options.sink;
  const stats: Record<string, number> = { ms: 0 };
  const outcome = (result: SolveResult<NumberlinkSolution>, rest: Partial<NumberlinkSatRun> = {}): NumberlinkSatRun => {
    result.stats.ms = clock.elapsedMs();
    if (result.status !== 'solved') sink?.({ kind: 'end', depth: 0, status: result.status, reason: result.reason ?? '', levelsDone: 0, nodes: 0 });
    return { result, verdict: 'not asked', formula: null, loopsCut: 0, solutions: 0, cdcl: null, ...rest };
  };
  if (clock.check()) return outcome({ status: clock.stopped!, reason: 'stopped before the formula was built', stats });
  const balance = rule === 'nikoli' ? 0 : colourBalance(p);
  if (balance !== 0) {
    const reason =
      colourFailureReason(rule, p);
    return outcome({ status: 'unsolvable', reason, stats: { ...stats, colourBalance: balance } });
  }
  const tooLarge = labelVarsRefusal(p);
  if (tooLarge) return outcome({ status: 'timeout', reason: tooLarge, stats, refused: true });

  const found: NumberlinkSolution[] = [];
  // Loop clauses name edge variables only, numbered alike in every formula of this board, so they carry over.
  const cuts: number[][] = [];
  let conflicts = 0;
  // Building the formulas and loading them into the solver count against the limit; a stopped build says where.
  const meter = new WorkMeter(clockTick(clock));
  let buildStopped: BuildStop | null = null;
  const formula = (asked: NumberlinkRule): NumberlinkCnf | null => {
    meter.nextPhase();
    const f = encodeNumberlinkUntil(p, asked, meter.tick);
    if (!f) {
      buildStopped = { phase: `writing the ${asked} formula`, done: meter.last, unit: 'literals written' };
      return null;
    }
    sink?.({ kind: 'sat-formula', depth: 0, rule: asked, variables: f.cnf.numVars, clauses: f.cnf.numClauses, families: f.cnf.familyCounts().map(({ name, clauses }) => ({ name, clauses })) });
    return f;
  };
  /** One CDCL run on f plus `extra` clauses, cutting loops, until `stopAt` loop-free models in all (each but the last forbidden and searched past). */
  const pass = (f: NumberlinkCnf, extra: number[][], stopAt: number): CdclResult | null => {
    for (const c of extra) f.cnf.addClause(c);
    meter.nextPhase();
    const loaded = loadFormula(f.cnf, meter.tick);
    if (isBuildStop(loaded)) {
      buildStopped = loaded;
      return null;
    }
    // Branch on the puzzle's own variables; the counters' auxiliaries follow from them.
    const solver = new CdclSolver(f.cnf, { decisionVariables: f.problemVars }, loaded);
    const remaining = clock.remainingMs();
    const r = solver.solve({
      budget: { limitMs: Number.isFinite(remaining) ? Math.max(0, remaining) : undefined, maxNodes: options.budget?.maxNodes, signal: options.budget?.signal },
      onModel(value) {
        const drawn = drawnEdges(f, value);
        const loops = closedLoops(p, f, drawn);
        if (loops.length > 0) {
          // One clause per model (what the solver takes); the smallest loop, whose clause is the strongest.
          const loop = loops.reduce((a, b) => (b.edgeVars.length < a.edgeVars.length ? b : a));
          cuts.push(loop.edgeVars.map((v) => -v));
          sink?.({ kind: 'sat-loops', depth: 0, loops: loops.map((l) => l.cells.map((c) => cellOf(p, c))), cut: cuts.length });
          return cuts[cuts.length - 1];
        }
        const paths = linksToPaths(
          p,
          drawn.map((i) => [f.edgeU[i], f.edgeV[i]] as const),
        );
        found.push({ paths, rule, count: '1', countIsLowerBound: true });
        if (found.length === 1) {
          stats.firstSolutionMs = clock.elapsedMs();
          sink?.({ kind: 'solution', depth: 0, paths });
          // Another solution differs in some edge; under every rule it cannot hold all of these and more (see loops.ts).
          block = drawn.map((i) => -f.edgeVar[i]);
        }
        return found.length < stopAt ? block : null;
      },
    });
    conflicts += r.stats.conflicts;
    return r;
  };
  let block: number[] = [];
  const wanted = unique ? 2 : 1;
  /** Builds the formula under `asked` and runs a pass on it; null when the limit stopped the build. */
  const step = (asked: NumberlinkRule, extra: number[][], stopAt: number): { f: NumberlinkCnf; result: CdclResult } | null => {
    const g = formula(asked);
    const r = g && pass(g, extra, stopAt);
    return g && r ? { f: g, result: r } : null;
  };
  let last: { f: NumberlinkCnf; result: CdclResult } | null;
  if (rule === 'fill') {
    // A no-touch solution is a fill solution, and its formula is far easier (a drawn edge is then the same as
    // "same label"): look for one first. The uniqueness search, or the search when there is none, needs plain fill.
    // (Under fill-canonical the U-turn clauses already propagate on the edges, and one formula for both searches
    // was quicker: 0.17–0.57 s of CPU against 0.38–0.86 s with the no-touch step first, on the seven hardest boards
    // of the published files: Janko 060, 072, 078, noqx numlin26 and three generated 40×20 boards.)
    last = step('fill-notouch', [], 1);
    const stoppedFirst = !last || last.result.status === 'timeout' || last.result.status === 'cancelled';
    if (!stoppedFirst && found.length < wanted) last = step(rule, found.length === 1 ? [...cuts, block] : cuts, wanted) ?? last;
  } else {
    last = step(rule, [], wanted);
  }
  const stoppedBuild = buildStopped as BuildStop | null;
  if (!last) return outcome({ status: clock.stopped ?? 'timeout', reason: buildStopReason(clock.stopped ?? 'timeout', stoppedBuild!), stats });
  const { f, result } = last;
  const loopsCut = cuts.length;
  Object.assign(stats, result.stats, { variables: f.cnf.numVars, clauses: f.cnf.numClauses, literals: f.cnf.numLiterals, conflicts, loopsCut, solutions: found.length });
  const rest = { formula: f, loopsCut, solutions: found.length, cdcl: { ...result.stats, conflicts } };
  // A second formula whose build the limit stopped leaves the search stopped too.
  const stopped = result.status === 'timeout' || result.status === 'cancelled' ? result.status : stoppedBuild ? (clock.stopped ?? 'timeout') : null;
  const work = `${plural(conflicts, 'conflict')}, ${plural(loopsCut, 'closed loop')} cut${stoppedBuild ? `; then ${buildStopPhrase(stopped ?? 'timeout', stoppedBuild)}` : ''}`;
  if (found.length === 0) {
    if (stopped) {
      const reason = `${stopped === 'cancelled' ? 'cancelled' : `the time ran out after ${(clock.elapsedMs() / 1000).toFixed(1)} s`} before a solution was found (${work})`;
      return outcome({ status: stopped, reason, stats }, rest);
    }
    return outcome({ status: 'unsolvable', reason: `no solution under the ${RULE_SET_NAME[rule]} rule: the solver refuted every possibility (${work})`, stats }, rest);
  }
  const solution = found[0];
  let verdict: SatVerdict = 'not asked';
  if (unique) {
    verdict = found.length > 1 ? 'several' : stopped ? 'undecided' : 'unique';
    sink?.({ kind: 'sat-verdict', depth: 0, verdict, conflicts });
  }
  if (verdict === 'unique') solution.count = '1';
  if (verdict === 'several') solution.count = '2';
  if (verdict === 'unique') delete solution.countIsLowerBound;
  stats.unique = verdict === 'unique' ? 1 : 0;
  const reasons: Record<SatVerdict, string> = {
    unique: `unique: with this solution forbidden the solver refuted every possibility (${work})`,
    several: `not unique: with this solution forbidden the solver found another (${work})`,
    undecided: `uniqueness not decided: the ${stopped === 'cancelled' ? 'run was cancelled' : 'time ran out'} while looking for a second solution (${work})`,
    'not asked': `one solution; uniqueness not asked (${work})`,
  };
  return outcome({ status: 'solved', solution, reason: reasons[verdict], stats }, { ...rest, verdict });
}

/** A board whose formula would be over the cap, said before anything is built (a refusal, not a search that ran out). */
function labelVarsRefusal(p: NumberlinkPuzzle): string | null {
  const labelVars = p.width * p.height * p.labels.length;
  if (labelVars <= MAX_LABEL_VARS) return null;
  return `the formula would have ${labelVars.toLocaleString('en-US')} label variables, more than the ${MAX_LABEL_VARS.toLocaleString('en-US')} this method takes`;
}

export const satMethod: Method<NumberlinkPuzzle, NumberlinkSolution, NumberlinkEvent> = {
  name: 'sat',
  refusal: (puzzle) => labelVarsRefusal(puzzle),
  summary: 'one solution and its uniqueness: the board as CNF for our CDCL solver, closed loops cut as they appear; does not count',
  options: satOptions,
  solve: (puzzle, options) => {
    const rule = (RULES as readonly string[]).includes(String(options.params?.rule)) ? (options.params!.rule as PuzzleRule) : 'fill';
    return runSat(puzzle, rule, options.params?.['first-only'] !== true, options).result;
  },
};
