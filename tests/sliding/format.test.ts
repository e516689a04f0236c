import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSliding, parseSlidingMany, printSliding } from '../../src/puzzles/sliding/format';
import { goalTiles } from '../../src/puzzles/sliding/board';
import type { ParseResult } from '../../src/core/result';
import type { SlidingPuzzle } from '../../src/puzzles/sliding/board';

function errorOf(r: ParseResult<SlidingPuzzle>) {
  if (r.ok) throw new Error(`expected an error, got ${printSliding(r.puzzle)}`);
  return r.error;
}

describe('parseSliding', () => {
  it('reads the example board with _ and slashes, and with 0 and no slashes', () => {
    const a = parseSliding('5 1 2 4 / 9 6 3 8 / 13 10 7 11 / _ 14 15 12');
    const b = parseSliding('5 1 2 4 9 6 3 8 13 10 7 11 0 14 15 12');
    expect(a).toEqual({ ok: true, puzzle: { size: 4, tiles: [5, 1, 2, 4, 9, 6, 3, 8, 13, 10, 7, 11, 0, 14, 15, 12] } });
    expect(b).toEqual(a);
  });

  it('takes its size from the count and reads rows on separate lines', () => {
    expect(parseSliding('8 6 7\n2 5 4\n3 _ 1\n')).toEqual({ ok: true, puzzle: { size: 3, tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1] } });
    expect(parseSliding('1 2 3/4 5 6/7 8 _')).toEqual({ ok: true, puzzle: { size: 3, tiles: goalTiles(3) } });
  });

  it('ignores # comments', () => {
    const r = parseSliding('# the goal\n1 2 3 / 4 5 6 / 7 8 0 # solved');
    expect(r.ok && r.puzzle.tiles).toEqual(goalTiles(3));
  });

  it('names a stray token with its line and column', () => {
    const e = errorOf(parseSliding('1 2 3\n4 x 6\n7 8 0'));
    expect(e).toMatchObject({ line: 2, col: 3 });
    expect(e.message).toContain('`x`');
    expect(errorOf(parseSliding('1 2 3 4 5 6 7 8 -1')).message).toContain('`-1`');
  });

  it('reports a wrong count, naming the last or the first extra token', () => {
    const twelve = '1 2 3 4 5 6 7 8 9 10 11 12';
    const few = errorOf(parseSliding(twelve));
    expect(few).toMatchObject({ line: 1, col: twelve.lastIndexOf('12') + 1 });
    expect(few.message).toMatch(/Found 12 cells.*`12`/);
    // The blank is a cell, not a tile: the sizes are counted in cells, as the lesson counts "8 tiles and a blank".
    expect(few.message).toMatch(/a board has 9 cells \(8 tiles and the blank\) or 16 \(15 tiles and the blank\)\.$/);
    expect(errorOf(parseSliding('1 2 3 / 4 5')).message).toMatch(/^Found 5 cells, .*a board has 9 cells \(8 tiles and the blank\)/);
    const seventeen = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 16';
    const many = errorOf(parseSliding(seventeen));
    expect(many.message).toMatch(/^Too many cells: `16`.*17th/);
    expect(many).toMatchObject({ line: 1, col: seventeen.indexOf('16') + 1 });
    expect(errorOf(parseSliding('   \n')).message).toMatch(/No tiles/);
  });

  it('reports a duplicate tile at its second place, with the missing one', () => {
    const e = errorOf(parseSliding('1 2 3 / 4 5 6 / 7 5 0'));
    expect(e).toMatchObject({ line: 1, col: 19 });
    expect(e.message).toMatch(/Tile 5 appears twice.*column 11.*column 19.*tile 8 is missing/);
    // The text's column counts characters; the board cell beside it is row and column of the board.
    expect(e.message).toContain('`5` at line 1, column 11 of the text (row 2, column 2 on the board)');
    expect(e.message).toContain('`5` at line 1, column 19 of the text (row 3, column 2 on the board)');
    const blanks = errorOf(parseSliding('1 2 3 / 4 5 6 / 7 _ 0'));
    expect(blanks.message).toMatch(/The blank appears twice.*`_`.*`0`/);
  });

  it('reports a missing tile when one is left out', () => {
    const fifteen = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0';
    const e = errorOf(parseSliding(fifteen));
    expect(e.message).toMatch(/Tile `15` is missing: found 15 cells, a 4×4 board has 16 \(15 tiles and the blank\)/);
    // just after the last token, where the missing tile would go
    expect(e).toMatchObject({ line: 1, col: fifteen.length + 1 });
    expect(errorOf(parseSliding('1 2 3 4 5 6 7 8')).message).toMatch(/The blank \(0 or _\) is missing/);
  });

  it('reports a number out of range', () => {
    const e = errorOf(parseSliding('1 2 3 / 4 5 6 / 7 9 0'));
    expect(e.message).toMatch(/`9`.*not a tile of a 3×3 board: tiles are 1 to 8/);
    expect(e).toMatchObject({ line: 1, col: 19 });
  });

  it('accepts / only between rows', () => {
    const e = errorOf(parseSliding('1 2 / 3 4 5 6 7 8 0'));
    expect(e).toMatchObject({ line: 1, col: 5 });
    expect(e.message).toMatch(/`\/`.*after 2 cells/);
    expect(errorOf(parseSliding('/ 1 2 3 4 5 6 7 8 0')).col).toBe(1);
  });
});

