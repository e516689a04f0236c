/**
 * The Akari lesson's formulas in its prose and figures: the site's Formula
 * written as MathML, as the lesson's islands write theirs. A lesson with a
 * hundred formulas then weighs a few hundred bytes per formula instead of a
 * few kilobytes, and the prose and the islands look alike (the letters take
 * KaTeX's math italic, src/styles/shared-css.ts).
 */
import type { JSX } from 'preact';
import Formula, { MathmlFormulas, type FormulaProps } from '../../Formula';

export default function LessonFormula(props: FormulaProps): JSX.Element {
  return (
    <MathmlFormulas>
      <Formula {...props} />
    </MathmlFormulas>
  );
}
