/**
 * The sliding lesson's help from the reader's own position and the 6-6-3
 * lookup stepper, as a reader uses them: slide a tile, ask for a Hint (the
 * move named must be next to the blank and the length must be the true
 * distance, found here by an independent BFS), Solve from here by keyboard to
 * the goal, cancel a long one with Escape, no hint on an unsolvable board;
 * a hint overtaken by a move says it was dropped, and a press clears the note on a key that moved nothing;
 * the lookup stepper walks to the larger sum; the cost table fits a phone.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { bfsDistance } from '../cli/sliding-referee';
import { openFoldOf, openSlidingSolver, SLIDING_LESSON } from './sliding-solver';
import { browserTest, siteUrl } from './harness';
import { cutOffProblems } from './reading-checks';

const LESSON = SLIDING_LESSON;
/** A 15-puzzle position 80 moves from the goal: no search finishes it in a test. */
const FAR = '_ 12 9 13 / 15 11 10 14 / 3 7 2 5 / 4 8 6 1';
const SWAPPED = '1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 15 14 _';


async function tilesOf(board: Locator): Promise<number[]> {
  return ((await board.getAttribute('data-tiles')) ?? '').split(' ').map(Number);
}

function nextToBlank(tiles: number[], size: number): number[] {
  const hole = tiles.indexOf(0);
  return tiles.filter((_, c) => Math.abs(Math.floor(c / size) - Math.floor(hole / size)) + Math.abs((c % size) - (hole % size)) === 1);
}

