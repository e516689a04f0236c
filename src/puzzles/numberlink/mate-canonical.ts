/**
 * The canonical conventions during the construction: the redundant patterns
 * of ./canonical.ts (u-turn, corner, detour) cut edge by edge, the way
 * `fill-notouch` cuts a touch. The sweep runs along ddnumlin's rows (see
 * canonicalOrientations), so "up" is the previous line of the sweep and every
 * pattern is complete when the edge along its lower row is decided. The
 * mate array alone cannot tell which sides of a block were drawn, so a state
 * also keeps per frontier cell a few bits about the cell above it (the
 * previous line), written when that cell leaves the frontier:
 *   UP     the edge from the cell above into this cell is drawn;
 *   TOP    the cell above has its edge along the line drawn (the top side of
 *          the block whose upper left cell it is);
 *   ABOVE  the cell above is used (on a path or an endpoint);
 *   ALONG  (only between a cell's two decisions) its own edge along the line
 *          is drawn, to be handed on as TOP to the cell below.
 * and one word for the whole state: a detour is open, i.e. the line above has
 * run straight from a cell that came down into this line, over cells of this
 * line that stay empty so far.
 *
 * When every mate word fits in 12 bits (MATE_BITS: boards up to about 4,000
 * cells), a frontier cell's marks ride in the top 4 bits of its mate word, so a
 * stored state is one word per frontier cell plus the detour word, not two:
 * half the words to write, hash, compare and read back for every node. Larger
 * boards keep the marks in words of their own after the mate words.
 *
 * Deciding the edge along the line from cell a to its neighbour b closes the
 * 2×2 block above them (top = TOP of a, left = UP of a, right = UP of b):
 *   three sides drawn                                   → u-turn;
 *   the edge drawn, UP of a, and the cell above b empty → corner (and mirrored);
 *   an open detour reaching a cell b with UP            → detour.
 */
import type { FrontierTables } from './frontier';
import type { GridGraph } from './graph';

export const UP = 1;
export const TOP = 2;
export const ABOVE = 4;
export const ALONG = 8;

/** Packed states: a mate word's low MATE_BITS bits are its value, the bits above them the cell's marks (at most ALONG | 7 < 16). */
export const MATE_BITS = 12;
export const MATE_MASK = (1 << MATE_BITS) - 1;

/** Whether a board's mate words (values below ptrBase + cells) leave room for the marks in the same word. */
export const fitsPacked = (ptrBase: number, cells: number): boolean => ptrBase + cells <= MATE_MASK + 1;

/** Which pattern cut the choice (FrontierMachine.cutHow for the `redundant` cut). */
export const PATTERN_U_TURN = 1;
export const PATTERN_CORNER = 2;
export const PATTERN_DETOUR = 3;

export class CanonicalMarks {
  /** Working marks per working slot. */
  readonly wk: Int32Array;
  /** 1 while a detour is open along the current line. */
  detour = 0;
  private baseDetour = 0;
  /** The slot whose marks the last decision wrote since the load or reset (−1: none), and their value before. */
  private written = -1;
  private writtenOld = 0;
  /** The marks ride in the mate words (see MATE_BITS); the machine then loads and stores both at once. */
  readonly packed: boolean;
  /** Where the last cut pattern starts: the first cell of the line above's run, or the lower cell of the block. */
  cutSlot = -1;

  constructor(
    private readonly graph: GridGraph,
    private readonly tables: FrontierTables,
    /** Under fill a detour cannot happen (its cells would be empty) and every cell above is used: both bits stay constant. */
    private readonly fill: boolean,
    packed: boolean,
  ) {
    this.packed = packed;
    this.wk = new Int32Array(tables.maxWork + 1);
  }

  /** Reads the marks of a stored state (w words, one per frontier slot, at pool[off …], then the detour word) as the working marks. */
  load(pool: Uint16Array, off: number, w: number, w0: number, work: number): void {
    const from = this.tables.wFrom;
    const wk = this.wk;
    for (let j = 0; j < work; j++) {
      const f = from[w0 + j];
      wk[j] = f >= 0 ? pool[off + f] : 0;
    }
    this.written = -1;
    this.detour = this.baseDetour = pool[off + w] ?? 0;
  }

  /** Packed states: the detour word, read by the machine after it took the marks from the mate words. */
  loadDetour(word: number): void {
    this.written = -1;
    this.detour = this.baseDetour = word;
  }

  /** The loaded marks become the working marks again: a decision writes at most one slot's marks, so only that one is put back. */
  reset(): void {
    if (this.written >= 0) this.wk[this.written] = this.writtenOld;
    this.written = -1;
    this.detour = this.baseDetour;
  }

  /**
   * The edge of `level` (slots pa, pb) decided as x; aUsed says whether cell a
   * lies on a path now (it matters when a leaves). Returns 0 or the pattern cut.
   */
  decide(level: number, x: 0 | 1, pa: number, pb: number, aUsed: boolean): number {
    const g = this.graph;
    const a = g.a[level];
    const wk = this.wk;
    if (g.b[level] === a + g.line) {
      // The edge across: a leaves the frontier, and the cell below it comes in knowing about a.
      this.written = pb;
      this.writtenOld = wk[pb];
      wk[pb] = (x ? UP : 0) | (wk[pa] & ALONG ? TOP : 0) | (aUsed || this.fill ? ABOVE : 0);
      return 0;
    }
    const ma = wk[pa];
    const mb = wk[pb];
    this.cutSlot = pa;
    const sides = (ma & TOP ? 1 : 0) + (ma & UP ? 1 : 0) + (mb & UP ? 1 : 0) + x;
    if (sides >= 3) return PATTERN_U_TURN;
    if (x && ((ma & UP && !(mb & ABOVE)) || (mb & UP && !(ma & ABOVE)))) return PATTERN_CORNER;
    const pos = a % g.line;
    if (!this.fill) {
      // The run above goes on over cell a when the top side is drawn and the edge below it is not.
      let open = pos === 0 ? 0 : this.detour;
      if (!(ma & TOP) || x) open = 0;
      else if (ma & UP) open = 1; // the run starts here: the path came down from above into a
      else if (g.label[a] >= 0) open = 0; // an endpoint under the run is not empty
      if (open && mb & UP) return PATTERN_DETOUR;
      // The next edge along belongs to the next line when b is the line's last cell.
      this.detour = pos === g.line - 2 ? 0 : open;
    }
    this.written = pa;
    this.writtenOld = ma;
    wk[pa] = x ? ALONG : 0;
    return 0;
  }

  /** Packed states: each slot that stays as its mate value with its marks above it, then the detour word; returns the new end. */
  storePacked(out: Uint16Array, k: number, wm: Int32Array, keep: Int32Array, nKeep: number): number {
    const wk = this.wk;
    for (let q = 0; q < nKeep; q++) {
      const j = keep[q];
      out[k++] = wm[j] | (wk[j] << MATE_BITS);
    }
    out[k++] = this.detour;
    return k;
  }

  /** Writes the marks of the slots that stay, then the detour word; returns the new end. */
  store(out: Uint16Array, k: number, keep: Int32Array, nKeep: number): number {
    for (let q = 0; q < nKeep; q++) out[k++] = this.wk[keep[q]];
    out[k++] = this.detour;
    return k;
  }
}
