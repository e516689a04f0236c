/**
 * A Shakashaka board one can click, past LARGE_BOARD_CELLS, is drawn without
 * a group per cell (a 100×100 board's groups were megabytes of markup that
 * blocked the page for seconds): one focus stop, the cursor's cell read out,
 * the picked cell outlined. A board at the limit keeps its groups.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';
import { LARGE_BOARD_CELLS, ShakashakaBoard } from '../../src/ui/shakashaka/ShakashakaBoard';

function board(side: number) {
  const rows = Array.from({ length: side }, (_, r) => Array.from({ length: side }, (_, c) => ((r * 7 + c * 13) % 11 === 0 ? '#' : '.')).join(''));
  const parsed = parseShakashaka(rows.join('\n'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.puzzle;
}

const draw = (side: number) =>
  renderToString(h(ShakashakaBoard, { puzzle: board(side), selected: 1, onCellSelect: () => {}, label: 'Pick a cell', testId: 'b' }));

describe('a large Shakashaka board', () => {
  const atLimit = Math.floor(Math.sqrt(LARGE_BOARD_CELLS));

  it('keeps one group per white cell up to the limit', () => {
    const html = draw(atLimit);
    const whites = [...board(atLimit).rows.join('')].filter((ch) => ch === '.').length;
    expect(html.match(/data-testid="b-cell-/g)?.length).toBe(whites);
    expect(html).not.toContain('data-testid="b-cursor"');
  });

  it('past it, draws no group per cell and is one focus stop with a cursor read out', () => {
    const html = draw(atLimit + 1);
    expect(html).not.toContain('data-testid="b-cell-');
    expect(html.match(/tabindex="0"/g)?.length).toBe(1);
    expect(html).toContain('data-testid="b-cursor"');
    expect(html).toContain('data-testid="b-selected"');
    expect(html).toMatch(/the arrow keys move a cursor/);
  });

  it('stays small on the largest board the reader takes', () => {
    expect(draw(100).length).toBeLessThan(400_000);
  });
});
