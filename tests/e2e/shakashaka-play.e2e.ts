/**
 * The Shakashaka lesson's play island, as a reader uses it: a link restores
 * a hand-made position (a ◤ beside the corner 2 of the 3×3 board); Hint in
 * three presses with the words the same code gives under Node, Apply; a mark
 * set by key that the givens rule out, flagged by Check with its proof, and
 * undone; a triangle against the edge named as a broken rule at once;
 * undo; a click that only chooses a cell, a second that cycles it; "Explain
 * from here"; the island on a phone.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { UNKNOWN } from '../../src/inequalities/forcing';
import { checkPosition, playBoard } from '../../src/inequalities/play-check';
import { checkWords } from '../../src/ui/inequalities/play/hint-text';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { shakashakaPlayModel, SHAKASHAKA_PLAY_RULES } from '../../src/puzzles/shakashaka/play';
import { EMPTY, LR, UL, type CellState } from '../../src/puzzles/shakashaka/puzzle';
import { whiteCells } from '../../src/puzzles/shakashaka/vocabulary';
import { browserTest, siteUrl, waitAttr } from './harness';
import { expectCheck, expectExplain, expectFitsPhone, hintAndApply, openPlay } from './play-steps';
import { hydrated } from './hydrated';

const LESSON = '/lessons/shakashaka/';
// The lesson's first by-hand board (src/lessons/shakashaka/facts.ts), the play island's first too.
const parsed = parseShakashaka('2..\n...\n..2');
if (!parsed.ok) throw new Error(parsed.error.message);
const board = playBoard(shakashakaPlayModel(parsed.puzzle));
const { model } = board;

/** The values with white cell `k` (reading order) in `state`. */
function withState(values: readonly number[], k: number, state: CellState): number[] {
  return values.map((x, i) => (Math.floor(i / 5) === k ? (i % 5 === state ? 1 : 0) : x));
}
const cells = whiteCells(parsed.puzzle);
const cellId = (k: number) => `play-board-cell-${cells[k][0]}-${cells[k][1]}`;

