/**
 * The diagram's verdict on a position — the lesson's own method, used where
 * the local rules (hint.ts) have nothing more to say. The ZDD of every
 * solution is built once per board and rule (kept for the next question);
 * a position is a restriction of it: at the level of an edge the reader drew,
 * only the 1-arc may be followed, at an edge marked no line only the 0-arc.
 * Counting bottom up under that restriction gives the number of solutions
 * that extend the position; counting top down as well gives, per open edge,
 * how many of them take it — so "every remaining solution uses this edge"
 * and "no solution extends this position" are exact answers, not guesses.
 *
 * The diagram is built where it is asked for (the play island: on the page),
 * so play mode offers only the lesson's small boards: about 50 ms for the 5×5
 * one, about 0.26 s once for the 9×9 one under fill-notouch (with the corner
 * probe; measured under Node, warm).
 *
 * `explainWalk` runs the by-hand frontier walk (../by-hand.ts, the solver's
 * own rule book) along the first solution that extends the position, in the
 * form of the solver's walk-step events, so the lesson's stepper shows it.
 * It walks the lesson's plain sweep (rows from the top-left corner, as the
 * lesson's own walk is built) whenever that build stays within
 * PLAIN_WALK_NODES; only a larger board is walked in the solver's order.
 */
import { orientationWords } from '../orientation-words';
import type { Budget } from '../../../core/budget';
import { deathRecord } from '../dead-state';
import { BOTTOM, TOP, type Diagram } from '../../../zdd/diagram';
import { handContextOn, handOptions, handStart } from '../by-hand';
import type { WalkStepEvent } from '../events';
import type { Cell, NumberlinkPuzzle, NumberlinkRule } from '../puzzle';
import { printNumberlink } from '../format';
import { PROBE_NODES, runZdd, zddParams, type ZddRun } from '../solve-zdd';
import { edgeIndex, LINE, NO_LINE, type Position } from './position';

export interface BoardDiagram {
  run: ZddRun;
  diagram: Diagram | null;
  /** The play edge (position index) each level of the diagram decides. */
  edgeOfLevel: number[];
}

/** Which edge order a board's diagram is built in: the solver's (its probe's corner) or the lesson's plain sweep. */
export type DiagramOrder = 'solver' | 'plain';

/** The node cap of the plain sweep's build for the walk: the solver's probe budget, so a board "small enough" is one whose plain build a probe could finish. */
export const PLAIN_WALK_NODES = PROBE_NODES;

// The last diagram asked for in each order (the verdicts ask for the solver's, the walk for the plain sweep's).
const kept: Record<DiagramOrder, { key: string; value: BoardDiagram } | null> = { solver: null, plain: null };

/**
 * The diagram of every solution of the board under the rule (the last one
 * asked for is kept). `budget`: a build it stops is not kept, and its run
 * says so (`run.result.status` timeout or cancelled, no diagram), so a caller
 * with a limit (the grade) must look at the status before asking a verdict.
 */
export function boardDiagram(p: NumberlinkPuzzle, rule: NumberlinkRule, budget: Budget = {}, order: DiagramOrder = 'solver'): BoardDiagram {
  const key = `${printNumberlink(p)}\n${rule}`;
  const last = kept[order];
  if (last?.key === key) return last.value;
  // 'solver': the solver's default order (auto: the shorter side, from the corner the probe picks), the one its
  // counts and steps are in. 'plain': the lesson's plain sweep, capped at PLAIN_WALK_NODES (a build past it keeps no diagram).
  const params = order === 'plain' ? zddParams({ rule, sweep: 'rows', 'max-nodes': PLAIN_WALK_NODES }, p) : zddParams({ rule }, p);
  const run = runZdd(p, params, budget);
  const g = run.graph;
  const edgeOfLevel = Array.from({ length: g.m }, (_, i) => edgeIndex(p, g.cellOf[g.a[i]], g.cellOf[g.b[i]]));
  const value = { run, diagram: run.diagram ?? null, edgeOfLevel };
  // A build its node cap stopped stops there every time: kept as well, so a board too large for the plain sweep is
  // not built up to the cap again on every walk (each hint's walk asks) before the solver's order is used.
  const settled = (run.result.status !== 'timeout' && run.result.status !== 'cancelled') || run.build.stopped === 'nodes';
  if (settled) kept[order] = { key, value };
  return value;
}

/** The diagram the walk follows: the plain sweep's when its build finished within PLAIN_WALK_NODES, else the solver's. */
function walkDiagram(p: NumberlinkPuzzle, rule: NumberlinkRule): { bd: BoardDiagram; plain: boolean } {
  const plain = boardDiagram(p, rule, {}, 'plain');
  return plain.diagram ? { bd: plain, plain: true } : { bd: boardDiagram(p, rule), plain: false };
}

/** Per level: −1 open, 0 only the 0-arc, 1 only the 1-arc. */
function restriction(bd: BoardDiagram, pos: Position): Int8Array {
  return Int8Array.from(bd.edgeOfLevel, (e) => (pos[e] === LINE ? 1 : pos[e] === NO_LINE ? 0 : -1));
}

/** Bottom-up counts under the restriction: up[id] = solutions below node id that extend the position. */
function upCounts(d: Diagram, fix: Int8Array): bigint[] {
  const up: bigint[] = new Array(d.size).fill(0n);
  up[TOP] = 1n;
  for (let level = d.levels - 1; level >= 0; level--) {
    for (let id = d.levelStart[level]; id < d.levelStart[level + 1]; id++) {
      up[id] = (fix[level] !== 1 ? up[d.lo[id]] : 0n) + (fix[level] !== 0 ? up[d.hi[id]] : 0n);
    }
  }
  return up;
}

