/**
 * After a button press whose answer appears below the buttons (a hint, a
 * check), the answer is brought into view if it is off the screen: on a phone,
 * or low on a desktop screen, it would otherwise appear unseen and the button
 * seem to do nothing. `nearest` moves the page only as far as needed, and not
 * at all when the answer is already visible. A tall answer read from its
 * top (a tree, whose root is at the top) asks for `start`: `nearest` would
 * show its bottom.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export function useBringIntoView<T extends HTMLElement>(trigger: unknown, active: boolean, block: 'nearest' | 'start' = 'nearest') {
  const ref = useRef<T>(null);
  useBringIntoViewOf(ref, trigger, active, block);
  return ref;
}

/** The same, for an element that already has a ref of its own (a panel that also watches its own scrolling). */
export function useBringIntoViewOf(ref: RefObject<HTMLElement>, trigger: unknown, active: boolean, block: 'nearest' | 'start' = 'nearest'): void {
  useEffect(() => {
    if (!active) return;
    const el = ref.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    // A sticky bar or board over the top of the screen: the element's scroll-margin-top says how much it covers.
    const covered = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
    // `start`: the top must be in the upper part of the screen, or what follows it (a tree's root) is still below the fold.
    const off = block === 'start' ? r.top < covered || r.top > window.innerHeight * 0.6 : r.top < covered || r.bottom > window.innerHeight;
    if (off) el.scrollIntoView({ block });
  }, [trigger]);
}