browserTest('sliding play mode: Hint names a move next to the blank with the true distance, Solve from here plays to the goal by keyboard', async ({ page, errors }) => {
  const solver = await openSlidingSolver(page);
  const play = solver.getByTestId('play');
  const board = play.getByTestId('play-board');
  // The card's caption, right under its heading and above the board: what the reader can do, and where Hint starts from.
  const caption = solver.getByTestId('play-caption');
  assert.equal(await caption.evaluate((el) => el.previousElementSibling?.id), 'sl-h-play');
  assert.ok((await caption.boundingBox())!.y + (await caption.boundingBox())!.height <= (await board.boundingBox())!.y);
  assert.match(((await caption.textContent()) ?? '').replace(/\s+/g, ' '),
    /^Slide the tiles to the goal yourself\. Hint and Solve from here start from your board as it is now, not from the start board: Hint names the next move of a shortest solution from there, and why; Solve from here plays them all, one by one, until you pause it\.$/);
  // One move of the reader's own, by keyboard: the hint must start from this board, not the example's.
  await play.getByTestId('play-board-focus').focus();
  const before = await tilesOf(board);
  await page.keyboard.press('ArrowDown');
  const mine = await tilesOf(board);
  assert.notDeepEqual(mine, before);
  const distance = bfsDistance(mine, 4);
  assert.ok(distance !== null);

  // Before any hint: the panel says which estimate Hint searches with (part 3's choice does not apply to it).
  const note = (await play.getByTestId('play-help-estimate-note').textContent()) ?? '';
  assert.match(note, /Hint and Solve from here both search with the pattern databases, whatever part 3 uses/);
  // Who builds the tables, as it happens: part 3 on screen (the solver is scrolled to), not only a press here.
  assert.doesNotMatch(note, /The first press builds them/);
  if (!/quickly\.$/.test(note)) assert.match(note, /Part 3 builds them \(once per visit\) when it comes on screen; a press before they are ready builds them itself\.$/);
  await play.getByTestId('play-help-hint').focus();
  await page.keyboard.press('Enter');
  const words = play.getByTestId('play-help-words');
  await words.waitFor({ timeout: 120_000 });
  const text = (await words.textContent()) ?? '';
  const tile = Number(await words.getAttribute('data-tile'));
  assert.ok(nextToBlank(mine, 4).includes(tile), `hint names ${tile}, not next to the blank`);
  assert.match(text, new RegExp(`^Slide ${tile} (up|down|left|right): it starts a shortest solution of ${distance} moves`));
  assert.match(text, /says at least \d+ moves? remain/);

  // The board outlines the hinted tile and draws the dashed arrow into the blank; a second press on the same
  // board says why the advice is the same, and offers to make the move.
  assert.equal(await board.getByTestId('hint-arrow').count(), 1);
  // The marks' words say where the board shows the hint, without naming the move again (the hint's words do).
  assert.match((await play.getByTestId('play-hint-mark').textContent()) ?? '', /dashed outline/);
  assert.doesNotMatch((await play.getByTestId('play-hint-mark').textContent()) ?? '', /slide \d+/);
  // Hint says which estimate it searches with (the databases), whatever part 3 uses.
  assert.equal(await play.getByTestId('play-help-estimate-note').count(), 0, 'the note goes once a hint is on screen');
  await play.getByTestId('play-help-hint').focus();
  await page.keyboard.press('Enter');
  assert.match((await play.getByTestId('play-help-repeat').textContent()) ?? '', /^Same board, so the same advice \(you have pressed Hint 2 times on this board\):$/);
  // The move itself is said once in the panel (the hint's words), not again in the repeat line.
  assert.equal(((await play.textContent()) ?? '').match(new RegExp(`Slide ${tile} (up|down|left|right):`, 'g'))?.length, 1);
  assert.ok(await play.getByTestId('play-help-make-move').isVisible());
  // The last move is labelled with the way it went.
  assert.match((await play.getByTestId('play-last-move').textContent()) ?? '', /^Last move: \d+ (up|down|left|right) /);
  // The hint's solve built the databases: the lesson's sentence about their cost now says how long that took here.
  const buildTime = page.getByTestId('pdb-build-time');
  await openFoldOf(page, 'pdb-build-time');
  await buildTime.scrollIntoViewIfNeeded();
  await page.waitForFunction((el) => /^\d+\.\d s on this device, on this visit\.$/.test(el?.textContent ?? ''), await buildTime.elementHandle());

  // Solve from here: the same answer is reused and plays by itself, saying so; Escape pauses it, the keyboard
  // then plays one move, then the rest. (The count is read after the pause: how many moves played first is timing.)
  await play.getByTestId('play-help-solve').focus();
  await page.keyboard.press('Enter');
  await play.locator('[data-testid="play-help-progress-words"][data-playing="true"]').waitFor();
  assert.match((await play.getByTestId('play-help-progress-words').textContent()) ?? '', /^Solve from here is playing the shortest solution, a move every [\d.]+ s: .* Pause or Escape stops it\.$/);
  await page.keyboard.press('Escape');
  await play.locator('[data-testid="play-help-progress-words"][data-playing="false"]').waitFor();
  const paused = Number(await play.getAttribute('data-moves')) - 1;
  assert.ok(paused < distance, 'Escape paused it before the goal');
  assert.match((await play.getByTestId('play-help-progress-words').textContent()) ?? '', new RegExp(`^Solve from here, paused: ${paused} of ${distance} moves`));
  await play.getByTestId('play-help-next').focus();
  await page.keyboard.press('Enter');
  assert.equal(await play.getAttribute('data-moves'), String(paused + 2));
  assert.match((await play.getByTestId('play-help-progress-words').textContent()) ?? '', new RegExp(`^Solve from here, paused: ${paused + 1} of ${distance} moves`));
  await play.getByTestId('play-help-play-all').focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="play"][data-solved="true"]').waitFor({ timeout: 30_000 });
  assert.equal(await play.getAttribute('data-moves'), String(1 + distance));
  // The two messages at the goal agree: the solver's finish was played, and the verdict says what it proves
  // (shortest from the reader's board), not "Press Solve" as if nothing were known.
  assert.match((await play.getByTestId('play-help-progress-words').textContent()) ?? '', new RegExp(`^Solve from here: played all ${distance} moves of the shortest solution`));
  const solved = (await play.getByTestId('play-solved').textContent()) ?? '';
  assert.match(solved, new RegExp(`Your first 1 move, then the solver’s ${distance} moves: a shortest finish from there`));
  assert.doesNotMatch(solved, /Press Solve/);
  assert.deepEqual(errors, []);
});

