/**
 * The Numberlink grade (src/puzzles/numberlink/grade.ts on grade-play.ts):
 * one hand-found board per level, each level's step opened the way "show me"
 * opens it (the Play hint at the position the grade's link carries gives
 * that very step), what a board without a solution or with several says,
 * the refusal and the budget, and, on random boards up to 5×5, that every
 * step the play takes holds in every solution the brute force finds.
 */
import fc from 'fast-check';
import { SEVERAL_SENTENCE } from '../../src/puzzles/engine-grade';
import { describe, expect, it } from 'vitest';
import { numberlinkGenre } from '../../src/puzzles/numberlink/genre';
import { gradeNumberlink, MAX_GRADE_CELLS } from '../../src/puzzles/numberlink/grade';
import { playForGrade } from '../../src/puzzles/numberlink/grade-play';
import { gradeVerdict } from '../../src/puzzles/numberlink/grade-verdict';
import { boardDiagram, diagramVerdict, settledEdge, settledEdges } from '../../src/puzzles/numberlink/play/diagram';
import { playHint } from '../../src/puzzles/numberlink/play/hint-levels';
import { decodePosition } from '../../src/puzzles/numberlink/play/link';
import { edgeIndex, emptyPosition, LINE, NO_LINE, OPEN, type EdgeMark } from '../../src/puzzles/numberlink/play/position';
import { RULES, type NumberlinkPuzzle, type NumberlinkSolution, type PuzzleRule } from '../../src/puzzles/numberlink/puzzle';
import { bruteForceNumberlink } from '../../src/puzzles/numberlink/solve-brute';
import { RULE_SET_NAME } from '../../src/puzzles/numberlink/rule-names';
import { board } from './play-helpers';
import { randomBoard } from './random-boards';

/** Boards with one solution under fill, found by grading random small boards, one per level (and the hint's kind at its step). */
const LEVELS: [string, number, string, string | null][] = [
  ['.../..1/2../.21', 1, 'forced lines', null],
  ['.11./..../22..', 2, 'no-line marks', 'rule'],
  ['..1../.2.../.123./3....', 3, 'look-ahead', 'lookahead'],
  ['1..../...../...1./...22', 4, 'diagram', 'diagram'],
];

/** The position a link's code stands for on this board. */
function opened(p: NumberlinkPuzzle, code: string): EdgeMark[] {
  const d = decodePosition(code, emptyPosition(p).length);
  if (!d.ok) throw new Error(d.why);
  return d.position;
}

