/**
 * The implication graph of a conflict, as the CDCL by-hand view draws it
 * (DOM-free, so tests walk it): a node per true literal that leads to the
 * conflict — the decision, the literals propagation implied at the conflict
 * level (each with the clause that implied it), the literals of earlier
 * levels they used — and the conflict itself; an edge from every literal of
 * a reason to the literal it implied. Literals fixed at level 0 (by the
 * givens) hold in every case, so they are counted, not drawn: the learned
 * clause leaves them out too.
 *
 * The layout is layered from the top: sources (the decision, earlier levels)
 * in the first layer, every other node one layer below its deepest
 * predecessor. The first UIP lies on every path from the decision to the
 * conflict, so every node of the conflict side is below its layer and the cut
 * is a horizontal line under it.
 */
import type { ConflictCut, TrailEntry } from '../../sat/by-hand';

export type GraphNodeRole = 'decision' | 'implied' | 'uip' | 'earlier' | 'conflict';

export interface GraphNode {
  /** The true literal (0 for the conflict). */
  literal: number;
  role: GraphNodeRole;
  level: number;
  /** The clause that implied it (null for a decision, an earlier level's literal, the conflict). */
  reason: readonly number[] | null;
  /** True for the conflict-level literals resolved away (below the cut). */
  conflictSide: boolean;
  layer: number;
  /** Position within its layer, from the left. */
  slot: number;
}

export interface ImplicationGraph {
  nodes: GraphNode[];
  /** Edges as indices into nodes: from a reason's literal to the literal (or conflict) it implied. */
  edges: { from: number; to: number }[];
  layers: number;
  /** The layer of the first UIP: the cut runs just below it. */
  uipLayer: number;
  /** Level-0 literals used by some reason in the graph (not drawn). */
  levelZero: number;
}

/**
 * The chains of a graph: every path of arrows from the decision to the conflict, as node indices (at most `cap`, since
 * paths can multiply). Move 4 says how many there are and the settings they all start with, which end at the first UIP.
 */
export function chainsOf(g: ImplicationGraph, cap = 64): number[][] {
  const start = g.nodes.findIndex((n) => n.role === 'decision');
  const end = g.nodes.findIndex((n) => n.role === 'conflict');
  const out: number[][] = [];
  const walk = (path: number[]): void => {
    const last = path[path.length - 1];
    if (last === end) out.push(path);
    else for (const e of g.edges) if (e.from === last && out.length < cap) walk([...path, e.to]);
  };
  if (start >= 0 && end >= 0) walk([start]);
  return out;
}

/** The nodes every chain starts with, in order (the decision first). */
export function sharedChainStart(chains: readonly (readonly number[])[]): number[] {
  if (chains.length === 0) return [];
  let k = 0;
  while (k < chains[0].length && chains.every((c) => c[k] === chains[0][k])) k++;
  return chains[0].slice(0, k);
}

