/**
 * The mate array as a table: one row per frontier cell, its tag on the board
 * and what its value means in words. The third column's header says what a
 * mate is: readers could not map "mate value" onto the prose that defined it.
 * What the solver stores for a ZDD node is exactly this list (as 16-bit
 * words), nothing more.
 */
import type { JSX } from 'preact';
import { at, type MateEntry } from './mate-words';

export function MateTable({ entries, caption, testId = 'nl-mate' }: { entries: readonly MateEntry[]; caption: string; testId?: string }): JSX.Element {
  return (
    <table class="nl-mate nl-mate-cells" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr><th scope="col">cell</th><th scope="col">tag</th><th scope="col">what the tag means (a loose end’s <i>mate</i> is the other end of its piece)</th></tr>
      </thead>
      <tbody>
        {entries.length === 0 && (
          <tr><td colSpan={3}>the frontier is empty</td></tr>
        )}
        {entries.map((e) => (
          <tr key={at(e.cell)}>
            <th scope="row">{at(e.cell)}</th>
            <td>{e.tag}</td>
            <td>{e.words}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
