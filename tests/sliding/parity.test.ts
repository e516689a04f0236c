import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parity } from '../../src/puzzles/sliding/parity';
import { goalTiles } from '../../src/puzzles/sliding/board';
import { bfsDistances3x3, unrank3x3, STATES_3X3, UNREACHED } from '../../src/puzzles/sliding/eight-puzzle/distances';
import { seededRandom } from '../../src/core/random';
import { randomWalk } from './fixtures';

describe('parity', () => {
  it('shows the solved board with 14 and 15 swapped unsolvable, and says why', () => {
    const tiles = goalTiles(4);
    [tiles[13], tiles[14]] = [tiles[14], tiles[13]];
    const r = parity({ size: 4, tiles });
    expect(r).toMatchObject({ inversions: 1, pairs: [[15, 14]], blankRowFromBottom: 1, sum: 2, solvable: false });
    expect(r.explanation).toMatch(/1 inversion, plus the blank on row 1 from the bottom, make 2, an even number.*cannot be solved/);
  });

  it('counts inversions bigger-first in reading order, skipping the blank', () => {
    const r = parity({ size: 3, tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1] });
    expect(r.pairs).toContainEqual([8, 6]);
    expect(r.pairs).toContainEqual([3, 1]);
    expect(r.pairs.filter(([a, b]) => !(a > b))).toEqual([]);
    expect(r.inversions).toBe(r.pairs.length);
    expect(r.blankRowFromBottom).toBeNull();
    expect(r).toMatchObject({ solvable: true });
  });

  it('agrees with breadth-first reachability on all 9! arrangements of the 3×3', () => {
    const dist = bfsDistances3x3();
    let disagreements = 0;
    for (let rank = 0; rank < STATES_3X3; rank++) {
      const solvable = parity({ size: 3, tiles: unrank3x3(rank) }).solvable;
      if (solvable !== (dist[rank] !== UNREACHED)) disagreements++;
    }
    expect(disagreements).toBe(0);
  });

  it('is invariant under moves, and flips when two tiles are swapped (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(3, 4, 5), fc.integer(), fc.nat(200), (size, seed, steps) => {
        const { tiles } = randomWalk(size, steps, seededRandom(seed));
        expect(parity({ size, tiles })).toMatchObject({ solvable: true });
        const a = tiles.findIndex((t) => t !== 0);
        const b = tiles.findIndex((t, i) => t !== 0 && i > a);
        [tiles[a], tiles[b]] = [tiles[b], tiles[a]];
        expect(parity({ size, tiles }).solvable).toBe(false);
      }),
    );
  });
});
