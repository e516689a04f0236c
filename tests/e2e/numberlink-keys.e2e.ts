/**
 * The Numberlink lesson's keys and inner scrolling, as readers met them:
 * letters typed into the solver's board box while the island starts all
 * arrive (the first ones were lost, put back by the island's first render),
 * the walk takes Space and the arrows after a click on its board or words
 * (the keys went to the page, and Space scrolled it), and the whole diagram's
 * node panel says in words when it hides more below on a 1280×800 screen.
 */
import assert from 'node:assert/strict';
import { browserTest, holdScripts, siteUrl, waitAttr } from './harness';
import { hydrated } from './hydrated';

const LESSON = '/lessons/numberlink/';

browserTest('numberlink lesson: letters typed in the solver\'s box while it starts all arrive, r among them', async ({ page, errors }) => {
  const { release } = await holdScripts(page, /\/_astro\/NumberlinkSolverIsland[^/]*\.js$/);
  await page.goto(`${await siteUrl()}${LESSON}`);
  const box = page.getByTestId('puzzle-text').first();
  await box.scrollIntoViewIfNeeded();
  await box.evaluate((t: HTMLTextAreaElement) => { t.focus(); t.setSelectionRange(0, t.value.length); });
  await page.keyboard.type('r.r');
  release();
  // Typed on while the island starts: its first render puts the server's board back; the next key must not edit that.
  for (const key of '\n...\nq.q') await page.keyboard.type(key);
  await page.locator('[data-testid="nl-solver"][data-started="true"]').waitFor();
  await page.keyboard.type('\n...');
  assert.equal(await box.inputValue(), 'r.r\n...\nq.q\n...');
  assert.equal(await page.getByTestId('parse-error').first().textContent(), '');
  assert.deepEqual(errors, []);
});

browserTest('numberlink lesson: the walk takes Space and the arrows after a click on its board or its words', async ({ page, errors }) => {
  await page.goto(`${await siteUrl()}${LESSON}`);
  const walk = page.locator('[data-testid="nl-walk"]').first();
  await walk.scrollIntoViewIfNeeded();
  await hydrated(page, 'nl-walk').waitFor();
  await page.getByTestId('nl-walk-board').click();
  await page.keyboard.press('ArrowRight');
  await waitAttr(page, walk, 'data-step', '1');
  await page.getByTestId('nl-walk-says').click();
  await page.keyboard.press('ArrowRight');
  await waitAttr(page, walk, 'data-step', '2');
  // Space plays, as on every stepper of the site, and again pauses.
  await page.getByTestId('nl-walk-board').click();
  await page.keyboard.press('Space');
  await waitAttr(page, page.getByTestId('stepper-nl-walk-play'), 'aria-pressed', 'true');
  await page.keyboard.press('Space');
  await waitAttr(page, page.getByTestId('stepper-nl-walk-play'), 'aria-pressed', 'false');
  // The first key handed focus to the stepper, so its other keys answer from there.
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  assert.equal(await walk.getAttribute('data-step'), '0');
  assert.deepEqual(errors, []);
});

browserTest(
  'numberlink lesson: the whole diagram\'s node panel says in words when it hides more below, and the sign goes at its end',
  async ({ page, errors }) => {
    await page.goto(`${await siteUrl()}${LESSON}`);
    const fig = page.locator('[data-testid="fig-zdd"]').first();
    await fig.scrollIntoViewIfNeeded();
    const panel = hydrated(page, 'fig-zdd', ' [data-testid="zdd-node-panel"]').first();
    await panel.waitFor();
    // The mate array's tags come right under the node's board, in view before any scrolling (they sat under "more below").
    const mateInView = await panel.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const mate = el.querySelector('[data-testid="zdd-node-mate"]')!.getBoundingClientRect();
      return el.scrollTop === 0 && mate.bottom <= box.bottom && mate.top >= box.top;
    });
    assert.ok(mateInView, 'the mate array shows without scrolling the panel at 1280 × 800');
    // So do where the arcs lead, which rule cut them and the count: they sat below the panel's fold, and readers missed them.
    for (const id of ['zdd-node-arc0', 'zdd-node-arc1', 'zdd-node-count']) {
      const inView = await panel.evaluate((el, sel) => {
        const box = el.getBoundingClientRect();
        const line = el.querySelector(`[data-testid="${sel}"]`)!.getBoundingClientRect();
        return el.scrollTop === 0 && line.bottom <= box.bottom && line.top >= box.top;
      }, id);
      assert.ok(inView, `${id} shows without scrolling the panel at 1280 × 800`);
    }
    const hides = await panel.evaluate((el) => el.scrollHeight > el.clientHeight + 4);
    if (hides) {
      await waitAttr(page, panel, 'data-more', 'true');
      assert.ok(await panel.getByTestId('zdd-node-more').isVisible(), 'the sign shows while the panel hides more');
      await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await waitAttr(page, panel, 'data-more', 'false');
    } else {
      assert.equal(await panel.getAttribute('data-more'), 'false');
    }
    assert.ok(await panel.getByTestId('zdd-node-mate').isVisible(), 'the mate array can be seen');
    assert.deepEqual(errors, []);
  },
  { viewport: { width: 1280, height: 800 } },
);
