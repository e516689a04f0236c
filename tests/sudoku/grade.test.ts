/**
 * The Sudoku grade (src/puzzles/sudoku/grade.ts): the inequality engine on
 * the exact-cover matrix as 0/1 equalities. One board per level, each a
 * Solo board from Tatham's generator (Trivial, Basic, Intermediate,
 * Advanced and Unreasonable), with the level's name and reason in words;
 * and within a level, the score's order of the Sudoku techniques the reason names.
 */
import { describe, expect, it } from 'vitest';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { gradeSudoku } from '../../src/puzzles/sudoku/grade';
import { SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';

const grade = (text: string) => {
  const r = parseSudoku(text);
  if (!r.ok) throw new Error(r.error.message);
  return gradeSudoku(r.puzzle);
};

const BOARDS = {
  trivial: '3x3:a5b7a6e1b4a2a2a5c8c7b6b1d5d6b7b8c9c2a4a2a4b7e8a3b1a',
  basic: '3x3:b6_2d1a3b8b2_4c1b5a9_2_7_8i4a3i9_7_6_7a4b1c3_8b6b5a5d8_6b',
  intermediate: '3x3:b1d5a7c8e3a2a5b4_2a4b1d9e4d3b7a6_5b8a2a9e9c1a6d2b',
  advanced: '3x3:i6b7_8_3a5a3_9a5a4_7b2c4a8d9c1d4a2c5b6_1a8a3_7a1a9_3_7b4i',
  unreasonable: '3x3:2a1e8a3b8a9c9a5i9_3_1b6g4b3_2_7i8a6c4a1b8a9e4a2',
};

describe('Sudoku grades', () => {
  it('singles: a board that hidden singles in boxes settle scores below one that needs singles in rows, columns or cells', () => {
    const t = grade(BOARDS.trivial);
    const b = grade(BOARDS.basic);
    expect(t).toMatchObject({ status: 'graded', level: 1, name: 'singles (in boxes alone)' });
    expect(b).toMatchObject({ status: 'graded', level: 1, name: 'singles (in rows, columns or cells too)' });
    expect(t.score).toBeLessThan(b.score);
  });

  it('sums of two: names the two conditions added and what they rule out or place', () => {
    const g = grade(BOARDS.intermediate);
    expect(g).toMatchObject({ status: 'graded', level: 2 });
    // In sentences a beginner can parse: the level, then its first step, then the count.
    expect(g.reason).toMatch(/^two rules at once\. Its first step of that kind adds up the rules “[^”]+” and “[^”]+”, and so (places|rules out) r\dc\d#\d/);
    expect(g.reason).toMatch(/\. In all, [\d,]+ steps? adds? up two or more rules\./);
    expect(g.reason).toMatch(/The SAT solver needed \d+ conflicts?\./);
  });

  it('longer chains and trials rank above sums of two', () => {
    const levels = [BOARDS.intermediate, BOARDS.advanced, BOARDS.unreasonable].map(grade);
    expect(levels.map((g) => g.level)).toEqual([2, 4, 5]);
    expect(levels[1].name).toBe('a look-ahead for rules to add');
    expect(levels[2].reason).toMatch(/^trial and error \(trying a value and seeing it fail\)\. Its first step of that kind is a trial, needed because no rule settled another cell: it supposes r\dc\d#\d( false)?, follows the rules until one breaks, and so (places|rules out) r\dc\d#\d/);
    expect(levels[2].reason).not.toContain('decides the cells left');
    expect(levels[1].reason).toMatch(/^a look-ahead for rules to add \(a search for which rules to add before adding them\)\. Its first step of that kind /);
    expect(levels[2].reason).not.toMatch(/\b0 steps/);
    expect(levels.map((g) => g.score)).toEqual([...levels.map((g) => g.score)].sort((a, b) => a - b));
  });

  it('a board that needs the search says so in the lesson’s words: backtracking, not another lesson’s “last-resort search”', () => {
    // A reader met "neither the rules nor a trial settled another cell" on the solver's hard board.
    const g = grade(SUDOKU_EXAMPLES.find((e) => e.id === 'hard')!.text);
    expect(g.level).toBe(5);
    expect(g.reason).toContain('Its first step of that kind is plain backtracking, needed because no rule settled another cell and no value tried on its own failed: it tries the open values one by one');
    expect(g.reason).not.toMatch(/last-resort|neither the rules nor a trial/);
  }, 120_000);

  it('within longer chains, the Sudoku technique orders the score, as the reason names it: sets < fish < forcing chains < beyond', () => {
    // Solo boards by Tatham's generator, all our level 4: his Advanced (a naked pair), two Extreme (an X-wing; a forcing chain) and his Unreasonable.
    const pair = grade(BOARDS.advanced);
    const xWing = grade('3x3:2a7a3c8b6c9a3a3a7e1c8b9c2_5a3_7c5b1c4e6a4a3a9c5b6c7a2a9');
    const chain = grade('3x3:c2_1b6_8b1d3d9_8_5_7f9a8a6a5a3a8a1a4a8a2f5_1_3_2d4d3b9_2b7_4c');
    const beyond = grade('3x3:e8_5a2_7c5b9e6_3d5d6a1_6_9e7_4_8a1d5d4_3e4b1c7_2a8_9e');
    expect([pair, xWing, chain, beyond].map((g) => g.level)).toEqual([4, 4, 4, 4]);
    expect(pair.reason).toContain('The hardest Sudoku technique it needs: naked and hidden sets (n cells of a row, column or box that hold only n numbers between them, or n numbers with only n places), 2 times, first a naked pair in column 2: r2c2 and r7c2 hold only 2 and 4.');
    expect(xWing.reason).toContain('The hardest Sudoku technique it needs: fish (a number whose places in n rows all lie in n columns; two rows are an X-wing), once, first an X-wing on the 6s: rows 1 and 6, columns 4 and 7.');
    expect(chain.reason).toMatch(/The hardest Sudoku technique it needs: forcing chains \(assume one of a cell’s two candidates and follow the cells it leaves with one\), once, first a forcing chain: r1c1 = 7 leaves r\dc\d with no value/);
    expect(beyond.reason).toMatch(/Players’ usual techniques stall on it, even forcing chains \(assume one of a cell’s two candidates and follow the cells it leaves with one\): \d+ candidates are left in \d+ cells\./);
    expect(pair.score).toBeLessThan(xWing.score);
    expect(xWing.score).toBeLessThan(chain.score);
    expect(chain.score).toBeLessThan(beyond.score);
  });

  it('a board with no solution but no clash says why in the exact-cover matrix’s words, not by an inequality’s number', () => {
    // Row 1 has 1 and a 4 forced twice; r4c1 is left no value: found by deduction, not by a repeat among the givens.
    const twice = grade('1.....32.1......');
    const none = grade('12.....22....341');
    expect(twice).toMatchObject({ status: 'unsolvable', level: 0 });
    expect(twice.reason).toBe('no solution: what the givens force chooses two rows of the column “row 1 has a 4” of the exact-cover matrix, which must be met exactly once');
    expect(none.reason).toBe('no solution: what the givens force leaves the column “r4c1 has a value” of the exact-cover matrix with no row: no candidate is left to meet it');
    for (const g of [twice, none]) expect(g.reason).not.toMatch(/inequalit/);
  });

  it('a near-empty board is graded by the deductions it needs, not as trial and error: the rest is free choice', () => {
    // An empty 4×4 (no dead end on the way) and a 9×9 with one given (a few): many solutions, nothing to refute.
    const empty = grade('.'.repeat(16));
    const one = grade('1' + '.'.repeat(80));
    for (const g of [empty, one]) {
      expect(g).toMatchObject({ status: 'graded', level: 1, name: 'singles, then free choices', several: true });
      expect(g.reason).not.toMatch(/trial/);
      expect(g.reason).toContain('Where no rule forces anything more, the board’s many solutions leave a free choice of value:');
    }
    expect(empty.reason).toContain('no choice ran into a dead end. The SAT solver needed 0 conflicts.');
    expect(one.reason).toMatch(/: [1-9]\d* choices? ran into a dead end before the first solution\. The SAT solver needed \d+ conflicts?\./);
    // A board with one solution that deduction cannot settle stays at trial and error.
    expect(grade(BOARDS.unreasonable).level).toBe(5);
  });

  it('a board harder than singles that cost SAT no conflict says why: its guesses were all right (from the run’s counts)', async () => {
    const { solveSat } = await import('../../src/puzzles/sudoku/solve-sat');
    let seen = 0;
    // With Tatham's boards, a level-5 board made by our maker (`puzzle make sudoku`, seed 1) that SAT solves by right guesses.
    for (const text of [...Object.values(BOARDS), '...67....2...5.7.........18..1..74....3.24.8.9..8.5...5......9..2......6.37..2...']) {
      const r = parseSudoku(text);
      if (!r.ok) throw new Error(r.error.message);
      const g = gradeSudoku(r.puzzle);
      const stats = solveSat(r.puzzle, {}).stats as Record<string, number>;
      const says = /The SAT solver needed 0 conflicts\. (Its [\d,]+ guess(es were all| was) right, so none had to be taken back: conflicts count wrong guesses, not hard steps\.|Unit propagation alone settled the board, with no guess\.)/.test(g.reason);
      expect(says).toBe(stats.conflicts === 0 && g.level > 1);
      if (says) {
        seen++;
        expect(g.reason).toContain(stats.decisions === 0 ? 'Unit propagation alone' : `Its ${stats.decisions.toLocaleString('en-US')} guess`);
      }
    }
    // At least one board says it, or this test says nothing.
    expect(seen).toBeGreaterThan(0);
  });

  it('a board with a clash in its givens, or with several solutions, says so', () => {
    expect(grade('11..' + '.'.repeat(12))).toMatchObject({ status: 'unsolvable', level: 0 });
    expect(grade('.'.repeat(16)).reason).toContain('more than one solution');
  });
});

describe('Sudoku grades of large boards', () => {
  it('refuses a board above 25×25 at once, saying why', () => {
    const g = grade('.'.repeat(36 ** 2 * 2 - 1).replace(/\./g, (m, i) => (i % 2 === 1 ? ' ' : '0')));
    expect(g).toMatchObject({ status: 'refused', level: 0 });
    expect(g.reason).toContain('25×25');
  });
});
