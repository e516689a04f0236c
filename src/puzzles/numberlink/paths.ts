/**
 * A set of edges (what a ZDD path takes) turned into the solution's paths:
 * each label's path walked from its first endpoint (in reading order) along
 * the taken edges to the other. The result goes to rules.ts like any other
 * answer, so a wrong diagram cannot slip through here.
 */
import type { GridGraph } from './graph';
import { endpoints, type Cell, type NumberlinkPuzzle } from './puzzle';

export function edgesToPaths(p: NumberlinkPuzzle, g: GridGraph, edges: readonly number[]): Record<string, Cell[]> {
  const n = p.width * p.height;
  // Up to two neighbours per cell along taken edges (−1 = none).
  const next = new Int32Array(2 * n).fill(-1);
  const link = (x: number, y: number): void => {
    if (next[2 * x] < 0) next[2 * x] = y;
    else next[2 * x + 1] = y;
  };
  for (const e of edges) {
    const x = g.cellOf[g.a[e]];
    const y = g.cellOf[g.b[e]];
    link(x, y);
    link(y, x);
  }
  const paths: Record<string, Cell[]> = {};
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
