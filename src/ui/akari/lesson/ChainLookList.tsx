/**
 * A short chain's look-ahead all at once, for the main path of the lesson
 * (whose words state the supposition just before it): each inequality it sets off with why in one line
 * (which supposed cells it holds, its slack, what that forces), and the board
 * as it stands when the last inequality fails. Static (no island): a chain of
 * a few steps reads faster as a list than through step buttons; the longer
 * chain in the fold uses ./ChainLookStepper.tsx.
 */
import type { JSX } from 'preact';
import { lookValues, type ChainExample, type ChainLookStep } from '../../../lessons/akari/chain-example';
import type { AkariPuzzle } from '../../../puzzles/akari/puzzle';
import { AkariBoard } from '../AkariBoard';
import Formula from './LessonFormula';
import { fmtNum, Var, Vars } from './chain-var';

/** The board's width, which is also its column's in the row beside the words (lesson-css.ts .chain-look-row). */
const LIST_BOARD_PX = 210;
const valueWords = (v: number) => (v === 1 ? 'a lamp' : 'no lamp');

/** Why one step of the look-ahead did what it did, in one sentence. */
function StepWhy({ chain, step }: { chain: ChainExample; step: ChainLookStep }): JSX.Element {
  // Only the target is supposed; the other cells it holds were forced from that supposition, and say so.
  const target = step.uses.includes(chain.target.n);
  const forcedFrom = step.uses.filter((n) => n !== chain.target.n);
  const from = forcedFrom.length > 0 && <><Vars ns={forcedFrom} /> forced from {target ? 'it' : <>the supposition <Var n={chain.target.n} /> = {chain.assumed}</>}</>;
  const held = target && from ? <>with <Var n={chain.target.n} /> supposed and {from}, its</>
    : target ? <>with <Var n={chain.target.n} /> supposed, its</>
    : from ? <>with {from}, its</> : <>its</>;
  if (step.impossible) {
    return (
      <>
        {held} slack is {fmtNum(step.slack)}: it <strong>cannot hold</strong>. So{' '}
        <strong>
          <Var n={chain.target.n} /> = {chain.concluded}
        </strong>{' '}
        ({valueWords(chain.concluded)}).
      </>
    );
  }
  const sizes = [...new Set(step.forced.map((f) => Math.abs(f.coef)))];
  return (
    <>
      {held} slack is {step.slack}, below {sizes.length === 1 ? `the coefficient ${sizes[0]}` : 'each coefficient'}, so{' '}
      {step.forced.map((f, i) => (
        <span key={f.n}>
          {i > 0 && (i === step.forced.length - 1 ? ' and ' : ', ')}
          <Var n={f.n} /> = {f.value}
        </span>
      ))}
      .
    </>
  );
}

export function ChainLookList({ puzzle, chain, boardName }: { puzzle: AkariPuzzle; chain: ChainExample; boardName: string }): JSX.Element {
  const last = chain.look[chain.look.length - 1];
  const values = lookValues(chain, chain.look.length - 1);
  // Every value set by the supposition or after it rests on it: a "?" badge tells it from what was known before.
  const assumed: Record<number, string> = {};
  values.forEach((v, i) => {
    if (v !== -1 && chain.values[i] === -1) assumed[i] = '?';
  });
  return (
    <figure class="eng-card chain-look" data-testid="chain-look-list">
      <div class="chain-look-row" style={{ '--look-board': `${LIST_BOARD_PX}px` }}>
        <AkariBoard puzzle={puzzle} values={values} highlight={last.cells} badges={assumed} maxWidth={LIST_BOARD_PX}
          label={`The ${boardName} board under the supposition x${chain.target.n} = ${chain.assumed}, when inequality ${last.label} fails`} testId="chain-look-list-board" />
        <div>
          <ol class="chain-look-steps">
            {chain.look.map((s) => (
              <li key={s.label}>
                <strong>{s.label}</strong> <Formula tex={s.tex} /> <span class="eng-small">{s.sentence}</span>: <StepWhy chain={chain} step={s} />
              </li>
            ))}
          </ol>
        </div>
      </div>
      <figcaption class="eng-small">
        The board when {last.label} fails. “?”: a lamp or × that rests on the supposition (one without it was known
        before). Thick blue border, striped inside: the cells of {last.label}.
      </figcaption>
    </figure>
  );
}
