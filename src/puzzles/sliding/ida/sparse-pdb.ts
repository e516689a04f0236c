/**
 * IDA*'s depth-first search specialised for additive pattern databases in
 * the sparse layout (the lesson's 6-6-3 tables), with the mirror lookup.
 *
 * What makes it about twice as fast as the generic search (measured against
 * the C reference, bench/reference/ida663.c, by `npm run bench -- sliding`):
 * - A child's estimate is computed from the parent's indices without
 *   changing anything; only a child within the bound is moved onto the
 *   board. Most children are pruned, and they cost two table reads and no
 *   writes.
 * - All databases live in one array and each part's running index already
 *   includes its table's offset, so a lookup is one read. Every tile belongs
 *   to exactly one database on the board and one on the reflection, so a
 *   move changes exactly one part on each side.
 * - Everything small (board, indices, values, path, the move tables) lives
 *   in one Int32Array at fixed offsets, which V8 checks and addresses once
 *   instead of once per array; the offsets are literals inside the hot
 *   function, where the compiler folds them.
 * - The children of a node come from a table indexed by (blank, parent), so
 *   the move straight back is never generated and never tested; each entry
 *   also names the child's direction, and a second table gives, per (tile,
 *   blank, direction), the change of each side's index. Keyed by direction
 *   rather than by (from, to) it is 8 KB instead of 32 KB, so it stays in
 *   the first-level cache beside the databases' random reads.
 * - The running sums travel as arguments; the bound is an integer and "no f
 *   above the bound" an integer sentinel.
 * - One call searches two levels: a child within the bound has its own
 *   children generated in an inner loop, and only grandchildren within the
 *   bound cost a call. On Korf's 100 there are about two children per call,
 *   so a call cost about as much as the children it made; two levels per
 *   call measured about 8 % less CPU time (a third level gained nothing).
 * Recursion beats an explicit stack here: V8 keeps a frame's values in
 * registers better than in an array of frames (measured, about 1.3×).
 *
 * The child order, the node count and the pruning are exactly those of the
 * generic search (tests/sliding/ida-kernels.test.ts).
 */
import type { BudgetClock } from '../../../core/budget';
import { FOUND, TICK_EVERY, type IdaKernel } from './kernel';
import { FOUR_BY_FOUR } from './moves';

/**
 * Where each tile's cell goes in the running indices. Parts 0 … n−1 are the
 * databases on the board, n … 2n−1 the databases on the second view (the
 * reflection, or the board itself again when there is no mirror).
 */
export interface SparseLayout {
  /** Every database, one after the other. */
  table: Uint8Array;
  /** Start of database d in `table`, for d < n (n ≤ 4). */
  offsets: readonly number[];
  /** tile → part on the board, and 4 × the tile's slot in it. */
  part: Int8Array;
  shift: Int8Array;
  /** tile → part on the second view, and its shift there. */
  secondPart: Int8Array;
  secondShift: Int8Array;
  /** Cell of the second view that shows board cell c (the transpose for the mirror). */
  secondCell: Int8Array;
}

// Offsets in the kernel's one Int32Array. `dfs` repeats INDEX, KIDS and
// MOVES as literals (see there); keep the two in step.
const BOARD = 0; // 16 cells: the tile on each
const INDEX = 16; // 8 parts: offset of the database + sparse index
const VALUE = 24; // 8 parts: the database value at that index (INDEX + 8)
const KIDS = 32; // (blank·17 + parent)·8: cell | direction << 4 per child, −1 ends; parent 16 = none (the root)
const MOVES = KIDS + 16 * 17 * 8; // (((tile·16 + blank)·4 + direction)·2 + side): index change << 3 | part
const MEMORY = MOVES + 16 * 16 * 4 * 2;
const ROOT_PARENT = 16;

class SparsePdbKernel implements IdaKernel {
  nodes = 0;
  path = new Uint8Array(0);
  solutionLength = 0;
  private bound = 0;
  private nextTick = 0;
  private readonly m = new Int32Array(MEMORY);
  private readonly table: Uint8Array;
  private readonly rootBlank: number;
  private readonly rootSum: number;
  private readonly rootSecondSum: number;
  /** Tiles slid on the current path: path[g] is the move from depth g. */
  private moves = new Uint8Array(128);

