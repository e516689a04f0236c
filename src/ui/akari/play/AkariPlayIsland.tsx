/**
 * Akari's play island: the engine genres' play kit (src/ui/inequalities/
 * play/) with Akari's board, its three marks — a lamp, "no lamp" (×),
 * empty — and its model (src/puzzles/akari/play.ts). A white cell is one
 * variable, so a mark is one value: 1 a lamp, 0 no lamp.
 */
import type { JSX } from 'preact';
import { UNKNOWN } from '../../../inequalities/forcing';
import { parseAkari } from '../../../puzzles/akari/format';
import { akariPlayModel } from '../../../puzzles/akari/play';
import type { AkariPuzzle } from '../../../puzzles/akari/puzzle';
import { PlayIsland, type PlayBoardChoice, type PlayGenre, type PlayMark } from '../../inequalities/play/PlayIsland';
import { AkariBoard } from '../AkariBoard';

/** Under the board, which on a phone stays pinned at the top of the screen: kept to one line there, so the hint below has room. The lesson's by-hand tool has said the same in full. */
const LIT_SHORT = 'Pale yellow with a dotted ray: lit.';
/** Said only under a board that draws a chosen cell (Explain's board has none, and its caption named brackets it never drew). */
const CHOSEN_SHORT = 'Black corner brackets: the chosen cell.';

const withValue = (value: number) => (values: readonly number[], cell: number): number[] => {
  const next = values.slice();
  next[cell] = value;
  return next;
};

const MARKS: readonly PlayMark[] = [
  { id: 'lamp', text: 'Lamp', name: 'Lamp', keys: ['l', '1', '*'], apply: withValue(1) },
  { id: 'cross', text: 'No lamp ×', name: 'No lamp ×', keys: ['x', '0', '.'], apply: withValue(0) },
  { id: 'clear', text: 'Clear', name: 'Clear', keys: ['backspace', 'delete', '-'], apply: withValue(UNKNOWN) },
];

/** Empty → lamp → no lamp → empty. */
const NEXT: Readonly<Record<number, number>> = { [UNKNOWN]: 1, 1: 0, 0: UNKNOWN };

export const AKARI_PLAY: PlayGenre<AkariPuzzle> = {
  parse: parseAkari,
  model: akariPlayModel,
  marks: MARKS,
  cycle: (values, cell) => withValue(NEXT[values[cell]] ?? UNKNOWN)(values, cell),
  cellVariables: (cell) => [cell],
  markWords: (values, cell) => (values[cell] === 1 ? 'a lamp' : values[cell] === 0 ? 'no lamp (×)' : 'empty'),
  board: (p) => (
    <AkariBoard puzzle={p.puzzle} values={p.values} highlight={p.highlight} changed={p.changed} selected={p.selected} badges={p.badges} onCellSelect={p.onCellSelect}
      label={p.label} testId={p.testId} caption={p.selected === null ? LIT_SHORT : `${LIT_SHORT} ${CHOSEN_SHORT}`} />
  ),
  howTo:
    'Click or tap a white cell to cycle it: lamp, no lamp (×), empty. With the keyboard, the arrow keys move (skipping black cells), L puts a lamp, X marks no lamp, ' +
    'Backspace clears, Enter cycles; Ctrl+Z undoes and Ctrl+Y redoes. The buttons under the board set a mark on the chosen cell.',
};

export interface AkariPlayIslandProps {
  boards: PlayBoardChoice[];
  testId?: string;
}

export default function AkariPlayIsland({ boards, testId = 'play' }: AkariPlayIslandProps): JSX.Element {
  // The lesson page writes ENGINE_CSS once for all its Akari islands.
  return <PlayIsland genre={AKARI_PLAY} boards={boards} testId={testId} />;
}
