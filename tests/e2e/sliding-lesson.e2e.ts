/**
 * The sliding-puzzle lesson end to end, as a reader uses it: paste the
 * 9-move board, solve, step through the answer and check the board at each
 * step, slide a tile by hand, export the worked example, and open the
 * exported file with the network blocked; links that reopen a board at a
 * step; where keyboard focus goes; boards with nothing to search; a long
 * search against its time limit; the page on a phone in the dark; the
 * export on A4 paper and on a phone; the islands' markup before and after
 * they start; the lookup stepper building the tables where it stands.
 *
 * Expected boards and lengths are computed here (independent BFS and move
 * replay from tests/cli/sliding-referee.ts), never typed in.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { explainManhattanLc } from '../../src/puzzles/sliding/heuristics/manhattan';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { bfsDistance, isSolved, parseBoard, replay } from '../cli/sliding-referee';
import { axeViolations, describeViolations } from './axe';
import { openSlidingSolver, SLIDING_LESSON } from './sliding-solver';
import { browserTest, openExportOffline, siteUrl, waitAttr, withBrowser, holdScripts } from './harness';
import { popplerMissing, printProblems, printReport } from './print-check';
import { cutOffProblems, smallDrawingText } from './reading-checks';

const NINE_MOVES = '5 1 2 4 / 9 6 3 8 / 13 10 7 11 / _ 14 15 12';
const HARDEST_8 = '8 6 7 / 2 5 4 / 3 _ 1';
const SWAPPED = '1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 15 14 _';
/** One of the 15-puzzle positions 80 moves from the goal: far beyond a one-second search. */
const FAR = '_ 12 9 13 / 15 11 10 14 / 3 7 2 5 / 4 8 6 1';
const LESSON = SLIDING_LESSON;

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


async function waitForPhase(page: Page, solver: Locator, phases: string[], timeout = 90_000): Promise<void> {
  await page.waitForFunction(([el, want]) => want.includes((el as HTMLElement).dataset.phase ?? ''),
    [await solver.elementHandle(), phases] as const, { timeout });
}

/** What has keyboard focus, as its test id (or its tag when it has none). */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('data-testid') ?? el?.closest('[data-tile]')?.getAttribute('data-tile') ?? el?.tagName.toLowerCase() ?? '';
  });
}

