/**
 * The lesson's row-of-three example of linear conflicts: two pairs out of
 * order that share one tile cost 2 moves, not 4 — the heuristic counts the
 * tiles that must leave the row, not the pairs.
 */
import { describe, expect, it } from 'vitest';
import { explainManhattanLc } from '../../src/puzzles/sliding/heuristics/manhattan';

describe('linear conflicts count tiles that must leave, not pairs', () => {
  it('3 1 2 in the top row: two pairs, one tile leaves, two moves added', () => {
    const b = explainManhattanLc([3, 1, 2, 4, 5, 6, 7, 8, 0], 3);
    expect(b.conflicts).toEqual([[3, 1], [3, 2]]);
    expect(b.parts.filter((p) => p.label.endsWith('linear conflict'))).toEqual([{ label: 'Row 1: linear conflict', value: 2, tiles: [3] }]);
    expect(b.total).toBe(b.parts[0].value + 2);
  });

  it('3 2 1: three pairs, two tiles leave, four moves added', () => {
    const b = explainManhattanLc([3, 2, 1, 4, 5, 6, 7, 8, 0], 3);
    expect(b.conflicts?.length).toBe(3);
    expect(b.parts.find((p) => p.label === 'Row 1: linear conflict')?.value).toBe(4);
  });
});
