/**
 * The Akari lesson on a phone (390 px), for the parts first-time readers
 * found cut or unreadable there: the appendix's summary table fits the
 * screen (one block per level, each figure labelled) and the per-board table
 * scrolls in a signed box; the short worked chain sum on the main path (its
 * look-ahead listed with reasons, its board's labels readable) fits and
 * strikes through exactly the cells that cancel; the longer chain's stepper,
 * in a fold, fits too; the forcing cards say which board they use;
 * and a why-tree opens its list form, with drawing labels at 14 px in plain
 * digits.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { firstChainSum } from '../../src/lessons/akari/chain-example';
import { parseAkari } from '../../src/puzzles/akari/format';
import type { Locator } from 'playwright-core';
import { browserTest, siteUrl, waitAttr } from './harness';
import { tinyDrawingText } from './layout-checks';
import { hydrated } from './hydrated';

const LESSON = '/lessons/akari/';
const parsed = parseAkari(readFileSync('content/examples/akari/hard-7x7.txt', 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.message);
const hard = parsed.puzzle;
const chain = firstChainSum(hard)!;
const parsedSmall = parseAkari(readFileSync('content/examples/akari/chain-4x4.txt', 'utf8'));
if (!parsedSmall.ok) throw new Error(parsedSmall.error.message);
const smallChain = firstChainSum(parsedSmall.puzzle)!;

/** How far an element's content reaches past its own width (0 when it fits). */
const overflowOf = (el: Element) => el.scrollWidth - el.clientWidth;

/** Opens the lesson's fold (a plain <details> in the page's prose) that holds `inner`. */
async function openFoldOf(inner: Locator): Promise<void> {
  const fold = inner.locator('xpath=ancestor::details[last()]');
  assert.equal(await fold.count(), 1, 'the element sits in a fold');
  if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator(':scope > summary').click();
}