browserTest('sliding lesson: paste, solve, step, slide, export, open offline', async ({ context, page, errors }) => {
  const { size, tiles: start } = parseBoard(NINE_MOVES);
  const solver = await openSlidingSolver(page);

  // Paste the board as text.
  await solver.getByTestId('board-text').fill('');
  await solver.getByTestId('board-text').fill(NINE_MOVES);
  assert.deepEqual(parseBoard((await solver.getAttribute('data-board')) ?? '').tiles, start);
  assert.equal((await solver.getByTestId('parse-error').textContent())?.trim(), '');
  assert.equal(await solver.getByTestId('parity-panel').getAttribute('data-solvable'), 'true');

  // Solve from the keyboard: focus stays on a control throughout (Solve → Cancel → Solve), never on the page.
  await solver.getByTestId('solve').focus();
  await page.keyboard.press('Enter');
  await waitForPhase(page, solver, ['done']);
  assert.equal(await focused(page), 'solve');
  // The answer is a shortest one, proven so, and it reaches the goal.
  const moveList = solver.getByTestId('answer-panel').getByTestId('move-list');
  const moves = ((await moveList.getAttribute('data-moves')) ?? '').split(' ').map(Number);
  assert.equal(moves.length, bfsDistance(start, size));
  assert.ok(isSolved(replay(start, size, moves), size));
  assert.equal(await solver.getByTestId('answer-label').getAttribute('data-optimal'), 'true');
  // The bounds table of the search is on the page, and the list of its steps.
  assert.ok((await solver.getByTestId('iteration-row').count()) >= 1);
  assert.ok((await solver.getByTestId('step-outline-search').locator('button').count()) >= 3);
  assert.equal(await solver.getByTestId('step-outline-search').evaluate((d) => (d as HTMLDetailsElement).open), false);

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
    assert.equal(await panel.getByTestId('stepper-move-status').textContent(), `Step ${k.toLocaleString('en-US')} of ${moves.length.toLocaleString('en-US')}`);
    // The URL names the step, so a link opens at it (0 = no key).
    assert.equal(new URL(page.url()).searchParams.get('move'), k === 0 ? null : String(k));
  };
  await expectStep(0);
  for (let k = 1; k <= 3; k++) {
    await panel.getByTestId('stepper-move-forward').click();
    await expectStep(k);
  }
  // The announcement says what happened: which tile slid, and how far is left.
  assert.match((await panel.getByTestId('stepper-move-describe').textContent()) ?? '', new RegExp(`^slid ${moves[2]} (up|down|left|right); ${moves.length - 3} moves to go`));
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
  // A move chip jumps to the board after that move, and the URL follows.
  await panel.getByTestId('move-4').click();
  await expectStep(4);

  // Slide a tile yourself with Enter: the board and the estimate follow, and focus stays on the tile.
  const play = solver.getByTestId('play');
  const playBoard = play.getByTestId('play-board');
  assert.deepEqual(await tilesOf(playBoard), start);
  const tile = movableTiles(start, size)[0];
  await playBoard.locator(`[data-tile="${tile}"] [role="button"]`).focus();
  await page.keyboard.press('Enter');
  const after = replay(start, size, [tile])!;
  await page.waitForFunction((el) => (el as HTMLElement).dataset.moves === '1', await play.elementHandle());
  assert.deepEqual(await tilesOf(playBoard), after);
  assert.equal(Number(await play.getByTestId('play-h').textContent()), explainManhattanLc(after, size).total);
  assert.equal(await focused(page), String(tile));
  // Undo back to the start keeps focus on Undo (it turns aria-disabled, not disabled).
  await play.getByTestId('play-undo').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((el) => (el as HTMLElement).dataset.moves === '0', await play.elementHandle());
  assert.equal(await focused(page), 'play-undo');
  // A click on a tile that cannot move moves nothing and says why.
  const stuckTile = start.find((t) => t !== 0 && !movableTiles(start, size).includes(t))!;
  await playBoard.locator(`[data-tile="${stuckTile}"]`).click();
  assert.match((await play.getByTestId('play-stuck').textContent()) ?? '', new RegExp(`^Tile ${stuckTile} cannot move: Only a tile next to the blank can slide`));
  assert.equal(await play.getAttribute('data-moves'), '0');
  // An arrow key with no tile on that side of the blank moves nothing and says which edge stops it.
  assert.equal(Math.floor(start.indexOf(0) / size), size - 1, 'the start board has its blank in the bottom row');
  await play.getByTestId('play-board-focus').focus();
  await page.keyboard.press('ArrowUp');
  assert.equal((await play.getByTestId('play-stuck').textContent()) ?? '', 'No tile can move up: the blank is in the bottom row, so there is no tile below it to slide up into it.');
  assert.ok(await play.getByTestId('play-stuck').isVisible());
  assert.equal(await play.getAttribute('data-moves'), '0');
  // Play the answer by hand: the page says that it was optimal.
  for (const t of moves) await playBoard.locator(`[data-tile="${t}"] [role="button"]`).click();
  assert.equal(await play.getByTestId('play-solved').getAttribute('data-optimal'), 'true');
  assert.match((await play.getByTestId('play-solved').textContent()) ?? '', /That is a shortest solution/);

  // Export, then open the file with every network request refused. Focus stays on Export.
  await openExportOffline(context, page, solver.getByTestId('export'), async (offline) => {
    // Every move of the answer is listed beside the board after it.
    const steps = offline.getByTestId('export-moves').locator(':scope > li');
    assert.equal(await steps.count(), moves.length);
    const drawn = await steps.locator('svg').evaluateAll((svgs) => svgs.map((s) => s.getAttribute('data-tiles')));
    const expected = moves.map((_, k) => replay(start, size, moves.slice(0, k + 1))!.join(' '));
    assert.deepEqual(drawn, expected);
    // The page opens where the answer's stepper stood, with the start board when it was never moved.
    const stop = offline.getByTestId('where-you-stopped');
    const at = Number(new URL(page.url()).searchParams.get('move') ?? '0');
    assert.equal(await stop.getAttribute('data-step'), String(at));
    assert.equal(await stop.getByTestId('where-you-stopped-board').getAttribute('data-tiles'), (at === 0 ? start : replay(start, size, moves.slice(0, at))!).join(' '));
    // The bounds table and the parity argument are there.
    assert.ok((await offline.getByTestId('iteration-row').count()) >= 1);
    assert.ok(await offline.getByTestId('parity-panel').isVisible());
  });
  assert.equal(await focused(page), 'export');
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: a link reopens the board solved, at the named steps; a bad link value is named', async ({ page, errors }) => {
  const { size, tiles: start } = parseBoard(HARDEST_8);
  const query = `?board=${encodeURIComponent(HARDEST_8)}&move=5&search=2`;
  const solver = await openSlidingSolver(page, query);
  // The link names steps, so the board is solved again on load; the page goes to the solver and says why.
  assert.ok(await page.evaluate(() => window.scrollY > 2000), 'the page opened at the solver');
  await waitForPhase(page, solver, ['done']);
  assert.equal(await solver.getByTestId('link-restoring').count(), 0, 'the note goes once the solve is done');
  const answer = solver.getByTestId('answer-panel');
  await page.waitForFunction((el) => (el as HTMLElement).dataset.value === '5', await answer.getByTestId('stepper-move').elementHandle());
  const moves = ((await answer.getByTestId('move-list').getAttribute('data-moves')) ?? '').split(' ').map(Number);
  assert.equal(moves.length, bfsDistance(start, size));
  assert.deepEqual(await tilesOf(answer.getByTestId('answer-heuristic-board')), replay(start, size, moves.slice(0, 5)));
  assert.equal(await solver.getByTestId('stepper-search').getAttribute('data-value'), '2');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('move'), '5');
  assert.equal(url.searchParams.get('search'), '2');

  // Scrolling past the lesson's figures writes nothing into the URL.
  const before = page.url();
  for (const id of ['parity-lab-3', 'tree-lab', 'parity-lab-4']) {
    await page.getByTestId(id).scrollIntoViewIfNeeded();
    await page.locator(`[data-testid="${id}"][data-started="true"]`).waitFor();
  }
  await page.mouse.wheel(0, 4000);
  assert.equal(page.url(), before);

  // A board the reader changes to drops the old steps from the URL.
  await solver.getByTestId('example-nine-move').click();
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('move'));

  // A link whose board and limit cannot be used: both are named, the board's error shows where it went wrong.
  const bad = await openSlidingSolver(page, `?board=${encodeURIComponent('1 2 3 / 4 x 6 / 7 8 _')}&limit=forever&move=3`);
  const problems = (await bad.getByTestId('link-problems').textContent()) ?? '';
  assert.match(problems, /board in this page’s link could not be read/);
  assert.match(problems, /“forever”/);
  assert.equal(await bad.getByTestId('parse-error').locator('code').textContent(), 'x');
  assert.ok(await bad.getByTestId('parity-waiting').isVisible());
  assert.equal(await bad.getByTestId('solve').getAttribute('aria-disabled'), 'true');
  assert.equal(await bad.getAttribute('data-phase'), 'idle');
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: nothing to search is said before Solve; a typo replaces the old verdict; the blank-first goal', async ({ page, errors }) => {
  const solver = await openSlidingSolver(page);
  const text = solver.getByTestId('board-text');

  // The solved board with 14 and 15 swapped: parity says no, Solve is off and says why, no empty chart.
  await text.fill(SWAPPED);
  assert.equal(await solver.getByTestId('parity-panel').getAttribute('data-solvable'), 'false');
  const solve = solver.getByTestId('solve');
  assert.equal(await solve.getAttribute('aria-disabled'), 'true');
  assert.match((await solver.getByTestId('solve-blocked').textContent()) ?? '', /parity test/);
  // The reason is on screen under the button, not only read out with it.
  const why = solver.getByTestId('solve-blocked');
  await why.scrollIntoViewIfNeeded();
  assert.ok(await why.isVisible());
  const [whyBox, solveBox] = [await why.boundingBox(), await solve.boundingBox()];
  assert.ok(whyBox && solveBox && whyBox.y >= solveBox.y + solveBox.height && whyBox.height > 10, 'the reason sits under Solve');
  await solve.click({ force: true }); // aria-disabled: a press does nothing (and keeps focus)
  assert.equal(await solver.getAttribute('data-phase'), 'idle');
  assert.equal(await focused(page), 'solve');
  assert.equal(await solver.getByTestId('iteration-table-empty').count(), 0);
  assert.equal(await solver.getByTestId('bound-chart').count(), 0);

  // A stray token: the message names it (set apart as code, no backticks) with its line and column,
  // and the panels below stop showing the previous board's verdict.
  const typo = '1 2 3 / 4 x 6 / 7 8 _';
  await text.fill(typo);
  const error = solver.getByTestId('parse-error');
  assert.equal(await error.locator('code').first().textContent(), 'x');
  const message = (await error.textContent()) ?? '';
  assert.ok(!message.includes('`'), message);
  assert.ok(message.includes(`line 1, column ${typo.indexOf('x') + 1}`), message);
  // The message stands right under the text box (part 2 says "fix the text above"), not below the example buttons.
  const textBox = (await text.boundingBox())!;
  const errorBox = (await error.boundingBox())!;
  const examplesBox = (await solver.getByRole('group', { name: 'Examples' }).boundingBox())!;
  assert.ok(errorBox.y >= textBox.y + textBox.height - 1 && errorBox.y - (textBox.y + textBox.height) < 24,
    `error at ${errorBox.y}, text box ends at ${textBox.y + textBox.height}`);
  assert.ok(errorBox.y < examplesBox.y, `error at ${errorBox.y}, examples at ${examplesBox.y}`);
  assert.equal(await solver.getByTestId('parity-panel').count(), 0);
  assert.ok(await solver.getByTestId('parity-waiting').isVisible());

  // A board written for the blank-first goal (Korf's convention), a few slides from it: recognised, and
  // solved toward that goal through its half-turned twin.
  const size = 4;
  const blankFirst = Array.from({ length: size * size }, (_, i) => i);
  const tiles = replay(blankFirst, size, [4, 8, 9, 5, 6]);
  assert.ok(tiles);
  await text.fill(tiles.join(' '));
  await solver.getByTestId('korf-twin').click();
  await solver.getByTestId('solve').click();
  await waitForPhase(page, solver, ['done']);
  const onOriginal = ((await solver.getByTestId('half-turn-moves').textContent()) ?? '').split(', ').map(Number);
  const end = replay(tiles, size, onOriginal);
  assert.ok(end, 'the translated moves are legal on the original board');
  assert.deepEqual(end, blankFirst);
  assert.equal(onOriginal.length, 5);
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: a long search shows its time against the limit, offers four times the time, and stops', async ({ page, errors }) => {
  const solver = await openSlidingSolver(page, `?board=${encodeURIComponent(FAR)}&method=ida-lc&limit=1`);
  assert.equal(await solver.getByTestId('time-limit').inputValue(), '1');
  await solver.getByTestId('solve').click();
  const progress = solver.getByTestId('search-progress-solve');
  await progress.waitFor();
  // Read a moment late on a busy machine, the bar may already say the limit was reached.
  assert.match((await progress.getAttribute('aria-label')) ?? '', /^(Solving: \d+\.\d s of 1\.0 s|The 1\.0 s limit is reached; finishing the answer)$/);
  await waitForPhase(page, solver, ['done']);
  assert.match((await solver.getByTestId('run-status').textContent()) ?? '', /^The search for a shortest solution ran out of its time \(0\.75 s of the 1 s limit; the rest is kept for the fast method\) .* not proven shortest\. So a shortest solution has between \d+ and \d+ moves\. The whole solve took [\d,]+ ms in the worker\.$/);
  const longer = solver.getByTestId('search-longer');
  assert.equal((await longer.textContent())?.trim(), 'Search again with 4 s');
  await longer.click();
  await waitForPhase(page, solver, ['solving', 'preparing']);
  // The offer went away with the old answer; focus moved to Cancel, and Escape stops the search.
  assert.equal(await focused(page), 'cancel');
  await page.keyboard.press('Escape');
  await waitForPhase(page, solver, ['cancelled']);
  assert.equal(await focused(page), 'solve');
  assert.equal(await solver.getByTestId('time-limit').inputValue(), '4');
  assert.match((await solver.getByTestId('run-status').textContent()) ?? '', /^Cancelled: the search stopped/);

  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: the time-limit example sets its board and short limit; the fallback answer is labelled, with the proven bound', async ({ page, errors }) => {
  const solver = await openSlidingSolver(page);
  const example = solver.locator('[data-testid^="example-"]', { hasText: /s limit$/ });
  const label = (await example.textContent()) ?? '';
  const limit = /(\d+) s limit$/.exec(label)?.[1];
  assert.ok(limit, `the example's label names no limit: ${label}`);
  await example.click();
  assert.equal(await solver.getByTestId('time-limit').inputValue(), limit);
  assert.equal(await solver.getAttribute('data-board'), FAR);
  // Part 3's field is far below the button on a phone: the change is said beside the button too.
  assert.match((await solver.getByTestId('example-limit-note').textContent()) ?? '', new RegExp(`time limit to ${limit} s`));
  await solver.getByTestId('solve').click();
  await waitForPhase(page, solver, ['done'], 150_000);
  const status = (await solver.getByTestId('run-status').textContent()) ?? '';
  assert.match(status, /^The search for a shortest solution ran out of its time .*no solution is shorter than \d+ moves; the fast method .* answered: \d+ moves, not proven shortest\./);
  // The bound and the fallback's length enclose the true length (80 for this board, said in the prose).
  const [, bound] = /no solution is shorter than (\d+) moves/.exec(status) ?? [];
  const [, found] = /answered: (\d+) moves/.exec(status) ?? [];
  assert.match(status, new RegExp(`So a shortest solution has between ${bound} and ${found} moves\\.`));
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: a cancel keeps what the search had proven, as a time-out does: the bound and the finished iterations', async ({ page, errors }) => {
  const solver = await openSlidingSolver(page, `?board=${encodeURIComponent(FAR)}&method=ida-lc&limit=60`);
  await solver.getByTestId('solve').click();
  // Once an iteration has finished, the table of finished iterations shows; then cancel.
  await solver.getByTestId('live-iterations').waitFor({ timeout: 60_000 });
  // The progress line counts finished iterations, not "steps" the lesson never defines.
  const progress = (await solver.getByTestId('search-progress-solve').textContent()) ?? '';
  assert.match(progress, /iteration \d+ finished: bound \d+/);
  assert.doesNotMatch(progress, /\bsteps?\b/);
  await solver.getByTestId('cancel').click();
  await waitForPhase(page, solver, ['cancelled']);
  const status = (await solver.getByTestId('run-status').textContent()) ?? '';
  const m = /^Cancelled: the search stopped during iteration (\d+) \(bound (\d+)\)\. Proven before you cancelled: no solution is shorter than (\d+) moves/.exec(status);
  assert.ok(m, status);
  assert.equal(m[2], m[3]);
  const kept = solver.getByTestId('live-iterations');
  assert.equal(await kept.getAttribute('data-cancelled'), 'true');
  // The table keeps one row per finished iteration: the iteration cancelled is the next one.
  const rows = await kept.getByTestId('iteration-row').count();
  assert.equal(rows + 1, Number(m[1]));
  assert.deepEqual(errors, []);
});

