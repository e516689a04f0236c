/**
 * The lesson's example for adding a row's and a column's conflicts: one
 * conflict in the top row and one in the left column, each adding 2 moves,
 * and the sum still at most the true shortest length (the breadth-first
 * search's table over the whole 8-puzzle).
 */
import { describe, expect, it } from 'vitest';
import { bothLinesExample } from '../../src/lessons/sliding/both-lines';
import { bfsDistances3x3, rank3x3 } from '../../src/puzzles/sliding/eight-puzzle/distances';

describe('a row conflict and a column conflict on one board', () => {
  const dist = bfsDistances3x3();
  const ex = bothLinesExample((tiles) => dist[rank3x3(tiles)]);
  it('finds 2 and 1 in row 1 and 7 and 4 in column 1, each adding 2 moves', () => {
    expect(ex.row).toEqual({ line: 'row 1', pair: [2, 1], added: 2 });
    expect(ex.column).toEqual({ line: 'column 1', pair: [7, 4], added: 2 });
    expect(ex.total).toBe(ex.manhattan + 4);
  });
  it('never overshoots the true distance', () => {
    expect(ex.total).toBeLessThanOrEqual(ex.shortest);
    expect(ex.shortest).toBeGreaterThan(0);
  });
});
