/**
 * IDA*'s depth-first search specialised for additive pattern databases in
 * the ranked layout (the 7-8 tables, 519 MB + 58 MB), with the mirror.
 *
 * A ranked index is rank(occupancy mask) × k! + rank(tile order)
 * (../pdb/index-arithmetic.ts). Moving a tile changes its database's mask (two bits), and
 * a vertical move that jumps over other pattern tiles also rotates the tile
 * order: one read in a rotation table. Then comes one read in a table far
 * larger than any cache, on the board and on the reflection: those two
 * reads are nearly all of the time. So:
 * - at each node, every child's two indices are computed first (peek:
 *   nothing changes), then all the children's reads are issued back to
 *   back, so up to eight independent cache misses overlap;
 * - only then is each child, in order, pruned or committed (its peeked
 *   state copied in) and descended into;
 * - the rank of every mask is precomputed already multiplied by k! and
 *   shifted by its database's offset in the one table, so an index is
 *   `rankBase[mask] + order`; the order changes only when a tile lies
 *   between the two cells of a vertical move, tested with one AND before
 *   any popcount;
 * - the state, the children table and the small tables live in one
 *   Int32Array, as in sparse-pdb.ts (see there for why).
 *
 * Same child order, node count and pruning as the generic search
 * (tests/sliding/ida-kernels.test.ts).
 */
import type { BudgetClock } from '../../../core/budget';
import { FOUND, TICK_EVERY, type IdaKernel } from './kernel';
import { FOUR_BY_FOUR } from './moves';
import { factorial, maskSpace, rankPermutation, slotOf, slotRotations } from '../pdb/index-arithmetic';

/** The ranked kernel's view of the databases (see ../pdb/joined.ts). */
export interface RankedLayout {
  /** Every database, one after the other; database d starts at offsets[d]. */
  table: Uint8Array;
  offsets: readonly number[];
  /** Tiles per database. */
  sizes: readonly number[];
  /** tile → part on the board (0 … n−1) and on the second view (n … 2n−1), and its slot there. */
  part: Int8Array;
  slot: Int8Array;
  secondPart: Int8Array;
  secondSlot: Int8Array;
  /** Cell of the second view that shows board cell c. */
  secondCell: Int8Array;
}

// Offsets in the kernel's one Int32Array; `dfs` and `peek` repeat them as
// literals (imported or module constants are not folded in hot code).
const BOARD = 0; // 16 cells: the tile on each
const STATE = 16; // 8 parts: occupancy mask of the part's tiles (in its view) | rank of their order << 16
const VALUE = 24; // 8 parts: the database value
const TILE_PARTS = 56; // 16 tiles: part | second part << 4
const SECOND_CELL = 72; // 16 cells
const BELOW = 88; // 16 cells: the bits of the cells before it
const BETWEEN = 104; // from·16 + to: the cells strictly between (vertical moves), else 0
const ROTATION = 360; // part·64 + from slot·8 + to slot: start of that rotation in `rotations`, −1 none
const KIDS = 872; // (blank·17 + parent)·8: the children, −1 ends; parent 16 = none
const SCRATCH = KIDS + 16 * 17 * 8; // per depth, 32: the children's peeked indices, masks, orders, values
const MEMORY = SCRATCH;
const ROOT_PARENT = 16;

/** Number of set bits of a 16-bit mask. */
function popcount16(x: number): number {
  x = x - ((x >>> 1) & 0x5555);
  x = (x & 0x3333) + ((x >>> 2) & 0x3333);
  x = (x + (x >>> 4)) & 0x0f0f;
  return (x + (x >>> 8)) & 0x1f;
}

/** Tables shared by every kernel over the same layout. */
interface RankedTables {
  /**
   * part·65536 + mask → offset of the part's database + rank(mask) · k!
   * (−1: not a mask of k bits). Per part, not per database, so a lookup
   * needs no database number.
   */
  rankBase: Int32Array;
  /** Every rotation table of every database, one after the other. */
  rotations: Uint16Array;
  /** part·64 + from·8 + to → start of that rotation in `rotations`, or −1. */
  rotationStart: Int32Array;
}

const tablesCache = new WeakMap<RankedLayout, RankedTables>();

function rankedTables(layout: RankedLayout): RankedTables {
  let t = tablesCache.get(layout);
  if (t) return t;
  const n = layout.sizes.length;
  const rankBase = new Int32Array((2 * n) << 16).fill(-1);
  const rotationStart = new Int32Array(8 * 64).fill(-1);
  const parts: Uint16Array[] = [];
  let length = 0;
  for (let d = 0; d < n; d++) {
    const k = layout.sizes[d];
    const perms = factorial(k);
    const { masks } = maskSpace(16, k);
    const tables = slotRotations(k, 4);
    // Parts d (the board) and n + d (the second view) read database d.
    for (const p of [d, n + d]) {
      for (let r = 0; r < masks.length; r++) rankBase[(p << 16) | masks[r]] = layout.offsets[d] + r * perms;
    }
    for (let from = 0; from < k; from++) {
      for (let to = 0; to < k; to++) {
        const table = tables[from * k + to];
        if (!table) continue;
        rotationStart[d * 64 + from * 8 + to] = rotationStart[(n + d) * 64 + from * 8 + to] = length;
        parts.push(table);
        length += table.length;
      }
    }
  }
  const rotations = new Uint16Array(length);
  for (let i = 0, at = 0; i < parts.length; at += parts[i].length, i++) rotations.set(parts[i], at);
  t = { rankBase, rotations, rotationStart };
  tablesCache.set(layout, t);
  return t;
}