browserTest(
  'akari lesson on a phone: appendix table fits, chain sum fits and marks its cancelling cells, cards name their board, why-tree readable',
  async ({ page, errors }) => {
    await page.goto(`${await siteUrl()}${LESSON}`);

    // The summary table: no sideways scrolling, and every figure carries its column's name. It sits in the appendix's fold.
    const summary = page.locator('table.method-summary');
    await openFoldOf(summary);
    await summary.scrollIntoViewIfNeeded();
    assert.equal(await summary.evaluate(overflowOf), 0, 'the summary table fits the phone');
    const box = await summary.evaluate((t) => t.getBoundingClientRect().right);
    assert.ok(box <= 390, `the summary table ends at ${box}px`);
    // Its caption spans the screen, not a narrow column beside the blocks.
    const captionWidth = await summary.locator('caption').evaluate((c) => c.getBoundingClientRect().width);
    assert.ok(captionWidth > 300, `the caption is ${captionWidth}px wide`);
    const labels = await summary.locator('td').evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content));
    assert.ok(labels.length > 0 && labels.every((c) => c.length > 4 && c !== 'none'), `labels: ${labels.slice(0, 3).join(' | ')}`);
    // The per-board table is a box that could scroll with its sign, but on a phone each board is a short paragraph: it fits.
    const boards = page.getByTestId('method-table-boards-box');
    assert.ok(await boards.evaluate((el) => el.classList.contains('scroll-x')));
    await boards.locator('xpath=..').locator('summary').click();
    assert.ok(await boards.evaluate((el) => el.scrollWidth > 0 && el.scrollWidth <= el.clientWidth + 1), 'the board table fits the phone');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'the page itself does not scroll sideways');

    // The first figure's inequalities start folded, each kind with its count, so the board sits next to them.
    const groups = page.getByTestId('lesson-model').locator('details.eng-group');
    assert.equal(await groups.count(), 3);
    for (const open of await groups.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open))) assert.equal(open, false);
    for (const text of await groups.locator('summary').allTextContents()) assert.match(text, /\(\d+\)/);

    // The chain's look-ahead is a stepper: step 0 is the supposition, the last step the inequality that cannot hold.
    const look = page.getByTestId('chain-look-stepper');
    // The worked chain sum is a fold for the curious; the island starts once the fold is opened.
    await openFoldOf(look);
    await look.scrollIntoViewIfNeeded();
    await hydrated(page, 'chain-look-stepper').waitFor();
    assert.match((await look.getByTestId('chain-look-words').textContent()) ?? '', /^Suppose /);
    await look.getByTestId('stepper-chain-look-forward').click();
    assert.match((await look.getByTestId('chain-look-words').textContent()) ?? '', /its slack is/);
    await look.getByTestId('stepper-chain-look-last').click();
    assert.match((await look.getByTestId('chain-look-words').textContent()) ?? '', /cannot hold/);
    // The board comes right under the step buttons, so what a step changes is in view with them.
    const gap = await look.evaluate((el) => el.querySelector('[data-testid="chain-look-board"]')!.getBoundingClientRect().top
      - el.querySelector('.stepper')!.getBoundingClientRect().bottom);
    assert.ok(gap >= 0 && gap < 40, `the board starts ${gap} px under the step buttons`);
    // Home from a focused Back (which answers nothing at step 0) hands focus to Forward, so the next key does something.
    await look.getByTestId('stepper-chain-look-back').focus();
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'stepper-chain-look-forward');
    assert.equal(await look.evaluate(overflowOf), 0, 'the look-ahead stepper fits the phone');

    // The short chain on the main path, outside any fold: the look-ahead listed step by step, each with its reason.
    const list = page.getByTestId('chain-look-list');
    assert.equal(await list.locator('xpath=ancestor::details').count(), 0, 'the short chain is on the main path');
    await list.scrollIntoViewIfNeeded();
    assert.equal(await list.evaluate(overflowOf), 0, 'the look-ahead list fits the phone');
    assert.equal(await list.locator('ol > li').count(), smallChain.look.length);
    assert.match((await list.locator('ol > li').last().textContent()) ?? '', /cannot hold/);
    assert.match((await list.locator('figcaption').textContent()) ?? '', /“\?”: a lamp or × that rests on the supposition/);
    assert.deepEqual((await tinyDrawingText(page)).filter((line) => line.includes('chain-look-list')), [], 'the small board’s labels are at least 11 px');

    // The worked chain sum beside it: fits, and one struck term per cancelling occurrence (plus the legend's example).
    const figure = page.getByTestId('chain-figure').first();
    await figure.scrollIntoViewIfNeeded();
    assert.equal(await figure.locator('xpath=ancestor::details').count(), 0, 'the short chain sum is on the main path');
    assert.equal(await figure.evaluate(overflowOf), 0, 'the chain figure fits the phone');
    const struck = smallChain.parts.reduce((n, p) => n + p.terms.filter((t) => t.cancels).length, 0);
    assert.equal(await figure.locator('s.chain-cancel').count(), struck + 1);
    assert.equal(await figure.getByTestId('chain-parts').locator('li').count(), smallChain.parts.length);
    assert.match((await figure.getByTestId('chain-total').textContent()) ?? '', /Total:/);
    // The hard board's longer chain sum, in the fold with its stepper, fits too.
    const hardFigure = page.getByTestId('chain-figure').last();
    await hardFigure.scrollIntoViewIfNeeded();
    assert.equal(await hardFigure.evaluate(overflowOf), 0, 'the hard chain figure fits the phone');
    assert.equal(await hardFigure.getByTestId('chain-parts').locator('li').count(), chain.parts.length);

    // Each forcing card is on the example board (the main story keeps one numbering), tagged so; the chain blocks are tagged hard.
    for (const kind of ['clue-needs-all', 'clue-full', 'lamp-blocks-line', 'only-one-light']) {
      const card = page.getByTestId(`pattern-${kind}`);
      assert.match((await card.locator('figcaption').textContent()) ?? '', /the example board, with its numbers/);
      assert.equal(await card.getByTestId('board-tag').getAttribute('data-board'), 'example');
    }
    const tags = await page.getByTestId('board-tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-board')));
    // Few switches: example tags, then the small board (the short chain) and the hard one (the longer chain, in a fold),
    // then the example again (the trial).
    const switches = tags.filter((t, i) => i > 0 && t !== tags[i - 1]).length;
    assert.ok(tags.includes('small') && tags.includes('hard') && switches <= 3, `board tags in page order: ${tags.join(', ')}`);

    // A why-tree on the phone: the list form is open, drawing labels are 14 px and in plain digits.
    const solver = page.getByTestId('akari-solver');
    await solver.scrollIntoViewIfNeeded();
    await page.locator('[data-testid="akari-solver"][data-started="true"]').waitFor();
    await solver.getByTestId('puzzle-text').fill(hard.rows.join('\n'));
    await solver.getByTestId('solve').click();
    await solver.getByTestId('akari-trace').waitFor({ timeout: 60_000 });
    const why = solver.getByTestId('why-panel');
    // The chain's cell, by its row and column (variables number the white cells in reading order).
    const { row, col } = (() => {
      let n = 0;
      for (let r = 0; r < hard.height; r++) {
        for (let c = 0; c < hard.width; c++) {
          if (hard.rows[r][c] !== '.') continue;
          if (n === chain.target.variable) return { row: r, col: c };
          n++;
        }
      }
      throw new Error('no such cell');
    })();
    await why.getByTestId(`why-board-cell-${row}-${col}`).click();
    await waitAttr(page, why, 'data-state', 'tree');
    assert.equal(await why.getByTestId('why-tree-list-box').evaluate((d) => (d as HTMLDetailsElement).open), true, 'the list form is open on a phone');
    // … and comes first, the drawing (which scrolls sideways) folded under it.
    assert.equal(await why.getByTestId('why-tree').getAttribute('data-layout'), 'list-first');
    assert.equal(await why.getByTestId('why-tree-drawing-box').evaluate((d) => (d as HTMLDetailsElement).open), false);
    const texts = await why.locator('svg.eng-why-svg text').evaluateAll((ts) => ts.map((t) => [t.textContent ?? '', parseFloat(getComputedStyle(t).fontSize)] as const));
    assert.ok(texts.length > 0);
    for (const [text, px] of texts) {
      assert.ok(px >= 14, `“${text}” drawn at ${px}px`);
      assert.doesNotMatch(text, /[₀-₉]/);
    }
    assert.deepEqual(errors, []);
  },
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
);

