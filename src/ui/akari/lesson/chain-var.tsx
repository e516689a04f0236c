/**
 * How the chain figures write numbers and variables: a true minus sign, and
 * x with the variable's number as a subscript (the lesson's own notation).
 */
import type { JSX } from 'preact';

export const MINUS = '−';

/** A coefficient or bound, with a true minus sign. */
export const fmtNum = (k: number): string => (k < 0 ? `${MINUS}${-k}` : String(k));

/** The variable x_n. */
export function Var({ n }: { n: number }): JSX.Element {
  return (
    <span class="chain-var">
      <i>x</i>
      <sub>{n}</sub>
    </span>
  );
}

/** Variables in a sentence: "x1, x4 and x7". */
export function Vars({ ns }: { ns: readonly number[] }): JSX.Element {
  return (
    <>
      {ns.map((n, i) => (
        <span key={n}>
          {i > 0 && (i === ns.length - 1 ? ' and ' : ', ')}
          <Var n={n} />
        </span>
      ))}
    </>
  );
}
