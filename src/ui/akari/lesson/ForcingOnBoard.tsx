/**
 * The forcing rule on a real board, on the lesson's main path: the example
 * board just after the first step of the solver's forcing run, the
 * inequality's cells bordered and the cells it settled outlined, beside the
 * words that work the step out (the caller's children: inequality, slack,
 * what is forced). The numbers come from src/lessons/akari/first-forcing.ts.
 */
import type { ComponentChildren, JSX } from 'preact';
import type { AkariPuzzle } from '../../../puzzles/akari/puzzle';
import type { FirstForcing } from '../../../lessons/akari/first-forcing';
import { AkariBoard } from '../AkariBoard';

export interface ForcingOnBoardProps {
  puzzle: AkariPuzzle;
  step: FirstForcing;
  /** The board's name in the lesson ("example"), said in the board's label. */
  boardName: string;
  children: ComponentChildren;
}

export function ForcingOnBoard({ puzzle, step, boardName, children }: ForcingOnBoardProps): JSX.Element {
  return (
    <figure class="eng-step-row lesson-forcing-on-board" data-testid="forcing-on-board">
      <div>{children}</div>
      <AkariBoard puzzle={puzzle} values={step.values} highlight={step.cells} changed={step.forced.map((f) => f.variable)} maxWidth={330}
        label={`The ${boardName} board after the first forcing step: the cells of ${step.label} bordered, the ${step.forced.length} it settled outlined`}
        testId="forcing-on-board-board" />
    </figure>
  );
}
