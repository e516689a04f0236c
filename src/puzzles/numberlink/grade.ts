/**
 * A Numberlink board's grade, from the lesson's Play hints (play/hint-levels.ts):
 * the board is played from the empty position as the hint plays it — Apply
 * after Apply — and each step is sorted by the kind of reasoning it needed:
 *
 *   1 forced lines    a cell needs as many lines as it has open edges
 *                     (endpoint, dead-end, uncovered); the "that cell is full"
 *                     marks (degree) count here too, as they change nothing
 *                     the other rules see (a full cell's edges are closed to
 *                     them already);
 *   2 no-line marks   an edge is no line because a line would close a loop,
 *                     join two labels, run alongside its path or lead into a
 *                     dead end;
 *   3 look-ahead      no rule settles an edge at once, but setting it the
 *                     other way breaks a rule within a few forced steps
 *                     (play/lookahead.ts);
 *   4 diagram         not even that: only the diagram of every solution
 *                     settles the next edge (play/diagram.ts).
 *
 * The hint always takes the easiest kind there is (forced lines first), so
 * the hardest kind the play needed is the level. Every step but the
 * diagram's is a rule a reader applies by hand and the hint's words say it;
 * each is sound (every solution agrees with it), so a play that ends solved
 * proves the solution unique, and one that breaks a rule proves there is
 * none. The diagram is built only when the local rules run dry.
 *
 * `step` is the number of the hardest step in that play, and `play` the
 * position before it as the Play board's link carries it (play/link.ts), so
 * "show me" opens the Play board where its Hint gives exactly that step.
 */
import { BudgetClock, type Budget } from '../../core/budget';
import { fmt, plural } from '../../core/numbers';
import type { PuzzleGrade } from '../types';
import { puzzleRuleOf, type NumberlinkPuzzle, type NumberlinkRule, type PuzzleRule } from './puzzle';
import { cutRule, RULE_SET_NAME } from './rule-names';
import { checkPosition } from './play/check';
import { boardDiagram, diagramVerdict, settledEdge, settledEdges } from './play/diagram';
import { applyDeduction, nextDeduction, type Deduction } from './play/hint';
import { encodePosition } from './play/link';
import { chainLength, refuteSettled, type Chain } from './play/lookahead';
import { chainRulesFail, edgeName, markWords } from './play/lookahead-words';
import { emptyPosition, facts, LINE, NO_LINE, OPEN, withMark, type EdgeMark } from './play/position';
import { noneExtends } from './play/words';

