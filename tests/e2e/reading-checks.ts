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
 * - `squeezedText`: no block of words is squeezed so narrow by its layout
 *   (a grid or flex column that gave its room away) that it reads a word or
 *   two a line, or not at all.
 * - `drawingsCutByScroll`: a lesson's own figures (drawings outside the
 *   islands) are seen whole. `cutOffProblems` passes any box that scrolls
 *   sideways with a sign, so a board wider than its box, cut at the box's edge
 *   and shown only by scrolling, got through; this one tests the drawing's own
 *   corners against every box around it that clips.
 * - `crowdedDrawings`: the marks of a drawing that must be read whole lie
 *   inside it and do not overlap.
 *
 * Each returns sentences naming what is wrong; an empty list means all is well.
 * The in-page halves are source text: a runner that compiles TypeScript may
 * wrap named functions in helpers the page does not have.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserTest, siteUrl } from './harness';

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

export async function drawingsCutByScroll(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const out = [];
    for (const svg of document.querySelectorAll('svg[role="img"]')) {
      // An island's boards may scroll by design (the solver keeps a large board's cells readable on a phone).
      if (svg.closest('astro-island, details:not([open])') || svg.getClientRects().length === 0) continue;
      const r = svg.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const where = (svg.closest('[data-testid]') && svg.closest('[data-testid]').getAttribute('data-testid')) || svg.getAttribute('aria-label') || 'a drawing';
      // The drawing's left and right edges against each box above it that clips sideways.
      for (let box = svg.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const b = box.getBoundingClientRect();
        const left = b.left + box.clientLeft;
        const right = left + box.clientWidth;
        if (r.left < left - 1 || r.right > right + 1) {
          out.push(where.slice(0, 60) + ' is ' + Math.round(r.width) + 'px wide, cut at the edges of a ' + box.clientWidth + 'px box (seen only by scrolling)');
          break;
        }
      }
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
 * Blocks of words squeezed by their layout: a visible box narrower than `minEm` of its own font size whose own words
 * (its text, not its children's boxes, four words or more) would run wider than it on one line, and that it lays out
 * at fewer than one and a half words a line. A narrow table cell that wraps a few words on two or three lines passes; the look-ahead stepper's
 * words, once squeezed to 0 px beside their board, one word a line, did not. Folds are read as they are (open them
 * first to check what they hold); text for screen readers only (1 px boxes) is left out.
 */
export async function squeezedText(page: Page, minEm = 8): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const out = [];
    for (const el of document.body.querySelectorAll('*')) {
      // Drawings and formulas are not lines of words; tables have a check of their own (layout-checks.ts squeezedTables).
      if (el instanceof SVGElement || el.closest('svg, .katex, math, table') || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.display === 'contents' || style.visibility === 'hidden') continue;
      const words = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join(' ').trim().split(/\\s+/).filter((w) => w !== '');
      if (words.length < 4) continue;
      const box = el.getBoundingClientRect();
      // Text for screen readers only: a 1 px box, or inside one (a table head kept for them on a phone).
      let hidden = false;
      for (let up = el; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).display === 'contents') continue; // no box of its own (an island's wrapper)
        const r = up.getBoundingClientRect();
        if (r.height <= 1 || (r.width <= 1 && getComputedStyle(up).overflow !== 'visible')) hidden = true;
      }
      if (hidden) continue;
      const em = parseFloat(style.fontSize);
      const inner = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth);
      if (inner >= ${minEm} * em) continue;
      // One line of the words: about half an em a character, and a space between words.
      const oneLine = words.join(' ').length * 0.5 * em;
      if (oneLine <= inner) continue;
      // Its lines, as laid out: the distinct tops of its own words' line boxes.
      const tops = new Set();
      for (const n of el.childNodes) {
        if (n.nodeType !== 3) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
      }
      const lines = Math.max(1, tops.size);
      if (words.length / lines >= 1.5) continue;
      const name = el.tagName.toLowerCase() + (el.getAttribute('data-testid') ? '[data-testid="' + el.getAttribute('data-testid') + '"]' : '')
        + (el.classList.length ? '.' + [...el.classList].join('.') : '');
      out.push(name + ' is ' + Math.round(inner) + ' px wide (' + (inner / em).toFixed(1) + ' em) for "' + words.join(' ').slice(0, 60) + '", ' + lines + ' lines');
    }
    return out;
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
 * Fails when a block of words on the open lesson is squeezed (`squeezedText`), with every fold open and every island
 * started: the page is scrolled through first, so the blocks laid out only near the screen are laid out.
 */
export async function assertNoSqueezedText(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
  });
  for (let y = 0; y < 60_000; y += 800) await page.evaluate((top) => window.scrollTo(0, top), y);
  const waiting = '[data-started="false"]';
  for (const island of await page.$$(waiting)) await island.scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 0, waiting, { timeout: 30_000 });
  assert.deepEqual(await squeezedText(page), []);
}

/** The two widths every lesson is read at: a desktop window and a phone. */
const READING_SCREENS = [
  { width: 1280, options: { viewport: { width: 1280, height: 900 } } },
  { width: 390, options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];

/** The squeezed-words check of one lesson (its page path), as two browser tests, at 1280 and at 390 px. */
export function squeezedTextTests(lesson: string, path: string): void {
  for (const { width, options } of READING_SCREENS) {
    browserTest(`${lesson} lesson at ${width} px: no block of words squeezed narrower than a few words a line`, async ({ page, errors }) => {
      await page.goto(`${await siteUrl()}${path}`);
      await assertNoSqueezedText(page);
      assert.deepEqual(errors, []);
    }, options);
  }
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
