import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAkari, parseAkariMany, parseAkariSolution, printAkari } from '../../src/puzzles/akari/format';
import { decodeLightupUrl, encodeLightupUrl } from '../../src/puzzles/akari/puzzlink';
import type { AkariPuzzle } from '../../src/puzzles/akari/puzzle';

function errorOf(text: string) {
  const r = parseAkari(text);
  if (r.ok) throw new Error('expected a parse error');
  return r.error;
}

describe('grid text', () => {
  it('reads compact and space-separated rows alike', () => {
    const compact = parseAkari('.1.\n#..\n..0');
    const spaced = parseAkari('. 1 .\n# . .\n. . 0\n');
    expect(compact).toEqual({ ok: true, puzzle: { width: 3, height: 3, rows: ['.1.', '#..', '..0'] } });
    expect(spaced).toEqual(compact);
  });

  it('reads several puzzles separated by blank lines, each with its own result', () => {
    const all = parseAkariMany('..\n..\n\n\n.#\n5.\n\n...\n');
    expect(all.map((r) => r.ok)).toEqual([true, false, true]);
    expect(all[1]).toMatchObject({ ok: false, error: { line: 6, col: 1 } });
  });

  it('points at a bad character', () => {
    expect(errorOf('...\n.x.')).toMatchObject({ line: 2, col: 2 });
    expect(errorOf('...\n.x.').message).toMatch(/unexpected character 'x'/);
    expect(errorOf('. . .\n. 7 .')).toMatchObject({ line: 2, col: 3, message: expect.stringMatching(/at most 4/) });
  });

  it('refuses lamps in a puzzle but reads them in a solution', () => {
    expect(errorOf('.*.')).toMatchObject({ line: 1, col: 2, message: expect.stringMatching(/solution/) });
    expect(parseAkariSolution('.*.\n#..')).toEqual({ ok: true, puzzle: ['.*.', '#..'] });
  });

  it('reports a ragged row where it goes wrong', () => {
    expect(errorOf('....\n...\n....')).toMatchObject({ line: 2, col: 4, message: expect.stringMatching(/3 cells.*4/) });
    expect(errorOf('. . .\n. . . .')).toMatchObject({ line: 2, col: 7 });
  });

  it('reports uneven spacing', () => {
    expect(errorOf('. .  .')).toMatchObject({ line: 1, col: 5 });
    expect(errorOf('.. .')).toMatchObject({ line: 1, col: 2 });
  });

  it('rejects impossible clues with their position', () => {
    expect(errorOf('.4.\n...')).toMatchObject({ line: 1, col: 2, message: expect.stringMatching(/4 on the edge/) });
    expect(errorOf('3.\n..')).toMatchObject({ line: 1, col: 1, message: expect.stringMatching(/3 in a corner/) });
    expect(errorOf('. . .\n# 2 #\n. # .')).toMatchObject({ line: 2, col: 3, message: expect.stringMatching(/only 1 of its neighbours/) });
  });

  it('says when there is nothing to read', () => {
    expect(parseAkariMany('  \n\n')).toEqual([{ ok: false, error: { message: expect.stringMatching(/no puzzle/), line: 1, col: 1 } }]);
  });

  it('prints what it reads', () => {
    const p = { width: 3, height: 2, rows: ['.1#', '...'] };
    expect(parseAkari(printAkari(p))).toEqual({ ok: true, puzzle: p });
  });
});

