/**
 * The SAT peer of the Numberlink benchmark: the puzzle as CNF for minisat or
 * CaDiCaL (Debian packages, found on PATH), one solution per call.
 *
 * Variables: x(c, L) "cell c carries label L", e(u, v) "the edge between
 * neighbours u and v is drawn", and under the nikoli rule s(c) "cell c is
 * used". Clauses: an endpoint carries its label; a used cell carries exactly
 * one label (every cell is used under the fill rules); a drawn edge joins
 * two cells of the same label; an endpoint has exactly one drawn edge, any
 * other used cell exactly two, an unused cell none. Under fill-notouch also:
 * two neighbours of the same label are joined by a drawn edge. Those clauses
 * allow closed loops besides the paths (a loop of one label away from its
 * endpoints satisfies every degree): the 2×2 ones are ruled out up front,
 * longer ones lazily — solve, look for a loop in the answer, forbid exactly
 * that loop, solve again.
 * Uniqueness is one more call with the answer itself forbidden.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linksToPaths } from '../puzzles/numberlink/paths';
import { neighbourCells, type Cell, type NumberlinkPuzzle, type NumberlinkRule } from '../puzzles/numberlink/puzzle';

export type SatSolver = 'minisat' | 'cadical';

/** The SAT solvers on PATH, in order of preference. */
export function satSolvers(): SatSolver[] {
  return (['cadical', 'minisat'] as SatSolver[]).filter((name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0);
}

interface Encoding {
  clauses: number[][];
  vars: number;
  /** Variable of edge (u, v), u < v, by key u·n + v. */
  edgeVar: Map<number, number>;
}

function encode(p: NumberlinkPuzzle, rule: NumberlinkRule): Encoding {
  const n = p.width * p.height;
  const k = p.labels.length;
  let vars = 0;
  const x = Array.from({ length: n }, () => Array.from({ length: k }, () => ++vars));
  const used = rule === 'nikoli' ? Array.from({ length: n }, () => ++vars) : null;
  const edgeVar = new Map<number, number>();
  for (let u = 0; u < n; u++) for (const v of neighbourCells(p, u)) if (u < v) edgeVar.set(u * n + v, ++vars);
  const edge = (u: number, v: number): number => edgeVar.get(Math.min(u, v) * n + Math.max(u, v))!;
  const clauses: number[][] = [];
  const atMost = (lits: number[], most: number): void => {
    // every (most + 1)-subset has a false literal
    for (const subset of subsets(lits, most + 1)) clauses.push(subset.map((l) => -l));
  };
  const atLeast = (lits: number[], least: number, guard: number | null): void => {
    // every (n − least + 1)-subset has a true literal (only when the guard holds)
    if (least > lits.length) {
      // Impossible: the guard must be false (or, unguarded, no solution — written as v ∧ ¬v).
      if (guard === null) clauses.push([1], [-1]);
      else clauses.push([-guard]);
      return;
    }
    for (const subset of subsets(lits, lits.length - least + 1)) clauses.push(guard === null ? subset : [-guard, ...subset]);
  };
  for (let c = 0; c < n; c++) {
    const label = p.cells[c];
    const around = neighbourCells(p, c).map((v) => edge(c, v));
    if (label >= 0) {
      clauses.push([x[c][label]]);
      if (used) clauses.push([used[c]]);
      atLeast(around, 1, null);
      atMost(around, 1);
    } else {
      atMost(around, 2);
      atLeast(around, 2, used ? used[c] : null);
      if (used) for (const e of around) clauses.push([used[c], -e]);
    }
    // exactly one label on a used cell
    const labels = x[c];
    clauses.push(used ? [-used[c], ...labels] : labels.slice());
    atMost(labels, 1);
    if (used) for (const l of labels) clauses.push([used[c], -l]);
  }
  // The smallest loops, ruled out up front (sound under every rule): never all four edges of a 2×2 block,
  // and under no-touch never one label on all four cells (that forces those four edges).
  for (let r = 0; r + 1 < p.height; r++) {
    for (let c = 0; c + 1 < p.width; c++) {
      const [tl, tr, bl, br] = [r * p.width + c, r * p.width + c + 1, (r + 1) * p.width + c, (r + 1) * p.width + c + 1];
      clauses.push([-edge(tl, tr), -edge(bl, br), -edge(tl, bl), -edge(tr, br)]);
      if (rule === 'fill-notouch') for (let l = 0; l < k; l++) clauses.push([-x[tl][l], -x[tr][l], -x[bl][l], -x[br][l]]);
    }
  }
  for (const [key, e] of edgeVar) {
    const u = Math.floor(key / n);
    const v = key % n;
    for (let l = 0; l < k; l++) {
      clauses.push([-e, -x[u][l], x[v][l]]);
      clauses.push([-e, -x[v][l], x[u][l]]);
      if (rule === 'fill-notouch') clauses.push([e, -x[u][l], -x[v][l]]);
    }
  }
  return { clauses, vars, edgeVar };
}

function* subsets(items: number[], size: number, start = 0, prefix: number[] = []): Generator<number[]> {
  if (prefix.length === size) {
    yield prefix.slice();
    return;
  }
  for (let i = start; i <= items.length - (size - prefix.length); i++) {
    prefix.push(items[i]);
    yield* subsets(items, size, i + 1, prefix);
    prefix.pop();
  }
}

/** Runs the solver on the clauses; the true variables, or null when unsatisfiable. */
function solveCnf(solver: SatSolver, vars: number, clauses: number[][], dir: string): Set<number> | null {
  const cnf = join(dir, 'in.cnf');
  writeFileSync(cnf, `p cnf ${vars} ${clauses.length}\n${clauses.map((c) => `${c.join(' ')} 0`).join('\n')}\n`);
  if (solver === 'minisat') {
    const out = join(dir, 'out.txt');
    const r = spawnSync('minisat', ['-verb=0', cnf, out], { encoding: 'utf8' });
    if (r.status !== 10 && r.status !== 20) throw new Error(`minisat failed: ${r.stderr || r.stdout}`);
    const text = readFileSync(out, 'utf8');
    if (!text.startsWith('SAT')) return null;
    return new Set(text.split(/\s+/).map(Number).filter((v) => v > 0));
  }
  const r = spawnSync('cadical', ['-q', cnf], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 10 && r.status !== 20) throw new Error(`cadical failed: ${r.stderr || r.stdout}`);
  if (r.status === 20) return null;
  const values = r.stdout
    .split('\n')
    .filter((l) => l.startsWith('v '))
    .flatMap((l) => l.slice(2).trim().split(/\s+/).map(Number));
  return new Set(values.filter((v) => v > 0));
}

export interface SatOutcome {
  /** The solution's paths (null when the puzzle has none). */
  paths: Record<string, Cell[]> | null;
  /** Solver calls, and how many of them only cut a loop. */
  calls: number;
  loopsCut: number;
  vars: number;
  clauses: number;
  ms: number;
  /** With `unique`: whether a second, different solution exists. */
  another?: boolean;
}

/**
 * One solution (and, with `unique`, whether there is another), cutting loops
 * as they appear. Throws only when the solver itself fails.
 */
export function satSolve(p: NumberlinkPuzzle, rule: NumberlinkRule, solver: SatSolver, unique = false): SatOutcome {
  const started = Date.now();
  const enc = encode(p, rule);
  const dir = mkdtempSync(join(tmpdir(), 'numberlink-sat-'));
  const n = p.width * p.height;
  let calls = 0;
  let loopsCut = 0;
  try {
    const next = (): Set<number>[] | null => {
      for (;;) {
        calls++;
        const model = solveCnf(solver, enc.vars, enc.clauses, dir);
        if (!model) return null;
        const drawn = [...enc.edgeVar].filter(([, v]) => model.has(v)).map(([key]) => [Math.floor(key / n), key % n] as const);
        const loops = findLoops(p, drawn);
        if (loops.length === 0) return [model];
        for (const loop of loops) enc.clauses.push(loop.map(([u, v]) => -enc.edgeVar.get(Math.min(u, v) * n + Math.max(u, v))!));
        loopsCut++;
      }
    };
    const first = next();
    if (!first) return { paths: null, calls, loopsCut, vars: enc.vars, clauses: enc.clauses.length, ms: Date.now() - started };
    const model = first[0];
    const drawnVars = [...enc.edgeVar.values()];
    const paths = linksToPaths(p, [...enc.edgeVar].filter(([, v]) => model.has(v)).map(([key]) => [Math.floor(key / n), key % n] as [number, number]));
    const outcome: SatOutcome = { paths, calls, loopsCut, vars: enc.vars, clauses: enc.clauses.length, ms: 0 };
    if (unique) {
      // Another solution differs in at least one edge.
      enc.clauses.push(drawnVars.map((v) => (model.has(v) ? -v : v)));
      outcome.another = next() !== null;
      outcome.calls = calls;
      outcome.loopsCut = loopsCut;
    }
    outcome.ms = Date.now() - started;
    return outcome;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Connected components of drawn edges that contain no endpoint: closed loops, as edge lists. */
function findLoops(p: NumberlinkPuzzle, drawn: readonly (readonly [number, number])[]): [number, number][][] {
  const n = p.width * p.height;
  const adjacent: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of drawn) {
    adjacent[u].push(v);
    adjacent[v].push(u);
  }
  const seen = new Uint8Array(n);
  const loops: [number, number][][] = [];
  for (let start = 0; start < n; start++) {
    if (seen[start] || adjacent[start].length === 0) continue;
    const component: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const c = stack.pop()!;
      component.push(c);
      for (const d of adjacent[c]) if (!seen[d]) (seen[d] = 1), stack.push(d);
    }
    if (component.some((c) => p.cells[c] >= 0)) continue;
    const inLoop = new Set(component);
    loops.push(drawn.filter(([u, v]) => inLoop.has(u) && inLoop.has(v)).map(([u, v]) => [u, v]));
  }
  return loops;
}
