/**
 * A triangle in a marked (hatched) cell is traced by a white line inside its
 * black half, so it reads as a triangle beside black neighbours and under a
 * shaded area (the holed diamond's ◤ at a corner of the hole was lost there).
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { ShakashakaBoard } from '../../src/ui/shakashaka/ShakashakaBoard';
import { parseShakashaka } from '../../src/puzzles/shakashaka/format';

const parsed = parseShakashaka('#..\n...\n...');
if (!parsed.ok) throw new Error('bad board');
const puzzle = parsed.puzzle;
// Cell 0 of the white cells is (1,2); give it ◤ (state 1), leave the rest open.
const values = new Array(8 * 5).fill(-1);
values.splice(0, 5, 0, 1, 0, 0, 0);

const traced = (highlight: number[]) => /data-testid="b-lit-triangles"[^>]*>|<path d="([^"]+)"[^>]*data-testid="b-lit-triangles"/.exec(renderToString(h(ShakashakaBoard, { puzzle, values, highlight, cells: false, label: 'b', testId: 'b' })));

describe('a triangle in a marked cell', () => {
  it('is traced in white inside its black half', () => {
    const html = renderToString(h(ShakashakaBoard, { puzzle, values, highlight: [1], cells: false, label: 'b', testId: 'b' }));
    const m = traced([1]);
    expect(m).not.toBeNull();
    const corners = (d: string) => { const n = d.match(/-?[\d.]+/g)!.map(Number); return [[n[0], n[1]], [n[2], n[3]], [n[4], n[5]]]; };
    // The drawn ◤ (the only triangle of the board): its right angle top left, its sides 48 long.
    const drawn = corners(/<path d="(M[^"]+L[^"]+L[^"]+Z)" fill="#[0-9a-f]+"/i.exec(html.replace(/<path d="M[^"]*h[^"]*"[^>]*>/g, ''))![1]);
    const [x0, y0] = drawn[0];
    const side = drawn[1][0] - x0;
    for (const [x, y] of corners(m![1])) {
      expect(x).toBeGreaterThan(x0);
      expect(y).toBeGreaterThan(y0);
      expect(x - x0 + (y - y0)).toBeLessThan(side);
    }
  });

  it('is not traced when its cell is not marked, nor is an open cell', () => {
    expect(traced([])).toBeNull();
    expect(traced([5 * 3])).toBeNull();
  });
});
