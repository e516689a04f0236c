/**
 * The by-hand walk, as pure functions: the reader takes the edges in the
 * solver's order, says 0 (leave it out) or 1 (take it) at each, and sees the
 * mate array change — or which rule cuts the choice off, and why. Every step
 * goes through the solver's own `FrontierMachine.decide`, so the walk shows
 * exactly what prunes the diagram.
 *
 * A HandState is plain data (JSON-serialisable, never changed in place): the
 * next edge to decide, the frontier's mate values before it and the edges
 * taken so far. `handChoose` returns the next state or the cut. To walk the
 * edges in the order a solver run used, pass that run's orientation (the
 * trace's `graph` event carries it): the auto sweep picks its starting corner
 * by a probe, while `handContext` alone starts from the top-left corner.
 */
import { listWords } from '../../core/list-words';
import { blockedEdges, blockedLabel } from './blocked-why';
import { RULE_SET_NAME } from './rule-names';
import { frontierTables, type FrontierTables } from './frontier';
import { chooseSweep, gridGraph, type GridGraph, type Orientation, type Sweep } from './graph';
import {
  CUT_BLOCKED,
  CUT_CROSSING,
  CUT_CYCLE,
  CUT_DEAD_END,
  CUT_DEGREE,
  CUT_ENDPOINT,
  CUT_LABELS,
  CUT_TOUCH,
  CUT_UNCOVERED,
  cutName,
  FrontierMachine,
  CUT_REDUNDANT,
  LABEL,
  TOUCH_AHEAD,
  TOUCH_APART,
  type CutName,
} from './mate';
import { PATTERN_CORNER, PATTERN_U_TURN, UP } from './mate-canonical';
import { cellPair, encodeState, viewState, type MateView } from './mate-view';
import type { Cell, NumberlinkPuzzle, NumberlinkRule } from './puzzle';

export interface HandContext {
  puzzle: NumberlinkPuzzle;
  rule: NumberlinkRule;
  graph: GridGraph;
  tables: FrontierTables;
  machine: FrontierMachine;
  /** Edges in decision order as cell pairs. */
  edges: [Cell, Cell][];
}

export interface HandState {
  /** The edge to decide next (0-based); equals the number of edges when the walk is over. */
  level: number;
  /** The frontier before that edge, with its mate values (see mate-view.ts). */
  view: MateView;
  /** Edges taken so far (indices). */
  taken: number[];
}

export interface HandCut {
  rule: CutName;
  /** The cell the rule is about (and a second one where two meet). */
  cell: Cell;
  other?: Cell;
  /** Further cells the rule is about (the crossed labels' other two ends). */
  also?: Cell[];
  why: string;
}

export type HandStep =
  | { ok: true; next: HandState; /** cells that came into / left the frontier */ entered: Cell[]; left: Cell[]; done: boolean }
  | { ok: false; cut: HandCut };

export function handContext(puzzle: NumberlinkPuzzle, rule: NumberlinkRule, sweep: Sweep | Orientation = chooseSweep(puzzle)): HandContext {
  const graph = gridGraph(puzzle, sweep);
  return handContextOn(puzzle, rule, graph, frontierTables(graph.n, graph.a, graph.b));
}

/** The same, on a graph and tables already laid out (a solver run's own), so its edges come in exactly that order. */
export function handContextOn(puzzle: NumberlinkPuzzle, rule: NumberlinkRule, graph: GridGraph, tables: FrontierTables): HandContext {
  const machine = new FrontierMachine(graph, tables, rule);
  const edges = Array.from({ length: graph.m }, (_, e) => [cellPair(graph, graph.a[e]), cellPair(graph, graph.b[e])] as [Cell, Cell]);
  return { puzzle, rule, graph, tables, machine, edges };
}

/** The walk's start: the root of the diagram, nothing decided, an empty frontier. */
export function handStart(ctx: HandContext): HandState {
  return { level: 0, view: viewState(ctx.machine, 0, new Uint16Array(1), 0), taken: [] };
}

