/**
 * What the sliding lesson's first-time readers missed or could not
 * read, checked in the browser: the pattern databases' worked entry, where
 * the other tiles move for free, is on the main path, not in a fold; "What
 * each estimate buys" is one short paragraph; on a phone the IDA* iteration
 * table fits its card at every step, its current row's frame inside the box;
 * the page stays at most about 12,000 px tall at 1280 px with every fold
 * closed.
 */
import assert from 'node:assert/strict';
import { closedHeight } from './reading-checks';
import { browserTest, siteUrl } from './harness';
import { SLIDING_LESSON } from './sliding-solver';

browserTest('sliding lesson: the worked database entry is on the main path, the estimate paragraph is short, the page is not too tall', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${SLIDING_LESSON}`);
  const worked = page.getByTestId('small-pdb-worked');
  assert.equal(await worked.evaluate((el) => el.closest('details') === null), true, 'the worked entry is in a fold');
  assert.ok(await worked.isVisible());
  // Its lead says that the other tiles move for free, right before it.
  const lead = await worked.evaluate((el) => el.closest('.lesson > *')?.previousElementSibling?.textContent ?? '');
  assert.match(lead, /other tiles move for free/i);

  // "What each estimate buys": one paragraph on the main path before its fold, with at most three figures in it.
  const buys = await page.evaluate(() => {
    const heading = [...document.querySelectorAll('.lesson h2')].find((h) => /What each estimate buys/.test(h.textContent ?? ''))!;
    const out: string[] = [];
    for (let el = heading.nextElementSibling; el && el.tagName !== 'DETAILS' && el.tagName !== 'H2'; el = el.nextElementSibling) {
      out.push(el.textContent ?? '');
    }
    return out;
  });
  assert.equal(buys.length, 1, `before its fold the section has ${buys.length} blocks`);
  const figures = buys[0].match(/\b\d[\d,]*\b(?!-puzzle)/g) ?? []; // "15-puzzle" is a name, not a figure
  assert.ok(figures.length <= 3, `the paragraph has ${figures.length} figures: ${figures.join(' ')}`);

  const height = await closedHeight(page);
  assert.ok(height <= 12_000, `the page is ${height} px tall at 1280 px with every fold closed`);
  assert.deepEqual(errors, []);
});

browserTest('sliding lesson on a phone: the IDA* iteration table fits its card at every step, its current row framed inside', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${SLIDING_LESSON}`);
  const lab = page.getByTestId('tree-lab');
  await lab.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="tree-lab"][data-started="true"]').waitFor();
  const count = Number(await lab.getByTestId('stepper-tree').getAttribute('data-count'));
  let seen = 0;
  for (let k = 1; k <= count; k++) {
    await lab.getByTestId('stepper-tree-forward').click();
    const table = lab.getByTestId('iteration-table');
    if ((await table.count()) === 0) continue; // no iteration has finished yet
    seen++;
    const fit = await table.evaluate((el) => {
      const box = el.closest('.scroll-x') as HTMLElement;
      const b = box.getBoundingClientRect();
      const row = el.querySelector('tr.sl-current');
      const r = row?.getBoundingClientRect();
      const inset = row ? Number.parseFloat(getComputedStyle(row).outlineOffset) : 0;
      return { scroll: box.scrollWidth, client: box.clientWidth, boxRight: b.right, rowRight: r ? r.right + inset : null };
    });
    // Strictly: a table one pixel too wide is cut with no room for the scroll sign to show.
    assert.ok(fit.scroll <= fit.client, `step ${k}: the table is ${fit.scroll} px wide in a ${fit.client} px box`);
    if (fit.rowRight !== null) assert.ok(fit.rowRight <= fit.boxRight, `step ${k}: the current row's frame ends past its box`);
  }
  assert.ok(seen > 0, 'no step showed the iteration table');
  assert.deepEqual(errors, []);
}, { viewport: { width: 390, height: 844 } });
