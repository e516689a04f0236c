/**
 * The layout guard's measures, taken inside a page laid out as a reader sees
 * it (tests/e2e/layout-guard.e2e.ts opens every island's content first):
 *
 * - `drawingOverflow`: a drawing whose content runs past its SVG viewport
 *   (the content's bounding box in user units against the viewBox, or the
 *   width and height when there is none), beyond one CSS pixel.
 * - `hiddenOverflow`: a box whose content is larger than itself while it
 *   hides the rest (overflow hidden or clip), or scrolls without the shared
 *   sign (SCROLL_WITH_A_SIGN: edge shadows and a visible scrollbar); and anything that runs past the page's width, which makes the
 *   page scroll sideways on a phone.
 * - `tinyDrawingText`: SVG text under `minPx` CSS pixels as drawn (its
 *   computed font size times the drawing's current scale).
 *
 * Each returns one sentence per offender, naming where it is (the nearest
 * test id, tag and classes) and by how much, so a failure says what to fix.
 * The in-page halves are source text, as in reading-checks.ts: a runner that
 * compiles TypeScript may wrap named functions in helpers the page lacks.
 */
import type { Page } from 'playwright-core';
import { SCROLL_WITH_A_SIGN } from './reading-checks';

/** In-page helper: a short name for an element and the nearest test id above it. */
const NAME_OF = `(el) => {
  const own = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')
    + (el.classList && el.classList.length ? '.' + [...el.classList].slice(0, 3).join('.') : '');
  const tid = el.getAttribute('data-testid');
  if (tid) return own + '[data-testid="' + tid + '"]';
  const up = el.parentElement && el.parentElement.closest('[data-testid]');
  return own + (up ? ' in [data-testid="' + up.getAttribute('data-testid') + '"]' : '');
}`;

/** In-page helper: is the element drawn at all (not display:none, not visibility:hidden, not in a closed box)? */
const SHOWN = `(el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'`;

