/**
 * Every number the Numberlink lesson states, computed by the solver when the
 * site is built (the lesson's MDX imports this module, so nothing here ships
 * to the browser). Node counts, widths and counts are deterministic; no
 * timings (those belong to one machine).
 *
 * The boards live in content/examples/numberlink/ (see its README).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recorder } from '../../core/trace';
import { countOf } from '../../zdd/count';
import type { GraphEvent, LevelEvent, NodeEvent, NumberlinkEvent, WalkStepEvent } from '../../puzzles/numberlink/events';
import { frontierTables } from '../../puzzles/numberlink/frontier';
import { parseNumberlink } from '../../puzzles/numberlink/format';
import { gridGraph } from '../../puzzles/numberlink/graph';
import { CUT_NAMES, type CutName } from '../../puzzles/numberlink/mate';
import { RULES, type Cell, type NumberlinkPuzzle, type NumberlinkRule, type NumberlinkSolution } from '../../puzzles/numberlink/puzzle';
import { encodeNumlinUrl } from '../../puzzles/numberlink/puzzlink';
import { runZdd, solutionsAt, zddParams, type ZddRun } from '../../puzzles/numberlink/solve-zdd';
import { DEFAULT_RULE_MAX_NODES } from '../../puzzles/numberlink/quick-answer';
import { firstRowWidth, runCompositions, SHORTEST_RUN } from './first-row';
import { introPicture } from './intro-picture';
import { firstMerge } from './first-merge';
import { canonicalFacts } from './canonical-facts';
import { orientationWords } from '../../puzzles/numberlink/orientation-words';
import { reduceDrawn } from '../../puzzles/numberlink/zdd-reduce';
import { gradeNumberlink } from '../../puzzles/numberlink/grade';
import { rankWalk } from './rank-walk';
import { suppressExample } from './suppress-example';
import { orderWidths } from './order-widths';
import { boardSize } from './board-size';

const DIR = 'content/examples/numberlink';
export const BOARD_FILES = {
  tiny: 'tiny-4x4.txt',
  example: 'pzprjs-5x5.txt',
  rules: 'janko-006-9x9.txt',
  big: 'janko-100-17x17.txt',
  jumbo: 'flowfree-jumbo-14x14-30.txt',
  huge: 'thomasahle-50x50-001.txt',
} as const;
/** The node budget of the "honest limits" runs: the solver's own cap on a rule's diagram (quick-answer.ts), so the page quotes one figure. */
export const LIMIT_NODES = DEFAULT_RULE_MAX_NODES;
/** The random generator's starting value for the random pick shown in the lesson (fixed, so every build shows the same pick). */
const RANDOM_SEED = 7;
/** The first look at a diagram: at least enough levels to show arcs and a branching, and more if need be to reach its first merge. */
const FIRST_LEVELS = 5;

export function boardText(name: keyof typeof BOARD_FILES): string {
  return readFileSync(join(DIR, BOARD_FILES[name]), 'utf8').trim();
}

export function boardOf(text: string): NumberlinkPuzzle {
  const r = parseNumberlink(text);
  if (!r.ok) throw new Error(`example board: ${r.error.message}`);
  return r.puzzle;
}

interface Traced {
  run: ZddRun;
  events: NumberlinkEvent[];
}

function traced(puzzle: NumberlinkPuzzle, params: Record<string, string | number | boolean>): Traced {
  const rec = recorder<NumberlinkEvent>(1_000_000);
  const run = runZdd(puzzle, zddParams(params, puzzle), {}, rec.sink);
  return { run, events: rec.events };
}

const sumCuts = (levels: LevelEvent[]): Record<CutName, number> =>
  Object.fromEntries(CUT_NAMES.map((n) => [n, levels.reduce((s, l) => s + (l.cuts[n] ?? 0), 0)])) as Record<CutName, number>;

export interface RuleCount {
  rule: NumberlinkRule;
  count: string;
  nodes: number;
}

