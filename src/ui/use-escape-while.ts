/**
 * Escape anywhere on the page stops a long piece of work while it runs (a
 * solve, a table build), as its Cancel button does: the reader's focus may be
 * far from that button. Listened for only while `active`; the latest
 * `onEscape` is called, so a handler set up once per busy stretch never acts
 * on an old render's state. A layout effect, so the listener is there from the
 * render that starts the work: a plain effect waits for the next frame, and an
 * Escape pressed as soon as the work showed (play mode's "Solve from here"
 * moving tiles) was lost.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';

export function useEscapeWhile(active: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useLayoutEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}
