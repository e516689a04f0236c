/**
 * The SAT model's clause families as a table: what each says, one clause of
 * it typeset (KaTeX on the page, MathML in the export), and how many clauses
 * and counter variables it adds for this order — counted by
 * src/puzzles/sudoku/clause-families.ts, never typed in.
 */
import { fmt } from '../../core/numbers';
import type { JSX } from 'preact';
import type { ClauseFamilyView } from '../../puzzles/sudoku/clause-families';
import Formula from '../Formula';

export function ClauseFamilies({ families, testId = 'clause-families' }: { families: readonly ClauseFamilyView[]; testId?: string }): JSX.Element {
  const total = families.reduce((s, f) => s + f.clauses, 0);
  const aux = families.reduce((s, f) => s + f.auxVariables, 0);
  return (
    <>
    {/* The notation above the table, at the text's width: inside the scrolling box a phone would cut it off. */}
    <p class="sd-small" data-testid={`${testId}-notation`}>
          <Formula tex="v_{r,c,k}" />: cell (r, c) holds k. <Formula tex="B_{b,j}" />: the j-th cell of box b, counting the box’s cells in
          reading order, so <Formula tex="v_{B_{b,j},k}" /> says that cell holds k. <Formula tex="s_{i}" />: a helper of the sequential
          counter, true when one of the group’s first i candidates is; a fresh chain of them for every group. Its five clause shapes, one per
          line: <Formula tex="x_i" /> makes <Formula tex="s_i" /> true, <Formula tex="s_{i-1}" /> makes <Formula tex="s_i" /> true,
          <Formula tex="s_{i-1}" /> makes <Formula tex="x_i" /> false, and the same at the two ends of the chain.
    </p>
    <div class="sd-table-wrap scroll-x" tabIndex={0} role="region" aria-label="Clause families">
      <table class="sd-table sd-wrap-table" data-testid={testId}>
        <thead>
          <tr><th scope="col">Family</th><th scope="col">Says</th><th scope="col">Clauses</th><th scope="col">Counter variables</th></tr>
        </thead>
        <tbody>
          {families.map((f) => (
            <tr key={f.name}>
              <th scope="row">{f.name}</th>
              <td style="text-align:left">{f.meaning}<br /><Formula tex={f.tex} /></td>
              <td>{fmt(f.clauses)}</td>
              <td>{fmt(f.auxVariables)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">all</th>
            <td />
            <td>{fmt(total)}</td>
            <td>{fmt(aux)}</td>
          </tr>
        </tbody>
      </table>
    </div>
    </>
  );
}
