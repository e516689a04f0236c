/**
 * Where forcing stops, on the lesson's main path: the example board at
 * forcing's fixpoint, lamps and crosses as forcing left them and the open
 * cells bordered, beside the words that name those cells (the caller's
 * children), so a reader finds x13 … without scrolling back to the first
 * figure. Laid out as ForcingOnBoard.tsx is: words left, board right, stacked
 * on a phone.
 */
import type { ComponentChildren, JSX } from 'preact';
import type { AkariPuzzle } from '../../../puzzles/akari/puzzle';
import { AkariBoard } from '../AkariBoard';

export interface FixpointOnBoardProps {
  puzzle: AkariPuzzle;
  /** Per variable at the fixpoint: −1 open, 0 cross, 1 lamp (src/lessons/akari/facts.ts). */
  values: readonly number[];
  /** The board's name in the lesson ("example"), said in the board's label. */
  boardName: string;
  children: ComponentChildren;
}

export function FixpointOnBoard({ puzzle, values, boardName, children }: FixpointOnBoardProps): JSX.Element {
  const open = values.flatMap((v, i) => (v === -1 ? [i] : []));
  return (
    <figure class="eng-step-row lesson-forcing-on-board" data-testid="fixpoint-on-board">
      <div>{children}</div>
      <AkariBoard puzzle={puzzle} values={values} highlight={open} maxWidth={330}
        label={`The ${boardName} board at forcing's fixpoint: what forcing settled, the ${open.length} open cells bordered`}
        testId="fixpoint-on-board-board" />
    </figure>
  );
}
