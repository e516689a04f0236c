/**
 * A linear-conflict bar on a row is drawn clear of the tiles' numbers and of the group shapes in their lower left
 * corners: at 1280 px its end dots crossed the foot of the digits 5 and 4 on the hardest 8-puzzle board. Measured on
 * the rendered markup: the tiles' own positions, the number's baseline (0.35 em of 24 px below the tile's centre)
 * and each drawn stroke's half width.
 */
import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderToStaticHtml } from '../../src/export/render-static';
import { SlidingBoard } from '../../src/ui/sliding/SlidingBoard';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { explainManhattanLc } from '../../src/puzzles/sliding/heuristics/manhattan';

const hard8 = parseSliding(readFileSync('content/examples/sliding/hardest-8.txt', 'utf8').trim());
if (!hard8.ok) throw new Error(hard8.error.message);
const { tiles, size } = hard8.puzzle;
const conflicts = explainManhattanLc(tiles, size).conflicts ?? [];
// Every tile in a group, so that the group shapes are drawn too.
const groups = Object.fromEntries(tiles.filter((t) => t > 0).map((t) => [t, t % 3]));
const html = renderToStaticHtml(h(SlidingBoard, { size, tiles, conflicts, groups }));

/** The tile's top-left corner, from its `translate(…)`. */
function tileOrigin(tile: number): [number, number] {
  const m = html.match(new RegExp(`translate\\((\\d+(?:\\.\\d+)?)px, (\\d+(?:\\.\\d+)?)px\\);" data-tile="${tile}"`));
  expect(m, `tile ${tile}`).not.toBeNull();
  return [Number(m![1]), Number(m![2])];
}
const TILE = 56; // the tile's drawn side (a cell less the gap)
const numberFoot = (tile: number) => tileOrigin(tile)[1] + TILE / 2 + 0.35 * 24;
const bar = html.match(/class="sb-conflict"><line x1="[\d.]+" y1="([\d.]+)"[^>]*stroke-width:(\d+)[^>]*><\/line><circle cx="[\d.]+" cy="([\d.]+)" r="([\d.]+)"/);

describe('a row’s linear-conflict bar', () => {
  it('is drawn on the hardest 8-puzzle board (the pair 5–4 in the middle row)', () => {
    expect(conflicts.map((c) => [...c].sort().join('–'))).toContain('4–5');
    expect(bar).not.toBeNull();
  });
  it('keeps its end dots and its line below the foot of the numbers it joins', () => {
    const [, lineY, strokeW, dotY, r] = bar!.map(Number);
    const dotTop = dotY - r - strokeW / 2;
    for (const t of [4, 5]) expect(dotTop).toBeGreaterThan(numberFoot(t) + 4);
    expect(lineY - strokeW / 2).toBeGreaterThan(numberFoot(5) + 4);
  });
  it('runs below the group shapes in the tiles’ lower left corners, inside the tiles’ lower edge', () => {
    const [, lineY, strokeW] = bar!.map(Number);
    const [, top] = tileOrigin(4);
    // The group shapes end 13 − 9 = 4 units above the tile's lower edge (SlidingBoard's GroupMark: y = side − 13, 9 high).
    expect(lineY - strokeW / 2).toBeGreaterThan(top + TILE - 4);
    expect(lineY + strokeW / 2).toBeLessThanOrEqual(top + TILE);
  });
});
