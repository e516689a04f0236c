/**
 * Shakashaka's play island: the engine genres' play kit (src/ui/
 * inequalities/play/) with Shakashaka's board, its six marks — empty, the
 * four triangles, empty — and its model (src/puzzles/shakashaka/play.ts).
 * A white cell is five variables (white and one per triangle): a mark sets
 * its state to 1 and the other four to 0; clearing sets all five unknown.
 * A hint's Apply may rule out one state of a cell without choosing one; the
 * board then shows what is still possible there, as the by-hand mode does.
 */
import type { JSX } from 'preact';
import { UNKNOWN } from '../../../inequalities/forcing';
import { parseShakashaka } from '../../../puzzles/shakashaka/format';
import { shakashakaPlayModel } from '../../../puzzles/shakashaka/play';
import { STATE_CHAR, type ShakashakaPuzzle } from '../../../puzzles/shakashaka/puzzle';
import { PlayIsland, type PlayBoardChoice, type PlayGenre, type PlayMark } from '../../inequalities/play/PlayIsland';
import { ShakashakaBoard } from '../ShakashakaBoard';

/** The values with cell `cell` in `state` (−1: all five unknown). */
const withState = (state: number) => (values: readonly number[], cell: number): number[] => {
  const next = values.slice();
  for (let s = 0; s < 5; s++) next[5 * cell + s] = state < 0 ? UNKNOWN : s === state ? 1 : 0;
  return next;
};

/** The state chosen on a cell, or −1. */
const stateOf = (values: readonly number[], cell: number): number => [0, 1, 2, 3, 4].find((s) => values[5 * cell + s] === 1) ?? -1;

const TRIANGLE_NAMES = ['', 'black in the upper left', 'black in the upper right', 'black in the lower right', 'black in the lower left'];

const MARKS: readonly PlayMark[] = [
  { id: 'white', text: 'Empty', name: 'Empty (no triangle)', keys: ['e', 'w', '0'], apply: withState(0) },
  ...[1, 2, 3, 4].map((s): PlayMark => ({ id: `t${s}`, text: STATE_CHAR[s], name: `${STATE_CHAR[s]} triangle, ${TRIANGLE_NAMES[s]},`, keys: [String(s)], apply: withState(s) })),
  { id: 'clear', text: 'Clear', name: 'Clear', keys: ['backspace', 'delete', '-'], apply: withState(-1) },
];

export const SHAKASHAKA_PLAY: PlayGenre<ShakashakaPuzzle> = {
  parse: parseShakashaka,
  model: shakashakaPlayModel,
  marks: MARKS,
  // Undecided → empty → ◤ → ◥ → ◢ → ◣ → undecided: the lesson's words, "empty" for a cell with no triangle, "undecided" for one not marked yet.
  cycle: (values, cell) => withState(stateOf(values, cell) === 4 ? -1 : stateOf(values, cell) + 1)(values, cell),
  cellVariables: (cell) => [0, 1, 2, 3, 4].map((s) => 5 * cell + s),
  markWords: (values, cell) => {
    const s = stateOf(values, cell);
    return s < 0 ? 'undecided' : s === 0 ? 'empty' : `the triangle ${STATE_CHAR[s]} (${TRIANGLE_NAMES[s]})`;
  },
  board: (p) => (
    <ShakashakaBoard puzzle={p.puzzle} values={p.values} highlight={p.highlight} changed={p.changed} selected={p.selected} badges={p.badges} onCellSelect={p.onCellSelect}
      label={p.label} testId={p.testId} maxWidth={Math.min(300, 44 * (p.puzzle.width + 1))} />
  ),
  // A step that chooses a state for a cell (a variable forced to 1), not one that only rules a triangle out.
  landmark: {
    test: (step) => step.forced.some((f) => f.value === 1),
    what: 'decides a cell',
    whatPlural: 'decide a cell',
    // One step can choose the state of several cells (a number's row forcing two triangles), so steps and cells differ.
    size: (step) => new Set(step.forced.filter((f) => f.value === 1).map((f) => Math.floor(f.variable / 5))).size,
    things: ['cell', 'cells'],
  },
  pointerSelectsFirst: true,
  howTo:
    'Click or tap a white cell to choose it, then a button under the board to mark it; clicking a cell you chose again cycles it: empty, ◤, ◥, ◢, ◣, undecided. ' +
    'Keys: arrows move, E empty, 1 to 4 the triangles ◤ ◥ ◢ ◣, Backspace undecided, Enter cycles; Ctrl+Z undoes, Ctrl+Y redoes.',
};

export interface ShakashakaPlayIslandProps {
  boards: PlayBoardChoice[];
  testId?: string;
}

export default function ShakashakaPlayIsland({ boards, testId = 'play' }: ShakashakaPlayIslandProps): JSX.Element {
  // The lesson page writes ENGINE_CSS and SHAKASHAKA_CSS once for all its islands.
  return <PlayIsland genre={SHAKASHAKA_PLAY} boards={boards} testId={testId} className="sk-play" />;
}