describe('puzz.link URLs', () => {
  it("decodes pzprjs' test puzzle akari/6/6/nekcakbl", () => {
    const r = parseAkari('https://puzz.link/p?akari/6/6/nekcakbl');
    expect(r).toEqual({
      ok: true,
      puzzle: { width: 6, height: 6, rows: ['......', '..4...', '....2.', '.0....', '...1..', '......'] },
    });
  });

  it('accepts lightup, pzv.jp, editor prefixes and a trailing slash', () => {
    const plain = decodeLightupUrl('https://puzz.link/p?akari/5/1/1.g4');
    for (const url of ['http://pzv.jp/p.html?lightup/5/1/1.g4', 'https://puzz.link/p?type=editor&akari_edit/5/1/1.ge/', 'akari/5/1/1.g4']) {
      expect(decodeLightupUrl(url)).toEqual(plain);
    }
    expect(plain).toEqual({ ok: true, puzzle: { width: 5, height: 1, rows: ['1#.4.'] } });
  });

  it('reads every digit form: 6 and b both mean a 1 and white cells after it', () => {
    expect(decodeLightupUrl('akari/3/1/6')).toEqual(decodeLightupUrl('akari/3/1/b'));
  });

  it('reports a foreign genre or a bad size at its place on the line', () => {
    expect(parseAkari('https://puzz.link/p?numlin/5/5/1j2')).toMatchObject({ ok: false, error: { line: 1, col: 21 } });
    expect(parseAkari('akari/5/0/zz')).toMatchObject({ ok: false, error: { line: 1, col: 9 } });
    expect(parseAkari('akari/5')).toMatchObject({ ok: false, error: { line: 1, col: 7 } });
  });

  it('encodes as pzprjs does and decodes back to the same board', () => {
    const cell = fc.constantFrom('.', '.', '.', '#', '0', '1', '2', '3', '4');
    const board = fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }))
      .chain(([w, h]) =>
        fc.array(fc.array(cell, { minLength: w, maxLength: w }).map((r) => r.join('')), { minLength: h, maxLength: h }).map(
          (rows): AkariPuzzle => ({ width: w, height: h, rows }),
        ),
      );
    fc.assert(
      fc.property(board, (p) => {
        expect(decodeLightupUrl(encodeLightupUrl(p))).toEqual({ ok: true, puzzle: p });
      }),
    );
    expect(encodeLightupUrl({ width: 6, height: 6, rows: ['......', '..4...', '....2.', '.0....', '...1..', '......'] })).toBe(
      'https://puzz.link/p?akari/6/6/nekcakbl',
    );
    expect(encodeLightupUrl({ width: 5, height: 5, rows: ['.....', '.....', '.....', '.....', '....#'] })).toBe(
      'https://puzz.link/p?akari/5/5/zj./',
    );
  });
});

describe('hostile and huge input', () => {
  it('a URL may not ask for more than 100 cells a side, the limit grids have too', () => {
    expect(parseAkari('https://puzz.link/p?akari/101/1/')).toMatchObject({ ok: false, error: { message: 'the board is 101×1; at most 100×100 is read', line: 1, col: 27 } });
    expect(parseAkari('akari/1/10000/')).toMatchObject({ ok: false, error: { line: 1, col: 9 } });
    expect(parseAkari('akari/100/100/')).toMatchObject({ ok: true, puzzle: { width: 100, height: 100 } });
    expect(errorOf('.'.repeat(101))).toMatchObject({ message: 'this row has more than 100 cells; at most 100×100 is read', line: 1, col: 101 });
    expect(errorOf(Array.from({ length: 101 }, () => '..').join('\n'))).toMatchObject({ line: 101, col: 1 });
  });

  it('a ? in a grid row is a typo in that row, not a URL', () => {
    expect(parseAkariMany('.....0.\n0?..1#.')).toEqual([
      { ok: false, error: { message: "unexpected character '?': use '.' for a white cell, '#' for a black one, 0–4 for a clue", line: 2, col: 2 } },
    ]);
    // A URL still is one, with or without its address, and with parameters before the genre.
    for (const url of ['?akari/2/2/', 'puzz.link/p?akari/2/2/', 'https://puzz.link/p?type=editor&akari/2/2/']) {
      expect(parseAkari(url)).toMatchObject({ ok: true, puzzle: { width: 2, height: 2 } });
    }
  });

  it('quotes a character whole and counts columns in characters (an emoji is one)', () => {
    expect(errorOf('..😀.')).toMatchObject({ message: "unexpected character '😀': use '.' for a white cell, '#' for a black one, 0–4 for a clue", col: 3 });
    expect(errorOf('. 😀 . .')).toMatchObject({ col: 3 });
    expect(errorOf('.😀')).toMatchObject({ col: 2 });
  });

  it('every board it reads, from a grid or a URL, prints and reads back the same', () => {
    const anyText = fc.oneof(
      fc.stringMatching(/^[.#0-4*? 😀\n]{0,40}$/),
      fc.tuple(fc.integer({ min: 0, max: 130 }), fc.integer({ min: 0, max: 130 }), fc.stringMatching(/^[0-9a-z.]{0,12}$/)).map(([w, h, body]) => `akari/${w}/${h}/${body}`),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        for (const r of parseAkariMany(text)) {
          if (!r.ok) continue;
          expect(Math.max(r.puzzle.width, r.puzzle.height)).toBeLessThanOrEqual(100);
          expect(parseAkari(printAkari(r.puzzle))).toEqual({ ok: true, puzzle: r.puzzle });
        }
      }),
      { numRuns: 300 },
    );
  });
});
