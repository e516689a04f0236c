/**
 * SAT's first step on the solver, in words that match the board: a reader
 * saw "unit propagation then fixes 0 more literals (8 cells placed)" while
 * the 4×4's board went from 8 to 16 filled cells. The solver's formula gives
 * the givens no variable; the 8 cells come from its unit clauses (groups the
 * givens left with one candidate), which the step now names and counts.
 */
import { describe, expect, it } from 'vitest';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import type { SudokuEvent } from '../../src/puzzles/sudoku/events';
import { runGenreSolve } from '../../src/worker/run-genre';
import { stepWords } from '../../src/ui/sudoku/step-words';
import { SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';

describe('SAT’s level-0 step on the solver', () => {
  it('counts the unit clauses that place the cells, so the words add up to what the board shows', () => {
    const r = parseSudoku(SUDOKU_EXAMPLES.find((e) => e.id === 'small')!.text);
    if (!r.ok) throw new Error(r.error.message);
    const { trace } = runGenreSolve(sudokuGenre as never, r.puzzle, { method: 'sat', maxEvents: 1000 }) as unknown as { trace: { events: SudokuEvent[] } };
    const assume = trace.events.find((e) => e.kind === 'sat-assume')!;
    if (assume.kind !== 'sat-assume') throw new Error('no level-0 step');
    const cells = assume.placed.length / 2;
    expect(cells).toBeGreaterThan(0);
    // Every cell placed at level 0 is set by a unit clause or by propagation: the words say which, with both counts.
    expect(assume.units + assume.implied).toBeGreaterThanOrEqual(cells);
    const words = stepWords(assume, 4);
    expect(words).toContain('the givens have no variables here');
    expect(words).toContain(`the formula's ${assume.units} unit clauses (groups the givens left with one candidate) set their literals`);
    expect(words).toMatch(new RegExp(`unit propagation then fixes ${assume.implied} more literals?: ${cells} cells placed\\.$`));
    expect(words).not.toContain('The givens as unit clauses');
  });
});
