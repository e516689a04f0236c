/**
 * The Sudoku worked example is a page a student prints: the lesson's default
 * export (its solver island's first board and method, solved as the island
 * solves it, the reader stopped at a step) stays well under a megabyte, with a
 * bounded number of listed steps and drawn boards, no board drawn twice, and
 * the steps it leaves out counted in gap lines. (On paper, by Chromium's
 * print to PDF, the page printed 7 A4 pages, and 10 with the reader stopped
 * at step 60, where listing every step had printed 47.)
 */
import { describe, expect, it } from 'vitest';
import { loadViews } from '../../src/export/registry';
import { SUDOKU_LISTING } from '../../src/export/sudoku';
import { DEFAULT_SUDOKU_EXAMPLE } from '../../src/lessons/sudoku/examples';
import { parseSudoku } from '../../src/puzzles/sudoku/format';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';
import { runGenreSolve } from '../../src/worker/run-genre';
import { stepList, stepListProblems } from '../site/step-page';

/** The island's own request (src/ui/sudoku/SudokuSolverIsland.tsx): its default method and event cap. */
const ISLAND = { method: 'sat', maxEvents: 40_000 };

async function defaultExport(currentStep: number | null) {
  const r = parseSudoku(DEFAULT_SUDOKU_EXAMPLE.text);
  if (!r.ok) throw new Error(r.error.message);
  const { result, trace } = runGenreSolve(sudokuGenre as never, r.puzzle, ISLAND);
  const views = await loadViews('sudoku');
  return views.exportPage({ puzzle: r.puzzle, result, trace, currentStep, footer: 'test' }).html;
}

describe('the lesson’s default Sudoku export', () => {
  for (const current of [null, 60]) {
    it(`stays small enough to print (reader’s step: ${current ?? 'none'})`, async () => {
      const html = await defaultExport(current);
      expect(html.length).toBeLessThan(600_000);
      const list = stepList(html, 'export-steps')!;
      expect(list.count).toBeGreaterThan(SUDOKU_LISTING.all);
      expect(list.steps.length).toBeLessThanOrEqual(SUDOKU_LISTING.head + 2 * SUDOKU_LISTING.around + 1 + SUDOKU_LISTING.tail);
      expect(stepListProblems(html, 'export-steps', 'step', current)).toEqual([]);
      const boards = [...html.matchAll(/data-testid="(export-step-board-\d+|where-you-stopped-board)"/g)].length;
      expect(boards).toBeLessThanOrEqual(14);
      // No board drawn twice: the drawn boards' cell contents differ from each other.
      const drawings = [...html.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((m) => m[0].replace(/\s(?:id|data-testid|aria-labelledby|aria-label)="[^"]*"/g, '').replace(/<title>[^<]*<\/title>/g, ''));
      const stepDrawings = drawings.filter((d) => d.length > 2000);
      expect(new Set(stepDrawings).size).toBe(stepDrawings.length);
      expect(list.gaps.length).toBeGreaterThan(0);
      for (const g of list.gaps) expect(g.text).toContain('The lesson’s solver steps through each of them.');
    });
  }
});