export interface DiagramVerdict {
  /** Solutions of the board (no restriction) and solutions that extend the position. */
  all: bigint;
  extending: bigint;
  /** Per play edge still open: how many of the extending solutions take it. */
  takes: Map<number, bigint>;
  /** The edges of the first extending solution (in the diagram's order), or null when there is none. */
  first: number[] | null;
}

/** `bd`: the board's diagram when the caller built it already (with its own budget). */
export function diagramVerdict(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position, bd: BoardDiagram = boardDiagram(p, rule)): DiagramVerdict {
  const d = bd.diagram;
  if (!d || d.root === BOTTOM) return { all: 0n, extending: 0n, takes: new Map(), first: null };
  const fix = restriction(bd, pos);
  const up = upCounts(d, fix);
  const all = upCounts(d, new Int8Array(d.levels).fill(-1))[d.root];
  const extending = up[d.root];
  const down: bigint[] = new Array(d.size).fill(0n);
  down[d.root] = 1n;
  const takes = new Map<number, bigint>();
  for (let level = 0; level < d.levels; level++) {
    let take = 0n;
    for (let id = d.levelStart[level]; id < d.levelStart[level + 1]; id++) {
      if (down[id] === 0n) continue;
      if (fix[level] !== 1) down[d.lo[id]] += down[id];
      if (fix[level] !== 0) {
        down[d.hi[id]] += down[id];
        take += down[id] * up[d.hi[id]];
      }
    }
    if (fix[level] === -1) takes.set(bd.edgeOfLevel[level], take);
  }
  return { all, extending, takes, first: extending > 0n ? firstExtending(d, fix, up) : null };
}

/** The first extending solution in the diagram's "0-arc first" order, as the play edges it takes. */
function firstExtending(d: Diagram, fix: Int8Array, up: bigint[]): number[] {
  const taken: number[] = [];
  let id = d.root;
  for (let level = 0; level < d.levels && id > TOP; level++) {
    if (fix[level] !== 1 && up[d.lo[id]] > 0n) id = d.lo[id];
    else {
      taken.push(level);
      id = d.hi[id];
    }
  }
  return taken;
}

/** Every open edge the diagram settles, in reading order, with the mark every extending solution gives it. */
export function settledEdges(v: DiagramVerdict): { edge: number; mark: typeof LINE | typeof NO_LINE }[] {
  if (v.extending === 0n) return [];
  return [...v.takes].filter(([, take]) => take === v.extending || take === 0n).sort((x, y) => x[0] - y[0])
    .map(([edge, take]) => ({ edge, mark: take === 0n ? NO_LINE : LINE }));
}

/** An open edge the diagram settles: every extending solution takes it, or none does. */
export function settledEdge(v: DiagramVerdict): { edge: number; mark: typeof LINE | typeof NO_LINE } | null {
  if (v.extending === 0n) return null;
  for (const [edge, take] of v.takes) if (take === v.extending) return { edge, mark: LINE };
  for (const [edge, take] of v.takes) if (take === 0n) return { edge, mark: NO_LINE };
  return null;
}

/**
 * The walk along the first solution that extends the position, as walk-step
 * events: at an edge the position fixed the other choice is marked `fixed`;
 * elsewhere it carries the rule that cuts it (the by-hand tool's words) or
 * the number of extending solutions that way.
 */
export function explainWalk(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position): { steps: WalkStepEvent[]; extending: bigint; order: string; plain: boolean } {
  const { bd, plain } = walkDiagram(p, rule);
  const d = bd.diagram;
  const run = bd.run;
  if (!d || d.root === BOTTOM || !run.tables) return { steps: [], extending: 0n, order: '', plain };
  const fix = restriction(bd, pos);
  const up = upCounts(d, fix);
  if (up[d.root] === 0n) return { steps: [], extending: 0n, order: '', plain };
  const taken = new Set(firstExtending(d, fix, up));
  const ctx = handContextOn(p, rule, run.graph, run.tables);
  let state = handStart(ctx);
  let id = d.root;
  const steps: WalkStepEvent[] = [];
  for (let i = 0; i < run.graph.m; i++) {
    const choice = taken.has(i) ? 1 : 0;
    const [zero, one] = handOptions(ctx, state);
    const step = choice === 1 ? one : zero;
    if (!step.ok) throw new Error(`the walk breaks the ${step.cut.rule} rule at edge ${i + 1}`);
    const otherStep = choice === 1 ? zero : one;
    const otherId = choice === 1 ? d.lo[id] : d.hi[id];
    const other: NonNullable<WalkStepEvent['other']> = fix[i] !== -1 ? { count: '0', fixed: true } : { count: up[otherId].toString() };
    if (!otherStep.ok) other.cut = { rule: otherStep.cut.rule, why: otherStep.cut.why, cells: [otherStep.cut.cell, ...(otherStep.cut.other ? [otherStep.cut.other] : [])] };
    else if (!other.fixed && other.count === '0') {
      const dies = deathRecord(ctx, otherStep.next);
      if (dies) other.dies = dies;
    }
    id = choice === 1 ? d.hi[id] : d.lo[id];
    state = step.next;
    const edge: [Cell, Cell] = ctx.edges[i];
    steps.push({ kind: 'walk-step', depth: 1, level: i, edge, choice, frontier: state.view.frontier, mate: state.view.mate, other });
  }
  // `plain` false: the board was too large for the plain sweep's capped build, so the walk is in the solver's order, said in words.
  return { steps, extending: up[d.root], order: orientationWords(run.graph.orientation), plain };
}