export interface NumberlinkGradeLevel {
  level: 1 | 2 | 3 | 4;
  name: string;
  meaning: string;
}

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
 * whenever the local rules stall, and the diagram of a larger board can take
 * minutes to build (the 17×17 Janko board's, under no-touch). Measured:
 * see ARCHITECTURE.md (Numberlink grade).
 */
export const MAX_GRADE_CELLS = 15 * 15;

/** A grade with the position before its hardest step, as the Play board's link writes it (null when there is no such step). */
export interface NumberlinkGrade extends PuzzleGrade {
  play: string | null;
}

/** One step of the play: its level and what the reason will name. */
interface Step {
  level: 1 | 2 | 3 | 4;
  /** 1-based, as the hints count: the position before it is the one after step − 1 Applies. */
  step: number;
  before: EdgeMark[];
  words: string;
  /** Look-ahead: how long the chain is to read. */
  length: number;
}

/** A local deduction's level: lines forced (endpoint, dead-end, uncovered) and the degree marks 1, the other no-line marks 2. */
const localLevel = (d: Deduction): 1 | 2 => (d.mark === LINE || d.rule === 'degree' ? 1 : 2);

export function gradeNumberlink(puzzle: NumberlinkPuzzle, options: { budget?: Budget; rule?: NumberlinkRule } = {}): NumberlinkGrade {
  const asked = options.rule ?? 'fill';
  // The canonical conventions are ways of counting, not rules a reader plays by: the play is under the puzzle rule they narrow.
  const rule: PuzzleRule = puzzleRuleOf(asked);
  const under = asked === rule ? '' : ` Graded under the ${RULE_SET_NAME[rule]} rule: “${RULE_SET_NAME[asked]}” is a way of counting solutions, not a rule of play.`;
  const base = { levels: NUMBERLINK_GRADE_LEVELS.length, method: GRADE_METHOD, step: null, play: null, score: 0 };
  const cells = puzzle.width * puzzle.height;
  if (cells > MAX_GRADE_CELLS) {
    return { ...base, status: 'refused', level: 0, name: 'not graded',
      reason: `the board has ${fmt(cells)} cells and the grade takes at most ${fmt(MAX_GRADE_CELLS)}: its play asks the diagram of every solution for a verdict, and a larger board's diagram can take minutes to build` };
  }
  const clock = new BudgetClock(options.budget ?? {}, 1);
  const timeout = (why: string): NumberlinkGrade => ({ ...base, status: 'timeout', level: 0, name: 'not graded', reason: why });
  const unsolvable = (why: string): NumberlinkGrade => ({ ...base, status: 'unsolvable', level: 0, name: 'no solution', reason: `${why}.${under}` });

  let pos: EdgeMark[] = emptyPosition(puzzle);
  const steps: Step[] = [];
  /** Solutions of the board when the play had to pick among several (the hint's "they disagree on every open edge"), else null. */
  let several: bigint | null = null;
  for (let n = 1; ; n++) {
    if (clock.check()) return timeout(`the time ran out after ${plural(n - 1, 'step')} of the play`);
    const verdictHere = checkPosition(puzzle, rule, pos);
    if (verdictHere.kind === 'solved') break;
    // Every step so far is sound (unless the play picked among several solutions, which leaves some that extend it), so a broken rule means no solution.
    if (verdictHere.kind === 'broken') return unsolvable(`the rules break after ${plural(n - 1, 'forced step')}: ${verdictHere.broken.detail}`);
    if (verdictHere.kind === 'wrong-finish') return unsolvable(`the forced lines join every label, but ${verdictHere.detail}`);
    const f = facts(puzzle, pos);
    const d = nextDeduction(puzzle, rule, pos, f);
    if (d) {
      const level = localLevel(d);
      steps.push({ level, step: n, before: pos, length: 0, words: `${d.edges.map((e) => edgeName(puzzle, e)).join(' and ')} ${d.mark === LINE ? (d.edges.length === 1 ? 'is a line' : 'are lines') : (d.edges.length === 1 ? 'is no line' : 'are no line')} by ${cutRule(d.rule)}` });
      pos = applyDeduction(pos, d);
      continue;
    }
    // The local rules are dry: the hint asks the diagram (built once, within the budget).
    const bd = boardDiagram(puzzle, rule, { limitMs: clock.remainingMs(), signal: options.budget?.signal });
    if (bd.run.result.status === 'timeout' || bd.run.result.status === 'cancelled') {
      return timeout(`the local rules stall after ${plural(n - 1, 'step')}, and the diagram of every solution was not built in time (${bd.run.result.reason ?? 'the time ran out'})`);
    }
    const verdict = diagramVerdict(puzzle, rule, pos, bd);
    if (verdict.extending === 0n) return unsolvable(noneExtends(verdict.all));
    const found = refuteSettled(puzzle, rule, pos, settledEdges(verdict));
    if (found) {
      steps.push({ level: 3, step: n, before: pos, length: chainLength(found.chain), words: lookaheadWords(puzzle, found.edge, found.mark, found.chain) });
      pos = withMark(pos, found.edge, found.mark);
      continue;
    }
    const settled = settledEdge(verdict);
    if (settled) {
      steps.push({ level: 4, step: n, before: pos, length: 0, words: `${edgeName(puzzle, settled.edge)} is ${markWords(settled.mark)} by the diagram’s verdict (no rule and no look-ahead of up to a few steps decides an edge there)` });
      pos = withMark(pos, settled.edge, settled.mark);
      continue;
    }
    // The solutions disagree on every open edge: the hint draws the first open edge, one way on of several.
    several ??= verdict.all;
    const first = [...verdict.takes.keys()].sort((a, b) => a - b)[0];
    if (first === undefined || pos[first] !== OPEN) break;
    pos = withMark(pos, first, LINE);
  }
  return gradeOf(steps, several, under);
}

function lookaheadWords(p: NumberlinkPuzzle, edge: number, mark: EdgeMark, chain: Chain): string {
  const other = markWords(mark === LINE ? NO_LINE : LINE);
  return `${edgeName(p, edge)} is ${markWords(mark)} by a look-ahead of ${plural(chainLength(chain), 'step')}: were it ${other}, ${chainRulesFail(chain)}`;
}

function gradeOf(steps: readonly Step[], several: bigint | null, under: string): NumberlinkGrade {
  const level = steps.reduce<number>((m, s) => Math.max(m, s.level), 1) as 1 | 2 | 3 | 4;
  const { name, meaning } = NUMBERLINK_GRADE_LEVELS[level - 1];
  const top = steps.filter((s) => s.level === level);
  const count = (l: number): number => steps.filter((s) => s.level === l).length;
  const cap = (n: number): number => Math.min(n, 99);
  // Within a level: more of the hardest kind (and, for look-aheads, longer ones) is harder.
  const longest = top.reduce((m, s) => Math.max(m, s.length), 0);
  const within = level === 3 ? cap(longest) * 100 + cap(top.length)
    : level === 4 ? cap(top.length) * 100 + cap(count(3))
    : level === 2 ? cap(top.length) * 100 + cap(count(1) / 10)
    : cap(steps.length);
  // The hardest step: the longest look-ahead (the first of them), else the first step of the level.
  const hardest = level === 3 ? top.find((s) => s.length === longest) ?? top[0] : top[0];
  const counts = level === 1 ? plural(steps.length, 'step') : level === 2 ? plural(top.length, 'no-line mark')
    : level === 3 ? `${plural(top.length, 'look-ahead')}, the longest ${plural(longest, 'step')}`
    : `${plural(top.length, 'diagram verdict')}${count(3) ? `, ${plural(count(3), 'look-ahead')}` : ''}`;
  const which = level === 3 ? 'the longest look-ahead' : level === 1 ? 'the first step' : 'the first such step';
  const where = hardest ? `; ${which} says ${hardest.words}, step ${hardest.step} of the Play hints from the empty board` : '';
  const multiple = several !== null ? ` The board has ${several.toLocaleString('en-US')} solutions, so the hints pick among them where they disagree.` : '';
  return {
    status: 'graded', level, name, levels: NUMBERLINK_GRADE_LEVELS.length, method: GRADE_METHOD,
    score: level * 10_000 + within,
    reason: `${name}: ${meaning} (${counts})${where}.${multiple}${under}`,
    step: hardest?.step ?? null,
    play: hardest ? encodePosition(hardest.before) : null,
  };
}