describe('Numberlink grades, one board per level', () => {
  it.each(LEVELS)('%s is level %i (%s)', (rows, level, name, hintKind) => {
    const p = board(rows);
    const g = gradeNumberlink(p, { rule: 'fill' });
    expect(g).toMatchObject({ status: 'graded', level, name, levels: 4, method: 'play' });
    expect(g.reason).not.toMatch(/solutions/);
    expect(Math.floor(g.score / 10_000)).toBe(level);
    if (hintKind === null) {
      expect(g.step).toBeNull();
      expect(g.play).toBeNull();
      return;
    }
    // "Show me": the Play hint at the linked position gives the step the reason names, and Apply sets what the play set.
    const play = playForGrade(p, 'fill');
    if (play.kind !== 'done') throw new Error(play.kind);
    const step = play.steps.find((s) => s.step === g.step)!;
    expect(step.level).toBe(level);
    const before = opened(p, g.play!);
    expect(before).toEqual(step.before);
    const hint = playHint(p, 'fill', before);
    expect(hint.kind).toBe(hintKind);
    expect(hint.apply).toEqual(step.after);
    expect(g.reason).toContain(`step ${g.step} of the Play hints`);
  });

  it('names the no-line rule, the look-ahead’s length and the diagram in the hint’s words', () => {
    expect(gradeNumberlink(board(LEVELS[1][0])).reason).toMatch(/\(2, 1\)–\(3, 1\) is no line by the rule “no mixed labels”/);
    expect(gradeNumberlink(board(LEVELS[2][0])).reason).toMatch(/look-ahead of 3 steps: were it a line, the rule “no mixed labels” fails/);
    expect(gradeNumberlink(board(LEVELS[3][0])).reason).toMatch(/\(3, 4\)–\(3, 5\) is a line in every solution of the board \(the diagram’s verdict\)/);
  });

  it('on a board of several solutions, says which solutions a diagram step holds in', () => {
    // The lesson's tiny board: a reader read "a line by the diagram's verdict" beside 9 solutions and asked in which.
    const p = board('1..2/..../.1../...2');
    const play = playForGrade(p, 'fill');
    if (play.kind !== 'done') throw new Error(play.kind);
    const step = play.steps.find((s) => s.level === 4)!;
    const e = step.after.findIndex((m, i) => m !== step.before[i]);
    expect(step.words).toMatch(/^\(2, 4\)–\(3, 4\) is a line in every solution of the board \(the diagram’s verdict\)$/);
    // Before any pick, every solution of the board takes it.
    const all = diagramVerdict(p, 'fill', emptyPosition(p));
    expect(all.extending).toBeGreaterThan(1n);
    expect(all.takes.get(e)).toBe(all.extending);
    // After the hints picked among the solutions, only those that extend the position count.
    const picked = playForGrade(board('1..../...../...../....1'), 'fill');
    if (picked.kind !== 'done') throw new Error(picked.kind);
    const late = picked.steps.find((s) => s.level === 4)!;
    expect(late.words).toMatch(/ is a line in every solution that extends the position the hints reached, after 3 picks among the solutions \(the diagram’s verdict\)$/);
    expect(picked.picks.filter((pos) => pos.filter((m) => m !== OPEN).length < late.before.filter((m) => m !== OPEN).length)).toHaveLength(3);
  });

  it('orders boards of one level by the look-aheads’ length', () => {
    const g = gradeNumberlink(board(LEVELS[2][0]));
    expect(g.score).toBe(30_000 + 3 * 100 + 3);
  });
});

describe('what the grade says besides a level', () => {
  it('a board without a solution is unsolvable', () => {
    const g = gradeNumberlink(board('12/21'), { rule: 'fill' });
    expect(g).toMatchObject({ status: 'unsolvable', level: 0, step: null });
  });

  it('a board with several solutions says so, without a count of its own (the solver says how many, or that it did not count)', () => {
    // The lesson's tiny board.
    const g = gradeNumberlink(board('1..2/..../.1../...2'), { rule: 'fill' });
    const count = bruteForceNumberlink(board('1..2/..../.1../...2'), 'fill').count;
    expect(count).toBeGreaterThan(1);
    expect(g.status).toBe('graded');
    // Flagged, so the page's grade line says it first (GradeLine), and in the shared sentence the line replaces.
    expect(g.several).toBe(true);
    expect(g.reason).toContain(`${SEVERAL_SENTENCE} Under the ${RULE_SET_NAME.fill} rule, the hints pick among its solutions`);
    expect(g.reason).not.toMatch(/has [\d,]+ solutions/);
  });

  it('grades a canonical convention under the rule it narrows, and says so', () => {
    const g = gradeNumberlink(board(LEVELS[1][0]), { rule: 'fill-canonical' });
    expect(g).toMatchObject({ status: 'graded', level: 2 });
    expect(g.reason).toMatch(/Graded under the fill rule: “fill, canonical” is a way of counting solutions/);
  });

  it('takes the rule from the genre’s grade settings', () => {
    // Under Nikoli the empty cells may stay empty, so no cell must be passed through.
    const p = board(LEVELS[0][0]);
    expect(numberlinkGenre.gradeOptions?.rule).toBeDefined();
    const nikoli = numberlinkGenre.grade!(p, { params: { rule: 'nikoli' } });
    expect(nikoli).toEqual(gradeNumberlink(p, { rule: 'nikoli' }));
    expect(nikoli).not.toEqual(gradeNumberlink(p, { rule: 'fill' }));
  });

  it(`refuses a board of more than ${MAX_GRADE_CELLS} cells with the figure`, () => {
    const side = Math.ceil(Math.sqrt(MAX_GRADE_CELLS + 1));
    const rows = Array.from({ length: side }, (_, r) => (r === 0 ? '1' + '.'.repeat(side - 2) + '1' : '.'.repeat(side))).join('/');
    const g = gradeNumberlink(board(rows));
    expect(g).toMatchObject({ status: 'refused', level: 0 });
    expect(g.reason).toContain(`at most ${MAX_GRADE_CELLS}`);
  });

  it('stops when the budget runs out', () => {
    const g = gradeNumberlink(board(LEVELS[3][0]), { budget: { limitMs: 0 } });
    expect(g).toMatchObject({ status: 'timeout', level: 0 });
  });
});

