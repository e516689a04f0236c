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
