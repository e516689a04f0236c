/**
 * What the givens leave open: the clash check every method runs first, and
 * the candidates (cell, value) that no given rules out. The exact-cover and
 * CNF models are built over these candidates only, which is what lets a
 * 225×225 board with two thirds of its cells given fit in a browser tab: the
 * full models would have N³ = 11 million (cell, value) pairs.
 *
 * Removing a candidate because a given in the same row, column or box has its
 * value is not a search step: it is the rule itself applied to the givens,
 * exactly what the unit clauses of the givens do in the first round of
 * propagation. Nothing beyond that is deduced here.
 */
import { SpareArray } from '../../core/spare-array';
import { boxCell, cellName, geometry, type SudokuPuzzle } from './puzzle';

/**
 * Two givens with the same value in one row, column or box, said in words (cells
 * named r1c1, as everywhere on the page);
 * null when the givens keep the rules. Such a board has no solution, and it is
 * reported as unsolvable (not as bad input): the text was read fine.
 */
export function givenClash(p: SudokuPuzzle): string | null {
  const { size, order } = p;
  const seen = new Int32Array(size + 1);
  const scan = (kind: string, unit: number, cellOf: (k: number) => number): string | null => {
    seen.fill(-1);
    for (let k = 0; k < size; k++) {
      const i = cellOf(k);
      const v = p.cells[i];
      if (v === 0) continue;
      if (seen[v] >= 0) {
        return `the givens break the rules: ${v} stands twice in ${kind} ${unit + 1} (at ${cellName(size, seen[v])} and at ${cellName(size, i)}), so the board has no solution`;
      }
      seen[v] = i;
    }
    return null;
  };
  for (let u = 0; u < size; u++) {
    const clash =
      scan('row', u, (k) => u * size + k) ?? scan('column', u, (k) => k * size + u) ?? scan('box', u, (k) => boxCell(order, u, k));
    if (clash) return clash;
  }
  return null;
}

/** The open candidates, cell by cell: cells[j] is the j-th empty cell, its values digits[start[j] … start[j+1]). */
export interface OpenCandidates {
  /** Empty cells in reading order (cell index r·N + c). */
  cells: Int32Array;
  /** CSR offsets into `digits`, length cells.length + 1. */
  start: Int32Array;
  /** Values 1 … N, ascending within a cell. */
  digits: Int32Array;
  /** Values already placed by the givens: used[unit·(N+1) + v] for rows, columns, boxes. */
  rowUsed: Int32Array;
  colUsed: Int32Array;
  boxUsed: Int32Array;
}

/** The storage of the last candidates released (releaseOpenCandidates), for the next listing. */
const spareCandidates = new SpareArray(Int32Array, 1 << 18);

/** Gives the candidates' storage back for the next listing, once nothing reads them any more. */
export function releaseOpenCandidates(open: OpenCandidates): void {
  spareCandidates.give(open.cells);
}

/**
 * Every (empty cell, value) that no given in the cell's row, column or box
 * rules out. `tick(work)` is called as the scan goes (N per cell), so a
 * caller with a budget can stop a very large board early; it returns true to
 * stop, and then null is returned.
 */
export function openCandidates(p: SudokuPuzzle, tick?: (work: number) => boolean): OpenCandidates | null {
  const { size } = p;
  const g = geometry(p.order);
  const stride = size + 1;
  let empty = 0;
  for (let i = 0; i < g.cells; i++) if (p.cells[i] === 0) empty++;
  // The values the givens use, the cells, their starts and room for 8 values a cell
  // (a 9×9 board never grows it; a larger one may, by doubling) in one allocation,
  // the spare one when it is free: this runs once per board, and on a 9×9 board a
  // typed array's own backing store costs about as much as filling it.
  const units = size * stride;
  const store = spareCandidates.take(3 * units + 2 * empty + 1 + Math.max(16, empty * Math.min(size, 8)));
  const rowUsed = store.subarray(0, units);
  const colUsed = store.subarray(units, 2 * units);
  const boxUsed = store.subarray(2 * units, 3 * units);
  for (let i = 0; i < g.cells; i++) {
    const v = p.cells[i];
    if (v === 0) continue;
    rowUsed[g.rowOf[i] * stride + v] = 1;
    colUsed[g.colOf[i] * stride + v] = 1;
    boxUsed[g.boxOf[i] * stride + v] = 1;
  }
  const cells = store.subarray(3 * units, 3 * units + empty);
  const start = store.subarray(3 * units + empty, 3 * units + 2 * empty + 1);
  let digits = store.subarray(3 * units + 2 * empty + 1);
  let n = 0;
  let j = 0;
  let work = 0;
  for (let i = 0; i < g.cells; i++) {
    if (p.cells[i] !== 0) continue;
    const r = g.rowOf[i] * stride;
    const c = g.colOf[i] * stride;
    const b = g.boxOf[i] * stride;
    cells[j] = i;
    start[j] = n;
    for (let v = 1; v <= size; v++) {
      if (rowUsed[r + v] | colUsed[c + v] | boxUsed[b + v]) continue;
      if (n === digits.length) {
        const grown = new Int32Array(digits.length * 2);
        grown.set(digits);
        digits = grown;
      }
      digits[n++] = v;
    }
    j++;
    work += size;
    if (tick && tick(work)) return null;
  }
  start[empty] = n;
  return { cells, start, digits: digits.subarray(0, n), rowUsed, colUsed, boxUsed };
}

/** The number of open candidates (rows of the exact-cover matrix, value variables of the CNF). */
export function candidateCount(open: OpenCandidates): number {
  return open.start[open.cells.length];
}

/**
 * A lower bound on the candidates openCandidates would list, in one pass over
 * the givens and one over the cells, storing nothing per candidate: an empty
 * cell keeps at least `size − (givens in its row + column + box)` values (the
 * three sets may overlap, so the union is no larger than the sum). Both
 * methods refuse a board whose model this bound already puts over their cap,
 * before listing a single candidate — an empty 625×625 board would list 244
 * million of them (about a gigabyte) only to be refused afterwards.
 */
export function candidateLowerBound(p: SudokuPuzzle): number {
  const { size } = p;
  const g = geometry(p.order);
  const rowGivens = new Int32Array(size);
  const colGivens = new Int32Array(size);
  const boxGivens = new Int32Array(size);
  for (let i = 0; i < g.cells; i++) {
    if (p.cells[i] === 0) continue;
    rowGivens[g.rowOf[i]]++;
    colGivens[g.colOf[i]]++;
    boxGivens[g.boxOf[i]]++;
  }
  let bound = 0;
  for (let i = 0; i < g.cells; i++) {
    if (p.cells[i] !== 0) continue;
    bound += Math.max(0, size - rowGivens[g.rowOf[i]] - colGivens[g.colOf[i]] - boxGivens[g.boxOf[i]]);
  }
  return bound;
}
