/**
 * The search that names where a pattern-database entry's extra moves come
 * from must agree with the database: on the small 8-puzzle database (tiles 1
 * and 2), for every placement, it finds a way costing exactly the entry and
 * none cheaper, and the tiles it names make exactly the extra moves.
 */
import { describe, expect, it } from 'vitest';
import { extraMovesOf } from '../../src/lessons/sliding/pdb-extra-moves';
import { smallPdbFacts } from '../../src/lessons/sliding/small-pdb';
import { moversWords } from '../../src/lessons/sliding/pdb-entry-words';

describe('the extra moves of a pattern-database entry', () => {
  const facts = smallPdbFacts({ size: 3, tiles: [2, 1, 3, 4, 5, 6, 8, 7, 0] });
  it('costs the entry, never less, and names tiles whose extra moves add up to entry − Manhattan', () => {
    let named = 0;
    for (let c1 = 0; c1 < 9; c1++) {
      for (let c2 = 0; c2 < 9; c2++) {
        const value = facts.value[c1][c2];
        if (value === null) continue;
        // Tiles 1 and 2 where the placement says, the blank on the first free cell, the rest anywhere.
        const tiles = new Array(9).fill(-1);
        tiles[c1] = 1;
        tiles[c2] = 2;
        const rest = [0, 3, 4, 5, 6, 7, 8];
        for (let c = 0; c < 9; c++) if (tiles[c] === -1) tiles[c] = rest.shift()!;
        const found = extraMovesOf(tiles, 3, [1, 2], value);
        expect(found, `tile 1 on ${c1}, tile 2 on ${c2}`).not.toBeNull();
        expect(found!.cost).toBe(value);
        expect(extraMovesOf(tiles, 3, [1, 2], value - 1)).toBeNull();
        const extra = found!.movers.reduce((a, m) => a + m.moves - m.distance, 0);
        expect(extra).toBe(value - facts.manhattan[c1][c2]!);
        if (found!.movers.length > 0) named++;
      }
    }
    expect(named).toBe(facts.aboveManhattan);
  });
  it('gives up past its budget', () => {
    expect(extraMovesOf([8, 7, 6, 5, 4, 3, 2, 1, 0], 3, [1, 2, 3, 4, 5, 6, 7, 8], 40, 10)).toBeNull();
  });
  it('names in words the tiles that make the extra moves and where the blank starts', () => {
    const words = moversWords({ cost: 14, blank: 4, fromRealBlank: true, movers: [{ tile: 12, moves: 2, distance: 0 }, { tile: 15, moves: 3, distance: 1 }] });
    expect(words).toBe(' Where they are made, in one cheapest way for these tiles alone (searched like the database, the blank ' +
      'starting where it stands, on row 2, column 1): tile 12 makes 2 moves though it is at home; tile 15 makes 3 moves though it is 1 move from home.');
    expect(moversWords(null)).toBe('');
  });
});