class RankedPdbKernel implements IdaKernel {
  nodes = 0;
  path = new Uint8Array(0);
  solutionLength = 0;
  private bound = 0;
  private nextTick = 0;
  private m = new Int32Array(MEMORY + 128 * 32);
  private readonly table: Uint8Array;
  private readonly rankBase: Int32Array;
  private readonly rotations: Uint16Array;
  private readonly rootBlank: number;
  private readonly rootSum: number;
  private readonly rootSecondSum: number;
  private moves = new Uint8Array(128);

  constructor(
    layout: RankedLayout,
    tiles: Uint8Array,
    private readonly clock: BudgetClock,
  ) {
    const m = this.m;
    const n = layout.sizes.length;
    const shared = rankedTables(layout);
    this.table = layout.table;
    this.rankBase = shared.rankBase;
    this.rotations = shared.rotations;
    fillSmallTables(m, layout, shared.rotationStart);
    // The root: every part's tiles' cells, in slot order, from scratch.
    const cellsOf: number[][] = Array.from({ length: 2 * n }, () => []);
    let blank = 0;
    for (let c = 0; c < 16; c++) {
      const t = tiles[c];
      m[BOARD + c] = t;
      if (t === 0) {
        blank = c;
        continue;
      }
      cellsOf[layout.part[t]][layout.slot[t]] = c;
      cellsOf[layout.secondPart[t]][layout.secondSlot[t]] = layout.secondCell[c];
    }
    let sum = 0;
    let secondSum = 0;
    for (let p = 0; p < 2 * n; p++) {
      const cells = cellsOf[p];
      let mask = 0;
      for (const c of cells) mask |= 1 << c;
      const order = rankPermutation(
        cells.map((c) => slotOf(mask, c)),
        cells.length,
      );
      m[STATE + p] = mask | (order << 16);
      m[VALUE + p] = layout.table[this.rankBase[(p << 16) | mask] + order];
      if (p < n) sum += m[VALUE + p];
      else secondSum += m[VALUE + p];
    }
    this.rootBlank = blank;
    this.rootSum = sum;
    this.rootSecondSum = secondSum;
  }

  iterate(bound: number): number {
    this.bound = bound;
    if (this.moves.length <= bound) this.moves = new Uint8Array(bound * 2);
    if (this.m.length < SCRATCH + (bound + 1) * 32) {
      const grown = new Int32Array(SCRATCH + (bound + 1) * 64);
      grown.set(this.m.subarray(0, SCRATCH));
      this.m = grown;
    }
    const r = this.dfs(this.rootBlank, 0, ROOT_PARENT, this.rootSum, this.rootSecondSum);
    if (r === FOUND) this.path = this.moves.slice(0, this.solutionLength);
    return r;
  }

  /**
   * The index part `p` would have after its tile moves from cell `from` to
   * cell `to` (in the part's view); leaves its new state (mask | order << 16)
   * at m[at]. Changes nothing else.
   */
  private peek(p: number, from: number, to: number, at: number): number {
    const STATE = 16;
    const BELOW = 88;
    const BETWEEN = 104;
    const ROTATION = 360;
    const m = this.m;
    const state = m[(STATE + p) | 0];
    const mask = state & 0xffff;
    let order = state >>> 16;
    const moved = mask ^ ((1 << from) | (1 << to));
    const between = mask & m[(BETWEEN + ((from << 4) | to)) | 0];
    if (between !== 0) {
      // A vertical move over other pattern tiles: the slots in between rotate.
      const s = popcount16(mask & m[(BELOW + from) | 0]);
      const d = popcount16(between);
      const s2 = to > from ? s + d : s - d;
      order = this.rotations[(m[(ROTATION + ((p << 6) | (s << 3) | s2)) | 0] + order) | 0];
    }
    m[at] = moved | (order << 16);
    return (this.rankBase[(p << 16) | moved] + order) | 0;
  }

