/**
 * A local reason for what the diagram decides. When no rule of the by-hand
 * tool settles an edge from the reader's position, the diagram still may
 * (every remaining solution draws it, or none does); "the diagram says so" is
 * true but teaches nothing. Often a short argument exists: set the edge the
 * other way and follow the rules a few steps — the forced lines and marks of
 * hint.ts, in order — until a rule breaks (check.ts). That is a proof by
 * contradiction a person can follow cell by cell.
 *
 * The look-ahead follows only what the assumption sets off: a deduction
 * counts when it is about a cell the assumption or an earlier step touched,
 * or a neighbour of one (so the chain never wanders to an unrelated corner of the board). It is
 * bounded so that what it finds stays short: at most
 * LOOKAHEAD_STEPS forced steps, and, when those run out of things to force
 * without a break, one more edge near the cells already involved tried both
 * ways (each way again at most LOOKAHEAD_STEPS steps). A degree step ("that
 * cell is full, so its other edges are no line") is not taken: the other
 * rules already treat a full cell's edges as closed, so it changes nothing.
 *
 * Every step is sound (hint.ts: every solution that extends a position agrees
 * with its deductions), so a chain that ends in a broken rule proves that no
 * solution sets the edge that way. The search order is fixed (edges in
 * reading order, the shortest chain first), so a position always gets the
 * same reason.
 */
import type { NumberlinkPuzzle, NumberlinkRule } from '../puzzle';
import { firstBreak, type Break } from './check';
import { applyDeduction, nextDeduction, type Deduction } from './hint';
import { facts, LINE, NO_LINE, OPEN, playEdges, withMark, type EdgeMark, type Position } from './position';

/** The forced steps a look-ahead follows before it gives up on a chain. */
export const LOOKAHEAD_STEPS = 5;

/** The work a look-ahead may do (deductions asked for), so a hint never stalls the page; a few tenths of a second at most on the lesson’s boards. */
const WORK = 800;

/** Forced steps from a position, and how they end: a broken rule, or (when the rules run out of deductions) a second edge that breaks a rule both ways. */
export interface Chain {
  steps: Deduction[];
  end: { kind: 'break'; broken: Break } | { kind: 'split'; edge: number; line: Chain; noLine: Chain };
}

interface Budget { left: number }

/** `focus`: the cells the assumption is about; the chain's steps must touch them or a cell an earlier step touched. */
function follow(p: NumberlinkPuzzle, rule: NumberlinkRule, start: Position, focus: readonly number[], split: boolean, budget: Budget): Chain | null {
  let pos: EdgeMark[] = start.slice();
  const steps: Deduction[] = [];
  const touched = new Set(focus);
  for (;;) {
    const f = facts(p, pos);
    const broken = firstBreak(p, rule, pos, f);
    if (broken) return { steps, end: { kind: 'break', broken } };
    if (steps.length >= LOOKAHEAD_STEPS || budget.left-- <= 0) return null;
    // A step is about the chain when it concerns a touched cell or a neighbour of one (a cell that fills up closes its neighbours' edges).
    const around = new Set(touched);
    for (const c of touched) for (const e of f.cellEdges[c]) for (const x of f.edges[e]) around.add(x);
    const d = nextDeduction(p, rule, pos, f, around);
    if (!d || d.rule === 'degree') break;
    steps.push(d);
    for (const c of d.cells) touched.add(c);
    pos = applyDeduction(pos, d);
  }
  if (!split) return null;
  // The rules are stuck: try one edge at a cell the chain touched, both ways.
  const near = new Set<number>();
  const f = facts(p, pos);
  // An edge at a full cell is not open in any real sense (a degree step closes it), so it is not tried.
  const room = (e: number): boolean => f.edges[e].every((c) => f.lines[c] < f.cap[c]);
  for (const c of touched) for (const e of f.cellEdges[c]) if (pos[e] === OPEN && room(e)) near.add(e);
  for (const e of [...near].sort((a, b) => a - b)) {
    if (budget.left <= 0) return null;
    const here = [...touched, ...f.edges[e]];
    const line = follow(p, rule, withMark(pos, e, LINE), here, false, budget);
    if (!line) continue;
    const noLine = follow(p, rule, withMark(pos, e, NO_LINE), here, false, budget);
    if (noLine) return { steps, end: { kind: 'split', edge: e, line, noLine } };
  }
  return null;
}

/** How long a chain is to read: its steps, and both branches of a split. */
export const chainLength = (c: Chain): number =>
  c.steps.length + (c.end.kind === 'split' ? 1 + chainLength(c.end.line) + chainLength(c.end.noLine) : 0);

/** A short chain of the rules from this position, starting at the given cells (the reader's latest edges), to a broken rule (so no solution extends it), or null. */
export function refutePosition(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position, focus: readonly number[]): Chain | null {
  return follow(p, rule, pos, focus, true, { left: WORK });
}

/**
 * Among edges the diagram settled (each with the mark every remaining solution
 * gives it), the one whose other mark dies soonest, and the chain that shows
 * it; null when none dies within the look-ahead. Chains without a split are
 * looked for first on every edge, as they are the easiest to read.
 */
export function refuteSettled(p: NumberlinkPuzzle, rule: NumberlinkRule, pos: Position, settled: readonly { edge: number; mark: EdgeMark }[]):
  { edge: number; mark: EdgeMark; chain: Chain } | null {
  const budget = { left: WORK };
  const all = playEdges(p);
  const cellsOf = (e: number): number[] => [...all[e]];
  const other = (m: EdgeMark): EdgeMark => (m === LINE ? NO_LINE : LINE);
  let best: { edge: number; mark: EdgeMark; chain: Chain } | null = null;
  for (const s of settled) {
    const chain = follow(p, rule, withMark(pos, s.edge, other(s.mark)), cellsOf(s.edge), false, budget);
    if (chain && (!best || chainLength(chain) < chainLength(best.chain))) best = { ...s, chain };
  }
  if (best) return best;
  for (const s of settled) {
    const chain = follow(p, rule, withMark(pos, s.edge, other(s.mark)), cellsOf(s.edge), true, budget);
    if (chain) return { ...s, chain };
  }
  return null;
}
