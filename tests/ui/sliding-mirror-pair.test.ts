/**
 * The small picture beside the mirror rule (part 4), in two steps: the board reflected with its numbers kept
 * (so the reflection shows), then renumbered, the solver's own mirror of the board; the followed tile is framed
 * on all three (shape, not colour), under its new number on the last, and the caption says where it stood, where
 * the reflection puts it and what it is renumbered, all read from the boards.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { lessonFacts } from '../../src/lessons/sliding/facts';
import { mirrorBoard, mirrorTile, transposeCell } from '../../src/puzzles/sliding/pdb/mirror';
import MirrorPairFigure, { mirrorPairWords } from '../../src/ui/sliding/lesson/MirrorPairFigure';

const tiles = lessonFacts().nine.puzzle.tiles;
const follow = 2;

describe('the mirror rule\'s before/after picture', () => {
  const html = renderToString(h(MirrorPairFigure, { tiles, follow, name: 'the example board' }));
  const tilesOf = (id: string) => html.match(new RegExp(`data-testid="${id}" data-tiles="([^"]+)"`))?.[1] ?? html.match(new RegExp(`data-tiles="([^"]+)"[^>]*data-testid="${id}"`))?.[1];

  it('draws the board and the mirror the solver reads', () => {
    expect(tilesOf('mirror-pair-before')).toBe(tiles.join(' '));
    expect(tilesOf('mirror-pair-after')).toBe(mirrorBoard(tiles, 4).join(' '));
  });

  it('shows the reflection before the renumbering: every tile keeps its number, on the cell with row and column swapped', () => {
    const reflected = tilesOf('mirror-pair-reflected')!.split(' ').map(Number);
    tiles.forEach((t, c) => expect(reflected[transposeCell(c, 4)]).toBe(t));
    // … and renumbering that reflection gives the mirror drawn after it.
    expect(reflected.map((t) => mirrorTile(t, 4)).join(' ')).toBe(tilesOf('mirror-pair-after'));
    expect(html).toMatch(/Before[\s\S]*1\. Reflected[\s\S]*2\. Renumbered/);
  });

  it('says in words where the followed tile goes and its new number, matching the drawn mirror', () => {
    const cell = tiles.indexOf(follow);
    const [r, c] = [Math.floor(cell / 4), cell % 4];
    const mirrored = mirrorBoard(tiles, 4);
    // The reflection swaps row and column, and the tile found there is the followed tile renumbered.
    expect(mirrored[c * 4 + r]).toBe(mirrorTile(follow, 4));
    expect(mirrorPairWords(tiles, follow)).toBe(
      `Tile ${follow} (double frame) stands on row ${r + 1}, column ${c + 1}. Step 1 moves it to row ${c + 1}, column ${r + 1}. ` +
        `Step 2 renumbers it ${mirrorTile(follow, 4)}, by its home.`,
    );
    // The caption names no home cell: the cells it names are where the tile stands; the prose beside names the homes.
    expect(mirrorPairWords(tiles, follow)).not.toMatch(/home \(|home is|row \d, column \d, by its home/);
    expect(html).toContain(`tile ${follow} is now tile ${mirrorTile(follow, 4)}, framed`);
  });

  it('frames the followed tile on the board and the reflection, and its new number on the mirror, with a round mark, and no other tile', () => {
    const boards = html.split('<svg').slice(1);
    const marked = (svg: string) => [...svg.matchAll(/data-tile="(\d+)"/g)].map((m) => Number(m[1]))
      .filter((t) => svg.slice(svg.indexOf(`data-tile="${t}"`), svg.indexOf('</g></g>', svg.indexOf(`data-tile="${t}"`))).includes('<circle'));
    expect(boards.map(marked)).toEqual([[follow], [follow], [mirrorTile(follow, 4)]]);
  });

  it('sits beside prose that says the two steps apart: reflect the position, then renumber each tile by where its home went', async () => {
    // Readers mixed the cell a tile stands on with its home when one sentence said both; each step is said alone.
    const { readFileSync } = await import('node:fs');
    const mdx = readFileSync('content/lessons/01-sliding-puzzle.mdx', 'utf8');
    expect(mdx).toMatch(/Step 1: \*\*reflect\*\* the board across its main diagonal: row \*r\*, column \*c\* goes to row \*c\*, column \*r\*\./);
    expect(mdx).toMatch(/Step 2: \*\*renumber\*\* each tile by where its home went\./);
    expect(mdx).toMatch(/wherever it stands/);
  });
});