  /** Returns FOUND, STOPPED, or the smallest f above the bound. */
  private dfs(blankArg: number, gArg: number, parentArg: number, sumArg: number, secondArg: number): number {
    // Literals: V8 does not fold imported or module constants here (see sparse-pdb.ts).
    const STATE = 16;
    const VALUE = 24;
    const TILE_PARTS = 56;
    const SECOND_CELL = 72;
    const KIDS = 872;
    const SCRATCH = 872 + 16 * 17 * 8;
    const FOUND = -1;
    const STOPPED = -2;
    const NO_BOUND = 0x3fff_ffff;
    const blank = blankArg | 0;
    const g = gArg | 0;
    const sum = sumArg | 0;
    const second = secondArg | 0;
    if (this.nodes >= this.nextTick) {
      this.nextTick = this.nodes + TICK_EVERY;
      if (this.clock.tick(this.nodes)) return STOPPED;
    }
    const m = this.m;
    const table = this.table;
    const bound = this.bound;
    const g1 = (g + 1) | 0;
    const secondBlank = m[(SECOND_CELL + blank) | 0];
    const first = (KIDS + ((blank * 17 + parentArg) << 3)) | 0;
    // This depth's scratch: per child, [p index, q index, p state, q state, p value, q value, −, −].
    const scratch = (SCRATCH + (g << 5)) | 0;
    // 1. Every child's two indices, without reading the tables.
    let end = scratch;
    for (let at = first; ; at = (at + 1) | 0) {
      const cell = m[at];
      if (cell < 0) break;
      const parts = m[(TILE_PARTS + m[cell]) | 0];
      m[end] = this.peek(parts & 15, cell, blank, (end + 2) | 0);
      m[(end + 1) | 0] = this.peek(parts >> 4, m[(SECOND_CELL + cell) | 0], secondBlank, (end + 3) | 0);
      end = (end + 8) | 0;
    }
    this.nodes += (end - scratch) >> 3;
    // 2. All the reads, back to back: independent cache misses overlap.
    for (let k = scratch; k < end; k = (k + 8) | 0) {
      m[(k + 4) | 0] = table[m[k]];
      m[(k + 5) | 0] = table[m[(k + 1) | 0]];
    }
    // 3. Each child in order: prune, or commit and descend.
    let min = NO_BOUND;
    for (let k = scratch, at = first; k < end; k = (k + 8) | 0, at = (at + 1) | 0) {
      const cell = m[at];
      const tile = m[cell];
      const parts = m[(TILE_PARTS + tile) | 0];
      const p = parts & 15;
      const q = parts >> 4;
      const pValueChild = m[(k + 4) | 0];
      const qValueChild = m[(k + 5) | 0];
      const pValue = m[(VALUE + p) | 0];
      const qValue = m[(VALUE + q) | 0];
      const s = (sum + pValueChild - pValue) | 0;
      const t = (second + qValueChild - qValue) | 0;
      const h = s > t ? s : t;
      const f = (g1 + h) | 0;
      if (f > bound) {
        if (f < min) min = f;
        continue;
      }
      const pState = m[(STATE + p) | 0];
      const qState = m[(STATE + q) | 0];
      m[(STATE + p) | 0] = m[(k + 2) | 0];
      m[(VALUE + p) | 0] = pValueChild;
      m[(STATE + q) | 0] = m[(k + 3) | 0];
      m[(VALUE + q) | 0] = qValueChild;
      m[blank] = tile;
      m[cell] = 0;
      let r: number;
      // With every tile in some database, h = 0 only at the goal.
      if (h === 0) {
        this.solutionLength = g1;
        r = FOUND;
      } else r = this.dfs(cell, g1, blank, s, t);
      if (r === FOUND) {
        this.moves[g] = tile;
        // Children after this one were counted in step 1 but never generated.
        this.nodes -= (end - k - 8) >> 3;
        return FOUND;
      }
      m[cell] = tile;
      m[blank] = 0;
      m[(STATE + p) | 0] = pState;
      m[(VALUE + p) | 0] = pValue;
      m[(STATE + q) | 0] = qState;
      m[(VALUE + q) | 0] = qValue;
      if (r === STOPPED) return STOPPED;
      if (r < min) min = r;
    }
    return min;
  }
}

/** The children table and the small per-cell tables (see the offsets above). */
function fillSmallTables(m: Int32Array, layout: RankedLayout, rotationStart: Int32Array): void {
  const { nbr, count } = FOUR_BY_FOUR;
  for (let t = 1; t < 16; t++) m[TILE_PARTS + t] = layout.part[t] | (layout.secondPart[t] << 4);
  for (let c = 0; c < 16; c++) {
    m[SECOND_CELL + c] = layout.secondCell[c];
    m[BELOW + c] = (1 << c) - 1;
  }
  for (let from = 0; from < 16; from++) {
    for (let to = 0; to < 16; to++) {
      // Cells strictly between two cells of a column (a vertical move); 0 otherwise.
      let between = 0;
      if (Math.abs(from - to) === 4) for (let c = Math.min(from, to) + 1; c < Math.max(from, to); c++) between |= 1 << c;
      m[BETWEEN + from * 16 + to] = between;
    }
  }
  m.set(rotationStart, ROTATION);
  for (let blank = 0; blank < 16; blank++) {
    for (let parent = 0; parent <= 16; parent++) {
      const base = KIDS + (blank * 17 + parent) * 8;
      let k = 0;
      for (let i = 0; i < count[blank]; i++) if (nbr[blank * 4 + i] !== parent) m[base + k++] = nbr[blank * 4 + i];
      m.fill(-1, base + k, base + 8);
    }
  }
}

/** The kernel for one board (cell → tile) over this layout (see kernel.ts). */
export function rankedPdbKernel(layout: RankedLayout, tiles: Uint8Array, clock: BudgetClock): IdaKernel {
  return new RankedPdbKernel(layout, tiles, clock);
}
