/**
 * The ready-made boards a reader can load with one click: the files in
 * content/examples/akari/, imported as text (Vite's `?raw`) so the page and
 * the tests read the very same boards. What each one shows is measured by
 * tests/akari/examples.test.ts, never claimed here.
 */
import easy from '../../../content/examples/akari/easy-7x7.txt?raw';
import hard from '../../../content/examples/akari/hard-7x7.txt?raw';
import pzprjs from '../../../content/examples/akari/pzprjs-6x6.txt?raw';
import tricky from '../../../content/examples/akari/tricky-7x7.txt?raw';

export interface AkariExample {
  /** Stable key, used in data-testid="example-<id>". */
  id: string;
  label: string;
  text: string;
}

export const AKARI_EXAMPLES: readonly AkariExample[] = [
  { id: 'easy', label: 'Easy 7×7 (Tatham)', text: easy.trim() },
  { id: 'tricky', label: 'Tricky 7×7 (Tatham)', text: tricky.trim() },
  { id: 'hard', label: 'Hard 7×7 (Tatham)', text: hard.trim() },
  { id: 'pzprjs', label: 'puzz.link URL (a 6×6 board from the tests of puzz.link’s own program)', text: pzprjs.trim() },
];

export const DEFAULT_AKARI_EXAMPLE = AKARI_EXAMPLES[1];
