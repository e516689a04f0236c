/**
 * The mate array and the one rule book every frontier step goes through: the
 * ZDD construction (build.ts) and the by-hand walk (by-hand.ts) both call
 * `FrontierMachine.decide`, so what the reader sees prune a choice is exactly
 * what prunes it in the solver.
 *
 * A state holds one value per frontier vertex (Yoshinaka et al.'s mate,
 * extended by labels as in their Numberlink algorithm):
 *   DONE        the cell takes no more lines (degree 2, or an endpoint with its line)
 *   FREE        a cell with no line yet (it may take two)
 *   LABEL + L   a loose end of a path piece that holds the endpoint of label L
 *               (an endpoint with no line yet is such a piece, of one cell)
 *   PTR + v     a loose end of a path piece without an endpoint; v is its other end
 * Values are small integers stored as 16-bit words, so a level's states are
 * one flat Uint16Array and two states are equal when their words are equal.
 *
 * Under `fill-notouch` a state also carries, per frontier vertex, which path
 * it lies on as far as is known — its label (LBIT | L) once its piece holds
 * an endpoint, else a number for its unlabelled piece — and the pairs that
 * must never become one path: under fill the edges of a solution are exactly
 * the neighbour pairs with equal labels, so an edge left out between two
 * cells says those cells lie on different paths. A piece may then not merge
 * with, or take the label of, what it was kept apart from (./mate-pairs.ts
 * keeps those pairs). Under a canonical convention a state carries instead a
 * few bits per frontier vertex (in the mate word's top bits when it has room)
 * and one word for the whole state, from which
 * ./mate-canonical.ts cuts the redundant patterns. The words and cut codes are
 * in ./mate-codes.ts.
 */
import type { FrontierTables } from './frontier';
import type { GridGraph } from './graph';
import type { NumberlinkRule } from './puzzle';
import { isCanonical, usesEveryCell } from './puzzle';
import { CanonicalMarks, fitsPacked, MATE_BITS, MATE_MASK } from './mate-canonical';
import { canonicalOrientations, isCanonicalOrientation } from './canonical';
import { CrossingTest } from './crossing';
import {
  CUT_BLOCKED,
  CUT_CROSSING,
  CUT_CYCLE,
  CUT_DEAD_END,
  CUT_DEGREE,
  CUT_ENDPOINT,
  CUT_LABELS,
  CUT_REDUNDANT,
  CUT_TOUCH,
  CUT_UNCOVERED,
  DONE,
  FREE,
  LABEL,
  LBIT,
  OK,
  TOUCH_AHEAD,
  TOUCH_APART,
  TOUCH_MERGE,
} from './mate-codes';
import { ApartPairs } from './mate-pairs';

export * from './mate-codes';


export class FrontierMachine {
  readonly notouch: boolean;
  readonly fill: boolean;
  /** Canonical conventions: the marks the redundant patterns are read from (null otherwise). */
  readonly canonical: CanonicalMarks | null;
  /** First PTR value: PTR + v is stored as ptrBase + v. */
  readonly ptrBase: number;
  level = -1;
  /** Working list of the current level: mate values and (notouch) identities. */
  readonly wm: Int32Array;
  readonly wc: Int32Array;
  /** notouch: the pairs of pieces kept apart. */
  readonly apartPairs = new ApartPairs();
  /** notouch: how many pairs are kept apart now (callers size their buffers by it). */
  get np(): number {
    return this.apartPairs.np;
  }
  /** Working slots: [w0, w0 + work) of the tables. */
  w0 = 0;
  work = 0;
  /**
   * Where the last cut happened: the vertex (and a second one where two
   * meet), for CUT_LABELS the two labels, and for CUT_TOUCH how it was found
   * (TOUCH_APART, TOUCH_MERGE, TOUCH_AHEAD), for CUT_REDUNDANT which pattern
   * (PATTERN_U_TURN, PATTERN_CORNER, PATTERN_DETOUR of ./mate-canonical.ts).
   */
  cutVertex = -1;
  cutOther = -1;
  cutLabels: [number, number] = [-1, -1];
  cutHow = 0;
  private readonly slotOf: Int32Array;
  /** notouch: the loaded state, kept so both choices start from it (`reset`; a merge renames pieces everywhere). */
  private readonly bm: Int32Array;
  private readonly bc: Int32Array;
  /**
   * Other rules: the mate values a join overwrote since the load, slot and old value (a join writes at
   * most four slots), which `reset` puts back; cheaper than keeping a copy of the whole loaded state.
   */
  private readonly undoSlot = new Int32Array(8);
  private readonly undoValue = new Int32Array(8);
  private nUndo = 0;
  /** Working slots that stay for the next level, and those that leave. */
  private readonly keep: Int32Array;
  private nKeep = 0;
  private readonly leave: Int32Array;
  private nLeave = 0;
  private readonly pieceMap: Int32Array;
  /** Per working slot, its run of undecided edges in the tables' pending list (pFirst = −1: none). */
  private readonly pFirst: Int32Array;
  private readonly pEnd: Int32Array;
  /** Slots whose mate value the last join changed, and a stamp per slot for "already looked at". */
  private readonly changed: Int32Array;
  private nChanged = 0;
  private readonly stamp: Int32Array;
  private stampNow = 0;
  private readonly labelHasEnd: Uint8Array;
  private nPieces = 0;
  private readonly crossing: CrossingTest;
  /** This level brings in a cell with a label (a label may become closed). */
  private enteringLabel = false;
  /** The last join gave a bridge a label or joined two bridges. */
  private bridged = false;

