/**
 * Counting a ZDD level by level from the root, without keeping it: each node
 * carries the number of root paths that reach it, and a level passes its
 * numbers on to its children. Counts stay in a Float64Array while they are
 * below 2^53 (where doubles add integers exactly) and move to BigInt for the
 * rest of the run the first time a sum would pass it.
 */

export type LevelCounts = Float64Array | bigint[];

/** Child codes of one level: −1 = ⊥, −2 = ⊤, k ≥ 0 = node k of the next level. */
export const TO_BOTTOM = -1;
export const TO_TOP = -2;

/**
 * The next level's counts from this level's and the children of its `width`
 * nodes; also how many root paths reached ⊤ at this level. With `into` (not
 * `counts` itself, at least `nextWidth` long), the counts are written there
 * instead of a new array, so a caller can use two arrays in turn: on small
 * boards a new array per level was a quarter of all the solver allocated. Only
 * the first `nextWidth` entries of `next` mean anything then.
 */
export function propagate(
  counts: LevelCounts,
  width: number,
  lo: Int32Array,
  hi: Int32Array,
  nextWidth: number,
  into?: Float64Array,
): { next: LevelCounts; top: bigint } {
  if (counts instanceof Float64Array) {
    const reuse = into !== undefined && into !== counts && into.length >= nextWidth;
    const next = reuse ? into.fill(0, 0, nextWidth) : new Float64Array(nextWidth);
    let top = 0;
    let exact = true;
    for (let k = 0; k < width && exact; k++) {
      const c = counts[k];
      for (let x = 0; x < 2; x++) {
        const child = x === 0 ? lo[k] : hi[k];
        if (child >= 0) {
          const s = next[child] + c;
          if (s > Number.MAX_SAFE_INTEGER) exact = false;
          next[child] = s;
        } else if (child === TO_TOP) {
          top += c;
          if (top > Number.MAX_SAFE_INTEGER) exact = false;
        }
      }
    }
    // Most levels send nothing to ⊤: 0n is a constant, where BigInt(0) makes a new one every level.
    if (exact) return { next, top: top === 0 ? 0n : BigInt(top) };
    return propagate(Array.from(counts.subarray(0, width), (c) => BigInt(c)), width, lo, hi, nextWidth);
  }
  const next: bigint[] = new Array(nextWidth).fill(0n);
  let top = 0n;
  for (let k = 0; k < width; k++) {
    const c = counts[k];
    if (lo[k] >= 0) next[lo[k]] += c;
    else if (lo[k] === TO_TOP) top += c;
    if (hi[k] >= 0) next[hi[k]] += c;
    else if (hi[k] === TO_TOP) top += c;
  }
  return { next, top };
}
