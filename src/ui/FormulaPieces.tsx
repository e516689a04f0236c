/**
 * A long inequality that may wrap. MathML never breaks a line, and a
 * Shakashaka term (x_{3,4}^{◢}) is outside the small language that
 * ./tex-mathml.ts already writes in wrapping pieces, so a five-term row ran
 * out of its list item and was cut off. Here the TeX is cut into pieces of a
 * few terms (and the relation with its right side), each typeset on its own
 * with a space between, so the browser can break the line between pieces and
 * nowhere else.
 */
import { Fragment, type JSX } from 'preact';
import Formula from './Formula';
import { useContext } from 'preact/hooks';
import { FormulaOutput } from './formula-output';
import { linearTexToMathml, wrappedLinearMathml } from './tex-mathml';

/** \ge, \le (and \geq, \leq) at the start of a string. */
const RELATION = /^\\(ge|le)(q)?(?![a-zA-Z])/;

/** Terms per piece: a phone's list item holds about two Shakashaka terms. */
export const PIECE_TERMS = 2;

/**
 * The TeX cut before a + or − that starts a term at the top level (outside
 * braces), every `terms` terms, and before the relation (\ge, \le, =). A
 * piece that starts with an operator gets an empty group in front ("{} + x"),
 * so TeX still sets the sign as a binary operator, spaced as in the whole.
 */
export function texPieces(tex: string, terms = PIECE_TERMS): string[] {
  const cuts: number[] = [];
  let depth = 0;
  let count = 0;
  let previous = '';
  for (let i = 0; i < tex.length; i++) {
    const ch = tex[i];
    if (ch === ' ') continue;
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (depth === 0 && (ch === '+' || ch === '-') && previous !== '' && previous !== 'rel') {
      if (++count % terms === 0) cuts.push(i);
    } else if (depth === 0 && (ch === '=' || RELATION.test(tex.slice(i, i + 5)))) {
      cuts.push(i);
      previous = 'rel';
      while (ch === '\\' && i + 1 < tex.length && /[a-z]/i.test(tex[i + 1])) i++;
      continue;
    }
    previous = ch;
  }
  const starts = [0, ...cuts.filter((c) => c > 0)];
  return starts
    .map((start, k) => tex.slice(start, starts[k + 1] ?? tex.length).trim())
    .filter((piece) => piece !== '')
    .map((piece, k) => (k > 0 && (/^[+\-=]/.test(piece) || RELATION.test(piece)) ? `{} ${piece}` : piece));
}

export function FormulaPieces({ tex, class: className }: { tex: string; class?: string }): JSX.Element {
  const output = useContext(FormulaOutput);
  if (linearTexToMathml(tex) !== null) {
    // A formula the MathML writer knows wraps between its own pieces; here in pieces of PIECE_TERMS terms, not the
    // four Formula uses, so a kept sum of four terms and its right side fit a narrow list (the "≥ 1" was cut off).
    const html = output === 'mathml' ? wrappedLinearMathml(tex, PIECE_TERMS) : null;
    if (html !== null) return <span class={['formula', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
    return <Formula tex={tex} class={className} />;
  }
  const pieces = texPieces(tex);
  return (
    <span class={['formula-pieces', className].filter(Boolean).join(' ')}>
      {pieces.map((piece, k) => (
        <Fragment key={k}>
          {k > 0 && ' '}
          <Formula tex={piece} />
        </Fragment>
      ))}
    </span>
  );
}