browserTest('shakashaka lesson: play — a hint in three presses from the reader’s position, Apply, Check with a proof, a broken rule, Explain', async ({ page, errors }) => {
  // White cells: 0 is row 1, column 2 (beside the 2); 1 row 1, column 3.
  const start = withState(new Array<number>(model.variables.length).fill(UNKNOWN), 0, UL);
  const { play, ws } = await openPlay(page, LESSON, 'small', start);
  // The island starts with its focus on cell 0, which the reader has not chosen: a first click there only chooses it.
  await play.getByTestId(cellId(0)).click();
  await play.getByTestId('play-status').filter({ hasText: `${model.place(0)}: the triangle` }).waitFor();
  assert.equal(await ws.getAttribute('data-values'), start.join(' '), 'a first click on the starting cell changes nothing');
  const values = await hintAndApply(page, play, board, start);

  // A mark the givens rule out that breaks no rule yet, set by its key on the focused cell.
  const givens = board.givens();
  const wrong = Array.from({ length: model.variables.length / 5 }, (_, k) => k)
    .flatMap((k) => [0, 1, 2, 3, 4].map((s) => ({ k, s: s as CellState })))
    .find(({ k, s }) => values[5 * k + s] === UNKNOWN && givens.values[5 * k + s] === 0 && board.finder.firstBroken(withState(values, k, s)) < 0);
  assert.ok(wrong, 'some mark is ruled out by the givens alone without breaking a rule yet');
  await play.getByTestId(cellId(wrong.k)).focus();
  await page.keyboard.press(wrong.s === EMPTY ? 'w' : String(wrong.s));
  await waitAttr(page, ws, 'data-values', withState(values, wrong.k, wrong.s).join(' '));
  await expectCheck(page, play, board, withState(values, wrong.k, wrong.s));
  // Its proof's numbers are drawn on the board (a white disc, a bold black digit, at least 14 px tall at 1280 px) and said
  // in the cell's words, as many as the proof numbers, when the proof says "numbered on the board".
  const checked = checkWords(board.model, checkPosition(board, withState(values, wrong.k, wrong.s)), withState(values, wrong.k, wrong.s));
  const numbered = Object.entries(checked.badges);
  const drawn = play.getByTestId('play-board-badge');
  assert.equal(await drawn.count(), numbered.length);
  for (const [cell, text] of numbered) {
    const badge = play.locator(`[data-testid="play-board-badge"][data-badge-cell="${cell}"]`);
    assert.equal(((await badge.textContent()) ?? '').trim(), text);
    const box = (await badge.boundingBox())!;
    assert.ok(box.height >= 14, `badge ${text} is ${box.height} px tall`);
    assert.match((await play.getByTestId(cellId(Number(cell))).getAttribute('aria-label')) ?? '', new RegExp(`numbered ${text} in Check's proof`));
  }
  // After Check, Hint speaks of the mark put, not of a variable and its values, and names the inequality that settles it.
  await play.getByTestId('play-hint-button').click();
  await play.getByTestId('play-hint-wrong').waitFor();
  // Graded like any hint: which mark first, then (next press) the rule.
  assert.match((await play.getByTestId('play-hint-1').textContent()) ?? '', /Your mark at row \d, column \d cannot be right/);
  await play.getByTestId('play-hint-button').click();
  await play.getByTestId('play-hint-wrong').getByTestId('play-hint-2').waitFor();
  const hintWrong = (await play.getByTestId('play-hint-2').textContent()) ?? '';
  assert.match(hintWrong, /^At row \d, column \d you (put [◤◥◢◣]|marked it empty), but the givens (force|rule)/);
  assert.match(hintWrong, /The proof of that ends with (the inequality “|the sum of “)/);
  assert.doesNotMatch(hintWrong, / = [01]\b/);
  await play.getByTestId(cellId(wrong.k)).focus();
  await page.keyboard.press('Control+z');
  await waitAttr(page, ws, 'data-values', values.join(' '));

  // 3 puts ◢ on row 1, column 3: its white side faces the top edge, a rule broken at once.
  await play.getByTestId(cellId(1)).focus();
  await page.keyboard.press('3');
  await waitAttr(page, play.getByTestId('play-live'), 'data-tone', 'broken');
  const ruleWords = `Rule broken: ${SHAKASHAKA_PLAY_RULES.find((r) => r.code === 'whiteRectangle')!.words}`;
  assert.equal(await play.getByTestId('play-live').textContent(), ruleWords);
  assert.equal(await ws.getAttribute('data-values'), withState(values, 1, LR).join(' '));
  // Why, at once: the inequality that can no longer hold, in words (the one the position breaks first).
  const brokenId = board.finder.firstBroken(withState(values, 1, LR));
  const brokenText = (await play.getByTestId('play-broken-cells').textContent()) ?? '';
  assert.ok(brokenText.startsWith(`Inequality (${brokenId + 1}), “${model.constraints[brokenId].label}”, can no longer hold`), brokenText);
  // Check says the same with its proof; the rule is then said once on the island, not under the board too.
  await play.getByTestId('play-check-button').click();
  await play.getByTestId('play-check-headline').filter({ hasText: ruleWords }).waitFor();
  assert.equal(await play.getByTestId('play-live').textContent(), '');
  // The emptied line keeps no tone: the broken tone's double rule alone showed as a stray "||".
  assert.equal(await play.getByTestId('play-live').getAttribute('data-tone'), 'none');
  const said = (await play.textContent()) ?? '';
  assert.equal(said.split('Rule broken').length - 1, 1, 'the broken rule is named once');
  await page.keyboard.press('Control+z');
  await waitAttr(page, ws, 'data-values', values.join(' '));

  // A click on another cell only chooses it (for the mark buttons): its mark stays; a second click on it cycles.
  const open = cells.findIndex((_, k) => k !== 1 && [0, 1, 2, 3, 4].every((st) => values[5 * k + st] === UNKNOWN));
  assert.ok(open >= 0, 'some cell is still undecided');
  await play.getByTestId(cellId(open)).click();
  await play.getByTestId('play-status').filter({ hasText: `${model.place(open)}: undecided` }).waitFor();
  assert.equal(await ws.getAttribute('data-values'), values.join(' '), 'choosing a cell by click changes nothing');
  await play.getByTestId(cellId(open)).click();
  await waitAttr(page, ws, 'data-values', withState(values, open, EMPTY).join(' '));
  await page.keyboard.press('Control+z');
  await waitAttr(page, ws, 'data-values', values.join(' '));
  // An arrow key moves the focus, and the status line then speaks of the cell in focus, not the one marked last.
  // Some arrow leads off the cell (an edge or a black cell may stop the others).
  let moved = NaN;
  for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp']) {
    await play.getByTestId(cellId(open)).focus();
    await page.keyboard.press(key);
    const at = await page.evaluate(() => document.activeElement?.closest('[data-cell]')?.getAttribute('data-cell') ?? null);
    if (at !== null && Number(at) !== open) {
      moved = Number(at);
      break;
    }
  }
  assert.ok(Number.isInteger(moved) && moved !== open, 'the arrow moved the focus to another cell');
  await play.getByTestId('play-status').filter({ hasText: `${model.place(moved)}: ` }).waitFor();

  await expectExplain(page, play, board, values);
  await expectFitsPhone(page, play);
  // On a phone the pinned board takes at most about a quarter of the screen's height (it was a third).
  const pinned = (await play.locator('.play-board-stick').boundingBox())!;
  assert.ok(pinned.height <= 0.3 * 844, `the pinned board is ${Math.round(pinned.height)}px high`);
  assert.deepEqual(errors, []);
});

