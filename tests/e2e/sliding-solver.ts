/**
 * Opening the sliding lesson's solver island for a browser test, shared by
 * the lesson's test files.
 */
import type { Locator, Page } from 'playwright-core';
import { siteUrl } from './harness';

export const SLIDING_LESSON = '/lessons/sliding-puzzle/';

/**
 * The solver island once it has started (before that its buttons are markup
 * only). A link that names it starts it at once; otherwise it starts when the
 * reader comes near it, so a query-less visit scrolls there.
 */
export async function openSlidingSolver(page: Page, query = ''): Promise<Locator> {
  await page.goto(`${await siteUrl()}${SLIDING_LESSON}${query}`);
  const solver = page.getByTestId('sliding-solver');
  if (!query) await solver.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="sliding-solver"][data-started="true"]').waitFor();
  return solver;
}

/**
 * Opens the lesson's "For the curious" fold that holds the element with this
 * test id, by clicking its summary as a reader would (the lesson keeps what a
 * first read does not need in such folds).
 */
export async function openFoldOf(page: Page, testId: string): Promise<void> {
  const fold = page.locator('.lesson > details', { has: page.getByTestId(testId) });
  if (await fold.evaluate((d) => (d as HTMLDetailsElement).open)) return;
  await fold.locator(':scope > summary').click();
}
