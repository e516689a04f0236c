/**
 * Checks of a page as a reader sees it on a small screen, for any page a
 * browser test has open (a lesson, an exported worked example):
 *
 * - `cutOffProblems`: nothing is cut off without a sign. The page is no wider
 *   than the screen, and a box whose content is wider than itself either
 *   scrolls sideways and shows it (the scroll shadows of `.scroll-x` and the
 *   formula boxes, src/styles/shared-css.ts) or is a problem.
 * - `smallDrawingText`: text inside SVG drawings, which shrink with the
 *   screen, is at least `minPx` CSS pixels tall as drawn.
 * - `crowdedDrawings`: the marks of a drawing that must be read whole lie
 *   inside it and do not overlap.
 *
 * Each returns sentences naming what is wrong; an empty list means all is well.
 * The in-page halves are source text: a runner that compiles TypeScript may
 * wrap named functions in helpers the page does not have.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/**
 * Boxes that scroll and show that they do: the shared scroll shadows and a
 * visible scrollbar (src/styles/shared-css.ts). The layout guard accepts no
 * other scrolling box.
 */
export const SCROLL_WITH_A_SIGN = '.scroll-x, .scroll-y, .formula-display, .formula-item-body, .search-tree-list, .katex-display';

export async function cutOffProblems(page: Page, scrollers = SCROLL_WITH_A_SIGN): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const scrollers = ${JSON.stringify(scrollers)};
    const name = (el) => el.tagName.toLowerCase() + (el.getAttribute('data-testid') ? '[data-testid="' + el.getAttribute('data-testid') + '"]' : '')
      + (el.classList.length ? '.' + [...el.classList].join('.') : '');
    const out = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) out.push('the page is ' + (root.scrollWidth - root.clientWidth) + 'px wider than the screen');
    for (const el of document.body.querySelectorAll('*')) {
      if (el instanceof SVGElement || el.getClientRects().length === 0) continue;
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue; // text for screen readers only
      const style = getComputedStyle(el);
      if (el.scrollWidth <= el.clientWidth + 1 || style.overflowX === 'visible') continue;
      if (el.matches(scrollers) && (style.overflowX === 'auto' || style.overflowX === 'scroll')) continue;
      out.push(name(el) + ' hides ' + (el.scrollWidth - el.clientWidth) + 'px of its content with no sign of it');
    }
    return out;
  })()`)) as string[];
}

export async function smallDrawingText(page: Page, minPx = 11): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const out = [];
    for (const t of document.querySelectorAll('svg text')) {
      if (t.getClientRects().length === 0 || !t.textContent.trim()) continue;
      const m = t.getScreenCTM();
      if (!m) continue;
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      if (px + 0.05 < ${minPx}) {
        const svg = t.closest('svg');
        const where = svg && (svg.getAttribute('data-testid') || svg.getAttribute('aria-label') || svg.getAttribute('class')) || 'a drawing';
        out.push('"' + t.textContent.trim() + '" is ' + px.toFixed(1) + 'px in ' + where.slice(0, 60));
      }
    }
    return [...new Set(out)];
  })()`)) as string[];
}

/**
 * `crowdedDrawings`: in every shown SVG matching `svgs`, each mark matching
 * `marks` (a node, a box, a label: whatever must be read whole) lies inside
 * the drawing's viewBox, and no two marks overlap (their bounding boxes, by
 * more than `slack` user units). A diagram's ⊥ box once sat on the row of its
 * "not drawn" words, touching ⊤'s box. Lines are not marks: they may cross.
 */
export async function crowdedDrawings(page: Page, svgs: string, marks: string, slack = 0.5): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const out = [];
    for (const svg of document.querySelectorAll(${JSON.stringify(svgs)})) {
      if (svg.getClientRects().length === 0) continue;
      const vb = svg.viewBox.baseVal;
      const where = (svg.closest('[data-testid]') || svg).getAttribute('data-testid') || 'a drawing';
      const boxes = [...svg.querySelectorAll(${JSON.stringify(marks)})].map((el) => {
        const b = el.getBBox();
        const name = (el.getAttribute('data-testid') || el.getAttribute('class') || el.tagName) + ' "' + (el.textContent || '').trim().slice(0, 20) + '"';
        return { name, x: b.x, y: b.y, r: b.x + b.width, b: b.y + b.height };
      });
      for (const m of boxes) {
        if (m.x < vb.x - ${slack} || m.y < vb.y - ${slack} || m.r > vb.x + vb.width + ${slack} || m.b > vb.y + vb.height + ${slack}) {
          out.push(where + ': ' + m.name + ' (' + [m.x, m.y, m.r, m.b].map((v) => v.toFixed(1)).join(' ') + ') runs outside the drawing (' + vb.width + '×' + vb.height + ')');
        }
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i], c = boxes[j];
          const w = Math.min(a.r, c.r) - Math.max(a.x, c.x), h = Math.min(a.b, c.b) - Math.max(a.y, c.y);
          if (w > ${slack} && h > ${slack}) out.push(where + ': ' + a.name + ' and ' + c.name + ' overlap by ' + w.toFixed(1) + '×' + h.toFixed(1));
        }
      }
    }
    return out;
  })()`)) as string[];
}

/**
 * The page's height with every fold closed and every block laid out, not its
 * content-visibility size guess (the lessons' height checks; the lazy blocks'
 * guesses made the same page measure differently from run to run).
 */
export async function closedHeight(page: Page): Promise<number> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = false;
    return document.body.scrollHeight;
  });
}

/**
 * The tallest a lesson may be at 1280 px with every fold closed: each added sentence is paid for by a cut.
 * 13,000 rather than 12,000 since readers asked for one idea per paragraph, which costs line breaks.
 */
export const LESSON_HEIGHT_LIMIT = 13_000;

/**
 * Fails when the open lesson is taller than LESSON_HEIGHT_LIMIT with every
 * fold closed and every island started. It scrolls through the page first,
 * so blocks laid out only near the screen have their real size and every
 * island starts.
 */
export async function assertLessonHeight(page: Page): Promise<void> {
  for (let y = 0; y < 20_000; y += 800) await page.evaluate((top) => window.scrollTo(0, top), y);
  // An island that has not started yet shows a "Starting…" line and its markup-only controls, a few dozen
  // pixels off its started size: measure once every island the scroll woke has started, so the figure does
  // not depend on how fast this machine is.
  // (A quick scroll can pass an island before it notices it was near, so each one still waiting is brought into
  // view; islands inside folds stay as they are, since the folds are measured closed.)
  const waiting = '[data-started="false"]:not(details *)';
  for (const island of await page.$$(waiting)) await island.scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 0, waiting, { timeout: 30_000 });
  const height = await closedHeight(page);
  assert.ok(height <= LESSON_HEIGHT_LIMIT, `the page is ${height} px tall at 1280 px with every fold closed`);
}
