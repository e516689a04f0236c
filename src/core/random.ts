/**
 * Seeded randomness, so the same seed gives the same board and the same trace.
 *
 * The generator is mulberry32 (Tommy Ettinger's 32-bit mixer): six lines, fast,
 * and good enough for shuffling boards and sampling tests. It lives here rather
 * than coming from d3-random because solver and core code stay free of the
 * rendering libraries (d3, preact, katex), by house rule.
 */

export type Random = () => number;

/** A uniform generator on [0, 1) from a seed (any number; fractions are mixed in). */
export function seededRandom(seed: number): Random {
  let a = (Math.floor(seed) ^ Math.floor((seed % 1) * 2 ** 32)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform integer in [0, n). */
export function randomInt(random: Random, n: number): number {
  return Math.floor(random() * n);
}

/** Fisher–Yates shuffle in place; every permutation equally likely. */
export function shuffleInPlace<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
