import { describe, expect, it } from 'vitest';
import { randomSolvable } from '../../src/puzzles/sliding/shuffle';
import { parity } from '../../src/puzzles/sliding/parity';
import { bfsDistances3x3, rank3x3, UNREACHED } from '../../src/puzzles/sliding/eight-puzzle/distances';
import { seededRandom } from '../../src/core/random';

describe('randomSolvable', () => {
  it('always gives a solvable permutation of the right size', () => {
    const random = seededRandom(9);
    const dist = bfsDistances3x3();
    for (let i = 0; i < 2000; i++) {
      const p = randomSolvable(3, random);
      expect(dist[rank3x3(p.tiles)]).not.toBe(UNREACHED);
      const q = randomSolvable(4, random);
      expect(q.tiles.slice().sort((a, b) => a - b)).toEqual([...Array(16).keys()]);
      expect(parity(q)).toMatchObject({ solvable: true });
    }
  });

  it('is uniform over the solvable positions (2×2: all 12 equally often)', () => {
    const random = seededRandom(42);
    const counts = new Map<string, number>();
    const draws = 24_000;
    for (let i = 0; i < draws; i++) {
      const key = randomSolvable(2, random).tiles.join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(12);
    // Expected 2,000 each; the standard deviation is about 43.
    for (const c of counts.values()) expect(Math.abs(c - draws / 12)).toBeLessThan(250);
  });

  it('is the same board for the same seed', () => {
    expect(randomSolvable(4, seededRandom(3))).toEqual(randomSolvable(4, seededRandom(3)));
  });
});
