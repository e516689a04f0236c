/**
 * Akari boards made to order (`puzzle make akari`): black cells scattered
 * with the board's half-turn symmetry (as in Simon Tatham's Light Up), lamps placed in a random order wherever a cell is still
 * dark, every black cell numbered with its lamps, and then numbers taken away
 * while the board keeps one solution (src/core/make-by-removal.ts). The level
 * is the grade's (./grade.ts): the hardest kind of step the selective method
 * needs.
 *
 * Two checks per removal: a fast count of solutions up to two
 * (./count-solutions.ts, the rules alone) refuses most removals at a fraction
 * of an engine run; below the top level, the engine then says whether the
 * board is still at most the target, stopping at the first tier the target
 * does not allow (src/inequalities/level-up-to.ts). At the top level (trials)
 * every unique board qualifies, and the engine grades only where the removals
 * are cut back. Settling every cell by deduction proves the solution unique;
 * after trials, the engine's closing search counts solutions up to two.
 */
import type { Budget } from '../../core/budget';
import { removeClues, STOPPED, type RemovalPlan } from '../../core/make-by-removal';
import { makeToOrder, missedWords } from '../../core/make-to-order';
import { shuffleInPlace, type Random } from '../../core/random';
import { ENGINE_LEVELS } from '../../inequalities/grade';
import { levelUpTo, type LevelUpTo } from '../../inequalities/level-up-to';
import type { MadeBoard, MakeRequest, PuzzleMaker } from '../types';
import { countAkari } from './count-solutions';
import { gradeAkari } from './grade';
import { buildAkariModel, modelSystem, type AkariConstraint, type AkariModel } from './model';
import { clueOf, isWhite, neighbours, type AkariPuzzle } from './puzzle';

export const MAKE_MIN_SIDE = 3;
export const MAKE_MAX_SIDE = 30;
/**
 * The share of black cells. More black cells means more numbers to start
 * from, so boards that need only forcing or short sums are found sooner
 * (measured on 10×10: about half the attempts at 30 % that 20 % needs);
 * boards that need a trial come from more open ones, at 25 % (measured on
 * 10×10 over 15 seeds: 154 attempts per board, against 431 at Tatham's
 * default 20 % and 191 at 30 %).
 */
const blackShare = (level: number): number => (level < ENGINE_LEVELS.length ? 0.3 : 0.25);

export const akariMaker: PuzzleMaker<AkariPuzzle> = {
  sizes: `${MAKE_MIN_SIDE}×${MAKE_MIN_SIDE} to ${MAKE_MAX_SIDE}×${MAKE_MAX_SIDE}`,
  make: makeAkari,
};

export function makeAkari(request: MakeRequest): MadeBoard<AkariPuzzle> {
  const { width, height, level, seed, budget } = request;
  const refused = (reason: string): MadeBoard<AkariPuzzle> => ({ status: 'refused', puzzle: null, grade: null, attempts: 0, certificate: null, reason });
  if (![width, height].every((s) => Number.isInteger(s) && s >= MAKE_MIN_SIDE && s <= MAKE_MAX_SIDE)) {
    return refused(`Akari boards are made from ${akariMaker.sizes} cells, not ${width}×${height}`);
  }
  if (!Number.isInteger(level) || level < 1 || level > ENGINE_LEVELS.length) {
    return refused(`the level is 1 to ${ENGINE_LEVELS.length} (${ENGINE_LEVELS.map((l) => `${l.level} ${l.name}`).join(', ')}), not ${level}`);
  }
  const loop = makeToOrder(seed, level, budget, (random, left) => removeClues(random, removalPlan(random, width, height, level, left), level));
  if (!loop.board) return { status: loop.status === 'cancelled' ? 'cancelled' : 'timeout', puzzle: null, grade: null, attempts: loop.attempts, certificate: null, reason: missedWords(level, loop, null) };
  const grade = gradeAkari(loop.board, { budget: loop.left });
  return {
    status: loop.status === 'made' ? 'made' : 'missed',
    puzzle: loop.board,
    grade,
    attempts: loop.attempts,
    certificate: certificateWords(loop.level ?? grade.level),
    ...(loop.status === 'made' ? {} : { reason: missedWords(level, loop, grade.status === 'graded' ? grade.level : null) }),
  };
}

/** How the one solution is known, in words. */
function certificateWords(level: number): string {
  return level < ENGINE_LEVELS.length
    ? 'the engine settles every cell by deduction, without a trial, so no other solution exists'
    : 'the solver needed trials, so it then tried every way to fill the cells still open and found no second solution';
}

