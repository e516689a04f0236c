/**
 * Every board of an answer, start to goal, as a grid of small drawings with
 * the tile that slid and the Manhattan + linear-conflict estimate under each.
 * Used by the exported worked example (and printable: one card never splits).
 */
import type { JSX } from 'preact';
import { applyMoves, type SlidingPuzzle } from '../../puzzles/sliding/board';
import { explainManhattanLc } from '../../puzzles/sliding/heuristics/manhattan';
import { SlidingBoard } from './SlidingBoard';

export interface StepBoardsProps {
  puzzle: SlidingPuzzle;
  moves: readonly number[];
}

/** The board after 0, 1, … moves.length moves (the moves are assumed legal). */
export function boardsAlong(puzzle: SlidingPuzzle, moves: readonly number[]): number[][] {
  const boards = [puzzle.tiles.slice()];
  for (let k = 1; k <= moves.length; k++) {
    const next = applyMoves(boards[k - 1], puzzle.size, [moves[k - 1]]);
    if (!next) break;
    boards.push(next);
  }
  return boards;
}

export function StepBoards({ puzzle, moves }: StepBoardsProps): JSX.Element {
  const boards = boardsAlong(puzzle, moves);
  return (
    <ol class="step-grid" data-testid="step-boards">
      {boards.map((tiles, k) => {
        const h = explainManhattanLc(tiles, puzzle.size).total;
        const title = k === 0 ? "Start" : `${k}. slide ${moves[k - 1]}`;
        return (
          <li key={k} class="step-card">
            <h3>{title}</h3>
            <SlidingBoard size={puzzle.size} tiles={tiles} lastMove={k === 0 ? null : moves[k - 1]} maxWidth={150}
              compact label={title} />
            <p>{`${moves.length - k} to go · h = ${h}`}</p>
          </li>
        );
      })}
    </ol>
  );
}
