/**
 * The IDA* bound chart's iteration axis has a tick for each iteration run and no more: a reader saw an empty
 * "2" under a solve that took one iteration.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { BoundChart } from '../../src/ui/sliding/BoundChart';

/** The numbers under the x axis: the text elements drawn just below the plot, in order. */
function xTicks(html: string): number[] {
  return [...html.matchAll(/<text x="[\d.]+" y="190" text-anchor="middle">(\d+)<\/text>/g)].map((m) => Number(m[1]));
}

describe('the bound chart’s iteration ticks', () => {
  it('shows only "1" for a solve in one iteration', () => {
    expect(xTicks(renderToString(h(BoundChart, { bounds: [9], h0: 9, answer: 9 })))).toEqual([1]);
  });

  it('shows one tick per iteration of the run, also while stepping through its first ones', () => {
    expect(xTicks(renderToString(h(BoundChart, { bounds: [9, 11, 13] })))).toEqual([1, 2, 3]);
    expect(xTicks(renderToString(h(BoundChart, { bounds: [9], maxIterations: 3 })))).toEqual([1, 2, 3]);
  });

  it('keeps ticks within the iterations run on a long search', () => {
    const bounds = Array.from({ length: 20 }, (_, i) => 30 + 2 * i);
    const ticks = xTicks(renderToString(h(BoundChart, { bounds })));
    expect(ticks.length).toBeGreaterThan(1);
    expect(Math.max(...ticks)).toBeLessThanOrEqual(20);
  });
});
