/**
 * The small database's entry worked by hand (src/lessons/sliding/small-pdb-worked.ts): the moves the lesson
 * lists are a cheapest way by the database's own rules, as many as the entry, and the entry is the corner case
 * its words explain (above Manhattan distance with no linear conflict).
 */
import { describe, expect, it } from 'vitest';
import { parseSliding } from '../../src/puzzles/sliding/format';
import { smallPdbFacts } from '../../src/lessons/sliding/small-pdb';
import { cheapestWay, comesBackIn, movePurpose, moveWhyWords, shutOutPosition } from '../../src/lessons/sliding/small-pdb-worked';

function facts() {
  const r = parseSliding('2 1 3 / 4 5 6 / 8 7 _');
  if (!r.ok) throw new Error(r.error.message);
  return smallPdbFacts(r.puzzle);
}

describe('the small database’s looked-up board', () => {
  it('names the other tiles off home, swapped only to keep the board solvable, and refuses a board that moves them for nothing', () => {
    expect(facts().lookup.keepSolvable).toEqual([7, 8]);
    // 4, 5, 6 turned round as well: still solvable, but that turn is not needed for it.
    const r = parseSliding('2 1 3 / 6 4 5 / 8 7 _');
    if (!r.ok) throw new Error(r.error.message);
    expect(() => smallPdbFacts(r.puzzle)).toThrow(/for a reason the lesson does not give/);
  });

  it('says in the main text how a table is filled, before it says the table found its entry by searching', async () => {
    const { readFileSync } = await import('node:fs');
    const main = readFileSync('content/lessons/01-sliding-puzzle.mdx', 'utf8').replace(/<details>[\s\S]*?<\/details>/g, '').replace(/\s+/g, ' ');
    const filled = main.indexOf('It is filled by a breadth-first search backwards from the goal, where a slide of tile 1 or 2 costs 1 and any other slide costs 0.');
    expect(filled).toBeGreaterThan(0);
    expect(filled).toBeLessThan(main.indexOf('it found that by searching'));
    expect(main).toContain('only to keep it solvable)');
  });
});

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
    let blank = w.blankStart;
    for (const m of w.moves) {
      expect(at[m.tile]).toBe(m.from);
      // The figure says the free slides move the blank from blankFrom to the cell the tile slides into: blankFrom is
      // where the last costly move (or the start) left it; each free slide moves it one cell.
      expect(m.blankFrom).toBe(blank);
      const walk = Math.abs(Math.floor(m.to / 3) - Math.floor(blank / 3)) + Math.abs((m.to % 3) - (blank % 3));
      expect(m.freeBefore).toBeGreaterThanOrEqual(walk);
      at[m.tile] = m.to;
      blank = m.from;
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

  it('says on the move away why it must make way (the corner), beside a drawing of the position it argues about', async () => {
    const f = facts();
    const w = f.worked;
    const away = w.moves.find((m) => movePurpose(m) === 'away')!;
    const i = w.moves.indexOf(away);
    const back = comesBackIn(w.moves, i)!;
    // The move named as the way back is a later move of the same tile, and it is a step nearer home.
    expect(back).toBeGreaterThan(i + 1);
    expect(w.moves[back - 1].tile).toBe(away.tile);
    expect(movePurpose(w.moves[back - 1])).toBe('nearer');
    // The words agree with the boards drawn: the blank stands in the corner before move 1 and tile 2 steps INTO it
    // (so it cannot be "making way for the blank"); it holds the corner, tile 1 arrives below it, and tile 2's way
    // back leaves the blank in the corner for tile 1's last move.
    expect(away.tile).toBe(2);
    expect(w.moves[0].to).toBe(w.corner.home);
    expect(w.blankStart).toBe(w.corner.home);
    expect(w.moves[0].freeBefore).toBe(0);
    expect(w.moves[back - 1].from).toBe(w.corner.home);
    expect(w.moves[w.moves.length - 1]).toMatchObject({ tile: 1, from: w.corner.other, to: w.corner.home });
    const words = moveWhyWords(w.moves, i, w.corner);
    // The plain point first, then this board's case, in short sentences (readers read the one long sentence three
    // times, and wanted the point before the pictures).
    expect(words).toBe(
      'out of its home into the corner. If tile 2 stayed home, the blank would be shut out of the corner just when ' +
        'tile 1 needs it. Tile 1 must come from below (row 2, column 1). Pictured there, it and tile 2 hold both ' +
        'neighbours of the corner, the blank’s only ways in. So tile 2 ' +
        `takes the corner first, and its way back (move ${back}) leaves the blank there. Out and back: 2 moves Manhattan distance ` +
        'does not count');
    expect(words).not.toMatch(/let the blank into/);
    // Move 1's board has tile 1 elsewhere: the words must not read as a picture of that board ("Once tile 1 is below it").
    expect(w.cells[0]).not.toBe(w.corner.other);
    expect(words).not.toMatch(/Once tile 1 is/);
    // "Pictured": the position argued about is drawn beside the words. Tile 1 below the corner, tile 2 home, the blank
    // where tile 1 came from: neither is the corner, and the corner's two neighbours are tiles 1 and 2.
    const shut = shutOutPosition(w);
    expect(shut).toEqual({ one: w.corner.other, two: w.corner.tile2On, blank: w.moves.find((m) => m.tile === 1 && m.to === w.corner.other)!.from });
    expect(shut.blank).not.toBe(w.corner.home);
    const { h } = await import('preact');
    const { renderToStaticHtml } = await import('../../src/export/render-static');
    const { default: WorkedPdbEntry } = await import('../../src/ui/sliding/lesson/WorkedPdbEntry');
    const html = renderToStaticHtml(h(WorkedPdbEntry, { facts: f }));
    const drawn = html.slice(html.indexOf('data-testid="small-pdb-shut-out"'));
    const cells = [...drawn.slice(0, drawn.indexOf('</span></span>')).matchAll(/class="sl-mini-cell[^"]*">([^<]*)</g)].map((m) => m[1]);
    expect(cells.indexOf('1')).toBe(w.corner.other);
    expect(cells.indexOf('2')).toBe(w.corner.tile2On);
    expect(cells.indexOf('')).toBe(shut.blank);
    for (const sentence of words.split(/\.\s/)) expect(sentence.split(' ').length).toBeLessThanOrEqual(22);
    const nearer = w.moves.find((m) => movePurpose(m) === 'nearer')!;
    expect(moveWhyWords(w.moves, w.moves.indexOf(nearer), w.corner)).toBe('one step nearer its home');
  });

  it('agrees with the database on every placement', () => {
    const f = facts();
    for (let a = 0; a < 9; a++) {
      for (let b = 0; b < 9; b++) if (a !== b) expect(cheapestWay(a, b).cost).toBe(f.value[a][b]);
    }
  });
});

