/**
 * An exact-cover problem, as any genre states it: columns (the conditions)
 * and rows (the options), each row the set of columns it covers. A solution
 * is a set of rows that covers every primary column exactly once and every
 * secondary column at most once.
 *
 * Rows are stored compressed (CSR: one offsets array, one items array), so a
 * problem with millions of entries is two typed arrays, not millions of
 * little arrays; `ExactCoverBuilder` fills them row by row.
 */

export interface ExactCoverProblem {
  /** Columns 0 … primary−1 must be covered exactly once. */
  primary: number;
  /** Columns primary … primary+secondary−1 may be covered at most once. */
  secondary: number;
  /** Row r covers items[rowStart[r] … rowStart[r+1]); length rows + 1. */
  rowStart: Int32Array;
  items: Int32Array;
}

export function rowCount(p: ExactCoverProblem): number {
  return p.rowStart.length - 1;
}

/** The columns of row r (a fresh array). */
export function rowColumns(p: ExactCoverProblem, r: number): number[] {
  return Array.from(p.items.subarray(p.rowStart[r], p.rowStart[r + 1]));
}

/** Builds a problem row by row into growing typed arrays. */
export class ExactCoverBuilder {
  private starts: Int32Array;
  private cells: Int32Array;
  private rows = 0;
  private size = 0;

  constructor(
    readonly primary: number,
    readonly secondary = 0,
    expectedRows = 64,
    expectedItems = expectedRows * 4,
  ) {
    this.starts = new Int32Array(Math.max(2, expectedRows + 1));
    this.cells = new Int32Array(Math.max(4, expectedItems));
  }

  get rowsAdded(): number {
    return this.rows;
  }

  get itemsAdded(): number {
    return this.size;
  }

  /** Adds a row covering `columns` (each 0 … primary+secondary−1, no repeats); returns its index. */
  addRow(columns: ArrayLike<number>): number {
    const total = this.primary + this.secondary;
    if (this.rows + 2 > this.starts.length) this.starts = grow(this.starts, this.rows + 2);
    if (this.size + columns.length > this.cells.length) this.cells = grow(this.cells, this.size + columns.length);
    for (let k = 0; k < columns.length; k++) {
      const c = columns[k];
      if (!(c >= 0 && c < total)) throw new RangeError(`exact cover: column ${c} out of range 0…${total - 1}`);
      this.cells[this.size++] = c;
    }
    this.rows++;
    this.starts[this.rows] = this.size;
    return this.rows - 1;
  }

  /** The problem so far (views of the builder's arrays, not copies: build once, when done). */
  build(): ExactCoverProblem {
    return {
      primary: this.primary,
      secondary: this.secondary,
      rowStart: this.starts.subarray(0, this.rows + 1),
      items: this.cells.subarray(0, this.size),
    };
  }
}

function grow(a: Int32Array, need: number): Int32Array {
  const b = new Int32Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

/** A problem from plain arrays of columns (tests, small examples, the by-hand view). */
export function exactCoverFromRows(rows: readonly (readonly number[])[], primary: number, secondary = 0): ExactCoverProblem {
  const b = new ExactCoverBuilder(primary, secondary, rows.length);
  for (const r of rows) b.addRow(r);
  return b.build();
}
