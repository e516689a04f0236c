/**
 * The play section's worked hint, computed when the site is built: the board
 * the play island opens with, the first hint from it (its three levels) and
 * what Apply places, so the lesson quotes the island's own words.
 */
import { parseSudoku } from '../../puzzles/sudoku/format';
import { nextHint, type Hint } from '../../puzzles/sudoku/play/hint';
import { startPosition } from '../../puzzles/sudoku/play/position';
import { givenCount } from '../../puzzles/sudoku/puzzle';
import { DEFAULT_PLAY_EXAMPLE } from './examples';

export interface PlayFacts {
  label: string;
  givens: number;
  hint: Hint;
}

export function sudokuPlayFacts(): PlayFacts {
  const r = parseSudoku(DEFAULT_PLAY_EXAMPLE.text);
  if (!r.ok) throw new Error(`play board does not parse: ${r.error.message}`);
  return { label: DEFAULT_PLAY_EXAMPLE.label, givens: givenCount(r.puzzle), hint: nextHint(startPosition(r.puzzle)) };
}
