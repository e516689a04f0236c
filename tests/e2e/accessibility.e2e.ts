/**
 * axe-core finds no violation on any page — as it loads, and on every lesson
 * page again after each solver island has solved its board (more of the page
 * is drawn then: traces, steppers, trees, answers).
 */
import assert from 'node:assert/strict';
import { axeViolations, describeViolations } from './axe';
import { browserTest, siteUrl } from './harness';
import { publishedLessons } from './lessons';

browserTest(
  'axe-core finds no accessibility violation on any page, before and after solving',
  async ({ page }) => {
    const base = await siteUrl();
    const paths = ['/', ...publishedLessons().map((l) => `/lessons/${l.id}/`)];
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const before = await axeViolations(page);
      if (before.length > 0) problems.push(`${path} as loaded:\n${describeViolations(before)}`);
      const islands = page.locator('[data-phase]:has([data-testid="solve"])');
      for (let i = 0; i < (await islands.count()); i++) {
        const island = islands.nth(i);
        // An island may start only once it comes near the screen; Astro drops `ssr` when it has.
        await island.scrollIntoViewIfNeeded();
        await page.waitForFunction((el) => !el?.closest('astro-island')?.hasAttribute('ssr'), await island.elementHandle());
        await island.locator('[data-testid="solve"]').first().click();
        await page.waitForFunction((el) => ['done', 'failed', 'cancelled'].includes(el?.getAttribute('data-phase') ?? ''),
          await island.elementHandle(), { timeout: 60_000 });
      }
      if ((await islands.count()) > 0) {
        const after = await axeViolations(page);
        if (after.length > 0) problems.push(`${path} after solving:\n${describeViolations(after)}`);
      }
    }
    assert.equal(problems.join('\n\n'), '');
  },
  // axe is injected as a script, which the pages' own policy would refuse (site.e2e.ts checks the policy).
  { bypassCSP: true },
);
