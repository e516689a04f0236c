/**
 * The three methods against brute force on small boards, against each other
 * on public boards, and on boards with no solution or with several.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SolveResult } from '../../src/core/result';
import { readSudokuSet } from '../../src/puzzles/sudoku/data-node';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import type { SudokuPuzzle, SudokuSolution } from '../../src/puzzles/sudoku/puzzle';
import { checkSudoku } from '../../src/puzzles/sudoku/rules';
import { repoRoot } from '../cli/run-cli';
import { all4x4Grids, bruteSolutions } from './brute';

const METHODS = ['backtrack', 'dlx', 'sat'] as const;
const run = (m: string, p: SudokuPuzzle, params: Record<string, number | string> = {}): SolveResult<SudokuSolution> =>
  sudokuGenre.methods[m].solve(p, { params, budget: { limitMs: 20_000 } });

/** A 4×4 puzzle: a filled grid with some cells emptied, and maybe a few values changed at random. */
const puzzle4 = fc
  .record({ grid: fc.nat(287), keep: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }), noise: fc.array(fc.tuple(fc.nat(15), fc.integer({ min: 1, max: 4 })), { maxLength: 2 }) })
  .map(({ grid, keep, noise }) => {
    const g = all4x4Grids()[grid];
    const cells = Array.from({ length: 16 }, (_, i) => (keep[i] ? g[Math.floor(i / 4)][i % 4] : 0));
    for (const [i, v] of noise) cells[i] = v;
    return { order: 2, size: 4, cells } as SudokuPuzzle;
  });

