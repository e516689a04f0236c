/**
 * Akari lesson, the places readers got lost in: the model explorer's box
 * shows several of a cell's inequalities at once and says how many, without
 * moving the page; the by-hand list and Apply are in reading order for Tab
 * (list, then Apply, and back with Shift+Tab); and the forcing rule is worked
 * on the example board on the main path, its settled cells drawn. Expected
 * values come from the model and the lesson's facts run here, never typed in.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseAkari } from '../../src/puzzles/akari/format';
import { buildAkariModel } from '../../src/puzzles/akari/model';
import { firstForcing } from '../../src/lessons/akari/first-forcing';
import { firstAtMostForcing } from '../../src/lessons/akari/first-at-most';
import { firstForcing as firstHandForcing, forceByHand, inequalitiesOf, initHand, isDone } from '../../src/inequalities/hand-state';
import { browserTest, siteUrl, waitAttr } from './harness';
import { hydrated } from './hydrated';
import type { Locator, Page } from 'playwright-core';

const LESSON = '/lessons/akari/';
const parsed = parseAkari(readFileSync('content/examples/akari/tricky-7x7.txt', 'utf8').trim());
if (!parsed.ok) throw new Error(parsed.error.message);
const puzzle = parsed.puzzle;
const model = buildAkariModel(puzzle);
/** The cell in the most inequalities: the longest list the explorer's box shows. */
const busiest = model.variables
  .map((_, v) => ({ v, n: model.constraints.filter((c) => c.inequality.vars.includes(v)).length }))
  .reduce((a, b) => (b.n > a.n ? b : a));

/** The lesson's first board, the inequality explorer, started and on screen at 1280 px. */
async function openExplorer(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${await siteUrl()}${LESSON}`);
  const explorer = hydrated(page, 'lesson-model').first();
  await page.getByTestId('lesson-model').first().scrollIntoViewIfNeeded();
  await explorer.waitFor();
  return explorer;
}

browserTest('akari lesson: the explorer box shows six or more of a cell’s inequalities, says how many, and does not move the page', async ({ page, errors }) => {
  const explorer = await openExplorer(page);
  const heightBefore = await page.evaluate(() => document.body.scrollHeight);
  const { row, col } = model.variables[busiest.v];
  await explorer.getByTestId(`lesson-model-board-cell-${row}-${col}`).click();
  await explorer.getByTestId('lesson-model-marked').waitFor();
  const sign = explorer.getByTestId('lesson-model-in-view');
  await page.waitForFunction(() => /in view/.test(document.querySelector('[data-testid="lesson-model-in-view"]')?.textContent ?? ''));
  const words = (await sign.textContent()) ?? '';
  const m = /^(\d+) of (\d+) in view: scroll the box for the rest\.$/.exec(words) ?? /^All (\d+) in view\.$/.exec(words);
  assert.ok(m, words);
  const shown = Number(m[1]);
  assert.ok(shown >= 6, `only ${shown} rows in view`);
  if (m[2]) assert.equal(Number(m[2]), busiest.n);
  // The sign is true: that many rows lie wholly inside the box.
  const inside = await explorer.getByTestId('lesson-model-detail').evaluate((box) => {
    const b = box.getBoundingClientRect();
    return [...box.querySelectorAll('li')].filter((li) => li.getBoundingClientRect().bottom <= b.bottom + 1).length;
  });
  assert.equal(inside, shown);
  // Pointing at one says it in words above the box.
  await explorer.getByTestId('lesson-model-marked').locator('button').first().hover();
  await page.waitForFunction(() => /^\(\d+\), .+\. Its cells: thick blue border/.test(document.querySelector('[data-testid="lesson-model-status"]')?.textContent ?? ''));
  assert.equal(await page.evaluate(() => document.body.scrollHeight), heightBefore);
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: the explorer works as its words say by keyboard: Tab to a cell, Enter keeps its list, Escape lets go', async ({ page, errors }) => {
  const explorer = await openExplorer(page);
  const status = explorer.getByTestId('lesson-model-status');
  assert.match((await status.textContent()) ?? '', /Tab to it and press Enter/);
  // The board's one Tab stop is its first white cell.
  const first = model.variables[0];
  const cell = explorer.getByTestId(`lesson-model-board-cell-${first.row}-${first.col}`);
  await cell.focus();
  await page.keyboard.press('Enter');
  await explorer.getByTestId('lesson-model-marked').waitFor();
  const listed = model.constraints.filter((c) => c.inequality.vars.includes(0)).length;
  assert.equal(await explorer.getByTestId('lesson-model-marked').locator('li').count(), listed);
  // Leaving the cell keeps the list (Enter chose it), so Tab can reach its inequalities.
  await page.keyboard.press('Tab');
  assert.equal(await explorer.getByTestId('lesson-model-marked').locator('li').count(), listed);
  await page.keyboard.press('Escape');
  await explorer.getByTestId('lesson-model-marked').waitFor({ state: 'detached' });
  assert.match((await status.textContent()) ?? '', /^Point at or tap a cell/);
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: by hand, Tab goes from the list to Apply and Shift+Tab back, at both widths', async ({ page, errors }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${await siteUrl()}${LESSON}`);
    await page.getByTestId('by-hand').first().scrollIntoViewIfNeeded();
    const hand = hydrated(page, 'by-hand').first();
    await hand.waitFor();
    const first = firstHandForcing(initHand(model))!;
    const item = hand.getByTestId(`hand-item-${first.id}`);
    await item.focus();
    await page.keyboard.press('Enter');
    await waitAttr(page, hand.getByTestId('hand-result'), 'data-verdict', 'forces');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'hand-apply', `width ${width}`);
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), `hand-item-${first.id}`, `width ${width}`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await waitAttr(page, hand.getByTestId('hand-workspace'), 'data-steps', '1');
  }
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: the forcing rule on the example board is on the main path, an at-least and an at-most step, their settled cells drawn', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const figs = page.getByTestId('forcing-on-board');
  assert.equal(await figs.count(), 2, 'two worked steps: an at-least and an at-most inequality');
  const label = async (fig: typeof figs) => (await fig.locator('svg[aria-label], [role="img"][aria-label]').first().getAttribute('aria-label')) ?? '';
  const inNumber = (l: string) => `\\${l.slice(0, -1)}\\)`;

  const fig = figs.nth(0);
  assert.equal(await fig.evaluate((f) => f.closest('details') === null), true);
  const step = firstForcing(puzzle);
  const text = (await fig.textContent()) ?? '';
  assert.match(text, new RegExp(`uses ${inNumber(step.label)}`));
  // The slack is defined here, with its number: M − r.
  assert.match(text, new RegExp(`M − r = ${step.slack}, is the slack`));
  // A static drawing: the board's own label names the inequality and how many cells it settled.
  assert.match(await label(fig), new RegExp(`after the first forcing step: the cells of ${inNumber(step.label)} bordered, the ${step.forced.length} it settled outlined`));

  // The at-most step: flipped to ≥ form on the page, the known lamp filled in, the slack beaten by a −1.
  const most = figs.nth(1);
  assert.equal(await most.evaluate((f) => f.closest('details') === null), true);
  const atMost = firstAtMostForcing(puzzle);
  const mostText = (await most.textContent()) ?? '';
  assert.match(mostText, new RegExp(`Step ${atMost.step} uses ${inNumber(atMost.label)}`));
  // The steps are told in order: each earlier step (after the first, shown above) before the step itself.
  const stepsSaid = [...mostText.matchAll(/Step (\d+) uses/g)].map((m) => Number(m[1]));
  assert.deepEqual(stepsSaid, Array.from({ length: atMost.step - 1 }, (_, i) => i + 2));
  assert.match(mostText, /multiplying both sides by −1, which flips each sign and the direction/);
  assert.match(mostText, new RegExp(`so the slack is ${atMost.slack}\\.`));
  assert.match(await label(most), new RegExp(`after forcing step ${atMost.step}: the cells of ${inNumber(atMost.label)} bordered, the ${atMost.forced.length} it settled outlined`));
  assert.deepEqual(errors, []);
});

