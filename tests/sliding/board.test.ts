import { describe, expect, it } from 'vitest';
import {
  applyMoves,
  boardProblem,
  goalTiles,
  isGoal,
  movableTiles,
  neighbourTable,
  slide,
} from '../../src/puzzles/sliding/board';

describe('board', () => {
  it('has the goal 1 … n²−1 with the blank last', () => {
    expect(goalTiles(3)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    expect([goalTiles(4)].filter((t) => !isGoal(t, 4))).toEqual([]);
    expect(isGoal([1, 2, 3, 4, 5, 6, 7, 0, 8], 3)).toBe(false);
  });

  it('lists neighbours up, left, right, down', () => {
    expect(Array.from(neighbourTable(4)[5])).toEqual([1, 4, 6, 9]);
    expect(Array.from(neighbourTable(4)[0])).toEqual([1, 4]);
    expect(Array.from(neighbourTable(3)[8])).toEqual([5, 7]);
  });

  it('knows which tiles may slide and slides only those', () => {
    const tiles = [5, 1, 2, 4, 9, 6, 3, 8, 13, 10, 7, 11, 0, 14, 15, 12];
    expect(movableTiles(tiles, 4).sort((a, b) => a - b)).toEqual([13, 14]);
    expect(slide(tiles, 4, 13)?.slice(8, 13)).toEqual([0, 10, 7, 11, 13]);
    expect(slide(tiles, 4, 5)).toBeNull();
    expect(slide(tiles, 4, 0)).toBeNull();
    // slide does not touch its input
    expect(tiles[12]).toBe(0);
  });

  it('applies moves in order, and stops at an illegal one', () => {
    const tiles = [5, 1, 2, 4, 9, 6, 3, 8, 13, 10, 7, 11, 0, 14, 15, 12];
    expect(applyMoves(tiles, 4, [13, 9, 5, 1, 2, 3, 7, 11, 12])).toEqual(goalTiles(4));
    expect(applyMoves(tiles, 4, [13, 13])).toEqual(tiles);
    expect(applyMoves(tiles, 4, [13, 15])).toBeNull();
  });

  it('names what is wrong with data that is not a board', () => {
    expect(boardProblem({ size: 3, tiles: goalTiles(3) })).toBeNull();
    expect(boardProblem({ size: 3, tiles: [1, 2, 3] })).toMatch(/9 cells/);
    expect(boardProblem({ size: 3, tiles: [1, 1, 3, 4, 5, 6, 7, 8, 0] })).toMatch(/each once/);
    expect(boardProblem({ size: 3, tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9] })).toMatch(/each once/);
  });
});
