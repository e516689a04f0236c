/**
 * The ZDD method: every solution at once. Builds the diagram by frontier
 * search (build.ts), counts it exactly, reduces it for its size, and answers
 * with the first solution (or a uniformly random one, seeded), the exact
 * count and a uniqueness verdict. `runZdd` keeps the diagram and its counts
 * for callers that want more (the first k solutions, the benchmark).
 */
import { RULE_SET_NAME } from './rule-names';
import { deathRecord } from './dead-state';
import { BudgetClock, type Budget } from '../../core/budget';
import type { SolveResult } from '../../core/result';
import { seededRandom } from '../../core/random';
import type { OptionValues, TraceSink } from '../../core/trace';
import { countOf, countSets, type Counts } from '../../zdd/count';
import { BOTTOM, levelOf, type Diagram } from '../../zdd/diagram';
import { reduceDiagram } from '../../zdd/reduce';
import { randomBelow, unrank } from '../../zdd/unrank';
import type { Method, MethodOption } from '../types';
import { buildDiagram, emptyBuild, type BuildOutcome } from './build';
import { buildCells, cellsBuildTakes, withAcrossEdges } from './build-cells';
import { canonicalOrientations, isCanonicalOrientation } from './canonical';
import { colourBalance, colourFailureReason } from './colours';
import { frontierTables, type FrontierTables } from './frontier';
import { chooseSweep, gridGraph, orientations, type GridGraph, type Orientation, type Sweep } from './graph';
import { handContextOn, handOptions, handStart } from './by-hand';
import type { NumberlinkEvent, WalkStepEvent } from './events';
import { CUT_NAMES, type CutName } from './mate';
import { cellPair } from './mate-view';
import { runKept } from './kept-run';
import { DEFAULT_RULE_MAX_NODES, runQuick } from './quick-answer';
import { DEFAULT_CANONICAL_MAX_NODES, DEFAULT_CANONICAL_MAX_SIDE } from './quick-fill';
import { edgesToPaths } from './paths';
import { ALL_RULES, isCanonical, usesEveryCell, type Cell, type NumberlinkPuzzle, type NumberlinkRule, type NumberlinkSolution } from './puzzle';

export const DEFAULT_MAX_NODES = 20_000_000;
/** The whole diagram goes into the trace (node events) only for boards this small. */
export const NODE_EVENT_CELLS = 25;
export const NODE_EVENT_NODES = 3000;

export const zddOptions: Record<string, MethodOption> = {
  rule: {
    type: 'choice',
    summary:
      'fill: every cell used (the default); fill-notouch: also no path runs alongside itself; nikoli: cells may stay empty; ' +
      'fill-canonical, nikoli-canonical: fill or nikoli without the solutions that have a redundant detour (as TdZdd ddnumlin counts; always swept along the shorter side from its first line)',
    default: 'fill',
    choices: ALL_RULES,
  },
  'rule-max-nodes': {
    type: 'number',
    summary:
      "fill and nikoli: the nodes the rule's own diagram may have; past them the answer comes from the canonical diagram " +
      "(fill-canonical, nikoli-canonical), whose solutions all solve the rule, and the count is left unknown (0: the rule's diagram only, up to --max-nodes; " +
      'under fill the canonical diagram is built first and this is the count step after it)',
    default: DEFAULT_RULE_MAX_NODES,
    min: 0,
    integer: true,
  },
  'canonical-max-nodes': {
    type: 'number',
    summary:
      'fill: the nodes the fill-canonical diagram may have; past them the answer, and its uniqueness under fill-canonical, come from the sat method ' +
      '(0: no such cap, up to --max-nodes)',
    default: DEFAULT_CANONICAL_MAX_NODES,
    min: 0,
    integer: true,
  },
  'canonical-max-side': {
    type: 'number',
    summary:
      'fill, with --canonical-max-nodes at most its default: a board whose shorter side is longer than this goes to the sat method at once, ' +
      "without the fill-canonical diagram (on every published board that wide, it outgrew its cap; 0: always build it)",
    default: DEFAULT_CANONICAL_MAX_SIDE,
    min: 0,
    integer: true,
  },
  'max-nodes': { type: 'number', summary: 'stop when the diagram has this many nodes (8 bytes each)', default: DEFAULT_MAX_NODES, min: 1, integer: true },
  sweep: {
    type: 'choice',
    summary:
      'edge order: auto sweeps along the shorter side (smallest frontier) from the cheapest corner (a short probe from each: fewest nodes if finished, else most edges); ' +
      'shorter skips the probe (top-left corner); rows or columns force one',
    default: 'auto',
    choices: ['auto', 'shorter', 'rows', 'columns'],
  },
  pick: { type: 'choice', summary: 'which solution to show: the first in the diagram, or a uniformly random one', default: 'first', choices: ['first', 'random'] },
  seed: { type: 'number', summary: 'seed of the random pick', default: 1, integer: true },
  reuse: {
    type: 'boolean',
    summary: 'keep the last finished diagram in memory, and answer a request for the same board, rule and edge order from it without building again (browsing solutions)',
    default: false,
  },
  rank: {
    type: 'number',
    summary: "with pick first: show the solution of this rank in the diagram's order (0 = the first; past the last, the last)",
    default: 0,
    min: 0,
    integer: true,
  },
};

