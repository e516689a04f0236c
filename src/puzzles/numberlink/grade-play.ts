/**
 * The play a Numberlink grade is read from (grade.ts): the board played from
 * the empty position exactly as the Play hint plays it (play/hint-levels.ts),
 * Apply after Apply, each step with the kind of reasoning it took:
 *
 *   1  a line forced (endpoint, dead-end, uncovered), or a "that cell is
 *      full" mark (degree: it changes nothing the other rules see, as they
 *      treat a full cell's edges as closed already);
 *   2  a no-line mark by the rules cycle, labels, touch or dead-end;
 *   3  a look-ahead (play/lookahead.ts) on an edge the diagram settles;
 *   4  the diagram's verdict alone (play/diagram.ts; grade-verdict.ts).
 *
 * Where the solutions disagree on every open edge (a board with several),
 * the hint draws the first open edge; that pick is no deduction and is kept
 * apart (`picks`). Every other step is sound — every solution that extends
 * the position before it agrees with it — so a play without picks that ends
 * solved proves the solution unique, and one that breaks a rule proves there
 * is none. The diagram is built only when the local rules run dry, within
 * the budget.
 */
import { BudgetClock, type Budget } from '../../core/budget';
import { plural } from '../../core/numbers';
import { cutRule } from './rule-names';
import { gradeVerdict } from './grade-verdict';
import { checkPosition } from './play/check';
import { boardDiagram } from './play/diagram';
import { applyDeduction, nextDeduction, type Deduction } from './play/hint';
import { chainLength, refuteSettled, type Chain } from './play/lookahead';
import { chainRulesFail, edgeName, markWords } from './play/lookahead-words';
import { emptyPosition, facts, LINE, NO_LINE, OPEN, withMark, type EdgeMark } from './play/position';
import { noneExtends } from './play/words';
import type { NumberlinkPuzzle, PuzzleRule } from './puzzle';

export interface PlayStep {
  level: 1 | 2 | 3 | 4;
  /** 1-based, as the hints count: `before` is the position after step − 1 Applies, `after` the one its Apply gives. */
  step: number;
  before: EdgeMark[];
  after: EdgeMark[];
  /** What it settles and by which rule, for the grade's reason. */
  words: string;
  /** A look-ahead's length to read (its steps, both branches of a split); 0 otherwise. */
  length: number;
}

export type GradePlay =
  | { kind: 'done'; steps: PlayStep[]; picks: EdgeMark[][]; several: bigint | null }
  | { kind: 'unsolvable'; why: string }
  | { kind: 'timeout'; why: string };

/** A local deduction's level: lines forced and the degree marks 1, the other no-line marks 2. */
const localLevel = (d: Deduction): 1 | 2 => (d.mark === LINE || d.rule === 'degree' ? 1 : 2);

function settles(p: NumberlinkPuzzle, d: Deduction): string {
  const many = d.edges.length > 1;
  const mark = d.mark === LINE ? (many ? 'are lines' : 'is a line') : many ? 'are no line' : 'is no line';
  return `${d.edges.map((e) => edgeName(p, e)).join(' and ')} ${mark} by ${cutRule(d.rule)}`;
}

function lookaheadWords(p: NumberlinkPuzzle, edge: number, mark: EdgeMark, chain: Chain): string {
  const other = markWords(mark === LINE ? NO_LINE : LINE);
  return `${edgeName(p, edge)} is ${markWords(mark)} by a look-ahead of ${plural(chainLength(chain), 'step')}: were it ${other}, ${chainRulesFail(chain)}`;
}

export function playForGrade(puzzle: NumberlinkPuzzle, rule: PuzzleRule, budget: Budget = {}): GradePlay {
  const clock = new BudgetClock(budget, 1);
  let pos: EdgeMark[] = emptyPosition(puzzle);
  const steps: PlayStep[] = [];
  const picks: EdgeMark[][] = [];
  /** The board's solutions, once the play had to pick among them. */
  let several: bigint | null = null;
  const take = (level: PlayStep['level'], after: EdgeMark[], words: string, length = 0): void => {
    steps.push({ level, step: steps.length + picks.length + 1, before: pos, after, words, length });
    pos = after;
  };
  for (;;) {
    const done = steps.length + picks.length;
    if (clock.check()) return { kind: 'timeout', why: `the time ran out after ${plural(done, 'step')} of the play` };
    const here = checkPosition(puzzle, rule, pos);
    if (here.kind === 'solved') return { kind: 'done', steps, picks, several };
    // Every step before is sound, or a pick that some solutions extend, so a broken rule here means the board has none.
    if (here.kind === 'broken') return { kind: 'unsolvable', why: `the board has no solution; forcing from the givens breaks a rule after ${plural(done, 'step')}: ${here.broken.detail}` };
    if (here.kind === 'wrong-finish') return { kind: 'unsolvable', why: `the board has no solution; the lines forced from the givens join every label, but ${here.detail}` };
    const d = nextDeduction(puzzle, rule, pos, facts(puzzle, pos));
    if (d) {
      take(localLevel(d), applyDeduction(pos, d), settles(puzzle, d));
      continue;
    }
    // The local rules are dry: the hint asks the diagram (built once, within what is left of the budget).
    const bd = boardDiagram(puzzle, rule, { limitMs: clock.remainingMs(), signal: budget.signal });
    if (bd.run.result.status === 'timeout' || bd.run.result.status === 'cancelled') {
      return { kind: 'timeout', why: `the local rules stall after ${plural(done, 'step')}, and the diagram of every solution was not built in time (${bd.run.result.reason ?? 'the time ran out'})` };
    }
    const verdict = gradeVerdict(puzzle, rule, pos, bd);
    const all = bd.run.count ?? 0n;
    if (!verdict.extends) return { kind: 'unsolvable', why: noneExtends(all) };
    const found = refuteSettled(puzzle, rule, pos, verdict.settled);
    if (found) {
      take(3, withMark(pos, found.edge, found.mark), lookaheadWords(puzzle, found.edge, found.mark, found.chain), chainLength(found.chain));
      continue;
    }
    if (verdict.first) {
      const { edge, mark } = verdict.first;
      // Which solutions agree (a reader met "by the diagram's verdict" on a board of several and could not tell): every
      // step so far is sound, so before any pick the extending solutions are all the board's.
      const agree = picks.length === 0
        ? 'every solution of the board'
        : `every solution that extends the position the hints reached, after ${plural(picks.length, 'pick')} among the solutions`;
      take(4, withMark(pos, edge, mark), `${edgeName(puzzle, edge)} is ${markWords(mark)} in ${agree} (the diagram’s verdict)`);
      continue;
    }
    // The solutions disagree on every open edge: the hint draws the first open edge, one way on of several.
    several ??= all;
    const first = pos.indexOf(OPEN);
    if (first < 0) return { kind: 'done', steps, picks, several };
    picks.push(pos);
    pos = withMark(pos, first, LINE);
  }
}
