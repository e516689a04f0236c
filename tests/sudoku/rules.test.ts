import { describe, expect, it } from 'vitest';
import { checkSudoku } from '../../src/puzzles/sudoku/rules';
import { givenClash } from '../../src/puzzles/sudoku/candidates';
import type { SudokuPuzzle } from '../../src/puzzles/sudoku/puzzle';
import { all4x4Grids } from './brute';

const puzzle = (cells: number[]): SudokuPuzzle => ({ order: 2, size: 4, cells });
const solved = [
  [1, 2, 3, 4],
  [3, 4, 1, 2],
  [2, 1, 4, 3],
  [4, 3, 2, 1],
];
const givens = puzzle([1, 0, 0, 0, 0, 4, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1]);

describe('the rules check', () => {
  it('accepts a filled board that keeps the givens', () => {
    expect(checkSudoku(givens, solved)).toEqual({ ok: true });
  });

  it('names the first rule broken', () => {
    const swapCols = solved.map((r) => [r[1], r[0], r[2], r[3]]);
    expect(checkSudoku(puzzle(new Array(16).fill(0)), swapCols)).toEqual({ ok: true });
    expect(checkSudoku(givens, swapCols)).toMatchObject({ ok: false, message: expect.stringContaining('givens') });
    const badRow = solved.map((r) => r.slice());
    badRow[0][3] = 3;
    expect(checkSudoku(puzzle(new Array(16).fill(0)), badRow)).toMatchObject({ message: expect.stringMatching(/^rows: row 1: 3 stands twice/) });
    const badCol = [solved[0], solved[0], solved[2], solved[3]];
    expect(checkSudoku(puzzle(new Array(16).fill(0)), badCol)).toMatchObject({ message: expect.stringMatching(/^columns:/) });
    // Rows and columns are permutations, but the boxes are not.
    const latin = [
      [1, 2, 3, 4],
      [2, 3, 4, 1],
      [3, 4, 1, 2],
      [4, 1, 2, 3],
    ];
    expect(checkSudoku(puzzle(new Array(16).fill(0)), latin)).toMatchObject({ message: expect.stringMatching(/^boxes: box 1/) });
    expect(checkSudoku(givens, [[1, 2, 3]])).toMatchObject({ message: expect.stringMatching(/^shape/) });
    expect(checkSudoku(givens, solved.map((r) => r.map((v) => (v === 4 ? 5 : v))))).toMatchObject({ message: expect.stringMatching(/^values/) });
  });

  it('finds the 288 filled 4×4 grids (the known count) among all choices of row permutations', () => {
    expect(all4x4Grids()).toHaveLength(288);
  });

  it('reports two equal givens in a unit in words', () => {
    // Cells are named r1c1 as on the rest of the page, not "row 1, column 1".
    expect(givenClash(puzzle([1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toContain('1 stands twice in row 1 (at r1c1 and at r1c4)');
    expect(givenClash(puzzle([2, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0]))).toContain('column 1');
    expect(givenClash(puzzle([3, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toContain('box 1');
    expect(givenClash(givens)).toBeNull();
  });
});