  constructor(
    readonly graph: GridGraph,
    readonly tables: FrontierTables,
    readonly rule: NumberlinkRule,
    /**
     * Canonical conventions: keep each cell's marks in its mate word (true wherever the words have room,
     * see MATE_BITS) or in words of their own (what larger boards do; the tests run both on one board).
     */
    packMarks = fitsPacked(LABEL + graph.k, graph.n),
  ) {
    this.notouch = rule === 'fill-notouch';
    this.fill = usesEveryCell(rule);
    if (isCanonical(rule) && !isCanonicalOrientation(graph, graph.orientation)) {
      throw new Error(`the ${rule} convention needs the sweep along ddnumlin's rows (${JSON.stringify(canonicalOrientations(graph)[0])}), not ${JSON.stringify(graph.orientation)}`);
    }
    this.canonical = isCanonical(rule) ? new CanonicalMarks(graph, tables, this.fill, packMarks) : null;
    this.ptrBase = LABEL + graph.k;
    if (this.canonical?.packed && !fitsPacked(this.ptrBase, graph.n)) throw new Error(`a board of ${graph.n} cells has no room for the marks in its mate words`);
    this.wm = new Int32Array(tables.maxWork + 1);
    this.wc = new Int32Array(tables.maxWork + 1);
    this.bm = new Int32Array(tables.maxWork + 1);
    this.bc = new Int32Array(tables.maxWork + 1);
    this.keep = new Int32Array(tables.maxWork + 1);
    this.pFirst = new Int32Array(tables.maxWork + 1);
    this.pEnd = new Int32Array(tables.maxWork + 1);
    this.changed = new Int32Array(8);
    this.stamp = new Int32Array(tables.maxWork + 1);
    this.leave = new Int32Array(tables.maxWork + 1);
    this.slotOf = new Int32Array(graph.n).fill(-1);
    this.pieceMap = new Int32Array(tables.maxWork + 3).fill(-1);
    this.labelHasEnd = new Uint8Array(graph.k);
    this.crossing = new CrossingTest(graph.k, tables.maxWork + 1);
  }

  /** Prepares the working list of edge i. */
  setLevel(i: number): void {
    const t = this.tables;
    this.level = i;
    this.w0 = t.wStart[i];
    this.work = t.wStart[i + 1] - t.wStart[i];
    this.nKeep = 0;
    this.nLeave = 0;
    this.enteringLabel = false;
    for (let j = 0; j < this.work; j++) {
      this.slotOf[t.wVerts[this.w0 + j]] = j;
      if (t.wFrom[this.w0 + j] < 0 && this.graph.label[t.wVerts[this.w0 + j]] >= 0) this.enteringLabel = true;
      if (t.wLeaves[this.w0 + j]) this.leave[this.nLeave++] = j;
      else this.keep[this.nKeep++] = j;
      this.pFirst[j] = -1;
    }
    for (let q = t.pStart[i]; q < t.pStart[i + 1]; q++) {
      const x = t.pFrom[q];
      if (this.pFirst[x] < 0) this.pFirst[x] = q;
      this.pEnd[x] = q + 1;
    }
  }

