/**
 * A position seen as what is left of the exact-cover matrix (the lesson's
 * section 2): each empty cell keeps the values no filled cell of its row,
 * column or box has (the matrix rows left), and each condition — "r2c1 has a
 * value", "row 2 has a 4", "column 1 has a 4", "box 1 has a 4" — keeps the
 * rows that could still meet it. A condition with one row left is a forced
 * move (a single); one with no row left is a dead end.
 *
 * Every filled cell remembers when it was filled (`time`: −1 for the cells
 * the position starts with, 0 for a placement assumed for a trial, 1, 2 …
 * for the forced moves after it), so a proof can name only the moves it
 * needs (./forced-moves.ts).
 */
import type { Condition } from '../exact-cover-model';
import { boxCell, geometry, type Geometry } from '../puzzle';
import { popcount } from '../../../core/bits';

export { popcount };

export interface CandidateGrid {
  order: number;
  size: number;
  geo: Geometry;
  /** Values in reading order; 0 = empty. */
  cells: Int32Array;
  /** When each filled cell was filled (see above); unused for empty cells. */
  time: Int32Array;
  /** Candidate values of each empty cell as bits (bit v for value v; boards up to 25×25 fit). */
  mask: Int32Array;
}

/** The cells of unit u: rows 0 … N−1, then columns, then boxes (the order of the matrix's columns). */
export function unitCells(order: number, u: number): readonly number[] {
  return tablesOf(order).units[u];
}

/** Each cell's peers and each unit's cells, built once per order (a trial fills many cells). */
interface Tables {
  units: number[][];
  peers: number[][];
}
const tables = new Map<number, Tables>();

function tablesOf(order: number): Tables {
  let t = tables.get(order);
  if (t) return t;
  const size = order * order;
  const units = Array.from({ length: 3 * size }, (_, u) => {
    const k = Math.floor(u / size);
    const n = u % size;
    return Array.from({ length: size }, (_, j) => (k === 0 ? n * size + j : k === 1 ? j * size + n : boxCell(order, n, j)));
  });
  const geo = geometry(order);
  const peers = Array.from({ length: size * size }, (_, i) => {
    const seen = new Set<number>();
    for (const u of [geo.rowOf[i], size + geo.colOf[i], 2 * size + geo.boxOf[i]]) for (const j of units[u]) if (j !== i) seen.add(j);
    return [...seen];
  });
  t = { units, peers };
  tables.set(order, t);
  return t;
}

const KIND_OF_UNIT: Condition['kind'][] = ['row', 'column', 'box'];

/** The unit (0 … 3N−1) a unit condition is about. */
export function unitOf(size: number, c: Condition): number {
  return (c.kind === 'row' ? 0 : c.kind === 'column' ? 1 : 2) * size + c.unit;
}

/** The grid of a board whose filled cells (`cells`, 0 = empty) all count as the start (time −1). */
export function candidateGrid(order: number, cells: readonly number[]): CandidateGrid {
  const size = order * order;
  const geo = geometry(order);
  const grid: CandidateGrid = {
    order, size, geo,
    cells: Int32Array.from(cells),
    time: new Int32Array(cells.length).fill(-1),
    mask: new Int32Array(cells.length),
  };
  const all = (2 ** (size + 1) - 2) | 0;
  for (let i = 0; i < cells.length; i++) if (cells[i] === 0) grid.mask[i] = all;
  for (let i = 0; i < cells.length; i++) if (cells[i] !== 0) strike(grid, i, cells[i]);
  return grid;
}

export function cloneGrid(g: CandidateGrid): CandidateGrid {
  return { ...g, cells: g.cells.slice(), time: g.time.slice(), mask: g.mask.slice() };
}

/** Each cell that shares a row, column or box with cell i (i itself left out). */
export function peersOf(g: CandidateGrid, i: number): readonly number[] {
  return tablesOf(g.order).peers[i];
}

/** Removes value v from the candidates of every peer of cell i. */
function strike(g: CandidateGrid, i: number, v: number): void {
  const bit = 1 << v;
  for (const j of peersOf(g, i)) g.mask[j] &= ~bit;
}

