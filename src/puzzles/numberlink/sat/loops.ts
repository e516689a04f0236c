/**
 * The closed loops of a model: the degree clauses give every cell on a
 * path two drawn edges and every endpoint one, so the drawn edges form the
 * paths plus, possibly, closed loops that touch no endpoint. Such a loop is
 * no part of any solution (a path through all of its edges would have to
 * be that loop), so the clause "not all of these edges" is sound: it cuts
 * this loop and nothing a solution needs. The rules check (rules.ts) would
 * reject an answer with a loop anyway — under fill a loop's cells lie on no
 * path, under nikoli it is an extra path without endpoints — so cutting
 * until none is left is what makes the answer a solution.
 */
import type { NumberlinkPuzzle } from '../puzzle';
import type { NumberlinkCnf } from './encode';

export interface ClosedLoop {
  /** The loop's cells (indices r·width + c). */
  cells: number[];
  /** The variables of its drawn edges. */
  edgeVars: number[];
}

/** The drawn edges of a model, as edge indices. */
export function drawnEdges(f: NumberlinkCnf, value: (v: number) => boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < f.edgeVar.length; i++) if (value(f.edgeVar[i])) out.push(i);
  return out;
}

/** Components of the drawn edges that hold no endpoint. */
export function closedLoops(p: NumberlinkPuzzle, f: NumberlinkCnf, drawn: readonly number[]): ClosedLoop[] {
  const n = p.width * p.height;
  // Adjacency along drawn edges, up to four per cell: edge indices.
  const around: number[][] = Array.from({ length: n }, () => []);
  for (const i of drawn) {
    around[f.edgeU[i]].push(i);
    around[f.edgeV[i]].push(i);
  }
  const seen = new Uint8Array(n);
  const loops: ClosedLoop[] = [];
  for (let start = 0; start < n; start++) {
    if (seen[start] || around[start].length === 0) continue;
    const cells: number[] = [];
    const edges = new Set<number>();
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const c = stack.pop()!;
      cells.push(c);
      for (const i of around[c]) {
        edges.add(i);
        const d = f.edgeU[i] === c ? f.edgeV[i] : f.edgeU[i];
        if (!seen[d]) {
          seen[d] = 1;
          stack.push(d);
        }
      }
    }
    if (cells.some((c) => p.cells[c] >= 0)) continue;
    loops.push({ cells, edgeVars: [...edges].map((i) => f.edgeVar[i]) });
  }
  return loops;
}