export function lessonFacts() {
  const tiny = boardOf(boardText('tiny'));
  const example = boardOf(boardText('example'));
  const rulesBoard = boardOf(boardText('rules'));
  const jumbo = boardOf(boardText('jumbo'));
  const huge = boardOf(boardText('huge'));

  // The rules, and how far the count jumps between them (a 9×9 Arukone from Janko.at). Counted with the build's
  // default cap (DEFAULT_MAX_NODES), which the solver island names when its own capped run cannot count this board.
  const ruleCounts: RuleCount[] = RULES.map((rule) => {
    const run = runZdd(rulesBoard, zddParams({ rule }, rulesBoard));
    return { rule, count: String(run.count ?? '?'), nodes: run.build.nodes };
  });

  // The edge order: the frontier along the shorter side against the longer, on a 40×20 board.
  const wide: NumberlinkPuzzle = { width: 40, height: 20, cells: new Array(800).fill(-1), labels: [] };
  const frontierOf = (sweep: 'rows' | 'columns') => {
    const g = gridGraph(wide, sweep);
    return frontierTables(g.n, g.a, g.b).maxWidth;
  };
  const order = { width: 40, height: 20, short: frontierOf('columns'), long: frontierOf('rows') };

  // The running example (5×5, the puzz.link test board): the construction and one path through it, in the plain
  // sweep the lesson teaches (rows from the top-left corner), so its list, pictures, walk and by-hand tool share one order.
  const ex = traced(example, { rule: 'fill', sweep: 'rows' });
  const exGraph = ex.events.find((e): e is GraphEvent => e.kind === 'graph')!;
  // The solver's own choice of order for the same board (its probes), told once, beside the solver.
  const exSolver = traced(example, { rule: 'fill' });
  const exSolverGraph = exSolver.events.find((e): e is GraphEvent => e.kind === 'graph')!;
  const solverOrientation = exSolverGraph.orientation;
  const exLevels = ex.events.filter((e): e is LevelEvent => e.kind === 'level');
  const exWalk = ex.events.filter((e): e is WalkStepEvent => e.kind === 'walk-step');
  const exCuts = sumCuts(exLevels);
  const exChoices = exLevels.reduce((s, l) => s + 2 * l.width, 0);
  const exMerged = exLevels.reduce((s, l) => s + l.merged, 0);
  const exCutTotal = CUT_NAMES.reduce((s, n) => s + exCuts[n], 0);
  // The lesson adds the nodes up from the choices: the root, plus every surviving choice, less merges and arcs to ⊤.
  const exToTop = arcsToTop(ex.run);
  if (1 + exChoices - exCutTotal - exMerged - exToTop !== ex.run.build.nodes) throw new Error('the 5×5 node arithmetic no longer adds up: the lesson text needs a look');
  // Why each choice of the walk: forced by a rule, free (the other way has solutions too), or the other way passes the rules and dies later.
  const exWhy = { forced: 0, free: 0, dead: 0 };
  for (const w of exWalk) exWhy[w.other?.cut ? 'forced' : BigInt(w.other?.count ?? '0') > 0n ? 'free' : 'dead']++;

  // The tiny board: the whole diagram, its solutions in order, a random one.
  const ti = traced(tiny, { rule: 'fill', sweep: 'shorter' });
  const tiGraph = ti.events.find((e): e is GraphEvent => e.kind === 'graph')!;
  const tiNodes = ti.events.filter((e): e is NodeEvent => e.kind === 'node');
  const tiCount = Number(ti.run.count ?? 0n);
  const tiMerge = firstMerge(tiNodes, tiGraph.edges, FIRST_LEVELS);
  const firstThree = solutionsAt(tiny, ti.run, [0n, 1n, 2n]);
  const randomRun = traced(tiny, { rule: 'fill', sweep: 'shorter', pick: 'random', seed: RANDOM_SEED });
  const randomOne = randomRun.run.result.solution as NumberlinkSolution;
  const tiNotouchRun = runZdd(tiny, zddParams({ rule: 'fill-notouch', sweep: 'shorter' }, tiny));
  const tiNotouch = tiNotouchRun.count;
  const tiNikoli = runZdd(tiny, zddParams({ rule: 'nikoli', sweep: 'shorter' }, tiny));
  // The drawn diagram reduced the way the solver reduces it (the figure of the counts); the two must agree.
  const tiReduced = reduceDrawn(tiNodes);
  if (tiReduced.nodes.length !== ti.run.result.stats.reducedNodes) throw new Error('the drawn reduced diagram no longer matches the solver\'s reduced size');
  // The worked rank walk finds the random draw's solution on the drawn diagram; it must take exactly the solver's edges.
  const randomRank = (randomRun.events.find((e) => e.kind === 'walk') as { rank: string } | undefined)?.rank ?? '0';
  const tiRankWalk = rankWalk(tiNodes, tiGraph.edges, BigInt(randomRank));
  if (edgeKeys(tiRankWalk.taken) !== edgeKeys(pathEdges(randomOne))) throw new Error('the worked rank walk no longer finds the solver\'s random solution');

  // The 9×9 under fill: the widths chart, the reduced size.
  const rb = traced(rulesBoard, { rule: 'fill' });
  const rbLevels = rb.events.filter((e): e is LevelEvent => e.kind === 'level');
  // One width per level (per edge), as the solver island's chart has them: the states after the last edge are only ⊤ and ⊥.
  const rbWidths = rbLevels.map((l) => l.width);
  const rbStats = rb.run.result.stats;

  // Honest limits: nikoli on a Flow Free 14×14, a 50×50 board under fill-notouch.
  const limitRun = (p: NumberlinkPuzzle, rule: NumberlinkRule, keep: boolean) => {
    const r = runZdd(p, zddParams({ rule, 'max-nodes': LIMIT_NODES, keep }, p));
    return {
      status: r.result.status,
      count: r.count === undefined ? null : String(r.count),
      levelsDone: r.build.levelsDone,
      levels: r.graph.m,
      nodes: r.build.nodes,
      widest: Math.max(0, ...r.build.widths),
      frontier: r.tables?.maxWidth ?? 0,
    };
  };
  const jumboNotouch = limitRun(jumbo, 'fill-notouch', true);
  const jumboNikoli = limitRun(jumbo, 'nikoli', true);
  const hugeNotouch = limitRun(huge, 'fill-notouch', false);

  return {
    text: {
      tiny: boardText('tiny'),
      example: boardText('example'),
      rules: boardText('rules'),
      big: boardText('big'),
      exampleUrl: encodeNumlinUrl(example),
    },
    boards: { tiny, example, rulesBoard },
    /** Each board's size, rows × columns, for the lesson's labels and sentences. */
    sizes: { tiny: boardSize(tiny), example: boardSize(example), rules: boardSize(rulesBoard), big: boardSize(boardOf(boardText('big'))), jumbo: boardSize(jumbo), huge: boardSize(huge) },
    ruleCounts,
    order,
    example: {
      cells: example.width * example.height,
      edges: exGraph.edges.length,
      frontier: exGraph.maxFrontier,
      // The solver's order against deciding every edge along the lines first (why the order matters).
      orderWidths: orderWidths(example, exGraph.orientation),
      orientation: exGraph.orientation,
      /** The order the solver island picks for this board (not the lesson's plain sweep), in words. */
      solverOrder: orientationWords(solverOrientation),
      // Each corner's probe in words; `chosen` marks the one the solver kept (a tie goes to the one tried first).
      probes: (exSolverGraph.probes ?? []).map((p) => ({
        ...p,
        words: orientationWords(p),
        chosen: p.sweep === solverOrientation.sweep && p.reverse === solverOrientation.reverse && p.mirror === solverOrientation.mirror,
      })),
      nodes: ex.run.build.nodes,
      widest: Math.max(...ex.run.build.widths),
      choices: exChoices,
      merged: exMerged,
      cuts: exCuts,
      cutTotal: exCutTotal,
      count: String(ex.run.count),
      walk: exWalk,
      /** The walk in the solver's order: only for a rule picture the plain sweep's build never meets (its caption names the order). */
      solverWalk: exSolver.events.filter((e): e is WalkStepEvent => e.kind === 'walk-step'),
      // The lesson's first part-way picture: a step of the running example's own walk (see intro-picture.ts).
      intro: introPicture(exWalk, example.width),
      why: exWhy,
      deadNodes: deadNodes(ex.run),
      toTop: exToTop,
      // How hard it is by hand, as the Play board's hints would take it (the lesson warns before a reader plays it).
      grade: gradeNumberlink(example, { rule: 'fill' }),
      edgeList: exGraph.edges,
      reduced: ex.run.result.stats.reducedNodes,
    },
    tiny: {
      /** How many levels the first, partial drawing of its diagram shows: down to its first merge. */
      firstLevels: tiMerge.levels,
      firstMerge: tiMerge,
      orientation: tiGraph.orientation,
      order: orientationWords(tiGraph.orientation),
      reducedDrawn: tiReduced,
      merged: mergedNodes(tiNodes),
      edges: tiGraph.edges,
      nodes: tiNodes,
      nodeCount: ti.run.build.nodes,
      count: tiCount,
      reduced: ti.run.result.stats.reducedNodes,
      firstThree,
      randomOne,
      randomRank,
      rankWalk: tiRankWalk,
      suppress: suppressExample(tiNodes, tiGraph.edges),
      seed: RANDOM_SEED,
      notouchCount: String(tiNotouch ?? 0n),
      notouchNodes: tiNotouchRun.build.nodes,
      notouchDead: deadNodes(tiNotouchRun),
      nikoliNodes: tiNikoli.build.nodes,
    },
    rules: {
      widths: rbWidths,
      nodes: rb.run.build.nodes,
      merged: rbLevels.reduce((s, l) => s + l.merged, 0),
      choices: rbLevels.reduce((s, l) => s + 2 * l.width, 0),
      widest: Math.max(...rbWidths),
      reduced: rbStats.reducedNodes,
      bytesPerNode: rbStats.bytesPerNode,
      diagramBytes: rbStats.diagramBytes,
      count: String(rb.run.count),
      edges: rb.run.graph.m,
    },
    /** Ordinary JavaScript numbers are exact whole numbers only up to 2^53. */
    safe: { limit: String(2n ** 53n) },
    limits: { jumboNotouch, jumboNikoli, hugeNotouch, budget: LIMIT_NODES },
    firstRow: firstRowFacts(huge.width),
    canonical: canonicalFacts(rulesBoard),
  };
}

