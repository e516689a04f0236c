/**
 * The Numberlink lesson's length: at 1280 px the page stays at most 13,000 px
 * tall with every fold closed (each added sentence is paid for by a cut), and
 * the no-touch rule's tiny picture sits in the no-touch item of the list of
 * rule sets, where the rule is first named.
 */
import assert from 'node:assert/strict';
import { browserTest, siteUrl } from './harness';
import { assertLessonHeight } from './reading-checks';

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
