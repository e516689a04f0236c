/**
 * The Sudoku board as plain data, and the geometry every other file asks
 * about: which row, column and box a cell is in.
 *
 * A board of order n has N = n² rows and columns and N boxes of n×n cells;
 * the values are 1 … N. Every method, the parser and the rules check work
 * from these few definitions, so 4×4 and 400×400 boards take one code path.
 */

export interface SudokuPuzzle {
  /** The box side n (3 for the usual 9×9 board). */
  order: number;
  /** N = n²: the number of rows, columns, boxes and values. */
  size: number;
  /** N² values in reading order (row by row); 0 is an empty cell. */
  cells: readonly number[];
}

/** The filled board as the CLI prints it: N rows of N numbers (ARCHITECTURE.md §5). */
export type SudokuSolution = number[][];

/** Smallest and largest order read: 4×4 boards up to 625×625 (order 25). */
export const MIN_ORDER = 2;
export const MAX_ORDER = 25;

/** Cell index → row, column and box, for a board of order n. */
export interface Geometry {
  order: number;
  size: number;
  cells: number;
  rowOf: Int32Array;
  colOf: Int32Array;
  boxOf: Int32Array;
}

const geometries = new Map<number, Geometry>();

/** The tables for order n (built once per order and shared). */
export function geometry(order: number): Geometry {
  let g = geometries.get(order);
  if (!g) {
    const size = order * order;
    const cells = size * size;
    const rowOf = new Int32Array(cells);
    const colOf = new Int32Array(cells);
    const boxOf = new Int32Array(cells);
    // Every row is a copy of one of `order` template rows (its columns, and its boxes by its band), made
    // with native fills and copies: a 625×625 board has 390,625 cells, and these tables are made inside
    // the first solve's time limit, where a loop of divisions per cell took tens of milliseconds.
    const columns = new Int32Array(size);
    const bandBoxes: Int32Array[] = [];
    for (let c = 0; c < size; c++) columns[c] = c;
    for (let band = 0; band < order; band++) {
      const row = new Int32Array(size);
      for (let c = 0; c < size; c++) row[c] = band * order + Math.floor(c / order);
      bandBoxes.push(row);
    }
    for (let r = 0; r < size; r++) {
      rowOf.fill(r, r * size, (r + 1) * size);
      colOf.set(columns, r * size);
      boxOf.set(bandBoxes[Math.floor(r / order)], r * size);
    }
    g = { order, size, cells, rowOf, colOf, boxOf };
    geometries.set(order, g);
  }
  return g;
}

/** The cell index of the k-th cell (k = 0 … N−1) of box b, in reading order inside the box. */
export function boxCell(order: number, box: number, k: number): number {
  const size = order * order;
  const r = Math.floor(box / order) * order + Math.floor(k / order);
  const c = (box % order) * order + (k % order);
  return r * size + c;
}

/** "r3c7": 1-based row and column, as the lesson and the traces name cells. */
export function cellName(size: number, cell: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/** The puzzle's cells as N rows (a fresh array). */
export function toRows(p: SudokuPuzzle): number[][] {
  const rows: number[][] = [];
  for (let r = 0; r < p.size; r++) rows.push(p.cells.slice(r * p.size, (r + 1) * p.size));
  return rows;
}

/** The order n with n⁴ = count, or null when count is not a fourth power of an n ≥ 2. */
export function orderOfCellCount(count: number): number | null {
  const n = Math.round(Math.sqrt(Math.sqrt(count)));
  return n >= MIN_ORDER && n ** 4 === count ? n : null;
}

/** The order n with n² = size, or null when size is not a square of an n ≥ 2. */
export function orderOfSize(size: number): number | null {
  const n = Math.round(Math.sqrt(size));
  return n >= MIN_ORDER && n * n === size ? n : null;
}

/** The number of givens (non-empty cells). */
export function givenCount(p: SudokuPuzzle): number {
  let k = 0;
  for (const v of p.cells) if (v !== 0) k++;
  return k;
}