  constructor(
    layout: SparseLayout,
    tiles: Uint8Array,
    private readonly clock: BudgetClock,
  ) {
    const m = this.m;
    const n = layout.offsets.length;
    this.table = layout.table;
    let blank = 0;
    for (let p = 0; p < 2 * n; p++) m[INDEX + p] = layout.offsets[p % n];
    for (let c = 0; c < 16; c++) {
      const t = tiles[c];
      m[BOARD + c] = t;
      if (t === 0) {
        blank = c;
        continue;
      }
      m[INDEX + layout.part[t]] += c << layout.shift[t];
      m[INDEX + layout.secondPart[t]] += layout.secondCell[c] << layout.secondShift[t];
    }
    let sum = 0;
    let secondSum = 0;
    for (let p = 0; p < 2 * n; p++) {
      m[VALUE + p] = layout.table[m[INDEX + p]];
      if (p < n) sum += m[VALUE + p];
      else secondSum += m[VALUE + p];
    }
    this.rootBlank = blank;
    this.rootSum = sum;
    this.rootSecondSum = secondSum;
    fillMoveTables(m, layout);
  }

  iterate(bound: number): number {
    this.bound = bound;
    if (this.moves.length <= bound) this.moves = new Uint8Array(bound * 2);
    const r = this.dfs(place(this.rootBlank, ROOT_PARENT), sums(this.rootSum, this.rootSecondSum, 0));
    if (r === FOUND) this.path = this.moves.slice(0, this.solutionLength);
    return r;
  }

  /**
   * Returns FOUND, STOPPED, or the smallest f above the bound. The node is
   * given as two packed integers (see `place` and `sums`): every argument
   * costs the call a tag, a check and an untag, and two cost less than five.
   */
  private dfs(placeArg: number, sumsArg: number): number {
    // Constants as literals: V8 does not fold imported constants (or reliably
    // module ones) into this loop, and comparing with a value it cannot see
    // is a generic comparison; measured 1.5× slower.
    const INDEX = 16;
    const KIDS = 32;
    const MOVES = 32 + 16 * 17 * 8;
    const FOUND = -1;
    const STOPPED = -2;
    const NO_BOUND = 0x3fff_ffff;
    const at0 = (placeArg & 511) | 0;
    const blank = placeArg >> 9;
    const sum = sumsArg & 255;
    const second = (sumsArg >> 8) & 255;
    const g = sumsArg >> 16;
    if (this.nodes >= this.nextTick) {
      this.nextTick = this.nodes + TICK_EVERY;
      if (this.clock.tick(this.nodes)) return STOPPED;
    }
    const m = this.m;
    const table = this.table;
    const bound = this.bound;
    const g1 = (g + 1) | 0;
    const g2 = (g + 2) | 0;
    let min = NO_BOUND;
    // The count lives in a local and is stored back around calls and returns.
    let nodes = this.nodes;
    for (let at = (KIDS + (at0 << 3)) | 0; ; at = (at + 1) | 0) {
      const kid = m[at];
      if (kid < 0) break;
      const cell = kid & 15;
      const tile = m[cell];
      nodes++;
      // The child's estimate, read without moving anything.
      const move = (MOVES + (((tile << 6) | (blank << 2) | (kid >> 4)) << 1)) | 0;
      const pm = m[move];
      const qm = m[(move + 1) | 0];
      const p = (INDEX + (pm & 7)) | 0;
      const q = (INDEX + (qm & 7)) | 0;
      const pIndex = m[p];
      const qIndex = m[q];
      const pIndexChild = (pIndex + (pm >> 3)) | 0;
      const qIndexChild = (qIndex + (qm >> 3)) | 0;
      const pValueChild = table[pIndexChild];
      const qValueChild = table[qIndexChild];
      const pValue = m[(p + 8) | 0];
      const qValue = m[(q + 8) | 0];
      const s = (sum + pValueChild - pValue) | 0;
      const t = (second + qValueChild - qValue) | 0;
      const h = s > t ? s : t;
      const f = (g1 + h) | 0;
      if (f > bound) {
        if (f < min) min = f;
        continue;
      }
      // Step onto the child and search its children here, without a call:
      // a call costs about as much as a child (there are two children per
      // call on Korf's 100), so two levels per call halve that cost.
      m[p] = pIndexChild;
      m[(p + 8) | 0] = pValueChild;
      m[q] = qIndexChild;
      m[(q + 8) | 0] = qValueChild;
      m[blank] = tile;
      m[cell] = 0;
      // With every tile in some database, h = 0 only at the goal.
      if (h === 0) {
        this.solutionLength = g1;
        this.moves[g] = tile;
        this.nodes = nodes;
        return FOUND;
      }
      // The grandchildren: the same steps as the loop above, one level down
      // (names ending in 2). Written out twice on purpose: a shared helper
      // would be the call this saves.
      let stopped = false;
      for (let at2 = (KIDS + ((cell * 17 + blank) << 3)) | 0; ; at2 = (at2 + 1) | 0) {
        const kid2 = m[at2];
        if (kid2 < 0) break;
        const cell2 = kid2 & 15;
        const tile2 = m[cell2];
        nodes++;
        const move2 = (MOVES + (((tile2 << 6) | (cell << 2) | (kid2 >> 4)) << 1)) | 0;
        const pm2 = m[move2];
        const qm2 = m[(move2 + 1) | 0];
        const p2 = (INDEX + (pm2 & 7)) | 0;
        const q2 = (INDEX + (qm2 & 7)) | 0;
        const pIndex2 = m[p2];
        const qIndex2 = m[q2];
        const pIndexChild2 = (pIndex2 + (pm2 >> 3)) | 0;
        const qIndexChild2 = (qIndex2 + (qm2 >> 3)) | 0;
        const pValueChild2 = table[pIndexChild2];
        const qValueChild2 = table[qIndexChild2];
        const pValue2 = m[(p2 + 8) | 0];
        const qValue2 = m[(q2 + 8) | 0];
        const s2 = (s + pValueChild2 - pValue2) | 0;
        const t2 = (t + qValueChild2 - qValue2) | 0;
        const h2 = s2 > t2 ? s2 : t2;
        const f2 = (g2 + h2) | 0;
        if (f2 > bound) {
          if (f2 < min) min = f2;
          continue;
        }
        m[p2] = pIndexChild2;
        m[(p2 + 8) | 0] = pValueChild2;
        m[q2] = qIndexChild2;
        m[(q2 + 8) | 0] = qValueChild2;
        m[cell] = tile2;
        m[cell2] = 0;
        let r = FOUND;
        this.nodes = nodes;
        if (h2 === 0) this.solutionLength = g2;
        else {
          r = this.dfs((cell2 * 17 + cell) | (cell2 << 9), s2 | (t2 << 8) | (g2 << 16));
          nodes = this.nodes;
        }
        if (r === FOUND) {
          // The path is written once, on the way back up, not on every descent.
          this.moves[g] = tile;
          this.moves[g1] = tile2;
          return FOUND;
        }
        m[cell2] = tile2;
        m[cell] = 0;
        m[p2] = pIndex2;
        m[(p2 + 8) | 0] = pValue2;
        m[q2] = qIndex2;
        m[(q2 + 8) | 0] = qValue2;
        if (r === STOPPED) {
          stopped = true;
          break;
        }
        if (r < min) min = r;
      }
      m[cell] = tile;
      m[blank] = 0;
      m[p] = pIndex;
      m[(p + 8) | 0] = pValue;
      m[q] = qIndex;
      m[(q + 8) | 0] = qValue;
      if (stopped) {
        this.nodes = nodes;
        return STOPPED;
      }
    }
    this.nodes = nodes;
    return min;
  }
}

