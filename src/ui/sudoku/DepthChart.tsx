/**
 * Backtracking's placements per depth as a bar chart, with the sentence that
 * says why they pile up where they do (src/puzzles/sudoku/depth-peak.ts).
 * The sentence names only the peak's depth; the figures behind it (depthPeakDetail) go with
 * the table, in the lesson's fold. The bars are HTML boxes, so their labels keep the page's text size at any
 * width; d3 gives only the scale's round ticks. The tallest bar is hatched
 * and outlined and named in words, not by colour; the exact numbers stay in
 * the table (DepthTable) under the chart.
 */
import { scaleLinear } from 'd3';
import type { JSX } from 'preact';
import { fmt } from '../../core/numbers';
import { depthPeak } from '../../puzzles/sudoku/depth-peak';
import type { CountsEvent } from '../../puzzles/sudoku/events';
import type { WrongPlacement } from '../../puzzles/sudoku/first-wrong-placement';

/**
 * Why the placements peak where they do, in one sentence with the one figure
 * that matters, the depth (the chart shows the rest; depthPeakDetail says it in numbers),
 * and, given the run's first wrong placement, that instance of it: which number, and where the search under it peaks.
 */
export function depthPeakWords(placements: readonly number[], peakCell: string, wrong: WrongPlacement | null = null): string {
  const p = depthPeak(placements);
  const start = `The placements pile up at depth ${p.depth} (cell ${peakCell}): a wrong number placed early`;
  const end = 'is caught only around there, after every cell in between was tried again and again.';
  if (!wrong) return `${start} ${end}`;
  const named = `the run's first, ${wrong.value} in ${wrong.cell} (marked; the solution has ${wrong.right})`;
  // The run's own instance, named inside the sentence when the search under it peaks where the whole run does.
  return wrong.busiestDepth === p.depth
    ? `${start}, such as ${named}, ${end}`
    : `${start} ${end} For ${named}, the search under it peaks at depth ${wrong.busiestDepth}.`;
}

/** The figures behind the peak, computed from the counts: how many numbers a visit finds that fit before and after it, and the second hump. */
export function depthPeakDetail(placements: readonly number[], wrong: WrongPlacement | null = null): string {
  const p = depthPeak(placements);
  const first = wrong ? ` The first wrong number, ${wrong.value} in ${wrong.cell} at depth ${wrong.depth}, stands through ${fmt(wrong.placementsUnder)} placements before it is taken back.` : '';
  const where = `Depth ${p.depth} has ${fmt(p.placements)} placements.${first}`;
  const rise = p.before === null ? '' : ` Up to that depth, a visit to a cell finds on average about ${p.before.toFixed(2)} numbers that fit, so the tries multiply from one depth to the next;`;
  const fall = p.after === null ? '' : ` after it, a visit finds about ${p.after.toFixed(2)}, ${p.after < 1 ? 'fewer than one' : 'few'}, because the cells filled before it now rule out nearly every number.`;
  const h = p.second;
  const hump = h === null ? '' : ` The second, lower hump at depth ${h.depth} (${fmt(h.placements)} placements, up from ${fmt(h.valley)} at depth ${h.valleyDepth}) is the same effect on a smaller scale: from depth ${h.valleyDepth} to ${h.depth} a visit again finds about ${h.growth.toFixed(2)} numbers that fit, more than one, so the tries multiply again until the cells after it rule nearly every number out.`;
  return `${where}${rise}${fall}${hump}`;
}

export function DepthChart({ counts, peakCell, wrong = null, testId = 'depth-chart' }: { counts: CountsEvent; peakCell: string; wrong?: WrongPlacement | null; testId?: string }): JSX.Element {
  const values = counts.placements;
  const peak = depthPeak(values);
  const y = scaleLinear().domain([0, peak.placements]).nice();
  const top = y.domain()[1];
  const n = values.length;
  return (
    <figure class="sd-depth-chart" data-testid={testId} data-peak={peak.depth}>
      <div class="sd-bars-frame">
        <div class="sd-bars" role="img"
          aria-label={`Bar chart of placements at each depth, 1 to ${n}: they rise to ${fmt(peak.placements)} at depth ${peak.depth} and fall after it. The table below has every number.`}>
          {y.ticks(4).map((t) => (
            <span key={`t${t}`} class="sd-bar-tick" style={{ bottom: `${(t / top) * 100}%` }} aria-hidden="true">{fmt(t)}</span>
          ))}
          {values.map((v, d) => (
            <span key={d} class={`sd-bar${d + 1 === peak.depth ? ' sd-bar-peak' : ''}`} style={{ height: `${(v / top) * 100}%` }} />
          ))}
          <span class="sd-bar-peak-label" style={{ left: `${((peak.depth - 0.5) / n) * 100}%`, bottom: `${(peak.placements / top) * 100}%` }} aria-hidden="true">
            depth {peak.depth}
          </span>
          {wrong && (
            <span class="sd-bar-wrong-label" data-testid={`${testId}-wrong`} style={{ left: `${((wrong.depth - 1) / n) * 100}%` }} aria-hidden="true">
              ↓ {wrong.value} in {wrong.cell}, wrong
            </span>
          )}
        </div>
        <div class="sd-bars-axis" aria-hidden="true"><span>depth 1</span><span>placements per depth (hatched: the most)</span><span>depth {n}</span></div>
      </div>
      <figcaption class="sd-depth-why" data-testid={`${testId}-why`}>{depthPeakWords(values, peakCell, wrong)}</figcaption>
    </figure>
  );
}
