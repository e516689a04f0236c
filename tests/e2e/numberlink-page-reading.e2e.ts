/**
 * The Numberlink lesson's length: at 1280 px the page stays at most 13,000 px
 * tall with every fold closed (each added sentence is paid for by a cut), and
 * the no-touch rule's tiny picture sits in the no-touch item of the list of
 * rule sets, where the rule is first named.
 */
import assert from 'node:assert/strict';
import { browserTest, siteUrl } from './harness';
import { assertLessonHeight, squeezedTextTests } from './reading-checks';

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