/** Deciding the next edge: 0 leaves it out, 1 takes it. */
export function handChoose(ctx: HandContext, state: HandState, choice: 0 | 1): HandStep {
  const { machine, graph, tables } = ctx;
  const i = state.level;
  if (i >= graph.m) return { ok: false, cut: { rule: 'degree', cell: [0, 0], why: 'every edge is decided already' } };
  machine.setLevel(i);
  machine.load(encodeState(machine, state.view), 0);
  const code = machine.decide(choice);
  if (code !== 0) return { ok: false, cut: describeCut(ctx, code, i) };
  const out = new Uint16Array(4 * machine.work + 8 + 2 * machine.np);
  const len = machine.store(out, 0);
  const view = viewState(machine, i + 1, out.subarray(0, len), 0);
  const before = new Set(state.view.frontier.map(([r, c]) => r * ctx.puzzle.width + c));
  const after = new Set(view.frontier.map(([r, c]) => r * ctx.puzzle.width + c));
  const w = ctx.puzzle.width;
  const toCell = (x: number): Cell => [Math.floor(x / w), x % w];
  const work = Array.from(tables.wVerts.subarray(tables.wStart[i], tables.wStart[i + 1]), (v) => graph.cellOf[v]);
  return {
    ok: true,
    next: { level: i + 1, view, taken: choice === 1 ? [...state.taken, i] : state.taken },
    entered: work.filter((x) => !before.has(x)).map(toCell),
    left: work.filter((x) => !after.has(x)).map(toCell),
    done: i + 1 === graph.m,
  };
}

/** Both choices at the current edge, so a view can show which one a rule cuts before the reader picks. */
export function handOptions(ctx: HandContext, state: HandState): [HandStep, HandStep] {
  return [handChoose(ctx, state, 0), handChoose(ctx, state, 1)];
}

const at = ([r, c]: Cell): string => `(${r + 1}, ${c + 1})`;

/** "(3, 5) still needs one more line, but …": each undecided edge with what makes it useless (blocked-why.ts). */
function blockedWhy(ctx: HandContext, cell: Cell, needs: string): string {
  const edges = blockedEdges(ctx.machine);
  const across = (v: number) => at(cellPair(ctx.graph, v));
  const useless = edges.filter((e) => e.why !== null).map((e) => {
    switch (e.why) {
      case 'finished':
        return `to ${across(e.to)}, which already has all its lines`;
      case 'loop':
        return `to ${across(e.to)}, the other loose end of its own piece (a loop)`;
      case 'label':
        return `to ${across(e.to)}, an end of the path of '${ctx.puzzle.labels[e.label!]}' (two labels would join)`;
      default:
        return `to ${across(e.to)}, a piece it must stay apart from`;
    }
  });
  const open = edges.filter((e) => e.why === null);
  // A cell that is no endpoint yet carries a label: say whose path its piece now is, the reason another label's end is no way out.
  const own = blockedLabel(ctx.machine);
  const whose = own >= 0 && edges.some((e) => e.why === 'label') && ctx.puzzle.cells[cell[0] * ctx.puzzle.width + cell[1]] < 0
    ? `${at(cell)}'s piece would then be part of the path of '${ctx.puzzle.labels[own]}', so ` : '';
  const head = `${whose}${at(cell)} still needs ${needs}`;
  if (edges.length === 0) return `${head}, but it has no undecided edge left`;
  // The items hold commas of their own, so they are set apart by semicolons.
  const uselessList = useless.length < 2 ? useless.join('') : `${useless.slice(0, -1).join('; ')}; and ${useless[useless.length - 1]}`;
  if (open.length === 0) return `${head}, but none of its undecided edges can give one: ${useless.length === 1 ? 'its only one leads' : 'they lead'} ${uselessList}`;
  return `${head}, but only its edge to ${listWords(open.map((e) => across(e.to)))} can still give a line; the others lead ${uselessList}`;
}

