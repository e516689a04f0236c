/**
 * Solvable or not, decided before any search by an invariant.
 *
 * Read the tiles row by row, skipping the blank, and count inversions (pairs
 * where a bigger tile comes before a smaller one). A sideways move changes
 * nothing in that reading. An up/down move jumps one tile over the n−1 tiles
 * between its old and new cell, changing the count by an odd or even amount
 * depending on n:
 * - odd width (3×3): n−1 is even, so the inversion parity never changes; the
 *   goal has 0 inversions, so a board is solvable iff its count is even;
 * - even width (4×4): n−1 is odd, so the inversion parity flips exactly when
 *   the blank changes row; inversions + the blank's row counted from the
 *   bottom keep their parity, which is odd (0 + 1) on the goal.
 * Exactly half of all arrangements pass, and every one that passes is
 * reachable (the classic theorem; the 3×3 breadth-first search confirms it).
 */
import type { SlidingPuzzle } from './board';
import type { TraceSink } from '../../core/trace';
import type { SlidingEvent } from './events';

export interface ParityReport {
  inversions: number;
  /** The inverted pairs, bigger tile first, in reading order. */
  pairs: [number, number][];
  /** 1-based row of the blank counted from the bottom; only for even widths. */
  blankRowFromBottom: number | null;
  /** inversions + blankRowFromBottom (or just inversions on odd widths). */
  sum: number;
  solvable: boolean;
  /** The verdict in a sentence a reader can follow on the board. */
  explanation: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function parity(p: SlidingPuzzle): ParityReport {
  const { size, tiles } = p;
  const reading = tiles.filter((t) => t !== 0);
  const pairs: [number, number][] = [];
  for (let i = 0; i < reading.length; i++) {
    for (let j = i + 1; j < reading.length; j++) {
      if (reading[i] > reading[j]) pairs.push([reading[i], reading[j]]);
    }
  }
  const inversions = pairs.length;
  const inv = plural(inversions, 'inversion', 'inversions');
  if (size % 2 === 1) {
    const solvable = inversions % 2 === 0;
    const explanation = solvable
      ? `${inv}, an even number, as on the solved board: solvable.`
      : `${inv}, an odd number; on a ${size}×${size} board every move keeps this parity and the solved board has 0, so this board cannot be solved.`;
    return { inversions, pairs, blankRowFromBottom: null, sum: inversions, solvable, explanation };
  }
  const blankRowFromBottom = size - Math.floor(tiles.indexOf(0) / size);
  const sum = inversions + blankRowFromBottom;
  const solvable = sum % 2 === 1;
  const counted = `${inv}, plus the blank on row ${blankRowFromBottom} from the bottom, make ${sum}`;
  const explanation = solvable
    ? `${counted}, an odd number, as on the solved board (0 + 1): solvable.`
    : `${counted}, an even number; every move keeps this parity and the solved board has 0 + 1 = 1, so this board cannot be solved.`;
  return { inversions, pairs, blankRowFromBottom, sum, solvable, explanation };
}

/**
 * The check every sliding method runs before it searches: tells the trace
 * the parity verdict and returns the reason when the board cannot be solved
 * (null when it can), so no search is ever started on an unsolvable board.
 */
export function parityGate(p: SlidingPuzzle, sink?: TraceSink<SlidingEvent>): string | null {
  const verdict = parity(p);
  sink?.({
    kind: 'parity',
    depth: 0,
    inversions: verdict.inversions,
    blankRowFromBottom: verdict.blankRowFromBottom,
    solvable: verdict.solvable,
  });
  return verdict.solvable ? null : verdict.explanation;
}
