/**
 * A small line chart drawn as SVG by Preact, with d3 only for the arithmetic
 * (scales, ticks, the path string) — the same markup renders on the site and
 * in a static export. Series differ by marker shape and dash pattern, not by
 * colour, and the numbers are also offered as a table for screen readers and
 * anyone who prefers reading to squinting.
 */
import { format, line, scaleLinear, scaleLog, symbol, symbolCircle, symbolSquare, symbolTriangle } from 'd3';
import { useId } from 'preact/hooks';

export interface ChartPoint {
  x: number;
  y: number;
}

export interface LineSeries {
  label: string;
  points: readonly ChartPoint[];
}

export interface LineChartProps {
  /** Caption above the chart; also the SVG's accessible name. */
  title: string;
  /** Up to three series (more would share marker shapes). */
  series: readonly LineSeries[];
  xLabel: string;
  yLabel: string;
  /** 'log' for quantities spanning orders of magnitude (nodes per iteration). */
  yScale?: 'linear' | 'log';
  /** Points whose x equals this are drawn filled and the table row is marked. */
  highlightX?: number | null;
  /** One sentence saying what the chart shows (SVG <desc>). */
  description?: string;
  /** Number formats for ticks and table cells (default: short ticks, exact cells). */
  formatX?: (x: number) => string;
  formatY?: (y: number) => string;
  /** viewBox size; the SVG scales to its container's width. */
  width?: number;
  height?: number;
  testId?: string;
}

const SHAPES = [symbolCircle, symbolSquare, symbolTriangle];
const MARGIN = { top: 12, right: 16, bottom: 46, left: 64 };

// Table cells: exact, with digit grouping. Axis ticks: short (12k, 3.4M) so they fit.
const exact = (v: number) => (Number.isInteger(v) ? format(',')(v) : format(',.3~f')(v));
const compact = (v: number) => (Math.abs(v) >= 10_000 ? format('~s')(v) : exact(v));

export default function LineChart({
  title,
  series,
  xLabel,
  yLabel,
  yScale = 'linear',
  highlightX = null,
  description,
  formatX,
  formatY,
  width = 480,
  height = 260,
  testId = 'line-chart',
}: LineChartProps) {
  const uid = useId();
  const all = series.flatMap((s) => s.points);
  const xs = all.map((p) => p.x);
  const ys = all.map((p) => p.y);
  const innerW = width - MARGIN.left - MARGIN.right;
  const innerH = height - MARGIN.top - MARGIN.bottom;
  const integerX = xs.every(Number.isInteger);
  const integerY = ys.every(Number.isInteger);

  const xMin = xs.length ? Math.min(...xs) : 0;
  const xMax = xs.length ? Math.max(...xs) : 1;
  const x = scaleLinear()
    .domain(xMin === xMax ? [xMin - 1, xMax + 1] : [xMin, xMax])
    .range([0, innerW]);
  // A log axis cannot start at 0; values of 0 are clamped to 1 (they are counts).
  const yLo = yScale === 'log' ? Math.max(1, ys.length ? Math.min(...ys) : 1) : Math.min(0, ...ys);
  const yHi = ys.length ? Math.max(...ys, yLo + 1) : 1;
  const y = (yScale === 'log' ? scaleLog().clamp(true) : scaleLinear()).domain([yLo, yHi]).range([innerH, 0]).nice();

  const xTicks = x.ticks(Math.min(8, Math.max(2, xMax - xMin))).filter((t) => !integerX || Number.isInteger(t));
  const yTicks =
    yScale === 'log'
      ? y.ticks(5).filter((t) => Number.isInteger(Math.log10(t)))
      : y.ticks(5).filter((t) => !integerY || Number.isInteger(t));
  const path = line<ChartPoint>()
    .x((p) => x(p.x))
    .y((p) => y(p.y));

  const tickX = formatX ?? compact;
  const tickY = formatY ?? compact;
  const cellX = formatX ?? exact;
  const cellY = formatY ?? exact;
  const titleId = `${uid}-title`;
  const descId = `${uid}-desc`;
  const rows = [...new Set(xs)].sort((a, b) => a - b);

  return (
    <figure class="line-chart print-keep" data-testid={testId}>
      <figcaption id={titleId}>{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}>
        {description && <desc id={descId}>{description}</desc>}
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          <g class="grid">
            {yTicks.map((t) => (
              <line key={t} x1={0} x2={innerW} y1={y(t)} y2={y(t)} />
            ))}
          </g>
          <g class="axis axis-y">
            <path d={`M0,0V${innerH}`} />
            {yTicks.map((t) => (
              <text key={t} x={-8} y={y(t)} dy="0.32em" text-anchor="end">{tickY(t)}</text>
            ))}
            <text x={-innerH / 2} y={-50} transform="rotate(-90)" text-anchor="middle">{yLabel}</text>
          </g>
          <g class="axis axis-x" transform={`translate(0,${innerH})`}>
            <path d={`M0,0H${innerW}`} />
            {xTicks.map((t) => (
              <g key={t} transform={`translate(${x(t)},0)`}>
                <line y2={5} />
                <text y={18} text-anchor="middle">{tickX(t)}</text>
              </g>
            ))}
            <text x={innerW / 2} y={40} text-anchor="middle">{xLabel}</text>
          </g>
          {series.map((s, i) => (
            <g key={s.label} class={`series series-${i % SHAPES.length}`} data-series={s.label}>
              {s.points.length > 1 && <path d={path([...s.points]) ?? ''} />}
              {s.points.map((p) => (
                <path key={p.x} class={p.x === highlightX ? 'marker is-highlighted' : 'marker'}
                  transform={`translate(${x(p.x)},${y(p.y)})`}
                  d={symbol(SHAPES[i % SHAPES.length], p.x === highlightX ? 90 : 40)() ?? ''} />
              ))}
            </g>
          ))}
          {all.length === 0 && (
            <text x={innerW / 2} y={innerH / 2} text-anchor="middle">No data yet</text>
          )}
        </g>
      </svg>
      {series.length > 1 && (
        <ul class="legend" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.label}>
              <svg width="14" height="14" viewBox="-7 -7 14 14">
                <path class="marker" d={symbol(SHAPES[i % SHAPES.length], 40)() ?? ''} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <details data-print="hide">
        <summary class="chart-table-toggle" data-testid={`${testId}-table-toggle`}>Show the numbers as a table</summary>
        <div class="scroll-x">
          <table class="data-table" data-testid={`${testId}-table`}>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{xLabel}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col">{s.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((rx) => (
                <tr key={rx} class={rx === highlightX ? 'is-highlighted' : undefined}
                  aria-current={rx === highlightX ? 'true' : undefined}>
                  <th scope="row">{cellX(rx)}</th>
                  {series.map((s) => {
                    const p = s.points.find((q) => q.x === rx);
                    return <td key={s.label}>{p ? cellY(p.y) : '–'}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
