/**
 * Section 2's worked example: Algorithm X's first choices on section 1's
 * board (src/puzzles/sudoku/algorithm-x-walk.ts), each in one line that says
 * why the column was picked and why each removed row leaves, then the rest of
 * the run counted. Rendered when the site is built.
 */
import type { JSX } from 'preact';
import { listWords } from '../../core/list-words';
import { plural } from '../../core/numbers';
import type { AlgorithmXWalk as Walk, XcWalkStep } from '../../puzzles/sudoku/algorithm-x-walk';
import { secondWords } from './clash-words';

/** Steps spelled out; the rest are counted. */
const SHOWN = 3;

/**
 * Why a forced column's other rows are gone, as section 1 says why a number is out. For a cell's column, by the
 * units whose givens hold its other numbers: ", since row 1 has 1 and 3, column 2 has 4"; otherwise row by row.
 * A row an earlier step removed is named with that step.
 */
function goneWords(column: string, gone: XcWalkStep['gone']): string {
  const cellColumn = / has a value$/.test(column);
  const byUnit = new Map<string, string[]>();
  const parts: string[] = [];
  for (const g of gone) {
    const unit = g.given === null ? null : /^(.+) has a given (\d+)$/.exec(g.given);
    if (g.step !== null) parts.push(`step ${g.step} removed ${g.row}`);
    else if (cellColumn && unit) byUnit.set(unit[1], [...(byUnit.get(unit[1]) ?? []), unit[2]]);
    else parts.push(`${g.row} is out (${g.given ?? 'ruled out by the givens'})`);
  }
  const units = [...byUnit].map(([unit, values]) => `${unit} has ${listWords(values)}`);
  const all = [...units, ...parts];
  return all.length === 0 ? '' : `, since ${listWords(all)}`;
}

export function xcStepWords(s: XcWalkStep): string {
  const why = s.rowsLeft === 1
    ? `Choose ${s.chosen}, forced: “${s.column}” has no other row left${goneWords(s.column, s.gone)}.`
    : `“${s.column}” has the fewest rows left, ${s.rowsLeft}: try its first, ${s.chosen}.`;
  // Removed rows grouped by the condition they share with the chosen row: "r2c4#4 and r3c4#4 (a second 4 in column 4)".
  const byShared = new Map<string, string[]>();
  for (const r of s.removed) byShared.set(r.shared, [...(byShared.get(r.shared) ?? []), r.row]);
  const removed = s.removed.length === 0
    ? 'No other row clashes with it.'
    : `It removes ${listWords([...byShared].map(([shared, rows]) => `${listWords(rows)} (${secondWords(shared)})`))}.`;
  return `${why} ${removed}`;
}

export function AlgorithmXWalk({ walk, testId = 'xc-walk' }: { walk: Walk; testId?: string }): JSX.Element {
  const rest = walk.steps.length - SHOWN;
  const total = walk.steps.length;
  const more = rest > 0 ? `${plural(rest, 'more choice')} ${walk.solved ? 'fill the board' : 'end in a dead end'}. ` : '';
  const forced = walk.guesses === 0
    ? `All ${total} were forced: no guess, no dead end, nothing to undo.`
    : `${walk.guesses} of the ${total} choices were guesses.`;
  return (
    <div class="sd-walk-x" data-testid={testId}>
      <ol>
        {walk.steps.slice(0, SHOWN).map((s, k) => <li key={k}>{xcStepWords(s)}</li>)}
      </ol>
      <p>{more}{forced}</p>
    </div>
  );
}
