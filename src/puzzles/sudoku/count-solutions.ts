/**
 * How many solutions a small board has, up to a cap: the lesson's 4×4
 * by-hand boards have few givens, and the page says how many solutions each
 * allows (Algorithm X and CDCL stop at the first; a reader who lands on
 * another one has not gone wrong). Dancing links over the same exact-cover
 * model the solver uses, asked for every solution up to `cap`.
 */
import { solveExactCover } from '../../exact-cover/dlx';
import { openCandidates } from './candidates';
import { sudokuExactCover } from './exact-cover-model';
import type { SudokuPuzzle } from './puzzle';

/** The number of solutions, or `cap` when there are at least that many (0 when the givens clash). */
export function countSolutions(p: SudokuPuzzle, cap = 1000): number {
  const open = openCandidates(p);
  if (!open) return 0;
  const model = sudokuExactCover(p, open);
  if (!model) return 0;
  return solveExactCover(model.problem, { maxSolutions: cap }).solutions.length;
}
