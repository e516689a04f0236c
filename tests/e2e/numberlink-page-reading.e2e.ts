/**
 * The Numberlink lesson's length: at 1280 px the page stays at most 13,000 px
 * tall with every fold closed (each added sentence is paid for by a cut), and
 * the no-touch rule's tiny picture sits in the no-touch item of the list of
 * rule sets, where the rule is first named. Its diagram drawings keep every
 * node, terminal box and level name inside the drawing, none overlapping, at
 * 1280 and 390 px, and on a phone the reduced tiny diagram fits the column.
 */
import assert from 'node:assert/strict';
import { browserTest, siteUrl } from './harness';
import { assertLessonHeight, crowdedDrawings, squeezedTextTests } from './reading-checks';

const LESSON = '/lessons/numberlink/';

browserTest('numberlink lesson: at most 13,000 px tall at 1280 px with every fold closed', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await assertLessonHeight(page);
  // The picture of a path that runs alongside itself sits in the no-touch item of the rule sets, where the rule is first named.
  const { picture, rule } = await page.getByTestId('fig-touch').evaluate((el) => ({
    picture: el.getBoundingClientRect().height,
    rule: el.closest('li')?.querySelector(':scope > strong')?.textContent?.trim() ?? '',
  }));
  assert.ok(picture > 0, 'the picture is drawn');
  assert.equal(rule, 'no-touch');
  assert.deepEqual(errors, []);
}, { viewport: { width: 1280, height: 900 } });

browserTest('numberlink lesson on a phone: the width chart\'s "Show the numbers as a table" is a tap target at least 32 px tall', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const toggle = page.getByTestId('fig-widths-table-toggle');
  // Its fold opened the way a reader opens it.
  await toggle.evaluate((el) => { const fold = el.closest('details')?.parentElement?.closest('details'); if (fold) fold.open = true; });
  await toggle.scrollIntoViewIfNeeded();
  const height = await toggle.evaluate((el) => el.getBoundingClientRect().height);
  assert.ok(height >= 32, `the toggle is ${height} px tall`);
  assert.deepEqual(errors, []);
}, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

squeezedTextTests('numberlink', LESSON);

/** Every diagram drawing of the lesson, its folds open, every island started (the static pictures and the explorable one). */
async function openDiagrams(page: import('playwright-core').Page): Promise<void> {
  await page.goto(`${await siteUrl()}${LESSON}`);
  await page.evaluate(() => { for (const d of document.querySelectorAll('details')) d.open = true; });
  await page.getByTestId('fig-zdd').first().scrollIntoViewIfNeeded();
  await page.locator('[data-testid="fig-zdd"] g[data-node]').first().waitFor();
}

// Node groups and terminal boxes (each a child of the drawing), level names and the "not drawn" words.
const ZDD_MARKS = ':scope > g, :scope > rect, .nl-level-name, [data-testid$="-more"]';

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  browserTest(`numberlink lesson at ${viewport.width} px: in every diagram drawing each node, terminal box and level name lies inside the drawing and overlaps nothing`, async ({ page, errors }) => {
    await openDiagrams(page);
    assert.equal(await page.locator('svg.nl-zdd:not(.nl-suppress)').count(), 4, 'the four diagram drawings');
    assert.deepEqual(await crowdedDrawings(page, 'svg.nl-zdd:not(.nl-suppress)', ZDD_MARKS), []);
    assert.deepEqual(errors, []);
  }, { viewport, ...(viewport.width < 500 ? { isMobile: true, hasTouch: true } : {}) });
}

browserTest('numberlink lesson at 390 px: the reduced tiny diagram fits the column, its words still at least 11 px', async ({ page, errors }) => {
  await openDiagrams(page);
  const fig = page.getByTestId('fig-zdd-reduced-all');
  await fig.scrollIntoViewIfNeeded();
  const { drawn, room, smallest } = await fig.evaluate((f) => {
    const svg = f.querySelector<SVGSVGElement>('svg.nl-zdd')!;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return {
      drawn: svg.getBoundingClientRect().width,
      room: svg.parentElement!.clientWidth,
      smallest: Math.min(...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale)),
    };
  });
  assert.ok(drawn <= room + 0.5, `the drawing is ${drawn} px wide in a ${room} px column`);
  assert.ok(smallest >= 11 - 0.05, `its smallest words are ${smallest.toFixed(2)} px`);
  assert.deepEqual(errors, []);
}, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

