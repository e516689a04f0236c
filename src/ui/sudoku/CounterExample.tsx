/**
 * The worked example of Sinz's sequential counter (data:
 * src/puzzles/sudoku/counter-example.ts): the five clause shapes of one
 * group, "row 1 holds at most one 3", each typeset, with one clause of it
 * in the solver's names, its meaning in words and how many the group has;
 * then what unit propagation does when one candidate is set true, step by
 * step with the shape that forced each literal. Rendered when the site is
 * built; nothing here runs in the browser.
 */
import type { JSX } from 'preact';
import type { CounterExample as Example } from '../../puzzles/sudoku/counter-example';
import Formula from '../Formula';

export function CounterExample({ example, testId = 'counter-example' }: { example: Example; testId?: string }): JSX.Element {
  const number = new Map(example.shapes.map((s, k) => [s.id, k + 1]));
  return (
    <div data-testid={testId}>
      <p class="sd-small">
            “At most one {example.value} in row {example.row}”: <Formula tex="x_i" /> is r{example.row}c<i>i</i>#{example.value} (cell r{example.row}c<i>i</i> holds {example.value}),{' '}
            <Formula tex="s_i" /> is the helper s<i>i</i>[row {example.row} #{example.value}] (one of r{example.row}c1 … r{example.row}c<i>i</i> holds {example.value})
      </p>
      <div class="sd-table-wrap scroll-x" tabIndex={0} role="region" aria-label={`The sequential counter for row ${example.row} holds at most one ${example.value}`}>
        {/* On a phone each shape stacks into a block, its "Says" and "Clauses" labelled (sd-stack-table in sudoku-css.ts):
            in three columns at 358 px the words were squeezed to a word or two a line and the count pushed off to the side. */}
        <table class="sd-table sd-wrap-table sd-stack-table" data-testid={`${testId}-table`}>
          <thead>
            <tr><th scope="col">Shape, and one clause of it</th><th scope="col">Says</th><th scope="col">Clauses</th></tr>
          </thead>
          <tbody>
            {example.shapes.map((s) => (
              <tr key={s.id} data-shape={s.id}>
                <th scope="row">({number.get(s.id)}) <Formula tex={s.tex} /><br /><span class="sd-lit" style="font-weight:400">{s.example}</span></th>
                <td style="text-align:left" data-label="Says">{s.words}</td>
                <td data-label="Clauses">{s.count}</td>
              </tr>
            ))}
            <tr><th scope="row">all</th><td /><td data-label="Clauses">{example.total}</td></tr>
          </tbody>
        </table>
      </div>
      <p>
        Say <span class="sd-lit">{example.placed}</span> becomes true (r{example.row}c{example.placed.replace(/^r\d+c(\d+)#.*$/, '$1')} holds {example.value}). <em>Unit propagation</em>{' '}
        (a clause whose literals are all false but one forces that last one true, and so on; the CDCL solver described below does it after
        every decision) over these {example.total} clauses alone then sets {example.propagation.length} literals, each because a clause had its other literal false:
      </p>
      <ol class="sd-steps sd-steps-all" aria-label="Unit propagation through the counter" data-testid={`${testId}-propagation`}>
        {example.propagation.map((p, k) => (
          <li key={k}><span class="sd-lit">{p.literal}</span> by shape ({number.get(p.shape)}), <span class="sd-lit">{p.clause}</span></li>
        ))}
      </ol>
    </div>
  );
}
