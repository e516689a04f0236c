/**
 * A Numberlink board's grade, from the lesson's Play hints: the board is
 * played from the empty position as the Hint plays it (grade-play.ts), and
 * the level is the hardest kind of step that play needed — forced lines,
 * no-line marks, a look-ahead, or the diagram's verdict alone. The hint
 * always takes the easiest kind there is, so a harder kind is used only
 * where no easier one applies.
 *
 * `score` orders boards within a level: the look-aheads' length and number,
 * the diagram's verdicts, the no-line marks. `step` is the hardest step's
 * number in that play (none for level 1, where every step is of one kind),
 * and `play` the position before it as the Play board's link carries it
 * (play/link.ts), so "show me" opens the Play board where its Hint gives
 * exactly that step.
 */
import type { Budget } from '../../core/budget';
import { fmt, plural } from '../../core/numbers';
import type { PuzzleGrade } from '../types';
import { playForGrade, type PlayStep } from './grade-play';
import { encodePosition } from './play/link';
import { puzzleRuleOf, type NumberlinkPuzzle, type NumberlinkRule, type PuzzleRule } from './puzzle';
import { RULE_SET_NAME } from './rule-names';
import { SEVERAL_SENTENCE } from '../engine-grade';
import type { GradeLevel } from '../../inequalities/grade';

/** A rung of Numberlink's ladder: the same shape as the engine's (src/inequalities/grade.ts), four rungs. */
export type NumberlinkGradeLevel = GradeLevel<1 | 2 | 3 | 4>;

export const NUMBERLINK_GRADE_LEVELS: readonly NumberlinkGradeLevel[] = [
  { level: 1, name: 'forced lines', meaning: 'every line is one a cell needs and has no other way for (an endpoint’s line, a line going on, a cell passed through)' },
  { level: 2, name: 'no-line marks', meaning: 'some edge must be marked no line first: a line there would close a loop, join two labels, run alongside its path or lead into a dead end' },
  { level: 3, name: 'look-ahead', meaning: 'some edge is settled only by a short look-ahead: set the other way, a rule breaks within a few forced steps' },
  { level: 4, name: 'diagram', meaning: 'some edge is settled only by the diagram of every solution: no rule and no short look-ahead decides anything there' },
];

/** The grade's `method`: its steps are the Play board's hints, from the empty board. */
export const GRADE_METHOD = 'play';

/**
 * The largest board graded, in cells. The play asks the diagram for a verdict
 * whenever the local rules stall, and runs the hint's look-ahead there.
 * Measured under Node: Janko boards of 12×12 and 14×14 (no-touch) take 13 to
 * 18 s, the lesson's 17×17 one 70 s; the 14×14 Flow Free board's diagram alone
 * (fill) takes 35 s to build.
 */
export const MAX_GRADE_CELLS = 15 * 15;

/** A grade with the position before its hardest step, as the Play board's link writes it (null when there is no such step). */
export interface NumberlinkGrade extends PuzzleGrade {
  play: string | null;
}

export function gradeNumberlink(puzzle: NumberlinkPuzzle, options: { budget?: Budget; rule?: NumberlinkRule } = {}): NumberlinkGrade {
  const asked = options.rule ?? 'fill';
  // The canonical conventions are ways of counting, not rules a reader plays by: the play is under the puzzle rule they narrow.
  const rule: PuzzleRule = puzzleRuleOf(asked);
  const under = asked === rule ? '' : ` Graded under the ${RULE_SET_NAME[rule]} rule: “${RULE_SET_NAME[asked]}” is a way of counting solutions, not a rule of play.`;
  const base = { levels: NUMBERLINK_GRADE_LEVELS.length, method: GRADE_METHOD, step: null, play: null, score: 0 };
  const cells = puzzle.width * puzzle.height;
  if (cells > MAX_GRADE_CELLS) {
    return { ...base, status: 'refused', level: 0, name: 'not graded',
      reason: `the board has ${fmt(cells)} cells and the grade takes at most ${fmt(MAX_GRADE_CELLS)}: its play asks the diagram of every solution for verdicts, and on a larger board that takes over a minute` };
  }
  const play = playForGrade(puzzle, rule, options.budget);
  if (play.kind === 'timeout') return { ...base, status: 'timeout', level: 0, name: 'not graded', reason: play.why };
  // No period at the end: the CLI prints the reason as it is, and the page's grade line ends the sentence.
  const narrowed = asked === rule ? '' : ` (under the ${RULE_SET_NAME[rule]} rule, which “${RULE_SET_NAME[asked]}” narrows)`;
  if (play.kind === 'unsolvable') return { ...base, status: 'unsolvable', level: 0, name: 'no solution', reason: `${play.why}${narrowed}` };
  return gradeOf(play.steps, play.several, rule, under);
}

function gradeOf(steps: readonly PlayStep[], several: bigint | null, rule: PuzzleRule, under: string): NumberlinkGrade {
  const level = steps.reduce<number>((m, s) => Math.max(m, s.level), 1) as 1 | 2 | 3 | 4;
  const { name, meaning } = NUMBERLINK_GRADE_LEVELS[level - 1];
  const top = steps.filter((s) => s.level === level);
  const count = (l: number): number => steps.filter((s) => s.level === l).length;
  const cap = (n: number): number => Math.min(n, 99);
  // Within a level: more of the hardest kind (and, for look-aheads, longer ones) is harder.
  const longest = top.reduce((m, s) => Math.max(m, s.length), 0);
  const within = level === 3 ? cap(longest) * 100 + cap(top.length)
    : level === 4 ? cap(top.length) * 100 + cap(count(3))
    : level === 2 ? cap(top.length)
    : 0;
  // The hardest step: the longest look-ahead (the first of them), else the first step of the level; none when every step forces a line.
  const hardest = level === 1 ? undefined : level === 3 ? top.find((s) => s.length === longest) : top[0];
  const counts = level === 1 ? plural(steps.length, 'step') : level === 2 ? plural(top.length, 'no-line mark')
    : level === 3 ? `${plural(top.length, 'look-ahead')}, the longest ${plural(longest, 'step')}`
    : `${plural(top.length, 'edge', 'edges')} settled only by the diagram${count(3) ? `, ${plural(count(3), 'look-ahead')}` : ''}`;
  const which = level === 3 ? 'the longest look-ahead' : 'the first such step';
  const where = hardest ? `; ${which}: ${hardest.words}, step ${hardest.step} of the Play hints from the empty board` : '';
  // No count here: the solver's Solutions line is the one place that says how many (or that its capped build did not
  // count them). A second count in the grade line, from the grade's own uncapped build, was read as contradicting a
  // "not counted" beside it. The rule is named, since a canonical convention may count one where the rule has several.
  // The shared sentence, which a page's grade line replaces by its own words before the level (GradeLine's `several`).
  const multiple = several !== null ? ` ${SEVERAL_SENTENCE} Under the ${RULE_SET_NAME[rule]} rule, the hints pick among its solutions where they disagree.` : '';
  return {
    status: 'graded', level, name, levels: NUMBERLINK_GRADE_LEVELS.length, method: GRADE_METHOD, ...(several !== null ? { several: true } : {}),
    score: level * 10_000 + within,
    reason: `${name}: ${meaning} (${counts})${where}.${multiple}${under}`,
    step: hardest?.step ?? null,
    play: hardest ? encodePosition(hardest.before) : null,
  };
}
