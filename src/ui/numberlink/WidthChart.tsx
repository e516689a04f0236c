/**
 * The width of every ZDD level (how many distinct partial states survive after
 * each edge), as a line chart with its table. The widths are what the
 * frontier method pays for: memory and time grow with them, not with the
 * number of solutions.
 */
import type { JSX } from 'preact';
import LineChart from '../LineChart';
import { LEVEL_AXIS, levelNumber } from './levels';
import { plural } from '../../core/numbers';

export function WidthChart({ widths, title, testId = 'nl-widths' }: { widths: readonly number[]; title: string; testId?: string }): JSX.Element {
  const max = Math.max(1, ...widths);
  return (
    // A narrower drawing than the default, so its 13 px labels are drawn at 14 px or more in a phone's column, even in the solver's card (the chart
    // scales to the column): enough ink for a one- or two-digit tick label (tests/e2e/layout-checks.ts, MIN_LABEL_INK).
    <LineChart title={title} testId={testId} width={300} height={230} xLabel={LEVEL_AXIS} yLabel="nodes in the level"
      yScale={max >= 1000 ? 'log' : 'linear'}
      description={`Nodes per level for ${plural(widths.length, 'level')}; the widest level has ${plural(max, 'node')}.`}
      series={[{ label: 'nodes', points: widths.map((y, decided) => ({ x: levelNumber(decided), y })) }]} />
  );
}
