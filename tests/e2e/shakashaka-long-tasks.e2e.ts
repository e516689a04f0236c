/**
 * No frozen page: on the largest board the caps allow (100×100, a puzz.link
 * URL), pasting it into the Shakashaka solver, typing in it, and the model
 * being built and shown leave no task on the page's main thread longer than
 * 200 ms. The browser measures the tasks itself (PerformanceObserver with
 * entry type 'longtask' reports every task over 50 ms and its duration); the
 * test keeps the long ones and fails on any over the bound, naming them.
 *
 * The board is made here from a seeded generator: black cells scattered with
 * some clues, so the model has every family on a large board.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { randomInt, seededRandom } from '../../src/core/random';
import { MAX_SIDE, printShakashaka } from '../../src/puzzles/shakashaka/format';
import { neighbours, type ShakashakaPuzzle } from '../../src/puzzles/shakashaka/puzzle';
import { encodeShakashakaUrl } from '../../src/puzzles/shakashaka/puzzlink';
import { boardToLink } from '../../src/ui/shakashaka/solver-link';
import { browserTest, siteUrl, waitAttr } from './harness';

const LESSON = '/lessons/shakashaka/';
/** The longest task a reader may wait through, in ms. */
const BOUND_MS = 200;

/** A side × side board with about one black cell in twelve, a third of them numbered with a count their white neighbours can hold. */
function bigBoard(side: number): ShakashakaPuzzle {
  const random = seededRandom(100);
  const grid: string[][] = Array.from({ length: side }, () => Array.from({ length: side }, () => (random() < 1 / 12 ? '#' : '.')));
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      if (grid[r][c] !== '#' || random() < 2 / 3) continue;
      const free = neighbours({ width: side, height: side }, r, c).filter(([rr, cc]) => grid[rr][cc] === '.').length;
      grid[r][c] = String(randomInt(random, free + 1));
    }
  }
  return { width: side, height: side, rows: grid.map((row) => row.join('')) };
}

/** The long tasks the page saw since the last call (each over 50 ms), in ms, and forgets them. */
async function takeLongTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    return w.longTasks.splice(0);
  });
}

/** Waits until the explorer shows its board and every row of the picked cell. */
async function wholeExplorer(model: Locator): Promise<void> {
  await model.getByTestId('model-board').waitFor();
  await model.getByTestId('model-rows').waitFor();
  await model.getByTestId('model-rows-waiting').waitFor({ state: 'detached' });
}

browserTest('shakashaka lesson: pasting a 100×100 link and typing leave no task over 200 ms on the page', async ({ page, errors }) => {
  // Installed before the page's own scripts, so no task goes unseen.
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${await siteUrl()}${LESSON}`);
  await page.getByTestId('shakashaka-solver').first().scrollIntoViewIfNeeded();
  await page.locator('astro-island:not([ssr]) [data-testid="shakashaka-solver"][data-started="true"]').first().waitFor();
  const solver = page.getByTestId('shakashaka-solver').first();
  const text = solver.getByTestId('puzzle-text');
  const model = solver.getByTestId('model');
  // Loading the page is not what this test measures: from here on, the reader's own actions.
  await takeLongTasks(page);

  const board = bigBoard(MAX_SIDE);
  const url = encodeShakashakaUrl(board);
  const link = boardToLink(printShakashaka(board));
  // Paste the link: the board is read, and its model is built in the worker and shown.
  await text.fill(url);
  await waitAttr(page, solver, 'data-board', link);
  // Two frames: the board read from the link is drawn.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const afterPaste = await takeLongTasks(page);
  await waitAttr(page, model, 'data-cell', '0', 120_000);
  // A large board's explorer is drawn part by part (the board, then the rows a few at a time): all of it counts here.
  await wholeExplorer(model);
  const modelShown = await takeLongTasks(page);

  // Type: a letter at the end breaks the link (the error is named), Backspace mends it, and the model comes back.
  await text.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('x', { delay: 50 });
  await solver.getByTestId('parse-error').waitFor();
  await page.keyboard.press('Backspace');
  await waitAttr(page, solver, 'data-board', link);
  await model.waitFor({ timeout: 120_000 });
  // The explorer answers a cell picked by keyboard (a board this large is one focus stop: arrows, then Enter) with its rows.
  await model.getByTestId('model-board').locator('svg.sk-board').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await waitAttr(page, model, 'data-cell', '1');
  await wholeExplorer(model);
  const afterTyping = await takeLongTasks(page);

  const over = (tasks: number[]) => tasks.filter((ms) => ms > BOUND_MS);
  assert.deepEqual(over(afterPaste), [], `tasks over ${BOUND_MS} ms when the link was pasted (all long tasks, ms: ${afterPaste.join(', ')})`);
  assert.deepEqual(over(modelShown), [], `tasks over ${BOUND_MS} ms while the model was built and shown (all long tasks, ms: ${modelShown.join(', ')})`);
  assert.deepEqual(over(afterTyping), [], `tasks over ${BOUND_MS} ms while typing (all long tasks, ms: ${afterTyping.join(', ')})`);
  assert.deepEqual(errors, []);
});
