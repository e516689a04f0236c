/**
 * Sudoku as exact cover (the reduction the lesson teaches): a row of the
 * matrix for every (cell, value) a cell may take, and a column for every
 * condition the rules state — each cell has a value, each row has each
 * value, each column has each value, each box has each value. A set of rows
 * covering every column exactly once is a filled board.
 *
 * The givens are applied before the matrix is built: their cells get no
 * rows, the conditions they already meet get no columns, and rows that clash
 * with a given are left out (./candidates.ts). So the matrix is over what the
 * givens leave open — as in the lesson's 4×4 example, where only the empty
 * cells have rows.
 */
import { article } from '../../core/numbers';
import { SpareArray } from '../../core/spare-array';
import type { ExactCoverProblem } from '../../exact-cover/problem';
import type { OpenCandidates } from './candidates';
import { boxCell, cellName, geometry, type SudokuPuzzle } from './puzzle';

export type ConditionKind = 'cell' | 'row' | 'column' | 'box';
const KINDS: ConditionKind[] = ['cell', 'row', 'column', 'box'];

/** What a column of the matrix asks for. */
export interface Condition {
  kind: ConditionKind;
  /** Cell index for `cell`; row, column or box number (0-based) otherwise. */
  unit: number;
  /** The value asked for (0 for a cell condition). */
  value: number;
}

export interface SudokuExactCover {
  problem: ExactCoverProblem;
  size: number;
  /** Matrix row → its cell (r·N + c) and value. */
  rowCell: Int32Array;
  rowValue: Int32Array;
  /** Matrix column → its condition. */
  columnKind: Int32Array;
  columnUnit: Int32Array;
  columnValue: Int32Array;
}

/** The storage of the last matrix released (releaseExactCover), for the next build. */
const spareModel = new SpareArray(Int32Array, 1 << 18);

/**
 * Gives the matrix's storage back for the next build, once nothing reads the
 * matrix any more (the dlx method, after its answer is written out).
 */
export function releaseExactCover(m: SudokuExactCover): void {
  spareModel.give(m.rowCell);
}

/** Builds the matrix over the open candidates; `tick(work)` may stop it (then null). */
export function sudokuExactCover(p: SudokuPuzzle, open: OpenCandidates, tick?: (work: number) => boolean): SudokuExactCover | null {
  const { size } = p;
  const g = geometry(p.order);
  const stride = size + 1;
  // Column numbers for the open conditions, in the order cell, row, column, box.
  // Typed arrays sized for the most columns there can be: this runs once per
  // board, and on easy 9×9 boards building the matrix costs as much as the search.
  // The Int32 arrays share one allocation (one backing store per board instead of eight).
  const most = open.cells.length + 3 * size * size;
  const count = open.start[open.cells.length];
  const all = spareModel.take(3 * most + g.cells + 3 * size * stride + 2 * count + (count + 1) + 4 * count);
  let at = 0;
  const take = (n: number) => all.subarray(at, (at += n));
  const columnKind = take(most);
  const columnUnit = take(most);
  const columnValue = take(most);
  const cellColumn = take(g.cells);
  const unitColumn = take(3 * size * stride);
  const rowCell = take(count);
  const rowValue = take(count);
  const rowStart = take(count + 1);
  const items = take(4 * count);
  let columns = 0;
  cellColumn.fill(-1);
  for (let j = 0; j < open.cells.length; j++) {
    columnUnit[columns] = open.cells[j];
    cellColumn[open.cells[j]] = columns++;
  }
  // unitColumn[(k·N + unit)·(N+1) + v]: the column of "unit of kind k has v" (k: row, column, box), −1 when a given meets it.
  unitColumn.fill(-1);
  for (let k = 0; k < 3; k++) {
    const usedK = k === 0 ? open.rowUsed : k === 1 ? open.colUsed : open.boxUsed;
    for (let u = 0; u < size; u++) {
      for (let v = 1; v <= size; v++) {
        if (usedK[u * stride + v]) continue;
        columnKind[columns] = k + 1;
        columnUnit[columns] = u;
        columnValue[columns] = v;
        unitColumn[(k * size + u) * stride + v] = columns++;
      }
    }
  }
  // Every row has exactly four entries (its cell, row, column and box
  // conditions), so the compressed rows are filled in place: no builder, no
  // per-row call, and a much smaller function for V8 to compile.
  let r = 0;
  for (let j = 0; j < open.cells.length; j++) {
    const i = open.cells[j];
    const cellCol = cellColumn[i];
    const rowBase = g.rowOf[i] * stride;
    const colBase = (size + g.colOf[i]) * stride;
    const boxBase = (2 * size + g.boxOf[i]) * stride;
    for (let k = open.start[j]; k < open.start[j + 1]; k++, r++) {
      const v = open.digits[k];
      const at = 4 * r;
      items[at] = cellCol;
      items[at + 1] = unitColumn[rowBase + v];
      items[at + 2] = unitColumn[colBase + v];
      items[at + 3] = unitColumn[boxBase + v];
      rowStart[r + 1] = at + 4;
      rowCell[r] = i;
      rowValue[r] = v;
    }
    // Every cell ticks: a tick every 64 cells was a branch a 9×9 board almost
    // never takes, and taking it threw away the compiled function (V8 had no
    // feedback for it) — a recompile costing more than the ticks.
    if (tick && tick(4 * r)) return null;
  }
  return {
    problem: { primary: columns, secondary: 0, rowStart, items },
    size,
    rowCell,
    rowValue,
    columnKind: columnKind.subarray(0, columns),
    columnUnit: columnUnit.subarray(0, columns),
    columnValue: columnValue.subarray(0, columns),
  };
}

