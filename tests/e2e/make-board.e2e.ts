/**
 * "Make a board" in the Akari, Sudoku and Numberlink solvers, by keyboard: pick a size
 * and a level, press Make, and the board made in the worker lands in the
 * text box — the same board `puzzle make` gives for that size, level and
 * seed (computed here under Node with the genre's own maker), with a status
 * line naming its level and why it has one solution, which goes once the
 * reader types another board.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { printAkari } from '../../src/puzzles/akari/format';
import { makeAkari } from '../../src/puzzles/akari/make';
import { printNumberlink } from '../../src/puzzles/numberlink/format';
import { makeNumberlink } from '../../src/puzzles/numberlink/make';
import { printSudoku } from '../../src/puzzles/sudoku/format';
import { makeSudoku } from '../../src/puzzles/sudoku/make';
import { browserTest, siteUrl, waitAttr } from './harness';

async function makeIn(page: Page, island: string, side: number, level: number): Promise<string> {
  const solver = page.getByTestId(island);
  // The island starts when it comes into view.
  await solver.scrollIntoViewIfNeeded();
  await page.locator(`[data-testid="${island}"][data-started="true"]`).waitFor({ timeout: 60_000 });
  const maker = solver.getByTestId('make-board');
  await maker.getByTestId('make-side').selectOption(String(side));
  await maker.getByTestId('make-level').selectOption(String(level));
  await maker.getByTestId('make-go').focus();
  await page.keyboard.press('Enter');
  await waitAttr(page, maker, 'data-phase', 'done', 120_000);
  return (await maker.getByTestId('make-status').textContent()) ?? '';
}

browserTest('Make a board: Akari and Sudoku boards made in the page are the CLI maker’s, with their level and certificate', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}/lessons/akari/`);
  const akariStatus = await makeIn(page, 'akari-solver', 7, 3);
  const akari = makeAkari({ width: 7, height: 7, level: 3, seed: 1 });
  assert.equal(akari.status, 'made');
  assert.match(akariStatus, /Made a 7×7 board at level 3/);
  assert.match(akariStatus, /exactly one solution/);
  assert.equal((await page.getByTestId('akari-solver').getByTestId('puzzle-text').inputValue()).trim(), printAkari(akari.puzzle!));
  assert.equal(await page.getByTestId('akari-solver').getByTestId('make-seed').inputValue(), '2', 'the next press makes another board');
  assert.match(akariStatus, /It came from seed 1; the Seed box now holds the next seed, 2/);
  // Typing over the made board takes back what was said about it.
  await page.getByTestId('akari-solver').getByTestId('puzzle-text').fill('..\n.x');
  assert.match((await page.getByTestId('akari-solver').getByTestId('make-status').textContent()) ?? '', /no longer the one made here/);

  await page.goto(`${await siteUrl()}/lessons/sudoku/`);
  const sudokuStatus = await makeIn(page, 'sudoku-solver', 9, 1);
  const sudoku = makeSudoku({ width: 9, height: 9, level: 1, seed: 1 });
  assert.equal(sudoku.status, 'made');
  assert.match(sudokuStatus, /Made a 9×9 board at level 1/);
  const box = page.getByTestId('sudoku-solver').getByTestId('puzzle-text');
  assert.equal((await box.inputValue()).trim(), printSudoku(sudoku.puzzle!));
  assert.deepEqual(errors, []);
});

browserTest('Make a board: a Numberlink board made in the page under the island’s rule is the CLI maker’s', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}/lessons/numberlink/`);
  const solver = page.getByTestId('nl-solver');
  await solver.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="nl-solver"][data-started="true"]').waitFor({ timeout: 60_000 });
  await solver.getByTestId('rule').selectOption('fill-notouch');
  const status = await makeIn(page, 'nl-solver', 6, 2);
  const made = makeNumberlink({ width: 6, height: 6, level: 2, seed: 1, params: { rule: 'fill-notouch' } });
  assert.equal(made.status, 'made');
  assert.match(status, /Made a 6×6 board at grade 2/);
  assert.match(status, /under the no-touch rule/);
  assert.equal((await solver.getByTestId('puzzle-text').inputValue()).trim(), printNumberlink(made.puzzle!));
  assert.deepEqual(errors, []);
});