/**
 * The first island's framed box on a phone: a cell with a long inequality (six terms) lists it whole, wrapped between
 * its terms, not cut at the box's edge (a reader saw formulas cut sideways with no sign that they scrolled).
 */
for (const width of [390, 1280]) browserTest(`akari lesson at ${width} px: the first island lists a cell’s long inequalities whole (wrapped on a phone, with a visible “→ more” beside the board)`, async ({ page, errors }) => {
  // At 1280 px a row stays one line and scrolls: its fading edge read as the formula's end, so it says "→ more".
  await page.setViewportSize({ width, height: 844 });
  await page.goto(`${await siteUrl()}${LESSON}`);
  const board = hydrated(page, 'lesson-model-board').first();
  await page.getByTestId('lesson-model-board').first().scrollIntoViewIfNeeded();
  await board.waitFor();
  const cells = board.locator('[data-kind="white"]');
  const count = await cells.count();
  let longest = 0;
  for (let i = 0; i < count; i++) {
    await cells.nth(i).click();
    const items = page.getByTestId('lesson-model-marked').locator('.formula-item-body');
    await items.first().waitFor();
    const widths = await items.evaluateAll((els) => els.map((el) => ({
      over: el.scrollWidth - el.clientWidth,
      terms: (el.textContent ?? '').split('+').length,
      sign: el.closest('.formula-item')?.hasAttribute('data-more') ? getComputedStyle(el.closest('.formula-item')!, '::after').content : '',
    })));
    for (const w of widths) {
      if (width < 700) assert.ok(w.over <= 1, `a row of cell ${i} reaches ${w.over}px past the box`);
      else if (w.over > 1) assert.match(w.sign, /→ more/, `a row of cell ${i} runs ${w.over}px past the box without a sign`);
      else assert.equal(w.sign, '', `a row of cell ${i} that fits says "more"`);
    }
    longest = Math.max(longest, ...widths.map((w) => w.terms));
    if (longest >= 6) break;
  }
  assert.ok(longest >= 6, 'some cell lists an inequality of six terms or more');
  assert.deepEqual(errors, []);
});

browserTest('akari lesson on a phone: the solver’s Make a board selects have 16 px text and a 44 px target', async ({ page, errors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${await siteUrl()}${LESSON}`);
  const solver = page.getByTestId('akari-solver');
  await solver.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="akari-solver"][data-started="true"]').waitFor({ timeout: 60_000 });
  for (const id of ['make-side', 'make-level']) {
    const box = solver.getByTestId(id);
    const { size, height } = await box.evaluate((el) => ({ size: parseFloat(getComputedStyle(el).fontSize), height: el.getBoundingClientRect().height }));
    assert.ok(size >= 16, `${id}: text ${size} px`);
    assert.ok(height >= 44 - 0.5, `${id}: ${height} px tall`);
  }
  assert.deepEqual(errors, []);
});
