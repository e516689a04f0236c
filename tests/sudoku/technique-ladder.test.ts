/**
 * The Sudoku world's ladder of techniques (src/puzzles/sudoku/technique-ladder.ts):
 * each board is a Solo board from Simon Tatham's generator that needs the
 * technique named, and no harder one; an empty 25×25 board shows that it
 * declines boards above 16×16.
 */
import { describe, expect, it } from 'vitest';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { techniqueLadder } from '../../src/puzzles/sudoku/technique-ladder';

const ladder = (text: string) => {
  const r = parseSudoku(text);
  if (!r.ok) throw new Error(r.error.message);
  return techniqueLadder(r.puzzle);
};

describe('the Sudoku technique ladder', () => {
  it('singles settle a Trivial board, with no step named', () => {
    expect(ladder('3x3:a5b7a6e1b4a2a2a5c8c7b6b1d5d6b7b8c9c2a4a2a4b7e8a3b1a')).toEqual({ rank: 1, uses: 0, first: null, openCells: 0, openCandidates: 0 });
  });

  it('an intersection: a box whose places for a number lie in one line, or the other way round', () => {
    const l = ladder('3x3:b1d5a7c8e3a2a5b4_2a4b1d9e4d3b7a6_5b8a2a9e9c1a6d2b')!;
    expect(l.rank).toBe(2);
    expect(l.first).toMatch(/^(pointing: box \d's \ds lie in (row|column) \d|claiming: (row|column) \d's \ds lie in box \d)$/);
  });

  it('a naked pair: two cells of a column that hold only the same two numbers', () => {
    expect(ladder('3x3:i6b7_8_3a5a3_9a5a4_7b2c4a8d9c1d4a2c5b6_1a8a3_7a1a9_3_7b4i')).toMatchObject({ rank: 3, first: 'a naked pair in column 2: r2c2 and r7c2 hold only 2 and 4' });
  });

  it('an X-wing: the 6s of two rows lie in the same two columns, and no set or intersection does it first', () => {
    expect(ladder('3x3:2a7a3c8b6c9a3a3a7e1c8b9c2_5a3_7c5b1c4e6a4a3a9c5b6c7a2a9')).toMatchObject({ rank: 4, uses: 1, first: 'an X-wing on the 6s: rows 1 and 6, columns 4 and 7' });
  });

  it('a swordfish is a fish of three', () => {
    expect(ladder('3x3:a8_4_1c2a9_2c3b8a5b2f8a3_1_4_9_5b3c1b1_9_5_6_8a2f6b1a5b3c6_2a6c9_3_5a')).toMatchObject({
      rank: 4,
      first: 'a swordfish on the 7s: rows 2, 6 and 9, columns 4, 8 and 9',
    });
  });

  it('an Unreasonable board stalls even the forcing chains, and says how much is left open', () => {
    const l = ladder('3x3:e8_5a2_7c5b9e6_3d5d6a1_6_9e7_4_8a1d5d4_3e4b1c7_2a8_9e')!;
    expect(l.rank).toBe(6);
    expect(l.openCells).toBeGreaterThan(0);
    expect(l.openCandidates).toBeGreaterThan(2 * l.openCells - 1);
  });

  it('declines a board above 16×16', () => {
    expect(ladder('.'.repeat(625))).toBeNull();
  });
});
