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
 * - `tinyDrawingText`: text in a drawing (SVG text, and HTML text in a
 *   foreignObject or a role="img" box) under `minPx` CSS pixels as drawn
 *   (its computed font size times every scale on the way to the screen,
 *   CSS transforms and zoom included), or a label of one or two characters
 *   with under MIN_LABEL_INK px of ink.
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

/**
 * Below this much ink (CSS px as drawn), a label of one or two characters in a drawing is too small to read,
 * whatever its font size: such a label (a mate tag, a clue, a count beside a node) is read by its glyphs alone,
 * with no word around it. A lowercase letter or a tick fills only about 0.6 of its font size, so a 15 px tag
 * "a" or "✓" has 9 px of ink, which readers measured as about 8 px on a phone and could not read; a digit at
 * 14 px, the size of the boards' own labels, has 10.
 */
export const MIN_LABEL_INK = 10;

/**
 * `tinyDrawingText`: text in a drawing under `minPx` CSS pixels as drawn, or a short label whose ink is under
 * `minInk`. Drawn size is the computed font size times every scale between it and the screen: an SVG's
 * viewBox and transforms (its screen matrix) and CSS transforms or zoom of the boxes around it (the box's
 * drawn width against its laid-out width). A drawing is an SVG, or an HTML box a drawing is built of: inside a
 * foreignObject or inside an element with role="img" (HTML text drawn over or in a board is measured too, not
 * only SVG text). The ink of a label is measured on a canvas in the label's own font.
 */
export async function tinyDrawingText(page: Page, minPx = 11, minInk = MIN_LABEL_INK): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const nameOf = ${NAME_OF};
    const shown = ${SHOWN};
    const seen = new Map();
    const canvas = document.createElement('canvas').getContext('2d');
    /**
     * How much CSS transforms or zoom around el shrink it beyond what its font size and screen matrix say. For SVG: the
     * outer svg's drawn box per user unit against its screen matrix, the difference being a CSS scale the matrix leaves
     * out (browsers differ here; never more than 1, so a drawing fitted by its height is not counted twice). For HTML:
     * the box's drawn width against its laid-out width.
     */
    const cssScale = (el) => {
      if (el instanceof SVGElement) {
        let svg = el.ownerSVGElement ?? el;
        while (svg.ownerSVGElement) svg = svg.ownerSVGElement;
        const rect = svg.getBoundingClientRect();
        const m = svg.getScreenCTM();
        const vb = svg.viewBox && svg.viewBox.baseVal;
        const units = vb && vb.width > 0 ? vb.width : svg.width.baseVal.value;
        if (!m || !units || !rect.width) return 1;
        return Math.min(1, rect.width / units / Math.hypot(m.a, m.b));
      }
      return el.offsetWidth > 0 ? el.getBoundingClientRect().width / el.offsetWidth : 1;
    };
    const report = (el, text, px, ink) => {
      let where = el.closest('svg') ?? el.closest('[role="img"]') ?? el;
      while (where && where.ownerSVGElement) where = where.ownerSVGElement;
      const what = px + 0.05 < ${minPx} ? 'text ' + px.toFixed(1) + 'px' : 'label ink ' + ink.toFixed(1) + 'px (font ' + px.toFixed(1) + 'px)';
      const key = nameOf(where) + ': ' + what;
      const list = seen.get(key) ?? [];
      list.push(text.slice(0, 12));
      seen.set(key, list);
    };
    const measure = (el, text, px) => {
      const style = getComputedStyle(el);
      let ink = Infinity;
      // Dots and dashes (a "·" for an empty place) are meant to look small: only a label that reads as a sign is measured.
      if ([...text].length <= 2 && !/^[·•.,:;'"\\-–—]+$/.test(text)) {
        canvas.font = style.fontStyle + ' ' + style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
        const m = canvas.measureText(text);
        ink = (m.actualBoundingBoxAscent + m.actualBoundingBoxDescent) * (px / parseFloat(style.fontSize));
      }
      if (px + 0.05 < ${minPx} || ink + 0.05 < ${minInk}) report(el, text, px, ink);
    };
    for (const t of document.querySelectorAll('svg text')) {
      const text = t.textContent.trim();
      if (!text || !shown(t) || getComputedStyle(t).opacity === '0') continue;
      const m = t.getScreenCTM();
      if (!m) continue;
      measure(t, text, parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b) * cssScale(t));
    }
    // HTML text that is part of a drawing: inside a foreignObject, or inside a box drawn as one picture (role="img").
    for (const el of document.querySelectorAll('foreignObject *, [role="img"]:not(svg) *, [role="img"]:not(svg)')) {
      if (el instanceof SVGElement || !shown(el)) continue;
      const text = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim();
      if (!text || getComputedStyle(el).opacity === '0') continue;
      const fo = el.closest('foreignObject');
      const m = fo && fo.getScreenCTM();
      measure(el, text, parseFloat(getComputedStyle(el).fontSize) * (m ? Math.hypot(m.a, m.b) : 1) * cssScale(el));
    }
    // One line per drawing and size, with a few of the texts (a board repeats one size many times).
    return [...seen].map(([key, texts]) => key + ' (' + texts.length + '×, e.g. "' + [...new Set(texts)].slice(0, 3).join('", "') + '")');
  })()`)) as string[];
}

/**
 * Tables cut at the right on a wide screen: a table whose scrolling box (the
 * nearest ancestor with overflow-x auto or scroll) hides part of it until the
 * reader scrolls sideways. On a phone such a scroll, shown by the shared sign,
 * is a last resort that `hiddenOverflow` accepts; at a desktop's width a table
 * must fit, or a column (as "0.02 s" cut to "0.02 :") is half read.
 */
export async function tablesCutAtTheRight(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const nameOf = ${NAME_OF};
    const shown = ${SHOWN};
    const out = [];
    for (const table of document.querySelectorAll('table')) {
      if (!shown(table)) continue;
      let box = table.parentElement;
      while (box && box !== document.body && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
      if (!box || box === document.body) continue;
      const hidden = box.scrollWidth - box.clientWidth;
      if (hidden > 1) out.push(nameOf(table) + ' is cut at the right: ' + hidden + 'px of it hidden until scrolled sideways (' + box.scrollWidth + 'px in a ' + box.clientWidth + 'px box)');
    }
    return out;
  })()`)) as string[];
}

