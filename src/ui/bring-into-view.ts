/**
 * After a button press whose answer appears below the buttons (a hint, a
 * check), the answer is brought into view if it is off the screen: on a phone,
 * or low on a desktop screen, it would otherwise appear unseen and the button
 * seem to do nothing. `nearest` moves the page only as far as needed, and not
 * at all when the answer is already visible.
 */
import { useEffect, useRef } from 'preact/hooks';

export function useBringIntoView<T extends HTMLElement>(trigger: unknown, active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!active) return;
    const el = ref.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) el.scrollIntoView({ block: 'nearest' });
  }, [trigger]);
  return ref;
}
