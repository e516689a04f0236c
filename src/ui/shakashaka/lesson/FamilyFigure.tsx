/**
 * A figure of one constraint family for the lesson: a few tiny boards with
 * some states set (the marks show what a cell may still be, the thick
 * border the cells of the inequality), each with its caption, and the
 * inequality itself in KaTeX and in words, beside the boards where there is
 * room. How to read the drawings is said once, by the legend above the figures. Static: rendered when the site is built.
 */
import type { ComponentChildren, JSX } from 'preact';
import type { FamilyFigure as Figure } from '../../../lessons/shakashaka/figures';
import Formula from '../../Formula';
import { ShakashakaBoard } from '../ShakashakaBoard';

export interface FamilyFigureProps {
  figure: Figure;
  /** Short name of the figure, for the boards' accessible names. */
  title: string;
  testId: string;
  /** Words under the formula, before the inequality's own sentence. */
  children?: ComponentChildren;
  /** Px per board (they are tiny). */
  width?: number;
  /** Row and column numbers on the boards (default on: the captions and the inequality name cells by row and column). */
  axes?: boolean;
}

export function FamilyFigure({ figure, title, testId, children, width = 120, axes = true }: FamilyFigureProps): JSX.Element {
  return (
    <figure class="sk-figure sk-family-figure" data-testid={testId}>
      <div class="eng-row sk-family-boards">
        {figure.boards.map((b, i) => (
          // At least 9.5rem wide (6rem for the tiny one-cell boards, whose captions are a word), so a caption reads a few words a line and its longest word ("Undecided:") is never broken inside.
          <div key={i} class="sk-figure-board" style={{ width: `max(${width}px, ${width < 100 ? 6 : 9.5}rem)` }}>
            <ShakashakaBoard puzzle={b.puzzle} values={b.values} highlight={b.highlight} axes={axes} maxWidth={width}
              caption={b.caption} label={`${title}, example ${i + 1}: ${b.caption}`} testId={`${testId}-board-${i}`} />
          </div>
        ))}
      </div>
      <figcaption>
        <Formula display tex={figure.katex} />
        {children} <span class="sk-small">The inequality shown: {figure.label}.</span>
      </figcaption>
    </figure>
  );
}
