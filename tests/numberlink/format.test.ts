import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumberlink, parseNumberlinkMany, printNumberlink } from '../../src/puzzles/numberlink/format';
import { decodeNumlinUrl, encodeNumlinUrl } from '../../src/puzzles/numberlink/puzzlink';
import type { NumberlinkPuzzle } from '../../src/puzzles/numberlink/puzzle';

function errorOf(text: string) {
  const r = parseNumberlink(text);
  if (r.ok) throw new Error('expected a parse error');
  return r.error;
}

describe('grid text', () => {
  it('reads one character per cell, labels in order of first appearance', () => {
    expect(parseNumberlink('A.B\n.BA')).toEqual({ ok: true, puzzle: { width: 3, height: 2, cells: [0, -1, 1, -1, 1, 0], labels: ['A', 'B'] } });
  });

  it('reads space-separated tokens, where a label may be longer than one character', () => {
    const r = parseNumberlink('12 .  3\n .  3 12');
    expect(r).toEqual({ ok: true, puzzle: { width: 3, height: 2, cells: [0, -1, 1, -1, 1, 0], labels: ['12', '3'] } });
  });

  it('reads a block as tokens when any of its lines is spaced', () => {
    const r = parseNumberlink('1 .\n1.');
    expect(r.ok).toBe(false); // "1." is one token in token form: a row of 1 cell
    expect(parseNumberlink('1 .\n1 .')).toMatchObject({ ok: true, puzzle: { width: 2, height: 2 } });
  });

  it('reads several puzzles separated by blank lines, each with its own result', () => {
    const all = parseNumberlinkMany('AA\n\n\nA.\n..\n\n1 1\n');
    expect(all.map((r) => r.ok)).toEqual([true, false, true]);
    expect(all[1]).toMatchObject({ ok: false, error: { line: 4, col: 1 } });
  });

  it('says where a label appears only once, or a third time', () => {
    expect(errorOf('A..\n..B\nB..')).toMatchObject({ line: 1, col: 1, message: expect.stringMatching(/'A' appears only once/) });
    expect(errorOf('A.A\n.A.')).toMatchObject({ line: 2, col: 2, message: expect.stringMatching(/third time/) });
    expect(errorOf('1 . 10\n10 . 10')).toMatchObject({ line: 2, col: 6 });
  });

  it('reports a ragged row where it goes wrong', () => {
    expect(errorOf('A..A\n...\n....')).toMatchObject({ line: 2, col: 4, message: expect.stringMatching(/3 cells.*4/) });
    expect(errorOf('A . A\n. . . .')).toMatchObject({ line: 2, col: 7 });
  });

  it("refuses an endpoint without a label ('?')", () => {
    expect(errorOf('?.?')).toMatchObject({ line: 1, col: 1, message: expect.stringMatching(/not supported/) });
  });

  it('refuses boards above the size limit and empty input', () => {
    expect(errorOf(Array.from({ length: 201 }, () => '.').join('\n')).message).toMatch(/more than 200 rows; at most 10,000 cells and 200 on a side/);
    expect(errorOf(Array.from({ length: 101 }, () => '.'.repeat(101)).join('\n')).message).toMatch(/101×101/);
    expect(parseNumberlinkMany('  \n\n')).toEqual([{ ok: false, error: { message: expect.stringMatching(/no puzzle/), line: 1, col: 1 } }]);
  });

  it('reads a character as a code point: an emoji label is one cell and one column', () => {
    expect(parseNumberlink('🐙.🐙\n.x.\n.x.')).toMatchObject({ ok: true, puzzle: { width: 3, labels: ['🐙', 'x'] } });
    expect(errorOf('🐙.🐙\n.y.')).toMatchObject({ line: 2, col: 2 });
    expect(errorOf('🐙 . 🐙\n. . 🦀')).toMatchObject({ line: 2, col: 5 });
  });

  it('stops reading a pasted megabyte at once, with the place it went wrong', () => {
    expect(errorOf('.'.repeat(1_000_000))).toMatchObject({ line: 1, col: 201, message: expect.stringMatching(/more than 200 cells/) });
    expect(errorOf('. '.repeat(500_000))).toMatchObject({ line: 1, col: 401 });
    expect(errorOf(Array.from({ length: 100_000 }, () => '..').join('\n'))).toMatchObject({ line: 201, message: expect.stringMatching(/more than 200 rows/) });
  });

  it('prints what it reads (compact when every label is one character, else aligned tokens)', () => {
    expect(printNumberlink({ width: 3, height: 1, cells: [0, -1, 0], labels: ['A'] })).toBe('A.A');
    expect(printNumberlink({ width: 3, height: 2, cells: [0, -1, 1, 1, -1, 0], labels: ['12', '3'] })).toBe('12 .  3\n 3 . 12');
  });

  it('round-trips random boards through print and parse', () => {
    fc.assert(
      fc.property(randomPuzzle(), (p) => {
        expect(parseNumberlink(printNumberlink(p))).toEqual({ ok: true, puzzle: p });
      }),
      { numRuns: 200 },
    );
  });
});