/**
 * Nodes no way to ⊤ leaves: states every rule let through that still cannot
 * be finished (counting finds them; building cannot). A run that stopped on
 * an empty level has no counts: then every node it built is such a state.
 */
function deadNodes(run: ZddRun): number {
  if (!run.diagram || !run.counts) return run.build.nodes;
  let dead = 0;
  for (let id = 2; id < run.diagram.size; id++) if (countOf(run.counts, id) === 0n) dead++;
  return dead;
}

/** Arcs that reach ⊤: surviving choices at the last edge, which finish a solution and make no node. */
function arcsToTop(run: ZddRun): number {
  const d = run.diagram;
  if (!d) return 0;
  let n = 0;
  for (let id = 2; id < d.size; id++) n += (d.lo[id] === 1 ? 1 : 0) + (d.hi[id] === 1 ? 1 : 0);
  return n;
}

/** A solution's edges, each a pair of neighbouring cells on one path. */
function pathEdges(solution: NumberlinkSolution): [Cell, Cell][] {
  return Object.values(solution.paths).flatMap((cells) => cells.slice(1).map((c, i): [Cell, Cell] => [cells[i], c]));
}

/** A set of edges as one comparable string, whatever order each edge's cells and the edges come in. */
function edgeKeys(edges: readonly [Cell, Cell][]): string {
  return edges.map(([a, b]) => [a.join(','), b.join(',')].sort().join('-')).sort().join(' ');
}

