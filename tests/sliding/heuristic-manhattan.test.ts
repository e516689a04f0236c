import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { explainManhattanLc, manhattanLcHeuristic } from '../../src/puzzles/sliding/heuristics/manhattan';
import { goalTiles, neighbourTable } from '../../src/puzzles/sliding/board';
import { bfsDistances3x3, unrank3x3, STATES_3X3, UNREACHED } from '../../src/puzzles/sliding/eight-puzzle/distances';
import { randomInt, seededRandom, shuffleInPlace } from '../../src/core/random';

/** Plain recomputation from the definition, for comparison with the incremental one. */
function fromScratch(tiles: number[], size: number): number {
  return manhattanLcHeuristic(size).init(Uint8Array.from(tiles));
}

describe('Manhattan + linear conflicts', () => {
  it('is 0 on the goal and counts a row conflict', () => {
    expect(fromScratch(goalTiles(3), 3)).toBe(0);
    // 2 1 in the top row: Manhattan 2, one tile must leave the row: +2
    expect(fromScratch([2, 1, 3, 4, 5, 6, 7, 8, 0], 3)).toBe(4);
    // 3 2 1: Manhattan 4, longest increasing run 1, two tiles leave: +4
    expect(fromScratch([3, 2, 1, 4, 5, 6, 7, 8, 0], 3)).toBe(8);
    // a column conflict: 4 above 1 in column 1
    expect(fromScratch([4, 2, 3, 1, 5, 6, 7, 8, 0], 3)).toBe(4);
  });

  it('updates incrementally exactly as a fresh evaluation, moves and undos (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(3, 4, 5), fc.integer(), fc.array(fc.nat(3), { maxLength: 60 }), (size, seed, choices) => {
        const tiles = shuffleInPlace(seededRandom(seed), goalTiles(size));
        const h = manhattanLcHeuristic(size);
        const history: number[] = [h.init(Uint8Array.from(tiles))];
        const trail: [number, number, number][] = [];
        let blank = tiles.indexOf(0);
        for (const choice of choices) {
          const nbr = neighbourTable(size)[blank];
          const cell = nbr[choice % nbr.length];
          const tile = tiles[cell];
          const v = h.move(tile, cell, blank);
          tiles[blank] = tile;
          tiles[cell] = 0;
          trail.push([tile, cell, blank]);
          blank = cell;
          expect(v).toBe(fromScratch(tiles, size));
          expect(h.value()).toBe(v);
          history.push(v);
        }
        // Undo everything: the values come back in reverse.
        while (trail.length > 0) {
          const [tile, from, to] = trail.pop()!;
          history.pop();
          expect(h.move(tile, to, from)).toBe(history[history.length - 1]);
        }
      }),
    );
  });

  it('never overestimates, and has the parity of the true distance, on every solvable 3×3', () => {
    const dist = bfsDistances3x3();
    const h = manhattanLcHeuristic(3);
    let over = 0;
    let wrongParity = 0;
    for (let rank = 0; rank < STATES_3X3; rank++) {
      if (dist[rank] === UNREACHED) continue;
      const v = h.init(Uint8Array.from(unrank3x3(rank)));
      if (v > dist[rank]) over++;
      if ((v - dist[rank]) % 2 !== 0) wrongParity++;
    }
    expect(over).toBe(0);
    expect(wrongParity).toBe(0);
  });
});

describe('explainManhattanLc', () => {
  it('breaks the value into per-tile distances and line conflicts', () => {
    const e = explainManhattanLc([3, 2, 1, 4, 5, 6, 7, 8, 0], 3);
    expect(e.total).toBe(8);
    expect(e.perTile).toEqual([0, 2, 0, 2, 0, 0, 0, 0, 0]);
    expect(e.parts[0]).toEqual({ label: 'Manhattan distance', value: 4, tiles: [1, 3] });
    expect(e.parts[1]).toMatchObject({ label: 'Row 1: linear conflict', value: 4 });
    expect(e.parts[1].tiles).toHaveLength(2);
    expect(e.conflicts).toEqual([
      [3, 2],
      [3, 1],
      [2, 1],
    ]);
  });

  it('adds up to the incremental value on random boards', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 300; i++) {
      const size = 3 + randomInt(random, 2);
      const tiles = shuffleInPlace(random, goalTiles(size));
      const e = explainManhattanLc(tiles, size);
      expect(e.total).toBe(fromScratch(tiles, size));
      expect(e.parts.reduce((s, p) => s + p.value, 0)).toBe(e.total);
      expect(e.perTile!.reduce((s, d) => s + d, 0)).toBe(e.parts[0].value);
      for (const [a, b] of e.conflicts!) expect(tiles.indexOf(a)).toBeLessThan(tiles.indexOf(b));
    }
  });
});