function describeCut(ctx: HandContext, code: number, level: number): HandCut {
  const { graph, machine, puzzle } = ctx;
  const cell = cellPair(graph, machine.cutVertex);
  const [ca, cb] = ctx.edges[level];
  const labelAt = (c: Cell): number => puzzle.cells[c[0] * puzzle.width + c[1]];
  const isEnd = labelAt(cell) >= 0;
  const name = (k: number): string => `'${puzzle.labels[k]}'`;
  const rule = cutName(code);
  switch (code) {
    case CUT_DEGREE:
      return {
        rule,
        cell,
        why: isEnd
          ? `the endpoint ${name(labelAt(cell))} at ${at(cell)} already has its line; an endpoint takes exactly one`
          : `${at(cell)} already has two lines; a path enters a cell once and leaves it once`,
      };
    case CUT_LABELS:
      return { rule, cell: ca, other: cb, why: `the edge would join the path of ${name(machine.cutLabels[0])} to the path of ${name(machine.cutLabels[1])}; a path joins two equal labels` };
    case CUT_CYCLE:
      return { rule, cell: ca, other: cb, why: `${at(ca)} and ${at(cb)} are the two loose ends of one piece: the edge would close a loop` };
    case CUT_UNCOVERED: {
      const left = remainingAfter(ctx, level, cell);
      return {
        rule,
        cell,
        why:
          left === 0
            ? `${at(cell)} would leave the frontier with no line, but under the ${ctx.rule} rule every cell lies on a path`
            : `${at(cell)} has no line yet and only one undecided edge left, so it can no longer get the two lines a path needs (under the ${RULE_SET_NAME[ctx.rule]} rule every cell is used)`,
      };
    }
    case CUT_ENDPOINT:
      return { rule, cell, why: `the endpoint ${name(labelAt(cell))} at ${at(cell)} has no undecided edge left and still no line` };
    case CUT_DEAD_END:
      return { rule, cell, why: `a line would stop at ${at(cell)}, which is no endpoint: it has one line and no undecided edge left` };
    case CUT_TOUCH: {
      const other = machine.cutOther >= 0 ? cellPair(graph, machine.cutOther) : cb;
      if (machine.cutHow === TOUCH_APART) {
        return { rule, cell: ca, other: cb, why: `${at(ca)} and ${at(cb)} lie on one path, so leaving out the edge between them makes the path run alongside itself` };
      }
      if (machine.cutHow === TOUCH_AHEAD) {
        return {
          rule,
          cell,
          other,
          why: `${at(cell)} and ${at(other)} now lie on one path with an undecided edge between them: taking it would close a loop, leaving it out would make the path run alongside itself`,
        };
      }
      return { rule, cell: ca, other: cb, why: `the edge would put ${at(ca)} and ${at(cb)} on one path although an edge left out earlier keeps their pieces apart (the path would run alongside itself)` };
    }
    case CUT_BLOCKED: {
      const needs = machine.wm.length > 0 && labelAt(cell) < 0 && isFree(ctx, cell) ? 'two lines' : 'one more line';
      return { rule, cell, why: blockedWhy(ctx, cell, needs) };
    }
    case CUT_REDUNDANT: {
      // cell = a, other = b: the edge along the lower row of the 2×2 block the pattern closes.
      const other = cellPair(graph, machine.cutOther);
      const why =
        machine.cutHow === PATTERN_U_TURN
          ? `a path would use three sides of the 2×2 block the edge ${at(cell)}–${at(other)} closes; the two cells at its open side are neighbours, so the path could step across directly`
          : machine.cutHow === PATTERN_CORNER
            ? `a path would turn at ${at(isUpLinked(ctx, cell) ? cell : other)} while the opposite cell of its 2×2 block is empty; turning through that cell instead gives a twin solution, and the ${RULE_SET_NAME[ctx.rule]} count keeps only one of the two`
            : `a path would leave this line, run straight along the previous one and come back at ${at(other)} round cells that stay empty; running straight through them is shorter`;
      return { rule, cell, other, why };
    }
    case CUT_CROSSING: {
      const other = cellPair(graph, machine.cutOther);
      const kl = labelAtEnd(ctx, cell);
      const kk = labelAtEnd(ctx, other);
      // The four loose ends in frontier order, named with their cells: one of them may be a label's cell the edge
      // itself brings onto the frontier, which a picture of the frontier before the edge does not shade.
      const ends = looseEndsOf(ctx, [kl, kk]);
      const l = name(kl);
      const k = name(kk);
      // A reader asked why such a cell counts as on the frontier: say it, by the frontier's definition. Short
      // sentences: a reader lost the thread of this reason written as one ~90-word sentence.
      const fresh = ends.filter((e) => e.fresh).map((e) => at(e.cell));
      const joins = fresh.length === 0 ? '' :
        `. ${listWords(fresh)} ${fresh.length === 1 ? 'is' : 'are'} on the frontier because this edge is the first of ${fresh.length === 1 ? 'its' : 'their'} edges decided and the rest are still undecided`;
      return {
        rule,
        cell,
        other,
        also: ends.map((e) => e.cell).filter((c) => !sameCell(c, cell) && !sameCell(c, other)),
        why:
          `once this choice is made, paths ${l} and ${k} have both ends on the frontier, alternating along it (${ends.map((e) => `${name(e.label)} at ${at(e.cell)}`).join(', ')}). ` +
          `No unlabelled piece could lead one of them round the other, so the two paths can no longer be finished without crossing${joins}`,
      };
    }
    default:
      return { rule, cell, why: 'cut' };
  }
}

