/**
 * The maker's fast solution count for Akari (src/puzzles/akari/count-solutions.ts)
 * against brute force, which shares none of its code: on random small boards
 * (random black cells and clues, so many have no solution or several) both
 * must say 0, 1 or "2 or more" alike; and its propagation alone must settle
 * exactly the boards the engine's forcing settles (level 1 of the grade).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countAkari, countAkariSolutions } from '../../src/puzzles/akari/count-solutions';
import { gradeAkari } from '../../src/puzzles/akari/grade';
import { bruteForceAkari } from '../../src/puzzles/akari/solve-brute';

const cell = fc.oneof({ weight: 6, arbitrary: fc.constant('.') }, { weight: 1, arbitrary: fc.constant('#') }, { weight: 2, arbitrary: fc.constantFrom('0', '1', '2', '3', '4') });

describe('counting Akari solutions fast', () => {
  it('agrees with brute force on random boards up to 6×6', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.array(cell, { minLength: 36, maxLength: 36 }), (width, height, cells) => {
        const rows = Array.from({ length: height }, (_, r) => cells.slice(r * width, (r + 1) * width).join(''));
        const board = { width, height, rows };
        const brute = bruteForceAkari(board, 2);
        expect(brute.complete).toBe(true);
        expect(countAkariSolutions(board, 2)).toBe(brute.count);
        // Propagation alone settles a board exactly when the engine's forcing does: level 1.
        const { byForcing } = countAkari(board, 2);
        if (brute.count === 1) expect(byForcing).toBe(gradeAkari(board).level === 1);
        else expect(byForcing).toBe(false);
      }),
      { numRuns: 600 },
    );
  });

  it('counts every solution up to the cap, and none where a clue cannot hold', () => {
    // 1×3 all white: one lamp, at either end or in the middle.
    expect(countAkariSolutions({ width: 3, height: 1, rows: ['...'] }, 10)).toBe(3);
    expect(countAkariSolutions({ width: 3, height: 1, rows: ['...'] }, 2)).toBe(2);
    // A clue between two cells that only light themselves: both need a lamp, so only a 2 holds.
    expect(countAkariSolutions({ width: 3, height: 1, rows: ['.1.'] }, 10)).toBe(0);
    expect(countAkariSolutions({ width: 3, height: 1, rows: ['.2.'] }, 10)).toBe(1);
    expect(countAkariSolutions({ width: 3, height: 1, rows: ['.3.'] }, 10)).toBe(0);
  });
});
