/**
 * Under fill-notouch, the pairs of path pieces that ./build-cells.ts keeps
 * apart. Under fill a solution's edges are exactly the neighbour pairs that
 * lie on one path (no path runs alongside itself), so a neighbour pair left
 * without its edge says the two cells lie on different paths: their pieces
 * may never merge, nor may one take the other's label.
 *
 * A piece is named by a key the state's words already determine, so the
 * pairs need no numbering of their own: a labelled piece by its label's
 * value (line + 1 + t, as in the column words), any other piece by the
 * smaller column of its two open ends (a cell with no edge yet is a piece
 * whose ends are both its own column). Keys change when pieces join or an
 * end moves sideways, and the pairs are renamed with them.
 *
 * A state stores its pairs after its column words: their count, then each
 * pair (smaller key first), sorted, without repeats and without the pairs
 * the future cannot break any more (two labels, or a label whose path is
 * finished), so that states with the same future have the same words.
 */

/** A pair as one number, smaller key first, so that pairs sort and compare as numbers (keys are under 2^13). */
const SHIFT = 13;
const LOW = (1 << SHIFT) - 1;
const pack = (x: number, y: number): number => (x < y ? (x << SHIFT) | y : (y << SHIFT) | x);

export class CellApart {
  /** The working pairs, packed (pack), for q < np. */
  private pairs = new Int32Array(64);
  np = 0;
  /** Whether the pairs may differ from the loaded ones, stored sorted: a pair added or renamed, or a label's path finished. */
  private changed = false;
  /** Label values (minus the first) seen among the open ends of the state being written: its labels still open. */
  private open = new Int32Array(0);
  private stamp = 0;
  /** Per label, the first of its two cells in the sweep's order: before the sweep reaches it, the label is not finished but unseen. */
  private readonly firstCell: Int32Array;
  /** Pairs at or above this name two labels (settled). */
  private readonly bothLabels: number;

  constructor(
    /** Keys above this are labels. */
    private readonly done: number,
    labelOf: Int32Array,
    labels: number,
  ) {
    this.open = new Int32Array(labels + 1);
    this.firstCell = new Int32Array(labels).fill(-1);
    for (let v = 0; v < labelOf.length; v++) if (labelOf[v] >= 0 && this.firstCell[labelOf[v]] < 0) this.firstCell[labelOf[v]] = v;
    this.bothLabels = (done + 1) << SHIFT;
  }

  /** Reads a stored state's pairs (count at src[at], then the pairs) as the working pairs. */
  load(src: Uint16Array, at: number): void {
    const np = src[at];
    if (this.pairs.length < np + 16) this.pairs = new Int32Array(np + 64);
    const p = this.pairs;
    for (let q = 0; q < np; q++) p[q] = (src[at + 1 + 2 * q] << SHIFT) | src[at + 2 + 2 * q];
    this.np = np;
    this.changed = false;
  }

  /** A label's path was finished: its pairs are settled. */
  finished(): void {
    this.changed = true;
  }

  has(x: number, y: number): boolean {
    const key = pack(x, y);
    const p = this.pairs;
    for (let q = 0; q < this.np; q++) if (p[q] === key) return true;
    return false;
  }

  /** Keeps pieces x and y apart from now on; false when they are one piece (a touch). */
  add(x: number, y: number): boolean {
    if (x === y) return false;
    // Two labels are kept apart by the label rule already.
    if (x > this.done && y > this.done) return true;
    if (this.has(x, y)) return true;
    if (this.pairs.length < this.np + 1) {
      const grown = new Int32Array(this.pairs.length * 2);
      grown.set(this.pairs);
      this.pairs = grown;
    }
    this.pairs[this.np++] = pack(x, y);
    this.changed = true;
    return true;
  }

  /** Piece `from` is now known as `into` (joined to it, or its key moved); false when that joins two pieces kept apart. */
  rename(from: number, into: number): boolean {
    const p = this.pairs;
    for (let q = 0; q < this.np; q++) {
      let x = p[q] >> SHIFT;
      let y = p[q] & LOW;
      if (x !== from && y !== from) continue;
      if (x === from) x = into;
      if (y === from) y = into;
      if (x === y) return false;
      // Two labels: settled, dropped when the pairs are written.
      p[q] = pack(x, y);
      this.changed = true;
    }
    return true;
  }

  /**
   * Writes the count and the pairs at out[at …), in their stored form, given the state's column words
   * (whose open labels keep their pairs) and the first cell the sweep has not reached (a label not
   * reached yet keeps its pairs too: one says a cell below a finished one may not take it); returns
   * the number of words written.
   */
  write(out: Uint16Array, at: number, columns: Uint16Array, co: number, line: number, valueMask: number, reached: number): number {
    const done = this.done;
    const p = this.pairs;
    const np = this.np;
    if (!this.changed) return this.store(out, at);
    const stamp = ++this.stamp;
    // The open labels, read from the columns only when a pair names a label (its larger key).
    let labelled = false;
    for (let q = 0; q < np; q++) if ((p[q] & LOW) > done) labelled = true;
    const open = this.open;
    if (labelled) {
      for (let c = 0; c < line; c++) {
        const v = columns[co + c] & valueMask;
        if (v > done) open[v - done - 1] = stamp;
      }
    }
    // Drop the settled pairs, then sort the rest (insertion sort: the parent's pairs came sorted) and drop repeats.
    let n = 0;
    for (let q = 0; q < np; q++) {
      const key = p[q];
      if (key >= this.bothLabels) continue;
      const x = key >> SHIFT;
      const y = key & LOW;
      if (x > done && this.settled(x - done - 1, stamp, reached)) continue;
      if (y > done && this.settled(y - done - 1, stamp, reached)) continue;
      let i = n;
      while (i > 0 && p[i - 1] > key) i--;
      if (i > 0 && p[i - 1] === key) continue;
      for (let s = n; s > i; s--) p[s] = p[s - 1];
      p[i] = key;
      n++;
    }
    this.np = n;
    return this.store(out, at);
  }

  /** Writes the count and the pairs as they are (sorted, settled ones dropped) at out[at …); returns the number of words. */
  private store(out: Uint16Array, at: number): number {
    const p = this.pairs;
    const n = this.np;
    out[at] = n;
    for (let q = 0; q < n; q++) {
      out[at + 1 + 2 * q] = p[q] >> SHIFT;
      out[at + 2 + 2 * q] = p[q] & LOW;
    }
    return 1 + 2 * n;
  }

  /** Whether label t's path is finished: no open end holds it (open[t] not stamped) though the sweep reached its first cell. */
  private settled(t: number, stamp: number, reached: number): boolean {
    return this.open[t] !== stamp && this.firstCell[t] < reached;
  }
}

/** A hash of the stored pairs (count and pairs at words[at …), `len` words), to add to the columns' hash. */
export function pairsHash(words: Uint16Array, at: number, len: number): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < len; k++) h = Math.imul(h ^ words[at + k], 0x01000193);
  return h;
}
