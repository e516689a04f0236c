/**
 * A text box's text as the island reads it: a short text at once, on every
 * keystroke; a long one (a pasted large board) once typing pauses, so a
 * reader typing into a 100×100 board does not wait for it to be read and
 * drawn again after each key.
 */
import { useEffect, useState } from 'preact/hooks';

/** Texts up to this many characters are read at once (a 30×30 grid is about 930). */
export const SETTLE_CHARS = 2_000;
/** How long a longer text must stay unchanged before it is read. */
export const SETTLE_MS = 250;

export function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  const quick = text.length <= SETTLE_CHARS;
  useEffect(() => {
    if (quick) return;
    const timer = window.setTimeout(() => setSettled(text), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [text, quick]);
  return quick ? text : settled;
}
