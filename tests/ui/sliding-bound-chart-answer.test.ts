/**
 * After a time limit the fast method's answer sets the chart's y axis (a reader saw it reach 110 with nothing
 * drawn up there): the chart marks that answer's length, labelled not proven shortest, as it marks a proven one.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { BoundChart } from '../../src/ui/sliding/BoundChart';
import { IdaTracePanel } from '../../src/ui/sliding/IdaTracePanel';
import { recorder } from '../../src/core/trace';
import type { SlidingEvent } from '../../src/puzzles/sliding/events';
import { solveSliding } from '../../src/puzzles/sliding/solve';
import { readInstances } from '../../src/puzzles/sliding/instances-node';

/** The SVG of the bound chart in some HTML. */
const chartOf = (html: string) => html.slice(html.indexOf('data-testid="bound-chart"'), html.indexOf('</svg>', html.indexOf('data-testid="bound-chart"')));

describe('the bound chart’s answer line', () => {
  it('labels a proven answer as before, and an unproven one “not proven shortest”', () => {
    const proven = renderToString(h(BoundChart, { bounds: [5, 7, 9], answer: 9 }));
    expect(proven).toContain('answer: 9 moves</text>');
    expect(proven).not.toContain('not proven shortest');
    const unproven = renderToString(h(BoundChart, { bounds: [41, 43], answer: 105, answerProven: false }));
    expect(unproven).toContain('data-part="answer"');
    expect(unproven).toContain('answer: 105 moves,</text>');
    expect(unproven).toContain('>not proven shortest</text>');
    expect(unproven).toContain('the answer has 105 moves, not proven shortest.');
  });

  it('is drawn for the fast method’s answer after a search cut by its limit', () => {
    const board = readInstances('korf100')[0];
    const rec = recorder<SlidingEvent>();
    // A node cap counts as running out of time (solve.ts), so the cut is the same on every machine.
    const result = solveSliding({ size: 4, tiles: board.tiles }, { maxNodes: 30_000, sink: rec.sink });
    expect(result.solution!.optimal).toBe(false);
    const chart = chartOf(renderToString(h(IdaTracePanel, { puzzle: { size: 4, tiles: board.tiles }, events: rec.events })));
    expect(chart).toContain(`answer: ${result.solution!.length} moves,</text>`);
    expect(chart).toContain('>not proven shortest</text>');
  });
});
