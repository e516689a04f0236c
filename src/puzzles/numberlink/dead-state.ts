/**
 * Where a dead state dies: a state every rule let through at its edge but
 * from which no solution follows (its count in the diagram is 0). The walk
 * names, for such a state, the edge at which the last of its ways on is cut
 * and the rules that cut them there, so "no solution lies that way" comes
 * with a place a reader can look at, not only a count.
 *
 * It builds the levels below the state the way the solver does (the by-hand
 * step function, equal states kept once), but only from that one state and
 * only while the levels stay small: past `cap` states in one level, or
 * `depth` edges below the state, it gives up and returns null, and the walk says the generic sentence instead.
 *
 * It also keeps one of the last ways on, the doomed branch a reader can be
 * shown: the edges it takes up to the edge where it dies, and the rule that
 * cuts each of its two choices there (with the reason and the cells).
 */
import { handOptions, type HandContext, type HandState } from './by-hand';
import type { CutName } from './mate-codes';
import type { Cell } from './puzzle';

/** One choice at the death edge, cut: which choice, the rule, its reason in words, the cells it is about. */
export interface BranchCut {
  choice: 0 | 1;
  rule: CutName;
  why: string;
  cells: Cell[];
}

/**
 * A way on from a dead state that lasts as long as any: every edge it took
 * (indices, from the first edge), the frontier and its mate values just
 * before the death edge (so a view draws the branch's state as it draws
 * every other step), and how both choices at the death edge are cut.
 */
export interface DoomedBranch {
  taken: number[];
  frontier: Cell[];
  mate: number[];
  cuts: BranchCut[];
}

export interface DeathPlace {
  /** The edge (0-based) at which the last surviving states are all cut. */
  level: number;
  /** The rules that cut them there, the most frequent first. */
  rules: CutName[];
  /** One of the ways on that got that far, and how it is cut there. */
  branch: DoomedBranch;
  /** The gist a reader can hold on to: see DeathGist. */
  gist: DeathGist;
}

/**
 * What every way on has in common where it dies, for a sentence of intuition
 * (a reader saw "every way on dies at edge 35" and could not tell why): the
 * edge (0-based) from which only one way on is left, if one is, and the
 * labels every way on still has to finish at the death edge. Every other
 * label is finished there, so the dead end is that these cannot all be.
 * `ends` (the loose ends on the frontier and the endpoints the sweep has not
 * reached) is given only when one way on is left, since then it is that one's.
 */
export interface DeathGist {
  singleFrom?: number;
  /** Each label by its text, as on the board. */
  open: { label: string; ends: Cell[] }[];
}

const keyOf = (s: HandState): string =>
  `${s.view.mate.join(',')}|${(s.view.comp ?? []).join(',')}|${(s.view.apart ?? []).flat().join(',')}|${(s.view.marks ?? []).join(',')}|${s.view.detour ?? ''}`;

export function whereItDies(ctx: HandContext, start: HandState, cap = 200, depth = 40): DeathPlace | null {
  let level: HandState[] = [start];
  // The first level from which every level held one state (reset whenever one holds more).
  let singleFrom = -1;
  while (level.length > 0 && level[0].level < start.level + depth) {
    const at = level[0].level;
    // Past the last edge a state that is still alive is a solution: the state was not dead after all.
    if (at >= ctx.edges.length) return null;
    const next = new Map<string, HandState>();
    const cuts = new Map<CutName, number>();
    for (const s of level) {
      for (const step of handOptions(ctx, s)) {
        if (step.ok) next.set(keyOf(step.next), step.next);
        else cuts.set(step.cut.rule, (cuts.get(step.cut.rule) ?? 0) + 1);
      }
    }
    if (level.length === 1) { if (singleFrom < 0) singleFrom = at; } else singleFrom = -1;
    if (next.size === 0) {
      const rules = [...cuts.entries()].sort((a, b) => b[1] - a[1]).map(([r]) => r);
      return { level: at, rules, branch: branchOf(ctx, level[0]), gist: gistOf(ctx, level, singleFrom) };
    }
    if (next.size > cap) return null;
    level = [...next.values()];
  }
  return null;
}

/** The labels a state still has to finish, each with its open ends: loose ends on the frontier, endpoints not yet reached. */
function openLabels(ctx: HandContext, s: HandState): { label: string; ends: Cell[] }[] {
  const { puzzle } = ctx;
  const reached = new Set<number>();
  for (let i = 0; i < s.level; i++) for (const [r, c] of ctx.edges[i]) reached.add(r * puzzle.width + c);
  const ends = new Map<number, Cell[]>();
  const add = (label: number, cell: Cell) => ends.set(label, [...(ends.get(label) ?? []), cell]);
  s.view.mate.forEach((v, i) => { if (v <= -3) add(-3 - v, s.view.frontier[i]); });
  puzzle.cells.forEach((label, x) => { if (label >= 0 && !reached.has(x)) add(label, [Math.floor(x / puzzle.width), x % puzzle.width]); });
  return [...ends.entries()].sort((a, b) => a[0] - b[0]).map(([label, e]) => ({ label: puzzle.labels[label], ends: e }));
}

function gistOf(ctx: HandContext, last: HandState[], singleFrom: number): DeathGist {
  const each = last.map((s) => openLabels(ctx, s));
  const open = each[0].filter((o) => each.every((e) => e.some((x) => x.label === o.label)));
  if (last.length === 1) return { singleFrom, open };
  return { open: open.map((o) => ({ label: o.label, ends: [] })) };
}

/** The doomed branch ending in `last`, a state whose two choices are both cut. */
function branchOf(ctx: HandContext, last: HandState): DoomedBranch {
  const cuts: BranchCut[] = [];
  handOptions(ctx, last).forEach((step, choice) => {
    if (!step.ok) cuts.push({ choice: choice as 0 | 1, rule: step.cut.rule, why: step.cut.why, cells: [step.cut.cell, ...(step.cut.other ? [step.cut.other] : []), ...(step.cut.also ?? [])] });
  });
  return { taken: last.taken.slice(), frontier: last.view.frontier.slice(), mate: last.view.mate.slice(), cuts };
}

/** The walk's record of a dead other choice (see events.ts), or undefined when the search was too large. */
export function deathRecord(ctx: HandContext, start: HandState): { level: number; edge: [Cell, Cell]; rules: CutName[]; branch: DoomedBranch; gist: DeathGist } | undefined {
  const d = whereItDies(ctx, start);
  return d ? { level: d.level, edge: ctx.edges[d.level], rules: d.rules, branch: d.branch, gist: d.gist } : undefined;
}