  /**
   * Loads a stored state of the current level (plus the incoming vertices'
   * first values) as the base both choices start from, and makes it the
   * working state.
   */
  load(pool: Uint16Array, off: number): void {
    if (this.canonical !== null && this.canonical.packed) return this.loadPacked(pool, off);
    const t = this.tables;
    const g = this.graph;
    const w = t.fStart[this.level + 1] - t.fStart[this.level];
    const notouch = this.notouch;
    const bm = this.bm;
    const bc = this.bc;
    let fresh = 0;
    if (notouch) {
      for (let s = 0; s < w; s++) {
        const id = pool[off + w + s];
        if (id < LBIT && id + 1 > fresh) fresh = id + 1;
      }
    }
    const w0 = this.w0;
    const wm = this.wm;
    const wc = this.wc;
    // Written straight into the working state, the first choice's start (under no-touch a copy is kept
    // as the base; elsewhere `reset` undoes the few writes of a join).
    for (let j = 0; j < this.work; j++) {
      const from = t.wFrom[w0 + j];
      if (from >= 0) {
        wm[j] = pool[off + from];
        if (notouch) wc[j] = bc[j] = pool[off + w + from];
      } else {
        const label = g.label[t.wVerts[w0 + j]];
        wm[j] = label >= 0 ? LABEL + label : FREE;
        if (notouch) wc[j] = bc[j] = label >= 0 ? LBIT | label : fresh++;
      }
      if (notouch) bm[j] = wm[j];
    }
    this.nPieces = fresh;
    this.nUndo = 0;
    if (notouch) {
      this.apartPairs.load(pool, off + 2 * w);
      this.apartPairs.reset();
    }
    this.canonical?.load(pool, off + w, w, w0, this.work);
  }

  /** `load` for a canonical state whose marks ride in its mate words (see MATE_BITS in ./mate-canonical.ts). */
  private loadPacked(pool: Uint16Array, off: number): void {
    const t = this.tables;
    const canonical = this.canonical!;
    const w0 = this.w0;
    const from = t.wFrom;
    const wm = this.wm;
    const wk = canonical.wk;
    for (let j = 0; j < this.work; j++) {
      const f = from[w0 + j];
      if (f >= 0) {
        const word = pool[off + f];
        wm[j] = word & MATE_MASK;
        wk[j] = word >>> MATE_BITS;
      } else {
        const label = this.graph.label[t.wVerts[w0 + j]];
        wm[j] = label >= 0 ? LABEL + label : FREE;
        wk[j] = 0;
      }
    }
    this.nPieces = 0;
    this.nUndo = 0;
    canonical.loadDetour(pool[off + t.fStart[this.level + 1] - t.fStart[this.level]] ?? 0);
  }

  /** Makes the loaded state the working state again (before trying the other choice). */
  reset(): void {
    // Plain loops: a frontier is a few dozen slots, where TypedArray.set costs more than it copies.
    const work = this.work;
    const wm = this.wm;
    this.canonical?.reset();
    if (!this.notouch) {
      // Only a join writes mate values (leaving an edge out just checks): undo its writes, last first.
      for (let u = this.nUndo - 1; u >= 0; u--) wm[this.undoSlot[u]] = this.undoValue[u];
      this.nUndo = 0;
      return;
    }
    this.nUndo = 0;
    const bm = this.bm;
    for (let j = 0; j < work; j++) wm[j] = bm[j];
    const wc = this.wc;
    const bc = this.bc;
    for (let j = 0; j < work; j++) wc[j] = bc[j];
    this.apartPairs.reset();
  }