export function implicationGraph(trail: readonly TrailEntry[], conflict: readonly number[], cut: Pick<ConflictCut, 'uip' | 'conflictSide'>): ImplicationGraph {
  const at = new Map<number, number>();
  trail.forEach((e, i) => at.set(Math.abs(e.literal), i));
  // A literal missing from the trail was fixed at level 0: the solver's stepper passes only the
  // literals above level 0 the conflict depends on (src/sat/implication-cone.ts).
  const entryOf = (lit: number): TrailEntry => {
    const i = at.get(Math.abs(lit));
    return i === undefined ? { literal: -lit, level: 0, reason: null } : trail[i];
  };
  const level = Math.max(...conflict.map((l) => entryOf(l).level));
  const side = new Set(cut.conflictSide);
  const index = new Map<number, number>();
  const nodes: GraphNode[] = [];
  const edges: { from: number; to: number }[] = [];
  const zero = new Set<number>();
  // Every true literal the conflict depends on, above level 0, in trail order.
  const needed = new Set<number>();
  const stack = conflict.map((l) => -l);
  while (stack.length > 0) {
    const lit = stack.pop()!;
    const e = entryOf(lit);
    if (e.level === 0) {
      zero.add(lit);
      continue;
    }
    if (needed.has(lit)) continue;
    needed.add(lit);
    if (e.level === level && e.reason) for (const l of e.reason) if (l !== lit) stack.push(-l);
  }
  const ordered = [...needed].sort((a, b) => at.get(Math.abs(a))! - at.get(Math.abs(b))!);
  for (const lit of ordered) {
    const e = entryOf(lit);
    const role: GraphNodeRole = e.level < level ? 'earlier' : !e.reason ? 'decision' : lit === cut.uip ? 'uip' : 'implied';
    index.set(lit, nodes.length);
    nodes.push({ literal: lit, role, level: e.level, reason: e.level === level ? e.reason : null, conflictSide: side.has(lit), layer: 0, slot: 0 });
  }
  const conflictNode = nodes.length;
  nodes.push({ literal: 0, role: 'conflict', level, reason: conflict, conflictSide: true, layer: 0, slot: 0 });
  for (const n of nodes) {
    if (!n.reason) continue;
    const to = n.role === 'conflict' ? conflictNode : index.get(n.literal)!;
    for (const l of n.reason) {
      if (l === n.literal) continue;
      const from = index.get(-l);
      if (from !== undefined) edges.push({ from, to });
    }
  }
  // Layers: one below the deepest predecessor (nodes are in trail order, so predecessors come first).
  const preds = nodes.map(() => [] as number[]);
  for (const { from, to } of edges) preds[to].push(from);
  for (let i = 0; i < nodes.length; i++) nodes[i].layer = preds[i].length === 0 ? 0 : 1 + Math.max(...preds[i].map((p) => nodes[p].layer));
  const layers = 1 + Math.max(...nodes.map((n) => n.layer));
  // Within a layer, order by the mean slot of the predecessors (fewer crossings), then by trail order.
  for (let l = 0; l < layers; l++) {
    const row = nodes.map((n, i) => ({ n, i })).filter(({ n }) => n.layer === l);
    const key = (i: number) => (preds[i].length === 0 ? i : preds[i].reduce((s, p) => s + nodes[p].slot, 0) / preds[i].length);
    row.sort((a, b) => key(a.i) - key(b.i) || a.i - b.i).forEach(({ n }, k) => (n.slot = k));
  }
  const uip = nodes.find((n) => n.role === 'uip' || (n.role === 'decision' && n.literal === cut.uip));
  return { nodes, edges, layers, uipLayer: uip ? uip.layer : 0, levelZero: zero.size };
}

const VALUE = /^r(\d+)c(\d+)#(\d+)$/;
const HELPER = /^s(\d+)\[(.+)\]$/;

/**
 * A clause read on the board: first as it stands, "cell r4c3 does not hold 1,
 * or cell r3c1 holds 3, …" (readers asked for the clause itself in board
 * words), then as "if …, then …": the literals after the first are false, so
 * their opposites are the conditions, and the first (the one a learned clause
 * forces) is the conclusion. A clause of one literal holds whatever the
 * guesses are, and says so in words (a bare "always:" read like a leftover label).
 */
export function clauseBoardMeaning(clause: readonly number[], name: (lit: number) => string, words: (name: string) => string = literalBoardWords): string {
  if (clause.length === 0) return 'the formula has no model';
  const [first, ...rest] = clause;
  if (rest.length === 0) return `${words(name(first))}, whatever is guessed`;
  // First the clause as it stands, one "or" per literal, then what it forces once the others are false.
  const either = clause.map((l) => words(name(l))).join(', or ');
  const conditions = rest.map((l) => words(name(-l)));
  const joined = conditions.length === 1 ? conditions[0] : `${conditions.slice(0, -1).join(', ')} and ${conditions[conditions.length - 1]}`;
  return `${either}; so if ${joined}, then ${words(name(first))}`;
}