/** Fills cell i with v at `time` (the row i#v is chosen: its conditions are met, the rows that clash leave). */
export function fill(g: CandidateGrid, i: number, v: number, time: number): void {
  g.cells[i] = v;
  g.time[i] = time;
  g.mask[i] = 0;
  strike(g, i, v);
}

/** The values of a candidate mask, ascending. */
export function valuesOf(mask: number, size: number): number[] {
  const out: number[] = [];
  for (let v = 1; v <= size; v++) if (mask & (1 << v)) out.push(v);
  return out;
}

/** The matrix rows left in a condition, as (cell, value) pairs in reading order. */
export function rowsLeft(g: CandidateGrid, c: Condition): { cell: number; value: number }[] {
  if (c.kind === 'cell') return g.cells[c.unit] !== 0 ? [] : valuesOf(g.mask[c.unit], g.size).map((value) => ({ cell: c.unit, value }));
  const bit = 1 << c.value;
  return unitCells(g.order, unitOf(g.size, c)).filter((i) => g.cells[i] === 0 && (g.mask[i] & bit) !== 0).map((cell) => ({ cell, value: c.value }));
}

/** Every open condition (not met by a filled cell) with its number of rows left, in the matrix's column order. */
export function openConditions(g: CandidateGrid): { condition: Condition; rows: number }[] {
  const out: { condition: Condition; rows: number }[] = [];
  for (let i = 0; i < g.cells.length; i++) {
    if (g.cells[i] === 0) out.push({ condition: { kind: 'cell', unit: i, value: 0 }, rows: popcount(g.mask[i]) });
  }
  const counts = new Int32Array(g.size + 1);
  for (let u = 0; u < 3 * g.size; u++) {
    counts.fill(0);
    let met = 0;
    for (const i of unitCells(g.order, u)) {
      if (g.cells[i] !== 0) met |= 1 << g.cells[i];
      else for (let v = 1; v <= g.size; v++) if (g.mask[i] & (1 << v)) counts[v]++;
    }
    for (let v = 1; v <= g.size; v++) {
      if (met & (1 << v)) continue;
      out.push({ condition: { kind: KIND_OF_UNIT[Math.floor(u / g.size)], unit: u % g.size, value: v }, rows: counts[v] });
    }
  }
  return out;
}


/** The lowest value whose bit is set in x (x ≠ 0). */
function lowestValue(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/**
 * The first condition with no row left (a dead end), else the first with
 * one row left (a forced move), in the matrix's column order; null when every
 * open condition has two rows or more (or none is open: the board is full).
 * Runs after every forced move, so a unit is read with bit masks — the
 * values seen once, seen twice, met — rather than value by value.
 */
export function firstForcedOrDead(g: CandidateGrid): { condition: Condition; rows: number } | null {
  let single: { condition: Condition; rows: number } | null = null;
  for (let i = 0; i < g.cells.length; i++) {
    if (g.cells[i] !== 0) continue;
    const m = g.mask[i];
    if (m === 0) return { condition: { kind: 'cell', unit: i, value: 0 }, rows: 0 };
    if (single === null && (m & (m - 1)) === 0) single = { condition: { kind: 'cell', unit: i, value: 0 }, rows: 1 };
  }
  const all = (2 ** (g.size + 1) - 2) | 0;
  const { units } = tablesOf(g.order);
  for (let u = 0; u < units.length; u++) {
    let once = 0;
    let twice = 0;
    let met = 0;
    for (const i of units[u]) {
      if (g.cells[i] !== 0) {
        met |= 1 << g.cells[i];
        continue;
      }
      twice |= once & g.mask[i];
      once |= g.mask[i];
    }
    const kind = KIND_OF_UNIT[Math.floor(u / g.size)];
    const dead = all & ~met & ~once;
    if (dead !== 0) return { condition: { kind, unit: u % g.size, value: lowestValue(dead) }, rows: 0 };
    const singles = once & ~twice & ~met;
    if (single === null && singles !== 0) single = { condition: { kind, unit: u % g.size, value: lowestValue(singles) }, rows: 1 };
  }
  return single;
}