  /**
   * Decides the level's edge: x = 1 takes it into the solution, x = 0 leaves
   * it out. Returns OK or the cut code (and sets cutVertex / cutLabels).
   * The working list then holds the state after the edge, before the
   * vertices that leave are dropped (store() drops them).
   */
  decide(x: 0 | 1): number {
    const t = this.tables;
    const i = this.level;
    const pa = t.pa[i];
    const pb = t.pb[i];
    const code = x === 1 ? this.join(pa, pb) : this.notouch ? this.apart(pa, pb) : OK;
    if (code !== OK) return code;
    const wm = this.wm;
    if (this.fill) {
      // Look ahead: a cell that needs two more lines with one edge left can never be covered.
      if (wm[pa] === FREE && t.remA[i] === 1) return this.cut(CUT_UNCOVERED, pa);
      if (wm[pb] === FREE && t.remB[i] === 1) return this.cut(CUT_UNCOVERED, pb);
    }
    // Vertices whose last edge this was leave the frontier: each must be finished.
    const leave = this.leave;
    for (let q = 0; q < this.nLeave; q++) {
      const j = leave[q];
      const v = wm[j];
      if (v === DONE) continue;
      if (v === FREE) {
        if (this.fill) return this.cut(CUT_UNCOVERED, j);
        continue;
      }
      return this.cut(this.graph.label[t.wVerts[this.w0 + j]] >= 0 ? CUT_ENDPOINT : CUT_DEAD_END, j);
    }
    if (this.canonical) {
      const pattern = this.canonical.decide(i, x, pa, pb, wm[pa] !== FREE);
      if (pattern) return this.cut(CUT_REDUNDANT, this.canonical.cutSlot, pb, pattern);
    }
    const ahead = this.notouch ? this.lookAhead() : this.lookAheadNear(x, pa, pb);
    if (ahead !== OK) return ahead;
    // The loaded state passed the crossing test when it was made; only a cell with a label coming in, or a
    // join that hands a label to a bridge or joins two bridges, can make two labels cross where none did.
    if ((this.enteringLabel || (x === 1 && this.bridged)) && this.crossing.dead(wm, this.work, LABEL, this.ptrBase, this.slotOf)) {
      return this.cut(CUT_CROSSING, this.crossing.cutA, this.crossing.cutB);
    }
    return OK;
  }

  /**
   * The look-ahead where it can have changed. A stored state passed it when
   * it was made, and since then only edge i stopped being undecided, a cell
   * or two came in, and the join changed a few mate values; so only those
   * cells, and the cells next to them across an undecided edge, can have
   * lost a line they could still get. (Same cuts as checking every cell; no-touch states, whose
   * identities and pairs change more widely, check every cell.)
   */
  private lookAheadNear(x: 0 | 1, pa: number, pb: number): number {
    const now = ++this.stampNow;
    let code: number;
    if (x === 0) {
      // Nothing changed but a and b: each lost edge i, and a cell coming in with this edge now shows
      // its value (a label may not suit a neighbour's loose end), so a, b and their neighbours.
      this.changed[0] = pa;
      this.changed[1] = pb;
      this.nChanged = 2;
    }
    const t = this.tables;
    for (let c = 0; c < this.nChanged; c++) if ((code = this.lookOnce(this.changed[c], now)) !== OK) return code;
    for (let c = 0; c < this.nChanged; c++) {
      const y = this.changed[c];
      if (this.pFirst[y] < 0) continue;
      for (let q = this.pFirst[y]; q < this.pEnd[y]; q++) {
        const z = t.pTo[q];
        if (z >= 0 && (code = this.lookOnce(z, now)) !== OK) return code;
      }
    }
    return OK;
  }

  /** checkSlot, once per slot and decision (`now` stamps the slots already looked at). */
  private lookOnce(slot: number, now: number): number {
    if (this.stamp[slot] === now) return OK;
    this.stamp[slot] = now;
    return this.checkSlot(slot);
  }

  /** The look-ahead for one slot: can it still get the lines it needs? */
  private checkSlot(x: number): number {
    const first = this.pFirst[x];
    if (first < 0) return OK;
    const t = this.tables;
    const wm = this.wm;
    const base = this.ptrBase;
    const sx = wm[x];
    const need = sx === DONE ? 0 : sx === FREE ? (this.fill ? 2 : 0) : 1;
    if (need === 0) return OK;
    const lab = this.graph.label;
    const labelled = sx >= LABEL && sx < base;
    let can = 0;
    for (let q = first; q < this.pEnd[x]; q++) {
      const y = t.pTo[q];
      if (y < 0) {
        // A cell not reached yet is open to x, unless it is the endpoint of another label than x's.
        if (labelled && lab[t.pVert[q]] >= 0 && LABEL + lab[t.pVert[q]] !== sx) continue;
        can++;
        continue;
      }
      const sy = wm[y];
      if (sy === DONE) continue;
      if (sx === base + t.wVerts[this.w0 + y]) continue; // the other loose end of x's own piece: a loop
      if (sx >= LABEL && sx < base && sy >= LABEL && sy < base && sx !== sy) continue; // two labels
      can++;
    }
    return can < need ? this.cut(CUT_BLOCKED, x) : OK;
  }

