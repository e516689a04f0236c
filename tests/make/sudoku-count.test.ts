/**
 * The maker's fast solution count for Sudoku (src/puzzles/sudoku/bitmask-count.ts)
 * against dancing links over the exact-cover model (src/puzzles/sudoku/count-solutions.ts),
 * which shares none of its code: random filled grids with random givens
 * taken away (so many boards have several solutions), and random clashing
 * givens, must be counted alike up to the cap. And the maker's cheap test
 * (src/puzzles/sudoku/lines-and-singles.ts) against the engine's level.
 * Counting with one value left out of a cell must drop exactly the solutions with it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom, shuffleInPlace } from '../../src/core/random';
import { countByBitmasks } from '../../src/puzzles/sudoku/bitmask-count';
import { countSolutions } from '../../src/puzzles/sudoku/count-solutions';
import { randomSolvedGrid } from '../../src/puzzles/sudoku/filled-grid';
import { sudokuLevelUpTo } from '../../src/puzzles/sudoku/grade';
import { candidatesLeftBySingles, linesAndSinglesSettle } from '../../src/puzzles/sudoku/lines-and-singles';

describe('counting Sudoku solutions with bit masks', () => {
  it('agrees with dancing links on 4×4 and 9×9 boards with givens taken away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 3 }), fc.integer({ min: 0, max: 1e9 }), fc.double({ min: 0.3, max: 0.8, noNaN: true }), (order, seed, share) => {
        const random = seededRandom(seed);
        const size = order * order;
        const cells = randomSolvedGrid(random, order);
        const answer = [...cells];
        const gone = shuffleInPlace(random, Array.from({ length: size * size }, (_, i) => i)).slice(0, Math.floor(share * size * size));
        for (const i of gone) cells[i] = 0;
        const board = { order, size, cells };
        expect(countByBitmasks(board, 3)).toBe(countSolutions(board, 3));
        // Steps that are all forced settle only a board with one solution; candidates are left only when they stall.
        const settled = linesAndSinglesSettle(board);
        if (settled) expect(countSolutions(board, 3)).toBe(1);
        const left = candidatesLeftBySingles(board);
        if (settled) expect(left).toBe(0);
        else expect(left).toBeGreaterThan(0);
        // Leaving a value out of a cell counts the solutions without it: all of them less those with it.
        const cell = gone[0];
        const all = countSolutions(board, 100);
        const withValue = countSolutions({ ...board, cells: cells.map((v, i) => (i === cell ? answer[cell] : v)) }, 100);
        if (all < 100) expect(countByBitmasks(board, 100, undefined, { cell, value: answer[cell] })).toBe(all - withValue);
      }),
      { numRuns: 200 },
    );
  });

  it('says 0 when givens clash, and stops when the budget does', () => {
    const cells = new Array(16).fill(0);
    cells[0] = 1;
    cells[5] = 1; // same box as cell 0
    expect(countByBitmasks({ order: 2, size: 4, cells }, 2)).toBe(0);
    expect(countByBitmasks({ order: 3, size: 9, cells: new Array(81).fill(0) }, 1000, { maxNodes: 100 })).toBe('stopped');
  });

  it('singles and pointing settle a board only when the engine needs neither chains nor trials; singles alone exactly the boards forcing settles', () => {
    // Boards with one solution and as few givens as the order of removal leaves (levels 1, 2 and 4 are common).
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (seed) => {
        const random = seededRandom(seed);
        let cells = randomSolvedGrid(random, 3);
        for (const i of shuffleInPlace(random, Array.from({ length: 81 }, (_, k) => k))) {
          const next = [...cells];
          next[i] = 0;
          if (countByBitmasks({ order: 3, size: 9, cells: next }) === 1) cells = next;
        }
        const board = { order: 3, size: 9, cells };
        const level = sudokuLevelUpTo(board, 5);
        if (typeof level !== 'number') throw new Error(`no level: ${level}`);
        if (linesAndSinglesSettle(board)) expect(level).toBeLessThanOrEqual(3);
        if (level === 1) expect(linesAndSinglesSettle(board)).toBe(true);
        expect(linesAndSinglesSettle(board, false)).toBe(level === 1);
      }),
      { numRuns: 40 },
    );
  });
});
