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
import { BoardTag } from './BoardTag';
import type { PatternExample } from '../../../lessons/akari/patterns';

export interface PatternFigureProps {
  puzzle: AkariPuzzle;
  example: PatternExample;
  title: string;
  /** The board's name in the lesson ("example"): tagged on the card and said in its labels. */
  boardName: string;
  children?: ComponentChildren;
}

export function PatternFigure({ puzzle, example, title, boardName, children }: PatternFigureProps): JSX.Element {
  const changedForm = example.tex !== example.texNow;
  const known = example.values.filter((v) => v !== -1).length;
  return (
    <figure class="eng-card lesson-pattern" data-testid={`pattern-${example.kind}`}>
      <div class="eng-step-row">
        <div>
          <h3>{title}</h3>
          <BoardTag puzzle={puzzle} name={boardName} />
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
          label={`${title}: the ${boardName} board after step ${example.step}`} testId={`pattern-${example.kind}-board`} />
      </div>
      <figcaption class="eng-small">
        Board: the {boardName} board, with its numbers. Thick blue border, striped inside: the cells of {example.label}. Dashed outline: the {example.forced.length === 1 ? 'cell' : `${example.forced.length} cells`} it
        settled at step {example.step}, {settledWord(example.forced.length, example.forcedValue)}.{' '}
        {example.step > 1 && (
          <>
            The other {known - example.forced.length} lamps and crosses come from the earlier
            {example.earlier.length === 1 ? ' step' : ` ${example.earlier.length} steps`} of the same run, each this one rule
            applied to one inequality: {example.earlier.join(', ')}.
          </>
        )}
      </figcaption>
    </figure>
  );
}

/** What the settled cells became: "a lamp", "no lamp", "all lamps", "none of them a lamp". */
function settledWord(count: number, value: 0 | 1): string {
  if (count === 1) return value === 1 ? 'a lamp' : 'no lamp';
  return value === 1 ? 'all lamps' : 'none of them a lamp';
}
