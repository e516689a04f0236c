/**
 * The dancing-links structure of an exact-cover problem, and the two
 * operations Algorithm X needs: cover a column (take it out of the header
 * list, and every row that meets it out of the other columns) and uncover it
 * (put everything back, in exactly the reverse order — the "dance" of Knuth's
 * "Dancing Links", 2000).
 *
 * Layout (typed arrays, one node per entry of the matrix): the column
 * headers are nodes 1 … C (0 is the root of the header list), the entries of
 * each row follow one another, so "the other nodes of this row" are two
 * contiguous ranges instead of a walk through left/right links. The hot
 * operations are module functions over one object shape, so the optimiser
 * sees a single function and a single shape however many problems are
 * solved.
 *
 * Beside Knuth's structure, primary columns with 0 or 1 rows left are kept
 * in two small lists, so Algorithm X's choice of a column with the fewest
 * rows costs nothing when a column is forced (most choices in a Sudoku).
 */
import { SpareArray } from '../core/spare-array';
import type { ExactCoverProblem } from './problem';

/**
 * Node and column numbers: 16-bit when the whole structure has fewer than
 * 65,536 nodes (every 9×9 and 16×16 Sudoku), halving the memory the search
 * walks, which measurably speeds it on a busy machine; 32-bit otherwise.
 */
export type IndexArray = Int32Array | Uint16Array;

export interface Links {
  /** Primary columns are headers 1 … primary, secondary ones primary+1 … columns. */
  primary: number;
  columns: number;
  /** Vertical links of every node (headers included). */
  up: IndexArray;
  down: IndexArray;
  /** Header of each entry node; row of each entry node. */
  col: IndexArray;
  row: IndexArray;
  /** First entry node of each row (length rows + 1). */
  rowStart: IndexArray;
  /** Rows left in each column. */
  len: IndexArray;
  /** The header list (primary columns only; secondary headers point to themselves). */
  prev: IndexArray;
  next: IndexArray;
  /** The lists of columns with 0 and 1 rows left: sentinels s0 and s1. */
  fnext: IndexArray;
  fprev: IndexArray;
  s0: number;
  s1: number;
  /**
   * The search's stack: the node tried and the column chosen at each level.
   * Every level covers a primary column of its own, so primary + 1 levels
   * are all there can be.
   */
  tried: IndexArray;
  chosen: IndexArray;
  /** Link updates so far (Knuth's measure of work). */
  updates: number;
}

/** The storage of the last 16-bit links released, for the next build (at most a megabyte). */
const spareLinks = new SpareArray(Uint16Array, 1 << 19);

/**
 * Hands the links' storage back for the next build, once the search is over:
 * on 9×9 Sudoku a fresh array per board cost about a tenth of the search.
 */
export function releaseLinks(m: Links): void {
  if (m.up instanceof Uint16Array) spareLinks.give(m.up);
}

/** Builds the links; `tick(work)` is asked after every row and may stop the build (then null). */
export function buildLinks(p: ExactCoverProblem, tick: (work: number) => boolean): Links | null {
  const columns = p.primary + p.secondary;
  const rows = p.rowStart.length - 1;
  const first = columns + 1;
  const size = first + p.items.length;
  // Rows and the two list sentinels (columns + 2) must fit too.
  const Index = Math.max(size, rows + 1, columns + 3) <= 0xffff ? Uint16Array : Int32Array;
  // Every array is a view of one allocation: a typed array of its own each
  // would cost a separate backing store per array per board (measurable on
  // 9×9 Sudoku, where building the links costs a tenth of the search).
  // Explicit offsets rather than a map over a list of lengths with array
  // destructuring: V8 compiles that iterator protocol into a large function,
  // and recompiled this one several times (tens of ms each) in a benchmark.
  const total = 4 * size + (rows + 1) + 3 * (columns + 1) + 2 * (columns + 3) + 2 * (p.primary + 1);
  const all: IndexArray = Index === Uint16Array ? spareLinks.take(total) : new Int32Array(total);
  let at = 0;
  const take = (n: number) => all.subarray(at, (at += n));
  const up = take(size);
  const down = take(size);
  const col = take(size);
  const row = take(size);
  const rowStart = take(rows + 1);
  const len = take(columns + 1);
  const prev = take(columns + 1);
  const next = take(columns + 1);
  const fnext = take(columns + 3);
  const fprev = take(columns + 3);
  const tried = take(p.primary + 1);
  const chosen = take(p.primary + 1);
  for (let i = 0; i <= columns; i++) {
    up[i] = i;
    down[i] = i;
    col[i] = i;
    if (i <= p.primary) {
      prev[i] = i === 0 ? p.primary : i - 1;
      next[i] = i === p.primary ? 0 : i + 1;
    } else {
      prev[i] = i;
      next[i] = i;
    }
  }
  for (let r = 0; r < rows; r++) {
    rowStart[r] = first + p.rowStart[r];
    for (let k = p.rowStart[r]; k < p.rowStart[r + 1]; k++) {
      const x = first + k;
      const h = p.items[k] + 1;
      col[x] = h;
      row[x] = r;
      len[h]++;
      up[x] = up[h];
      down[x] = h;
      down[up[h]] = x;
      up[h] = x;
    }
    // Every row ticks (the clock's own test is cheap): a tick every 256 rows was a branch most
    // 9×9 boards never take, and the first board that took it threw the compiled build away.
    if (tick(p.rowStart[r + 1])) return null;
  }
  rowStart[rows] = size;
  const m: Links = {
    primary: p.primary,
    columns,
    up,
    down,
    col,
    row,
    rowStart,
    len,
    prev,
    next,
    fnext,
    fprev,
    s0: columns + 1,
    s1: columns + 2,
    tried,
    chosen,
    updates: 0,
  };
  for (const s of [m.s0, m.s1]) {
    m.fnext[s] = s;
    m.fprev[s] = s;
  }
  for (let i = p.primary; i >= 1; i--) if (len[i] <= 1) enlist(m, i, len[i] === 0 ? m.s0 : m.s1);
  return m;
}

