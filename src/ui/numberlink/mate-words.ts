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

/**
 * A done cell stays on the frontier while it has undecided edges: it leaves only once every edge of it is decided,
 * and those last edges must be left out, which is what the ✓ tells the next choices.
 */
export const DONE_WORDS = 'done: it has its lines; it stays on the frontier until its last undecided edges are decided, and they must be left out';

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
    if (value === -1) return { cell, value, tag: '✓', words: DONE_WORDS };
    if (value === -2) return { cell, value, tag: '○', words: 'free: no line yet' };
    if (value <= -3) {
      const label = labels[-3 - value] ?? '?';
      // Both endpoints of a label can have grown a piece: two tags "label" on the frontier are two pieces of one line not yet joined.
      const twin = frontier.find((_, t) => t !== s && mate[t] === value);
      if (twin) return { cell, value, tag: label, words: `loose end of one of label ${label}'s two pieces, not yet joined; the other piece's loose end is at ${at(twin)}` };
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
