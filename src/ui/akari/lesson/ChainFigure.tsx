/**
 * The lesson's worked chain sum (src/lessons/akari/chain-example.ts), its
 * second half: after the look-ahead (./ChainLookList.tsx on the main path,
 * ./ChainLookStepper.tsx for the longer chain in a fold), the same inequalities in ≥ form added up, the cells
 * that cancel struck through and named in words, and what the total forces.
 * The terms are plain HTML rather than typeset formulas so a struck-through
 * term reads as struck on every browser (MathML has no strike that Chromium
 * draws) and the long lines wrap on a phone.
 */
import type { JSX } from 'preact';
import type { ChainExample, ChainPart, ChainTerm } from '../../../lessons/akari/chain-example';
import { fmtNum, MINUS, Var, Vars } from './chain-var';



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

/** Where a part's known cells went, e.g. "x₁₀ known 0: dropped; x₃ known 1: moved to the right side". */
function KnownNote({ known }: { known: ChainPart['known'] }): JSX.Element | null {
  if (known.length === 0) return null;
  const zeros = known.filter((k) => k.value === 0).map((k) => k.n);
  const ones = known.filter((k) => k.value === 1).map((k) => k.n);
  return (
    <span class="eng-small" data-testid="chain-part-known">
      {' '}(
      {zeros.length > 0 && (
        <>
          <Vars ns={zeros} /> known 0: dropped
        </>
      )}
      {zeros.length > 0 && ones.length > 0 && '; '}
      {ones.length > 0 && (
        <>
          <Vars ns={ones} /> known 1: moved to the right side
        </>
      )}
      )
    </span>
  );
}

/** The cells of a line that cancel, in words after it: a struck subscript alone was hard to see. */
function CancelNote({ terms }: { terms: readonly ChainTerm[] }): JSX.Element | null {
  const gone = terms.filter((t) => t.cancels).map((t) => t.n);
  if (gone.length === 0) return null;
  return (
    <span class="eng-small chain-cancel-note" data-testid="chain-part-cancels">
      {' '}— cancels: <Vars ns={gone} />
    </span>
  );
}

function valueWords(value: number): string {
  return value === 1 ? 'a lamp' : 'no lamp';
}

export interface ChainFigureProps {
  chain: ChainExample;
  /** The card's heading, e.g. "2. Add the same 9 inequalities". */
  title: string;
  /** Which board, and in what state, the sum is added up on (ends the caption). */
  board: string;
}

export function ChainFigure({ chain, title, board }: ChainFigureProps): JSX.Element {
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
  // Why such a cell stays: the inequalities of the chain that hold it, none with a plus sign to cancel its minus.
  const otherVars = new Set(others.map((t) => t.variable));
  const holders = chain.parts.filter((p) => p.terms.some((t) => otherVars.has(t.variable))).map((p) => p.label);
  const onlyMinus = chain.parts.every((p) => p.terms.every((t) => !otherVars.has(t.variable) || t.coef < 0));
  const sameSign = holding.every((t) => Math.sign(t.coef) === Math.sign(target.coef));
  return (
    <figure class="eng-card chain-figure" data-testid="chain-figure">
      <h3>{title}</h3>
      <p>
        In ≥ form, cells known before the supposition filled in (a known 0 dropped, a known 1 moved to the right side);
        a cell that cancels (+ in one, − in another) is boxed and struck <s class="chain-cancel">like this</s>, and named after its line.
      </p>
      <ol class="eng-sums chain-parts" data-testid="chain-parts">
        {chain.parts.map((p) => (
          <li key={p.label}>
            <strong>{p.label}</strong>
            {p.flipped ? <span class="eng-small"> ×(−1)</span> : null}: <TermsGe terms={p.terms} rhs={p.rhs} />
            <KnownNote known={p.known} />
            <CancelNote terms={p.terms} />
          </li>
        ))}
      </ol>
      <p data-testid="chain-total">
        <strong>Total:</strong> <TermsGe terms={chain.sum.terms} rhs={chain.sum.rhs} />{flippedTotal}.
      </p>
      <p>
        {chain.cancelled.map((n, i) => (
          <span key={n}>
            {i > 0 && (i === chain.cancelled.length - 1 ? ' and ' : ', ')}
            <Var n={n} />
          </span>
        ))}{' '}
        cancel: each was set by one inequality of the chain and used by a later one. {x} does not: it stands in{' '}
        {holding.length} of them,{' '}
        {sameSign ? `each time with ${target.coef < 0 ? 'a minus' : 'a plus'} sign, so its coefficient grows to ${Math.abs(target.coef)} in size` : `its coefficients adding up to ${target.coef}`}.
        {others.length > 0 ? (
          <>
            {' '}
            <Vars ns={others.map((t) => t.n)} /> {others.length === 1 ? 'keeps' : 'keep'} a minus sign
            {onlyMinus ? `: only ${holders.join(', ')} of the chain ${holders.length === 1 ? 'holds' : 'hold'} ${others.length === 1 ? 'it' : 'them'}, so no plus sign cancels ${others.length === 1 ? 'it' : 'them'}` : ''}.
            That is harmless: the largest left side counts a minus-sign cell as 0, so it adds nothing to the slack.
          </>
        ) : null}{' '}
        So forcing: largest left side {fmtNum(chain.sum.max)}, right side {fmtNum(chain.sum.rhs)}, slack {chain.sum.slack}; the
        coefficient of {x} is {Math.abs(target.coef)} in size, larger, so <strong>{x} = {target.value}</strong>
        {chain.forced.length > 1 ? ` (and ${chain.forced.length - 1} more cells with it)` : ''}: {valueWords(target.value)}.
      </p>
      <figcaption class="eng-small">
        The look-ahead's {chain.parts.length} inequalities, in the order they acted, added up on {board}.
      </figcaption>
    </figure>
  );
}
