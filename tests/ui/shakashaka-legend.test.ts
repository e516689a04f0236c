/**
 * The stepper's legend names every mark its board draws, in the same shape:
 * a trial's words say "dotted outline" for the supposed cell, and the legend
 * under them has a dotted entry drawn as the board draws it (a reader found
 * only the dashed "settled by this step" entry there).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { BoardLegend } from '../../src/ui/shakashaka/BoardLegend';
import { ShakashakaBoard } from '../../src/ui/shakashaka/ShakashakaBoard';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';

/** Dash pattern, line cap and width of a drawn tag. */
function stroke(tag: string): string {
  return ['stroke-dasharray', 'stroke-linecap', 'stroke-width'].map((a) => new RegExp(`${a}="([^"]+)"`).exec(tag)?.[1]).join('|');
}

/** The first dashed or dotted shape after `marker` in `html`. */
function strokeAfter(html: string, marker: string): string {
  const at = html.indexOf(marker);
  expect(at, marker).toBeGreaterThanOrEqual(0);
  return stroke(/<(?:path|rect)[^>]*stroke-dasharray="[^"]+"[^>]*>/.exec(html.slice(at))![0]);
}

describe('the stepper legend and the supposed cell', () => {
  it('has a dotted entry drawn as the board draws the supposed cell', () => {
    const legend = renderToString(h(BoardLegend, { testId: 'board-legend' }));
    expect(legend).toMatch(/dotted outline: the cell a look-ahead or trial supposes a state for/);
    const parsed = parseShakashaka('...\n...\n...');
    if (!parsed.ok) throw new Error('bad board');
    const board = renderToString(h(ShakashakaBoard, { puzzle: parsed.puzzle, supposed: 4, label: 'b', testId: 'b' }));
    const inLegend = strokeAfter(legend, 'data-testid="board-legend-supposed"');
    expect(stroke(/<path[^>]*data-testid="b-supposed"[^>]*>/.exec(board)![0])).toBe(inLegend);
    // The dashed "settled by this step" entry, the first dashed shape of the legend, is another shape.
    expect(strokeAfter(legend, '<ul')).not.toBe(inLegend);
  });

  it('leaves the dotted entry out of the figures’ legend, where nothing is supposed', () => {
    expect(renderToString(h(BoardLegend, { grey: true }))).not.toMatch(/dotted/);
  });
});

describe('a plain white cell', () => {
  it('is named "empty" by the stepper’s legend and by the words over the figures’ legend, which draws none', () => {
    expect(renderToString(h(BoardLegend, { testId: 'board-legend' }))).toMatch(/plain white: empty/);
    const page = readFileSync(new URL('../../content/lessons/05-shakashaka.mdx', import.meta.url), 'utf8');
    const at = page.indexOf('<BoardLegend grey />');
    expect(at).toBeGreaterThan(0);
    // The sentence just before the figures' legend.
    expect(page.slice(page.lastIndexOf('\n\n', at - 3), at)).toMatch(/plain white cell is empty/);
  });
});

describe('the figures’ legend and the figures', () => {
  it('says the cells of an inequality are hatched, and a quiet figure board hatches them', () => {
    const legend = renderToString(h(BoardLegend, { grey: true }));
    expect(legend).toMatch(/hatched in blue, thick border: a cell of the inequality shown/);
    expect(legend).not.toMatch(/only the border/);
    const parsed = parseShakashaka('...\n...\n...');
    if (!parsed.ok) throw new Error('bad board');
    const board = renderToString(h(ShakashakaBoard, { puzzle: parsed.puzzle, quiet: true, highlight: [0, 1], label: 'b', testId: 'b' }));
    expect(board).toMatch(/fill="url\(#sk-hatch-/);
  });
});
