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
    expect(renderToString(h(BoardLegend, { lesson: true }))).not.toMatch(/dotted/);
  });
});

describe('a plain white cell', () => {
  it('is named "empty" by the stepper’s legend and by the words over the figures’ legend, which draws none', () => {
    expect(renderToString(h(BoardLegend, { testId: 'board-legend' }))).toMatch(/plain white: empty/);
    const page = readFileSync(new URL('../../content/lessons/05-shakashaka.mdx', import.meta.url), 'utf8');
    const at = page.indexOf('<BoardLegend lesson />');
    expect(at).toBeGreaterThan(0);
    // The sentence just before the figures' legend.
    expect(page.slice(page.lastIndexOf('\n\n', at - 3), at)).toMatch(/plain white cell is empty/);
  });
});

describe('the figures’ legend and the figures', () => {
  it('says the cells of an inequality are hatched, and a figure board hatches them', () => {
    const legend = renderToString(h(BoardLegend, { lesson: true }));
    expect(legend).toMatch(/hatched in blue, thick border: a cell of the inequality shown/);
    expect(legend).not.toMatch(/only the border/);
    const parsed = parseShakashaka('...\n...\n...');
    if (!parsed.ok) throw new Error('bad board');
    const board = renderToString(h(ShakashakaBoard, { puzzle: parsed.puzzle, highlight: [0, 1], label: 'b', testId: 'b' }));
    expect(board).toMatch(/fill="url\(#sk-hatch-/);
  });
});

describe('an undecided cell, drawn one way everywhere', () => {
  it('is white with a mark per open state on a figure board as in the tools, and the legend says so (no grey cell)', () => {
    const parsed = parseShakashaka('...\n...\n...');
    if (!parsed.ok) throw new Error('bad board');
    const open = new Array(9 * 5).fill(-1);
    const figure = renderToString(h(ShakashakaBoard, { puzzle: parsed.puzzle, values: open, cells: false, highlight: [0], label: 'b', testId: 'b' }));
    expect(figure).not.toMatch(/#e4e4e4/);
    const legend = renderToString(h(BoardLegend, { lesson: true }));
    expect(legend).not.toMatch(/grey/);
    expect(legend).toMatch(/undecided: white, a mark per open state, ○ for empty/);
    // Its examples name the legend's own icons: a reader took "here" for the board above, whose open cells differ.
    expect(legend).toContain('(the sample icon shows ◤, ◢ and empty still open)');
    expect(legend).toContain('(icon: ◥)');
    expect(legend).not.toContain('(here');
    // The open cells show their marks, the ring for "empty" among them.
    expect(figure).toMatch(/<path d="[^"]+" fill="none" stroke="[^"]+" stroke-width="2.5"/);
    const page = readFileSync(new URL('../../content/lessons/05-shakashaka.mdx', import.meta.url), 'utf8');
    expect(page).not.toMatch(/quiet=|grey cells/);
  });
});