browserTest('sliding play mode: Escape cancels a Hint that searches long; an unsolvable board gets the parity rule, not a hint', async ({ page, errors }) => {
  let solver = await openSlidingSolver(page, `?board=${encodeURIComponent(FAR)}`);
  let play = solver.getByTestId('play');
  await play.getByTestId('play-help-hint').click();
  await page.locator('[data-testid="play-help"][data-phase="solving"], [data-testid="play-help"][data-phase="preparing"]').waitFor();
  await page.keyboard.press('Escape');
  await play.getByTestId('play-help-cancelled').waitFor();
  assert.equal(await play.getByTestId('play-help').getAttribute('data-phase'), 'cancelled');

  solver = await openSlidingSolver(page, `?board=${encodeURIComponent(SWAPPED)}`);
  play = solver.getByTestId('play');
  assert.match((await play.getByTestId('play-help-unsolvable').textContent()) ?? '', /^No hint: this board cannot be solved\./);
  assert.equal(await play.getByTestId('play-help-hint').count(), 0);
  assert.deepEqual(errors, []);
});

browserTest('sliding play mode: a Hint press clears the note on a move that did nothing; a hint overtaken by a move says it was dropped', async ({ page, errors }) => {
  const solver = await openSlidingSolver(page, `?board=${encodeURIComponent(FAR)}`);
  const play = solver.getByTestId('play');
  const board = play.getByTestId('play-board');
  // The blank is top left: no tile above it to slide down, so ArrowDown moves nothing and says why.
  await play.getByTestId('play-board-focus').focus();
  await page.keyboard.press('ArrowDown');
  const stuck = play.getByTestId('play-stuck');
  assert.match((await stuck.textContent()) ?? '', /^No tile can move down/);
  // The next action, a Hint press, clears that note: it is about a press before, not about the hint.
  await play.getByTestId('play-help-hint').click();
  assert.equal((await stuck.textContent()) ?? '', '');
  await page.locator('[data-testid="play-help"][data-phase="solving"], [data-testid="play-help"][data-phase="preparing"]').waitFor();
  // A move while the hint searches (80 moves away: it is still searching) drops it, and the words say so.
  const tile = nextToBlank(await tilesOf(board), 4)[0];
  await board.locator(`[data-tile="${tile}"] [role="button"]`).click();
  const dropped = play.getByTestId('play-help-dropped');
  await dropped.waitFor();
  assert.match((await dropped.textContent()) ?? '', /^You moved before the hint was ready, so it was dropped \(it was for the board before your move\): press Hint again for this one\.$/);
  assert.equal(await play.getByTestId('play-help').getAttribute('data-phase'), 'idle');
  // Asking again takes the words away.
  await play.getByTestId('play-help-hint').click();
  assert.equal(await dropped.count(), 0);
  await page.keyboard.press('Escape');
  assert.deepEqual(errors, []);
});

