import { browserTest, siteUrl } from './harness';
import { closedHeight } from './reading-checks';
browserTest('tmp height', async ({ page }) => {
  await page.goto(`${await siteUrl()}/lessons/shakashaka/`);
  for (let y = 0; y < 20_000; y += 800) await page.evaluate((top) => window.scrollTo(0, top), y);
  const waiting = '[data-started="false"]:not(details *)';
  for (const island of await page.$$(waiting)) await island.scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 0, waiting, { timeout: 60_000 });
  console.log('HEIGHT', await closedHeight(page));
});
