/**
 * Frontier-based construction of the ZDD of all solutions (Knuth's SIMPATH,
 * extended to Numberlink by Yoshinaka et al. 2012), level by level:
 *
 *   level 0 holds the root, whose state is the empty frontier;
 *   for each edge i, for each node n of level i, for x = 0, 1:
 *     if deciding edge i = x breaks a rule in n's state → child x is ⊥;
 *     else the child is the node of level i + 1 with the state after the
 *     edge — found in the level's unique table, or made there (⊤ after the
 *     last edge).
 *
 * Only two levels of states are alive at any time (this level's and the
 * next's); the diagram itself is two 32-bit children per node. With
 * `keep: false` not even those are kept: each level's nodes carry the number
 * of partial solutions that reach them, summed forward, which counts every
 * solution with memory for two levels only — the way to count boards whose
 * whole diagram would not fit.
 *
 * The budget is ticked once per node built (each costs work in proportion to
 * the frontier's width), so the time limit and the node cap are honoured
 * within a few thousand nodes.
 */
import type { BudgetClock, StopReason } from '../../core/budget';
import type { TraceSink } from '../../core/trace';
import { BOTTOM, DiagramBuilder, TOP, type Diagram } from '../../zdd/diagram';
import { propagate, TO_BOTTOM, TO_TOP, type LevelCounts } from '../../zdd/forward-count';
import { FIRST_STATES, StateTable } from '../../zdd/state-table';
import { buildCells, cellsBuildTakes } from './build-cells';
import { buildSkipping } from './build-skipping';
import type { NodeEvent, NumberlinkEvent } from './events';
import { frontierTables, type FrontierTables } from './frontier';
import type { GridGraph } from './graph';
import { CUT_NAMES, cutName, FrontierMachine, type CutName } from './mate';
import { cellPair, viewState } from './mate-view';
import type { NumberlinkRule } from './puzzle';

export interface BuildOptions {
  rule: NumberlinkRule;
  clock: BudgetClock;
  /** Stop when this many nodes are built. */
  maxNodes: number;
  /** Keep the diagram (for solutions, sampling, reduction); false = count only, two levels in memory. */
  keep: boolean;
  sink?: TraceSink<NumberlinkEvent>;
  /** Emit every node (depth-1 `node` events) while the diagram has at most this many nodes. */
  nodeEventsUpTo?: number;
  /**
   * Kept and untraced only: leave out the nodes whose 1-choice is cut while building (./build-skipping.ts;
   * under fill, fill-canonical and nikoli ./build-cells.ts, which also makes the edges across the lines forced, not
   * chosen); the same solutions in the same order, but other node ids and level widths.
   */
  skipForced?: boolean;
}

export interface BuildOutcome {
  /** Why it stopped early: the budget ('timeout' | 'cancelled') or the node cap ('nodes'); null when finished. */
  stopped: StopReason | 'nodes' | null;
  /** Levels whose nodes all got their children. */
  levelsDone: number;
  /** Nodes per level, for the levels made so far (the last one may be partial after a stop). */
  widths: number[];
  /** Nodes built (terminals not counted). */
  nodes: number;
  /** Choices cut off, per rule. */
  cuts: Record<CutName, number>;
  /** The level after which no node was left (the puzzle has no solution), or −1. */
  emptyAt: number;
  /** The diagram, when kept and finished. */
  diagram?: Diagram;
  /** The count summed forward, when not kept and finished. */
  forwardCount?: bigint;
  /** Most bytes the two levels of states and their hash tables had in use at once (entries, not capacity: see StateTable.usedBytes). */
  peakStateBytes: number;
  /** Bytes of the kept diagram's arrays (capacity). */
  diagramBytes: number;
  /** The diagram's sets hold only the edges along the sweep's lines; `withAcrossEdges` (./build-cells.ts) adds the rest. */
  acrossDerived?: boolean;
}

const childId = (code: number, nextBase: number): number => (code === TO_BOTTOM ? BOTTOM : code === TO_TOP ? TOP : nextBase + code);