browserTest('sliding solver: on an 8-puzzle the estimate choice gives way to a line saying the databases are for the 15-puzzle only', async ({ page, errors }) => {
  const solver = await openSlidingSolver(page, `?board=${encodeURIComponent(HARDEST_8)}`);
  assert.equal(await solver.getByTestId('method-pdb').count(), 0);
  const line = solver.getByTestId('method-eight');
  assert.ok(await line.isVisible());
  assert.match((await line.textContent()) ?? '', /Manhattan distance \+ linear conflicts\. The pattern databases are built for the 15-puzzle only/);
  assert.deepEqual(errors, []);
});

for (const how of ['the Cancel button', 'Escape'] as const) {
  browserTest(`sliding lesson: cancel by ${how} while Solve waits for the databases' build stops the build too, and it stays stopped`, async ({ page, errors }) => {
    // The databases are built once the solver is on screen; a Solve pressed meanwhile waits for that build.
    const solver = await openSlidingSolver(page, `?board=${encodeURIComponent(FAR)}`);
    await solver.getByTestId('solve').click();
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await solver.getByTestId('cancel').click();
    await waitForPhase(page, solver, ['cancelled']);
    assert.match((await solver.getByTestId('run-status').textContent()) ?? '', /being built .* thrown away, so the next solve/);
    // The reader stopped it (Escape as the button): the build made ahead does not start again on its own, so part 4
    // shows no table's numbers under the sentence that says the build was thrown away.
    assert.equal(await solver.getByTestId('tables-ahead').count(), 0);
    assert.match((await solver.getByTestId('method-pdb').locator('xpath=..').textContent()) ?? '', /\(built once per visit\)/);
    assert.equal(await solver.getByTestId('h-pdb').count(), 0);
    assert.deepEqual(errors, []);
  });
}

