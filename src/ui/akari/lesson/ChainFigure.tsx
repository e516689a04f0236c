/**
 * The lesson's worked chain sum (src/lessons/akari/chain-example.ts), its
 * second half: after the look-ahead (./ChainLookStepper.tsx, an island, one
 * inequality per step), the same inequalities in ≥ form added up, the cells
 * that cancel struck through and named in words, and what the total forces.
 * The terms are plain HTML rather than typeset formulas so a struck-through
 * term reads as struck on every browser (MathML has no strike that Chromium
 * draws) and the long lines wrap on a phone.
 */
import type { JSX } from 'preact';
import type { ChainExample, ChainTerm } from '../../../lessons/akari/chain-example';
import { fmtNum, MINUS, Var } from './chain-var';



/** Terms in ≥ form, e.g. "−x₆ − x₁₀ ≥ −1"; a cancelling term struck through (and said so to a screen reader). */
function TermsGe({ terms, rhs }: { terms: readonly ChainTerm[]; rhs: number }): JSX.Element {
  return (
    <span class="chain-ineq">
      {terms.length === 0 && '0'}
      {terms.map((t, i) => {
        const size = Math.abs(t.coef);
        const sign = t.coef < 0 ? (i === 0 ? MINUS : ` ${MINUS} `) : i === 0 ? '' : ' + ';
        const body = (
          <>
            {size === 1 ? '' : size}
            <Var n={t.n} />
          </>
        );
        return (
          <span key={t.variable}>
            {sign}
            {t.cancels ? (
              <s class="chain-cancel">
                {body}
                <span class="visually-hidden"> (cancels)</span>
              </s>
            ) : (
              body
            )}
          </span>
        );
      })}
      {' ≥ '}
      {fmtNum(rhs)}
    </span>
  );
}

function valueWords(value: number): string {
  return value === 1 ? 'a lamp' : 'no lamp';
}

export function ChainFigure({ chain }: { chain: ChainExample }): JSX.Element {
  const x = <Var n={chain.target.n} />;
  const target = chain.forced.find((f) => f.variable === chain.target.variable)!;
  const holding = chain.parts.flatMap((p) => p.terms.filter((t) => t.variable === target.variable));
  // The total read the ≤ way too when all its terms are minus, as a reader would write it.
  const flippedTotal = chain.sum.terms.every((t) => t.coef < 0) ? (
    <>
      , that is{' '}
      {chain.sum.terms.map((t, i) => (
        <span key={t.variable}>
          {i > 0 && ' + '}
          {-t.coef === 1 ? '' : -t.coef}
          <Var n={t.n} />
        </span>
      ))}{' '}
      ≤ {fmtNum(-chain.sum.rhs)}
    </>
  ) : null;
  const others = chain.sum.terms.filter((t) => t.variable !== target.variable && t.coef < 0);
  const sameSign = holding.every((t) => Math.sign(t.coef) === Math.sign(target.coef));
  return (
    <figure class="eng-card chain-figure" data-testid="chain-figure">
      <h3>2. Add the same {chain.parts.length} inequalities</h3>
      <p>
        The look-ahead above showed {x} = {chain.assumed} impossible by assuming it and watching it break. The chain sum reaches
        the same conclusion the method's own way: one inequality, added up from the board's, that plain forcing reads with
        nothing assumed.
      </p>
      <p>
        Each in ≥ form (the ≤ ones multiplied by −1), with the cells known before the assumption filled in. A struck-through
        cell <s class="chain-cancel">like this</s> cancels: it has + in one inequality and − in another.
      </p>
      <ol class="eng-sums chain-parts" data-testid="chain-parts">
        {chain.parts.map((p) => (
          <li key={p.label}>
            <strong>{p.label}</strong>
            {p.flipped ? <span class="eng-small"> ×(−1)</span> : null}: <TermsGe terms={p.terms} rhs={p.rhs} />
          </li>
        ))}
      </ol>
      <p data-testid="chain-total">
        <strong>Total:</strong> <TermsGe terms={chain.sum.terms} rhs={chain.sum.rhs} />{flippedTotal}.
      </p>
      <p>
        The cells {chain.cancelled.map((n, i) => (
          <span key={n}>
            {i > 0 && (i === chain.cancelled.length - 1 ? ' and ' : ', ')}
            <Var n={n} />
          </span>
        ))}{' '}
        cancelled: each was set on the way by the look-ahead, by one inequality of the chain, and used by a later one, so it
        has + in one and − in another. {x} did not cancel: it stood in {holding.length} of the inequalities,{' '}
        {sameSign ? `every time with ${target.coef < 0 ? 'a minus' : 'a plus'} sign, so its coefficient grew to ${Math.abs(target.coef)} in size` : `and its coefficients there add up to ${target.coef}`}.
        {others.length > 0 ? (
          <>
            {' '}
            {others.map((t, i) => (
              <span key={t.variable}>
                {i > 0 && (i === others.length - 1 ? ' and ' : ', ')}
                <Var n={t.n} />
              </span>
            ))}{' '}
            {others.length === 1 ? 'stays' : 'stay'} with a minus sign, which does no harm: a minus term adds nothing to the largest value the left side can take.
          </>
        ) : null}
      </p>
      <p>
        Now plain forcing: the largest the left side can be is {chain.sum.max < 0 ? `${MINUS}${-chain.sum.max}` : chain.sum.max}, the right side
        is {chain.sum.rhs < 0 ? `${MINUS}${-chain.sum.rhs}` : chain.sum.rhs}, so the slack is {chain.sum.slack}. The coefficient of {x} is{' '}
        {Math.abs(target.coef)} in size, larger than the slack, so <strong>{x} = {target.value}</strong>
        {chain.forced.length > 1 ? ` (and ${chain.forced.length - 1} more cells with it)` : ''}: {valueWords(target.value)}.
      </p>
      <figcaption class="eng-small">
        The {chain.parts.length} inequalities the look-ahead above ran through, in the order they acted, added up on the hard
        example board as the stars left it (its own numbering).
      </figcaption>
    </figure>
  );
}
