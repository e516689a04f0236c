/**
 * A Sudoku board's text as the islands with a board box read it: what it parses to and
 * the board printed back ('' while the text does not read). Plain data, so a
 * worker can send it (./read-board.worker.ts).
 */
import type { ParseResult } from '../../core/result';
import { parseSudoku, printSudoku } from '../../puzzles/sudoku/format';
import type { SudokuPuzzle } from '../../puzzles/sudoku/puzzle';

export interface SudokuBoardRead {
  parsed: ParseResult<SudokuPuzzle>;
  /** The board printed back; '' when the text does not read. */
  key: string;
}

export function readSudokuBoard(text: string): SudokuBoardRead {
  const parsed = parseSudoku(text);
  return { parsed, key: parsed.ok ? printSudoku(parsed.puzzle) : '' };
}
