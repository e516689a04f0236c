/**
 * The look-ahead of the lesson's worked chain sum (src/lessons/akari/chain-example.ts),
 * one inequality per step: first the supposition alone, drawn on the board,
 * then each inequality it sets off, with the cells it reads hatched, the
 * cells it sets drawn as lamps and crosses, and why in words (which of its
 * cells rest on the supposition, its slack, what that forces), until the last
 * inequality cannot hold. The steps are computed when the site is built; the
 * island only moves through them.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { lookValues, type ChainExample, type ChainLookStep } from '../../../lessons/akari/chain-example';
import type { AkariPuzzle } from '../../../puzzles/akari/puzzle';
import Stepper from '../../Stepper';
import { AkariBoard, SETTLED_MARK } from '../AkariBoard';
import Formula from './LessonFormula';
import { fmtNum, Var, Vars } from './chain-var';

/** The board's width, which is also its column's in the row beside the words (lesson-css.ts .chain-look-row). */
const STEPPER_BOARD_PX = 342;
const valueWords = (v: number) => (v === 1 ? 'a lamp' : 'no lamp');
const cell = (n: number) => `x${n}`;




/** What step `k` (1 … look.length) did, in one line, for the stepper's status. */
export function lookAnnouncement(chain: ChainExample, k: number): string {
  if (k === 0) return `suppose ${cell(chain.target.n)} = ${chain.assumed}`;
  const s = chain.look[k - 1];
  if (s.impossible) return `${s.label} cannot hold: slack ${fmtNum(s.slack)}`;
  return `${s.label} forces ${s.forced.map((f) => `${cell(f.n)} = ${f.value}`).join(', ')}`;
}

export function LookStepWords({ chain, step, k }: { chain: ChainExample; step: ChainLookStep; k: number }): JSX.Element {
  const from = step.uses.length > 0 ? (
    <>
      It holds <Vars ns={step.uses} />, whose {step.uses.length === 1 ? 'value rests' : 'values rest'} on the supposition
      {k > 1 ? ' (set by it or by the steps before)' : ''}.{' '}
    </>
  ) : null;
  if (step.impossible) {
    return (
      <p data-testid="chain-look-words">
        {from}
        With every value found so far filled in, its slack is {fmtNum(step.slack)}, below 0: the largest its left side can
        still reach is smaller than its right side, so it <strong>cannot hold</strong>. Every value on the board since
        step 0 followed from supposing <Var n={chain.target.n} /> = {chain.assumed}, so that supposition is impossible:{' '}
        <strong>
          <Var n={chain.target.n} /> = {chain.concluded}
        </strong>{' '}
        ({valueWords(chain.concluded)}). The sum below proves the same with nothing assumed.
      </p>
    );
  }
  const coefs = [...new Set(step.forced.map((f) => Math.abs(f.coef)))];
  return (
    <p data-testid="chain-look-words">
      {from}
      With the values so far filled in, its slack is {step.slack}, smaller than the coefficient{' '}
      {coefs.length === 1 ? `(${coefs[0]} in size) of ${step.forced.length === 1 ? 'the open cell it forces' : 'each open cell it forces'}` : 'of each open cell it forces'}, so{' '}
      {step.forced.map((f, i) => (
        <span key={f.n}>
          {i > 0 && (i === step.forced.length - 1 ? ' and ' : ', ')}
          <Var n={f.n} /> = {f.value} ({valueWords(f.value)})
        </span>
      ))}
      , still under the supposition.
    </p>
  );
}

export interface ChainLookStepperProps {
  puzzle: AkariPuzzle;
  chain: ChainExample;
}

export default function ChainLookStepper({ puzzle, chain }: ChainLookStepperProps): JSX.Element {
  const [k, setK] = useState(0);
  const count = chain.look.length;
  const step = k > 0 ? chain.look[k - 1] : null;
  const values = lookValues(chain, k);
  const changed = step ? step.forced.map((f) => f.n - 1) : [chain.target.variable];
  const highlight = step ? step.cells : [];
  // Every value set since step 0 rests on the supposition: a "?" badge tells it from what was known before.
  const assumed: Record<number, string> = {};
  values.forEach((v, i) => {
    if (v !== -1 && chain.values[i] === -1) assumed[i] = '?';
  });
  return (
    <div class="chain-look" data-testid="chain-look-stepper">
      <Stepper id="chain-look" count={count} value={k} onChange={setK} syncUrl={false} label="The look-ahead, one inequality per step"
        describe={(v) => lookAnnouncement(chain, v)} intervalMs={1400} />
      {/* The board right under the step buttons, so what a step changes is in view; the words beside it, or under it on a phone. */}
      <div class="chain-look-row" style={{ '--look-board': `${STEPPER_BOARD_PX}px` }}>
        <div>
          <AkariBoard puzzle={puzzle} values={values} highlight={highlight} changed={changed} badges={assumed} maxWidth={STEPPER_BOARD_PX}
            label={`The hard board under the supposition ${cell(chain.target.n)} = ${chain.assumed}, after ${k} of ${count} steps`} testId="chain-look-board" />
          {/* Right under the board, where the badges are: the legend below comes after the words on a phone. */}
          <p class="eng-small" data-testid="chain-look-badge-note">A “?” badge: a lamp or × that is only assumed (the supposition, and everything set since step 0). One without it was known before.</p>
        </div>
        <div>
          {step ? (
            <>
              <p>
                <strong>{step.label}</strong> <span class="eng-small">{step.sentence}:</span>{' '}
                <Formula tex={step.tex} />
              </p>
              <LookStepWords chain={chain} step={step} k={k} />
            </>
          ) : (
            <p data-testid="chain-look-words">
              Suppose <Var n={chain.target.n} /> = {chain.assumed}: {valueWords(chain.assumed)} on it (drawn on the board, with a dashed
              outline). Nothing says it is so; every value the next {count} steps set rests on this supposition. Step forward to see
              which inequality it sets off first.
            </p>
          )}
        </div>
      </div>
      <ul class="eng-small chain-look-legend" data-testid="chain-look-legend">
        <li>Thick blue border, striped inside: the cells of the inequality of this step.</li>
        <li>{SETTLED_MARK}: the {k === 0 ? 'supposed cell' : 'cells this step set'}.</li>
      </ul>
    </div>
  );
}
