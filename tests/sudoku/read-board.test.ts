import { describe, expect, it } from 'vitest';
import { parseSudoku, printSudoku } from '../../src/puzzles/sudoku/format';
import { readSudokuBoard } from '../../src/ui/sudoku/read-board';
import { SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';

describe('readSudokuBoard (what the solver island, or its worker, reads from the box)', () => {
  it('gives the parse and the board printed back, as the island printed it on the page', () => {
    for (const ex of SUDOKU_EXAMPLES) {
      const read = readSudokuBoard(ex.text);
      const parsed = parseSudoku(ex.text);
      expect(read.parsed).toEqual(parsed);
      expect(read.key).toBe(parsed.ok ? printSudoku(parsed.puzzle) : '');
      expect(read.key).not.toBe('');
    }
  });

  it('keeps the line and column of a text that does not read, with no board', () => {
    const read = readSudokuBoard('1234\n34x2\n2143\n4321');
    expect(read.key).toBe('');
    expect(read.parsed.ok).toBe(false);
    if (!read.parsed.ok) expect([read.parsed.error.line, read.parsed.error.col]).toEqual([2, 3]);
  });
});
