/**
 * Sudoku boards made to order (`puzzle make sudoku`): a filled grid, then
 * givens taken away in pairs that mirror each other through the centre (the
 * symmetry of published puzzles; one at a time for boards that need a
 * trial) while a count of solutions up to two (./bitmask-count.ts, a plain
 * search on bit masks) still finds only one (src/core/make-by-removal.ts).
 * The level is the grade's (./grade.ts): the hardest kind of step the
 * inequality engine needs on the exact-cover model, asked only a few times
 * per board because a grade costs a hundred solution counts, and stopped at
 * the first tier above the target (src/inequalities/level-up-to.ts).
 */
import type { Budget } from '../../core/budget';
import { removeClues, STOPPED, type RemovalPlan } from '../../core/make-by-removal';
import { makeToOrder } from '../../core/make-to-order';
import type { Random } from '../../core/random';
import { ENGINE_LEVELS } from '../../inequalities/grade';
import type { MadeBoard, MakeRequest, PuzzleMaker } from '../types';
import { countByBitmasks } from './bitmask-count';
import { randomSolvedGrid } from './filled-grid';
import { gradeSudoku, sudokuLevelUpTo } from './grade';
import { linesAndSinglesSettle } from './lines-and-singles';
import type { SudokuPuzzle } from './puzzle';

/** Orders made: 4×4, 9×9 and 16×16; above, one grade takes seconds. */
const MAKE_ORDERS = [2, 3, 4];

export const sudokuMaker: PuzzleMaker<SudokuPuzzle> = {
  sizes: MAKE_ORDERS.map((n) => `${n * n}×${n * n}`).join(', '),
  make: makeSudoku,
};

export function makeSudoku(request: MakeRequest): MadeBoard<SudokuPuzzle> {
  const { width, height, level, seed, budget } = request;
  const refused = (reason: string): MadeBoard<SudokuPuzzle> => ({ status: 'refused', puzzle: null, grade: null, attempts: 0, certificate: null, reason });
  const order = MAKE_ORDERS.find((n) => n * n === width && width === height);
  if (order === undefined) return refused(`Sudoku boards are made at ${sudokuMaker.sizes}, not ${width}×${height}`);
  if (!Number.isInteger(level) || level < 1 || level > ENGINE_LEVELS.length) {
    return refused(`the level is 1 to ${ENGINE_LEVELS.length} (${ENGINE_LEVELS.map((l) => `${l.level} ${l.name}`).join(', ')}), not ${level}`);
  }
  const loop = makeToOrder(seed, level, budget, (random, left) => removeClues(random, removalPlan(random, order, level, left), level));
  if (!loop.board) return { status: loop.status === 'cancelled' ? 'cancelled' : 'timeout', puzzle: null, grade: null, attempts: loop.attempts, certificate: null, reason: 'the time limit ran out before any board was made' };
  return {
    status: loop.status === 'made' ? 'made' : 'missed',
    puzzle: loop.board,
    grade: gradeSudoku(loop.board, { budget: loop.left }),
    attempts: loop.attempts,
    certificate: 'a search for two solutions finds exactly one',
    ...(loop.status === 'made' ? {} : { reason: `the time limit ran out before a board of level ${level} was found; this one is level ${loop.level}, the closest found` }),
  };
}

/** A filled grid, and its givens in mirrored pairs (cell i with the cell opposite it through the centre), or one by one at the top level. */
function removalPlan(random: Random, order: number, target: number, budget: Budget): RemovalPlan<SudokuPuzzle, number> {
  const size = order * order;
  const cells = size * size;
  const full: SudokuPuzzle = { order, size, cells: randomSolvedGrid(random, order) };
  // Boards that need a trial are rare among mirrored ones (about 1 in 200 attempts on 9×9);
  // givens taken one at a time leave fewer of them (24 rather than 27 on average), and such boards
  // come about three times as often, which more than pays for twice the counts per attempt.
  const mirrored = target < ENGINE_LEVELS.length;
  const pairs = Array.from({ length: mirrored ? Math.ceil(cells / 2) : cells }, (_, i) => i);
  return {
    full,
    removable: pairs,
    remove(board, i) {
      const next = [...board.cells];
      next[i] = 0;
      if (mirrored) next[cells - 1 - i] = 0;
      return { ...board, cells: next };
    },
    keep(board) {
      const count = countByBitmasks(board, 2, budget);
      return count === 'stopped' ? STOPPED : count === 1;
    },
    level(board) {
      const l = sudokuLevelUpTo(board, target, budget);
      return l === 'stopped' ? STOPPED : typeof l === 'number' ? l : ENGINE_LEVELS.length + 1;
    },
    // Most boards left when no more givens can go are settled by singles alone (level 1) or with pointing
    // (level 3 at most), found for a fraction of an engine run; such attempts are passed over ungraded.
    below: target >= 4 ? (board) => linesAndSinglesSettle(board) : target >= 2 ? (board) => linesAndSinglesSettle(board, false) : undefined,
  };
}