describe('small boards against brute force', () => {
  it('every method finds a solution exactly when one exists, says unique or several as brute force does, and passes the rules', () => {
    fc.assert(
      fc.property(puzzle4, (p) => {
        const brute = bruteSolutions(p);
        for (const m of METHODS) {
          const r = run(m, p, { count: 2 });
          if (brute.length === 0) {
            expect({ m, status: r.status }).toEqual({ m, status: 'unsolvable' });
            expect(r.reason).toBeTruthy();
          } else {
            expect({ m, status: r.status, solutions: r.stats.solutions }).toEqual({ m, status: 'solved', solutions: Math.min(2, brute.length) });
            expect(checkSudoku(p, r.solution!)).toEqual({ ok: true });
            expect(brute).toContainEqual(r.solution);
            if (brute.length > 1) expect(r.reason).toContain('more than one solution');
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('count 1 stops at the first solution (no second one looked for)', () => {
    const empty: SudokuPuzzle = { order: 2, size: 4, cells: new Array(16).fill(0) };
    for (const m of METHODS) {
      const r = run(m, empty);
      expect({ m, status: r.status, solutions: r.stats.solutions, reason: r.reason }).toEqual({ m, status: 'solved', solutions: 1, reason: undefined });
    }
  });

  it('the SAT encodings agree: full (givens as assumptions) and open (only what they leave open)', () => {
    fc.assert(
      fc.property(puzzle4, (p) => {
        const full = run('sat', p, { count: 2, encoding: 'full' });
        const open = run('sat', p, { count: 2, encoding: 'open' });
        expect([open.status, open.stats.solutions]).toEqual([full.status, full.stats.solutions]);
      }),
      { numRuns: 80 },
    );
  });
});

describe('boards with no solution', () => {
  // Givens that clash; a cell with no value left; a value with no place left
  // in a row; and subtle ones (found by brute force): no clash, every cell and
  // every unit still has a candidate, yet no filling exists.
  const boards: [string, string][] = [
    ['two equal givens in a row', '1..1' + '....' + '....' + '....'],
    ['r1c1 has no value left', '.23.' + '.1..' + '4...' + '....'],
    ['row 1 has no place left for 4', '12..' + '..4.' + '....' + '....'],
    ['subtle', '.43...2.3.1.....'],
    ['subtle', '1...2...3.12....'],
  ];
  it('all three report unsolvable, with a reason (brute force agrees there is no solution)', () => {
    for (const [what, text] of boards) {
      const parsed = sudokuGenre.parseMany(text);
      if (!parsed[0].ok) throw new Error(parsed[0].error.message);
      const p = parsed[0].puzzle;
      expect({ what, solutions: bruteSolutions(p).length }).toEqual({ what, solutions: 0 });
      for (const m of METHODS) {
        const r = run(m, p, { count: 2 });
        expect({ what, m, status: r.status }).toEqual({ what, m, status: 'unsolvable' });
        expect(r.reason).toBeTruthy();
      }
    }
  });

  it('a cell with no value left is worded in the chosen method’s own terms', () => {
    const parsed = sudokuGenre.parseMany('.23.' + '.1..' + '4...' + '....');
    if (!parsed[0].ok) throw new Error(parsed[0].error.message);
    const p = parsed[0].puzzle;
    expect(run('sat', p).reason).toContain('the “at least one” clause of r1c1 (its values) is empty');
    expect(run('dlx', p).reason).toContain('no candidate is left for');
  });

  it('a clash is named in words by every method', () => {
    const p: SudokuPuzzle = { order: 3, size: 9, cells: [5, 0, 0, 0, 0, 0, 0, 0, 5, ...new Array(72).fill(0)] };
    for (const m of METHODS) expect(run(m, p).reason).toContain('5 stands twice in row 1');
  });

  it('a 9×9 board with no solution that no single unit gives away', () => {
    // A proper 9×9 puzzle with one given changed to a value that clashes with nothing directly.
    const base = readSudokuSet(repoRoot, '9x9_magictour_top1465-first1000', 1)[0].puzzle;
    const solution = run('dlx', base).solution!;
    let found = false;
    for (let i = 0; i < 81 && !found; i++) {
      if (base.cells[i] !== 0) continue;
      const wrong = solution[Math.floor(i / 9)][i % 9] === 1 ? 2 : 1;
      const cells = base.cells.slice();
      cells[i] = wrong;
      const p = { ...base, cells };
      const clash = run('sat', p).reason?.includes('stands twice');
      if (clash) continue;
      found = true;
      for (const m of ['dlx', 'sat'] as const) expect({ m, status: run(m, p).status }).toEqual({ m, status: 'unsolvable' });
    }
    expect(found).toBe(true);
  });
});

describe('public boards: the three methods agree and the rules accept every answer', () => {
  it('forum hardest and top1465 (first 25 of each), and the 17-clue set (first 25)', () => {
    const boards = [
      ...readSudokuSet(repoRoot, '9x9_forum_hardest_1905_11plus-first1000', 25),
      ...readSudokuSet(repoRoot, '9x9_magictour_top1465-first1000', 25),
      ...readSudokuSet(repoRoot, '9x9_17clue_royle-first1000', 25),
    ];
    for (const b of boards) {
      const answers = (['dlx', 'sat'] as const).map((m) => run(m, b.puzzle, { count: 2 }));
      for (const r of answers) {
        expect({ id: b.id, status: r.status, solutions: r.stats.solutions }).toEqual({ id: b.id, status: 'solved', solutions: 1 });
      }
      expect(answers[1].solution).toEqual(answers[0].solution);
    }
  });

  it('backtracking agrees on boards 2 and 3 of top1465 (the first takes it millions of steps)', () => {
    for (const b of readSudokuSet(repoRoot, '9x9_magictour_top1465-first1000', 3).slice(1)) {
      const bt = run('backtrack', b.puzzle);
      expect({ id: b.id, status: bt.status }).toEqual({ id: b.id, status: 'solved' });
      expect(bt.solution).toEqual(run('dlx', b.puzzle).solution);
    }
  });

  it("Serg's boards have several solutions, and every method says so", () => {
    for (const b of readSudokuSet(repoRoot, '9x9_serg_benchmark-first500', 10)) {
      for (const m of METHODS) {
        const r = run(m, b.puzzle, { count: 2 });
        expect({ id: b.id, m, status: r.status, solutions: r.stats.solutions }).toEqual({ id: b.id, m, status: 'solved', solutions: 2 });
      }
    }
  });

  it('16×16 (the first 5 of Janko) with dlx and sat', () => {
    for (const b of readSudokuSet(repoRoot, '16x16_gecode_janko', 5)) {
      const [d, s] = (['dlx', 'sat'] as const).map((m) => run(m, b.puzzle, { count: 2 }));
      expect({ id: b.id, d: d.stats.solutions, s: s.stats.solutions }).toEqual({ id: b.id, d: 1, s: 1 });
      expect(s.solution).toEqual(d.solution);
    }
  });
});
