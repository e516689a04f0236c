/**
 * The selective method (default): only sums aimed at one undecided cell and
 * built from inequalities that cancel a variable, greedily, while they bring
 * the cell closer to being forced. Labelled trials finish what it cannot.
 */
import type { Method } from '../types';
import type { AkariEvent } from './events';
import type { AkariPuzzle, AkariSolution } from './puzzle';
import { akariRefusal, solveAkari } from './solve-engine';

export const selectiveMethod: Method<AkariPuzzle, AkariSolution, AkariEvent> = {
  name: 'selective',
  summary: 'sums aimed at one undecided cell, built only when they can force it; then trials',
  refusal: akariRefusal,
  solve: (puzzle, options) => solveAkari(puzzle, 'selective', options),
};
