/**
 * Backtracking's work per depth, as a table: at each level (cells filled so
 * far) how many values were placed and how many times the search emptied
 * the cell and went back. Jeremias's blog post "Algoritmisk Sudokulösning" measured the same two counts;
 * they show where the work goes — in the middle levels, where guesses are
 * many and contradictions surface late.
 */
import { fmt } from '../../core/numbers';
import type { JSX } from 'preact';
import type { CountsEvent } from '../../puzzles/sudoku/events';

export function DepthTable({ counts, testId = 'depth-table' }: { counts: CountsEvent; testId?: string }): JSX.Element {
  return (
    <div class="sd-table-wrap scroll-x" tabIndex={0} role="region" aria-label="Placements and steps back per depth">
      <table class="sd-table" data-testid={testId}>
        <thead>
          <tr><th scope="col">Depth</th><th scope="col">Placements</th><th scope="col">Steps back</th></tr>
        </thead>
        <tbody>
          {counts.placements.map((p, d) => (
            <tr key={d}>
              <th scope="row">{d + 1}</th>
              <td>{fmt(p)}</td>
              <td>{fmt((counts.backtracks[d] ?? 0))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
