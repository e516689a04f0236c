import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom, shuffleInPlace } from '../../src/core/random';

describe('seeded randomness', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = seededRandom(42), b = seededRandom(42), c = seededRandom(43);
    const xs = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(xs);
    expect(Array.from({ length: 5 }, c)).not.toEqual(xs);
  });

  it('shuffles into a permutation with every position reachable', () => {
    const random = seededRandom(7);
    const seenAt0 = new Set<number>();
    for (let t = 0; t < 200; t++) {
      const items = shuffleInPlace(random, [0, 1, 2, 3]);
      expect([...items].sort()).toEqual([0, 1, 2, 3]);
      seenAt0.add(items[0]);
    }
    expect(seenAt0.size).toBe(4);
  });

  it('draws integers in range', () => {
    const random = seededRandom(1);
    for (let t = 0; t < 1000; t++) {
      const k = randomInt(random, 6);
      expect(k % 1).toBe(0);
      expect(k).toBeGreaterThanOrEqual(0);
      expect(k).toBeLessThan(6);
    }
  });
});
