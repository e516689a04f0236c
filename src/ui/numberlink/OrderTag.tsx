/**
 * A small label on a drawing that takes the edges in another order than the
 * lesson's plain sweep (the solver's order, or its choice for a large board):
 * a reader compared the walk's numbers with a picture in the solver's order and
 * found the order only in the text beside it, not on the drawing.
 */
import type { JSX } from 'preact';
import type { Orientation } from '../../puzzles/numberlink/graph';
import { isPlainSweep, orientationWords } from '../../puzzles/numberlink/orientation-words';

/** The label's words: whose order it is, then the order itself. */
export const orderTagWords = (o: Orientation): string => orderTagOf(isPlainSweep(o), orientationWords(o));
export const orderTagOf = (plain: boolean, words: string): string => `Edge order: ${plain ? 'the plain sweep' : 'the solver’s'}, ${words}`;

export function OrderTag({ words, testId }: { words: string; testId?: string }): JSX.Element {
  return <p class="nl-order-tag" data-testid={testId}>{words}</p>;
}
