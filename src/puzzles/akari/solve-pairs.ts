/**
 * The seed's literal pair loop: force; when stuck add every pair of
 * inequalities and keep the new sums; repeat. Capped, because the set of
 * inequalities explodes; the trace says when the cap is hit, and the labelled
 * trial step finishes the board.
 */
import { DEFAULT_PAIR_CAP } from '../../inequalities/pairs';
import type { Method } from '../types';
import type { AkariEvent } from './events';
import type { AkariPuzzle, AkariSolution } from './puzzle';
import { solveAkari } from './solve-engine';

export function pairsMethod(cap = DEFAULT_PAIR_CAP): Method<AkariPuzzle, AkariSolution, AkariEvent> {
  return {
    name: 'pairs',
    summary: `the literal pair loop: add every pair of inequalities, capped at ${cap}, then trials`,
    solve: (puzzle, options) => solveAkari(puzzle, 'pairs', { ...options, cap }),
  };
}
