/**
 * A Sudoku's grade, in the lesson's terms and the Sudoku world's names: the
 * inequality engine (the selective method of the Akari and Shakashaka
 * lessons) works on the exact-cover matrix written as 0/1 equalities
 * (./cover-inequalities.ts), and the hardest kind of step it needs is the
 * level (src/inequalities/grade.ts):
 *
 * 1. singles — forcing from one inequality: the last candidate of a cell
 *    (naked single) or of a row, column or box (hidden single);
 * 2. sums of two — e.g. pointing and claiming, where a box and a row (or
 *    column) share their only places for a value;
 * 3. sums of three or more conditions, built two at a time;
 * 4. longer chains — a look-ahead finds a chain of conditions whose sum
 *    settles a value (subsets and fish such as the X-wing are sums of four);
 * 5. trials — guessing, labelled as such.
 *
 * The engine's chains are look-aheads over the whole board, and a naked
 * pair and an X-wing are the same sum of four conditions with the roles of
 * numbers and places swapped, so within a level the score first asks the
 * Sudoku world's ladder of techniques (./technique-ladder.ts: singles,
 * intersections, naked and hidden sets, fish, forcing chains), which tells
 * them apart by the conditions a sum adds, and names the hardest one in the
 * reason ("an X-wing on the 6s: rows 1 and 6, columns 4 and 7"); then the
 * engine's chain sums, widest sum and steps that use a sum
 * (src/inequalities/grade.ts), also in the reason.
 *
 * A board with several solutions (a near-empty one) leaves cells no
 * deduction can settle; when no trial refutes a value, its level is that of
 * the deductions made, named "…, then free choices": the search after them
 * only chooses among solutions, and the reason says how often a choice failed.
 *
 * The reason also gives the conflicts our CDCL solver needed, the lesson's
 * other measure of difficulty. No Sudoku stepper shows the engine's steps, so
 * the grade names the hardest step in words and `step` is null.
 */
import type { Budget } from '../../core/budget';
import { listWords } from '../../core/list-words';
import { plural } from '../../core/numbers';
import { gradeEngineRun, type EngineGrade } from '../../inequalities/grade';
import { SEVERAL_SENTENCE } from '../engine-grade';
import type { EngineEvent } from '../../inequalities/events';
import { levelUpTo, type LevelUpTo } from '../../inequalities/level-up-to';
import { solveSystem } from '../../inequalities/solve';
import type { InequalitySystem } from '../../inequalities/system';
import type { PuzzleGrade } from '../types';
import { givenClash } from './candidates';
import { contradictionWords, coverInequalities, type CoverInequalities } from './cover-inequalities';
import { optionName } from './exact-cover-model';
import type { SudokuPuzzle } from './puzzle';
import { solveSat } from './solve-sat';
import { techniqueLadder, TECHNIQUE_NAMES, type LadderResult, type TechniqueRank } from './technique-ladder';

/** The largest order graded: 25×25 boards; above, the model's variables run into the millions. */
export const MAX_GRADED_ORDER = 5;

/** What the search did on a board graded by its deductions alone (see gradeSudoku): it chose among the solutions, and how often a choice failed. */
function freeChoiceWords(deadEnds: number): string {
  const failed = deadEnds === 0 ? 'no choice ran into a dead end' : `${plural(deadEnds, 'choice')} ran into a dead end before the first solution`;
  return `Where no rule forces anything more, the board’s many solutions leave a free choice of value: ${failed}.`;
}

/** The levels in plain words, as the lesson's table of levels (section 4) and the Make-a-board menu name them. */
export const SUDOKU_NAMES: Record<EngineGrade['level'], string> = {
  1: 'singles',
  2: 'two rules at once',
  3: 'three or more rules at once',
  4: 'a look-ahead for rules to add',
  5: 'trial and error',
};

