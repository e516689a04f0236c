/**
 * Why the sweep's edge order matters, on one board: the widest frontier of
 * the solver's own order (at each cell its edge along the line, then its edge
 * across, line by line) against a naive order that decides every edge along
 * the lines first and every edge across them after. In the naive order no cell
 * can leave the frontier until its edge across is decided, so nearly the whole
 * board is on the frontier at once; the number of mate arrays grows
 * exponentially with that width. Both widths come from the same frontier tables
 * the solver builds from.
 */
import { frontierTables } from '../../puzzles/numberlink/frontier';
import { gridGraph } from '../../puzzles/numberlink/graph';
import type { Orientation } from '../../puzzles/numberlink/graph';
import type { NumberlinkPuzzle } from '../../puzzles/numberlink/puzzle';

export interface OrderWidths {
  /** Widest frontier of the sweep, in cells. */
  sweep: number;
  /** Widest frontier when every edge along the lines comes before every edge across them. */
  linesFirst: number;
}

export function orderWidths(p: NumberlinkPuzzle, orientation: Orientation): OrderWidths {
  const g = gridGraph(p, orientation);
  const sweep = frontierTables(g.n, g.a, g.b).maxWidth;
  const line = orientation.sweep === 'rows' ? p.width : p.height;
  // An edge runs along its line when its two vertices are neighbours in the line (numbered one apart).
  const along = (e: number) => g.b[e] - g.a[e] === 1 && Math.floor(g.a[e] / line) === Math.floor(g.b[e] / line);
  const ids = Array.from(g.a, (_, e) => e);
  const order = [...ids.filter(along), ...ids.filter((e) => !along(e))];
  const a = Int32Array.from(order, (e) => g.a[e]);
  const b = Int32Array.from(order, (e) => g.b[e]);
  return { sweep, linesFirst: frontierTables(g.n, a, b).maxWidth };
}
