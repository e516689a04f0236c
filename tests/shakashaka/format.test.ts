import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShakashaka, parseShakashakaMany, parseShakashakaSolution, printShakashaka } from '../../src/puzzles/shakashaka/format';
import { decodeShakashakaUrl, encodeShakashakaUrl } from '../../src/puzzles/shakashaka/puzzlink';
import { records } from './helpers';

const PZPRJS = ['2...1.', '...3..', '..4...', '3.....', '......', '...1..'];

describe('text format', () => {
  it('reads compact and space-separated grids alike', () => {
    expect(parseShakashaka(PZPRJS.join('\n'))).toEqual({ ok: true, puzzle: { width: 6, height: 6, rows: PZPRJS } });
    expect(parseShakashaka(PZPRJS.map((r) => [...r].join(' ')).join('\r\n'))).toEqual({ ok: true, puzzle: { width: 6, height: 6, rows: PZPRJS } });
  });

  it('reads several puzzles separated by blank lines, a URL line among them', () => {
    const text = `${PZPRJS.join('\n')}\n\nhttps://puzz.link/p?shakashaka/6/6/cgbhdhegdrb\n\n#.\n.0`;
    const all = parseShakashakaMany(text);
    expect(all.map((r) => r.ok)).toEqual([true, true, true]);
    expect(all[1]).toEqual(all[0]);
    expect(parseShakashaka(text)).toMatchObject({ ok: false, error: { line: 8 } });
  });

  it('says what is wrong and where, counting columns in code points', () => {
    expect(parseShakashaka('..\n.x')).toEqual({ ok: false, error: { message: expect.stringMatching(/unexpected character 'x'/), line: 2, col: 2 } });
    // The triangle before the error is one column, as an editor shows it.
    expect(parseShakashakaSolution('◤ ◥ x')).toEqual({ ok: false, error: { message: expect.stringMatching(/'x'/), line: 1, col: 5 } });
    expect(parseShakashaka('😀.')).toEqual({ ok: false, error: { message: expect.stringMatching(/'😀'/), line: 1, col: 1 } });
    expect(parseShakashaka('.😀x')).toMatchObject({ ok: false, error: { col: 2 } });
    expect(parseShakashaka('...\n.5.')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/at most 4, not 5/), line: 2, col: 2 } });
    expect(parseShakashaka('.◤.')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/triangle of a solution/), col: 2 } });
    expect(parseShakashaka('...\n..')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/2 cells but the first row of the grid has 3/), line: 2, col: 3 } });
    expect(parseShakashaka('. .  .')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/single spaces/), line: 1, col: 5 } });
    expect(parseShakashaka('4.\n..')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/a 4 in a corner is impossible/), line: 1, col: 1 } });
    expect(parseShakashaka('.1\n#2')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/clue 2 is impossible: only 0/), line: 2, col: 2 } });
    expect(parseShakashaka('')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/empty/), line: 1, col: 1 } });
  });

  it('reads solutions with triangles, and prints puzzles compactly', () => {
    expect(parseShakashakaSolution('2 ◤ ◥\n◤ . ◢')).toEqual({ ok: true, puzzle: ['2◤◥', '◤.◢'] });
    expect(printShakashaka({ width: 2, height: 1, rows: ['.3'] })).toBe('.3');
  });

  it('never throws and places every error inside the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('.', '#', '0', '4', '7', ' ', '\n', '◤', 'x', '😀', '?', '/', 'h') }), (text) => {
        for (const r of parseShakashakaMany(text)) {
          if (r.ok) continue;
          const lines = text.split(/\r\n|\r|\n/);
          expect(r.error.line).toBeGreaterThanOrEqual(1);
          expect(r.error.line).toBeLessThanOrEqual(Math.max(1, lines.length));
          expect(r.error.col).toBeGreaterThanOrEqual(1);
          expect(r.error.col).toBeLessThanOrEqual(Array.from(lines[r.error.line - 1] ?? '').length + 1);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('puzz.link URLs', () => {
  it('decodes the pzprjs test board and the worked examples', () => {
    expect(decodeShakashakaUrl('https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb')).toEqual({ ok: true, puzzle: { width: 6, height: 6, rows: PZPRJS } });
    const corner = decodeShakashakaUrl('http://pzv.jp/p.html?shakashaka_edit/5/5/zj./');
    expect(corner).toMatchObject({ ok: true, puzzle: { rows: ['.....', '.....', '.....', '.....', '....#'] } });
    expect(decodeShakashakaUrl('https://puzz.link/p?type=editor&shakashaka/5/5/zk')).toMatchObject({ ok: true, puzzle: { rows: Array(5).fill('.....') } });
  });

  it('decodes every URL of the data to the grid stored beside it', () => {
    for (const file of ['pzprjs', 'ppbench', 'noqx']) {
      for (const rec of records(file)) {
        if (!rec.url) continue;
        expect(decodeShakashakaUrl(rec.url), rec.id).toEqual({ ok: true, puzzle: rec.puzzle });
        expect(encodeShakashakaUrl(rec.puzzle), rec.id).toBe(rec.url);
      }
    }
  });

  it('refuses other genres and bad sizes, pointing at the field', () => {
    expect(decodeShakashakaUrl('https://puzz.link/p?akari/6/6/x')).toMatchObject({ ok: false, offset: 20, message: expect.stringMatching(/'akari'/) });
    expect(decodeShakashakaUrl('https://puzz.link/p?shakashaka/6/x/')).toMatchObject({ ok: false, offset: 33 });
    expect(decodeShakashakaUrl('https://puzz.link/p?shakashaka/1000/1000/')).toMatchObject({ ok: false, message: expect.stringMatching(/larger/) });
    // The column of the bad field, in code points even after an emoji.
    expect(parseShakashaka('x https://puzz.link/p?shakashaka/6/x/')).toMatchObject({ ok: false, error: { line: 1, col: 36 } });
    expect(parseShakashaka('😀 https://puzz.link/p?shakashaka/6/x/')).toMatchObject({ ok: false, error: { line: 1, col: 36 } });
  });

  it('round-trips random boards through the encoder', () => {
    const cell = fc.constantFrom('.', '.', '.', '#', '0', '1', '2', '3', '4');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.array(cell, { minLength: 81, maxLength: 81 }), (w, h, cells) => {
        const rows = Array.from({ length: h }, (_, r) => cells.slice(r * w, (r + 1) * w).join(''));
        expect(decodeShakashakaUrl(encodeShakashakaUrl({ width: w, height: h, rows }))).toEqual({ ok: true, puzzle: { width: w, height: h, rows } });
      }),
      { numRuns: 300 },
    );
  });
});
