/**
 * The ready-made boards a reader can load with one click: the files in
 * content/examples/shakashaka/, imported as text (Vite's `?raw`) so the page
 * and the tests read the very same boards. What each one shows is measured
 * by tests/shakashaka/examples.test.ts, never claimed here.
 */
import demaine from '../../../content/examples/shakashaka/demaine-8x8.txt?raw';
import diamond from '../../../content/examples/shakashaka/holed-diamond-6x8.txt?raw';
import ppbench01 from '../../../content/examples/shakashaka/ppbench-01-10x10.txt?raw';
import ppbench02 from '../../../content/examples/shakashaka/ppbench-02-10x10.txt?raw';
import pzprjs from '../../../content/examples/shakashaka/pzprjs-6x6.txt?raw';

export interface ShakashakaExample {
  /** Stable key, used in data-testid="example-<id>". */
  id: string;
  label: string;
  text: string;
}

export const SHAKASHAKA_EXAMPLES: readonly ShakashakaExample[] = [
  { id: 'pzprjs', label: 'puzz.link URL (the test board of puzz.link’s own program, 6×6)', text: pzprjs.trim() },
  { id: 'demaine', label: 'The paper’s family, 8×8', text: demaine.trim() },
  { id: 'sums', label: '10×10 that needs sums', text: ppbench01.trim() },
  { id: 'trial', label: '10×10 that needs a trial', text: ppbench02.trim() },
  { id: 'diamond', label: 'The holed-diamond board, 6×8', text: diamond.trim() },
];

export const DEFAULT_SHAKASHAKA_EXAMPLE = SHAKASHAKA_EXAMPLES[0];
