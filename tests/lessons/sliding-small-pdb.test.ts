/**
 * The small database's entry worked by hand (src/lessons/sliding/small-pdb-worked.ts): the moves the lesson
 * lists are a cheapest way by the database's own rules, as many as the entry, and the entry is the corner case
 * its words explain (above Manhattan distance with no linear conflict).
 */
import { describe, expect, it } from 'vitest';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { smallPdbFacts } from '../../src/lessons/sliding/small-pdb';
import { cheapestWay, comesBackIn, movePurpose, moveWhyWords } from '../../src/lessons/sliding/small-pdb-worked';

function facts() {
  const r = parseSliding('2 1 3 / 4 5 6 / 8 7 _');
  if (!r.ok) throw new Error(r.error.message);
  return smallPdbFacts(r.puzzle);
}

describe('the small database, one entry worked by hand', () => {
  it('works an entry the blank alone lifts above Manhattan distance, with as many costly moves as the entry', () => {
    const f = facts();
    const w = f.worked;
    const [a, b] = w.cells;
    expect(f.value[a][b]).toBe(w.value);
    expect(w.value).toBe(w.manhattan + 2);
    expect(w.moves).toHaveLength(w.value);
    // Replaying the costly moves (the free ones only move the blank) brings both tiles home.
    const at = { 1: a, 2: b } as Record<number, number>;
    for (const m of w.moves) {
      expect(at[m.tile]).toBe(m.from);
      at[m.tile] = m.to;
    }
    expect(at).toEqual({ 1: 0, 2: 1 });
    // Tile 2 starts home, on one of the two cells next to tile 1's corner home.
    expect(b).toBe(1);
    expect([w.corner.tile2On, w.corner.other].sort()).toEqual([1, 3]);
  });

  it('says of each move why it is made: each move away from home and its way back are the entry\'s moves above Manhattan distance', () => {
    const w = facts().worked;
    const away = w.moves.filter((m) => movePurpose(m) === 'away').length;
    expect(away).toBeGreaterThan(0);
    expect(2 * away).toBe(w.value - w.manhattan);
    expect(w.moves.length - away).toBe(w.manhattan + away);
  });

  it('says on the move away why it must make way (the corner), and of a move nearer only that', () => {
    const w = facts().worked;
    const away = w.moves.find((m) => movePurpose(m) === 'away')!;
    const i = w.moves.indexOf(away);
    const back = comesBackIn(w.moves, i)!;
    // The move named as the way back is a later move of the same tile, and it is a step nearer home.
    expect(back).toBeGreaterThan(i + 1);
    expect(w.moves[back - 1].tile).toBe(away.tile);
    expect(movePurpose(w.moves[back - 1])).toBe('nearer');
    // The words name the cells of the board drawn: here tile 2 steps off its home (row 1, column 2) into the corner,
    // where the blank stood before move 1, and tile 1 comes in later from row 2, column 1.
    expect(away.tile).toBe(2);
    expect(moveWhyWords(away, w.corner, back)).toBe(
      'away from its home: it must step aside to let the blank into the corner. Tile 1 comes in from row 2, column 1, ' +
        `so the blank’s only other way in is row 1, column 2, tile 2’s home. It comes back in move ${back}: 2 moves Manhattan distance does not count`);
    // Tile 1 does enter the corner from the cell named, and the blank stood in the corner before move 1.
    expect(w.moves[w.moves.length - 1]).toMatchObject({ tile: 1, from: w.corner.other, to: w.corner.home });
    expect(w.moves[0].to).toBe(w.corner.home);
    // The rule comes first, in a short sentence of its own, before the cells that make it so.
    const sentences = moveWhyWords(away, w.corner, back).split(/\.\s/);
    expect(sentences).toHaveLength(3);
    expect(sentences[0]).toBe('away from its home: it must step aside to let the blank into the corner');
    const nearer = w.moves.find((m) => movePurpose(m) === 'nearer')!;
    expect(moveWhyWords(nearer, w.corner)).toBe('one step nearer its home');
  });

  it('agrees with the database on every placement', () => {
    const f = facts();
    for (let a = 0; a < 9; a++) {
      for (let b = 0; b < 9; b++) if (a !== b) expect(cheapestWay(a, b).cost).toBe(f.value[a][b]);
    }
  });
});