browserTest('sliding play mode: the reader\'s moves go into the link, and a link with moves reopens that position', async ({ page, errors }) => {
  const near = '1 2 3 / 4 5 6 / 7 _ 8';
  let solver = await openSlidingSolver(page, `?board=${encodeURIComponent(near)}`);
  let play = solver.getByTestId('play');
  assert.equal(new URL(page.url()).searchParams.get('played'), null, 'opening the page writes no moves');
  // The link is written in an effect after the move's render: wait for it rather than read it at once.
  const playedInLink = (want: string | null) =>
    page.waitForFunction((w) => new URLSearchParams(location.search).get('played') === w, want, { timeout: 10_000 });
  await play.locator('[data-tile="5"] [role="button"]').click();
  await playedInLink('5');
  assert.equal(new URL(page.url()).searchParams.get('played'), '5');
  await play.getByTestId('play-undo').click();
  await playedInLink(null);
  assert.equal(new URL(page.url()).searchParams.get('played'), null, 'undoing the only move drops the key');

  // A copied link replays its moves on its board: here the one move that solves it.
  solver = await openSlidingSolver(page, `?board=${encodeURIComponent(near)}&played=8`);
  play = solver.getByTestId('play');
  await page.locator('[data-testid="play"][data-moves="1"]').waitFor();
  assert.equal(await play.getAttribute('data-solved'), 'true');

  // A move that cannot be made stops the replay, and a sentence says which one and why.
  solver = await openSlidingSolver(page, `?board=${encodeURIComponent(near)}&played=5-1`);
  play = solver.getByTestId('play');
  await page.locator('[data-testid="play"][data-moves="1"]').waitFor();
  assert.match((await play.getByTestId('play-link-problem').textContent()) ?? '', /stop at move 2: tile 1 is not next to the blank there/);
  assert.deepEqual(errors, []);
});

browserTest('sliding play mode: moves along the solver\'s plan made by hand are credited to the reader', async ({ page, errors }) => {
  const solver = await openSlidingSolver(page, `?board=${encodeURIComponent('1 2 3 / 4 5 6 / _ 7 8')}`);
  const play = solver.getByTestId('play');
  // One move of the reader's own (away from the goal), then "Solve from here", then its plan followed by tapping tiles.
  await play.locator('[data-tile="4"] [role="button"]').click();
  await play.getByTestId('play-help-solve').click();
  // It plays by itself: Escape pauses it; the moves its timer played before that are the buttons', not the reader's.
  await play.locator('[data-testid="play-help-progress-words"][data-playing="true"]').waitFor({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await play.getByTestId('play-help-next').waitFor();
  const byButtons = Number(await play.getAttribute('data-moves')) - 1;
  let done = 0;
  while ((await play.getAttribute('data-solved')) !== 'true') {
    const next = Number(((await play.getByTestId('play-help-next').textContent()) ?? '').match(/slide (\d+)/)?.[1]);
    await play.locator(`[data-tile="${next}"] [role="button"]`).click();
    done++;
    await page.locator(`[data-testid="play"][data-moves="${1 + byButtons + done}"]`).waitFor();
  }
  const solved = (await play.getByTestId('play-solved').textContent()) ?? '';
  assert.ok(done > 0, 'the reader slid some of the plan by hand');
  assert.match(solved, byButtons === 0
    ? new RegExp(`Your first 1 move, then you followed the solver’s plan for the last ${done} moves: a shortest finish`)
    : new RegExp(`Your first 1 move, then the solver’s plan for the last ${byButtons + done} moves \\(you slid ${done} by hand, its buttons played ${byButtons}\\): a shortest finish`));
  assert.doesNotMatch(solved, /then the solver’s \d+ moves/);
  assert.deepEqual(errors, []);
});

browserTest(
  'sliding lesson on a phone: the 6-6-3 lookup stepper walks by keyboard to the larger sum, and the cost table fits',
  async ({ page, errors }) => {
    await page.goto(`${await siteUrl()}${LESSON}`);
    const lookup = page.getByTestId('pdb-lookup');
    await lookup.scrollIntoViewIfNeeded();
    await page.locator('[data-testid="pdb-lookup"][data-started="true"]').waitFor();
    await lookup.getByTestId('stepper-lookup-forward').focus();
    assert.match((await lookup.getByTestId('pdb-lookup-what').textContent()) ?? '', /^Split the 15 tiles into three groups/);
    // The first group's step: its own tiles marked, its number, and a reason.
    await page.keyboard.press('Enter');
    assert.match((await lookup.getByTestId('pdb-lookup-what').textContent()) ?? '', /^Look up the database of tiles \{1, 5, 6, 9, 10, 13\}/);
    assert.match((await lookup.getByTestId('pdb-lookup-why').textContent()) ?? '', /^Why: /);
    // The entry is checked against what the reader can count: the group's Manhattan distances, shown as badges.
    assert.match((await lookup.getByTestId('pdb-lookup-check').textContent()) ?? '', /the Manhattan distances of tiles 1, 5, 6, 9, 10, 13: \d+( \+ \d+){5} = \d+/);
    await lookup.getByTestId('stepper-lookup-last').focus();
    await page.keyboard.press('Enter');
    const last = (await lookup.getByTestId('pdb-lookup-what').textContent()) ?? '';
    assert.match(last, /Keep the larger sum: max\(\d+, \d+\) = \d+\./);
    assert.match((await lookup.getByTestId('pdb-lookup-why').textContent()) ?? '', /Both sums are admissible/);
    // The stepper opens on a Korf board whose two sums differ: the last step keeps the larger.
    const [, a, b, max] = last.match(/max\((\d+), (\d+)\) = (\d+)/) ?? [];
    assert.notEqual(a, b);
    assert.equal(Number(max), Math.max(Number(a), Number(b)));

    // The cost table (on the main path) fits the phone's width: nothing to scroll sideways.
    const table = page.getByTestId('heuristic-cost-table');
    assert.equal(await table.evaluate((el) => el.closest('details') === null), true, 'the cost table is in a fold');
    await table.scrollIntoViewIfNeeded();
    const { sw, cw } = await table.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth }));
    assert.ok(sw <= cw + 1, `the cost table is ${sw - cw}px wider than its box`);
    assert.deepEqual(await cutOffProblems(page), []);
    assert.deepEqual(errors, []);
  },
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
);

