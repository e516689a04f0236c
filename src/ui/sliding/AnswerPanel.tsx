/**
 * The answer: the tiles to slide, a stepper through the boards (play, pause,
 * arrow keys; the URL names the move), and the heuristic taken apart on the
 * board at the current move. The boards come from applying the moves, so
 * stepping back and forth is exact without replaying the search.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { SlidingPuzzle } from '../../puzzles/sliding/board';
import { explainManhattanLc } from '../../puzzles/sliding/heuristic-manhattan';
import Stepper from '../Stepper';
import { HeuristicView } from './HeuristicView';
import { MoveList } from './MoveList';
import { boardsAlong } from './StepBoards';
import { usePdbBreakdown, type ExplainPdb } from './use-pdb-breakdown';

export interface AnswerPanelProps {
  puzzle: SlidingPuzzle;
  moves: readonly number[];
  optimal: boolean;
  explainPdb?: ExplainPdb;
  pdbReady?: boolean;
}

export function AnswerPanel({ puzzle, moves, optimal, explainPdb, pdbReady = false }: AnswerPanelProps): JSX.Element {
  const boards = useMemo(() => boardsAlong(puzzle, moves), [puzzle, moves]);
  const [k, setK] = useState(0);
  useEffect(() => setK(0), [boards]);
  const tiles = boards[Math.min(k, boards.length - 1)];
  const pdb = usePdbBreakdown(tiles, explainPdb, pdbReady);
  const mdlc = explainManhattanLc(tiles, puzzle.size);
  const describe = (i: number) => (i === 0 ? 'start board' : `slid ${moves[i - 1]}${i === moves.length ? ': solved' : ''}`);

  return (
    <div class="sl-answer" data-testid="answer-panel" data-step={k}>
      <MoveList moves={moves} done={k} optimal={optimal} onJump={setK} />
      <Stepper id="move" count={moves.length} value={k} onChange={setK} label="Moves of the answer" describe={describe} />
      <HeuristicView puzzle={{ size: puzzle.size, tiles }} mdlc={mdlc} pdb={pdb} lastMove={k > 0 ? moves[k - 1] : null}
        caption={k === 0 ? 'The start board' : `The board after ${k} move${k === 1 ? '' : 's'}; ${moves.length - k} to go`}
        testId="answer-heuristic" />
    </div>
  );
}
