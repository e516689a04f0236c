/**
 * A reader's position in play mode: for every edge of the board (a pair of
 * neighbouring cells), whether the reader drew a line there, marked it "no
 * line", or left it open. Plain data — an array of marks in a fixed edge
 * order, so it copies cheaply into an undo history and packs into a link.
 *
 * The edge order is the board's reading order: for each cell, row by row,
 * its edge to the right, then its edge down. It does not depend on the
 * solver's sweep (which picks a corner per board), so a link made today
 * opens the same position whatever order the solver uses.
 *
 * `facts` derives what every rule asks about a position: each cell's lines
 * and open edges, and the pieces of path the lines make (which labels each
 * holds, whether it closed a loop). Labels are label indices (numbers), never
 * user text as object keys.
 */
import { EMPTY, type Cell, type NumberlinkPuzzle, type NumberlinkRule } from '../puzzle';

export const OPEN = 0;
export const LINE = 1;
export const NO_LINE = 2;
export type EdgeMark = typeof OPEN | typeof LINE | typeof NO_LINE;

/** The marks, one per edge in reading order (see `playEdges`). */
export type Position = readonly EdgeMark[];

/** The board's edges in reading order, as cell-index pairs [a, b] with a < b. */
export function playEdges(p: { width: number; height: number }): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < p.width * p.height; i++) {
    if ((i % p.width) + 1 < p.width) out.push([i, i + 1]);
    if (i + p.width < p.width * p.height) out.push([i, i + p.width]);
  }
  return out;
}

export function emptyPosition(p: { width: number; height: number }): EdgeMark[] {
  return playEdges(p).map(() => OPEN);
}

/** The index of the edge between cells a and b, or −1 when they are not neighbours. */
export function edgeIndex(p: { width: number; height: number }, a: number, b: number): number {
  const [x, y] = a < b ? [a, b] : [b, a];
  const w = p.width;
  const n = p.width * p.height;
  const r = Math.floor(x / w);
  const c = x % w;
  // Edges before row r: each full row has (w − 1) right edges and w down edges, the last row no down edges.
  const before = r * (2 * w - 1);
  const downs = r + 1 < p.height;
  if (y === x + 1 && c + 1 < w) return before + (downs ? 2 * c : c);
  if (y === x + w && y < n) return before + 2 * c + (c + 1 < w ? 1 : 0);
  return -1;
}

export const at = ([r, c]: Cell): string => `(${r + 1}, ${c + 1})`;
export const cellAt = (p: { width: number }, i: number): Cell => [Math.floor(i / p.width), i % p.width];

/** A position with one edge's mark changed (a new array; positions are never changed in place). */
export function withMark(pos: Position, edge: number, mark: EdgeMark): EdgeMark[] {
  const next = pos.slice();
  next[edge] = mark;
  return next;
}

export interface PositionFacts {
  edges: [number, number][];
  /** Per cell: its edges (indices). */
  cellEdges: number[][];
  /** Per cell: lines drawn at it. */
  lines: number[];
  /** Per cell: the lines it takes in a solution at most (1 for an endpoint, 2 otherwise). */
  cap: number[];
  /** Per cell: the root of its piece (cells joined by lines). */
  piece: number[];
  /** Per piece root: the label indices of the endpoints it holds. */
  pieceLabels: Map<number, number[]>;
  /** Piece roots whose lines close a loop. */
  loops: Set<number>;
}

export function facts(p: NumberlinkPuzzle, pos: Position): PositionFacts {
  const n = p.width * p.height;
  const edges = playEdges(p);
  const cellEdges: number[][] = Array.from({ length: n }, () => []);
  const lines = new Array<number>(n).fill(0);
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]];
    return x;
  };
  const loopCells: number[] = [];
  edges.forEach(([a, b], e) => {
    cellEdges[a].push(e);
    cellEdges[b].push(e);
    if (pos[e] !== LINE) return;
    lines[a]++;
    lines[b]++;
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) loopCells.push(a);
    else parent[ra] = rb;
  });
  const piece = Array.from({ length: n }, (_, i) => find(i));
  const pieceLabels = new Map<number, number[]>();
  p.cells.forEach((label, i) => {
    if (label === EMPTY) return;
    const list = pieceLabels.get(piece[i]) ?? [];
    list.push(label);
    pieceLabels.set(piece[i], list);
  });
  const cap = p.cells.map((label) => (label === EMPTY ? 2 : 1));
  return { edges, cellEdges, lines, cap, piece, pieceLabels, loops: new Set(loopCells.map((c) => piece[c])) };
}

/** The other cell of edge e. */
export const across = (f: PositionFacts, e: number, cell: number): number => (f.edges[e][0] === cell ? f.edges[e][1] : f.edges[e][0]);

/**
 * The edges still open at a cell that could take a line: not yet decided, and
 * leading to a neighbour with room for one more line (a full neighbour can
 * take none, by the degree rule).
 */
export function openEdges(f: PositionFacts, cell: number, pos: Position): number[] {
  return f.cellEdges[cell].filter((e) => pos[e] === OPEN && f.lines[across(f, e, cell)] < f.cap[across(f, e, cell)]);
}

/** How many lines a cell must still get: an endpoint its one; under a fill rule a plain cell two; a started line must go on. */
export function stillNeeds(p: NumberlinkPuzzle, rule: NumberlinkRule, f: PositionFacts, cell: number): number {
  const lines = f.lines[cell];
  if (p.cells[cell] !== EMPTY) return Math.max(0, 1 - lines);
  if (rule !== 'nikoli' || lines > 0) return Math.max(0, 2 - lines);
  return 0;
}

/** Every edge decided, as lines or no line. */
export const isFull = (pos: Position): boolean => pos.every((m) => m !== OPEN);
