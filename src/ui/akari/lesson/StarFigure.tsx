/**
 * A static lesson figure: a sum of more than two inequalities that forces a
 * cell no single inequality and no pair can (Tatham's "tricky" pattern: one
 * ≥ inequality against the ≤ 1 lines through one cell). The board is the one
 * forcing stalled on; the summands' cells are hatched, the forced cell
 * outlined. The numbers are the selective method's own, from its trace.
 */
import type { JSX } from 'preact';
import type { AkariPuzzle } from '../../../puzzles/akari/puzzle';
import Formula from './LessonFormula';
import { AkariBoard } from '../AkariBoard';

export interface StarPart {
  label: string;
  sentence: string;
  /** As written, and in ≥ form (multiplied by −1 when it reads as ≤), the form the sum adds. */
  tex: string;
  texGe: string;
  cells: number[];
}

export interface StarFigureProps {
  puzzle: AkariPuzzle;
  /** The board when forcing stalled. */
  values: readonly number[];
  parts: readonly StarPart[];
  /** The sum in ≥ form as the engine built it (known cells substituted). */
  sum: string;
  /** The slack test on the sum: largest left side M, right side b, slack M − b, the forced cell's coefficient. */
  test: { max: number; rhs: number; slack: number; coef: number };
  forced: readonly { name: string; value: number; variable: number }[];
  /** Where the parts' cells went (TeX names): known 0 dropped, known 1 moved to the right side, open ones cancelled. */
  fate: { knownZero: readonly string[]; knownOne: readonly string[]; cancelled: readonly string[] };
}

const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));

export function StarFigure({ puzzle, values, parts, sum, test, forced, fate }: StarFigureProps): JSX.Element {
  const after = values.slice();
  for (const f of forced) after[f.variable] = f.value;
  return (
    <figure class="eng-card" data-testid="star-figure">
      <div class="eng-step-row">
        <div>
          <ol class="eng-sums">
            {parts.map((p, i) => (
              <li key={p.label}>
                {/* Each part as it is added: a ≤ part already multiplied by −1 (≥ form), and the words say so, so the
                    figure works in the same form as the slack test below it and the text around it. */}
                <strong>{p.label}</strong> <span class="eng-small">{p.sentence}{p.texGe !== p.tex ? '; in ≥ form (multiplied by −1), as it is added' : ''}:</span>
                <Formula display tex={p.texGe} />
              </li>
            ))}
          </ol>
        </div>
        <AkariBoard puzzle={puzzle} values={after} highlight={[...new Set(parts.flatMap((p) => p.cells))]} changed={forced.map((f) => f.variable)}
          maxWidth={342} label="The tricky board where forcing stalled, with the three inequalities' cells marked" testId="star-board" />
      </div>
      {/* The sum across the whole card: beside the board it ran to twice the board's height in a narrow column. */}
      <p data-testid="star-figure-fate">
        {/* The known values are the forcing fixpoint's: the star is the first sum that forces anything (facts.ts). */}
        Added, with the forcing fixpoint’s values filled in
        {fate.knownZero.length > 0 && <> (<Formula tex={fate.knownZero.join(', ')} /> known 0: dropped{fate.knownOne.length > 0 ? '' : ')'}</>}
        {fate.knownOne.length > 0 && <>{fate.knownZero.length > 0 ? '; ' : ' ('}<Formula tex={fate.knownOne.join(', ')} /> known 1: moved to the right side)</>}
        {fate.cancelled.length > 0 && <>; <Formula tex={fate.cancelled.join(', ')} /> cancel, + in one part and − in another</>}:
      </p>
      <Formula display tex={sum} />
      <p data-testid="star-figure-slack">
        Its left side is at most {signed(test.max)} (each term at its largest: a cell with a plus sign 1, one with a minus sign 0) and must be at least {signed(test.rhs)}, so the slack
        is {signed(test.max)} − {test.rhs < 0 ? `(${signed(test.rhs)})` : test.rhs} = {signed(test.slack)}. The coefficient
        of <Formula tex={forced[0].name} /> is {signed(test.coef)}, larger in size than the slack.
        So{' '}
        {forced.map((f, i) => (
          <span key={f.variable}>
            {i > 0 && ', '}
            <Formula tex={`${f.name} = ${f.value}`} />
          </span>
        ))}
        .
      </p>
      <figcaption class="eng-small">
        Thick blue border, striped inside: the cells of {parts.map((p) => p.label).join(', ')}. Dashed outline: the cell their sum settles.
      </figcaption>
    </figure>
  );
}