  /**
   * Looks one step ahead at every vertex that stays: it must still be able to
   * get the lines it needs (a free cell two under fill, a loose end one)
   * through undecided edges it can still take — not to a finished cell, not
   * back into its own piece (a loop), not to another label, and under
   * no-touch not to a piece it was kept apart from. Under no-touch, two cells
   * of one piece with an undecided edge between them are lost too: taking
   * the edge closes a loop, leaving it makes the path touch itself. All these
   * "cannot" facts only ever stay true, so the cut is sound.
   */
  private lookAhead(): number {
    const t = this.tables;
    const wm = this.wm;
    const wc = this.wc;
    const base = this.ptrBase;
    const notouch = this.notouch;
    const apartPairs = this.apartPairs;
    const verts = t.wVerts;
    const w0 = this.w0;
    const end = t.pStart[this.level + 1];
    for (let q = t.pStart[this.level]; q < end; ) {
      const x = t.pFrom[q];
      const sx = wm[x];
      const need = sx === DONE ? 0 : sx === FREE ? (this.fill ? 2 : 0) : 1;
      const labelled = sx >= LABEL && sx < base;
      let can = 0;
      for (; q < end && t.pFrom[q] === x; q++) {
        const y = t.pTo[q];
        if (y < 0) {
          // A cell not reached yet is open to x, unless it is the endpoint of another label than x's.
          const l = this.graph.label[t.pVert[q]];
          if (labelled && l >= 0 && LABEL + l !== sx) continue;
          can++;
          continue;
        }
        const sy = wm[y];
        const labelEnds = sx >= LABEL && sx < base && sy >= LABEL && sy < base;
        if (notouch && wc[x] === wc[y] && !labelEnds) return this.cut(CUT_TOUCH, x, y, TOUCH_AHEAD);
        if (sy === DONE || sx === DONE) continue;
        if (sx === base + verts[w0 + y]) continue; // the other loose end of x's own piece: a loop
        if (labelEnds && sx !== sy) continue; // two labels
        if (notouch && apartPairs.has(wc[x], wc[y])) continue;
        can++;
      }
      if (can < need) return this.cut(CUT_BLOCKED, x);
    }
    return OK;
  }

  private cut(code: number, slot: number, other = -1, how = 0): number {
    this.cutVertex = this.tables.wVerts[this.w0 + slot];
    this.cutOther = other < 0 ? -1 : this.tables.wVerts[this.w0 + other];
    this.cutHow = how;
    return code;
  }

  /** Takes edge (a, b): joins the two path pieces at their loose ends. */
  private join(pa: number, pb: number): number {
    const wm = this.wm;
    const base = this.ptrBase;
    const sa = wm[pa];
    const sb = wm[pb];
    const changed = this.changed;
    changed[0] = pa;
    changed[1] = pb;
    this.nChanged = 2;
    this.bridged = false;
    if (sa === DONE) return this.cut(CUT_DEGREE, pa);
    if (sb === DONE) return this.cut(CUT_DEGREE, pb);
    const verts = this.tables.wVerts;
    const va = verts[this.w0 + pa];
    const vb = verts[this.w0 + pb];
    if (sa === FREE && sb === FREE) {
      this.put(pa, base + vb);
      this.put(pb, base + va);
    } else if (sa === FREE || sb === FREE) {
      // The free cell becomes the new loose end of the other piece.
      const pf = sa === FREE ? pa : pb;
      const pe = sa === FREE ? pb : pa;
      const vf = sa === FREE ? va : vb;
      const se = wm[pe];
      this.put(pf, se);
      if (se >= base) {
        const far = this.slotOf[se - base];
        this.put(far, base + vf);
        changed[this.nChanged++] = far;
      }
      this.put(pe, DONE);
    } else if (sa < base && sb < base) {
      // Two labelled ends: the same label finishes its path, two labels may never meet.
      if (sa !== sb) {
        // Written in place: a fresh pair per cut was 6 % of the heap a file of small boards used (the probes cut often).
        this.cutLabels[0] = sa - LABEL;
        this.cutLabels[1] = sb - LABEL;
        this.cutVertex = va;
        return CUT_LABELS;
      }
      this.put(pa, DONE);
      this.put(pb, DONE);
    } else if (sa < base || sb < base) {
      // A labelled end meets a piece without a label: its far end now carries the label.
      const lab = sa < base ? sa : sb;
      const other = sa < base ? sb : sa;
      const far = this.slotOf[other - base];
      this.put(far, lab);
      this.bridged = true;
      changed[this.nChanged++] = far;
      this.put(pa, DONE);
      this.put(pb, DONE);
    } else {
      if (sa === base + vb) return this.cut(CUT_CYCLE, pa);
      this.bridged = true;
      const wa = this.slotOf[sa - base];
      const wb = this.slotOf[sb - base];
      this.put(wa, base + (sb - base));
      this.put(wb, base + (sa - base));
      changed[this.nChanged++] = wa;
      changed[this.nChanged++] = wb;
      this.put(pa, DONE);
      this.put(pb, DONE);
    }
    return this.notouch ? this.merge(this.wc[pa], this.wc[pb], pa) : OK;
  }

