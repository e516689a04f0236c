/**
 * A zero-suppressed decision diagram stored as typed arrays: node ids are
 * indices, node 0 is the 0-terminal (⊥, "no set"), node 1 the 1-terminal (⊤,
 * "the empty set"), and every other node has a level (the variable it decides)
 * and two children: `lo` (the variable is out) and `hi` (it is in). A node is
 * two 32-bit integers, 8 bytes; its level is implied by where it sits, since
 * nodes are numbered level by level (`levelStart`).
 *
 * The diagram is built top down (root first) by a frontier construction, so
 * children always have larger ids than their parents, or are terminals.
 */

export const BOTTOM = 0;
export const TOP = 1;

export interface Diagram {
  /** Number of variables (levels). */
  levels: number;
  /** Nodes of level i are ids levelStart[i] … levelStart[i+1] − 1; levelStart has levels + 1 entries. */
  levelStart: Int32Array;
  lo: Int32Array;
  hi: Int32Array;
  /** The root: a node id, or a terminal when the diagram is trivial. */
  root: number;
  /** Ids in use (terminals included). */
  size: number;
}

/** A diagram under construction: append a level's nodes, then set their children. */
export class DiagramBuilder {
  lo: Int32Array;
  hi: Int32Array;
  size = 2;
  private readonly starts: number[] = [];

  /** `initial`: the nodes there is room for at first (they grow by doubling). */
  constructor(initial = 1024) {
    this.lo = new Int32Array(initial);
    this.hi = new Int32Array(initial);
  }

  /** Opens level `level` with `count` nodes; returns the id of its first node. */
  openLevel(level: number, count: number): number {
    if (this.starts.length !== level) throw new Error(`levels must be opened in order (expected ${this.starts.length}, got ${level})`);
    this.starts.push(this.size);
    this.reserve(this.size + count);
    this.size += count;
    return this.size - count;
  }

  /**
   * Appends one node to the level opened last (its children set later); returns its id. For builders
   * that learn a level's size only while making it (build-skipping.ts).
   */
  addNode(): number {
    this.reserve(this.size + 1);
    return this.size++;
  }

  private reserve(n: number): void {
    if (n <= this.lo.length) return;
    let cap = Math.max(16, this.lo.length);
    // Doubling: a diagram of n nodes is copied O(n) times in all, and big arrays are allocated (and collected) rarely.
    while (cap < n) cap *= 2;
    const lo = new Int32Array(cap);
    const hi = new Int32Array(cap);
    lo.set(this.lo.subarray(0, this.size));
    hi.set(this.hi.subarray(0, this.size));
    this.lo = lo;
    this.hi = hi;
  }

  /** Bytes the node arrays hold (capacity, not just use). */
  bytes(): number {
    return this.lo.byteLength + this.hi.byteLength;
  }

  /** The diagram of the levels opened so far (the arrays are shared, not copied). */
  finish(levels: number, root: number): Diagram {
    const levelStart = new Int32Array(levels + 1);
    for (let i = 0; i <= levels; i++) levelStart[i] = i < this.starts.length ? this.starts[i] : this.size;
    return { levels, levelStart, lo: this.lo, hi: this.hi, root, size: this.size };
  }
}

/** The level of node id (binary search over levelStart); −1 for terminals. */
export function levelOf(d: Diagram, id: number): number {
  if (id < 2) return -1;
  let lo = 0;
  let hi = d.levels - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (d.levelStart[mid] <= id) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
