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
  for (let level = d.levels - 1; level >= 0; level--) {
    if (stop()) return null;
    const from = d.levelStart[level];
    const to = d.levelStart[level + 1];
    const table = new PairTable(to - from);
    for (let id = from; id < to; id++) {
      const lo = map[d.lo[id]];
      const hi = map[d.hi[id]];
      if (hi === 0) {
        map[id] = lo;
        continue;
      }
      const found = table.find(lo, hi);
      if (found >= 0) map[id] = found;
      else {
        table.add(lo, hi, id);
        map[id] = id;
        nodes++;
      }
    }
  }
  return { nodes, map };
}

/** Open addressing on (lo, hi) → id, sized for one level. */
class PairTable {
  private readonly keys: Int32Array;
  private readonly ids: Int32Array;
  private readonly mask: number;

  constructor(n: number) {
    let cap = 16;
    while (cap < 2 * n) cap *= 2;
    this.keys = new Int32Array(2 * cap);
    this.ids = new Int32Array(cap).fill(-1);
    this.mask = cap - 1;
  }

  private slot(lo: number, hi: number): number {
    let at = (Math.imul(lo, 0x9e3779b1) ^ Math.imul(hi, 0x85ebca77)) & this.mask;
    while (this.ids[at] >= 0 && (this.keys[2 * at] !== lo || this.keys[2 * at + 1] !== hi)) at = (at + 1) & this.mask;
    return at;
  }

  find(lo: number, hi: number): number {
    return this.ids[this.slot(lo, hi)];
  }

  add(lo: number, hi: number, id: number): void {
    const at = this.slot(lo, hi);
    this.keys[2 * at] = lo;
    this.keys[2 * at + 1] = hi;
    this.ids[at] = id;
  }
}
