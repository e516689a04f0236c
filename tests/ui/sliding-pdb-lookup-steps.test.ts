/**
 * The lesson's 6-6-3 lookup stepper (src/ui/sliding/lesson/pdb-lookup-steps.ts)
 * on the real tables: one step per group with that group's own number, the sum,
 * the mirrored board's numbers, and the larger sum, which is the solver's
 * estimate; every step says why.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPdb663, explainPdb, PDB663_PATTERNS, type Pdb663Tables } from '../../src/puzzles/sliding/heuristics/pdb';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { lookupSteps } from '../../src/ui/sliding/lesson/pdb-lookup-steps';
import { compareWithManhattan, entryCheckWords } from '../../src/lessons/sliding/pdb-entry-words';
import { mirrorBoard } from '../../src/puzzles/sliding/pdb/mirror';

let tables: Pdb663Tables;
beforeAll(() => {
  tables = buildPdb663();
}, 120_000);

function tilesOf(text: string): number[] {
  const r = parseSliding(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle.tiles;
}

describe('lookupSteps', () => {
  // A board whose mirror sum and first sum differ, so the "larger" step has something to choose.
  const boards = ['5 1 2 4 9 6 3 8 13 10 7 11 0 14 15 12', '0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1'];
  for (const text of boards) {
    it(`walks the lookup of ${text} to the solver's own estimate`, () => {
      const tiles = tilesOf(text);
      const b = explainPdb(tiles, tables);
      const steps = lookupSteps(b, tiles);
      expect(steps).toHaveLength(10);
      // Steps 1–3: one group each, marked alone, with its table value.
      for (let i = 0; i < 3; i++) {
        const s = steps[1 + i];
        expect(Object.keys(s.marks).map(Number).sort((x, y) => x - y)).toEqual([...PDB663_PATTERNS[i]].sort((x, y) => x - y));
        expect(s.what).toContain(`: ${b.parts[i].value} move`);
      }
      const sum = b.parts.reduce((a, p) => a + p.value, 0);
      expect(steps[4].what).toBe(`Add them: ${b.parts.map((p) => p.value).join(' + ')} = ${sum}.`);
      expect(steps[4].why).toContain('no move is counted twice');
      expect(steps[5].board).toBe('mirrored');
      expect(steps[5].why).toContain('exactly as many moves');
      for (let i = 0; i < 3; i++) expect(steps[6 + i].what).toContain(`the original tiles {${b.mirror!.parts[i].tiles!.join(', ')}}`);
      expect(steps[9].what).toContain(`max(${sum}, ${b.mirror!.total}) = ${b.total}`);
      expect(steps[9].why).toContain('Both sums are admissible');
      for (const s of steps) expect(s.why.length).toBeGreaterThan(40);
      // Every step that reads an entry checks it against the group's Manhattan distances, with the badges to count them.
      const mirrored = mirrorBoard(tiles, 4);
      for (const [k, board, value] of [1, 2, 3, 6, 7, 8].map((k) => [k, k < 5 ? tiles : mirrored, k < 5 ? b.parts[k - 1].value : b.mirror!.parts[k - 6].value] as const)) {
        const group = PDB663_PATTERNS[(k - 1) % 5];
        const c = compareWithManhattan(board, 4, group, value);
        expect(steps[k].check).toBe(entryCheckWords(c, value));
        expect(steps[k].check.startsWith(`${value} `)).toBe(true);
        expect(steps[k].distances?.filter((d) => d !== undefined)).toHaveLength(group.length);
        // The parts add up to the entry: Manhattan, then conflicts, then what only the search found.
        expect(c.manhattan + c.conflict + c.rest).toBe(value);
      }
      for (const k of [0, 4, 5, 9]) expect(steps[k].check).toBe('');
      // Every step has its own heading, saying which lookup it belongs to (readers found "the board" unclear).
      expect(new Set(steps.map((s) => s.title)).size).toBe(steps.length);
      for (let i = 0; i < 3; i++) {
        expect(steps[1 + i].title).toMatch(/^First lookup: the (circle|square|triangle)s’ database$/);
        expect(steps[6 + i].title).toMatch(/^Mirror lookup: the (circle|square|triangle)s’ database$/);
      }
    });
  }

  it('says an entry equal to Manhattan distance is exactly the distances, term by term', () => {
    // Tiles 1 and 2 one cell right of home each (1 + 1), tile 3 home: the database of {2, 3, 4} is not involved.
    const tiles = tilesOf('0 1 2 3 / 4 5 6 7 / 8 9 10 11 / 12 13 14 15');
    const c = compareWithManhattan(tiles, 4, [1, 2, 3], 3);
    expect(c.distances).toEqual([{ tile: 1, distance: 1 }, { tile: 2, distance: 1 }, { tile: 3, distance: 1 }]);
    expect(entryCheckWords(c, 3)).toBe('3 = the Manhattan distances of tiles 1, 2, 3: 1 + 1 + 1 = 3. Here the database knows no more than Manhattan distance.');
  });

  it('names a linear conflict and what only the search found, with how much each adds', () => {
    // Tiles 2 and 1 swapped in their home row: Manhattan 1 + 1, a conflict 2 more.
    const swapped = tilesOf('2 1 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 0');
    const c = compareWithManhattan(swapped, 4, [1, 2], 4);
    expect(c).toMatchObject({ manhattan: 2, conflict: 2, rest: 0 });
    expect(entryCheckWords(c, 4)).toMatch(/^4 is 2 moves more than the Manhattan distances of tiles 1, 2: 1 \+ 1 = 2: 2 for a linear conflict \(2 and 1 in row 1/);
    // The same two tiles with an entry 2 above that: the rest is the blank in the way.
    const more = compareWithManhattan(swapped, 4, [1, 2], 6);
    expect(more).toMatchObject({ conflict: 2, rest: 2 });
    expect(entryCheckWords(more, 6)).toMatch(/and 2 that the database’s search found .*the blank is in the way/);
  });

  it('refuses a breakdown without its mirror', () => {
    const b = explainPdb(tilesOf(boards[0]), tables);
    expect(() => lookupSteps({ ...b, mirror: undefined }, tilesOf(boards[0]))).toThrow(/mirror/);
  });
});