/**
 * `squeezedTables`: a table squeezed into a column too narrow for it, as a
 * reader saw a mate-array table beside a board: a cell of a sentence (at
 * least SQUEEZE_WORDS words of plain text) laid out about one word per line
 * (fewer than 1.25 words a line). Short cells that wrap in a narrow column are
 * normal; cells with formulas or drawings are skipped (their pieces are not
 * lines of text). Each offender names the table and the cell.
 */
export async function squeezedTables(page: Page, minWords = 6): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const nameOf = ${NAME_OF};
    const shown = ${SHOWN};
    const out = [];
    for (const table of document.querySelectorAll('table')) {
      if (!shown(table)) continue;
      const bad = [];
      for (const cell of table.querySelectorAll('th, td')) {
        // A cell drawn narrower than 2 px is text for screen readers only.
        if (!shown(cell) || cell.getBoundingClientRect().width < 2 || cell.querySelector('svg, math, .katex, img')) continue;
        const text = (cell.textContent || '').trim();
        const words = text.split(/\\s+/).filter(Boolean);
        if (words.length < ${minWords}) continue;
        const tops = new Set();
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
        }
        if (words.length < 1.25 * tops.size) bad.push('"' + text.slice(0, 24) + '" is ' + tops.size + ' lines of ' + words.length + ' words in ' + Math.round(cell.getBoundingClientRect().width) + 'px');
      }
      if (bad.length) out.push(nameOf(table) + ': ' + bad.slice(0, 3).join('; ') + (bad.length > 3 ? ' (and ' + (bad.length - 3) + ' more cells)' : ''));
    }
    return out;
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
