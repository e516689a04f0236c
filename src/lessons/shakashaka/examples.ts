/**
 * The ready-made boards a reader can load with one click: the files in
 * content/examples/shakashaka/, imported as text (Vite's `?raw`) so the page
 * and the tests read the very same boards. What each one shows is measured
 * by tests/shakashaka/examples.test.ts, never claimed here.
 */
import demaine from '../../../content/examples/shakashaka/demaine-8x8.txt?raw';
import diamond from '../../../content/examples/shakashaka/holed-diamond-8x6.txt?raw';
import ppbench01 from '../../../content/examples/shakashaka/ppbench-01-10x10.txt?raw';
import ppbench02 from '../../../content/examples/shakashaka/ppbench-02-10x10.txt?raw';
import pzprjs from '../../../content/examples/shakashaka/pzprjs-6x6.txt?raw';
import { columnsByRows } from '../../puzzles/board-size';
import { parseShakashaka } from '../../puzzles/shakashaka/format';

export interface ShakashakaExample {
  /** Stable key, used in data-testid="example-<id>". */
  id: string;
  label: string;
  text: string;
}

/** The board's size as the lesson writes it ("8 columns by 6 rows"), read from the board: a label cannot swap the two. */
function sizeOf(text: string): string {
  const r = parseShakashaka(text.trim());
  if (!r.ok) throw new Error(`example board does not parse: ${r.error.message}`);
  return columnsByRows(r.puzzle);
}

export const SHAKASHAKA_EXAMPLES: readonly ShakashakaExample[] = [
  // Short labels: a size in words is long, and the five buttons should take three rows at 1280 px (shakashaka-css.ts).
  { id: 'pzprjs', label: `puzz.link’s test board, ${sizeOf(pzprjs)}`, text: pzprjs.trim() },
  { id: 'demaine', label: `The paper’s family, ${sizeOf(demaine)}`, text: demaine.trim() },
  { id: 'sums', label: `Needs chain sums, ${sizeOf(ppbench01)}`, text: ppbench01.trim() },
  { id: 'trial', label: `Needs a trial, ${sizeOf(ppbench02)}`, text: ppbench02.trim() },
  { id: 'diamond', label: `The holed-diamond board, ${sizeOf(diamond)}`, text: diamond.trim() },
];

export const DEFAULT_SHAKASHAKA_EXAMPLE = SHAKASHAKA_EXAMPLES[0];