export async function drawingOverflow(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const nameOf = ${NAME_OF};
    const shown = ${SHOWN};
    const out = [];
    for (const svg of document.querySelectorAll('svg')) {
      if (!shown(svg)) continue;
      const rect = svg.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) continue;
      const vb = svg.viewBox && svg.viewBox.baseVal && svg.viewBox.baseVal.width > 0 ? svg.viewBox.baseVal : null;
      const view = vb ? { x: vb.x, y: vb.y, w: vb.width, h: vb.height } : { x: 0, y: 0, w: rect.width, h: rect.height };
      let box;
      try { box = svg.getBBox(); } catch { continue; }
      if (box.width === 0 && box.height === 0) continue;
      // One CSS pixel in user units (the drawing keeps its aspect ratio: use the larger scale).
      const scale = Math.min(rect.width / view.w, rect.height / view.h);
      const tol = 1 / scale;
      const past = [];
      if (box.x < view.x - tol) past.push('left by ' + (view.x - box.x).toFixed(1));
      if (box.y < view.y - tol) past.push('top by ' + (view.y - box.y).toFixed(1));
      if (box.x + box.width > view.x + view.w + tol) past.push('right by ' + (box.x + box.width - view.x - view.w).toFixed(1));
      if (box.y + box.height > view.y + view.h + tol) past.push('bottom by ' + (box.y + box.height - view.y - view.h).toFixed(1));
      if (past.length) out.push(nameOf(svg) + ': content ' + [box.x, box.y, box.width, box.height].map((v) => v.toFixed(1)).join(' ')
        + ' runs past its viewport ' + [view.x, view.y, view.w, view.h].map((v) => +v.toFixed(1)).join(' ') + ' (' + past.join(', ') + ' user units)');
    }
    return out;
  })()`)) as string[];
}

export async function hiddenOverflow(page: Page, scrollers = SCROLL_WITH_A_SIGN): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const nameOf = ${NAME_OF};
    const shown = ${SHOWN};
    const scrollers = ${JSON.stringify(scrollers)};
    const out = [];
    const root = document.documentElement;
    const pageWidth = root.clientWidth;
    if (root.scrollWidth > pageWidth + 1) out.push('the page is ' + (root.scrollWidth - pageWidth) + 'px wider than the screen (it scrolls sideways)');
    /**
     * A box that scrolls (overflow auto or scroll) must show that it does, and
     * only the shared sign counts (edge shadows and a visible scrollbar,
     * src/styles/shared-css.ts): a bare scrollbar is not enough, the browser
     * tests run with scrollbars hidden and phones hide them until touched.
     */
    const scrollShown = (el, style) => el.matches(scrollers) && style.scrollbarWidth !== 'none';
    const clipped = (el) => { // some ancestor that hides or scrolls already accounts for this element
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      if (el instanceof SVGElement && el.ownerSVGElement) continue;
      if (!shown(el)) continue;
      if (!(el instanceof SVGElement) && (el.clientWidth <= 1 || el.clientHeight <= 1)) continue; // text for screen readers only
      const style = getComputedStyle(el);
      if (!(el instanceof SVGElement)) {
        for (const axis of ['x', 'y']) {
          const over = axis === 'x' ? el.scrollWidth - el.clientWidth : el.scrollHeight - el.clientHeight;
          const mode = axis === 'x' ? style.overflowX : style.overflowY;
          if (over <= 1 || mode === 'visible') continue;
          if ((mode === 'auto' || mode === 'scroll') && scrollShown(el, style)) continue;
          out.push(nameOf(el) + ' hides ' + over + 'px of its content ' + (axis === 'x' ? 'sideways' : 'below') + ' (overflow-' + axis + ': ' + mode + ', no visible scroll)');
        }
      }
      // Past the page's right edge: report the outermost box that runs past it, not every descendant.
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > pageWidth + 1 || r.left < -1) && !clipped(el)) {
        const parent = el.parentElement;
        const pr = parent && parent !== document.body ? parent.getBoundingClientRect() : null;
        if (!pr || (pr.right <= pageWidth + 1 && pr.left >= -1)) {
          out.push(nameOf(el) + ' runs past the page (' + Math.round(r.left) + '..' + Math.round(r.right) + 'px on a ' + pageWidth + 'px page)');
        }
      }
    }
    return out;
  })()`)) as string[];
}

export async function tinyDrawingText(page: Page, minPx = 11): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const nameOf = ${NAME_OF};
    const shown = ${SHOWN};
    const seen = new Map();
    for (const t of document.querySelectorAll('svg text')) {
      if (!t.textContent.trim() || !shown(t) || getComputedStyle(t).opacity === '0') continue;
      const m = t.getScreenCTM();
      if (!m) continue;
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      if (px + 0.05 >= ${minPx}) continue;
      let svg = t.ownerSVGElement;
      while (svg && svg.ownerSVGElement) svg = svg.ownerSVGElement;
      const key = nameOf(svg) + ': text ' + px.toFixed(1) + 'px';
      const list = seen.get(key) ?? [];
      list.push(t.textContent.trim().slice(0, 12));
      seen.set(key, list);
    }
    // One line per drawing and size, with a few of the texts (a board repeats one size many times).
    return [...seen].map(([key, texts]) => key + ' (' + texts.length + '×, e.g. "' + [...new Set(texts)].slice(0, 3).join('", "') + '")');
  })()`)) as string[];
}

/**
 * `unfitted`: a box marked `data-fits="width"` (a column sum whose relation
 * and right side a reader must see at once) that needs a sideways scroll all
 * the same: a scroll sign is not enough there, the end of the sum is hidden.
 */
export async function unfitted(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const nameOf = ${NAME_OF};
    const shown = ${SHOWN};
    const out = [];
    for (const el of document.querySelectorAll('[data-fits="width"]')) {
      if (!shown(el)) continue;
      const over = el.scrollWidth - el.clientWidth;
      if (over > 1) out.push(nameOf(el) + ' must fit its width but hides ' + over + 'px sideways (' + el.clientWidth + 'px wide)');
    }
    return out;
  })()`)) as string[];
}