export interface ZddParams {
  rule: NumberlinkRule;
  maxNodes: number;
  /** 'auto': probe the four corners of the shorter-side sweep; else a fixed order. */
  sweep: 'auto' | Orientation;
  pick: 'first' | 'random';
  seed: number;
  /** With pick 'first': the rank of the solution shown (0-based, clamped to the last). */
  rank: number;
  /** False: count with two levels in memory, keep no diagram (no solution is shown). */
  keep: boolean;
  /**
   * Build without the nodes whose 1-choice is cut (with one level per cell, build-cells.ts; build-skipping.ts
   * on boards one cell wide): the same count and solutions, fewer nodes. Only for runs nobody reads the
   * diagram's nodes from (zddMethod.solve without a trace); off by default.
   */
  skipForced: boolean;
  /** Under fill and nikoli: the rule's own diagram's node cap before the answer is taken from the canonical one (0: no such step; quick-answer.ts). */
  ruleMaxNodes: number;
  /** Under fill: the fill-canonical diagram's node cap before the sat method answers (0: none; quick-fill.ts). */
  canonicalMaxNodes: number;
  /** Under fill: boards whose shorter side is longer skip the fill-canonical diagram for the sat method (0: never; quick-fill.ts). */
  canonicalMaxSide: number;
}

export function zddParams(p: OptionValues | undefined, puzzle: { width: number; height: number }): ZddParams {
  const sweep = String(p?.sweep ?? 'auto');
  const fixed = (s: Sweep): Orientation => ({ sweep: s, reverse: false, mirror: false });
  return {
    rule: (ALL_RULES as readonly string[]).includes(String(p?.rule)) ? (p!.rule as NumberlinkRule) : 'fill',
    maxNodes: typeof p?.['max-nodes'] === 'number' ? p['max-nodes'] : DEFAULT_MAX_NODES,
    sweep: sweep === 'rows' || sweep === 'columns' ? fixed(sweep) : sweep === 'shorter' ? fixed(chooseSweep(puzzle)) : 'auto',
    pick: p?.pick === 'random' ? 'random' : 'first',
    seed: typeof p?.seed === 'number' ? p.seed : 1,
    rank: typeof p?.rank === 'number' && p.rank > 0 ? Math.floor(p.rank) : 0,
    keep: p?.keep !== false,
    skipForced: false,
    ruleMaxNodes: typeof p?.['rule-max-nodes'] === 'number' ? Math.max(0, p['rule-max-nodes']) : DEFAULT_RULE_MAX_NODES,
    canonicalMaxNodes: typeof p?.['canonical-max-nodes'] === 'number' ? Math.max(0, p['canonical-max-nodes']) : DEFAULT_CANONICAL_MAX_NODES,
    canonicalMaxSide: typeof p?.['canonical-max-side'] === 'number' ? Math.max(0, p['canonical-max-side']) : DEFAULT_CANONICAL_MAX_SIDE,
  };
}

