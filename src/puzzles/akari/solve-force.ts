/**
 * Forcing only: every inequality on its own, repeated to a fixpoint. This is
 * what a human does with "a clue that is full", "a clue that needs all its
 * free neighbours" and "a cell only one place can light"; when it stalls, the
 * labelled trial step finishes the board.
 */
import type { Method } from '../types';
import type { AkariEvent } from './events';
import type { AkariPuzzle, AkariSolution } from './puzzle';
import { akariRefusal, solveAkari } from './solve-engine';

export const forceMethod: Method<AkariPuzzle, AkariSolution, AkariEvent> = {
  name: 'force',
  summary: 'forcing from single inequalities to a fixpoint, then trials',
  refusal: akariRefusal,
  solve: (puzzle, options) => solveAkari(puzzle, 'force', options),
};
