/**
 * The crossing test: two labels whose four loose ends lie on the frontier
 * in the order L … M … L … M can never both be finished, unless a path piece
 * without a label (a "bridge", both of its loose ends on the frontier) lets
 * one of them jump across the other.
 *
 * Why it is sound. The frontier runs across the board like a line J: the
 * decided part lies on one side, the undecided part on the other, and the
 * loose ends sit on J in the order of the working list (vertices are numbered
 * in sweep order, so ascending slots are J's order). Every label whose two
 * endpoints are both seen (a "closed" label) has two loose ends a, a' on J
 * and must be finished on the undecided side, possibly passing through
 * bridges. Suppose no bridge has exactly one end between a and a', and none
 * has exactly one end between b and b' (the ends of a second closed label M,
 * interleaved with L's). L's finished route from a to a', closed by a curve
 * on the decided side that goes round every bridge (possible: no bridge
 * separates a from a'), is a closed curve C. Walking along J from b to b',
 * C is crossed at exactly one of a, a' and at an even number of bridge ends,
 * so b and b' lie on different sides of C. M's route from b to b' uses only
 * undecided edges and bridges, none of which meets C: impossible. So the
 * state has no completion, and the cut is sound under every rule.
 *
 * The test costs a pass over the working list and a few comparisons per
 * pair of closed labels (there are few).
 */

export class CrossingTest {
  /** Per label: slot of its first loose end seen in this pass, −1 = none. */
  private readonly firstEnd: Int32Array;
  /** Closed labels of this pass: their two slots (lo < hi). */
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  /** Bridges of this pass: their two slots (p < q). */
  private readonly bp: Int32Array;
  private readonly bq: Int32Array;
  /** Labels whose firstEnd was set (to reset them). */
  private readonly touched: Int32Array;
  /** Slots of the closed labels that found the test (for the cut's reason). */
  cutA = -1;
  cutB = -1;

  constructor(labels: number, maxWork: number) {
    this.firstEnd = new Int32Array(labels).fill(-1);
    this.lo = new Int32Array(maxWork);
    this.hi = new Int32Array(maxWork);
    this.bp = new Int32Array(maxWork);
    this.bq = new Int32Array(maxWork);
    this.touched = new Int32Array(maxWork);
  }

  /**
   * True when the working state (mate values wm[0 … work), LABEL + L for a
   * labelled end, ptrBase + v for an unlabelled one whose other end is
   * vertex v at slot slotOf[v]) has two closed labels interleaved with no
   * bridge between them.
   */
  dead(wm: Int32Array, work: number, label0: number, ptrBase: number, slotOf: Int32Array): boolean {
    const firstEnd = this.firstEnd;
    let nClosed = 0;
    let nBridges = 0;
    let nTouched = 0;
    for (let j = 0; j < work; j++) {
      const v = wm[j];
      if (v < label0) continue;
      if (v < ptrBase) {
        const l = v - label0;
        const f = firstEnd[l];
        if (f < 0) {
          firstEnd[l] = j;
          this.touched[nTouched++] = l;
        } else {
          this.lo[nClosed] = f;
          this.hi[nClosed++] = j;
        }
      } else {
        const other = slotOf[v - ptrBase];
        if (other > j) {
          this.bp[nBridges] = j;
          this.bq[nBridges++] = other;
        }
      }
    }
    for (let t = 0; t < nTouched; t++) firstEnd[this.touched[t]] = -1;
    if (nClosed < 2) return false;
    // Keep the closed labels no bridge separates (exactly one end strictly inside a bridge's span).
    let free = 0;
    for (let c = 0; c < nClosed; c++) {
      const a = this.lo[c];
      const b = this.hi[c];
      let separated = false;
      for (let q = 0; q < nBridges; q++) {
        const p = this.bp[q];
        const r = this.bq[q];
        if (p < a && a < r ? !(p < b && b < r) : p < b && b < r) {
          separated = true;
          break;
        }
      }
      if (!separated) {
        this.lo[free] = a;
        this.hi[free++] = b;
      }
    }
    for (let c = 0; c < free; c++) {
      const a = this.lo[c];
      const b = this.hi[c];
      for (let d = c + 1; d < free; d++) {
        const x = this.lo[d];
        const y = this.hi[d];
        if ((a < x && x < b && b < y) || (x < a && a < y && y < b)) {
          this.cutA = a;
          this.cutB = x;
          return true;
        }
      }
    }
    return false;
  }
}
