/**
 * The ready-made boards a reader can load with one click: the files in
 * content/examples/sliding/, imported as text (Vite's `?raw`), so the page,
 * the build-time facts and the tests read the very same boards. Every number
 * said about them (lengths, node counts, heuristic values) is computed by the
 * solver, never written here.
 */
import hardest8 from '../../../content/examples/sliding/hardest-8.txt?raw';
import hardest15 from '../../../content/examples/sliding/hardest-15.txt?raw';
import nineMoves from '../../../content/examples/sliding/nine-moves.txt?raw';
import swapped from '../../../content/examples/sliding/swapped-14-15.txt?raw';

export interface SlidingExample {
  /** Stable key, also used in data-testid attributes. */
  id: string;
  label: string;
  /** Width of the board (3 or 4); the 8/15 switch loads the first example of that width. */
  size: number;
  text: string;
  /** The time limit the example sets with its board (seconds), when it is there to show what a limit does. */
  limitSec?: number;
}

/**
 * The limit of the example that shows the time limit at work: short enough that the search for a shortest
 * solution on one of the hardest boards stops in sight (the databases' build is not counted against it), so the
 * labelled fallback answers and the proven lower bound is said.
 */
export const HARD_LIMIT_SEC = 2;

export const EXAMPLES: readonly SlidingExample[] = [
  { id: 'nine-move', label: '15-puzzle: a short one', size: 4, text: nineMoves.trim() },
  { id: 'hardest-8', label: '8-puzzle: one of the two hardest', size: 3, text: hardest8.trim() },
  { id: 'swapped-14-15', label: '15-puzzle: 14 and 15 swapped', size: 4, text: swapped.trim() },
  // One of the 80-move positions (the first of tests/data/sliding/hardest80.txt, already for this page's goal): no search here
  // proves it within a short limit, so it is the ready example of the fallback.
  { id: 'hardest-15', label: `15-puzzle: one of the hardest, ${HARD_LIMIT_SEC} s limit`, size: 4, text: hardest15.trim(),
    limitSec: HARD_LIMIT_SEC },
];

/** The example a fresh page starts with. */
export const DEFAULT_EXAMPLE = EXAMPLES[0];