export interface ZddRun {
  result: SolveResult<NumberlinkSolution>;
  graph: GridGraph;
  /** Absent when the budget ran out before the edge order was laid out, or when build-cells.ts built untraced (it reads none). */
  tables?: FrontierTables;
  build: BuildOutcome;
  /** Present when the diagram was kept and finished. */
  diagram?: Diagram;
  counts?: Counts;
  count?: bigint;
}

/** Nodes each corner's probe may build (auto sweep). */
export const PROBE_NODES = 20_000;
/**
 * The same for a probe by build-cells.ts (untraced runs): its nodes stand for twice the edges, and on the
 * largest published boards under fill-notouch 3,000 chose as well as more did (20,000 cost more than it saved).
 */
const CELLS_PROBE_NODES = 3_000;

// In the lesson's words (sweep, plain sweep, row, frontier, shorter side, probe): the export quotes it.
const WHY_ORDER =
  'the edges come in a sweep along the shorter side: row by row when the board is no wider than it is tall, else column by column, ' +
  'each cell deciding its edge along its row (or column), then its edge across; ' +
  'a level remembers only the frontier (the cells with some edges decided and some not), which is then about one row (or column) long. ' +
  'The lesson’s plain sweep goes row by row from the top-left corner; ' +
  'which corner the sweep starts from changes how many states survive, so a probe (a trial build) runs from each corner ' +
  '(on a square board, where rows and columns give the same frontier, from each corner of both sweeps), ' +
  `with a budget of ${PROBE_NODES.toLocaleString('en-US')} nodes, and the sweep starts from the cheapest corner: ` +
  'the one whose probe finished with the fewest nodes, or, when none finished, got through the most edges';

export interface ProbeResult {
  orientation: Orientation;
  levelsDone: number;
  nodes: number;
  finished: boolean;
}

/**
 * Builds up to PROBE_NODES nodes from each starting corner (count only, no
 * diagram kept) and picks the cheapest corner: a finished build
 * with the fewest nodes, else the most levels done.
 *
 * With `choiceOnly` (a run nobody traces, so no reader sees the probes'
 * figures) a corner's probe stops as soon as it cannot win: once one
 * probe finished with N nodes, a later one wins only by finishing with
 * fewer, so it gets N − 1 nodes at most. The corner chosen is the same.
 * When `tablesFor` says an order needs no frontier tables (an untraced run
 * that build-cells.ts takes), its probe is a build-cells.ts build too: the
 * build the run will make, at a fraction of build.ts's cost per node.
 */
export function probeOrientation(
  puzzle: NumberlinkPuzzle,
  rule: NumberlinkRule,
  clock: BudgetClock,
  progress: LayoutProgress = { orders: 0, edgesDone: 0 },
  choiceOnly = false,
  tablesFor?: (graph: GridGraph) => boolean,
): { best: Orientation; probes: ProbeResult[]; laid: Map<Orientation, Laid> } {
  const probes: ProbeResult[] = [];
  const laid = new Map<Orientation, Laid>();
  let cap = PROBE_NODES;
  for (const orientation of orientationsFor(puzzle, rule)) {
    const layout = layOut(puzzle, orientation, clock, progress, tablesFor);
    if (!layout) break;
    laid.set(orientation, layout);
    const build = layout.tables === null ? buildCells(layout.graph, { rule, clock, maxNodes: Math.min(cap, CELLS_PROBE_NODES) }) : buildDiagram(layout.graph, layout.tables, { rule, clock, maxNodes: cap, keep: false });
    if (choiceOnly && build.stopped === null) cap = Math.min(cap, build.nodes - 1);
    probes.push({ orientation, levelsDone: build.levelsDone, nodes: build.nodes, finished: build.stopped === null });
    if (clock.stopped) break;
  }
  const score = (p: ProbeResult) => (p.finished ? 1e12 - p.nodes : p.levelsDone);
  const best = probes.length ? probes.reduce((a, b) => (score(b) > score(a) ? b : a), probes[0]).orientation : orientationsFor(puzzle, rule)[0];
  return { best, probes, laid };
}