browserTest('sliding lesson: the databases are built once the solver is on screen, not before, so Solve need not wait', async ({ page, errors }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${await siteUrl()}${LESSON}`);
  const solver = page.getByTestId('sliding-solver');
  // Just below the screen: near enough for the island to start, not yet on screen, so nothing is built.
  await solver.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight - 300));
  await page.locator('[data-testid="sliding-solver"][data-started="true"]').waitFor();
  assert.equal(await solver.getByTestId('tables-ahead').count(), 0);
  const pdbLabel = solver.getByTestId('method-pdb').locator('xpath=..');
  assert.match((await pdbLabel.textContent()) ?? '', /\(built once per visit\)/);
  // On screen: the build starts by itself, with its progress, and ends without a press.
  await solver.getByTestId('search-controls').scrollIntoViewIfNeeded();
  await solver.getByTestId('tables-ahead').waitFor();
  await page.waitForFunction((el) => /\(tables built on this visit\)/.test(el?.textContent ?? ''), await pdbLabel.elementHandle(), { timeout: 90_000 });
  assert.equal(await solver.getByTestId('tables-ahead').count(), 0, 'the bar goes once they are built');
  // Part 4 and part 5 agree: nothing there still says the tables are to come, or that a press builds them.
  const answerCard = solver.locator('section[aria-labelledby="sl-h-answer"]');
  assert.doesNotMatch((await answerCard.textContent()) ?? '', /appear once part 3 has built them/);
  assert.doesNotMatch((await solver.getByTestId('play').textContent()) ?? '', /builds them/);
  // Solve finds them ready: no build is said in its answer.
  await solver.getByTestId('solve').click();
  await waitForPhase(page, solver, ['done']);
  const status = (await solver.getByTestId('run-status').textContent()) ?? '';
  assert.match(status, /^Solved: 9 moves, proven shortest/);
  assert.doesNotMatch(status, /were built first/);
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: a link with ?move=3 opens the example board solved, at move 3, without a press', async ({ page, errors }) => {
  const { size, tiles: start } = parseBoard(NINE_MOVES);
  const solver = await openSlidingSolver(page, '?move=3');
  // No press: the link's own solve brings the answer (part 3 has run it).
  await waitForPhase(page, solver, ['done']);
  const answer = solver.getByTestId('answer-panel');
  await page.waitForFunction((el) => (el as HTMLElement).dataset.value === '3', await answer.getByTestId('stepper-move').elementHandle());
  const moves = ((await answer.getByTestId('move-list').getAttribute('data-moves')) ?? '').split(' ').map(Number);
  assert.equal(moves.length, bfsDistance(start, size));
  assert.deepEqual(await tilesOf(answer.getByTestId('answer-heuristic-board')), replay(start, size, moves.slice(0, 3)));
  assert.equal(new URL(page.url()).searchParams.get('move'), '3');
  assert.deepEqual(errors, []);
});

browserTest(
  'sliding lesson on a phone in the dark: nothing cut off without a sign, drawing text ≥ 11 px, a three-row stepper, no axe violation',
  async ({ page, errors }) => {
    const solver = await openSlidingSolver(page);
    await solver.getByTestId('solve').click();
    await waitForPhase(page, solver, ['done']);
    for (const id of ['parity-lab-3', 'parity-lab-4', 'tree-lab']) {
      await page.getByTestId(id).scrollIntoViewIfNeeded();
      await page.locator(`[data-testid="${id}"][data-started="true"]`).waitFor();
    }
    await page.getByTestId('tree-lab').getByTestId('stepper-tree-last').click();
    assert.deepEqual(await cutOffProblems(page), []);
    assert.deepEqual(await smallDrawingText(page), []);
    // The stepper reads in at most three rows: its controls, grouped by the lines they overlap, make few lines.
    const rows = await solver.getByTestId('stepper-move').evaluate((el) => {
      const boxes = [...el.querySelectorAll('button, input, select, output')].map((b) => b.getBoundingClientRect())
        .filter((r) => r.height > 0).sort((a, b) => a.top - b.top);
      let count = 0;
      let bottom = -Infinity;
      for (const r of boxes) {
        if (r.top >= bottom - 2) {
          count++;
          bottom = r.bottom;
        } else bottom = Math.max(bottom, r.bottom);
      }
      return count;
    });
    assert.ok(rows <= 3, `the answer's stepper takes ${rows} rows`);
    assert.equal(describeViolations(await axeViolations(page)), '');
    assert.deepEqual(errors, []);
  },
  { viewport: { width: 390, height: 844 }, colorScheme: 'dark', bypassCSP: true },
);

