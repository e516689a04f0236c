/**
 * Picking sets out of a counted ZDD without listing the others: the sets are
 * ordered "0-child first" (at each node, every set that leaves the variable
 * out comes before every set that takes it), and `unrank(r)` walks from the
 * root to the r-th set in that order, going to the 1-child and subtracting
 * the 0-child's count whenever r is past it. The first k sets are ranks
 * 0 … k − 1; a uniformly random set is a uniformly random rank — exact, even
 * for counts far above 2^53, because the rank is drawn exactly.
 */
import type { Random } from '../core/random';
import { BOTTOM, TOP, type Diagram } from './diagram';
import { countOf, type Counts } from './count';

/** The levels taken by the set of rank r (0-based), or null when r is out of range. */
export function unrank(d: Diagram, counts: Counts, r: bigint): number[] | null {
  if (r < 0n || r >= counts.total) return null;
  const taken: number[] = [];
  let id = d.root;
  let level = levelAtOrAfter(d, id, 0);
  // One step per level: BigInt arithmetic here costs nothing next to building the diagram.
  let rest = r;
  while (id !== TOP) {
    if (id === BOTTOM) return null;
    const lo = d.lo[id];
    const c = countOf(counts, lo);
    if (rest < c) id = lo;
    else {
      rest -= c;
      taken.push(level);
      id = d.hi[id];
    }
    level = levelAtOrAfter(d, id, level);
  }
  return taken;
}

/** The level of node id, searching upward from `from` (levels only grow along a path). */
function levelAtOrAfter(d: Diagram, id: number, from: number): number {
  if (id < 2) return d.levels;
  let level = from;
  while (level + 1 < d.levels && d.levelStart[level + 1] <= id) level++;
  return level;
}

/** A uniform integer in [0, n) drawn exactly from 32-bit chunks (rejection sampling). */
export function randomBelow(random: Random, n: bigint): bigint {
  if (n <= 0n) return 0n;
  const bits = n.toString(2).length;
  const chunks = Math.ceil(bits / 32);
  const mask = (1n << BigInt(bits)) - 1n;
  for (;;) {
    let x = 0n;
    for (let k = 0; k < chunks; k++) x = (x << 32n) | BigInt(Math.floor(random() * 4294967296));
    x &= mask;
    if (x < n) return x;
  }
}