/** Nodes of a drawn diagram that two or more arcs reach (partial states that merged). */
function mergedNodes(nodes: readonly NodeEvent[]): number {
  const parents = new Map<number, number>();
  for (const n of nodes) for (const c of [n.lo, n.hi]) if (c > 1) parents.set(c, (parents.get(c) ?? 0) + 1);
  return [...parents.values()].filter((k) => k >= 2).length;
}

/** Widths of empty boards measured after the first row beside the count of runs, and that count for the 50-wide row. */
function firstRowFacts(wide: number) {
  const widths = [8, 10, 12, 14];
  const rules = ['fill', 'fill-notouch'] as const;
  const measured = rules.map((rule) => ({
    rule,
    shortest: SHORTEST_RUN[rule],
    rows: widths.map((w) => ({ width: w, states: firstRowWidth(w, rule), formula: String(runCompositions(w, SHORTEST_RUN[rule])) })),
    wide: String(runCompositions(wide, SHORTEST_RUN[rule])),
  }));
  const agree = measured.every((m) => m.rows.every((r) => String(r.states) === r.formula));
  if (!agree) throw new Error('the first-row widths no longer match the count of runs: the lesson text needs a look');
  return { wide, widths, fill: measured[0], notouch: measured[1] };
}

export type LessonFacts = ReturnType<typeof lessonFacts>;

export const fmt = (n: number | string): string => (typeof n === 'string' ? BigInt(n).toLocaleString('en-US') : n.toLocaleString('en-US'));
