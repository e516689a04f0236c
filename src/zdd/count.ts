/**
 * How many sets a ZDD holds, per node, counted bottom up: count(⊥) = 0,
 * count(⊤) = 1, count(n) = count(lo) + count(hi). Doubles add integers
 * exactly below 2^53, so a first pass in a Float64Array is exact whenever the
 * root's count stays below it (no node counts more than the root, since
 * every node lies on a root path); otherwise the counts are redone in BigInt.
 */
import type { Diagram } from './diagram';

export interface Counts {
  /** Count per node id, exact (present when the root's count is below 2^53). */
  float?: Float64Array;
  /** Count per node id (present when the counts are too large for doubles). */
  big?: bigint[];
  /** The root's count. */
  total: bigint;
}

/**
 * Counts every node. `stop` is asked every 65,536 nodes (counting is work a
 * time limit covers too); when it says so the count gives up and returns null.
 */
export function countSets(d: Diagram): Counts;
export function countSets(d: Diagram, stop: () => boolean): Counts | null;
export function countSets(d: Diagram, stop: () => boolean = () => false): Counts | null {
  const float = new Float64Array(d.size);
  if (d.size > 1) float[1] = 1;
  let exact = true;
  for (let id = d.size - 1; id >= 2; id--) {
    if ((id & 0xffff) === 0 && stop()) return null;
    const c = float[d.lo[id]] + float[d.hi[id]];
    if (c > Number.MAX_SAFE_INTEGER) {
      exact = false;
      break;
    }
    float[id] = c;
  }
  if (exact) return { float, total: BigInt(d.root < 2 ? d.root : float[d.root]) };
  const big: bigint[] = new Array(d.size).fill(0n);
  big[1] = 1n;
  for (let id = d.size - 1; id >= 2; id--) {
    if ((id & 0xffff) === 0 && stop()) return null;
    big[id] = big[d.lo[id]] + big[d.hi[id]];
  }
  return { big, total: d.root < 2 ? BigInt(d.root) : big[d.root] };
}

/** The count of one node as a BigInt. */
export function countOf(c: Counts, id: number): bigint {
  if (c.big) return c.big[id];
  return BigInt(c.float![id]);
}