/**
 * An untraced fill-canonical run builds with build-cells.ts in ddnumlin's sweep, and the probe could only
 * choose which way its lines run (the two mirror images): on the largest published boards the probes,
 * stopped after PROBE_NODES nodes long before either build finishes, cost more CPU than the better of the two
 * saved (a third of a 40×20 group's time, against a few percent of nodes), and as often chose the larger
 * diagram. So such a run goes straight to ddnumlin's own order, as ddnumlin does; a traced run still probes
 * and shows the probes.
 */
const probeNotWorthIt = (params: ZddParams, sink: TraceSink<NumberlinkEvent> | undefined): boolean =>
  !sink && params.skipForced && params.keep && params.rule === 'fill-canonical';

/** The orders the probe may try: every corner, but under a canonical convention only ddnumlin's first line, run either way. */
const orientationsFor = (puzzle: NumberlinkPuzzle, rule: NumberlinkRule): Orientation[] =>
  isCanonical(rule) ? canonicalOrientations(puzzle) : orientations(puzzle);

/** The graph and its frontier tables in one edge order (null when the build will not read them: see layOut). */
export interface Laid {
  graph: GridGraph;
  tables: FrontierTables | null;
}

/** How far laying out went: edge orders finished, and the edges done in the one under way. */
export interface LayoutProgress {
  orders: number;
  edgesDone: number;
}

/**
 * Lays the board out in the given order; null when the budget ran out meanwhile (it is work too). Without
 * `tablesFor` or when it says so, the frontier tables too; build-cells.ts works from the graph alone, and on a
 * 40×20 board the tables cost a tenth of its build.
 */
function layOut(puzzle: NumberlinkPuzzle, orientation: Orientation, clock: BudgetClock, progress: LayoutProgress, tablesFor?: (graph: GridGraph) => boolean): Laid | null {
  const graph = gridGraph(puzzle, orientation);
  if (tablesFor && !tablesFor(graph)) {
    progress.orders++;
    return { graph, tables: null };
  }
  const tables = frontierTables(graph.n, graph.a, graph.b, (edgesDone) => {
    progress.edgesDone = edgesDone;
    return clock.check();
  });
  if (!tables) return null;
  progress.orders++;
  progress.edgesDone = 0;
  return { graph, tables };
}

/** The largest board the method takes: states are 16-bit words that name frontier cells and labels. */
export const MAX_ZDD_CELLS = 10_000;

/** Why the method will not take this board (`Method.refusal`), or null: the parser's own cap keeps every board it reads within this one. */
export function zddRefusal(puzzle: NumberlinkPuzzle): string | null {
  const cells = puzzle.width * puzzle.height;
  if (cells <= MAX_ZDD_CELLS && cells + puzzle.labels.length + 2 <= 0xffff) return null;
  return `the board has ${cells.toLocaleString('en-US')} cells; the ZDD method takes at most ${MAX_ZDD_CELLS.toLocaleString('en-US')}`;
}

