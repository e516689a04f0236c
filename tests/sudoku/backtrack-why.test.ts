/**
 * A backtracking step says why in board words: each number it skipped is
 * named with the row, column or box that blocks it and the cell there that
 * holds it. The test reads every such reason back from the words and checks
 * it on the board the step shows, independently of how the words were made.
 */
import { describe, expect, it } from 'vitest';
import { SUDOKU_EXAMPLES } from '../../src/lessons/sudoku/examples';
import type { SudokuEvent } from '../../src/puzzles/sudoku/events';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { solveBacktrack } from '../../src/puzzles/sudoku/solve-backtrack';
import { applySudoku, initialSudokuView } from '../../src/puzzles/sudoku/replay';
import { stepWhy } from '../../src/ui/sudoku/step-why';

/** "r3c7" → cell index on a board of side `size`. */
const cellOf = (name: string, size: number) => {
  const m = /^r(\d+)c(\d+)$/.exec(name)!;
  return (Number(m[1]) - 1) * size + Number(m[2]) - 1;
};

function unitNumber(unit: string, cell: number, size: number, order: number): number {
  const r = Math.floor(cell / size);
  const c = cell % size;
  if (unit === 'row') return r + 1;
  if (unit === 'column') return c + 1;
  return Math.floor(r / order) * order + Math.floor(c / order) + 1;
}

describe('backtracking steps name what blocks each number', () => {
  const parsed = parseSudoku(SUDOKU_EXAMPLES.find((e) => e.id === 'hard')!.text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const puzzle = parsed.puzzle;
  const events: SudokuEvent[] = [];
  // The first checks' worth of the run: a few thousand steps, placements and steps back.
  solveBacktrack(puzzle, { budget: { maxNodes: 3_000 }, sink: (e) => events.push(e) });

  it('gives one checked reason per number skipped, and says why the kept one fits', () => {
    const view = initialSudokuView(puzzle);
    let reasons = 0;
    let backs = 0;
    for (const e of events) {
      applySudoku(view, e);
      if (e.kind !== 'bt-place' && e.kind !== 'bt-back') continue;
      const why = stepWhy(e, view)!;
      const found = [...why.matchAll(/(\d+) is out for (r\d+c\d+): (row|column|box) (\d+) already has (\d+) at (r\d+c\d+) \((a given|placed at an earlier step)\)/g)];
      expect(found.length, why).toBe(e.rejected);
      for (const [, v, cell, unit, n, v2, at, whose] of found) {
        const i = cellOf(cell, puzzle.size);
        const j = cellOf(at, puzzle.size);
        expect(i).toBe(e.cell);
        expect(v2).toBe(v);
        expect(view.cells[j]).toBe(Number(v));
        expect(j).not.toBe(i);
        expect(unitNumber(unit, i, puzzle.size, puzzle.order)).toBe(Number(n));
        expect(unitNumber(unit, j, puzzle.size, puzzle.order)).toBe(Number(n));
        expect(whose === 'a given').toBe(view.given[j] === 1);
        reasons++;
      }
      if (e.kind === 'bt-place') {
        // The kept number: no other cell of its row, column or box holds it.
        expect(why).toContain(`${e.value} fits`);
        for (let j = 0; j < puzzle.size * puzzle.size; j++) {
          if (j === e.cell || view.cells[j] !== e.value) continue;
          for (const unit of ['row', 'column', 'box']) {
            expect(unitNumber(unit, j, puzzle.size, puzzle.order)).not.toBe(unitNumber(unit, e.cell, puzzle.size, puzzle.order));
          }
        }
      } else {
        backs++;
        expect(why).toMatch(/No number is left for r\d+c\d+/);
      }
    }
    expect(reasons).toBeGreaterThan(100);
    expect(backs).toBeGreaterThan(10);
  });
});
