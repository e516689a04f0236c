/**
 * One row per finished IDA* iteration: the bound it searched to and the nodes
 * it generated, and the smallest f it cut off, which became the next bound
 * (the why of each new bound). Reading down the table shows the bound rising to the answer's
 * length and the work per iteration growing with it.
 */
import type { JSX } from 'preact';
import { fmt } from '../../core/numbers';

export interface IterationRow {
  bound: number;
  nodes: number;
  totalNodes: number;
  ms: number;
  /** The smallest f the iteration cut off, which is the next bound (null: none was cut). */
  nextBound?: number | null;
}

export interface IterationTableProps {
  rows: readonly IterationRow[];
  /** The last row found the solution (its bound is the answer's length). */
  foundLast?: boolean;
  /** Hide milliseconds in the export: they describe one run on one machine. */
  showTime?: boolean;
  /** Row the trace player is at: framed and marked "now". */
  currentIndex?: number;
  /** Name of the table's scroll region; distinct per table on a page. */
  label?: string;
}


export function IterationTable({ rows, foundLast = false, showTime = true, currentIndex, label = 'IDA* iterations' }: IterationTableProps): JSX.Element {
  if (rows.length === 0) {
    return <p class="sl-small" data-testid="iteration-table-empty">No iteration has finished yet.</p>;
  }
  return (
    // Focusable: on a narrow screen the table scrolls sideways, and the keys must reach what is hidden.
    <div class="scroll-x" tabIndex={0} role="region" aria-label={label}>
      {/* A caption, not a paragraph above: it names the table for screen readers and never parts from it in print. */}
      <table class="sl-table sl-numeric" data-testid="iteration-table">
        <caption class="sl-table-title">
          IDA* iterations: each one searches every path whose f = g + h stays within its bound; its next bound is the
          smallest f it cut off.
        </caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Bound</th>
            <th scope="col">Nodes</th>
            <th scope="col">Nodes so far</th>
            {showTime && <th scope="col">Time (ms)</th>}
            <th scope="col">Goal?</th>
            <th scope="col">Next bound</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => {
            const found = foundLast && i === rows.length - 1;
            return (
              <tr key={i} class={i === currentIndex ? 'sl-current' : undefined} data-testid="iteration-row"
                data-bound={r.bound} data-nodes={r.nodes}>
                <td>{i === currentIndex ? <><span aria-hidden="true">▸ </span><span class="visually-hidden">now: </span></> : ''}{i + 1}</td>
                <td>{r.bound}</td>
                <td>{fmt(r.nodes)}</td>
                <td>{fmt(r.totalNodes)}</td>
                {showTime && <td>{fmt(Math.round(r.ms))}</td>}
                <td>{found ? 'yes ★' : 'no'}</td>
                <td>{found || r.nextBound === undefined || r.nextBound === null ? '–' : r.nextBound}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
