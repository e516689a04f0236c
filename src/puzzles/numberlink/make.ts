/**
 * Numberlink boards made to order (`puzzle make numberlink`), under a rule
 * (`--rule`: fill, fill-notouch or nikoli). The board is drawn as its answer
 * first: short paths covering every cell, plus random joins that glue them
 * into longer ones (./make/pieces.ts). Every path's two ends are a clue pair.
 * The board with no join made — every clue pair two or three cells apart —
 * has one solution or is dropped; then joins are made in a random order, each
 * kept while the board still has exactly one solution (src/core/make-by-removal.ts:
 * making a join takes a clue pair away, two neighbouring ends of different
 * labels becoming one path). The count is the ZDD's (./make/count.ts), exact
 * under the rule, so "one" is a proof. The level is the grade's (./grade.ts):
 * the hardest kind of Play hint a reader needs, asked only a few times per
 * board because fewer labels make a board harder, so the longest run of
 * joins still at or below the level is found by halving. Level 1 (forced
 * lines only) is drawn another way (./make/forced.ts): an answer searched
 * for until the forced-line rule rebuilds it, then certified and graded.
 *
 * This is the idea of Yoshinaka et al. ("Finding all solutions and instances
 * of Numberlink and Slitherlink by ZDDs", 2012) turned around: they build the
 * diagram of every path system on the empty grid and keep the endpoint sets
 * that exactly one path system has; here one path system is drawn and its
 * endpoint set is tested against the diagram of that board alone, which
 * stays small enough to count in milliseconds.
 */
import { removeClues, STOPPED, type RemovalOutcome, type RemovalPlan } from '../../core/make-by-removal';
import { makeToOrder, missedWords } from '../../core/make-to-order';
import type { Budget } from '../../core/budget';
import type { Random } from '../../core/random';
import type { MadeBoard, MakeRequest, MethodOption, PuzzleGrade, PuzzleMaker } from '../types';
import { gradeNumberlink, NUMBERLINK_GRADE_LEVELS } from './grade';
import { boardOf, type MadePaths } from './make/board';
import { countVerdict } from './make/count';
import { drawForcedBoard } from './make/forced';
import { randomPieces, type Pieces } from './make/pieces';
import { RULES, type NumberlinkPuzzle, type PuzzleRule } from './puzzle';
import { RULE_SET_NAME } from './rule-names';

export const MAKE_MIN_SIDE = 4;
/** The grade takes boards up to 15×15 (./grade.ts), and so does the maker. */
export const MAKE_MAX_SIDE = 15;

export const makeOptions: Record<string, MethodOption> = {
  rule: {
    type: 'choice',
    summary: 'the rule the board has one solution under: fill (every cell used, the default), fill-notouch (also no path alongside itself), nikoli (cells may stay empty)',
    default: 'fill',
    choices: RULES,
  },
};

export const numberlinkMaker: PuzzleMaker<NumberlinkPuzzle> = {
  sizes: `${MAKE_MIN_SIDE}×${MAKE_MIN_SIDE} to ${MAKE_MAX_SIDE}×${MAKE_MAX_SIDE}`,
  options: makeOptions,
  make: makeNumberlink,
};

/** A board of the removal run: the joins made, and the paths and puzzle they give. */
interface Joined {
  made: number[];
  board: MadePaths;
}

