/**
 * The answer: the tiles to slide, a stepper through the boards (play, pause,
 * arrow keys; the URL names the move), and the heuristic taken apart on the
 * board at the current move. The boards come from applying the moves, so
 * stepping back and forth is exact without replaying the search.
 *
 * The step is state that belongs to one answer: a new answer starts at its
 * first board, without an effect that would undo a step a link asked for.
 */
import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import { explainManhattanLc } from '../../puzzles/sliding/heuristics/manhattan';
import Stepper from '../Stepper';
import { HeuristicView } from './HeuristicView';
import { MoveList } from './MoveList';
import { plural } from '../../core/numbers';
import { boardsAlong } from './StepBoards';
import { usePdbBreakdown, type ExplainPdb } from './use-pdb-breakdown';

export interface AnswerPanelProps {
  puzzle: SlidingPuzzle;
  moves: readonly number[];
  optimal: boolean;
  explainPdb?: ExplainPdb;
  pdbReady?: boolean;
}

/** Which way a tile went when it slid from cell `from` to cell `to`. */
export function direction(from: number, to: number, size: number): 'up' | 'down' | 'left' | 'right' {
  if (to === from - size) return 'up';
  if (to === from + size) return 'down';
  return to < from ? 'left' : 'right';
}

/** What the stepper announces at move k: what slid, which way, how far from the goal, and the estimate. */
export function describeMove(boards: readonly number[][], moves: readonly number[], size: number, k: number): string {
  const h = explainManhattanLc(boards[k], size).total;
  if (k === 0) return `the start board; estimate h = ${h}`;
  const tile = moves[k - 1];
  const way = direction(boards[k - 1].indexOf(tile), boards[k].indexOf(tile), size);
  const left = moves.length - k;
  const before = explainManhattanLc(boards[k - 1], size).total;
  // A reader who sees the estimate go up on the way to the goal wonders whether something is wrong.
  const rose = h > before
    ? ` (up from ${before}: the estimate is only a lower bound, so it may rise on the way, but never above the moves to go)`
    : '';
  return `slid ${tile} ${way}; ${left === 0 ? 'solved' : `${plural(left, 'move')} to go, estimate h = ${h}${rose}`}`;
}

/** Play's time on a move at 1×: the board's change is what is watched, so about a move a second. */
export const MOVE_DWELL_MS = 1000;
/** Play's time at 1× on a move whose words explain why the estimate rose: long enough to read that sentence. */
export const ROSE_DWELL_MS = 4000;

/** How long Play shows move k at 1× (the stepper's reading time would give a plain move 2 to 3 s, which felt slow). */
export function moveDwellMs(boards: readonly number[][], size: number, k: number): number {
  if (k === 0) return MOVE_DWELL_MS;
  const rose = explainManhattanLc(boards[k], size).total > explainManhattanLc(boards[k - 1], size).total;
  return rose ? ROSE_DWELL_MS : MOVE_DWELL_MS;
}

export function AnswerPanel({ puzzle, moves, optimal, explainPdb, pdbReady = false }: AnswerPanelProps): JSX.Element {
  const boards = useMemo(() => boardsAlong(puzzle, moves), [puzzle, moves]);
  const [at, setAt] = useState({ boards, k: 0 });
  const k = at.boards === boards ? Math.min(at.k, boards.length - 1) : 0;
  const setK = (next: number) => setAt({ boards, k: next });
  const tiles = boards[k];
  const pdb = usePdbBreakdown(tiles, explainPdb, pdbReady);
  const mdlc = explainManhattanLc(tiles, puzzle.size);

  return (
    <div class="sl-answer" data-testid="answer-panel" data-step={k}>
      <MoveList moves={moves} done={k} optimal={optimal} onJump={setK} />
      <Stepper id="move" count={moves.length} value={k} onChange={setK} label="Moves of the answer"
        describe={(i) => describeMove(boards, moves, puzzle.size, i)} dwellMs={(i) => moveDwellMs(boards, puzzle.size, i)} />
      <HeuristicView puzzle={{ size: puzzle.size, tiles }} mdlc={mdlc} pdb={pdb} lastMove={k > 0 ? moves[k - 1] : null}
        caption={k === 0 ? 'The start board' : `The board after ${plural(k, 'move')}; ${moves.length - k} to go`}
        testId="answer-heuristic" />
    </div>
  );
}
