/**
 * Places on the sliding lesson's main path (outside its folds) where a first-time reader got lost because a claim
 * came without its reason or its source: why a pattern database may leave the blank out (and how much smaller
 * that makes the table, counted here), why linear conflicts keep f's parity, and where "80 moves, the most any
 * 15-puzzle needs" comes from (a published result, cited by authors and title as the lesson's other sources are).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lessonFacts } from '../../src/lessons/sliding/facts';

const mdx = readFileSync('content/lessons/01-sliding-puzzle.mdx', 'utf8');
const mainPathOf = (heading: string) => {
  const section = mdx.split(/^## /m).find((s) => s.startsWith(heading));
  expect(section, `no section "${heading}"`).toBeDefined();
  return section!.replace(/<details>[\s\S]*?<\/details>/g, '');
};

describe('the sliding lesson’s main path', () => {
  it('says why a pattern database may leave the blank out, with table sizes that match a count', () => {
    const main = mainPathOf('Pattern databases');
    expect(main).toMatch(/Leaving the blank out is safe \(the fewest is still never too many\)/);
    // Each figure says where it comes from: the cells for tile 1, then for tile 2, then times the cells left for the blank.
    expect(main.replace(/\s+/g, ' ')).toContain('{fmt(F.smallPdb.placements)} entries ({cellsFree(0)} cells for tile 1 times ' +
      '{cellsFree(1)} for tile 2), not {fmt(blankEntries)} (times the {cellsFree(2)} cells left for the blank)');
    expect(mdx).toContain('export const cellsFree = (k) => F.smallPdb.size ** 2 - k;');
    // The two numbers, counted here: placements of tiles 1 and 2, and placements of tiles 1, 2 and the blank.
    const f = lessonFacts().smallPdb;
    const cells = f.size * f.size;
    let pairs = 0;
    let triples = 0;
    for (let a = 0; a < cells; a++) {
      for (let b = 0; b < cells; b++) {
        if (a === b) continue;
        pairs++;
        for (let blank = 0; blank < cells; blank++) if (blank !== a && blank !== b) triples++;
      }
    }
    expect(f.placements).toBe(pairs);
    expect(mdx).toContain('export const blankEntries = F.smallPdb.placements * (F.smallPdb.size ** 2 - F.smallPdb.tiles.length);');
    expect(f.placements * (f.size ** 2 - f.tiles.length)).toBe(triples);
    const cellsFree = (k: number) => f.size ** 2 - k;
    expect(cellsFree(0) * cellsFree(1)).toBe(f.placements);
    expect(cellsFree(0) * cellsFree(1) * cellsFree(2)).toBe(triples);
    // The worked entry's first board has the blank on one cell: the words say why the table may pick it …
    // … and what “the table takes” it means: an entry is a minimum over the blank's cells.
    expect(main).toContain('The blank starts on\n{cellWords(F.smallPdb.worked.blankStart)}: an entry is a minimum over the blank\'s cells, so the table takes the cell that needs fewest moves.');
  });

  it('says why one swap makes a board unsolvable right before the lab that has the Swap button, not apart from it', () => {
    const main = mainPathOf('Half of all boards');
    // The paragraph just before each parity lab: the words a reader has in mind when pressing Swap.
    const before = (size: number) => {
      const at = main.indexOf(`<ParityLab client:linked={{ rootMargin: "400px" }} size={${size}} />`);
      expect(at, `no parity lab of size ${size}`).toBeGreaterThan(0);
      return main.slice(0, at).trim().split('\n\n').pop()!.replace(/\s+/g, ' ');
    };
    expect(before(3)).toMatch(/^\*Try it:\*.*\*\*Swap\*\*: one pair flips, so the count changes by one, which no slide undoes: the board is unsolvable\.$/);
    expect(before(4)).toMatch(/^\*Try it:\*.*\*\*Swap\*\*, which changes \*I\* by one and not \*b\*\.$/);
  });

  it('says in a sentence of its own that linear conflicts keep f’s parity, and why', () => {
    const main = mainPathOf('IDA*');
    const shows = main.slice(main.indexOf('*What the stepper shows:*')).split('\n\n')[0];
    expect(shows).toMatch(/\nLinear conflicts keep the parity too, since each adds exactly 2 moves\./);
    expect(shows).not.toMatch(/\(conflicts add moves in twos\)/);
  });

  it('cites the source of “the most any 15-puzzle needs” where the time-limit example says it', () => {
    const main = mainPathOf('When the search takes too long');
    const claim = main.slice(main.indexOf('the most any 15-puzzle needs'));
    expect(claim).toMatch(/^the most any 15-puzzle needs \(Brüngger, Marzetta, Fukuda and Nievergelt,\s+“The parallel search bench ZRAM and its applications”, 1999\)/);
  });

  it('says, where the mirror leaves the start estimate unchanged but saves nodes, that it is taken at every board', () => {
    const main = mainPathOf('What each estimate buys');
    expect(main).toMatch(/the mirror leaves h at the start unchanged yet cuts the nodes from\n\{fmt\(mirrorDeeperRow\.runs\[2\]\.nodes\)\} to \{fmt\(mirrorDeeperRow\.runs\[3\]\.nodes\)\}: it is taken at every board of the search,\nand on some deeper boards it is the larger\./);
    // The claim holds of the table: some row has the same start estimate with and without the mirror, fewer nodes with it.
    const rows = lessonFacts().costRows.filter((r) => r.runs[3] && r.runs[2].h0 === r.runs[3].h0 && r.runs[2].nodes !== null
      && r.runs[3].nodes !== null && r.runs[3].nodes < r.runs[2].nodes);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('says before part 5 that a hint starts from the reader’s own position, not the start board', () => {
    const main = mainPathOf('The solver').replace(/\s+/g, ' ');
    expect(main).toMatch(/\*\*Hint\*\* starts from your own position, not the start board/);
  });
});