describe('parseSlidingMany', () => {
  it('reads one board per line', () => {
    const rs = parseSlidingMany('1 2 3 4 5 6 7 8 0\n8 6 7 2 5 4 3 0 1\n\n5 1 2 4 / 9 6 3 8 / 13 10 7 11 / _ 14 15 12\n');
    expect(rs.map((r) => r.ok && r.puzzle.size)).toEqual([3, 3, 4]);
  });

  it('reads a block of rows as one board, and blank lines as separators', () => {
    const rs = parseSlidingMany('# two boards\n1 2 3\n4 5 6\n7 8 0\n\n5 1 2 4\n9 6 3 8\n13 10 7 11\n0 14 15 12\n');
    expect(rs).toHaveLength(2);
    expect(rs[0].ok && rs[0].puzzle.tiles).toEqual(goalTiles(3));
    expect(rs[1].ok && rs[1].puzzle.size).toBe(4);
  });

  it('gives each bad line its own error, at its own line', () => {
    const rs = parseSlidingMany('1 2 3 4 5 6 7 8 0\n1 2 3 4 5 6 7 8 8\n1 2 3 4 5 6 7 0 8');
    expect(rs.map((r) => r.ok)).toEqual([true, false, true]);
    expect(errorOf(rs[1])).toMatchObject({ line: 2, col: 17 });
  });

  it('returns nothing for empty input', () => {
    expect(parseSlidingMany('\n  \n')).toEqual([]);
  });

  it('reports a short bad line among boards on its own, and keeps the others', () => {
    const rs = parseSlidingMany('1 2 3 4 5 6 7 8 0\n1 2 x\n8 6 7 2 5 4 3 0 1\n');
    expect(rs.map((r) => r.ok)).toEqual([true, false, true]);
    expect(rs[1]).toMatchObject({ ok: false, error: { line: 2, col: 5 } });
  });
});

describe('printSliding', () => {
  it('prints rows with slashes and _ for the blank', () => {
    expect(printSliding({ size: 3, tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1] })).toBe('8 6 7 / 2 5 4 / 3 _ 1');
  });

  it('reads back what it prints (property)', () => {
    const board = fc.constantFrom(3, 4).chain((size) =>
      fc.shuffledSubarray(goalTiles(size), { minLength: size * size }).map((tiles) => ({ size, tiles })),
    );
    fc.assert(
      fc.property(board, (p) => {
        expect(parseSliding(printSliding(p))).toEqual({ ok: true, puzzle: p });
      }),
    );
  });
});
