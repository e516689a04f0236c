/**
 * A static lesson figure: the board just after one forcing step, the cells of
 * the inequality hatched and the cells it settled outlined, with the
 * inequality as written and as it stood at that step. The words around it
 * (what a human would see) are the caller's children.
 */
import type { ComponentChildren, JSX } from 'preact';
import type { AkariPuzzle } from '../../../puzzles/akari/puzzle';
import Formula from './LessonFormula';
import { AkariBoard } from '../AkariBoard';
import type { PatternExample } from '../../../lessons/akari/patterns';

export interface PatternFigureProps {
  puzzle: AkariPuzzle;
  example: PatternExample;
  title: string;
  children?: ComponentChildren;
}

export function PatternFigure({ puzzle, example, title, children }: PatternFigureProps): JSX.Element {
  const changedForm = example.tex !== example.texNow;
  return (
    <figure class="eng-card lesson-pattern" data-testid={`pattern-${example.kind}`}>
      <div class="eng-step-row">
        <div>
          <h3>{title}</h3>
          {children}
          <p>
            Inequality {example.label}, {example.sentence}:
          </p>
          <Formula display tex={example.tex} />
          {changedForm && (
            <>
              <p>At step {example.step} of the run, with the cells known by then filled in, it reads</p>
              <Formula display tex={example.texNow} />
            </>
          )}
        </div>
        <AkariBoard puzzle={puzzle} values={example.values} highlight={example.cells} changed={example.forced} maxWidth={342}
          label={`${title}: the easy example board, in its own numbering, after step ${example.step}`} testId={`pattern-${example.kind}-board`} />
      </div>
      <figcaption class="eng-small">
        Board: the easy example board; its variables and inequalities have their own numbers. Thick blue border, striped inside: the cells of {example.label}. Dashed outline: the {example.forced.length === 1 ? 'cell' : `${example.forced.length} cells`} it
        settled at step {example.step}, {example.forcedValue === 1 ? 'lamps' : 'no lamp'}.
      </figcaption>
    </figure>
  );
}