browserTest('sliding lesson: each IDA* step says why, and the tree draws no line through a label nor its star over a tile', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const lab = page.getByTestId('tree-lab');
  await lab.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="tree-lab"][data-started="true"]').waitFor();
  // The stepper opens before the search, with the start board the first steps talk about.
  await lab.getByTestId('start-board-tree').waitFor();
  // The first iteration (step 3, after the parity test and the first estimate): its bound is the start
  // estimate, and the branch that set the next bound is named with its f.
  // The list of steps starts closed (it would push the tree away from the buttons); open it to jump.
  await lab.getByTestId('step-outline-tree').locator('summary').click();
  await lab.getByTestId('step-outline-tree').locator('button').nth(3).click();
  const why = lab.getByTestId('step-why-tree');
  const firstWhy = (await why.textContent()) ?? '';
  assert.match(firstWhy, /Bound (\d+) is the estimate on the start board.*smallest such f was (\d+).*f = \2 > bound \1/);
  // The board beside the tree follows the search: it shows that cut-off branch, not the start board.
  const [, bound, cutF] = /Bound (\d+) is.*smallest such f was (\d+)/.exec(firstWhy)!;
  const chosen = lab.getByTestId('search-tree-tree-focus');
  await page.waitForFunction(([el, f]) => (el?.textContent ?? '').includes(`f = ${f} > bound`), [await chosen.elementHandle(), cutF] as const);
  assert.match((await chosen.textContent()) ?? '', new RegExp(`^From S, after sliding .*f = ${cutF} > bound ${bound}`));
  await lab.getByTestId('stepper-tree-forward').click();
  assert.match((await why.textContent()) ?? '', /Bound (\d+) is the smallest f the previous iteration cut off/);
  await lab.getByTestId('stepper-tree-last').click();
  assert.match((await why.textContent()) ?? '', /proven shortest/);
  // The last iteration's tree: no edge crosses a text's box, the goal's star is clear of its mark's text, every text ≥ 11 px.
  await lab.getByTestId('step-outline-tree').locator('button').nth(6).click();
  const drawing = await lab.getByTestId('search-tree-tree-canvas').locator('svg').evaluate((svg) => {
    const boxes = [...svg.querySelectorAll('text')].map((t) => t.getBoundingClientRect());
    const crossed: string[] = [];
    // Each edge goes down from parent to child: walk it in 40 steps across its box.
    for (const line of svg.querySelectorAll('line')) {
      const r = line.getBoundingClientRect();
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((a) => Number(line.getAttribute(a)));
      for (let k = 0; k <= 40; k++) {
        const x = r.left + (x2 >= x1 ? k : 40 - k) * (r.width / 40);
        const y = r.top + k * (r.height / 40);
        if (boxes.some((b) => x > b.left && x < b.right && y > b.top && y < b.bottom)) crossed.push(`${x1},${y1}→${x2},${y2}`);
      }
    }
    const star = svg.querySelector('[data-goal-star]')?.getBoundingClientRect();
    const goalText = svg.querySelector('[data-outcome="goal"] text')?.getBoundingClientRect();
    const overlap = star && goalText ? star.left < goalText.right && star.right > goalText.left && star.top < goalText.bottom && star.bottom > goalText.top : null;
    const smallest = Math.min(...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize)));
    return { crossed, overlap, smallest };
  });
  assert.deepEqual(drawing.crossed, []);
  assert.equal(drawing.overlap, false);
  assert.ok(drawing.smallest >= 11, `tree text at ${drawing.smallest} px`);
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: a press made before the solver has started is played once it has', async ({ page, errors }) => {
  // Hold the island's code back, so the press surely comes first.
  const { release } = await holdScripts(page, /\/_astro\/SlidingSolverIsland[^/]*\.js$/);
  await page.goto(`${await siteUrl()}${LESSON}`);
  const solver = page.getByTestId('sliding-solver');
  await solver.scrollIntoViewIfNeeded();
  assert.equal(await solver.getAttribute('data-started'), 'false');
  await solver.getByTestId('example-hardest-8').click();
  release();
  await page.locator('[data-testid="sliding-solver"][data-started="true"]').waitFor();
  await page.waitForFunction((el) => el?.getAttribute('data-board') === '8 6 7 / 2 5 4 / 3 _ 1', await solver.elementHandle());
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: a tap on a tile (an SVG element) made before the board has started is played once it has', async ({ page, errors }) => {
  const { release } = await holdScripts(page, /\/_astro\/ParityLab[^/]*\.js$/);
  await page.goto(`${await siteUrl()}${LESSON}`);
  const lab = page.getByTestId('parity-lab-3');
  await lab.scrollIntoViewIfNeeded();
  assert.equal(await lab.getAttribute('data-started'), 'false');
  const note = page.getByTestId('parity-lab-3-note');
  const before = await note.textContent();
  await lab.locator('g.sb-movable').first().click();
  release();
  await page.locator('[data-testid="parity-lab-3"][data-started="true"]').waitFor();
  // The held tap moved a tile: the note under the board now speaks of that move.
  await page.waitForFunction((old) => document.querySelector('[data-testid="parity-lab-3-note"]')?.textContent !== old, before);
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: Space on a stepper before it has started turns Play on, and Play steps on by itself', async ({ page, errors }) => {
  const { release } = await holdScripts(page, /\/_astro\/TreeLab[^/]*\.js$/);
  await page.goto(`${await siteUrl()}${LESSON}`);
  const lab = page.getByTestId('tree-lab');
  await lab.scrollIntoViewIfNeeded();
  assert.equal(await lab.getAttribute('data-started'), 'false');
  const stepper = lab.getByTestId('stepper-tree');
  await stepper.focus();
  await page.keyboard.press('Space');
  release();
  await page.locator('[data-testid="tree-lab"][data-started="true"]').waitFor();
  // The held Space is played once the island runs, and the first render's reset no longer undoes it.
  await page.waitForFunction((el) => el?.getAttribute('aria-pressed') === 'true', await lab.getByTestId('stepper-tree-play').elementHandle());
  // Play moves on by itself, one step at a time (no timing asserted: only that it moves and is still on).
  await page.waitForFunction((el) => Number(el?.getAttribute('data-value')) >= 1, await stepper.elementHandle());
  // While playing, a bar in the Play button counts down the step shown, so a long step is not taken for a stall.
  // At 1× a step is shown 1.5 s (at 2 s, with a wait before the first step too, Play looked stuck); the bar's length says so.
  const dwell = lab.getByTestId('stepper-tree-dwell');
  assert.equal(await dwell.evaluate((el) => getComputedStyle(el).animationDuration), '1.5s');
  // At 0.5× a step waits 3 s, and words beside the step's number say how long until the next one (the bar alone was missed).
  await lab.getByTestId('stepper-tree-speed').selectOption('0.5');
  assert.equal(await dwell.evaluate((el) => getComputedStyle(el).animationDuration), '3s');
  const next = lab.getByTestId('stepper-tree-next');
  await next.waitFor();
  assert.match((await next.textContent()) ?? '', /^ · next in \d+ s$/);
  await page.keyboard.press('Space');
  assert.equal(await dwell.count(), 0);
  assert.equal(await next.count(), 0);
  assert.equal(await lab.getByTestId('stepper-tree-play').getAttribute('aria-pressed'), 'false');
  // Play again from the start: the first step comes with the press, not after a step's wait (read at once, not waited for).
  await lab.getByTestId('stepper-tree-first').click();
  await stepper.focus();
  await page.keyboard.press('Space');
  assert.equal(await stepper.getAttribute('data-value'), '1', 'Play did not show the next step at once');
  await page.keyboard.press('Space');
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: the islands start with the same text the server sent', async ({ page, errors }) => {
  const islands = ['sliding-solver', 'parity-lab-3', 'parity-lab-4', 'tree-lab'];
  // Text content, not innerText: cards far from the screen are not laid out (content-visibility), and
  // innerText leaves out what is not laid out. The "Starting…" note is the one part that is meant to go, and
  // the databases' build bar the one meant to come (the running island starts that build once it is on screen);
  // style sheets are no text, and a text box holds its text as a value once started.
  const textOf = async (p: Page, id: string) =>
    p.getByTestId(id).evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-testid="starting-note"], [data-testid="tables-ahead"], style, textarea').forEach((e) => e.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
  // Starting on the way in: a link to the board starts the solver at once, before the reader scrolls to it.
  await page.goto(`${await siteUrl()}${LESSON}?board=${encodeURIComponent(HARDEST_8)}`);
  await page.locator('[data-testid="sliding-solver"][data-started="true"]').waitFor();
  assert.equal(await page.getByTestId('sliding-solver').getAttribute('data-board'), HARDEST_8);
  const served = await withBrowser(async ({ page: plain }) => {
    await plain.goto(`${await siteUrl()}${LESSON}`);
    const out: Record<string, string> = {};
    for (const id of islands) out[id] = await textOf(plain, id);
    return out;
  }, { javaScriptEnabled: false });
  await page.goto(`${await siteUrl()}${LESSON}`);
  for (const id of islands) {
    await page.getByTestId(id).scrollIntoViewIfNeeded();
    await page.locator(`[data-testid="${id}"][data-started="true"]`).waitFor();
    assert.deepEqual(await textOf(page, id), served[id], id);
  }
  assert.ok(served['tree-lab'].length > 0);
  assert.deepEqual(errors, []);
});

