/**
 * Sudoku boards made to order (src/puzzles/sudoku/make.ts): each made board
 * has the level asked for and exactly one solution — re-checked by plain
 * backtracking, not the bit-mask search the maker counted with — and its givens
 * are mirrored through the centre, except at levels 3 and 5, where they go
 * one at a time. Random filled grids keep the rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/core/random';
import { randomSolvedGrid } from '../../src/puzzles/sudoku/filled-grid';
import { gradeSudoku } from '../../src/puzzles/sudoku/grade';
import { makeSudoku } from '../../src/puzzles/sudoku/make';
import { checkSudoku } from '../../src/puzzles/sudoku/rules';
import { solveBacktrack } from '../../src/puzzles/sudoku/solve-backtrack';

describe('Sudoku boards made to order', () => {
  it('random filled grids of orders 2 to 4 keep every rule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 1e9 }), (order, seed) => {
        const size = order * order;
        const cells = randomSolvedGrid(seededRandom(seed), order);
        const rows = Array.from({ length: size }, (_, r) => cells.slice(r * size, (r + 1) * size));
        expect(checkSudoku({ order, size, cells: new Array(size * size).fill(0) }, rows)).toEqual({ ok: true });
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    [2, 1, 1],
    [3, 1, 2],
    [3, 2, 1],
    [3, 4, 3],
    [3, 3, 2],
    [3, 5, 1],
  ])('order %i, level %i (seed %i): made, one solution by backtracking, symmetric givens at levels 1, 2 and 4', (order, level, seed) => {
    const size = order * order;
    const m = makeSudoku({ width: size, height: size, level, seed });
    expect(m.status).toBe('made');
    const board = m.puzzle!;
    expect(m.grade?.level).toBe(level);
    expect(gradeSudoku(board).level).toBe(level);
    const check = solveBacktrack(board, { params: { count: 2 } });
    expect(check.status).toBe('solved');
    expect(check.stats.solutions).toBe(1);
    expect(check.reason).toBeUndefined();
    const n = board.cells.length;
    if (level !== 3 && level !== 5) board.cells.forEach((v, i) => expect(v === 0).toBe(board.cells[n - 1 - i] === 0));
  });

  it('refuses sizes it does not make', () => {
    expect(makeSudoku({ width: 8, height: 8, level: 1, seed: 1 })).toMatchObject({ status: 'refused', reason: expect.stringContaining('4×4, 9×9, 16×16') });
    expect(makeSudoku({ width: 9, height: 9, level: 0, seed: 1 }).status).toBe('refused');
  });
});
