/**
 * Numberlink as a formula for the CDCL solver (src/sat/cdcl.ts), the
 * encoding usual in the literature (one variable per cell and label, one per
 * edge):
 *
 *   e(u, v)  the edge between neighbours u, v is drawn   (variables 1 … m)
 *   x(c, L)  cell c carries label L                     (m + c·k + L + 1)
 *   s(c)     cell c is used (nikoli rule only; under fill every cell is)
 *
 * Clauses, by family:
 *   endpoint   an endpoint carries its own label;
 *   label      a used cell carries exactly one label (Sinz's counter above
 *              PAIRWISE_UP_TO labels, pairwise below);
 *   degree     an endpoint has exactly one drawn edge, any other used cell
 *              exactly two, an unused one none — "exactly k of at most four",
 *              written as every (k+1)-subset has a false literal and every
 *              (d−k+1)-subset a true one (pairwise generalised; no auxiliaries);
 *   same label a drawn edge joins two cells of one label (two clauses per
 *              edge and label);
 *   no touch   (fill-notouch) two neighbours of one label are joined by a
 *              drawn edge — the rule check's "consecutive on the path";
 *   2×2 loop   never all four edges of a 2×2 block (the smallest loop);
 *   2×2 U-turn (fill-notouch and fill-canonical, in place of 2×2 loop) never
 *              three of them.
 *
 * `fill-canonical` is `fill` without the solutions that go round three sides
 * of a 2×2 block (../canonical.ts: under fill the only redundant pattern there
 * can be), so its formula is fill's with the U-turn family in place of the
 * loop one. `nikoli-canonical` has no formula here.
 *
 * These clauses still allow a closed loop of one label away from every
 * endpoint (every cell on it has its two edges); the solver cuts those
 * lazily (./loops.ts, ./solve-sat.ts).
 */
import { atMostOnePairwise } from '../../../sat/pairwise';
import { atMostOne } from '../../../sat/sinz';
import type { WorkTick } from '../../../core/build-stop';
import { Cnf } from '../../../sat/cnf';
import { neighbourCells, type NumberlinkPuzzle, type NumberlinkRule } from '../puzzle';

/** "At most one label" pairwise up to this many labels (few clauses, one-step propagation), Sinz's counter above. */
export const PAIRWISE_UP_TO = 6;

export interface NumberlinkCnf {
  cnf: Cnf;
  rule: NumberlinkRule;
  /** Variable of x(c, L): m + c·k + L + 1 (m edges). */
  labelVar: (cell: number, label: number) => number;
  /** The edges as cell pairs (u < v) and their variables, edge i ↔ variable edgeVar[i]. */
  edgeU: Int32Array;
  edgeV: Int32Array;
  edgeVar: Int32Array;
  /** The puzzle's own variables (edges, labels, used cells) are 1 … problemVars; counters' auxiliaries follow. */
  problemVars: number;
  /** Edges are variables 1 … edgeCount. */
  edgeCount: number;
}

/** Every subset of `items` of the given size (items are at most four edge literals here). */
function subsets(items: readonly number[], size: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, prefix: number[]): void => {
    if (prefix.length === size) {
      out.push(prefix.slice());
      return;
    }
    for (let i = start; i <= items.length - (size - prefix.length); i++) {
      prefix.push(items[i]);
      pick(i + 1, prefix);
      prefix.pop();
    }
  };
  pick(0, []);
  return out;
}

/**
 * Exactly `k` of `lits` true, when `guard` holds (guard 0: always). With d
 * literals: no k+1 of them true, and no d−k+1 of them all false.
 */
function exactlyKOfFew(cnf: Cnf, lits: readonly number[], k: number, guard: number): void {
  const guarded = (clause: number[]) => cnf.addClause(guard ? [-guard, ...clause] : clause);
  if (k > lits.length) {
    guarded([]);
    return;
  }
  for (const s of subsets(lits, k + 1)) guarded(s.map((l) => -l));
  if (k > 0) for (const s of subsets(lits, lits.length - k + 1)) guarded(s);
}

export function encodeNumberlink(p: NumberlinkPuzzle, rule: NumberlinkRule): NumberlinkCnf {
  return encodeNumberlinkUntil(p, rule)!;
}

/** Cells (or edges) written between two calls of the stop test. */
const TICK_EVERY = 256;

/**
 * The same formula, with `tick(literals written)` called every TICK_EVERY
 * cells or edges of each family; null when it stopped the build (at the
 * user's deadline).
 */
