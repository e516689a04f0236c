/**
 * The sliding puzzle's two step lists for the step-card frame
 * (./StepCards.tsx):
 *
 * - the trace's whole steps: the parity test, the start estimate, each IDA*
 *   iteration, and the answer, each beside the board it is about (the start
 *   board until the answer, then the goal);
 * - the moves of the answer, one card per move with the board after it —
 *   what the lesson's answer stepper steps through, so the reader's step is a
 *   move.
 */
import { fmt, plural } from '../core/numbers';
import type { SlidingPuzzle } from '../puzzles/sliding/board';
import type { SlidingEvent } from '../puzzles/sliding/events';
import { explainManhattanLc } from '../puzzles/sliding/heuristics/manhattan';
import { slidingReplay } from '../puzzles/sliding/replay';
import { SlidingBoard } from '../ui/sliding/SlidingBoard';
import { boardsAlong } from '../ui/sliding/StepBoards';
import { boardTestId, type BoardPlace, type Noun, type StepSequence } from './StepCards';
import { traceSequence } from './trace-steps';

const SMALL = 150;

const NOUNS: Record<string, Noun> = {
  parity: { one: 'parity test', many: 'parity tests' },
  root: { one: 'start estimate', many: 'start estimates' },
  iteration: { one: 'iteration', many: 'iterations' },
  stop: { one: 'stop', many: 'stops' },
  fallback: { one: 'phase of the fast method', many: 'phases of the fast method' },
  solution: { one: 'answer', many: 'answers' },
};

function stepWords(e: SlidingEvent): string {
  switch (e.kind) {
    case 'parity':
      return `The parity test: ${plural(e.inversions, 'inversion')}${e.blankRowFromBottom !== null ? `, the blank on row ${e.blankRowFromBottom} from the bottom` : ''}: ${e.solvable ? 'the board can be solved' : 'the board cannot be solved'}.`;
    case 'root':
      return `The estimate on the start board (${e.heuristic}): at least ${plural(e.h, 'move')}.`;
    case 'iteration':
      return `An iteration with bound ${e.bound}: ${plural(e.nodes, 'node')} generated (${fmt(e.totalNodes)} in all); ${e.found ? 'a solution within the bound' : e.nextBound !== null ? `none within it, so the next bound is ${e.nextBound}` : 'none within it'}.`;
    case 'stop':
      return `Stopped (${e.reason === 'timeout' ? 'time limit' : 'cancelled'}) while working on bound ${e.lowerBound}: no solution is shorter than ${plural(e.lowerBound, 'move')}.`;
    case 'fallback':
      return `The fast method, ${e.phase}: ${plural(e.moves.length, 'move')}.`;
    case 'solution':
      return `The answer: ${plural(e.moves.length, 'move')}, ${e.optimal ? 'a shortest one' : 'not proven shortest'}.`;
    case 'tree-node':
      return '';
  }
}

/** The trace's whole steps, each beside the board it is about. */
export function searchSequence(puzzle: SlidingPuzzle, events: readonly SlidingEvent[]): StepSequence {
  return traceSequence({
    replay: slidingReplay,
    puzzle,
    events,
    current: null,
    kindOf: (e) => NOUNS[e.kind] ?? { one: 'other step', many: 'other steps' },
    words: (s) => <p>{stepWords(s.event)}</p>,
    board: (_view, s, testId) => {
      const e = s?.event;
      const tiles = e?.kind === 'solution' ? boardsAlong(puzzle, e.moves).at(-1)! : puzzle.tiles;
      const label = e?.kind === 'solution' ? 'The board after the answer' : 'The start board';
      return <SlidingBoard size={puzzle.size} tiles={tiles} compact maxWidth={SMALL} label={label} testId={testId} />;
    },
  });
}

/** The answer's moves, one card per move with the board after it. */
export function moveSequence(puzzle: SlidingPuzzle, moves: readonly number[]): StepSequence {
  const boards = boardsAlong(puzzle, moves);
  const board = (k: number, place: BoardPlace) => {
    const title = k === 0 ? 'The start board' : `The board after move ${k}`;
    return <SlidingBoard size={puzzle.size} tiles={boards[k]} lastMove={k === 0 ? null : moves[k - 1]} compact maxWidth={SMALL} label={title}
      testId={boardTestId(place, `export-move-board-${k}`)} />;
  };
  return {
    count: boards.length - 1,
    unit: { one: 'move', many: 'moves' },
    kindOf: () => ({ one: 'slide', many: 'slides' }),
    card: (k) => ({
      words: (
        <p>
          Slide tile {moves[k - 1]} into the blank: {plural(moves.length - k, 'move')} to go, and the estimate is now{' '}
          {explainManhattanLc(boards[k], puzzle.size).total}.
        </p>
      ),
      board: (place) => board(k, place),
    }),
    start: (place) => board(0, place),
  };
}