  /** Writes a mate value in a join, noting the old one for `reset`. */
  private put(slot: number, value: number): void {
    const wm = this.wm;
    this.undoSlot[this.nUndo] = slot;
    this.undoValue[this.nUndo++] = wm[slot];
    wm[slot] = value;
  }

  /** notouch: the edge joined pieces ia and ib into one; cut when they were kept apart. */
  private merge(ia: number, ib: number, slot: number): number {
    if (ia === ib) return OK; // two ends of one label: its path is finished
    if (this.apartPairs.has(ia, ib)) return this.cut(CUT_TOUCH, slot, -1, TOUCH_MERGE);
    // The merged piece is known by the label when one side has it, else by ia.
    const into = ib & LBIT ? ib : ia;
    const from = into === ia ? ib : ia;
    const wc = this.wc;
    for (let j = 0; j < this.work; j++) if (wc[j] === from) wc[j] = into;
    this.apartPairs.rename(from, into);
    return OK;
  }

  /** notouch: edge (a, b) left out, so a and b must lie on different paths. */
  private apart(pa: number, pb: number): number {
    const ia = this.wc[pa];
    const ib = this.wc[pb];
    if (ia === ib) return this.cut(CUT_TOUCH, pa, pb, TOUCH_APART);
    if (ia & LBIT && ib & LBIT) return OK;
    this.apartPairs.add(ia, ib);
    return OK;
  }

  /** Writes the state after the edge (leaving vertices dropped, pieces renumbered) at out[off…]; returns its length. */
  store(out: Uint16Array, off: number): number {
    const keep = this.keep;
    const nKeep = this.nKeep;
    const wm = this.wm;
    if (this.canonical !== null && this.canonical.packed) return this.canonical.storePacked(out, off, wm, keep, nKeep) - off;
    let k = off;
    for (let q = 0; q < nKeep; q++) out[k++] = wm[keep[q]];
    if (this.canonical) return this.canonical.store(out, k, keep, nKeep) - off;
    if (!this.notouch) return k - off;
    const map = this.pieceMap;
    const hasEnd = this.labelHasEnd;
    const wc = this.wc;
    const ptrBase = this.ptrBase;
    let next = 0;
    for (let q = 0; q < nKeep; q++) {
      const j = keep[q];
      const id = wc[j];
      const v = wm[j];
      if (v >= LABEL && v < ptrBase) hasEnd[v - LABEL] = 1;
      if (id & LBIT) out[k++] = id;
      else {
        if (map[id] < 0) map[id] = next++;
        out[k++] = map[id];
      }
    }
    const apartPairs = this.apartPairs;
    apartPairs.settle(hasEnd, map);
    for (let c = 0; c < this.nPieces; c++) map[c] = -1;
    for (let q = 0; q < nKeep; q++) {
      const v = wm[keep[q]];
      if (v >= LABEL && v < ptrBase) hasEnd[v - LABEL] = 0;
    }
    k = apartPairs.write(out, k);
    return k - off;
  }
}

