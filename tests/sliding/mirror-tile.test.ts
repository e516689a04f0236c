import { describe, expect, it } from 'vitest';
import { mirrorBoard, mirrorTile } from '../../src/puzzles/sliding/pdb/mirror';
import { goalTiles } from '../../src/puzzles/sliding/board';

// The lesson's concrete mirror example: tile 2 (goal row 1, column 2) and tile 5 (goal row 2, column 1) trade names.
describe('mirrorTile on the 15-puzzle', () => {
  it('renumbers tile 2 as 5 and back, and keeps the diagonal tiles', () => {
    expect(mirrorTile(2, 4)).toBe(5);
    expect(mirrorTile(5, 4)).toBe(2);
    for (const t of [1, 6, 11]) expect(mirrorTile(t, 4)).toBe(t);
  });
  it('is its own inverse and maps the goal onto the goal', () => {
    for (let t = 0; t < 16; t++) expect(mirrorTile(mirrorTile(t, 4), 4)).toBe(t);
    expect(mirrorBoard(goalTiles(4), 4)).toEqual(goalTiles(4));
  });
});
