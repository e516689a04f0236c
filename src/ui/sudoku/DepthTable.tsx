/**
 * Backtracking's work per depth, as a table: at each depth (cells filled so
 * far) how many values were placed and how many times the search emptied
 * the cell and went back. Jeremias's blog post "Algoritmisk Sudokulösning" measured the same two counts;
 * they show where the work goes — in the middle depths, where guesses are
 * many and contradictions surface late.
 */
import { fmt } from '../../core/numbers';
import type { JSX } from 'preact';
import type { CountsEvent } from '../../puzzles/sudoku/events';

/** What the table's three columns mean, for a board with `depths` empty cells. */
export function depthTableWords(depths: number): string {
  return `Depth d is the d-th empty cell in reading order; this board has ${depths} empty ${depths === 1 ? 'cell' : 'cells'}, so the depths run from 1 to ${depths}. ` +
    'Placements: how many times a number was written into that cell, every try counted. ' +
    'Steps back: how many times that cell ran out of numbers, was emptied, and the search went back to the cell before. ' +
    'Each placement at one depth sends the search on to the next cell, and every visit to a cell ends in a step back unless it is on the path to the solution, ' +
    'so the steps back at depth d are the placements at depth d − 1 (the cell before it), less one. A visit that finds no number at all places nothing, ' +
    'which is how a depth can see more steps back than placements.';
}

export function DepthTable({ counts, testId = 'depth-table' }: { counts: CountsEvent; testId?: string }): JSX.Element {
  return (
    <>
    {/* Above the table, as wide as the text: a caption would be squeezed to the table's three narrow columns. */}
    <p class="sd-small" data-testid={`${testId}-words`}>{depthTableWords(counts.placements.length)}</p>
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
    </>
  );
}