function enlist(m: Links, x: number, s: number): void {
  const n = m.fnext[s];
  m.fnext[x] = n;
  m.fprev[x] = s;
  m.fprev[n] = x;
  m.fnext[s] = x;
}

function delist(m: Links, x: number): void {
  const n = m.fnext[x];
  const p = m.fprev[x];
  m.fnext[p] = n;
  m.fprev[n] = p;
}

/**
 * Covers column i: every row that meets it leaves the other columns (Knuth's
 * "hide"), each row's nodes rightwards from the one in column i, wrapping to
 * the row's start — two contiguous ranges, so no node needs a wrap test —
 * then the header leaves the header list. A primary column left with 0 or 1
 * rows joins the list of its size (inline: this is the innermost loop).
 * Returns the rows taken out.
 */
export function cover(m: Links, i: number): number {
  const { up, down, col, len, row, rowStart, primary, fnext, fprev, s0, s1 } = m;
  let removed = 0;
  let updates = 0;
  // The next row is read before this one is hidden (hiding never touches column i's own links).
  for (let p = down[i], after = down[p]; p !== i; p = after, after = down[p]) {
    const r = row[p];
    const start = rowStart[r];
    const end = rowStart[r + 1];
    updates += end - start - 1;
    removed++;
    let q = p + 1;
    let stop = end;
    for (;;) {
      for (; q < stop; q++) {
        const u = up[q];
        const d = down[q];
        down[u] = d;
        up[d] = u;
        const c = col[q];
        const l = --len[c];
        if (l <= 1 && c <= primary) {
          // Down to one row: into list s1. Down to none: out of s1, into s0.
          let s = s1;
          if (l === 0) {
            const n = fnext[c];
            const b = fprev[c];
            fnext[b] = n;
            fprev[n] = b;
            s = s0;
          }
          const n = fnext[s];
          fnext[c] = n;
          fprev[c] = s;
          fprev[n] = c;
          fnext[s] = c;
        }
      }
      if (stop === p) break;
      q = start;
      stop = p;
    }
  }
  const { prev, next } = m;
  const l = prev[i];
  const r = next[i];
  next[l] = r;
  prev[r] = l;
  if (i <= primary && len[i] <= 1) delist(m, i);
  m.updates += updates;
  return removed;
}

/** Undoes cover(i): the header back first, then the rows bottom-up, each row's nodes in the reverse order of cover. */
export function uncover(m: Links, i: number): void {
  const { up, down, col, len, row, rowStart, primary, prev, next, fnext, fprev, s1 } = m;
  const l = prev[i];
  const r = next[i];
  next[l] = i;
  prev[r] = i;
  if (i <= primary && len[i] <= 1) enlist(m, i, len[i] === 0 ? m.s0 : s1);
  for (let p = up[i], after = up[p]; p !== i; p = after, after = up[p]) {
    const rp = row[p];
    const start = rowStart[rp];
    const end = rowStart[rp + 1];
    let q = p - 1;
    let stop = start;
    for (;;) {
      for (; q >= stop; q--) {
        down[up[q]] = q;
        up[down[q]] = q;
        const c = col[q];
        const n = len[c]++;
        if (n <= 1 && c <= primary) {
          // Up from one row: out of s1. Up from none: out of s0, into s1.
          const a = fnext[c];
          const b = fprev[c];
          fnext[b] = a;
          fprev[a] = b;
          if (n === 0) {
            const h = fnext[s1];
            fnext[c] = h;
            fprev[c] = s1;
            fprev[h] = c;
            fnext[s1] = c;
          }
        }
      }
      if (stop === p + 1) break;
      q = end - 1;
      stop = p + 1;
    }
  }
}

/*
 * The row walks below repeat the loops of cover and uncover inline instead
 * of calling them once per column: the arrays are read out of the structure
 * once per row, and the update count written once (a few per cent of a
 * 9×9 benchmark). Each is still the one place its loops run from in the
 * search (V8 copies a function into every place that calls it, and with
 * two copies per walk the search loop once took a few hundred milliseconds
 * of compiling per process).
 */