/** What each level's hardest step is, in a reader's words: the lesson's table of levels and the Make-a-board note share it. */
export const SUDOKU_LEVEL_MEANINGS: Record<EngineGrade['level'], string> = {
  1: 'one rule at a time: a cell’s last candidate, or a number’s last place in a row, column or box',
  2: 'two rules added up: e.g. a box whose only places for a 5 lie in one row, so the rest of that row has no 5',
  3: 'three or more rules added up, two at a time',
  4: 'a search for which rules to add before adding them',
  5: 'trying a value and seeing it fail',
};

export function gradeSudoku(puzzle: SudokuPuzzle, options: { budget?: Budget } = {}): PuzzleGrade {
  const base = { levels: 5, method: 'sat', step: null };
  if (puzzle.order > MAX_GRADED_ORDER) {
    const side = MAX_GRADED_ORDER ** 2;
    return { ...base, status: 'refused', level: 0, name: 'not graded', score: 0, reason: `boards larger than ${side}×${side} are not graded: the engine's model of a ${puzzle.size}×${puzzle.size} board is too large to build here` };
  }
  // A board that breaks a rule is said to in board words, as the solver's status says it (not as the engine's inequality).
  const clash = givenClash(puzzle);
  if (clash) return { ...base, status: 'unsolvable', level: 0, name: 'no solution', score: 0, reason: clash };
  const graded = engineGrade(puzzle, options.budget);
  if (!graded) return { ...base, status: 'unsolvable', level: 0, name: 'no solution', score: 0, reason: 'the givens leave some cell or unit without a possible value' };
  const { model, events, run } = graded;
  if (run.status === 'timeout' || run.status === 'cancelled') {
    return { ...base, status: 'timeout', level: 0, name: 'not graded', score: 0, reason: run.reason ?? 'the budget ran out before the board was settled' };
  }
  if (run.status === 'unsolvable') {
    // The engine's own reason numbers its inequalities, which no Sudoku page shows: say it as the exact-cover column it is.
    const reason = run.run.conflict !== null ? `no solution: ${contradictionWords(model, run.run.conflict)}` : (run.reason ?? 'the board has no solution');
    return { ...base, status: 'unsolvable', level: 0, name: 'no solution', score: 0, reason };
  }
  // A board with several solutions leaves deduction cells it can never settle (a near-empty board: nearly all of them).
  // When no trial refuted a value either, level 5 would only say that the last-resort search then chose among the
  // solutions, which any such board needs: the level is that of the deductions made, and the reason says the rest was
  // chosen and how many of the search's choices failed before the first solution.
  const free = run.multiple && graded.grade!.level === 5 && graded.grade!.trials === 0;
  const grade = free ? gradeEngineRun(events, { ...run.stats, searchNodes: 0 }, givenCount(model)) : graded.grade!;
  // Singles split as Tatham's Trivial and Basic do: the last place for a value in a box alone, or more.
  const boxes = grade.level === 1 && !free ? boxSinglesSuffice(puzzle, options.budget) : false;
  const name = SUDOKU_NAMES[grade.level] + (free ? ', then free choices' : grade.level === 1 ? (boxes ? ' (in boxes alone)' : ' (in rows, columns or cells too)') : '');
  const sat = solveSat(puzzle, { budget: options.budget });
  const conflicts = sat.stats.conflicts ?? 0;
  // A board that needs more than singles (trials, even) can cost SAT no conflict: a reader took "0 conflicts" on a
  // level-5 board for a contradiction. Said from the run's own counts: with no conflict, every guess it made was right.
  const decisions = sat.stats.decisions ?? 0;
  const noConflict = conflicts > 0 || grade.level === 1 ? ''
    : decisions === 0 ? ' Unit propagation alone settled the board, with no guess.'
      : ` Its ${decisions.toLocaleString('en-US')} ${decisions === 1 ? 'guess was' : 'guesses were all'} right, so none had to be taken back: conflicts count wrong guesses, not hard steps.`;
  // Only the count a reader can picture: how many steps took more than one rule (none when a trial came first).
  // Said in sentences of their own: first-time readers could not parse the count, the level's name and the step in one.
  const counts = grade.level === 1 || grade.sumSteps === 0 ? '' : ` In all, ${grade.sumSteps.toLocaleString('en-US')} ${grade.sumSteps === 1 ? 'step adds' : 'steps add'} up two or more rules.`;
  // The two top levels' names are terms of the engine; their meaning in a reader's words goes with them.
  const meaning = grade.level >= 4 ? ` (${SUDOKU_LEVEL_MEANINGS[grade.level]})` : '';
  const where = grade.hardest ? `. Its first step of that kind ${hardestWords(model, events, grade)}` : '';
  const chosen = free ? ` ${freeChoiceWords(deadEndsToFirst(events))}` : '';
  const several = run.multiple ? ` ${SEVERAL_SENTENCE}` : '';
  const ladder = run.multiple ? null : techniqueLadder(puzzle);
  const technique = ladder ? ` ${ladderWords(ladder)}` : '';
  const reason = `${name}${meaning}${where}.${counts}${chosen}${technique} The SAT solver needed ${conflicts.toLocaleString('en-US')} ${conflicts === 1 ? 'conflict' : 'conflicts'}.${noConflict}${several}`;
  return { ...base, status: 'graded', level: grade.level, name, score: sudokuScore(grade, ladder) + (grade.level === 1 && !boxes ? 1 : 0), reason, ...(run.multiple ? { several: true } : {}) };
}

