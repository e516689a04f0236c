import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bfsDistances3x3,
  rank3x3,
  STATES_3X3,
  unrank3x3,
  UNREACHED,
} from '../../src/puzzles/sliding/eight-puzzle/distances';
import { check8PuzzlePositions } from '../../src/puzzles/sliding/eight-puzzle/check';
import { goalTiles } from '../../src/puzzles/sliding/board';
import { parseSliding, printSliding } from '../../src/puzzles/sliding/format';
import { randomInt, seededRandom } from '../../src/core/random';
import { readExample } from './fixtures';

describe('rank3x3', () => {
  it('numbers the 9! boards 0 … 9!−1 and back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: STATES_3X3 - 1 }), (rank) => {
        expect(rank3x3(unrank3x3(rank))).toBe(rank);
      }),
    );
    expect(rank3x3([0, 1, 2, 3, 4, 5, 6, 7, 8])).toBe(0);
    expect(rank3x3([8, 7, 6, 5, 4, 3, 2, 1, 0])).toBe(STATES_3X3 - 1);
  });
});

describe('bfsDistances3x3', () => {
  const dist = bfsDistances3x3();
  const reached: number[] = [];
  for (let rank = 0; rank < STATES_3X3; rank++) if (dist[rank] !== UNREACHED) reached.push(rank);

  it('reaches exactly the 181,440 solvable positions, at most 31 moves away, two of them at 31', () => {
    expect(reached).toHaveLength(181_440);
    expect(dist[rank3x3(goalTiles(3))]).toBe(0);
    const far = reached.filter((r) => dist[r] === 31);
    expect(reached.reduce((m, r) => Math.max(m, dist[r]), 0)).toBe(31);
    expect(far).toHaveLength(2);
    const example = parseSliding(readExample('hardest-8.txt'));
    expect(example.ok && dist[rank3x3(example.puzzle.tiles)]).toBe(31);
    expect(far.map((r) => printSliding({ size: 3, tiles: unrank3x3(r) }))).toContain('8 6 7 / 2 5 4 / 3 _ 1');
  });

  it('agrees with IDA* (Manhattan + linear conflicts) on a seeded sample of 3,000 positions, every answer replayed', () => {
    const random = seededRandom(2024);
    const sample = Array.from({ length: 3000 }, () => unrank3x3(reached[randomInt(random, reached.length)]));
    // Both 31-move positions are in every sample: the hardest cases matter most.
    for (const r of reached.filter((r) => dist[r] === 31)) sample.push(unrank3x3(r));
    const result = check8PuzzlePositions(sample);
    expect(result.examples).toEqual([]);
    expect(result).toMatchObject({ positions: 3002, mismatches: 0 });
  });

  it('also holds on the edges: unreachable boards are unsolvable, the goal takes 0 moves', () => {
    const unreachable = unrank3x3(dist.findIndex((d) => d === UNREACHED));
    expect(check8PuzzlePositions([unreachable, goalTiles(3)])).toMatchObject({ positions: 2, mismatches: 0 });
  });
});