/** Covers the other columns of node p's row, rightwards from p (Algorithm X's step X5). */
export function coverRowOthers(m: Links, p: number): void {
  const { up, down, col, len, row, rowStart, primary, prev, next, fnext, fprev, s0, s1 } = m;
  const r0 = row[p];
  let k = p + 1;
  let kstop = rowStart[r0 + 1];
  let updates = 0;
  for (;;) {
    for (; k < kstop; k++) {
      const i = col[k];
      for (let p = down[i], after = down[p]; p !== i; p = after, after = down[p]) {
        const r = row[p];
        const start = rowStart[r];
        const end = rowStart[r + 1];
        updates += end - start - 1;
        let q = p + 1;
        let stop = end;
        for (;;) {
          for (; q < stop; q++) {
            const u = up[q];
            const d = down[q];
            down[u] = d;
            up[d] = u;
            const c = col[q];
            const l = --len[c];
            if (l <= 1 && c <= primary) {
              let s = s1;
              if (l === 0) {
                const n = fnext[c];
                const b = fprev[c];
                fnext[b] = n;
                fprev[n] = b;
                s = s0;
              }
              const n = fnext[s];
              fnext[c] = n;
              fprev[c] = s;
              fprev[n] = c;
              fnext[s] = c;
            }
          }
          if (stop === p) break;
          q = start;
          stop = p;
        }
      }
      const l = prev[i];
      const r = next[i];
      next[l] = r;
      prev[r] = l;
      if (i <= primary && len[i] <= 1) {
        const n = fnext[i];
        const b = fprev[i];
        fnext[b] = n;
        fprev[n] = b;
      }
    }
    if (kstop === p) break;
    k = rowStart[r0];
    kstop = p;
  }
  m.updates += updates;
}

/** Uncovers the other columns of node p's row, leftwards: the exact reverse of coverRowOthers (step X6). */
export function uncoverRowOthers(m: Links, p: number): void {
  const { up, down, col, len, row, rowStart, primary, prev, next, fnext, fprev, s0, s1 } = m;
  const r0 = row[p];
  let k = p - 1;
  let kstop = rowStart[r0];
  for (;;) {
    for (; k >= kstop; k--) {
      const i = col[k];
      const l = prev[i];
      const r = next[i];
      next[l] = i;
      prev[r] = i;
      if (i <= primary && len[i] <= 1) {
        const s = len[i] === 0 ? s0 : s1;
        const n = fnext[s];
        fnext[i] = n;
        fprev[i] = s;
        fprev[n] = i;
        fnext[s] = i;
      }
      for (let p = up[i], after = up[p]; p !== i; p = after, after = up[p]) {
        const rp = row[p];
        const start = rowStart[rp];
        const end = rowStart[rp + 1];
        let q = p - 1;
        let stop = start;
        for (;;) {
          for (; q >= stop; q--) {
            down[up[q]] = q;
            up[down[q]] = q;
            const c = col[q];
            const n = len[c]++;
            if (n <= 1 && c <= primary) {
              const a = fnext[c];
              const b = fprev[c];
              fnext[b] = a;
              fprev[a] = b;
              if (n === 0) {
                const h = fnext[s1];
                fnext[c] = h;
                fprev[c] = s1;
                fprev[h] = c;
                fnext[s1] = c;
              }
            }
          }
          if (stop === p + 1) break;
          q = end - 1;
          stop = p + 1;
        }
      }
    }
    if (kstop === p + 1) break;
    k = rowStart[r0 + 1] - 1;
    kstop = p + 1;
  }
}

/** The k-th node to the right of node p in its row (k = 1 … row length − 1). */
export function rightOf(m: Links, p: number, k: number): number {
  const r = m.row[p];
  const start = m.rowStart[r];
  const end = m.rowStart[r + 1];
  const q = p + k;
  return q >= end ? q - (end - start) : q;
}

/** Entries in node p's row. */
export function rowLength(m: Links, p: number): number {
  const r = m.row[p];
  return m.rowStart[r + 1] - m.rowStart[r];
}

/**
 * A primary column with the fewest rows: one with none or one from its
 * list, else the first of the smallest in header order. Returns the column
 * and adds the headers looked at to `scans[0]`. When the lists are empty no
 * column has fewer than 2 rows, so the first column with 2 is the choice and
 * the scan stops there (on 9×9 Sudoku that cuts the headers looked at
 * 28-fold; the column chosen is the same).
 */
export function chooseColumn(m: Links, scans: Int32Array): number {
  const { fnext, s0, s1 } = m;
  if (fnext[s0] !== s0) return fnext[s0];
  if (fnext[s1] !== s1) return fnext[s1];
  const { len, next } = m;
  let best = next[0];
  let bestLen = len[best];
  let seen = 1;
  for (let c = next[best]; bestLen > 2 && c !== 0; c = next[c]) {
    seen++;
    if (len[c] < bestLen) {
      best = c;
      bestLen = len[c];
    }
  }
  scans[0] += seen;
  return best;
}
