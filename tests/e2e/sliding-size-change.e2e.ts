/**
 * The solver's board changing size under part 5 ("Slide it yourself"): after the reader has played a 15-puzzle to
 * the goal, pasting an 8-puzzle must start part 5 afresh on the 3×3 board. The render that first sees the new
 * board used to read the old game's 16 cells with the new width 3 (a slide from cell 15 of a 3×3 board), and the
 * page threw "… is not iterable" although nothing looked wrong.
 */
import assert from 'node:assert/strict';
import { openSlidingSolver } from './sliding-solver';
import { browserTest } from './harness';

/** An 8-puzzle that cannot be solved (two tiles swapped), as a reader typed it, one row a line. */
const EIGHT_PUZZLE = '1 2 3\n4 5 6\n8 7 0';

browserTest('sliding solver: a 15-puzzle played to the goal in part 5, then an 8-puzzle pasted, raises no page error', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  const solver = await openSlidingSolver(page);

  // The 15-puzzle example, solved in part 3 and exported.
  await solver.getByTestId('example-nine-move').click();
  await solver.getByTestId('solve').click();
  await page.locator('[data-testid="sliding-solver"][data-phase="done"]').waitFor({ timeout: 90_000 });
  await Promise.all([page.waitForEvent('download'), solver.getByTestId('export').click()]);

  // Part 5: Hint, then Solve from here, which plays to the goal by itself.
  const play = solver.getByTestId('play');
  await play.getByTestId('play-help-hint').click();
  await play.getByTestId('play-hint-mark').waitFor();
  await play.getByTestId('play-help-solve').click();
  await page.locator('[data-testid="play"][data-solved="true"]').waitFor({ timeout: 30_000 });
  assert.notEqual(await play.getAttribute('data-moves'), '0');

  // The 8-puzzle pasted into the board text: part 5 starts again on it, with no moves made.
  await solver.getByTestId('board-text').fill(EIGHT_PUZZLE);
  // Part 2 has read the new board (it cannot be solved): the whole island has rendered it.
  await solver.locator('[data-testid="parity-panel"][data-solvable="false"]').waitFor();
  assert.deepEqual(pageErrors, []);
  const board = play.getByTestId('play-board');
  await page.waitForFunction((el) => el?.getAttribute('data-tiles') === '1 2 3 4 5 6 8 7 0', await board.elementHandle());
  assert.equal(await play.getAttribute('data-moves'), '0');
});