/** A true-or-false literal in board words: "cell r1c2 holds 2", "cell r1c2 does not hold 2", a helper explained. */
export function literalBoardWords(name: string): string {
  const negated = name.startsWith('¬');
  const bare = negated ? name.slice(1) : name;
  const v = VALUE.exec(bare);
  if (v) return `cell r${v[1]}c${v[2]} ${negated ? 'does not hold' : 'holds'} ${v[3]}`;
  const h = HELPER.exec(bare);
  if (h) return `${negated ? 'none' : 'one'} of the first ${h[1]} candidates of the group “${groupWords(h[2])}” is true`;
  return name;
}

/** "row 4 #3" → "row 4 holds a 3"; "r1c2" → "cell r1c2 holds a number". */
export function groupWords(group: string): string {
  const g = /^(row|column|box) (\d+) #(\d+)$/.exec(group);
  if (g) return `${g[1]} ${g[2]} holds a ${g[3]}`;
  return `cell ${group} holds a number`;
}

/** "s2[row 4 #3]" → a sentence saying what that helper variable means; null for a value variable. */
export function helperWords(name: string): string | null {
  const h = HELPER.exec(name.startsWith('¬') ? name.slice(1) : name);
  if (!h) return null;
  return `${h[0]} is a helper of the sequential counter for “${groupWords(h[2])}”: true when ${h[1] === '1' ? 'the group’s first candidate is true' : `one of the group’s first ${h[1]} candidates is true`}`;
}

interface ValueLiteral { negated: boolean; r: number; c: number; k: number }

/** Each name as a candidate's row, column and number (negated or not); null when one is a helper variable. */
function valueLiterals(names: readonly string[]): ValueLiteral[] | null {
  const lits = names.map((n) => ({ negated: n.startsWith('¬'), m: VALUE.exec(n.startsWith('¬') ? n.slice(1) : n) }));
  if (lits.some((l) => !l.m)) return null;
  return lits.map((l) => ({ negated: l.negated, r: Number(l.m![1]), c: Number(l.m![2]), k: Number(l.m![3]) }));
}

/**
 * The rule a clause of candidates belongs to, in board words: "cell r1c2" when they share a cell, "row 1" (or a
 * column, a box) when they share one number and that group; null otherwise, or for a clause with a helper variable.
 */
export function clauseGroup(names: readonly string[], order: number): string | null {
  const cells = valueLiterals(names);
  if (!cells || cells.length === 0) return null;
  const same = (f: (x: ValueLiteral) => number) => cells.every((x) => f(x) === f(cells[0]));
  const box = (x: ValueLiteral) => Math.floor((x.r - 1) / order) * order + Math.floor((x.c - 1) / order) + 1;
  return same((x) => x.r) && same((x) => x.c) ? `cell r${cells[0].r}c${cells[0].c}`
    : !same((x) => x.k) ? null
      : same((x) => x.r) ? `row ${cells[0].r}` : same((x) => x.c) ? `column ${cells[0].c}` : same(box) ? `box ${box(cells[0])}` : null;
}

/**
 * A clause that propagation made false, read on the board (`names`: its literals by name, `order`: the board's
 * order n, for box numbers). An "at least one" clause of candidates all false: "column 3 needs a 3, and every
 * cell that could hold it is ruled out"; a pairwise "not both" clause: the two candidates that would both
 * stand; null for a clause with a helper variable, which the symbols say best.
 */
export function falseClauseWords(names: readonly string[], order: number): string | null {
  const cells = valueLiterals(names);
  const group = cells && clauseGroup(names, order);
  if (!cells || !group) return null;
  const isCell = group.startsWith('cell');
  if (cells.every((x) => !x.negated)) {
    return isCell
      ? `${group} needs a number, and every number it could hold is ruled out`
      : `${group} needs a ${cells[0].k}, and every cell of it that could hold one is ruled out`;
  }
  if (cells.length === 2 && cells.every((x) => x.negated)) {
    const [a, b] = cells;
    return isCell
      ? `${group} would hold both ${a.k} and ${b.k}, but a cell holds one number`
      : `r${a.r}c${a.c} and r${b.r}c${b.c} would both hold ${a.k}, but they share ${group}`;
  }
  return null;
}
