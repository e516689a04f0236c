/**
 * Algorithm X by hand, for the lesson's small matrices (a 4×4 board's
 * exact-cover matrix): the state is which rows and columns are still in the
 * matrix, and each step — the reader picks a column, then one of its rows —
 * returns a new state and says what went away. Plain arrays, no links: the
 * point is to see the steps, not to be fast (./dlx.ts is the fast one).
 */

export interface HandState {
  /** rows[r] = the columns row r has a 1 in. */
  readonly rows: readonly (readonly number[])[];
  readonly activeRows: ReadonlySet<number>;
  readonly activeColumns: ReadonlySet<number>;
  /** Rows chosen so far, in order. */
  readonly chosen: readonly number[];
}

export function startState(rows: readonly (readonly number[])[], columns: number): HandState {
  return {
    rows,
    activeRows: new Set(rows.map((_, r) => r)),
    activeColumns: new Set(Array.from({ length: columns }, (_, c) => c)),
    chosen: [],
  };
}

/** The rows still able to cover column c. */
export function rowsOf(s: HandState, c: number): number[] {
  return [...s.activeRows].filter((r) => s.rows[r].includes(c)).sort((a, b) => a - b);
}

/** The size of every active column (column → rows left). */
export function columnSizes(s: HandState): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const c of [...s.activeColumns].sort((a, b) => a - b)) sizes.set(c, rowsOf(s, c).length);
  return sizes;
}

/** The column Algorithm X would branch on: fewest rows, first among equals; null when none is left. */
export function fewestColumn(s: HandState): number | null {
  let best: number | null = null;
  let bestSize = Infinity;
  for (const [c, size] of columnSizes(s)) {
    if (size < bestSize) {
      best = c;
      bestSize = size;
    }
  }
  return best;
}

export interface HandStep {
  state: HandState;
  /** Columns the row covers (they leave the matrix). */
  coveredColumns: number[];
  /** Other rows that shared one of those columns (they leave too). */
  removedRows: number[];
}

/** Chooses row r: its columns are covered, and every row clashing with it is removed. */
export function chooseRow(s: HandState, r: number): HandStep {
  if (!s.activeRows.has(r)) throw new Error(`row ${r} is no longer in the matrix`);
  const covered = s.rows[r].filter((c) => s.activeColumns.has(c));
  const removedRows = [...s.activeRows].filter((q) => q !== r && s.rows[q].some((c) => covered.includes(c))).sort((a, b) => a - b);
  const activeRows = new Set(s.activeRows);
  activeRows.delete(r);
  for (const q of removedRows) activeRows.delete(q);
  const activeColumns = new Set(s.activeColumns);
  for (const c of covered) activeColumns.delete(c);
  return { state: { rows: s.rows, activeRows, activeColumns, chosen: [...s.chosen, r] }, coveredColumns: covered, removedRows };
}

/** Solved: no column is left. Stuck: some column has no row left. */
export function handStatus(s: HandState): 'solved' | 'stuck' | 'open' {
  if (s.activeColumns.size === 0) return 'solved';
  for (const size of columnSizes(s).values()) if (size === 0) return 'stuck';
  return 'open';
}

/** Why a column has no row left: one of its rows, the chosen row that removed it, and the column they share. */
export interface RowRemoval {
  row: number;
  by: number;
  shared: number;
}

/**
 * For an empty column c (a dead end), who removed each of its rows: a row leaves when the first chosen row that
 * shares a column with it is chosen (while that column is still uncovered, or an earlier choice would have
 * removed it), so the answer is the earliest chosen row sharing a column, and the first column they share.
 */
export function emptyColumnCause(s: HandState, c: number): RowRemoval[] {
  const out: RowRemoval[] = [];
  s.rows.forEach((cols, q) => {
    if (!cols.includes(c) || s.chosen.includes(q)) return;
    for (const r of s.chosen) {
      const shared = s.rows[r].find((x) => cols.includes(x));
      if (shared !== undefined) {
        out.push({ row: q, by: r, shared });
        return;
      }
    }
  });
  return out;
}