browserTest('shakashaka lesson: play — after a hint, the board’s keys pressed at the Hint button go to the hinted cell', async ({ page, errors }) => {
  const start = withState(new Array<number>(model.variables.length).fill(UNKNOWN), 0, UL);
  const { play, ws } = await openPlay(page, LESSON, 'small', start);
  await play.getByTestId('play-hint-button').click();
  await waitAttr(page, play.getByTestId('play-hint'), 'data-level', '1');
  // The board's cursor is on the first hatched cell, so Tab and the keys reach it.
  const hinted = play.locator('[data-testid^="play-board-cell-"][data-highlighted="true"]').first();
  const k = Number(await hinted.getAttribute('data-cell'));
  await waitAttr(page, play.locator(`[data-cell="${k}"]`), 'data-selected', 'true');
  // The focus is still on the Hint button (a screen reader stays with the hint's words); an arrow key moves it to that cell.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'play-hint-button');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction((cell) => document.activeElement?.getAttribute('data-cell') === String(cell), k);
  assert.equal(await ws.getAttribute('data-values'), start.join(' '), 'the arrow only brought the focus to the board');
  // A mark key at the Hint button sets that mark on the hinted cell.
  await play.getByTestId('play-hint-button').click();
  await page.keyboard.press('e');
  await waitAttr(page, ws, 'data-values', withState(start, k, EMPTY).join(' '));
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-cell')), String(k));
  // After Apply the focus is on the cell the hint settled, not lost with the Apply button.
  await page.keyboard.press('Control+z');
  await waitAttr(page, ws, 'data-values', start.join(' '));
  await hintAndApply(page, play, board, start);
  await page.waitForFunction(() => document.activeElement?.hasAttribute('data-cell') === true);
  assert.deepEqual(errors, []);
});

/** Opens Play on the 5×5 by-hand board with nothing marked, presses Explain from here and returns its stepper. */
async function explainPairsBoardFromNothing(page: Page) {
  const pairs = parseShakashaka('.....\n01..1\n.....\n..2..\n.....');
  if (!pairs.ok) throw new Error(pairs.error.message);
  const empty = new Array<number>(shakashakaPlayModel(pairs.puzzle).variables.length).fill(UNKNOWN);
  const { play } = await openPlay(page, LESSON, 'pairs', empty);
  await play.getByTestId('play-explain-button').click();
  const steps = play.getByTestId('play-explain-steps');
  await steps.waitFor();
  return steps;
}

browserTest('shakashaka lesson: play — Explain from here shows the step’s board beside its words, above them on a phone, and a sum of two under a rule', async ({ page, errors }) => {
  // The 5×5 by-hand board from nothing marked: its steps include sums of two.
  const steps = await explainPairsBoardFromNothing(page);
  // Step on to the first sum of two.
  const status = steps.getByTestId('stepper-play-step-status');
  for (let k = 0; k < 400 && (await steps.getByTestId('play-explain-sum').count()) === 0; k++) {
    const before = await status.textContent();
    await steps.getByTestId('stepper-play-step-forward').click();
    await page.waitForFunction(([el, was]) => el!.textContent !== was, [await status.elementHandle(), before] as const);
  }
  const sum = steps.getByTestId('play-explain-sum');
  assert.equal(await sum.count(), 1, 'the method adds two inequalities somewhere');
  // The worked example's layout: the total under a rule (a top border on the last row's cells).
  const ruled = await sum.evaluate((el) => [...el.querySelectorAll('.formula-sum mtr:last-child > mtd')].some((td) => parseFloat(getComputedStyle(td).borderTopWidth) > 0));
  assert.ok(ruled, 'a rule runs above the total');
  const box = async (id: string) => (await steps.getByTestId(id).boundingBox())!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const board = await box('play-explain-board-box');
    const words = await box('play-explain-step');
    if (width === 1280) {
      assert.ok(board.x + board.width <= words.x + 1, `1280px: the board is left of the step's words (${board.x + board.width} > ${words.x})`);
      assert.ok(Math.abs(board.y - words.y) < 40, `1280px: the board starts level with the words (${board.y} vs ${words.y})`);
    } else {
      assert.ok(board.y + board.height <= words.y + 1, `390px: the board comes before the step's words (${board.y + board.height} > ${words.y})`);
    }
  }
  assert.deepEqual(errors, []);
});