/**
 * The score: the engine's level first (its numbers are what the makers
 * target), then the hardest technique of the Sudoku world's ladder
 * (./technique-ladder.ts), then, when even its forcing chains stall, how many
 * candidates they leave open (more of the board left to guess), then the
 * engine's own score within its level (chains, widest sum, steps using a
 * sum). On Simon Tatham's boards (`npm run bench -- grade`) the technique is
 * what tells his Advanced boards (sets) from his Extreme ones (fish, forcing
 * chains), and the candidates left what tells most of his Unreasonable
 * boards from his Extreme ones: the engine's own chains are look-aheads over
 * the whole board, of the same shape for all three.
 */
function sudokuScore(grade: EngineGrade, ladder: LadderResult | null): number {
  const within = grade.score - grade.level * 1_000_000;
  const technique = ladder ? ladder.rank * 1_000_000_000 + Math.min(ladder.openCandidates, 999) * 1_000_000 : 0;
  return grade.level * 10_000_000_000 + technique + within;
}

/** Each technique of the players' ladder in one clause, so the grade line uses no name the lesson has not taught. */
const TECHNIQUE_GLOSS: Record<TechniqueRank, string> = {
  1: 'a cell with one candidate left, or a number with one place left in a row, column or box',
  2: 'a number whose places in a box all lie in one row or column, or the reverse',
  3: 'n cells of a row, column or box that hold only n numbers between them, or n numbers with only n places',
  4: 'a number whose places in n rows all lie in n columns; two rows are an X-wing',
  5: 'assume one of a cell’s two candidates and follow the cells it leaves with one',
  6: 'none of the above is enough',
};

/** The ladder's verdict in a sentence: "The hardest Sudoku technique it needs: naked and hidden sets (…), once, first a naked pair in row 9: …". */
function ladderWords(l: LadderResult): string {
  if (l.rank === 1) return `The Sudoku techniques it needs: singles (${TECHNIQUE_GLOSS[1]}).`;
  if (l.rank === 6) {
    return `Players’ usual techniques stall on it, even forcing chains (${TECHNIQUE_GLOSS[5]}): ${l.openCandidates.toLocaleString('en-US')} candidates are left in ${l.openCells.toLocaleString('en-US')} cells.`;
  }
  return `The hardest Sudoku technique it needs: ${TECHNIQUE_NAMES[l.rank]} (${TECHNIQUE_GLOSS[l.rank]}), ${l.uses === 1 ? 'once' : `${l.uses} times`}, first ${l.first}.`;
}

/**
 * The level when it is at most `target`, for the maker's many checks: the
 * engine's run stops at the first tier the target does not allow
 * (src/inequalities/level-up-to.ts).
 */
