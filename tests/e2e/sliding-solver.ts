/**
 * Opening the sliding lesson's solver island for a browser test, shared by
 * the lesson's test files.
 */
import type { Locator, Page } from 'playwright-core';
import { siteUrl } from './harness';
import { scrollAndSettle } from './settled';

export const SLIDING_LESSON = '/lessons/sliding-puzzle/';

/**
 * The solver island once it has started (before that its buttons are markup
 * only). A link that names it starts it at once; otherwise it starts when the
 * reader comes near it, so a query-less visit scrolls there. Then the Solve
 * button is brought on screen and the page left to settle, unless `settle` is
 * false.
 */
export async function openSlidingSolver(page: Page, query = '', { settle = true } = {}): Promise<Locator> {
  await page.goto(`${await siteUrl()}${SLIDING_LESSON}${query}`);
  const solver = page.getByTestId('sliding-solver');
  if (!query) await solver.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="sliding-solver"][data-started="true"]').waitFor();
  // Bringing part 3 on screen starts the islands just above it, which moves the page: a first press made meanwhile
  // could miss its button (./settled.ts). A test of what the island shows in its first moments skips the wait.
  if (settle) await scrollAndSettle(page, solver.getByTestId('solve'));
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

/**
 * Brings the solver's search card on screen, which starts the 6-6-3 databases' build, and waits for the build to
 * end: part 4 then shows the databases' rows and part 5 their estimate, the page as a reader sees it from then on.
 */
export async function waitForTablesBuilt(page: Page): Promise<void> {
  const solver = page.getByTestId('sliding-solver');
  // The island starts when the reader comes near it.
  await solver.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="sliding-solver"][data-started="true"]').waitFor({ timeout: 60_000 });
  await solver.getByTestId('search-controls').scrollIntoViewIfNeeded();
  const pdbLabel = solver.getByTestId('method-pdb').locator('xpath=..');
  await page.waitForFunction((el) => /\(tables built on this visit\)/.test(el?.textContent ?? ''), await pdbLabel.elementHandle(), { timeout: 120_000 });
  // Part 4 shows the databases' rows once they are there (the same render that changes the label, or the next).
  await solver.getByTestId('h-pdb').first().waitFor();
}