export function encodeNumberlinkUntil(p: NumberlinkPuzzle, rule: NumberlinkRule, tick?: WorkTick): NumberlinkCnf | null {
  const n = p.width * p.height;
  const k = p.labels.length;
  const cnf = new Cnf(n * (4 + 4 * k), n * (12 + 12 * k));
  const stopHere = (i: number) => tick !== undefined && i % TICK_EVERY === TICK_EVERY - 1 && tick(cnf.numLiterals);
  const edges: [number, number][] = [];
  for (let u = 0; u < n; u++) for (const v of neighbourCells(p, u)) if (u < v) edges.push([u, v]);
  // Edges first: the search decides them (see solve-sat.ts), the labels follow.
  const m = edges.length;
  const labelVar = (cell: number, label: number) => m + cell * k + label + 1;
  const edgeOf = new Map<number, number>();
  edges.forEach(([u, v], i) => edgeOf.set(u * n + v, i + 1));
  const edge = (u: number, v: number) => edgeOf.get(Math.min(u, v) * n + Math.max(u, v))!;
  const firstUsed = m + n * k + 1;
  const nikoli = rule === 'nikoli';
  cnf.reserveVars(m + n * k + (nikoli ? n : 0));
  const problemVars = cnf.numVars;
  // 0 = always used (fill rules, and endpoints under every rule).
  const used = (c: number) => (nikoli && p.cells[c] < 0 ? firstUsed + c : 0);

  cnf.family('endpoint');
  for (let c = 0; c < n; c++) if (p.cells[c] >= 0) cnf.addClause([labelVar(c, p.cells[c])]);
  if (tick && tick(cnf.numLiterals)) return null;

  cnf.family('label');
  for (let c = 0; c < n; c++) {
    const labels = Array.from({ length: k }, (_, l) => labelVar(c, l));
    const u = used(c);
    cnf.addClause(u ? [-u, ...labels] : labels);
    // An unused cell carries no label (so labels and edges say the same).
    if (u) for (const x of labels) cnf.add2(u, -x);
    if (k <= PAIRWISE_UP_TO) atMostOnePairwise(cnf, labels);
    else atMostOne(cnf, labels);
    if (stopHere(c)) return null;
  }

  cnf.family('degree');
  for (let c = 0; c < n; c++) {
    const around = neighbourCells(p, c).map((v) => edge(c, v));
    const u = used(c);
    exactlyKOfFew(cnf, around, p.cells[c] >= 0 ? 1 : 2, u);
    if (u) for (const e of around) cnf.add2(u, -e);
    if (stopHere(c)) return null;
  }

  cnf.family('same label');
  for (let i = 0; i < m; i++) {
    const [a, b] = edges[i];
    const e = i + 1;
    for (let l = 0; l < k; l++) {
      cnf.addClause([-e, -labelVar(a, l), labelVar(b, l)]);
      cnf.addClause([-e, -labelVar(b, l), labelVar(a, l)]);
    }
    if (stopHere(i)) return null;
  }

  if (rule === 'fill-notouch') {
    cnf.family('no touch');
    for (let i = 0; i < m; i++) {
      const [a, b] = edges[i];
      for (let l = 0; l < k; l++) cnf.addClause([i + 1, -labelVar(a, l), -labelVar(b, l)]);
      if (stopHere(i)) return null;
    }
  }

  const noUturn = rule === 'fill-notouch' || rule === 'fill-canonical';
  cnf.family(noUturn ? '2×2 U-turn' : '2×2 loop');
  for (let r = 0; r + 1 < p.height; r++) {
    for (let c = 0; c + 1 < p.width; c++) {
      const tl = r * p.width + c;
      const [tr, bl, br] = [tl + 1, tl + p.width, tl + p.width + 1];
      const square = [-edge(tl, tr), -edge(tr, br), -edge(bl, br), -edge(tl, bl)];
      // Without touching, three sides of a block are a U-turn whose two ends are neighbours of one label, so they
      // would need the fourth side too: at most two sides. Implied by the label clauses, but only through labels;
      // said on the edges it propagates at once (on a 50×50 board CaDiCaL's first model went from 45 s to 2 s).
      // Under fill-canonical the U-turn is the convention itself.
      if (noUturn) for (const three of subsets(square, 3)) cnf.addClause(three);
      else cnf.addClause(square);
    }
    if (tick && tick(cnf.numLiterals)) return null;
  }

  const edgeU = Int32Array.from(edges, ([u]) => u);
  const edgeV = Int32Array.from(edges, ([, v]) => v);
  const edgeVar = Int32Array.from(edges, (_, i) => i + 1);
  return { cnf, rule, labelVar, edgeU, edgeV, edgeVar, problemVars, edgeCount: edges.length };
}