describe('the small database’s figure and the sentence that counts its framed entries', () => {
  it('frames as many entries as the text counts, the ▸ and ◆ entries among them, and says so in text and caption', async () => {
    const { h } = await import('preact');
    const { renderToStaticHtml } = await import('../../src/export/render-static');
    const { default: SmallPdbFigure } = await import('../../src/ui/sliding/lesson/SmallPdbFigure');
    const { readFileSync } = await import('node:fs');
    const f = facts();
    const html = renderToStaticHtml(h(SmallPdbFigure, { facts: f }));
    const cells = [...html.matchAll(/<span class="(sl-pdb-cell[^"]*)">([^<]*)<\/span>/g)].map((m) => ({ cls: m[1].split(' '), text: m[2] }));
    const framed = cells.filter((c) => c.cls.includes('sl-pdb-above'));
    expect(framed).toHaveLength(f.aboveManhattan);
    for (const mark of ['▸', '◆']) expect(framed.some((c) => c.text.startsWith(mark)), `${mark} is framed`).toBe(true);
    expect(html).toContain('bold, framed (▸ and ◆ too): above Manhattan distance');
    const mdx = readFileSync('content/lessons/01-sliding-puzzle.mdx', 'utf8');
    expect(mdx).toContain('The bold, framed entries ({F.smallPdb.aboveManhattan} of them, {bothMarkedAbove}) beat Manhattan distance.');
    expect(mdx).toContain("? '▸ and ◆ among them'");
  });
});