browserTest('sliding play mode: after Hint, an Undo onto the plan is not counted as a move of it (Solve from here counts from the board reached)', async ({ page, errors }) => {
  const solver = await openSlidingSolver(page);
  const play = solver.getByTestId('play');
  const board = play.getByTestId('play-board');
  const example = await tilesOf(board);
  const distance = bfsDistance(example, 4);
  assert.ok(distance !== null);
  // A detour of one move, a Hint on it (its plan starts by undoing the detour), then Undo instead.
  await play.locator('[data-tile="14"] [role="button"]').click();
  assert.match((await play.getByTestId('play-last-move').textContent()) ?? '', /^Last move: 14 left /);
  await play.getByTestId('play-help-hint').click();
  await play.getByTestId('play-help-words').waitFor({ timeout: 120_000 });
  await play.getByTestId('play-undo').click();
  assert.equal(await play.getAttribute('data-moves'), '0');
  await play.getByTestId('play-help-solve').click();
  await play.locator('[data-testid="play-help-progress-words"][data-playing="true"]').waitFor();
  await page.keyboard.press('Escape');
  await play.locator('[data-testid="play-help-progress-words"][data-playing="false"]').waitFor();
  // The count starts at the reader's board: only the moves played since count, and the button offers the next.
  const played = Number(await play.getAttribute('data-moves'));
  assert.ok(played < distance);
  assert.match((await play.getByTestId('play-help-progress-words').textContent()) ?? '', new RegExp(`^Solve from here, paused: ${played} of ${distance} moves of the shortest solution played`));
  assert.match((await play.getByTestId('play-help-next').textContent()) ?? '', new RegExp(`^Play move ${played + 1}: slide \\d+$`));
  const words = (await play.getByTestId('play-help-words').textContent()) ?? '';
  assert.match(words, new RegExp(`a shortest solution of ${distance - played} moves? from here \\(the rest of a shortest solution is itself shortest\\)`));
  assert.deepEqual(errors, []);
});