export function makeNumberlink(request: MakeRequest): MadeBoard<NumberlinkPuzzle> {
  const { width, height, level, seed, budget } = request;
  const refused = (reason: string): MadeBoard<NumberlinkPuzzle> => ({ status: 'refused', puzzle: null, grade: null, attempts: 0, certificate: null, reason });
  const levels = NUMBERLINK_GRADE_LEVELS.length;
  if (![width, height].every((s) => Number.isInteger(s) && s >= MAKE_MIN_SIDE && s <= MAKE_MAX_SIDE)) {
    return refused(`Numberlink boards are made from ${numberlinkMaker.sizes} cells, not ${width}×${height}`);
  }
  if (!Number.isInteger(level) || level < 1 || level > levels) {
    return refused(`the level is 1 to ${levels} (${NUMBERLINK_GRADE_LEVELS.map((l) => `${l.level} ${l.name}`).join(', ')}), not ${level}`);
  }
  const asked = request.params?.rule ?? 'fill';
  if (!(RULES as readonly unknown[]).includes(asked)) return refused(`the rule is one of ${RULES.join(', ')}, not ${String(asked)}`);
  const rule = asked as PuzzleRule;
  if (level === 1 && rule === 'nikoli') return refused(NIKOLI_LEVEL_1);
  // Each board's grade as the removal run found it, so the board handed back is not graded twice.
  const grades = new WeakMap<Joined, PuzzleGrade>();
  const loop = makeToOrder<Joined>(seed, level, budget, (random, left) => {
    if (level === 1) return forcedAttempt(random, width, height, rule, left, grades);
    const pieces = randomPieces(random, width, height, rule);
    if (!pieces) return { kind: 'failed' };
    // The grade costs most on the last boards of the run (fewest labels); below the top level they are graded only if need be.
    const plan = { ...removalPlan(pieces, rule, left, grades), lastIsDear: level < NUMBERLINK_GRADE_LEVELS.length };
    // The board with every clue pair shown first: when even it is above the level, the
    // attempt ends here as a miss — so a run that finds nothing at the level still hands back the closest board it saw —
    // before the removal run grades its last board, the slowest to grade.
    const kept = plan.keep(plan.full);
    if (kept === STOPPED) return { kind: 'stopped' };
    if (!kept) return { kind: 'failed' };
    const full = plan.level(plan.full);
    if (full === STOPPED) return { kind: 'stopped' };
    if (full > level) return full > NUMBERLINK_GRADE_LEVELS.length ? { kind: 'failed' } : { kind: 'missed', board: plan.full, level: full, removed: 0 };
    return removeClues(random, plan, level);
  });
  if (!loop.board) {
    return { status: loop.status === 'cancelled' ? 'cancelled' : 'timeout', puzzle: null, grade: null, attempts: loop.attempts, certificate: null, reason: missedWords(level, loop, null) };
  }
  const puzzle = loop.board.board.puzzle;
  const grade = grades.get(loop.board) ?? gradeNumberlink(puzzle, { budget: loop.left, rule });
  return {
    status: loop.status === 'made' ? 'made' : 'missed',
    puzzle,
    grade,
    attempts: loop.attempts,
    certificate: `the diagram of every solution under the ${RULE_SET_NAME[rule]} rule, built and counted, holds exactly one`,
    ...(loop.status === 'made' ? {} : { reason: missedWords(level, loop, grade.status === 'graded' ? grade.level : null) }),
  };
}

/**
 * Why `--level 1 --rule nikoli` is refused: no board is level 1 under that
 * rule (the argument in ./make/forced.ts).
 */
export const NIKOLI_LEVEL_1 = 'no board is level 1 (forced lines only) under the Nikoli rule: on the empty board every cell has room for a line, so each has at least two open edges, while an endpoint needs one line and an empty cell none, and no line is ever forced';

/**
 * One attempt at level 1: an answer the forced-line rule rebuilds from the
 * empty board (./make/forced.ts), certified by the count and graded by the
 * grade like every other board (that search runs the rule its own way, so
 * the grade is the judge).
 */
function forcedAttempt(random: Random, width: number, height: number, rule: PuzzleRule, budget: Budget, grades: WeakMap<Joined, PuzzleGrade>): RemovalOutcome<Joined> {
  const board = drawForcedBoard(random, width, height, rule === 'fill-notouch');
  if (!board) return { kind: 'failed' };
  const verdict = countVerdict(board.puzzle, rule, budget);
  if (verdict === 'stopped') return { kind: 'stopped' };
  if (verdict !== 'one') return { kind: 'failed' };
  const grade = gradeNumberlink(board.puzzle, { budget, rule });
  if (grade.status === 'timeout') return { kind: 'stopped' };
  if (grade.status !== 'graded') return { kind: 'failed' };
  const joined: Joined = { made: [], board };
  grades.set(joined, grade);
  return { kind: grade.level === 1 ? 'made' : 'missed', board: joined, level: grade.level, removed: 0 };
}

/** One attempt: the pieces, and their joins as the clue pairs that may go. */
function removalPlan(pieces: Pieces, rule: PuzzleRule, budget: Budget, grades: WeakMap<Joined, PuzzleGrade>): RemovalPlan<Joined, number> {
  const levels = NUMBERLINK_GRADE_LEVELS.length;
  return {
    full: { made: [], board: boardOf(pieces, []) },
    removable: pieces.joins.map((_, j) => j),
    remove(joined, j) {
      const made = [...joined.made, j];
      return { made, board: boardOf(pieces, made) };
    },
    keep(joined) {
      const verdict = countVerdict(joined.board.puzzle, rule, budget);
      return verdict === 'stopped' ? STOPPED : verdict === 'one';
    },
    level(joined) {
      const grade = grades.get(joined) ?? gradeNumberlink(joined.board.puzzle, { budget, rule });
      if (grade.status === 'timeout') return STOPPED;
      grades.set(joined, grade);
      return grade.status === 'graded' ? grade.level : levels + 1;
    },
  };
}