export function runZdd(puzzle: NumberlinkPuzzle, params: ZddParams, budget: Budget = {}, sink?: TraceSink<NumberlinkEvent>): ZddRun {
  const clock = new BudgetClock({ ...budget, maxNodes: undefined }, 4096);
  const reason = zddRefusal(puzzle);
  if (reason) {
    sink?.({ kind: 'end', depth: 0, status: 'timeout', reason, levelsDone: 0, nodes: 0 });
    const graph = gridGraph({ width: 1, height: 1, cells: [-1], labels: [] });
    return { graph, build: emptyBuild(), result: { status: 'timeout', reason, stats: { levelsDone: 0, nodes: 0, ms: 0 }, refused: true } };
  }
  // Under a fill rule a board that fails the chessboard test has no solution; nothing to build.
  const balance = usesEveryCell(params.rule) ? colourBalance(puzzle) : 0;
  const progress: LayoutProgress = { orders: 0, edgesDone: 0 };
  // An untraced build that build-cells.ts takes reads no frontier tables (build.ts); nor does anything after it.
  const tablesFor = (g: GridGraph): boolean => sink !== undefined || !params.skipForced || !params.keep || !cellsBuildTakes(params.rule, g);
  // Under fill-notouch an untraced run probes with build-cells.ts: build.ts's probes cost more than the build
  // itself there. (Under fill and nikoli the probe stays build.ts's, so a run with and without a trace picks
  // the same corner and numbers the solutions alike.)
  const cellsProbe = params.rule === 'fill-notouch' ? tablesFor : undefined;
  const probe = params.sweep === 'auto' && balance === 0 && !probeNotWorthIt(params, sink) ? probeOrientation(puzzle, params.rule, clock, progress, !sink, cellsProbe) : null;
  // The canonical patterns point up in ddnumlin's frame, so those conventions keep its sweep whatever was asked (see canonical.ts).
  const asked = params.sweep === 'auto' ? (probe?.best ?? orientationsFor(puzzle, params.rule)[0]) : params.sweep;
  const orientation = isCanonical(params.rule) && !isCanonicalOrientation(puzzle, asked) ? canonicalOrientations(puzzle)[0] : asked;
  // A probe the limit stopped before any order was laid out leaves nothing to lay out again.
  const layout = probe?.laid.get(orientation) ?? (clock.stopped ? null : layOut(puzzle, orientation, clock, progress, tablesFor));
  if (!layout) return stoppedEarly(puzzle, orientation, clock, progress, sink);
  const { graph, tables } = layout;
  if (sink) {
    const edges = Array.from({ length: graph.m }, (_, e) => [cellPair(graph, graph.a[e]), cellPair(graph, graph.b[e])] as [Cell, Cell]);
    const probes = probe?.probes.map((p) => ({ ...p.orientation, levelsDone: p.levelsDone, nodes: p.nodes, finished: p.finished }));
    sink({ kind: 'graph', depth: 0, rule: params.rule, orientation, edges, maxFrontier: frontierWidth(graph, tables), why: WHY_ORDER, ...(probes ? { probes } : {}) });
  }
  if (balance !== 0) return colourFailure(puzzle, graph, tables, balance, params.rule, clock, sink);
  const small = puzzle.width * puzzle.height <= NODE_EVENT_CELLS;
  const maxNodes = Math.min(params.maxNodes, budget.maxNodes ?? Infinity);
  const probeMs = clock.elapsedMs();
  const build = buildDiagram(graph, tables, {
    rule: params.rule,
    clock,
    maxNodes,
    keep: params.keep,
    sink,
    nodeEventsUpTo: small ? NODE_EVENT_NODES : 0,
    skipForced: params.skipForced,
  });
  const stats = buildStats(graph, tables, build);
  // Where the time went: the corner probe, building the diagram, then counting and reducing it.
  stats.probeMs = probeMs;
  stats.buildMs = clock.elapsedMs() - probeMs;
  const run: ZddRun = { graph, tables: tables ?? undefined, build, result: { status: 'timeout', stats } };

  if (build.stopped) {
    const status = build.stopped === 'cancelled' ? 'cancelled' : 'timeout';
    const reason = stopReason(build, graph, maxNodes, clock.elapsedMs());
    sink?.({ kind: 'end', depth: 0, status, reason, levelsDone: build.levelsDone, nodes: build.nodes });
    stats.ms = clock.elapsedMs();
    run.result = { status, reason, stats };
    return run;
  }

  let count: bigint;
  if (build.diagram) {
    run.diagram = build.diagram;
    const counts = countSets(build.diagram, () => clock.check());
    if (!counts) {
      const status = clock.stopped === 'cancelled' ? 'cancelled' : 'timeout';
      const reason = `the diagram was built (${plural(build.nodes, 'node')}) but the ${status === 'cancelled' ? 'run was cancelled' : 'time ran out'} while counting it`;
      sink?.({ kind: 'end', depth: 0, status, reason, levelsDone: build.levelsDone, nodes: build.nodes });
      stats.ms = clock.elapsedMs();
      run.result = { status, reason, stats };
      return run;
    }
    run.counts = counts;
    count = counts.total;
    // Reduction only measures the diagram; when the time runs out it is skipped (reducedNodes −1).
    stats.reducedNodes = reduceDiagram(build.diagram, () => clock.check())?.nodes ?? -1;
  } else count = build.forwardCount ?? 0n;
  stats.countMs = clock.elapsedMs() - probeMs - stats.buildMs;
  run.count = count;
  const verdict = count === 0n ? 'none' : count === 1n ? 'unique' : 'several';
  stats.unique = count === 1n ? 1 : 0;
  sink?.({ kind: 'count', depth: 0, count: count.toString(), nodes: build.nodes, reducedNodes: stats.reducedNodes ?? -1, widths: build.widths.slice(), verdict });

  if (count === 0n) {
    const reason = noSolutionReason(build, graph, params.rule);
    sink?.({ kind: 'end', depth: 0, status: 'unsolvable', reason, levelsDone: build.levelsDone, nodes: build.nodes });
    stats.ms = clock.elapsedMs();
    run.result = { status: 'unsolvable', reason, stats };
    return run;
  }
  if (!run.diagram || !run.counts) {
    stats.ms = clock.elapsedMs();
    run.result = { status: 'solved', reason: 'counted without keeping the diagram, so no solution is shown', stats };
    return run;
  }
  pickSolution(puzzle, run, params, sink);
  stats.ms = clock.elapsedMs();
  return run;
}

