/**
 * The forcing rule on a real board, on the lesson's main path: the example
 * board just after a step of the solver's forcing run (the first one, or the
 * first on an "at most" inequality), the
 * inequality's cells bordered and the cells it settled outlined, beside the
 * words that work the step out (the caller's children: inequality, slack,
 * what is forced). The numbers come from src/lessons/akari/first-forcing.ts
 * and first-at-most.ts.
 */
import type { ComponentChildren, JSX } from 'preact';
import type { AkariPuzzle } from '../../../puzzles/akari/puzzle';
import type { FirstForcing } from '../../../lessons/akari/first-forcing';
import type { AtMostForcing } from '../../../lessons/akari/first-at-most';
import { AkariBoard } from '../AkariBoard';
import Formula from './LessonFormula';

export interface ForcingOnBoardProps {
  puzzle: AkariPuzzle;
  step: FirstForcing | AtMostForcing;
  /** The board's name in the lesson ("example"), said in the board's label. */
  boardName: string;
  /** Which step of the run this is, in the board's label: "the first forcing step" unless said. */
  stepName?: string;
  children: ComponentChildren;
}

export function ForcingOnBoard({ puzzle, step, boardName, stepName = 'the first forcing step', children }: ForcingOnBoardProps): JSX.Element {
  return (
    <figure class="eng-step-row lesson-forcing-on-board" data-testid="forcing-on-board">
      <div>{children}</div>
      <div class="lesson-forcing-board">
        <AkariBoard puzzle={puzzle} values={step.values} highlight={step.cells} changed={step.forced.map((f) => f.variable)} maxWidth={330}
          label={`The ${boardName} board after ${stepName}: the cells of ${step.label} bordered, the ${step.forced.length} it settled outlined`}
          testId="forcing-on-board-board" />
        {/* A board after several steps shows marks of each: the caption says which step made which (a reader took them all for the step beside it). */}
        {'earlierSteps' in step && (
          <p class="eng-small lesson-forcing-caption" data-testid="forcing-on-board-caption">
            Marks by step:{' '}
            {step.earlierSteps.map((s, i) => <span key={i}>step {i + 1}, {s.label}: <Formula tex={s.set} />;{' '}</span>)}
            step {step.step}, {step.label}, outlined: <Formula tex={step.forced.map((f) => `${f.name} = ${f.value}`).join(',\\ ')} />.
          </p>
        )}
      </div>
    </figure>
  );
}
