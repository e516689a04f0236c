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
      `Tile ${follow} (double frame) stands on row ${r + 1}, column ${c + 1}; reflected, on row ${c + 1}, column ${r + 1}, ` +
        `where it is renumbered tile ${mirrorTile(follow, 4)}.`,
    );
    // The caption speaks of where the tile stands, never of a home cell: the prose beside it speaks of home cells.
    expect(mirrorPairWords(tiles, follow)).not.toMatch(/home/);
    expect(html).toContain(`tile ${follow} is now tile ${mirrorTile(follow, 4)}, framed`);
  });

  it('frames the followed tile on the board and the reflection, and its new number on the mirror, with a round mark, and no other tile', () => {
    const boards = html.split('<svg').slice(1);
    const marked = (svg: string) => [...svg.matchAll(/data-tile="(\d+)"/g)].map((m) => Number(m[1]))
      .filter((t) => svg.slice(svg.indexOf(`data-tile="${t}"`), svg.indexOf('</g></g>', svg.indexOf(`data-tile="${t}"`))).includes('<circle'));
    expect(boards.map(marked)).toEqual([[follow], [follow], [mirrorTile(follow, 4)]]);
  });

  it('sits beside prose that says the new number comes from the home, not from the cell the caption names', async () => {
    // The caption says where the tile stands; the rule beside it speaks of homes, and must say which one decides.
    const { readFileSync } = await import('node:fs');
    const mdx = readFileSync('content/lessons/01-sliding-puzzle.mdx', 'utf8');
    expect(mdx).toMatch(/\*\*renumbered\*\* by its home, not by where it stands:/);
  });
});