/** The solution a request asks for (by rank, or uniformly at random), from a finished and counted diagram; sets run.result. */
export function pickSolution(puzzle: NumberlinkPuzzle, run: ZddRun, params: ZddParams, sink?: TraceSink<NumberlinkEvent>): void {
  const count = run.count!;
  const asked = BigInt(params.rank);
  const rank = params.pick === 'random' ? randomBelow(seededRandom(params.seed), count) : asked < count ? asked : count - 1n;
  const edges = solutionEdges(run, rank)!;
  if (sink) walkEvents(puzzle, run, params.rule, edges, rank, sink);
  const paths = edgesToPaths(puzzle, run.graph, edges);
  sink?.({ kind: 'solution', depth: 0, paths, count: count.toString() });
  run.result = { status: 'solved', solution: { paths, rule: params.rule, count: count.toString() }, stats: run.result.stats };
}

/** The edges of the solution of rank r in a finished, counted run (the across-edges added when its diagram holds only the along ones). */
function solutionEdges(run: ZddRun, r: bigint): number[] | null {
  const taken = unrank(run.diagram!, run.counts!, r);
  return taken && run.build.acrossDerived ? withAcrossEdges(run.graph, taken) : taken;
}

function colourFailure(puzzle: NumberlinkPuzzle, graph: GridGraph, tables: FrontierTables | null, balance: number, rule: NumberlinkRule, clock: BudgetClock, sink?: TraceSink<NumberlinkEvent>): ZddRun {
  const build = emptyBuild();
  const reason =
    colourFailureReason(rule, puzzle);
  sink?.({ kind: 'count', depth: 0, count: '0', nodes: 0, reducedNodes: 0, widths: [], verdict: 'none' });
  sink?.({ kind: 'end', depth: 0, status: 'unsolvable', reason, levelsDone: 0, nodes: 0 });
  const stats = { ...buildStats(graph, tables, build), colourBalance: balance, reducedNodes: 0, unique: 0, ms: clock.elapsedMs() };
  return { graph, tables: tables ?? undefined, build, count: 0n, result: { status: 'unsolvable', reason, stats } };
}

