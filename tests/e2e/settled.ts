/**
 * Waiting for the page to stop moving before a test presses something.
 *
 * Islands start when they come near the screen, and a started island is
 * rarely the height of its server markup (its "Starting…" line goes, its
 * boards are drawn). When a test scrolls to a control, the islands that
 * scroll brings near start, the page above shifts, and a press made in that
 * moment can land beside its target: Playwright's mouse goes down on the
 * button and comes up on the card around it, so the browser sends the click
 * to the card and nothing happens. The sliding lesson's tests lost their
 * first press that way now and then on a loaded machine.
 */
import type { Locator, Page } from 'playwright-core';

/**
 * Scrolls `target` into view, then waits until every island on screen has
 * started and the page has kept still (scroll position, page height and the
 * target's place) for `samples` looks in a row, 20 ms apart.
 */
export async function scrollAndSettle(page: Page, target: Locator, samples = 8): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const handle = await target.elementHandle();
  // No named helpers inside: the page cannot see the bundler's __name.
  await page.evaluate(([el, want]) => new Promise<void>((resolve) => {
    // Never wait for ever: a page that keeps moving (an animation) is pressed after a few seconds all the same.
    const giveUp = performance.now() + 5_000;
    let last = '';
    let same = 0;
    const timer = setInterval(() => {
      // An island on screen starts whatever its margin; one only near it may start or not, and the looks in a row
      // without a change cover it when it does.
      const waiting = [...document.querySelectorAll('astro-island[ssr]')].some((island) => {
        const box = [...island.children].map((c) => c.getBoundingClientRect()).find((b) => b.height > 0);
        return box !== undefined && box.bottom > 0 && box.top < innerHeight;
      });
      const now = `${scrollY} ${document.documentElement.scrollHeight} ${(el as Element).getBoundingClientRect().top}`;
      same = !waiting && now === last ? same + 1 : 0;
      last = now;
      if (same >= want || performance.now() > giveUp) {
        clearInterval(timer);
        resolve();
      }
    }, 20);
  }), [handle, samples] as const);
}
