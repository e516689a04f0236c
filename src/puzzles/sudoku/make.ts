/**
 * Sudoku boards made to order (`puzzle make sudoku`): a filled grid, then
 * givens taken away in pairs that mirror each other through the centre (the
 * symmetry of published puzzles; one at a time at levels 3 and 5) while the
 * board keeps one solution: a plain search on bit masks (./bitmask-count.ts)
 * finds none with another value in a cell just emptied
 * (src/core/make-by-removal.ts). The level is
 * the grade's (./grade.ts): the hardest kind of step the inequality engine
 * needs on the exact-cover model, stopped at the first tier above the target
 * (src/inequalities/level-up-to.ts) and asked only where a cheap test
 * (./lines-and-singles.ts) cannot answer.
 */
import type { Budget } from '../../core/budget';
import { removeClues, STOPPED, type RemovalPlan } from '../../core/make-by-removal';
import { makeToOrder, missedWords } from '../../core/make-to-order';
import type { Random } from '../../core/random';
import { ENGINE_LEVELS } from '../../inequalities/grade';
import type { MadeBoard, MakeRequest, PuzzleMaker } from '../types';
import { countByBitmasks } from './bitmask-count';
import { randomSolvedGrid } from './filled-grid';
import { gradeSudoku, sudokuLevelUpTo } from './grade';
import { candidatesLeftBySingles, linesAndSinglesSettle } from './lines-and-singles';
import type { SudokuPuzzle } from './puzzle';
import { solveDlx } from './solve-dlx';

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
  if (!loop.board) return { status: loop.status === 'cancelled' ? 'cancelled' : 'timeout', puzzle: null, grade: null, attempts: loop.attempts, certificate: null, reason: missedWords(level, loop, null) };
  const grade = gradeSudoku(loop.board, { budget: loop.left });
  return {
    status: loop.status === 'made' ? 'made' : 'missed',
    puzzle: loop.board,
    grade,
    attempts: loop.attempts,
    certificate: order <= 3 ? 'each given went only when a search for a solution with another value in its cell found none' : 'a search for two solutions finds exactly one',
    ...(loop.status === 'made' ? {} : { reason: missedWords(level, loop, grade.status === 'graded' ? grade.level : null) }),
  };
}

/**
 * How an attempt goes at each level, as measured on 9×9 over 15 seeds
 * (`npm run bench -- make`). Boards that need a trial (5) or sums of three
 * but no chain (3) are rare among boards with mirrored givens (about 1
 * attempt in 200 and in 300); givens taken one at a time come in finer steps
 * and leave fewer (24 rather than 27 on average), so such boards come several
 * times as often, which pays for twice the counts per attempt. At level 3
 * every removal is also checked against the target, so the removals go on
 * past the ones that would need a chain (76 attempts per board instead of 338).
 */
const MIRRORED = new Set([1, 2, 4]);

/**
 * At level 5 on 9×9, the last board of an attempt goes to the engine only
 * when singles, pointing and claiming leave at least this many candidates
 * open (0 when they settle it): boards that need a trial leave many. Measured
 * over 2,400 attempts (80 for each of seeds 1–30): of the 38 boards that
 * needed a trial, 37 left 125 or more (the fewest 117); of the 881 settled by
 * chains, 351, so the engine ran on 388 boards instead of 919, a third less
 * of its time. This is a guess, not a grade: it may pass over a level-5
 * board, never make one, as the board kept is the engine's.
 */
const FEW_CANDIDATES_LEFT = 125;
const GRADE_EVERY_REMOVAL = new Set([3]);

/** A filled grid, and its givens in mirrored pairs (cell i with the cell opposite it through the centre), or one by one. */
function removalPlan(random: Random, order: number, target: number, budget: Budget): RemovalPlan<SudokuPuzzle, number> {
  const size = order * order;
  const cells = size * size;
  const full: SudokuPuzzle = { order, size, cells: randomSolvedGrid(random, order) };
  const mirrored = MIRRORED.has(target);
  const pairs = Array.from({ length: mirrored ? Math.ceil(cells / 2) : cells }, (_, i) => i);
  // For each board `remove` made, the givens it took away; make-by-removal only takes them from a kept
  // board, whose one solution is the full grid.
  const takenFrom = new WeakMap<SudokuPuzzle, number[]>();
  return {
    full,
    removable: pairs,
    remove(board, i) {
      const next = [...board.cells];
      next[i] = 0;
      if (mirrored) next[cells - 1 - i] = 0;
      const made = { ...board, cells: next };
      takenFrom.set(made, mirrored && i !== cells - 1 - i ? [i, cells - 1 - i] : [i]);
      return made;
    },
    keep(board) {
      const gradeEach = GRADE_EVERY_REMOVAL.has(target);
      // Singles and pointing settle most boards of the run: one solution (every step was forced) and
      // level 3 at most, without a count or the engine.
      if (gradeEach && linesAndSinglesSettle(board)) return true;
      const taken = takenFrom.get(board);
      const count = order > 3 ? countByDancingLinks(board, budget) : taken ? solutionsBesidesFull(board, full, taken, budget) : countByBitmasks(board, 2, budget);
      if (count === 'stopped') return STOPPED;
      if (count !== 1 || !gradeEach) return count === 1;
      const l = sudokuLevelUpTo(board, target, budget);
      return l === 'stopped' ? STOPPED : typeof l === 'number';
    },
    level(board) {
      const l = sudokuLevelUpTo(board, target, budget);
      return l === 'stopped' ? STOPPED : typeof l === 'number' ? l : ENGINE_LEVELS.length + 1;
    },
    // Most boards left when no more givens can go are settled by singles alone (level 1) or with pointing
    // (level 3 at most), found for a fraction of an engine run; such attempts are passed over ungraded.
    below:
      target === 5 && order === 3
        ? (board) => candidatesLeftBySingles(board) < FEW_CANDIDATES_LEFT
        : target >= 4
          ? (board) => linesAndSinglesSettle(board)
          : target >= 2
            ? (board) => linesAndSinglesSettle(board, false)
            : undefined,
  };
}

/**
 * 1 or 2 (at least two solutions) for a board made from one with the single
 * solution `full` by taking the givens `taken` away. A second solution would
 * differ from `full` in one of those cells (agreeing there, it would solve
 * the board before), so a search for a solution with another value in one of
 * them settles it: such a search stops at the first one found, and where
 * there is none it has fewer branches to rule out than a count up to two.
 */
function solutionsBesidesFull(board: SudokuPuzzle, full: SudokuPuzzle, taken: number[], budget: Budget): number | 'stopped' {
  for (const cell of taken) {
    const other = countByBitmasks(board, 1, budget, { cell, value: full.cells[cell] });
    if (other === 'stopped') return 'stopped';
    if (other > 0) return 2;
  }
  return 1;
}

/**
 * Solutions up to two by dancing links, for 16×16 boards: there the plain
 * search on bit masks, which has no hidden singles, can wander for seconds
 * where dancing links' choice of the column with fewest options (a hidden
 * single is such a column) does not.
 */
function countByDancingLinks(board: SudokuPuzzle, budget: Budget): number | 'stopped' {
  const run = solveDlx(board, { budget, params: { count: 2 } });
  if (run.status === 'timeout' || run.status === 'cancelled') return 'stopped';
  return run.status === 'solved' && run.reason === undefined ? (run.stats.solutions ?? 0) : run.status === 'solved' ? 2 : 0;
}
