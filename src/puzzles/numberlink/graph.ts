/**
 * The board as a graph (cells = vertices, orthogonal neighbours = edges) and
 * the order in which the ZDD decides its edges.
 *
 * The order is the classic one for grids (Knuth's SIMPATH, Yoshinaka et al.):
 * sweep the board line by line along its SHORTER side, and at each cell decide
 * its edge to the next cell of the line, then its edge to the cell below.
 * Why: a ZDD level remembers only the "frontier" — the cells already touched
 * by a decided edge that still have undecided ones — and the number of
 * different states (mate arrays) a level can hold grows exponentially with
 * the frontier's width. With this sweep the frontier is one line plus one
 * cell (width + 1 cells), so a 40×20 board is swept column by column with a
 * frontier of 21 cells, not row by row with 41.
 *
 * Which corner the sweep starts from changes nothing in the frontier's width
 * but a lot in how many states it holds (the benchmark measured up to 8× on
 * public 40×20 boards): where the paths are tightly constrained early, fewer
 * partial solutions survive. A square board has no shorter side; there the
 * probe tries both sweeps. An `Orientation` names the corner: `reverse`
 * starts from the last line (bottom row, right column), `mirror` runs every
 * line from its far end.
 *
 * Vertices are numbered in sweep order, so the frontier is always a window of
 * consecutive vertex numbers; edges are listed in decision order.
 */
import { int32Arrays } from '../../core/int32-arrays';
import type { NumberlinkPuzzle } from './puzzle';

export type Sweep = 'rows' | 'columns';

export interface Orientation {
  sweep: Sweep;
  /** Start from the last line (the bottom row, or the right column). */
  reverse: boolean;
  /** Run each line from its far end (right to left, or bottom to top). */
  mirror: boolean;
}

export interface GridGraph {
  /** The puzzle's size. */
  width: number;
  height: number;
  /** 'rows': top to bottom, each row left to right; 'columns': left to right, each column top to bottom (before reverse / mirror). */
  sweep: Sweep;
  orientation: Orientation;
  /** Vertices (= cells). */
  n: number;
  /** Cells per line of the sweep (the frontier is `line + 1` cells wide). */
  line: number;
  /** Cell index (r·width + c) of each vertex. */
  cellOf: Int32Array;
  /** Vertex of each cell. */
  vertexOf: Int32Array;
  /** Label index of each vertex's endpoint, or −1. */
  label: Int32Array;
  /** Edge e joins vertices a[e] < b[e]; edges are in decision order. */
  a: Int32Array;
  b: Int32Array;
  m: number;
  /** Number of labels. */
  k: number;
}

/** Which way to sweep: along the shorter side, unless told. */
export function chooseSweep(p: { width: number; height: number }): Sweep {
  return p.width <= p.height ? 'rows' : 'columns';
}

/**
 * The orders the probe tries: the four starting corners of the sweep along
 * the shorter side. On a square board both sweeps have the same frontier, and
 * they differ as much as the corners do (on a public 12×12 board the best
 * column sweep built 2.7× fewer nodes than the best row sweep), so the four
 * corners of each are tried.
 */
export function orientations(p: { width: number; height: number }): Orientation[] {
  const sweeps: Sweep[] = p.width === p.height ? ['rows', 'columns'] : [chooseSweep(p)];
  return sweeps.flatMap((sweep) => [false, true].flatMap((reverse) => [false, true].map((mirror) => ({ sweep, reverse, mirror }))));
}

export function gridGraph(p: NumberlinkPuzzle, how: Sweep | Orientation = chooseSweep(p)): GridGraph {
  const orientation: Orientation = typeof how === 'string' ? { sweep: how, reverse: false, mirror: false } : how;
  const sweep = orientation.sweep;
  const n = p.width * p.height;
  const line = sweep === 'rows' ? p.width : p.height;
  const lines = sweep === 'rows' ? p.height : p.width;
  const m = lines * (line - 1) + (lines - 1) * line;
  // One store for the five (a small board is laid out once per corner its probe tries).
  const [cellOf, vertexOf, label, a, b] = int32Arrays([n, n, n, m, m]);
  for (let v = 0; v < n; v++) {
    const along = orientation.mirror ? line - 1 - (v % line) : v % line;
    const across = orientation.reverse ? lines - 1 - Math.floor(v / line) : Math.floor(v / line);
    const cell = sweep === 'rows' ? across * p.width + along : along * p.width + across;
    cellOf[v] = cell;
    vertexOf[cell] = v;
    label[v] = p.cells[cell];
  }
  let e = 0;
  for (let v = 0; v < n; v++) {
    if (v % line + 1 < line) {
      a[e] = v;
      b[e++] = v + 1;
    }
    if (v + line < n) {
      a[e] = v;
      b[e++] = v + line;
    }
  }
  return { width: p.width, height: p.height, sweep, orientation, n, line, cellOf, vertexOf, label, a, b, m, k: p.labels.length };
}
