/**
 * Mate values in words and short tags, for the board and the mate table:
 * −1 done, −2 free, −3 − L a loose end of label L's piece, c ≥ 0 a loose end
 * whose piece ends at cell c too (see src/puzzles/numberlink/mate-view.ts).
 * The two loose ends of an unlabelled piece share a lowercase letter, so a
 * reader sees which cells the mate array pairs up.
 */
import type { CutName } from '../../puzzles/numberlink/mate-codes';
import type { Cell } from '../../puzzles/numberlink/puzzle';
import { cutRule } from '../../puzzles/numberlink/rule-names';

export const at = ([r, c]: Cell): string => `(${r + 1}, ${c + 1})`;

/** An edge by its two cells in reading order (upper first, then left first), whatever order the sweep met them in: one name per edge everywhere. */
export const edgeAt = (a: Cell, b: Cell): string => {
  const first = a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);
  return first ? `${at(a)}–${at(b)}` : `${at(b)}–${at(a)}`;
};

export interface MateEntry {
  cell: Cell;
  value: number;
  tag: string;
  words: string;
}

export function mateEntries(frontier: readonly Cell[], mate: readonly number[], labels: readonly string[], width: number): MateEntry[] {
  const letters = new Map<string, string>();
  const pieceTag = (a: number, b: number): string => {
    const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
    if (!letters.has(key)) letters.set(key, String.fromCharCode(97 + (letters.size % 26)));
    return letters.get(key)!;
  };
  return frontier.map((cell, s) => {
    const value = mate[s];
    const self = cell[0] * width + cell[1];
    if (value === -1) return { cell, value, tag: '✓', words: 'done: it has all its lines' };
    if (value === -2) return { cell, value, tag: '○', words: 'free: no line yet' };
    if (value <= -3) {
      const label = labels[-3 - value] ?? '?';
      return { cell, value, tag: label, words: `loose end of the piece that starts at label ${label}` };
    }
    const other: Cell = [Math.floor(value / width), value % width];
    return { cell, value, tag: pieceTag(self, value), words: `loose end; the same piece ends at ${at(other)}` };
  });
}

/** A choice in words: 1 takes the edge, 0 leaves it out. */
export const choiceWords = (choice: 0 | 1): string => (choice === 1 ? 'taking it' : 'leaving it out');

/**
 * Why a rule cuts a choice, one sentence for the by-hand tool and the walk
 * alike (the reason comes from src/puzzles/numberlink/by-hand.ts).
 */
export const cutWords = (rule: CutName, choice: 0 | 1, why: string): string =>
  `${choiceWords(choice).replace(/^./, (c) => c.toUpperCase())} (the ${choice}-arc) is cut by ${cutRule(rule)}, and leads to ⊥: ${why}.`;
