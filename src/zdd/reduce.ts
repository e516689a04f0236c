/**
 * The size of the reduced ZDD: bottom up, a node whose 1-child is ⊥ is
 * replaced by its 0-child (zero suppression), and nodes of one level with the
 * same two children become one. The frontier construction already merges
 * nodes with equal states; reduction merges nodes whose states differ but
 * whose futures are the same, and removes dead ends (nodes with no way to ⊤).
 */
import type { Diagram } from './diagram';

export interface Reduced {
  /** Nodes left after reduction (terminals not counted). */
  nodes: number;
  /** Per node id: the id of its representative in the reduced diagram (0/1 for terminals). */
  map: Int32Array;
}

/** Reduces level by level; `stop` is asked once per level (a time limit covers this too), null when it says so. */
export function reduceDiagram(d: Diagram): Reduced;
export function reduceDiagram(d: Diagram, stop: () => boolean): Reduced | null;
export function reduceDiagram(d: Diagram, stop: () => boolean = () => false): Reduced | null {
  const map = new Int32Array(d.size);
  if (d.size > 1) map[1] = 1;
  let nodes = 0;
  const table = new PairTable();
  for (let level = d.levels - 1; level >= 0; level--) {
    if (stop()) return null;
    const from = d.levelStart[level];
    const to = d.levelStart[level + 1];
    table.reset(to - from);
    for (let id = from; id < to; id++) {
      const lo = map[d.lo[id]];
      const hi = map[d.hi[id]];
      if (hi === 0) {
        map[id] = lo;
        continue;
      }
      const found = table.findOrAdd(lo, hi, id);
      map[id] = found;
      if (found === id) nodes++;
    }
  }
  return { nodes, map };
}

/**
 * Open addressing on (lo, hi) → id, one table for every level: `reset` empties as much of it as the next
 * level needs (a table per level allocated and zeroed arrays sized for the widest level again and again).
 */
class PairTable {
  private keys = new Int32Array(32);
  private ids = new Int32Array(16);
  private mask = 15;

  /** Empties the table for a level of n nodes (at most half full). */
  reset(n: number): void {
    let cap = 16;
    while (cap < 2 * n) cap *= 2;
    if (cap > this.ids.length) {
      this.keys = new Int32Array(2 * cap);
      this.ids = new Int32Array(cap);
    }
    this.ids.fill(-1, 0, cap);
    this.mask = cap - 1;
  }

  /** The id stored for (lo, hi), or `id` after storing it there when there is none. */
  findOrAdd(lo: number, hi: number, id: number): number {
    const { keys, ids, mask } = this;
    let at = (Math.imul(lo, 0x9e3779b1) ^ Math.imul(hi, 0x85ebca77)) & mask;
    while (ids[at] >= 0) {
      if (keys[2 * at] === lo && keys[2 * at + 1] === hi) return ids[at];
      at = (at + 1) & mask;
    }
    keys[2 * at] = lo;
    keys[2 * at + 1] = hi;
    ids[at] = id;
    return id;
  }
}
