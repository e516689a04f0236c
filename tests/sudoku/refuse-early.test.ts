/**
 * Boards too large for a method are refused before their model is built:
 * the cheap bound on the candidates never exceeds the real count, and an
 * empty 625×625 board is refused on the bound alone (the message says
 * "at least"), without listing its 244 million candidates.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateCount, candidateLowerBound, openCandidates } from '../../src/puzzles/sudoku/candidates';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import type { SudokuPuzzle } from '../../src/puzzles/sudoku/puzzle';

function emptyBoard(order: number): SudokuPuzzle {
  const size = order * order;
  return { order, size, cells: new Array<number>(size * size).fill(0) } as SudokuPuzzle;
}

describe('the lower bound on candidates', () => {
  it('never exceeds the candidates listed, on random 4×4 and 9×9 boards', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3), fc.array(fc.nat(), { minLength: 81, maxLength: 81 }), (order, raw) => {
        const size = order * order;
        const cells = raw.slice(0, size * size).map((x) => (x % 3 === 0 ? (x % size) + 1 : 0));
        const p = { order, size, cells } as SudokuPuzzle;
        const open = openCandidates(p);
        if (open) expect(candidateLowerBound(p)).toBeLessThanOrEqual(candidateCount(open));
      }),
      { numRuns: 300 },
    );
  });

  it('is exact on an empty board', () => {
    expect(candidateLowerBound(emptyBoard(3))).toBe(81 * 9);
  });
});

describe('a board too large for the method', () => {
  it.each([
    ['sat', /formula would have at least 244,140,625 literals/],
    ['dlx', /matrix would have at least 976,562,500 entries/],
  ])('an empty 625×625 board under %s is refused on the bound, before any candidate is listed', (method, words) => {
    const result = sudokuGenre.methods[method].solve(emptyBoard(25), { budget: { limitMs: 60_000 } });
    expect(result.status).toBe('timeout');
    expect(result.reason).toMatch(words);
  });
});
