/**
 * CDCL by hand's second board shows what the first cannot: a conflict after
 * several decisions whose learned clause sends the solver back over a level.
 * The walk is found by search (src/puzzles/sudoku/sat-hand-walk.ts); these
 * tests replay it and check the jump and the words that explain it.
 */
import { describe, expect, it } from 'vitest';
import { SAT_HAND_BACKJUMP_BOARD, SAT_HAND_BOARD, BY_HAND_BOARDS } from '../../src/lessons/sudoku/examples';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { decide, learnAndBackjump, learnedLiterals, modelCheck, nameOf, openDecisions, startSatHand } from '../../src/puzzles/sudoku/sat-hand';
import { backjumpWalk, decisionsOf, jumpWords, nextOfWalk } from '../../src/puzzles/sudoku/sat-hand-walk';
import { countSolutions } from '../../src/puzzles/sudoku/count-solutions';

const puzzleOf = (text: string) => {
  const r = parseSudoku(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};

describe('the backjump walk', () => {
  const start = startSatHand(puzzleOf(SAT_HAND_BACKJUMP_BOARD));
  const walk = backjumpWalk(start)!;

  it('takes two or three decisions, only the last of which conflicts, and jumps back over a level to one above 0', () => {
    expect(walk).not.toBeNull();
    expect(walk.length).toBeGreaterThanOrEqual(2);
    expect(walk.length).toBeLessThanOrEqual(3);
    let s = start;
    walk.forEach((v, i) => {
      expect(s.conflict).toBeNull();
      expect(nextOfWalk(s, walk)).toBe(v);
      s = decide(s, v);
      expect(s.level).toBe(i + 1);
    });
    expect(s.conflict).not.toBeNull();
    expect(nextOfWalk(s, walk)).toBeNull();
    expect(s.cut!.backjump).toBeGreaterThan(0);
    expect(s.cut!.backjump).toBeLessThan(s.level - 1);
    // The jump's level is the second-highest level among the learned clause's literals.
    const levels = learnedLiterals(s).map((l) => l.level).sort((a, b) => b - a);
    expect(levels[0]).toBe(s.level);
    expect(levels.filter((l) => l === s.level)).toHaveLength(1);
    expect(levels[1]).toBe(s.cut!.backjump);
    const after = learnAndBackjump(s);
    expect(after.level).toBe(s.cut!.backjump);
    expect(decisionsOf(after)).toEqual(walk.slice(0, after.level));
  });

  it('says why it jumps there and which decision it takes back although the clause does not name it', () => {
    let s = start;
    for (const v of walk) s = decide(s, v);
    const words = jumpWords(s);
    const to = s.cut!.backjump;
    expect(words).toContain(`Jump back to level ${to}, the second-highest of these levels: the highest, ${s.level}, is the conflict’s own level`);
    expect(words).toContain(`levels ${learnedLiterals(s).map((l) => l.level).join(', ')}`);
    const skipped = walk.slice(to, s.level - 1).map((v) => nameOf(s, v));
    expect(skipped.length).toBeGreaterThan(0);
    for (const d of skipped) expect(words).toContain(d);
    expect(words).toContain('played no part in the conflict');
  });

  it('is what the first board cannot show: there every conflict comes at level 1', () => {
    expect(backjumpWalk(startSatHand(puzzleOf(SAT_HAND_BOARD)))).toBeNull();
  });

  it('leaves the walk when the reader decides something else', () => {
    const other = decide(start, walk[0] + 1 === walk[1] ? walk[0] + 2 : walk[0] + 1);
    expect(nextOfWalk(other, walk)).toBeNull();
  });
});

describe('solutions of the small boards', () => {
  it('counts one for Jeremias’s board and several for the board with choices and the CDCL boards', () => {
    expect(countSolutions(puzzleOf(BY_HAND_BOARDS[0].text))).toBe(1);
    expect(countSolutions(puzzleOf(BY_HAND_BOARDS[1].text))).toBeGreaterThan(1);
    expect(countSolutions(puzzleOf(SAT_HAND_BACKJUMP_BOARD))).toBeGreaterThan(1);
    expect(countSolutions(puzzleOf('1..1............'.slice(0, 16)))).toBe(0);
  });
});

describe('where the backjump walk ends', () => {
  const start = startSatHand(puzzleOf(SAT_HAND_BACKJUMP_BOARD));
  const walk = backjumpWalk(start)!;

  it('ends after the jump back, short of a model, and says so by the model check', () => {
    let s = start;
    for (const v of walk) s = decide(s, v);
    const after = learnAndBackjump(s);
    // The walk offers nothing more: taking the skipped decisions again is the reader's own play.
    expect(nextOfWalk(after, walk)).toBeNull();
    const check = modelCheck(after);
    expect(after.conflict).toBeNull();
    expect(check.unset).toBeGreaterThan(0);
    expect(check.trueClauses).toBeLessThan(check.clauses);
    expect(check.clauses).toBe(after.clauses.length + 1);
  });

  it('reaches a model, checked clause by clause, when the reader decides on', () => {
    let s = start;
    for (const v of walk) s = decide(s, v);
    s = learnAndBackjump(s);
    // CDCL from there: decide the first open candidate, learn from each conflict (bounded: a 4×4 needs few).
    for (let k = 0; k < 100 && (s.conflict || openDecisions(s).length > 0); k++) s = s.conflict ? learnAndBackjump(s) : decide(s, openDecisions(s)[0]);
    expect(s.conflict).toBeNull();
    expect(openDecisions(s)).toEqual([]);
    const check = modelCheck(s);
    expect(check).toEqual({ unset: 0, trueClauses: check.clauses, clauses: s.clauses.length + s.learned.length });
  });
});