/**
 * `dfs`'s first argument: the row of the children table, (blank·17 +
 * parent), and the blank's cell above it (the inner call site writes the
 * same expression inline).
 */
function place(blank: number, parent: number): number {
  return (blank * 17 + parent) | (blank << 9);
}

/** `dfs`'s second argument: the two sums (each below 256) and the depth g. */
function sums(sum: number, second: number, g: number): number {
  return sum | (second << 8) | (g << 16);
}

/** The children table and the per-move index changes (see the offsets above). */
function fillMoveTables(m: Int32Array, layout: SparseLayout): void {
  const { nbr, count } = FOUR_BY_FOUR;
  for (let blank = 0; blank < 16; blank++) {
    for (let parent = 0; parent <= 16; parent++) {
      const base = KIDS + (blank * 17 + parent) * 8;
      let k = 0;
      for (let i = 0; i < count[blank]; i++) {
        const cell = nbr[blank * 4 + i];
        if (cell !== parent) m[base + k++] = cell | (direction(blank, cell) << 4);
      }
      m.fill(-1, base + k, base + 8);
    }
  }
  for (let tile = 1; tile < 16; tile++) {
    for (let to = 0; to < 16; to++) {
      for (let i = 0; i < count[to]; i++) {
        const from = nbr[to * 4 + i];
        const at = MOVES + ((tile << 6) | (to << 2) | direction(to, from)) * 2;
        m[at] = (((to - from) << layout.shift[tile]) << 3) | layout.part[tile];
        m[at + 1] = (((layout.secondCell[to] - layout.secondCell[from]) << layout.secondShift[tile]) << 3) | layout.secondPart[tile];
      }
    }
  }
}

/** Where `cell` lies from `blank`: 0 up, 1 left, 2 right, 3 down. */
function direction(blank: number, cell: number): number {
  return cell === blank - 4 ? 0 : cell === blank - 1 ? 1 : cell === blank + 1 ? 2 : 3;
}

/** The kernel for one board (cell → tile) over this layout (see kernel.ts). */
export function sparsePdbKernel(layout: SparseLayout, tiles: Uint8Array, clock: BudgetClock): IdaKernel {
  return new SparsePdbKernel(layout, tiles, clock);
}
