/**
 * The "just settled" tab never hides a mark of a state the cell still
 * allows. It used to sit in the top right corner always, over the ◥
 * mark whenever ◥ was still possible.
 */
import { describe, expect, it } from 'vitest';
import { CELL, markPath, TAB, tabOffset, type CellView } from '../../src/ui/shakashaka/board-geometry';
import type { CellState } from '../../src/puzzles/shakashaka/puzzle';

type Box = [number, number, number, number];
type Point = [number, number];

/** A mark's outline as points, read from its path (absolute start, then relative moves); the ring as its bounding square. */
function markShape(state: CellState): Point[] {
  const d = markPath(state, 0, 0);
  const nums = [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  if (state === 0) {
    // M cx-r cy a r r …: a ring of radius r around (cx, cy).
    const [x0, cy, r] = nums;
    return [[x0, cy - r], [x0 + 2 * r, cy - r], [x0 + 2 * r, cy + r], [x0, cy + r]];
  }
  let [x, y] = [nums[0], nums[1]];
  const points: Point[] = [[x, y]];
  for (const step of d.slice(1).replace(/^[^hvl]*/, '').matchAll(/([hvl])(-?\d+(?:\.\d+)?)(?:\s(-?\d+(?:\.\d+)?))?/g)) {
    const a = Number(step[2]);
    if (step[1] === 'h') x += a;
    else if (step[1] === 'v') y += a;
    else [x, y] = [x + a, y + Number(step[3])];
    points.push([x, y]);
  }
  return points;
}

/** Whether a point lies inside a convex outline (on its border counts as outside: shapes may touch). */
function inside(p: Point, shape: Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < shape.length; i++) {
    const [a, b] = [shape[i], shape[(i + 1) % shape.length]];
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (Math.abs(cross) < 1e-9) return false;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/** Whether the tab covers any of the mark: sampled every half unit. */
function covers(tab: Box, shape: Point[]): boolean {
  for (let x = tab[0]; x <= tab[2]; x += 0.5) for (let y = tab[1]; y <= tab[3]; y += 0.5) if (inside([x, y], shape)) return true;
  return false;
}

describe('the settled tab', () => {
  it('keeps clear of every mark still shown, whichever states a step ruled out', () => {
    // Every undecided cell a step can leave: some of the five states open, at least one ruled out.
    for (let mask = 1; mask < 31; mask++) {
      const open = ([0, 1, 2, 3, 4] as CellState[]).filter((s) => mask & (1 << s));
      if (open.length < 2) continue;
      const view: CellView = { decided: false, open };
      const [dx, dy] = tabOffset(view);
      const tab: Box = [dx, dy, dx + TAB, dy + TAB];
      expect(tab[0] >= 0 && tab[1] >= 0 && tab[2] <= CELL && tab[3] <= CELL).toBe(true);
      for (const s of open) expect(covers(tab, markShape(s)), `open ${open.join(',')}: tab over the mark of state ${s}`).toBe(false);
    }
  });

  it('reads the mark boxes right (the ◥ mark sits in the top right, where the tab used to be)', () => {
    expect(covers([CELL - TAB - 1, 1, CELL - 1, 1 + TAB], markShape(2))).toBe(true);
    expect(covers([1, 1, 1 + TAB, 1 + TAB], markShape(2))).toBe(false);
  });
});