export function sudokuLevelUpTo(puzzle: SudokuPuzzle, target: number, budget?: Budget): LevelUpTo {
  const model = coverInequalities(puzzle);
  if (!model) return 'none';
  return levelUpTo(model.system, givenCount(model), target, budget);
}

/** The model's own inequalities: two per primary column of the exact cover (at least one, at most one). */
function givenCount(model: CoverInequalities): number {
  return model.cover.problem.primary * 2;
}

/**
 * The engine's selective run on the exact-cover model with its whole trace,
 * and the grade read from it when the run settled the board; null when the
 * givens leave some condition without a candidate.
 */
function engineGrade(puzzle: SudokuPuzzle, budget: Budget | undefined) {
  const model = coverInequalities(puzzle);
  if (!model) return null;
  const events: EngineEvent[] = [];
  const run = solveSystem(model.system, { method: 'selective', budget, sink: (e) => void events.push(e) });
  const settled = run.status === 'solved';
  return { model, events, run, grade: settled ? gradeEngineRun(events, run.stats, givenCount(model)) : null };
}

/** Dead ends the last-resort search met before its first solution (0 when it did not run). */
function deadEndsToFirst(events: readonly EngineEvent[]): number {
  return events.reduce((n, e) => (e.kind === 'search' ? n + e.deadEndsToFirst : n), 0);
}

/** Whether forcing settles the board when a value is placed only as the last place for it in its box. */
function boxSinglesSuffice(puzzle: SudokuPuzzle, budget: Budget | undefined): boolean {
  const model = coverInequalities(puzzle, { boxesOnly: true });
  return model !== null && solveSystem(model.system, { method: 'force', budget }).methodOutcome === 'solved';
}

/** The hardest step in words, a verb phrase after "Its first step of that kind": the rules added up and what they settle. */
function hardestWords(model: CoverInequalities, events: readonly EngineEvent[], grade: EngineGrade): string {
  const name = (variable: number) => optionName(model.cover.size, model.cover.rowCell[variable], model.cover.rowValue[variable]);
  const forced = grade.hardest!.forced;
  const placed = forced.filter((f) => f.value === 1).map((f) => name(f.variable));
  const out = forced.filter((f) => f.value === 0).map((f) => name(f.variable));
  const what = [placed.length > 0 ? `places ${listWords(placed)}` : '', out.length > 0 ? `rules out ${listWords(out)}` : ''].filter(Boolean).join(' and ') || 'decides the cells left';
  const step = events.filter((e) => e.depth === 0)[grade.hardest!.step - 1];
  // A trial settles one candidate: it supposes the other value, follows the rules until one breaks, and keeps the value left.
  // First-time readers could not parse "a trial: it decides the cells left", so both kinds say what was done and why.
  if (grade.level === 5 && forced.length === 1) {
    const [f] = forced;
    const supposed = f.value === 1 ? `${name(f.variable)} false` : name(f.variable);
    return `is a trial, needed because no rule settled another cell: it supposes ${supposed}, follows the rules until one breaks, and so ${what}`;
  }
  // "Neither the rules nor a trial" was another lesson's jargon to a reader: said as this lesson says it, backtracking.
  if (grade.level === 5) return 'is plain backtracking, needed because no rule settled another cell and no value tried on its own failed: it tries the open values one by one and steps back from each that fails';
  if (step?.kind !== 'deduce') return what;
  const conditions = givenLabels(model.system, step.by);
  return `adds up the rules ${listWords(conditions.map((c) => `“${c}”`))}, and so ${what}`;
}

/** The given conditions a derived inequality adds up (a sum of sums is followed to its givens). */
function givenLabels(system: InequalitySystem, id: number): string[] {
  const out: string[] = [];
  const stack = [id];
  while (stack.length > 0 && out.length < 8) {
    const o = system.origin(stack.pop()!);
    if (o.kind === 'given') out.push(o.label);
    else if (o.kind === 'sum') stack.push(o.parents[1], o.parents[0]);
  }
  return [...new Set(out)];
}