browserTest('shakashaka lesson: play on a phone — “Next step that decides a cell” in Explain from here brings the board into view', async ({ page, errors }) => {
  // The 5×5 by-hand board from nothing marked: the method's steps from there include steps that decide no cell.
  const steps = await explainPairsBoardFromNothing(page);
  const next = steps.getByTestId('play-explain-landmark-next');
  const board = steps.getByTestId('play-explain-board-box');
  for (let k = 0; k < 2; k++) {
    // The button low on the screen, as a reader reaches it by scrolling: the board under the step's words is then below it.
    await next.evaluate((b) => b.scrollIntoView({ block: 'end' }));
    const before = (await board.boundingBox())!;
    assert.ok(before.y + before.height > 844, `the board starts out below the screen (its bottom at ${Math.round(before.y + before.height)})`);
    const status = steps.getByTestId('stepper-play-step-status');
    const at = await status.textContent();
    await next.click();
    await page.waitForFunction(([el]) => {
      const r = (el as HTMLElement).getBoundingClientRect();
      // Brought up by as little as needed, its bottom lands on the screen's bottom edge, to a fraction of a pixel.
      return r.top >= 0 && r.bottom <= window.innerHeight + 1;
    }, [await board.elementHandle()] as const);
    assert.notEqual(await status.textContent(), at, 'the step moved');
  }
  assert.deepEqual(errors, []);
}, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

browserTest('shakashaka lesson: play — N and P move Explain from here’s steps wherever focus is in the play island', async ({ page, errors }) => {
  // A reader pressed N with focus still on “Explain from here” and nothing moved: the keys now answer island-wide.
  const pairs = parseShakashaka('.....\n01..1\n.....\n..2..\n.....');
  if (!pairs.ok) throw new Error(pairs.error.message);
  const empty = new Array<number>(shakashakaPlayModel(pairs.puzzle).variables.length).fill(UNKNOWN);
  const { play, ws } = await openPlay(page, LESSON, 'pairs', empty);
  await play.getByTestId('play-explain-button').click();
  const steps = play.getByTestId('play-explain-steps');
  await steps.waitFor();
  const status = steps.getByTestId('stepper-play-step-status');
  const next = (await steps.getByTestId('play-explain-landmark-next').textContent())!.match(/\(step (\d+)\)/)![1];
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'play-explain-button');
  const at0 = await status.textContent();
  await page.keyboard.press('n');
  await page.waitForFunction(([el, before]) => el!.textContent !== before, [await status.elementHandle(), at0] as const);
  assert.match((await status.textContent()) ?? '', new RegExp(`\\b${next}\\b`));
  // From a cell of the play board too (N and P are no mark's key): N on to the next landmark, P back to the first,
  // and the board is unchanged.
  const values = await ws.getAttribute('data-values');
  await play.getByTestId('play-stick').locator('[data-cell]').first().focus();
  const at1 = await status.textContent();
  await page.keyboard.press('n');
  await page.waitForFunction(([el, before]) => el!.textContent !== before, [await status.elementHandle(), at1] as const);
  await page.keyboard.press('p');
  await page.waitForFunction(([el, before]) => el!.textContent === before, [await status.elementHandle(), at1] as const);
  assert.equal(await ws.getAttribute('data-values'), values);
  assert.deepEqual(errors, []);
});

browserTest('shakashaka lesson: play — a tap on a cell made before the island started only chooses it; the mark tapped next marks it', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  // Far above the play island, which has not started: a tap on its cell is held and played again once it runs.
  const island = page.locator('astro-island:has([data-testid="play"])').first();
  assert.equal(await island.locator('[data-testid="play"]').getAttribute('data-started'), 'false');
  const k = 1;
  await island.locator(`[data-testid="${cellId(k)}"]`).evaluate((el) => {
    el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
  });
  const play = hydrated(page, 'play', '[data-started="true"]');
  await play.waitFor();
  const ws = play.getByTestId('play-workspace');
  const open = new Array<number>(model.variables.length).fill(UNKNOWN);
  await waitAttr(page, play.getByTestId(cellId(k)), 'aria-pressed', 'true');
  assert.equal(await ws.getAttribute('data-values'), open.join(' '), 'the early tap chose the cell and marked nothing');
  await play.getByTestId('play-mark-t2').click();
  await waitAttr(page, ws, 'data-values', withState(open, k, 2).join(' '));
  assert.deepEqual(errors, []);
});