/** One attempt's answer and the clues it may lose. */
function removalPlan(random: Random, width: number, height: number, target: number, budget: Budget): RemovalPlan<AkariPuzzle, number> {
  const full = numberedBoard(random, width, height, blackShare(target));
  const removable: number[] = [];
  for (let i = 0; i < width * height; i++) if (clueOf(full.rows[Math.floor(i / width)][i % width]) !== null) removable.push(i);
  const fullModel = buildAkariModel(full);
  // The level is kept for the board it belongs to: the halving asks again for boards `keep` judged.
  const levels = new WeakMap<AkariPuzzle, LevelUpTo>();
  const judge = (board: AkariPuzzle): LevelUpTo => {
    const known = levels.get(board);
    if (known !== undefined) return known;
    const l = engineLevel(fullModel, board, target, budget);
    if (l !== 'stopped') levels.set(board, l);
    return l;
  };
  return {
    full,
    removable,
    remove: (board, i) => withCell(board, i, '#'),
    keep(board) {
      // Most removals that are refused leave several solutions; the fast count says so for a fraction of an engine run.
      const { solutions, byForcing } = countAkari(board, 2, budget);
      if (solutions === 'stopped') return STOPPED;
      if (solutions !== 1) return false;
      // Settled by forcing alone: level 1, with no engine run.
      if (byForcing) levels.set(board, 1);
      // Below trials every removal is checked against the target at once, so the run never passes it.
      if (target >= ENGINE_LEVELS.length) return true;
      const l = judge(board);
      return l === 'stopped' ? STOPPED : typeof l === 'number';
    },
    level(board) {
      const l = judge(board);
      return l === 'stopped' ? STOPPED : typeof l === 'number' ? l : ENGINE_LEVELS.length + 1;
    },
  };
}

/** The board's level when at most the target (./grade.ts's engine run, stopped at the first tier above it). */
function engineLevel(fullModel: AkariModel, board: AkariPuzzle, target: number, budget: Budget): LevelUpTo {
  const model = modelWithoutNumbers(fullModel, board);
  return levelUpTo(modelSystem(model), model.constraints.length, target, budget);
}

/**
 * The model of `board`, a board of the attempt with some numbers taken away,
 * from the model of the full board: a number gone leaves its cell black, so
 * the cells, segments and "lit" constraints stay, and only that number's
 * constraints go. The constraints keep their order, so the model is the one
 * buildAkariModel(board) builds, for a fraction of the work.
 */
function modelWithoutNumbers(fullModel: AkariModel, board: AkariPuzzle): AkariModel {
  const numbered = (c: AkariConstraint) => (c.kind !== 'clue-min' && c.kind !== 'clue-max') || clueOf(board.rows[c.anchor[0]][c.anchor[1]]) !== null;
  return { ...fullModel, puzzle: board, constraints: fullModel.constraints.filter(numbered) };
}

/** Black cells with half-turn symmetry, lamps wherever a cell is dark, every black cell numbered. */
export function numberedBoard(random: Random, width: number, height: number, share: number): AkariPuzzle {
  const grid: string[][] = Array.from({ length: height }, () => Array<string>(width).fill('.'));
  const cells = width * height;
  for (let i = 0; i < Math.ceil(cells / 2); i++) {
    if (random() >= share) continue;
    const j = cells - 1 - i;
    grid[Math.floor(i / width)][i % width] = '#';
    grid[Math.floor(j / width)][j % width] = '#';
  }
  const lit = grid.map((row) => row.map(() => false));
  const order = shuffleInPlace(random, Array.from({ length: cells }, (_, i) => i));
  for (const i of order) {
    const r = Math.floor(i / width);
    const c = i % width;
    if (!isWhite(grid[r][c]) || lit[r][c]) continue;
    grid[r][c] = '*';
    for (const [dr, dc] of [[0, 0], [0, 1], [1, 0], [0, -1], [-1, 0]]) {
      for (let rr = r + dr, cc = c + dc; rr >= 0 && rr < height && cc >= 0 && cc < width && isWhite(grid[rr][cc]); rr += dr, cc += dc) {
        lit[rr][cc] = true;
        if (dr === 0 && dc === 0) break;
      }
    }
  }
  const board = { width, height, rows: grid.map((row) => row.join('')) };
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      if (grid[r][c] !== '#') continue;
      grid[r][c] = String(neighbours(board, r, c).filter(([rr, cc]) => grid[rr][cc] === '*').length);
    }
  }
  // The lamps are the answer, not part of the puzzle.
  return { width, height, rows: grid.map((row) => row.join('').replaceAll('*', '.')) };
}

function withCell(board: AkariPuzzle, i: number, ch: string): AkariPuzzle {
  const r = Math.floor(i / board.width);
  const c = i % board.width;
  const rows = [...board.rows];
  rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1);
  return { ...board, rows };
}

