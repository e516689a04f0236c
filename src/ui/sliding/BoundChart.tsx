/**
 * The IDA* bound per iteration as a small D3 chart (scales and the line
 * generator from d3; Preact draws the SVG so the same code renders in the
 * export). The iteration table next to it is the chart's text alternative.
 */
import type { JSX } from 'preact';
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';

export interface BoundChartProps {
  /** Bound of each finished iteration, in order. */
  bounds: readonly number[];
  /** The heuristic's value on the start board (the first bound). */
  h0?: number;
  /** Length of the answer, drawn as a dashed line when known. */
  answer?: number | null;
  /** False for the fast method's answer after a time limit: its line is labelled not proven shortest. */
  answerProven?: boolean;
  /** Number of iterations the axis should leave room for (keeps the scale steady while stepping). */
  maxIterations?: number;
  /** Every value the whole run reaches (all bounds, the answer), so the y scale stays the same at every step. */
  allValues?: readonly number[];
}

const W = 340;
const H = 212;
// The top margin holds the legend line: the answer's label lives there, never
// among the points, so it cannot cover a point's own number.
const M = { top: 34, right: 16, bottom: 38, left: 48 };
/** The top margin when the answer's label takes two lines (an answer not proven shortest). */
const TOP_TWO_LINES = 52;
/** Type size in the drawing's units; the chart is drawn at about 0.95 scale on a phone, so its numbers stay ≥ 14 px. */
const TYPE = 15;

export function BoundChart({ bounds, h0, answer, answerProven = true, maxIterations, allValues = [] }: BoundChartProps): JSX.Element {
  // An answer not proven shortest says so on a second legend line, so the plot starts lower.
  const top = answer != null && !answerProven ? TOP_TWO_LINES : M.top;
  // Iterations run (or, while stepping, to be run): the axis has a tick for each and no more, so a solve in one
  // iteration shows no empty "2".
  const n = Math.max(maxIterations ?? bounds.length, bounds.length, 1);
  const values = [...bounds, ...allValues, ...(h0 !== undefined ? [h0] : []), ...(answer != null ? [answer] : [])];
  const lo = values.length ? Math.min(...values) : 0;
  const hi = values.length ? Math.max(...values) : 10;
  // Half a step of room on each side keeps the first and last points off the axes.
  const x = scaleLinear().domain([0.5, n + 0.5]).range([M.left, W - M.right]);
  const y = scaleLinear().domain([Math.max(0, lo - 2), hi + 2]).nice().range([H - M.bottom, top]);
  const path = line<number>()
    .x((_, i) => x(i + 1))
    .y((b) => y(b))(bounds as number[]);
  const yTicks = y.ticks(5);
  const xTicks = n <= 8
    ? Array.from({ length: n }, (_, i) => i + 1)
    : x.ticks(8).filter((t) => Number.isInteger(t) && t >= 1 && t <= n);
  const summary =
    bounds.length === 0
      ? 'Bound per iteration: no iteration yet.'
      : `Bound per iteration: ${bounds.join(', ')}${answer != null ? `; the answer has ${answer} moves${answerProven ? '' : ', not proven shortest'}` : ''}.`;

  return (
    <svg viewBox={`0 0 ${W} ${H}`} class="sl-chart" role="img" aria-label={summary} data-testid="bound-chart"
      style={{ width: '100%', maxWidth: `${W + 40}px`, height: 'auto', display: 'block' }}>
      <g aria-hidden="true" style={{ fontFamily: 'system-ui, sans-serif', fontSize: `${TYPE}px`, fill: 'currentColor' }}>
        {yTicks.map((t) => (
          <g key={`y${t}`}>
            <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} style={{ stroke: 'currentColor', strokeOpacity: 0.15 }} />
            <text x={M.left - 6} y={y(t)} dy="0.32em" text-anchor="end">{t}</text>
          </g>
        ))}
        {xTicks.map((t) => (
          <text key={`x${t}`} x={x(t)} y={H - M.bottom + 16} text-anchor="middle">{t}</text>
        ))}
        <text x={(M.left + W - M.right) / 2} y={H - 4} text-anchor="middle">iteration</text>
        <text transform={`translate(16 ${(top + H - M.bottom) / 2}) rotate(-90)`} text-anchor="middle">bound (moves)</text>
        {answer != null && (
          <g data-part="answer">
            <line x1={M.left} x2={W - M.right} y1={y(answer)} y2={y(answer)}
              style={{ stroke: 'currentColor', strokeDasharray: '6 4', strokeWidth: 1.5 }} />
            <line x1={W - M.right - 168} x2={W - M.right - 140} y1={12} y2={12}
              style={{ stroke: 'currentColor', strokeDasharray: '6 4', strokeWidth: 1.5 }} />
            <text x={W - M.right} y={12} dy="0.35em" text-anchor="end">answer: {answer} moves{answerProven ? '' : ','}</text>
            {!answerProven && <text x={W - M.right} y={30} dy="0.35em" text-anchor="end" data-part="answer-unproven">not proven shortest</text>}
          </g>
        )}
        {path && <path d={path} style={{ fill: 'none', stroke: 'var(--accent, #1f4e8c)', strokeWidth: 2.5 }} />}
        {bounds.map((b, i) => (
          <g key={i}>
            <rect x={x(i + 1) - 4.5} y={y(b) - 4.5} width={9} height={9} style={{ fill: 'var(--accent, #1f4e8c)' }} />
            {(bounds.length <= 12 || i === bounds.length - 1) && (
              <text x={x(i + 1)} y={y(b) - 9} text-anchor="middle" style={{ fontWeight: 600 }} data-part="point-label">{b}</text>
            )}
          </g>
        ))}
      </g>
    </svg>
  );
}
