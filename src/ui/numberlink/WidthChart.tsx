/**
 * The width of every ZDD level (how many distinct partial states survive after
 * each edge), as a line chart with its table. The widths are what the
 * frontier method pays for: memory and time grow with them, not with the
 * number of solutions.
 */
import type { JSX } from 'preact';
import LineChart from '../LineChart';
import { LEVEL_AXIS, levelNumber } from './levels';

export function WidthChart({ widths, title, testId = 'nl-widths' }: { widths: readonly number[]; title: string; testId?: string }): JSX.Element {
  const max = Math.max(1, ...widths);
  return (
    // A narrower drawing than the default, so its 13 px labels are drawn at about 14 px in a phone's column (the chart
    // scales to the column): enough ink for a one- or two-digit tick label (tests/e2e/layout-checks.ts, MIN_LABEL_INK).
    <LineChart title={title} testId={testId} width={320} height={230} xLabel={LEVEL_AXIS} yLabel="nodes in the level"
      yScale={max >= 1000 ? 'log' : 'linear'}
      description={`Nodes per level for ${widths.length} levels; the widest level has ${max.toLocaleString('en-US')} nodes.`}
      series={[{ label: 'nodes', points: widths.map((y, decided) => ({ x: levelNumber(decided), y })) }]} />
  );
}
