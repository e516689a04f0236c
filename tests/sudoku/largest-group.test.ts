/**
 * The lesson says (section 3) why its example board, the race's opening one,
 * needs no helper variable with the largest "at most one" group its givens
 * leave: that number must decide whether the built formula has helpers, board by board.
 */
import { describe, expect, it } from 'vitest';
import { openCandidates } from '../../src/puzzles/sudoku/candidates';
import { largestOpenGroup, OPEN_PAIRWISE_UP_TO, openSudokuCnf } from '../../src/puzzles/sudoku/cnf-model';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';

describe('largestOpenGroup', () => {
  it('is at most the pairwise limit exactly when the formula has no helper variables', () => {
    for (const e of SUDOKU_EXAMPLES) {
      const r = parseSudoku(e.text);
      if (!r.ok) throw new Error(e.label);
      const open = openCandidates(r.puzzle)!;
      const cnf = openSudokuCnf(r.puzzle, open)!;
      const noHelpers = cnf.cnf.numVars === cnf.valueVars;
      expect(largestOpenGroup(r.puzzle, open) <= OPEN_PAIRWISE_UP_TO, e.label).toBe(noHelpers);
    }
  });

  it('is the board size on an empty board (a cell keeps every number)', () => {
    const r = parseSudoku('.'.repeat(81));
    if (!r.ok) throw new Error('empty board');
    expect(largestOpenGroup(r.puzzle, openCandidates(r.puzzle)!)).toBe(9);
  });
});
