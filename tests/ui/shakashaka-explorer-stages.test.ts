/**
 * The model explorer draws a large board's parts one task after another
 * (src/ui/use-stages.ts): its first render, the one in the task that
 * received the model, holds only the table of families, with words where the
 * board and the rows will be. A board up to LARGE_BOARD_CELLS is drawn whole
 * at once, as the server renders the lesson's examples. (renderToString runs
 * no effects, so it shows the first render; the browser test
 * tests/e2e/shakashaka-long-tasks.e2e.ts follows the stages.)
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { buildShakashakaModel } from '../../src/puzzles/shakashaka/model';
import { ModelExplorer } from '../../src/ui/shakashaka/ModelExplorer';
import { LARGE_BOARD_CELLS } from '../../src/ui/shakashaka/ShakashakaBoard';

function firstRender(side: number): string {
  const rows = Array.from({ length: side }, (_, r) => Array.from({ length: side }, (_, c) => ((r * 7 + c * 13) % 11 === 0 ? '#' : '.')).join(''));
  const parsed = parseShakashaka(rows.join('\n'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const built = buildShakashakaModel(parsed.puzzle, 'A-D+F');
  if (!built.ok) throw new Error(built.message);
  return renderToString(h(ModelExplorer, { model: built.model }));
}

describe('the Shakashaka model explorer', () => {
  const atLimit = Math.floor(Math.sqrt(LARGE_BOARD_CELLS));

  it('draws a board up to the limit, and every row of its first cell, in its first render', () => {
    const html = firstRender(atLimit);
    const rows = Number(html.match(/data-rows="(\d+)"/)?.[1]);
    expect(rows).toBeGreaterThan(0);
    expect(html).toContain('data-testid="model-board"');
    expect(html.match(/data-testid="model-rows-item-/g)?.length).toBe(rows);
    expect(html).not.toContain('model-board-waiting');
    expect(html).not.toContain('model-rows-waiting');
  });

  it('past it, first shows the table of families and says the board and the rows are coming', () => {
    const html = firstRender(atLimit + 1);
    expect(html).toContain('data-testid="model-families"');
    expect(html).not.toContain('data-testid="model-board"');
    expect(html).not.toContain('data-testid="model-rows-item-');
    expect(html).toContain('Drawing the board…');
    expect(html).toMatch(/Typesetting the inequalities: 0 of \d+ so far/);
  });
});