/** The budget ran out before the edge order was laid out (a huge board under a tiny limit). */
function stoppedEarly(puzzle: NumberlinkPuzzle, orientation: Orientation, clock: BudgetClock, progress: LayoutProgress, sink?: TraceSink<NumberlinkEvent>): ZddRun {
  const graph = gridGraph(puzzle, orientation);
  const status = clock.stopped === 'cancelled' ? 'cancelled' : 'timeout';
  const done = progress.orders > 0 ? `${progress.orders} edge order${progress.orders === 1 ? '' : 's'} laid out, ` : '';
  const far = `${done}${progress.edgesDone.toLocaleString('en-US')} of ${graph.m.toLocaleString('en-US')} edges of the next`;
  const reason = `${status === 'cancelled' ? 'cancelled' : `the time ran out after ${(clock.elapsedMs() / 1000).toFixed(1)} s`} while the ${graph.n}-cell board was laid out in edge order (${far}), before any level was built`;
  sink?.({ kind: 'end', depth: 0, status, reason, levelsDone: 0, nodes: 0 });
  const build: BuildOutcome = { ...emptyBuild(), emptyAt: -1, forwardCount: undefined };
  return { graph, build, result: { status, reason, stats: { edges: graph.m, levelsDone: 0, nodes: 0, ms: clock.elapsedMs() } } };
}


/** The solutions of the given ranks (0-based, in the diagram's order), from a finished run. */
export function solutionsAt(puzzle: NumberlinkPuzzle, run: ZddRun, ranks: bigint[]): NumberlinkSolution[] {
  if (!run.diagram || !run.counts) return [];
  const rule = run.result.solution?.rule ?? 'fill';
  const out: NumberlinkSolution[] = [];
  for (const r of ranks) {
    const edges = solutionEdges(run, r);
    if (edges) out.push({ paths: edgesToPaths(puzzle, run.graph, edges), rule, count: run.counts.total.toString() });
  }
  return out;
}

/** The widest frontier: without the tables (a build by build-cells.ts), its state's one word per column of a line. */
const frontierWidth = (graph: GridGraph, tables: FrontierTables | null): number => tables?.maxWidth ?? graph.line;

