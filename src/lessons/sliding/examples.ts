/**
 * The ready-made boards a reader can load with one click: the files in
 * content/examples/sliding/, imported as text (Vite's `?raw`), so the page,
 * the build-time facts and the tests read the very same boards. Every number
 * said about them (lengths, node counts, heuristic values) is computed by the
 * solver, never written here.
 */
import hardest8 from '../../../content/examples/sliding/hardest-8.txt?raw';
import nineMoves from '../../../content/examples/sliding/nine-moves.txt?raw';
import swapped from '../../../content/examples/sliding/swapped-14-15.txt?raw';

export interface SlidingExample {
  /** Stable key, also used in data-testid attributes. */
  id: string;
  label: string;
  /** Width of the board (3 or 4); the 8/15 switch loads the first example of that width. */
  size: number;
  text: string;
}

export const EXAMPLES: readonly SlidingExample[] = [
  { id: 'nine-move', label: '15-puzzle: a short one', size: 4, text: nineMoves.trim() },
  { id: 'hardest-8', label: '8-puzzle: one of the two hardest', size: 3, text: hardest8.trim() },
  { id: 'swapped-14-15', label: '15-puzzle: 14 and 15 swapped', size: 4, text: swapped.trim() },
];

/** The example a fresh page starts with. */
export const DEFAULT_EXAMPLE = EXAMPLES[0];
