/**
 * Index arithmetic for pattern databases.
 *
 * A placement of k pattern tiles is split in two: WHICH cells they occupy (an
 * n-bit occupancy mask, ranked among the masks with k bits set) and WHICH tile
 * sits in which occupied cell (a permutation of k "slots", slot = rank of the
 * cell among the occupied cells in ascending order, ranked lexicographically).
 *
 * Why this split: the free cells, and hence the regions the blank can roam,
 * depend only on the mask, so the builder handles all k! tile orders of one
 * mask as one bit block. A horizontal tile move keeps every slot (no occupied
 * cell lies between the two cells), so it maps a block onto a block bit for
 * bit; a vertical move rotates a few slots, a fixed permutation of ranks that
 * is tabulated once (`slotRotation`).
 */

import { popcount } from '../../../core/bits';

export { popcount };

export function factorial(k: number): number {
  let f = 1;
  for (let i = 2; i <= k; i++) f *= i;
  return f;
}

/** All n-bit masks with exactly k bits set, ascending, and their ranks. */
export interface MaskSpace {
  masks: Uint32Array;
  /** rankOf[mask] = position in `masks`, or -1 when the mask has a wrong bit count. */
  rankOf: Int32Array;
}

export function maskSpace(n: number, k: number): MaskSpace {
  const rankOf = new Int32Array(1 << n).fill(-1);
  const list: number[] = [];
  for (let m = 0; m < 1 << n; m++) {
    if (popcount(m) === k) {
      rankOf[m] = list.length;
      list.push(m);
    }
  }
  return { masks: Uint32Array.from(list), rankOf };
}

/**
 * Lexicographic rank of a permutation `p` of 0..k-1 (p[i] = slot of pattern
 * tile i). Digit i counts the unused slots below p[i].
 */
export function rankPermutation(p: ArrayLike<number>, k: number): number {
  let used = 0;
  let rank = 0;
  for (let i = 0; i < k; i++) {
    const s = p[i];
    rank = rank * (k - i) + s - popcount(used & ((1 << s) - 1));
    used |= 1 << s;
  }
  return rank;
}

/** Inverse of `rankPermutation`; writes the permutation into `out`. */
export function unrankPermutation(rank: number, k: number, out: Int32Array | number[]): void {
  const digits = new Array<number>(k);
  for (let i = k - 1; i >= 0; i--) {
    const radix = k - i;
    digits[i] = rank % radix;
    rank = Math.floor(rank / radix);
  }
  let used = 0;
  for (let i = 0; i < k; i++) {
    // The digits[i]-th unused slot, counting from 0.
    let d = digits[i];
    let s = 0;
    for (; ; s++) {
      if (used & (1 << s)) continue;
      if (d === 0) break;
      d--;
    }
    out[i] = s;
    used |= 1 << s;
  }
}

/**
 * The permutation of ranks caused by a tile moving from slot `from` to slot
 * `to` (the slots in between shift by one towards `from`): entry r is the rank
 * after the move of the placement whose rank was r before it.
 */
export function slotRotation(k: number, from: number, to: number): Uint16Array {
  const count = factorial(k);
  const table = new Uint16Array(count);
  const p = new Int32Array(k);
  const moved = (s: number): number => {
    if (s === from) return to;
    if (from < to && s > from && s <= to) return s - 1;
    if (to < from && s >= to && s < from) return s + 1;
    return s;
  };
  for (let r = 0; r < count; r++) {
    unrankPermutation(r, k, p);
    for (let i = 0; i < k; i++) p[i] = moved(p[i]);
    table[r] = rankPermutation(p, k);
  }
  return table;
}

const rotationCache = new Map<number, (Uint16Array | null)[]>();

/**
 * Rotation tables for every (from, to) slot pair a vertical move can produce
 * on a board `width` cells wide (|from - to| < width), keyed `from * k + to`.
 * Made once per (k, width) and kept (read-only): for k = 8 they take about
 * half a second, which a search must not pay inside its time limit.
 */
export function slotRotations(k: number, width: number): (Uint16Array | null)[] {
  const tables = slotRotationsBy(k, width, Infinity);
  if (!tables) throw new Error('unreachable: no deadline');
  return tables;
}

/** The same, or null when `deadline` (a `Date.now()` time) comes first; nothing half-made is kept. */
export function slotRotationsBy(k: number, width: number, deadline: number): (Uint16Array | null)[] | null {
  const key = k * 64 + width;
  let tables = rotationCache.get(key);
  if (!tables) {
    const made = makeSlotRotations(k, width, deadline);
    if (!made) return null;
    rotationCache.set(key, (tables = made));
  }
  return tables;
}

function makeSlotRotations(k: number, width: number, deadline: number): (Uint16Array | null)[] | null {
  const tables: (Uint16Array | null)[] = new Array(k * k).fill(null);
  for (let from = 0; from < k; from++) {
    for (let to = 0; to < k; to++) {
      if (Date.now() >= deadline) return null;
      if (from !== to && Math.abs(from - to) < width) tables[from * k + to] = slotRotation(k, from, to);
    }
  }
  return tables;
}

/** Slot of `cell` among the set bits of `mask` (the number of set bits below it). */
export function slotOf(mask: number, cell: number): number {
  return popcount(mask & ((1 << cell) - 1));
}
