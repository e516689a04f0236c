/**
 * An edge order in words: which line comes first, which way each line runs,
 * and the corner it starts from (see src/puzzles/numberlink/graph.ts for
 * `reverse` and `mirror`). The lesson says with it which corner the probe
 * chose, so a reader can match the figures' order with the walk's.
 */
import type { Orientation } from './graph';

export function startCorner(o: Orientation): string {
  const rowsFirst = o.sweep === 'rows';
  const vertical = (rowsFirst ? o.reverse : o.mirror) ? 'bottom' : 'top';
  const horizontal = (rowsFirst ? o.mirror : o.reverse) ? 'right' : 'left';
  return `${vertical}-${horizontal}`;
}

export function orientationWords(o: Orientation): string {
  const lines =
    o.sweep === 'rows'
      ? `row by row from the ${o.reverse ? 'bottom' : 'top'}, each row ${o.mirror ? 'right to left' : 'left to right'}`
      : `column by column from the ${o.reverse ? 'right' : 'left'}, each column ${o.mirror ? 'bottom to top' : 'top to bottom'}`;
  return `${lines} (from the ${startCorner(o)} corner)`;
}

/**
 * The same words for use inside brackets: the corner's own brackets become a comma, so "(…(from the top-left
 * corner))" does not end in a doubled bracket (a reader tripped on it in Play's walk and hint).
 */
export const orientationWordsInBrackets = (words: string): string => words.replace(/ \((from the [a-z]+-[a-z]+ corner)\)$/, ', $1');

/** Whether an edge order is the lesson's plain sweep (rows from the top-left corner), whose counts the lesson quotes. */
export const isPlainSweep = (o: Orientation): boolean => o.sweep === 'rows' && !o.reverse && !o.mirror;
