/**
 * The board a solver island works on: the text in its box, what that text
 * parses to, and the board printed back (the key a run belongs to; '' while
 * the text does not read). A long text is read a moment after typing pauses.
 */
import { useMemo, useState } from 'preact/hooks';
import type { ParseResult } from '../core/result';
import { useSettledText } from './use-settled-text';

/** What an island says while its box holds no board it can read. */
export const NO_BOARD = 'Waiting for a board: fix the text above (the message there says what is wrong).';

export function useBoardText<P>(initial: string, parse: (text: string) => ParseResult<P>, print: (puzzle: P) => string) {
  const [text, setText] = useState(initial);
  // A long text is read once typing pauses (./use-settled-text.ts).
  const settled = useSettledText(text);
  const parsed = useMemo(() => parse(settled), [settled]);
  const puzzle: P | null = parsed.ok ? parsed.puzzle : null;
  const key = useMemo(() => (puzzle ? print(puzzle) : ''), [puzzle]);
  return { text, setText, settled, parsed, puzzle, key };
}
