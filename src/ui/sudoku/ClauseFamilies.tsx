/**
 * The SAT model's clause families as a table: what each says, one clause of
 * it typeset (KaTeX on the page, MathML in the export), and how many clauses
 * and counter variables it adds for this order — counted by
 * src/puzzles/sudoku/clause-families.ts, never typed in. On a phone the
 * words and the clause of each family move to a row of their own under its
 * counts, so the table fits the screen (readers missed that it scrolled).
 */
import { fmt } from '../../core/numbers';
import type { JSX } from 'preact';
import { Fragment } from 'preact';
import type { ClauseFamilyView } from '../../puzzles/sudoku/clause-families';
import Formula from '../Formula';

export function ClauseFamilies({ families, testId = 'clause-families' }: { families: readonly ClauseFamilyView[]; testId?: string }): JSX.Element {
  const total = families.reduce((s, f) => s + f.clauses, 0);
  const aux = families.reduce((s, f) => s + f.auxVariables, 0);
  return (
    <>
    {/* The notation above the table, at the text's width: inside the scrolling box a phone would cut it off. */}
    <p class="sd-small" data-testid={`${testId}-notation`}>
          The variables are the text’s: <Formula tex="v_{r,c,k}" />, cell (r, c) holds k (r2c1#4 in the steps’ names). Three names are used
          only here. <Formula tex="B_{b,j}" />: the j-th cell of box b, counting the box’s cells in reading order, so{' '}
          <Formula tex="v_{B_{b,j},k}" /> says that cell holds k. <Formula tex="x_i" />: the group’s i-th candidate, and{' '}
          <Formula tex="s_{i}" />: a helper of the sequential counter, true when one of the group’s first i candidates is; a fresh chain
          of them for every group. Its five clause shapes, one per line: <Formula tex="x_i" /> makes <Formula tex="s_i" /> true,{' '}
          <Formula tex="s_{i-1}" /> makes <Formula tex="s_i" /> true, <Formula tex="s_{i-1}" /> makes <Formula tex="x_i" /> false, and
          the same at the two ends of the chain.
    </p>
    {/* On a phone each family's words and clause take a row of their own under its counts (sd-families in sudoku-css.ts),
        so the table fits 390 px without a sideways scroll; on a wider screen they stand in the second column. */}
    <div class="sd-table-wrap scroll-x" tabIndex={0} role="region" aria-label="Clause families">
      <table class="sd-table sd-wrap-table sd-families" data-testid={testId}>
        <thead>
          <tr><th scope="col">Family</th><th scope="col" class="sd-fam-wide">Says</th><th scope="col">Clauses</th><th scope="col">Helper variables</th></tr>
        </thead>
        <tbody>
          {families.map((f) => (
            <Fragment key={f.name}>
              <tr>
                <th scope="row">{f.name}</th>
                <td class="sd-fam-wide" style="text-align:left">{f.meaning}<br /><Formula tex={f.tex} /></td>
                <td>{fmt(f.clauses)}</td>
                <td>{fmt(f.auxVariables)}</td>
              </tr>
              <tr class="sd-fam-narrow">
                <td colSpan={3} style="text-align:left">{f.meaning}<br /><Formula tex={f.tex} /></td>
              </tr>
            </Fragment>
          ))}
          <tr>
            <th scope="row">all</th>
            <td class="sd-fam-wide" />
            <td>{fmt(total)}</td>
            <td>{fmt(aux)}</td>
          </tr>
        </tbody>
      </table>
    </div>
    </>
  );
}
