/**
 * Rule (5) drawn: the walk from a triangle straight across its white half,
 * at right angles to its diagonal. In a tilted rectangle the walk meets the
 * opposite side (the diagonal of the opposite triangle); where it meets black
 * first — the black half of a second triangle turned the same way — the
 * white area has black inside it. Static: rendered when the site is built.
 */
import type { JSX } from 'preact';
import { CELL, trianglePath } from '../board-geometry';
import { DARK } from '../ShakashakaBoard';
import type { CellState } from '../../../puzzles/shakashaka/puzzle';

export interface WalkPanel {
  /** One string per row: '#' black, '.' empty, '1'–'4' the triangles ◤ ◥ ◢ ◣, '?' undecided (plain grey). */
  rows: string[];
  caption: string;
}

const PAD = 4;

/** One panel: the cells, and an arrow from the top-left cell's white half to where the walk ends in the bottom-right cell. */
function Panel({ rows, caption, index, compact }: WalkPanel & { index: number; compact: boolean }): JSX.Element {
  const n = rows.length;
  const size = 2 * PAD + n * CELL;
  let black = '';
  let grey = '';
  [...rows].forEach((row, r) =>
    [...row].forEach((ch, c) => {
      const x = PAD + c * CELL;
      const y = PAD + r * CELL;
      if (ch === '#') black += `M${x} ${y}h${CELL}v${CELL}h${-CELL}z`;
      else if (ch === '?') grey += `M${x} ${y}h${CELL}v${CELL}h${-CELL}z`;
      else if (ch >= '1' && ch <= '4') black += trianglePath(Number(ch) as CellState, x, y);
    }),
  );
  let grid = '';
  for (let i = 0; i <= n; i++) grid += `M${PAD + i * CELL} ${PAD}v${n * CELL}M${PAD} ${PAD + i * CELL}h${n * CELL}`;
  // From just inside the first cell's white half to the last cell's diagonal, along the main diagonal of the drawing.
  const from = PAD + CELL / 2 + 5;
  // The opposite triangle's side is its diagonal, through the cell's centre; a triangle turned like the first shows
  // its black half to the walk at once, so the arrow stops at that cell's corner.
  const last = rows[n - 1][n - 1];
  const to = last === rows[0][0] ? PAD + (n - 1) * CELL - 2 : PAD + (n - 1) * CELL + CELL / 2 - 3;
  const id = `sk-walk-head-${index}`;
  return (
    <figure class="sk-figure-board" style={{ width: compact ? '7rem' : '11rem' }}>
      <svg viewBox={`0 0 ${size} ${size}`} style={{ width: '100%', maxWidth: compact ? '84px' : '150px', height: 'auto', display: 'block' }} role="img" aria-label={caption}>
        <defs>
          <marker id={id} viewBox="0 0 10 10" refX={8} refY={5} markerWidth={4} markerHeight={4} orient="auto">
            <path d="M0 0L10 5L0 10Z" fill="#1d4f91" />
          </marker>
        </defs>
        <rect x={PAD} y={PAD} width={n * CELL} height={n * CELL} fill="#fff" />
        {grey && <path d={grey} fill="#e4e4e4" />}
        <path d={black} fill={DARK} />
        <path d={grid} fill="none" stroke="#8a8a8a" stroke-width={1} />
        {/* White under blue, so the arrow shows over black as well. */}
        <path d={`M${from} ${from}L${to} ${to}`} stroke="#fff" stroke-width={8} />
        <path d={`M${from} ${from}L${to} ${to}`} stroke="#1d4f91" stroke-width={4} stroke-dasharray="8 4" marker-end={`url(#${id})`} />
      </svg>
      <figcaption class="sk-small">{caption}</figcaption>
    </figure>
  );
}

/** `compact`: smaller drawings, for a place beside a paragraph of text. */
export function WalkFigure({ panels, testId, compact = false }: { panels: WalkPanel[]; testId: string; compact?: boolean }): JSX.Element {
  return (
    <div class="eng-row" data-testid={testId}>
      {panels.map((p, i) => (
        <Panel key={i} {...p} index={i} compact={compact} />
      ))}
    </div>
  );
}
