/** The depth where backtracking's placements peak, and how many numbers a visit finds that fit before and after it. */
import { describe, expect, it } from 'vitest';
import { depthPeak } from '../../src/puzzles/sudoku/depth-peak';

describe('depthPeak', () => {
  it('finds the busiest depth and the growth factors on each side of it', () => {
    const p = depthPeak([1, 2, 4, 8, 4, 2]);
    expect(p).toMatchObject({ depth: 4, placements: 8 });
    expect(p.before).toBeCloseTo(2);
    expect(p.after).toBeCloseTo(0.5);
  });
  it('has no "before" for a peak at depth 1 and no "after" for one at the last depth', () => {
    expect(depthPeak([5, 3, 1])).toMatchObject({ depth: 1, before: null });
    expect(depthPeak([1, 3, 9])).toMatchObject({ depth: 3, after: null });
  });
  it('finds a second hump after the peak: a rise to at least twice the low point before it', () => {
    const p = depthPeak([1, 4, 16, 8, 2, 8, 6, 1]);
    expect(p.second).toMatchObject({ valleyDepth: 5, valley: 2, depth: 6, placements: 8, growth: 4 });
    expect(depthPeak([1, 4, 16, 8, 2, 3, 1]).second).toBeNull();
  });
});
