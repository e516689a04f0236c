/**
 * The live copy of an island's element. Astro renders each island twice for a
 * while: the server's markup (inside `astro-island[ssr]`) stays on the page
 * until the island's script has started, and only then is it replaced. A test
 * that clicked or read the server copy would act on buttons that do nothing,
 * so every browser test looks an island up through this one selector.
 */
import type { Locator, Page } from 'playwright-core';

/** The element with this test id inside a started island; `more` is appended to its selector as written. */
export function hydrated(page: Page, testId: string, more = ''): Locator {
  return page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]${more}`);
}
