/**
 * Drawn edges turned into the solution's paths: each label's path walked
 * from its first endpoint (in reading order) along the drawn edges to the
 * other. Used for the ZDD's edge sets and for any other method's answer; the
 * result goes to rules.ts like any other answer, so a wrong set of edges
 * cannot slip through here.
 */
import { textKeyed } from '../../core/text-keyed';
import type { GridGraph } from './graph';
import { endpoints, type Cell, type NumberlinkPuzzle } from './puzzle';

/** The paths along drawn edges given as pairs of cell indices (r·width + c). */
export function linksToPaths(p: NumberlinkPuzzle, drawn: Iterable<readonly [number, number]>): Record<string, Cell[]> {
  const n = p.width * p.height;
  // Up to two neighbours per cell along drawn edges (−1 = none).
  const next = new Int32Array(2 * n).fill(-1);
  const link = (x: number, y: number): void => {
    if (next[2 * x] < 0) next[2 * x] = y;
    else next[2 * x + 1] = y;
  };
  for (const [x, y] of drawn) {
    link(x, y);
    link(y, x);
  }
  const paths = textKeyed<Cell[]>();
  endpoints(p).forEach(([start], k) => {
    const path: Cell[] = [];
    let prev = -1;
    let at = start;
    // A walk never repeats a cell in a valid solution; the bound keeps a broken one finite.
    for (let steps = 0; at >= 0 && steps <= n; steps++) {
      path.push([Math.floor(at / p.width), at % p.width]);
      const to = next[2 * at] !== prev ? next[2 * at] : next[2 * at + 1];
      prev = at;
      at = to;
    }
    paths[p.labels[k]] = path;
  });
  return paths;
}

/** The paths of a set of edges of the graph (edge indices in decision order). */
export function edgesToPaths(p: NumberlinkPuzzle, g: GridGraph, edges: readonly number[]): Record<string, Cell[]> {
  return linksToPaths(
    p,
    edges.map((e) => [g.cellOf[g.a[e]], g.cellOf[g.b[e]]] as const),
  );
}
