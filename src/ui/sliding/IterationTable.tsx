/**
 * One row per finished IDA* iteration: the bound it searched to and the nodes
 * it generated, and the smallest f it cut off, which became the next bound
 * (the why of each new bound). Reading down the table shows the bound rising to the answer's
 * length and the work per iteration growing with it.
 */
import type { JSX } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
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
  /**
   * The iteration the search was working on when it stopped: shown as a last row marked "cut", so the table has
   * as many rows as the run's count of iterations (which includes it).
   */
  cut?: CutIteration | null;
}

/** The unfinished iteration: its bound, its nodes until the stop (when the trace has them), and why it stopped. */
export interface CutIteration {
  bound: number;
  nodes?: number;
  totalNodes?: number;
  reason: 'timeout' | 'cancelled';
}


/**
 * What the Time column measures. It is wall-clock time, read where each iteration starts and ends, so it also counts
 * the time the worker waited for a processor: on the shared 2-core machine a reader saw 171,643 nodes and then
 * 1,505,467 nodes both read 32 ms. Measured there, those two iterations need about 5 ms and 33–41 ms of processor
 * time, and their wall-clock times ranged over 6–70 ms and 68–510 ms from run to run, while the clock itself moved in
 * 1 ms steps. Node counts are the same in every run.
 */
export const TIME_WORDS =
  'Time is clock time, which on a busy computer includes waits for the processor: it changes from run to run, and a ' +
  'small iteration can read as long as a bigger one. The node counts never change.';

export function IterationTable({ rows, foundLast = false, showTime = true, currentIndex, label = 'IDA* iterations', cut = null }: IterationTableProps): JSX.Element {
  const titleId = useId();
  // Whether the table is wider than its box (a narrow box above the phone breakpoint): then a line under it says so
  // in words, since the edge shadow alone was missed and the last column read as cut off.
  const box = useRef<HTMLDivElement>(null);
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const b = box.current;
    if (!b) return;
    const check = () => setWider(b.scrollWidth > b.clientWidth + 1);
    check();
    const watch = typeof ResizeObserver === 'function' ? new ResizeObserver(check) : null;
    watch?.observe(b);
    return () => watch?.disconnect();
  }, [rows.length, cut, showTime]);
  if (rows.length === 0 && !cut) {
    return <p class="sl-small" data-testid="iteration-table-empty">No iteration has finished yet.</p>;
  }
  return (
    // The title stands outside the box that scrolls: a caption inside it is as wide as the table, so on a phone its
    // end would be cut off beyond the screen's edge. aria-labelledby still names the table by it, and the title is
    // kept with the table in print.
    <div class="sl-table-block">
      {/* Only the first sentence is bold: the whole title in bold was about eight bold lines on a phone. */}
      <p class="sl-table-title sl-title-lead" id={titleId} data-testid="iteration-table-title">
        <strong data-testid="iteration-table-lead">IDA* iterations: each one searches every path whose f = g + h stays
        within its bound; its next bound is the smallest f it cut off.</strong>
        {cut ? ' The last row was cut unfinished when the search stopped.' : ''}
        {showTime ? ` ${TIME_WORDS}` : ''}
      </p>
    {/* Focusable: should the table ever be wider than its box, it scrolls sideways, and the keys must reach what is
        hidden. On a phone each row is a card of labelled values (sl-iter in sliding-css.ts), so every column shows. */}
    <div ref={box} class="scroll-x" tabIndex={0} role="region" aria-label={label}>
      <table class="sl-table sl-numeric sl-iter" data-testid="iteration-table" aria-labelledby={titleId}>
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
                <td data-label="Iteration">{i === currentIndex ? <><span aria-hidden="true">▸ </span><span class="visually-hidden">now: </span></> : ''}{i + 1}</td>
                <td data-label="Bound">{r.bound}</td>
                <td data-label="Nodes">{fmt(r.nodes)}</td>
                <td data-label="Nodes so far">{fmt(r.totalNodes)}</td>
                {showTime && <td data-label="Time (ms)">{fmt(Math.round(r.ms))}</td>}
                <td data-label="Goal?">{found ? 'yes ★' : 'no'}</td>
                <td data-label="Next bound">{found || r.nextBound === undefined || r.nextBound === null ? '–' : r.nextBound}</td>
              </tr>
            );
          })}
          {cut && (
            <tr class={rows.length === currentIndex ? 'sl-current sl-cut' : 'sl-cut'} data-testid="iteration-row-cut"
              data-bound={cut.bound}>
              <td data-label="Iteration">{rows.length === currentIndex ? <><span aria-hidden="true">▸ </span><span class="visually-hidden">now: </span></> : ''}{rows.length + 1}</td>
              <td data-label="Bound">{cut.bound}</td>
              <td data-label="Nodes">{cut.nodes === undefined ? '–' : `${fmt(cut.nodes)} until cut`}</td>
              <td data-label="Nodes so far">{cut.totalNodes === undefined ? '–' : fmt(cut.totalNodes)}</td>
              {showTime && <td data-label="Time (ms)">–</td>}
              <td data-label="Goal?">cut ({cut.reason === 'timeout' ? 'time limit' : 'cancelled'})</td>
              <td data-label="Next bound">–</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
    {wider && (
      <p class="sl-small" data-testid="iteration-table-wider">
        The table is wider than this box: scroll it sideways (or Tab to it and use the arrow keys) for the last columns.
      </p>
    )}
    </div>
  );
}