const sameCell = (a: Cell, b: Cell): boolean => a[0] === b[0] && a[1] === b[1];

/** The loose ends of the given labels in the working state the machine holds, in frontier order; fresh when the edge decided brings the cell onto the frontier. */
function looseEndsOf(ctx: HandContext, labels: number[]): { cell: Cell; label: number; fresh: boolean }[] {
  const t = ctx.tables;
  const level = ctx.machine.level;
  const out: { cell: Cell; label: number; fresh: boolean }[] = [];
  for (let j = 0; j < ctx.machine.work; j++) {
    const label = ctx.machine.wm[j] - LABEL;
    // fresh: the edge being decided is the cell's first (wFrom −1), so it was not on the frontier before it.
    if (labels.includes(label)) out.push({ cell: cellPair(ctx.graph, t.wVerts[t.wStart[level] + j]), label, fresh: t.wFrom[t.wStart[level] + j] < 0 });
  }
  return out;
}

/** The label whose loose end the cell is, in the working state the machine holds. */
function labelAtEnd(ctx: HandContext, cell: Cell): number {
  const v = ctx.graph.vertexOf[cell[0] * ctx.puzzle.width + cell[1]];
  const t = ctx.tables;
  const level = ctx.machine.level;
  for (let j = 0; j < ctx.machine.work; j++) if (t.wVerts[t.wStart[level] + j] === v) return ctx.machine.wm[j] - LABEL;
  return -1;
}

/** Whether the edge from the previous line into the cell is drawn (canonical marks), in the working state. */
function isUpLinked(ctx: HandContext, cell: Cell): boolean {
  const v = ctx.graph.vertexOf[cell[0] * ctx.puzzle.width + cell[1]];
  const t = ctx.tables;
  const level = ctx.machine.level;
  for (let j = 0; j < ctx.machine.work; j++) if (t.wVerts[t.wStart[level] + j] === v) return ((ctx.machine.canonical?.wk[j] ?? 0) & UP) !== 0;
  return false;
}

/** Whether the cell has no line yet in the working state the machine holds (after the cut choice). */
function isFree(ctx: HandContext, cell: Cell): boolean {
  const v = ctx.graph.vertexOf[cell[0] * ctx.puzzle.width + cell[1]];
  const t = ctx.tables;
  const level = ctx.machine.level;
  for (let j = 0; j < ctx.machine.work; j++) if (t.wVerts[t.wStart[level] + j] === v) return ctx.machine.wm[j] === 1;
  return false;
}

function remainingAfter(ctx: HandContext, level: number, cell: Cell): number {
  const v = ctx.graph.vertexOf[cell[0] * ctx.puzzle.width + cell[1]];
  return v === ctx.graph.a[level] ? ctx.tables.remA[level] : ctx.tables.remB[level];
}
