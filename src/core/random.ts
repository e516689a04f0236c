/**
 * Seeded randomness, so the same seed gives the same board and the same trace.
 * d3-random's linear congruential generator is small, well tested and seedable.
 */
import { randomLcg } from 'd3-random';

export type Random = () => number;

/** A uniform generator on [0, 1) from a seed (any number). */
export function seededRandom(seed: number): Random {
  return randomLcg(seed);
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
