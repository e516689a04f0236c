import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { branchingFactor, movesByBlankPlace } from '../../src/lessons/sliding/branching';

/** Every sequence of `depth` moves from the goal that never slides back the tile just moved, by brute force. */
function countSequences(size: number, depth: number): number {
  const walk = (blank: number, prev: number, left: number): number => {
    if (left === 0) return 1;
    const r = Math.floor(blank / size);
    const k = blank % size;
    const next = [r > 0 && blank - size, r < size - 1 && blank + size, k > 0 && blank - 1, k < size - 1 && blank + 1]
      .filter((n): n is number => n !== false && n !== prev);
    return next.reduce((sum, n) => sum + walk(n, blank, left - 1), 0);
  };
  return walk(size * size - 1, -1, depth);
}

describe('the search tree’s branching factor (the lesson’s “grows about … -fold with every extra move”)', () => {
  it('is the growth per move of the sequences counted one by one', () => {
    for (const size of [3, 4]) {
      const d = 12;
      expect(branchingFactor(size, d)).toBeCloseTo(Math.sqrt(countSequences(size, d) / countSequences(size, d - 2)), 9);
    }
  });

  it('settles near 2 on the 15-puzzle and √3 on the 8-puzzle, with the undoing move left out', () => {
    expect(branchingFactor(4)).toBeCloseTo(2.13, 2);
    expect(branchingFactor(3)).toBeCloseTo(Math.sqrt(3), 3);
  });
});

describe('why the growth per move is well under 4 (the lesson’s “Not by 4” sentence)', () => {
  it('counts the moves of a blank in a corner, on an edge and in the middle from the board itself', () => {
    expect(movesByBlankPlace(4)).toEqual({ corner: 2, edge: 3, middle: 4 });
    expect(movesByBlankPlace(3)).toEqual({ corner: 2, edge: 3, middle: 4 });
  });

  it('puts the growth between the fewest and the most moves left once the undoing move is dropped (the words’ reason holds)', () => {
    const m = movesByBlankPlace(4);
    expect(branchingFactor(4)).toBeGreaterThan(m.corner - 1);
    expect(branchingFactor(4)).toBeLessThan(m.middle - 1);
  });

  it('says the reason with the computed counts, none typed in', () => {
    const mdx = readFileSync('content/lessons/01-sliding-puzzle.mdx', 'utf8').replace(/\s+/g, ' ');
    expect(mdx).toContain('Not by 4: a blank in a corner has {F.moves15.corner} moves, on an edge {F.moves15.edge}, in the middle '
      + '{F.moves15.middle}, and a search never undoes its last move.');
  });
});