/** A solution as a play position: its path steps are lines, every other edge no line. */
function solutionPosition(p: NumberlinkPuzzle, s: NumberlinkSolution): EdgeMark[] {
  const pos: EdgeMark[] = emptyPosition(p).map(() => NO_LINE);
  for (const path of Object.values(s.paths)) {
    for (let i = 1; i < path.length; i++) pos[edgeIndex(p, path[i - 1][0] * p.width + path[i - 1][1], path[i][0] * p.width + path[i][1])] = LINE;
  }
  return pos;
}

const extendsPosition = (sol: readonly EdgeMark[], pos: readonly EdgeMark[]): boolean => pos.every((m, e) => m === OPEN || sol[e] === m);

describe('every step of the play holds in every solution (brute force, boards up to 5×5)', () => {
  it('agrees with the brute force on each step, on unsolvable boards and on the number of solutions', () => {
    fc.assert(
      fc.property(randomBoard(5, 4), fc.constantFrom<PuzzleRule>(...RULES), (p, rule) => {
        const brute = bruteForceNumberlink(p, rule, { maxNodes: 400_000 }, 400);
        fc.pre(brute.complete && brute.count <= 400);
        const solutions = brute.solutions.map((s) => solutionPosition(p, s));
        const play = playForGrade(p, rule);
        if (brute.count === 0) {
          expect(play.kind).toBe('unsolvable');
          return;
        }
        if (play.kind !== 'done') throw new Error(`${play.kind} on a board with ${brute.count} solutions`);
        expect(play.several).toBe(brute.count === 1 ? null : BigInt(brute.count));
        for (const step of play.steps) {
          // Every solution that agrees with the position before the step agrees with what the step sets; some such solution exists.
          const agreeing = solutions.filter((s) => extendsPosition(s, step.before));
          expect(agreeing.length).toBeGreaterThan(0);
          for (const s of agreeing) expect(extendsPosition(s, step.after)).toBe(true);
        }
      }),
      { numRuns: 150, seed: 20261203 },
    );
  });
});

describe('the grade’s verdict is the hint’s', () => {
  it('settles the same edges, in the same order, as the exact count, at every position of the play', () => {
    fc.assert(
      fc.property(randomBoard(5, 4), fc.constantFrom<PuzzleRule>(...RULES), (p, rule) => {
        const play = playForGrade(p, rule);
        if (play.kind !== 'done') return;
        const bd = boardDiagram(p, rule);
        for (const pos of [emptyPosition(p), ...play.steps.map((s) => s.before), ...play.picks]) {
          const exact = diagramVerdict(p, rule, pos, bd);
          const fast = gradeVerdict(p, rule, pos, bd);
          expect(fast).toEqual({ extends: exact.extending > 0n, settled: settledEdges(exact), first: settledEdge(exact) });
        }
      }),
      { numRuns: 60, seed: 31 },
    );
  });
});
