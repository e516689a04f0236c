/**
 * The sliding-puzzle lesson end to end, as a reader uses it: paste the
 * 9-move board, solve, step through the answer and check the board at each
 * step, slide a tile by hand, export the worked example, and open the
 * exported file with the network blocked.
 *
 * Expected boards and lengths are computed here (independent BFS and move
 * replay from tests/cli/sliding-referee.ts), never typed in.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { explainManhattanLc } from '../../src/puzzles/sliding/heuristic-manhattan';
import { bfsDistance, isSolved, parseBoard, replay } from '../cli/sliding-referee';
import { browserTest, openExportOffline, siteUrl } from './harness';

const NINE_MOVES = '5 1 2 4 / 9 6 3 8 / 13 10 7 11 / _ 14 15 12';
const LESSON = '/lessons/sliding-puzzle/';

async function tilesOf(board: Locator): Promise<number[]> {
  const text = await board.getAttribute('data-tiles');
  assert.ok(text, 'board has no data-tiles');
  return text.split(' ').map(Number);
}

/** The cells next to the blank hold the tiles a reader may slide. */
function movableTiles(tiles: number[], size: number): number[] {
  const hole = tiles.indexOf(0);
  const r = Math.floor(hole / size);
  const c = hole % size;
  return tiles.filter((_, cell) => Math.abs(Math.floor(cell / size) - r) + Math.abs((cell % size) - c) === 1);
}

browserTest('sliding lesson: paste, solve, step, slide, export, open offline', async ({ context, page, errors }) => {
  const base = await siteUrl();
  const { size, tiles: start } = parseBoard(NINE_MOVES);
  await page.goto(`${base}${LESSON}`);
  // Astro removes `ssr` from the island once it has hydrated.
  await page.locator('astro-island:not([ssr]) [data-testid="sliding-solver"]').first().waitFor();
  const solver = page.getByTestId('sliding-solver').first();

  // Paste the board as text.
  await solver.getByTestId('board-text').fill('');
  await solver.getByTestId('board-text').fill(NINE_MOVES);
  assert.deepEqual(parseBoard((await solver.getAttribute('data-board')) ?? '').tiles, start);
  assert.equal((await solver.getByTestId('parse-error').textContent())?.trim(), '');
  assert.equal(await solver.getByTestId('parity-panel').getAttribute('data-solvable'), 'true');

  // Solve: the answer is a shortest one, proven so, and it reaches the goal.
  await solver.getByTestId('solve').click();
  const moveList = solver.getByTestId('answer-panel').getByTestId('move-list');
  await moveList.waitFor({ timeout: 90_000 });
  const moves = ((await moveList.getAttribute('data-moves')) ?? '').split(' ').map(Number);
  assert.equal(moves.length, bfsDistance(start, size));
  assert.ok(isSolved(replay(start, size, moves), size));
  assert.equal(await solver.getByTestId('answer-label').getAttribute('data-optimal'), 'true');
  // The bounds table of the search is on the page.
  assert.ok((await solver.getByTestId('iteration-row').count()) >= 1);

  // Step forward and back; the board at step k is the start after k moves.
  const panel = solver.getByTestId('answer-panel');
  const stepper = panel.getByTestId('stepper-move');
  const board = panel.getByTestId('answer-heuristic-board');
  const expectStep = async (k: number) => {
    await page.waitForFunction(
      ([el, want]) => (el as HTMLElement).dataset.value === want,
      [await stepper.elementHandle(), String(k)] as const,
    );
    assert.deepEqual(await tilesOf(board), replay(start, size, moves.slice(0, k)));
    assert.equal(await panel.getByTestId('stepper-move-status').textContent(), `Step ${k} of ${moves.length}`);
    // The URL names the step, so a link opens at it (0 = no key).
    assert.equal(new URL(page.url()).searchParams.get('move'), k === 0 ? null : String(k));
  };
  await expectStep(0);
  for (let k = 1; k <= 3; k++) {
    await panel.getByTestId('stepper-move-forward').click();
    await expectStep(k);
  }
  await panel.getByTestId('stepper-move-back').click();
  await expectStep(2);
  // Arrow keys step while the stepper has focus.
  await stepper.focus();
  await page.keyboard.press('ArrowRight');
  await expectStep(3);
  await panel.getByTestId('stepper-move-last').click();
  await expectStep(moves.length);
  // The Last button keeps focus at the last step (aria-disabled, not
  // disabled), so the keys go on working without refocusing.
  await page.keyboard.press('Home');
  await expectStep(0);

  // Slide a tile yourself: the board and the estimate follow.
  const play = solver.getByTestId('play');
  const playBoard = play.getByTestId('play-board');
  assert.deepEqual(await tilesOf(playBoard), start);
  const tile = movableTiles(start, size)[0];
  await playBoard.locator(`[data-tile="${tile}"][data-movable="true"]`).click();
  const after = replay(start, size, [tile])!;
  await page.waitForFunction((el) => (el as HTMLElement).dataset.moves === '1', await play.elementHandle());
  assert.deepEqual(await tilesOf(playBoard), after);
  assert.equal(Number(await play.getByTestId('play-h').textContent()), explainManhattanLc(after, size).total);

  // Export, then open the file with every network request refused.
  await openExportOffline(context, page, solver.getByTestId('export'), async (offline) => {
    // Every board along the answer is drawn: the start and one per move.
    const steps = offline.getByTestId('step-boards').locator('li');
    assert.equal(await steps.count(), moves.length + 1);
    const drawn = await steps.locator('svg').evaluateAll((svgs) => svgs.map((s) => s.getAttribute('data-tiles')));
    const expected = moves.map((_, k) => replay(start, size, moves.slice(0, k + 1))!.join(' '));
    assert.deepEqual(drawn, [start.join(' '), ...expected]);
    // The bounds table and the parity argument are there.
    assert.ok((await offline.getByTestId('iteration-row').count()) >= 1);
    assert.ok(await offline.getByTestId('parity-panel').isVisible());
  });
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: an unsolvable board is called out before any search; a typo is named', async ({ page, errors }) => {
  const base = await siteUrl();
  await page.goto(`${base}${LESSON}`);
  await page.locator('astro-island:not([ssr]) [data-testid="sliding-solver"]').first().waitFor();
  const solver = page.getByTestId('sliding-solver').first();
  const text = solver.getByTestId('board-text');

  // The solved board with 14 and 15 swapped: the parity test says no, and no search has run.
  const swapped = '1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 15 14 _';
  await text.fill(swapped);
  assert.deepEqual(parseBoard((await solver.getAttribute('data-board')) ?? '').tiles, parseBoard(swapped).tiles);
  assert.equal(await solver.getByTestId('parity-panel').getAttribute('data-solvable'), 'false');
  assert.equal(await solver.getAttribute('data-phase'), 'idle');

  // A stray token: the message names it with its line and column.
  const typo = '1 2 3 / 4 x 6 / 7 8 _';
  await text.fill(typo);
  const message = (await solver.getByTestId('parse-error').textContent()) ?? '';
  assert.match(message, /`x`/);
  assert.ok(message.includes(`line 1, column ${typo.indexOf('x') + 1}`), message);
  assert.deepEqual(errors, []);
});
