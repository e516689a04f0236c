/**
 * The lesson's worked star (src/lessons/akari/star-walk.ts), one addition per
 * line: what was added and why it qualifies, the running sum, and the test
 * the selective method makes after each addition (is the cell's coefficient
 * closer to beating the slack?) until it beats it. Beside it, the board with
 * the star's cells marked and the cell it settles outlined.
 */
import type { JSX } from 'preact';
import type { AkariPuzzle } from '../../../puzzles/akari/puzzle';
import type { StarWalk } from '../../../lessons/akari/star-walk';
import { AkariBoard } from '../AkariBoard';
import Formula from './LessonFormula';

const valueWords = (v: number) => (v === 1 ? 'a lamp' : 'no lamp');

export function StarWalkFigure({ puzzle, walk }: { puzzle: AkariPuzzle; walk: StarWalk }): JSX.Element {
  const x = <Formula tex={walk.target.name} />;
  const last = walk.rows.length - 1;
  const after = walk.values.slice();
  after[walk.target.variable] = walk.target.value;
  return (
    <figure class="eng-card" data-testid="star-walk">
      <div class="eng-step-row">
        <ol class="eng-sums star-walk-rows">
          {walk.rows.map((r, k) => {
            const size = Math.abs(r.coef);
            const before = k > 0 ? walk.rows[k - 1] : null;
            const test =
              k === last ? (
                <>
                  coefficient {size} in size, larger than the slack {r.slack}, so the sum forces {x} = {walk.target.value} ({valueWords(walk.target.value)}).
                </>
              ) : !before ? (
                size === 0 ? <>{x} is not in it yet (coefficient 0); its slack is {r.slack}.</> : <>coefficient {size} in size, slack {r.slack}.</>
              ) : (
                <>
                  coefficient {size} in size against the slack {r.slack} (before this addition: {Math.abs(before.coef)} against {before.slack}):
                  closer, but not larger yet, so the method adds the next one.
                </>
              );
            return (
              <li key={r.label} data-testid="star-walk-row">
                <strong>{k === 0 ? `Base ${r.label}` : `Add ${r.label}`}</strong> <span class="eng-small">{r.sentence}{r.flipped ? ', multiplied by −1' : ''}:</span>{' '}
                <Formula tex={r.partTex} />
                {k > 0 && (
                  <>
                    <br />
                    It holds {x} with the sign that pushes it to {walk.target.value}, and{' '}
                    {r.cancelled.length > 0 ? (
                      <>
                        {r.cancelled.map((c, i) => (
                          <span key={c}>
                            {i > 0 && ', '}
                            <Formula tex={c} />
                          </span>
                        ))}{' '}
                        cancels. Sum so far: <Formula tex={r.sumTex} />
                      </>
                    ) : (
                      <>
                        nothing cancels. Sum so far: <Formula tex={r.sumTex} />
                      </>
                    )}
                  </>
                )}
                <br />
                <span data-testid="star-walk-test">{k > 0 ? <>For {x}: </> : null}{test}</span>
              </li>
            );
          })}
        </ol>
        <AkariBoard puzzle={puzzle} values={after} highlight={[...new Set(walk.rows.flatMap((r) => r.cells))]} changed={[walk.target.variable]}
          maxWidth={342} label={`The star on the tricky board: the cells of ${walk.rows.map((r) => r.label).join(', ')} marked, the cell it settles outlined`} testId="star-walk-board" />
      </div>
      <figcaption class="eng-small">
        Thick blue border, striped inside: the cells of {walk.rows.map((r) => r.label).join(', ')}. Dashed outline: the cell the star settles. Known cells are filled in.
      </figcaption>
    </figure>
  );
}