browserTest('akari lesson: by hand, “Force to fixpoint” by keyboard applies every forcing step, each listed, and a finished inequality says it can force nothing', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await page.getByTestId('by-hand').first().scrollIntoViewIfNeeded();
  const hand = hydrated(page, 'by-hand').first();
  await hand.waitFor();
  const walked = forceByHand(initHand(model));
  const button = hand.getByTestId('hand-force-all');
  await button.focus();
  await page.keyboard.press('Enter');
  const ws = hand.getByTestId('hand-workspace');
  await waitAttr(page, ws, 'data-values', walked.state.values.join(' '));
  assert.equal(await ws.getAttribute('data-steps'), String(walked.steps));
  // At the fixpoint there is nothing left to force: the button says so to assistive technology and stays focusable.
  await waitAttr(page, button, 'aria-disabled', 'true');
  // In "Add two inequalities" the finished ones are hidden at first, so the list holds only those that can still act;
  // the filter line counts the hidden ones, and the box beside it shows them.
  await hand.getByTestId('hand-mode-pair').check();
  const finishedNote = 'finished: it holds whatever happens, so it can force nothing, alone or in a sum';
  const done = inequalitiesOf(walked.state).filter((x) => isDone(x.inequality, walked.state.values)).length;
  assert.ok(done > 0, 'some inequality is finished at the fixpoint');
  assert.ok(await hand.getByTestId('hand-hide-done').isChecked());
  assert.equal(await hand.getByTestId('hand-list').getByText(finishedNote).count(), 0);
  assert.match((await hand.getByTestId('hand-filter').textContent()) ?? '', new RegExp(`unfinished inequalities\\. ${done} finished ${done === 1 ? 'one is' : 'ones are'} hidden\\.`));
  // Shown again, a finished inequality says it cannot help a sum either.
  await hand.getByTestId('hand-hide-done').uncheck();
  const note = hand.getByTestId('hand-list').getByText(finishedNote).first();
  await note.waitFor();
  assert.equal(await hand.getByTestId('hand-list').getByText(finishedNote).count(), done);
  assert.deepEqual(errors, []);
});

for (const width of [1280, 390]) {
  browserTest(`akari lesson: the explorer's groups wrap long inequalities inside their rows at ${width} px, none cut off at the right`, async ({ page, errors }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${await siteUrl()}${LESSON}`);
    const explorer = hydrated(page, 'lesson-model').first();
    await page.getByTestId('lesson-model').first().scrollIntoViewIfNeeded();
    await explorer.waitFor();
    const { row, col } = model.variables[busiest.v];
    await explorer.getByTestId(`lesson-model-board-cell-${row}-${col}`).click();
    await explorer.getByTestId('lesson-model-marked').waitFor();
    for (const summary of await explorer.locator('.eng-group > summary').all()) await summary.click();
    await explorer.locator('.eng-group .formula-item-body').first().waitFor();
    const cut = await explorer.evaluate((root) =>
      [...root.querySelectorAll('.eng-group .formula-item-body')].filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.closest('li')?.textContent?.slice(0, 20)),
    );
    assert.deepEqual(cut, []);
    assert.deepEqual(errors, []);
  });
}
