/**
 * Whether a box that scrolls down still hides content below what it shows.
 * The edge shadow of `.scroll-y` (shared-css.ts) was too faint for readers: a
 * panel as tall as the screen hid its last paragraphs behind an inner scroll
 * nobody noticed. A box that uses this shows a worded sign while it is true.
 * Checked on scroll, on any change of the box's size or content, and after
 * each render (`deps`).
 */
import { useEffect, useRef, useState } from 'preact/hooks';

export function useMoreBelow<T extends HTMLElement>(deps: readonly unknown[]) {
  const ref = useRef<T>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setMore(box.scrollHeight - box.scrollTop - box.clientHeight > 4);
    check();
    box.addEventListener('scroll', check, { passive: true });
    const watch = typeof ResizeObserver === 'function' ? new ResizeObserver(check) : null;
    watch?.observe(box);
    for (const child of box.children) watch?.observe(child);
    return () => {
      box.removeEventListener('scroll', check);
      watch?.disconnect();
    };
  }, deps);
  return { ref, more };
}