/** `laid`: the graph's frontier tables, or null when the caller did not lay them out (build-cells.ts needs none; they are made here otherwise). */
export function buildDiagram(graph: GridGraph, laid: FrontierTables | null, options: BuildOptions): BuildOutcome {
  const { clock, maxNodes, keep, sink } = options;
  if (options.skipForced && keep && !sink && cellsBuildTakes(options.rule, graph)) return buildCells(graph, options);
  const tables = laid ?? frontierTables(graph.n, graph.a, graph.b);
  if (options.skipForced && keep && !sink) return buildSkipping(graph, tables, options);
  const machine = new FrontierMachine(graph, tables, options.rule);
  const m = tables.m;
  const cutCount = new Float64Array(CUT_NAMES.length + 1);
  const widths: number[] = [];
  // A count-only build (a corner probe) writes no nodes.
  const builder = new DiagramBuilder(keep ? undefined : 0);
  let peakStateBytes = 0;
  const finish = (partial: Partial<BuildOutcome>): BuildOutcome => {
    const cuts = Object.fromEntries(CUT_NAMES.map((n, k) => [n, cutCount[k + 1]])) as Record<CutName, number>;
    return {
      stopped: null,
      levelsDone: 0,
      widths,
      nodes: widths.reduce((s, w) => s + w, 0),
      cuts,
      emptyAt: -1,
      peakStateBytes,
      diagramBytes: keep ? builder.bytes() : 0,
      ...partial,
    };
  };

  // A board without edges (a single cell): nothing to decide.
  if (m === 0) {
    const ok = graph.k === 0 && !machine.fill;
    return finish({ diagram: builder.finish(0, ok ? TOP : BOTTOM), forwardCount: ok ? 1n : 0n, emptyAt: ok ? -1 : 0 });
  }

  let cur = new StateTable(FIRST_STATES, tables.maxWidth + 1);
  let next = new StateTable(FIRST_STATES, tables.maxWidth + 1);
  cur.clear();
  cur.intern(0);
  widths.push(1);
  if (keep) builder.openLevel(0, 1);
  let levelBase = 2; // id of the first node of the current level
  let total = 1;
  let counts: LevelCounts = new Float64Array([1]);
  // The array the next level's counts go into; it and `counts` swap roles each level (see propagate).
  let spare: Float64Array = new Float64Array(8);
  let found = 0n;
  let childLo = new Int32Array(FIRST_STATES);
  let childHi = new Int32Array(FIRST_STATES);
  const nodeEventsUpTo = sink ? (options.nodeEventsUpTo ?? 0) : 0;

  for (let i = 0; i < m; i++) {
    machine.setLevel(i);
    const last = i === m - 1;
    const width = cur.count;
    next.clear(width);
    const nextBase = levelBase + width;
    if (childLo.length < width) {
      childLo = new Int32Array(width * 2);
      childHi = new Int32Array(width * 2);
    }
    // The node arrays only grow in openLevel, between levels.
    const loIds = builder.lo;
    const hiIds = builder.hi;
    const cutsBefore = sink ? cutCount.slice() : null;
    const showNodes = total <= nodeEventsUpTo;
    // Only a traced build of a small board shows its nodes; the others make no list per level.
    const nodeEvents: NodeEvent[] | null = showNodes ? [] : null;
    let merged = 0;
    for (let k = 0; k < width; k++) {
      let loCode = 0;
      let hiCode = 0;
      machine.load(cur.words, cur.offset[k]);
      for (let x = 0; x < 2; x++) {
        if (x === 1) machine.reset();
        const code = machine.decide(x as 0 | 1);
        let child: number;
        if (code !== 0) {
          cutCount[code]++;
          child = TO_BOTTOM;
        } else if (last) {
          child = TO_TOP;
        } else {
          // The state is written straight where the table would keep it: a new one needs no copy.
          const at = next.tail(2 * machine.work + 2 + 2 * machine.np);
          const before = next.count;
          child = next.internTail(machine.store(next.words, at));
          if (next.count === before) merged++;
        }
        if (x === 0) {
          childLo[k] = child;
          loCode = code;
        } else {
          childHi[k] = child;
          hiCode = code;
        }
      }
      if (keep) {
        loIds[levelBase + k] = childId(childLo[k], nextBase);
        hiIds[levelBase + k] = childId(childHi[k], nextBase);
      }
      if (nodeEvents) {
        const v = viewState(machine, i, cur.words, cur.offset[k]);
        const e: NodeEvent = { kind: 'node', depth: 1, id: levelBase + k, level: i, frontier: v.frontier, mate: v.mate, lo: childId(childLo[k], nextBase), hi: childId(childHi[k], nextBase) };
        if (loCode) e.loCut = cutName(loCode);
        if (hiCode) e.hiCut = cutName(hiCode);
        nodeEvents.push(e);
      }
      if (clock.tick(total + next.count) || total + next.count > maxNodes) {
        peakStateBytes = Math.max(peakStateBytes, cur.usedBytes() + next.usedBytes());
        widths.push(next.count);
        return finish({ stopped: clock.stopped ?? 'nodes', levelsDone: i, nodes: total + next.count });
      }
    }
    peakStateBytes = Math.max(peakStateBytes, cur.usedBytes() + next.usedBytes());
    if (!keep) {
      if (spare.length < next.count) spare = new Float64Array(next.count * 2);
      const passed = propagate(counts, width, childLo, childHi, next.count, spare);
      if (passed.next === spare && counts instanceof Float64Array) spare = counts;
      counts = passed.next;
      if (passed.top !== 0n) found += passed.top; // a bigint sum is a new bigint, even of 0
    }
    if (sink) {
      const cuts: Partial<Record<CutName, number>> = {};
      CUT_NAMES.forEach((n, c) => {
        const d = cutCount[c + 1] - cutsBefore![c + 1];
        if (d > 0) cuts[n] = d;
      });
      const edge: [[number, number], [number, number]] = [cellPair(graph, graph.a[i]), cellPair(graph, graph.b[i])];
      sink({ kind: 'level', depth: 0, level: i, edge, width, nextWidth: next.count, nodes: total + next.count, cuts, merged });
      if (nodeEvents) for (const e of nodeEvents) sink(e);
    }
    if (last) break;
    total += next.count;
    widths.push(next.count);
    if (keep) builder.openLevel(i + 1, next.count);
    levelBase = nextBase;
    if (next.count === 0) {
      return finish({ levelsDone: i + 1, emptyAt: i, diagram: keep ? builder.finish(m, BOTTOM) : undefined, forwardCount: 0n });
    }
    const swap = cur;
    cur = next;
    next = swap;
  }
  return finish({ levelsDone: m, diagram: keep ? builder.finish(m, 2) : undefined, forwardCount: keep ? undefined : found });
}

/** The outcome of a build that built nothing (a refused board, or an answer that came from elsewhere). */
export function emptyBuild(): BuildOutcome {
  return {
    stopped: null,
    levelsDone: 0,
    widths: [],
    nodes: 0,
    cuts: Object.fromEntries(CUT_NAMES.map((n) => [n, 0])) as BuildOutcome['cuts'],
    emptyAt: 0,
    forwardCount: 0n,
    peakStateBytes: 0,
    diagramBytes: 0,
  };
}