function buildStats(graph: GridGraph, tables: FrontierTables | null, build: BuildOutcome): Record<string, number> {
  const o = graph.orientation;
  const stats: Record<string, number> = {
    // The edge order used: sweep 0 rows / 1 columns, reverse and mirror 0/1 (see graph.ts).
    sweepColumns: o.sweep === 'columns' ? 1 : 0,
    sweepReverse: o.reverse ? 1 : 0,
    sweepMirror: o.mirror ? 1 : 0,
    edges: graph.m,
    frontier: frontierWidth(graph, tables),
    levelsDone: build.levelsDone,
    nodes: build.nodes,
    maxWidth: Math.max(0, ...build.widths),
    bytesPerNode: 8,
    diagramBytes: build.diagramBytes,
    stateBytes: build.peakStateBytes,
  };
  for (const name of CUT_NAMES) stats[`cut-${name}`] = build.cuts[name];
  return stats;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function stopReason(build: BuildOutcome, graph: GridGraph, maxNodes: number, ms: number): string {
  const widest = Math.max(0, ...build.widths);
  const partial = `${build.levelsDone} of ${graph.m} levels done, ${plural(build.nodes, 'node')} built, the widest level ${plural(widest, 'node')}`;
  if (build.stopped === 'nodes') return `the diagram outgrew the node budget (${plural(maxNodes, 'node')}): ${partial}`;
  if (build.stopped === 'cancelled') return `cancelled: ${partial}`;
  return `the time ran out after ${(ms / 1000).toFixed(1)} s: ${partial}`;
}

/** One short clause per cut (typed by CutName, so a new cut cannot go without words). */
const CUT_WORDS: Record<CutName, string> = {
  degree: 'a cell would take a third line',
  labels: 'a path would join two different labels',
  cycle: 'a line would close a loop',
  uncovered: 'a cell would stay empty',
  endpoint: 'an endpoint would be left without its line',
  'dead-end': 'a line would stop at a cell that is no endpoint',
  touch: 'a path would run alongside itself',
  blocked: 'a cell that still needs a line would have no edge left that could give it one',
  crossing: 'two paths could no longer be finished without crossing',
  redundant: 'a path would take a redundant detour (three sides of a 2×2 block, a corner beside an empty cell, or a bend round empty cells)',
};

function noSolutionReason(build: BuildOutcome, graph: GridGraph, rule: NumberlinkRule): string {
  const top = CUT_NAMES.filter((n) => build.cuts[n] > 0)
    .sort((x, y) => build.cuts[y] - build.cuts[x])
    .slice(0, 2)
    .map((n) => CUT_WORDS[n]);
  const where = build.emptyAt >= 0 ? `by edge ${build.emptyAt + 1} of ${graph.m} no partial solution was left` : 'no way through the diagram reaches ⊤';
  return `no solution under the ${RULE_SET_NAME[rule]} rule: ${where}${top.length ? ` (most choices were cut because ${top.join(', or ')})` : ''}`;
}

/**
 * The walk along one solution's path through the diagram: the mate array
 * after each edge, and why the other choice was not followed — a rule cut it
 * (named, in the words of the by-hand tool, which runs the same rule book),
 * or it survives with so many solutions of its own (0: a state that passed
 * every rule and still dies further down).
 */
function walkEvents(puzzle: NumberlinkPuzzle, run: ZddRun, rule: NumberlinkRule, edges: number[], rank: bigint, sink: TraceSink<NumberlinkEvent>): void {
  sink({ kind: 'walk', depth: 0, rank: rank.toString() });
  const d = run.diagram!;
  const ctx = handContextOn(puzzle, rule, run.graph, run.tables!);
  const taken = new Set(edges);
  let state = handStart(ctx);
  let id = d.root;
  for (let i = 0; i < run.graph.m; i++) {
    const choice = taken.has(i) ? 1 : 0;
    const [zero, one] = handOptions(ctx, state);
    const step = choice === 1 ? one : zero;
    if (!step.ok) throw new Error(`the walk of rank ${rank} breaks the ${step.cut.rule} rule at edge ${i + 1}`);
    const otherStep = choice === 1 ? zero : one;
    // A node that skips level i stands for "edge i left out", its 1-choice being ⊥ (the zero-suppressed rule).
    const here = id > 1 && levelOf(d, id) === i;
    const otherId = here ? (choice === 1 ? d.lo[id] : d.hi[id]) : BOTTOM;
    const other: NonNullable<WalkStepEvent['other']> = { count: countOf(run.counts!, otherId).toString() };
    if (!otherStep.ok) other.cut = { rule: otherStep.cut.rule, why: otherStep.cut.why, cells: [otherStep.cut.cell, ...(otherStep.cut.other ? [otherStep.cut.other] : []), ...(otherStep.cut.also ?? [])] };
    else if (other.count === '0') {
      const dies = deathRecord(ctx, otherStep.next);
      if (dies) other.dies = dies;
    }
    if (here) id = choice === 1 ? d.hi[id] : d.lo[id];
    state = step.next;
    const edge: [Cell, Cell] = ctx.edges[i];
    sink({ kind: 'walk-step', depth: 1, level: i, edge, choice, frontier: state.view.frontier, mate: state.view.mate, other });
  }
}

export const zddMethod: Method<NumberlinkPuzzle, NumberlinkSolution, NumberlinkEvent> = {
  name: 'zdd',
  summary: 'every solution at once: a ZDD built edge by edge over the frontier (SIMPATH with mate arrays); exact count',
  options: zddOptions,
  refusal: (puzzle) => zddRefusal(puzzle),
  solve: (puzzle, options) => {
    const reuse = options.params?.reuse === true;
    // Nobody watching: the diagram's nodes are not read, only its count and solutions (its ranks are the same).
    // A kept diagram is built traced (runKept records the build to replay it), so reuse builds by build.ts.
    const params = { ...zddParams(options.params, puzzle), skipForced: options.sink === undefined && !reuse };
    return runQuick(puzzle, params, options.budget ?? {}, options.sink, reuse ? runKept : runZdd, reuse).result;
  },
};