browserTest('sliding export: fits A4 portrait and a phone, no half-empty page but the last, no caption alone', async ({ context, page, errors }) => {
  for (const board of [NINE_MOVES, HARDEST_8]) {
    const solver = await openSlidingSolver(page, `?board=${encodeURIComponent(board)}`);
    await solver.getByTestId('solve').click();
    await waitForPhase(page, solver, ['done']);
    await openExportOffline(context, page, solver.getByTestId('export'), async (offline) => {
      // The chart's point labels never meet the answer's label.
      const overlaps = await offline.getByTestId('bound-chart').evaluate((svg) => {
        const answer = svg.querySelector('[data-part="answer"] text')?.getBoundingClientRect();
        if (!answer) return -1;
        return [...svg.querySelectorAll('[data-part="point-label"]')].filter((t) => {
          const r = t.getBoundingClientRect();
          return r.left < answer.right && r.right > answer.left && r.top < answer.bottom && r.bottom > answer.top;
        }).length;
      });
      assert.equal(overlaps, 0, 'a point label overlaps the answer label');
      if (!popplerMissing) assert.deepEqual(printProblems(await printReport(offline)), [], board);
      else if (process.env.CI === 'true') assert.fail('poppler-utils (pdftoppm, pdftotext) is needed for the print check');
      await offline.setViewportSize({ width: 390, height: 844 });
      assert.deepEqual(await cutOffProblems(offline), [], board);
      assert.deepEqual(await smallDrawingText(offline), [], board);
    });
  }
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: an arrow key pressed on the play board before the solver has started slides a tile once it has', async ({ page, errors }) => {
  // Before the fix the key was played right after hydration, and play mode's first effect (a new start board
  // restarts the game) undid the move: the first arrow key was lost.
  const { release } = await holdScripts(page, /\/_astro\/SlidingSolverIsland[^/]*\.js$/);
  await page.goto(`${await siteUrl()}${LESSON}`);
  const solver = page.getByTestId('sliding-solver');
  const board = page.getByTestId('play-board-focus');
  await board.scrollIntoViewIfNeeded();
  assert.equal(await solver.getAttribute('data-started'), 'false');
  const play = page.getByTestId('play');
  // A key whose tile exists on the start board: ← slides the tile right of the blank, → the one on its left.
  const rows = ((await solver.getAttribute('data-board')) ?? '').split('/').map((r) => r.trim().split(/\s+/));
  const column = rows.find((r) => r.includes('_'))!.indexOf('_');
  await board.focus();
  await page.keyboard.press(column < rows.length - 1 ? 'ArrowLeft' : 'ArrowRight');
  release();
  await page.locator('[data-testid="sliding-solver"][data-started="true"]').waitFor();
  await waitAttr(page, play, 'data-moves', '1');
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: a Forward press on the IDA* stepper shows the tree it changes without scrolling; the tree fits its box at 1280', async ({ page, errors }) => {
  for (const [width, height] of [[1280, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.goto(`${await siteUrl()}${LESSON}`);
    const lab = page.getByTestId('tree-lab');
    await lab.scrollIntoViewIfNeeded();
    await page.locator('[data-testid="tree-lab"][data-started="true"]').waitFor();
    assert.equal(await lab.getByTestId('step-outline-tree').evaluate((d) => (d as HTMLDetailsElement).open), false, 'the step list starts closed');
    const forward = lab.getByTestId('stepper-tree-forward');
    const count = Number(await lab.getByTestId('stepper-tree').getAttribute('data-count'));
    for (let k = 1; k <= count; k++) {
      await forward.click();
      const canvas = lab.getByTestId('search-tree-tree-canvas');
      if ((await canvas.count()) === 0) continue; // the steps before the first iteration show the start board
      // With the Forward button near the top of the screen, the tree's box starts on the same screen, with
      // room to see it (at least 150 px of it above the screen's bottom).
      const at = await page.evaluate(() => {
        const b = document.querySelector('[data-testid="stepper-tree-forward"]')!;
        window.scrollTo(0, b.getBoundingClientRect().top + window.scrollY - 16);
        const c = document.querySelector('[data-testid="search-tree-tree-canvas"]')!;
        return { top: c.getBoundingClientRect().top, height: window.innerHeight, scroll: c.scrollWidth, client: c.clientWidth };
      });
      assert.ok(at.top + 150 <= at.height, `${width} px, step ${k}: the tree starts ${Math.round(at.top)} px down a ${at.height} px screen`);
      // On a desktop the page has room: the whole tree is drawn in its box, none of it clipped off to one side.
      if (width === 1280) assert.ok(at.scroll <= at.client + 1, `step ${k}: the tree is ${at.scroll} px wide in a ${at.client} px box`);
    }
  }
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: a tile typed where another stands swaps with it and says so; the size button replaces a bad box', async ({ page, errors }) => {
  const solver = await openSlidingSolver(page);
  const text = solver.getByTestId('board-text');
  await text.fill('1 2 3 / 4 5 6 / 7 8 _');
  // Type 5 over the 1 in the first cell: at once, with the cell still focused, 1 goes to where 5 was, and the page
  // says so; no "appears twice" error is shown meanwhile.
  const first = solver.getByTestId('cell-input-0');
  await first.focus();
  await first.fill('5');
  await page.waitForFunction((el) => (el as HTMLTextAreaElement).value === '5 2 3 / 4 1 6 / 7 8 _', await text.elementHandle());
  assert.equal(await first.evaluate((el) => el === document.activeElement), true);
  assert.match((await solver.getByTestId('swap-note').textContent()) ?? '', /^5 would appear twice \(here and on row 2, column 2\), and each tile appears once on a board, so the two cells swapped: tile 1 moved there\./);
  assert.equal(((await solver.getByTestId('parse-error').textContent()) ?? '').trim(), '');
  // On a 15-puzzle, "1" then "2" typed into a cell is tile 12: the swap with 1 is taken back, and 12 swaps instead.
  await text.fill('1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _');
  const third = solver.getByTestId('cell-input-2');
  await third.focus();
  await third.fill('1');
  await page.waitForFunction((el) => (el as HTMLTextAreaElement).value === '3 2 1 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _', await text.elementHandle());
  await third.press('End');
  await third.pressSequentially('2');
  await page.waitForFunction((el) => (el as HTMLTextAreaElement).value === '1 2 12 4 / 5 6 7 8 / 9 10 11 3 / 13 14 15 _', await text.elementHandle());
  assert.equal(((await solver.getByTestId('parse-error').textContent()) ?? '').trim(), '');
  // A box that reads as no board: the 8-puzzle button gives a fresh 8-puzzle, though the box looked 3 wide.
  await text.fill('1 2 3 / 4 5');
  assert.ok(((await solver.getByTestId('parse-error').textContent()) ?? '').length > 0);
  await solver.getByTestId('size-3').click();
  await page.waitForFunction((el) => (el as HTMLTextAreaElement).value.split(/[\s/]+/).filter(Boolean).length === 9, await text.elementHandle());
  assert.equal(((await solver.getByTestId('parse-error').textContent()) ?? '').trim(), '');
  // It says the board is a ready example, not a plain board of that size; a change of the board takes the note away.
  assert.match((await solver.getByTestId('size-example-note').textContent()) ?? '', /^The size button loaded the ready example “8-puzzle: one of the two hardest”/);
  await solver.getByTestId('shuffle').click();
  await solver.getByTestId('size-example-note').waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: the parity lab says how the count changed, and which tiles the swap swapped', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const lab = page.getByTestId('parity-lab-3');
  await lab.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="parity-lab-3"][data-started="true"]').waitFor();
  const note = lab.getByTestId('parity-lab-3-note');
  // From the goal, 6 slides down into the blank, jumping over 7 and 8: both pairs become inverted.
  await lab.getByTestId('parity-lab-3-focus').focus();
  // An arrow with no tile to move says why, in place of the old words (it used to leave them up, silently).
  await page.keyboard.press('ArrowUp');
  assert.match((await note.textContent()) ?? '', /^No tile can move up: the blank is in the bottom row/);
  await page.keyboard.press('ArrowDown');
  assert.match((await note.textContent()) ?? '', /^6 moved down, jumping over 7, 8 in reading order: 2 pairs became inverted \(\+2\), so inversions \+2 \(0 → 2\), still even\.$/);
  // The swap names its tiles (the first two in reading order, skipping the blank) and the count before and after.
  await lab.getByTestId('parity-lab-3-swap').click();
  assert.match((await note.textContent()) ?? '', /^Tiles 1 and 2 \(the first two in reading order, skipping the blank\) were lifted out and put back swapped: inversions \+1 \(2 → 3\)/);
  await lab.getByTestId('parity-lab-3-swap').click();
  assert.match((await note.textContent()) ?? '', /^Tiles 2 and 1 .*inversions −1 \(3 → 2\)/);
  // A click on a tile that cannot move says so too.
  await lab.locator('.sb-tile[data-tile="1"]').click();
  assert.match((await note.textContent()) ?? '', /^Tile 1 cannot move: Only a tile next to the blank can slide/);
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: a link that names a step says at once that it is restoring that solve', async ({ page, errors }) => {
  // The default 15-puzzle: its solve first builds the databases, so the note stays a while.
  const solver = await openSlidingSolver(page, '?move=2', { settle: false });
  const note = solver.getByTestId('link-restoring');
  await note.waitFor();
  assert.match((await note.textContent()) ?? '', /^This page’s link names move 2 of the answer, so the page has jumped to the solver, which is solving the board again/);
  assert.ok(await note.isVisible());
  const top = await note.evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < (await page.evaluate(() => window.innerHeight)), `the note is on screen (top ${top})`);
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson: the lookup stepper builds the tables where the reader stands (progress, Escape cancels), then reads the solver\'s board', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const lookup = page.getByTestId('pdb-lookup');
  await lookup.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="pdb-lookup"][data-started="true"]').waitFor();
  const solverBoard = await page.getByTestId('sliding-solver').getAttribute('data-board');
  const press = lookup.getByTestId('pdb-lookup-solver-board');
  // Before the press, the stepper says what the press will do: build the tables here, then read the board.
  assert.match((await lookup.textContent()) ?? '', /The solver’s board \(end of the page\) is read from tables your browser builds at the first press/);
  // The first press starts the build here, with its progress and a Cancel; Escape stops it and says so.
  await press.click();
  const bar = lookup.getByTestId('pdb-lookup-build');
  await bar.waitFor();
  assert.match((await bar.textContent()) ?? '', /Building the pattern databases[\s\S]*Cancel or Escape stops it/);
  assert.equal(await press.getAttribute('aria-disabled'), 'true');
  await page.keyboard.press('Escape');
  await bar.waitFor({ state: 'detached' });
  assert.match((await lookup.getByTestId('pdb-lookup-note').textContent()) ?? '', /^Cancelled: the tables were not built/);
  // The next press builds them again and reads the solver's board from them, without leaving the stepper.
  await press.click();
  await page.locator('[data-testid="pdb-lookup"] .sl-small', { hasText: 'Looking up the solver’s board' }).waitFor({ timeout: 180_000 });
  assert.match((await lookup.textContent()) ?? '', /read just now from the tables your browser built/);
  assert.equal(await lookup.getByTestId('pdb-lookup-note').count(), 0);
  const parsed = parseSliding(solverBoard ?? '');
  assert.ok(parsed.ok && parsed.puzzle.size === 4, 'the solver opens on a 15-puzzle');
  assert.equal(await lookup.getByTestId('pdb-lookup-board').getAttribute('data-tiles'), parsed.puzzle.tiles.join(' '));
  assert.deepEqual(errors, []);
});
