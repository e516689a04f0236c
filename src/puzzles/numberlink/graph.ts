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
 * Vertices are numbered in sweep order, so the frontier is always a window of
 * consecutive vertex numbers; edges are listed in decision order.
 */
import type { NumberlinkPuzzle } from './puzzle';

export type Sweep = 'rows' | 'columns';

export interface GridGraph {
  /** The puzzle's size. */
  width: number;
  height: number;
  /** 'rows': top to bottom, each row left to right; 'columns': left to right, each column top to bottom. */
  sweep: Sweep;
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

export function gridGraph(p: NumberlinkPuzzle, sweep: Sweep = chooseSweep(p)): GridGraph {
  const n = p.width * p.height;
  const line = sweep === 'rows' ? p.width : p.height;
  const lines = sweep === 'rows' ? p.height : p.width;
  const cellOf = new Int32Array(n);
  const vertexOf = new Int32Array(n);
  const label = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    const along = v % line;
    const across = Math.floor(v / line);
    const cell = sweep === 'rows' ? across * p.width + along : along * p.width + across;
    cellOf[v] = cell;
    vertexOf[cell] = v;
    label[v] = p.cells[cell];
  }
  const m = lines * (line - 1) + (lines - 1) * line;
  const a = new Int32Array(m);
  const b = new Int32Array(m);
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
  return { width: p.width, height: p.height, sweep, n, line, cellOf, vertexOf, label, a, b, m, k: p.labels.length };
}
