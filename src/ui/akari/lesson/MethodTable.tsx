/**
 * A static lesson table: how many of the public boards each method settles
 * without a trial, by Tatham's difficulty level, and (folded) the figures for
 * every board. The numbers come from src/lessons/akari/collection.ts, computed at build time.
 */
import type { JSX } from 'preact';
import type { BoardMeasure, Level, LevelSummary } from '../../../lessons/akari/collection';

export interface MethodTableProps {
  summary: readonly LevelSummary[];
  boards: readonly BoardMeasure[];
  cap: number;
}

const fmt = (n: number) => n.toLocaleString('en-US');
const LEVEL: Record<Level, string> = { easy: 'Tatham easy', tricky: 'Tatham tricky', hard: 'Tatham hard', other: 'other sources' };

export function MethodTable({ summary, boards, cap }: MethodTableProps): JSX.Element {
  const loop = (s: LevelSummary) => (s.pairsRun === 0 ? 'not run' : `${s.pairsSettled} of ${s.pairsRun}`);
  return (
    <div data-testid="method-table">
      {/* On a phone each level becomes a block of labelled lines (lesson-css.ts), so this table fits without scrolling. */}
      <table class="data-table method-summary" role="table">
        <caption>Boards settled without a trial, by method</caption>
        {/* Explicit roles: the phone layout displays the cells as blocks, which would drop the table's semantics. */}
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">boards</th>
            <th scope="col" role="columnheader">sizes</th>
            <th scope="col" role="columnheader">forcing alone</th>
            <th scope="col" role="columnheader">literal pair loop (cap {fmt(cap)}, up to 10×10)</th>
            <th scope="col" role="columnheader">stars only (no chain sums)</th>
            <th scope="col" role="columnheader">selective (stars + chains)</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {summary.map((s) => (
            <tr key={s.level} role="row">
              <th scope="row" role="rowheader">
                {LEVEL[s.level]} ({s.boards})
              </th>
              <td role="cell" data-label="sizes">{s.sizes}</td>
              <td role="cell" data-label="forcing alone">{s.forcing}</td>
              <td role="cell" data-label={`literal pair loop (cap ${fmt(cap)}, up to 10×10)`}>{loop(s)}</td>
              <td role="cell" data-label="stars only (no chain sums)">{s.stars}</td>
              <td role="cell" data-label="selective (stars + chains)">{s.selective}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <details>
        <summary>Every board: sums built (and pairs added, or looked at before building) by each method</summary>
        <div class="scroll-x" data-testid="method-table-boards-box" data-scroll-label="Every board's figures: scrolls sideways, use the arrow keys to see the rest">
        {/* On a phone each board becomes a short paragraph of labelled figures (lesson-css.ts), so nothing scrolls sideways. */}
        <table class="data-table method-boards" data-testid="method-table-boards">
          <thead>
            <tr>
              <th scope="col">board</th>
              <th scope="col">level</th>
              <th scope="col">forcing: cells left</th>
              <th scope="col">pair loop: rounds, sums (pairs)</th>
              <th scope="col">selective: sums (looked at)</th>
              <th scope="col">selective: trials</th>
            </tr>
          </thead>
          <tbody>
            {boards.map((b) => (
              <tr key={b.id}>
                <th scope="row">
                  {b.id} ({b.width}×{b.height})
                </th>
                <td data-label="level">{b.level}</td>
                <td data-label="forcing: cells left">{fmt(b.forceLeft)}</td>
                <td data-label="pair loop: rounds, sums (pairs)">{b.pairs ? `${b.pairs.rounds}, ${fmt(b.pairs.built)} (${fmt(b.pairs.tried)})${b.pairs.capHit ? ', cap' : ''}${b.pairs.settled ? '' : ', stalled'}` : '—'}</td>
                <td data-label="selective: sums (looked at)">
                  {fmt(b.selective.built)} ({fmt(b.selective.tried)})
                </td>
                <td data-label="selective: trials">{b.selective.trials}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      </details>
    </div>
  );
}