describe('puzz.link URLs', () => {
  it("decodes pzprjs' numlin test puzzle", () => {
    const r = decodeNumlinUrl('https://puzz.link/p?numlin/5/5/1j2h3m1h2j3');
    expect(r.ok && printNumberlink(r.puzzle)).toBe('1....\n2..3.\n.....\n.1..2\n....3');
  });

  it('decodes arukone and the long label forms', () => {
    const a = decodeNumlinUrl('https://puzz.link/p?arukone/4/4/12l3123j');
    expect(a.ok && printNumberlink(a.puzzle)).toBe('12..\n....\n3123\n....');
    const b = decodeNumlinUrl('numlin/3/1/-15g-15');
    expect(b).toMatchObject({ ok: true, puzzle: { cells: [0, -1, 0], labels: ['21'] } });
    const c = decodeNumlinUrl('pzv.jp/p.html?numlin/2/1/+1ff+1ff');
    expect(c).toMatchObject({ ok: true, puzzle: { labels: ['511'] } });
  });

  it('reads a URL wherever a grid is', () => {
    expect(parseNumberlinkMany('AA\n\nhttps://puzz.link/p?numlin/2/1/11\n').map((r) => r.ok)).toEqual([true, true]);
  });

  it('reports what is wrong, with the place in the line', () => {
    expect(parseNumberlink('https://puzz.link/p?akari/5/5/abc')).toMatchObject({ ok: false, error: { col: 21, message: expect.stringMatching(/not Numberlink/) } });
    expect(parseNumberlink('https://puzz.link/p?numlin/x/5/')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/columns\/rows/) } });
    expect(parseNumberlink('numlin/3/1/1g.')).toMatchObject({ ok: false, error: { col: 14, message: expect.stringMatching(/without a label/) } });
    expect(parseNumberlink('numlin/3/1/1h')).toMatchObject({ ok: false, error: { col: 12, message: expect.stringMatching(/only once/) } });
    expect(parseNumberlink('numlin/3/1/111')).toMatchObject({ ok: false, error: { col: 14, message: expect.stringMatching(/third time/) } });
    expect(parseNumberlink('numlin/3/1/-1')).toMatchObject({ ok: false, error: { col: 12, message: expect.stringMatching(/2 hexadecimal/) } });
    expect(parseNumberlink('numlin/200/200/')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/larger/) } });
  });

  it('encodes as pzprjs does, and decodes what it encodes', () => {
    expect(encodeNumlinUrl({ width: 5, height: 5, cells: decode('numlin/5/5/1j2h3m1h2j3').cells, labels: ['1', '2', '3'] })).toBe('https://puzz.link/p?numlin/5/5/1j2h3m1h2j3');
    fc.assert(
      fc.property(randomPuzzle(true), (p) => {
        const back = decodeNumlinUrl(encodeNumlinUrl(p));
        expect(back).toMatchObject({ ok: true, puzzle: p });
      }),
      { numRuns: 200 },
    );
  });
});

function decode(url: string): NumberlinkPuzzle {
  const r = decodeNumlinUrl(url);
  if (!r.ok) throw new Error(r.message);
  return r.puzzle;
}

/** Random boards: a few labels placed twice each on a grid (numeric labels 1…300 when `numeric`). */
function randomPuzzle(numeric = false) {
  return fc
    .record({ width: fc.integer({ min: 2, max: 9 }), height: fc.integer({ min: 1, max: 9 }), seed: fc.integer(), labels: fc.integer({ min: 0, max: 4 }) })
    .map(({ width, height, seed, labels }) => {
      const n = width * height;
      const cells = new Array(n).fill(-1);
      let s = seed >>> 0;
      const next = () => (s = (Math.imul(s ^ (s >>> 15), 2246822507) + 1) >>> 0);
      const k = Math.min(labels, Math.floor(n / 2));
      const names: string[] = [];
      for (let l = 0; l < k; l++) {
        names.push(numeric ? String(1 + (next() % 300)) : ['A', 'B', '7', '12', 'xy'][l]);
        for (let e = 0; e < 2; e++) {
          let at = next() % n;
          while (cells[at] !== -1) at = (at + 1) % n;
          cells[at] = l;
        }
      }
      // Labels must be distinct and numbered in order of first appearance.
      const unique = new Set(names).size === names.length;
      const order: number[] = [];
      for (const c of cells) if (c >= 0 && !order.includes(c)) order.push(c);
      const renamed = cells.map((c) => (c < 0 ? -1 : order.indexOf(c)));
      const p: NumberlinkPuzzle = { width, height, cells: renamed, labels: order.map((c) => names[c]) };
      return unique ? p : { width, height, cells: new Array(n).fill(-1), labels: [] };
    });
}
