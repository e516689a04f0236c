/**
 * A box that scrolls can be scrolled from the keyboard: every `.scroll-x` /
 * `.scroll-y` box on the page (src/styles/shared-css.ts gives them their
 * edge shadows) gets a tab stop and a name while its content is larger than
 * itself, and loses them again when it fits, so a box that does not scroll is
 * no extra Tab press. Whether a box scrolls depends on the screen's width and
 * on what an island has drawn in it, so this watches the page rather than
 * each island deciding: islands only add the class name.
 *
 * A box that has its own tab stop (a tabindex written by its island) is left
 * alone. The name is the box's `data-scroll-label` when it has one, else a
 * sentence that says which way it scrolls; only a plain div (no role of its
 * own) becomes a "region", so lists stay lists.
 */
const BOXES = '.scroll-x, .scroll-y';
/** Set on the boxes whose tab stop this module added, so it removes only those. */
const OURS = 'data-scroll-focus';

function scrolls(box: HTMLElement): { x: boolean; y: boolean } {
  return { x: box.scrollWidth > box.clientWidth + 1, y: box.scrollHeight > box.clientHeight + 1 };
}

/** Adds or removes the tab stop and name of one box, to match whether it scrolls now. */
export function markScrollBox(box: HTMLElement): void {
  const ours = box.hasAttribute(OURS);
  if (!ours && box.hasAttribute('tabindex')) return; // the island manages its own focus
  const { x, y } = scrolls(box);
  if (x || y) {
    if (ours) return;
    box.setAttribute(OURS, '');
    box.tabIndex = 0;
    if (!box.getAttribute('aria-label') && !box.getAttribute('aria-labelledby')) {
      const way = x && y ? 'sideways and down' : x ? 'sideways' : 'down';
      box.setAttribute('aria-label', box.dataset.scrollLabel ?? `Scrolls ${way}: use the arrow keys to see the rest`);
      box.setAttribute('data-scroll-named', '');
    }
    if (box.tagName === 'DIV' && !box.hasAttribute('role')) {
      box.setAttribute('role', 'region');
      box.setAttribute('data-scroll-role', '');
    }
  } else if (ours) {
    box.removeAttribute(OURS);
    box.removeAttribute('tabindex');
    if (box.hasAttribute('data-scroll-named')) box.removeAttribute('aria-label');
    if (box.hasAttribute('data-scroll-role')) box.removeAttribute('role');
    box.removeAttribute('data-scroll-named');
    box.removeAttribute('data-scroll-role');
  }
}

/**
 * Watches the document from now on: boxes already there, boxes islands add
 * later, and any change of size or content, checked at most once a frame.
 */
export function watchScrollBoxes(doc: Document = document): void {
  const win = doc.defaultView;
  if (!win || typeof win.ResizeObserver !== 'function' || typeof win.MutationObserver !== 'function') return;
  const seen = new WeakSet<Element>();
  let queued = false;
  const checkAll = () => {
    queued = false;
    for (const box of doc.querySelectorAll<HTMLElement>(BOXES)) {
      if (!seen.has(box)) {
        seen.add(box);
        sizes.observe(box);
      }
      markScrollBox(box);
    }
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    win.requestAnimationFrame(checkAll);
  };
  const sizes = new win.ResizeObserver(queue);
  new win.MutationObserver(queue).observe(doc.body, { childList: true, subtree: true, characterData: true });
  win.addEventListener('resize', queue);
  queue();
}