export function conditionOf(m: SudokuExactCover, column: number): Condition {
  return { kind: KINDS[m.columnKind[column]], unit: m.columnUnit[column], value: m.columnValue[column] };
}

/** The condition in words: "r2c1 has a value", "row 2 has a 4", "box 3 has a 1". */
export function conditionName(size: number, c: Condition): string {
  if (c.kind === 'cell') return `${cellName(size, c.unit)} has a value`;
  return `${c.kind} ${c.unit + 1} has ${article(c.value)} ${c.value}`;
}

/** A matrix row in the lesson's notation, "r2c1#4": cell r2c1 takes the value 4. */
export function optionName(size: number, cell: number, value: number): string {
  return `${cellName(size, cell)}#${value}`;
}

/** One row of the teaching matrix. */
export interface TeachingRow {
  cell: number;
  value: number;
  name: string;
  /** The matrix columns this row has a 1 in (none when it was ruled out). */
  columns: number[];
  /** Why the givens rule it out ("row 1 has a given 3"), or null for a row of the matrix. */
  ruledOut: string | null;
}

export interface TeachingMatrix {
  columns: (Condition & { name: string })[];
  rows: TeachingRow[];
  /** dense[r][c] = 1 when row r has a 1 in column c (rows ruled out are all 0). */
  dense: number[][];
}

/**
 * The matrix as the by-hand view draws it (meant for 4×4 boards): every
 * (empty cell, value) pair in reading order, the rows the givens rule out
 * kept but marked, with the reason, so a reader sees why they are gone.
 */
export function teachingMatrix(p: SudokuPuzzle, open: OpenCandidates): TeachingMatrix {
  const model = sudokuExactCover(p, open)!;
  const { size } = p;
  const columns = Array.from({ length: model.columnKind.length }, (_, c) => {
    const condition = conditionOf(model, c);
    return { ...condition, name: conditionName(size, condition) };
  });
  const byOption = new Map<number, number>();
  for (let r = 0; r < model.rowCell.length; r++) byOption.set(model.rowCell[r] * (size + 1) + model.rowValue[r], r);
  const g = geometry(p.order);
  const rows: TeachingRow[] = [];
  const dense: number[][] = [];
  for (const cell of open.cells) {
    for (let v = 1; v <= size; v++) {
      const r = byOption.get(cell * (size + 1) + v);
      const name = optionName(size, cell, v);
      const line = new Array<number>(columns.length).fill(0);
      if (r === undefined) {
        rows.push({ cell, value: v, name, columns: [], ruledOut: ruledOutBy(p, g.rowOf[cell], g.colOf[cell], g.boxOf[cell], v) });
      } else {
        const cols = Array.from(model.problem.items.subarray(model.problem.rowStart[r], model.problem.rowStart[r + 1]));
        for (const c of cols) line[c] = 1;
        rows.push({ cell, value: v, name, columns: cols, ruledOut: null });
      }
      dense.push(line);
    }
  }
  return { columns, rows, dense };
}

function ruledOutBy(p: SudokuPuzzle, r: number, c: number, b: number, v: number): string {
  const { size } = p;
  for (let k = 0; k < size; k++) if (p.cells[r * size + k] === v) return `row ${r + 1} has a given ${v}`;
  for (let k = 0; k < size; k++) if (p.cells[k * size + c] === v) return `column ${c + 1} has a given ${v}`;
  for (let k = 0; k < size; k++) if (p.cells[boxCell(p.order, b, k)] === v) return `box ${b + 1} has a given ${v}`;
  return 'ruled out';
}
