/**
 * The Sudoku reader keeps no object per character (a 15 MiB line would take
 * a gigabyte): its own white-space test must then agree with the regular
 * expressions it replaced, and values are read back from the line's text.
 */
import { describe, expect, it } from 'vitest';
import { isSpace, parseSudoku, parseSudokuMany } from '../../src/puzzles/sudoku/format';

describe('the reader without per-character objects', () => {
  it('isSpace agrees with \\s on every UTF-16 code unit', () => {
    const disagree: number[] = [];
    for (let c = 0; c < 0x10000; c++) if (isSpace(c) !== /\s/.test(String.fromCharCode(c))) disagree.push(c);
    expect(disagree).toEqual([]);
  });

  it('reads spaced values separated by any white space, with their columns', () => {
    const line = Array.from({ length: 16 }, (_, i) => (i === 5 ? 'x' : '.')).join('\u3000\t ');
    const r = parseSudoku(line);
    expect(r).toMatchObject({ ok: false, error: { line: 1, col: 5 * 4 + 1 } });
  });

  it('a very long line is refused with its count, and later boards are still read', () => {
    const results = parseSudokuMany(`${'.'.repeat(1_000_001)}\n\n${'.'.repeat(81)}`);
    expect(results[0]).toMatchObject({ ok: false, error: { message: expect.stringMatching(/1000001 characters/) } });
    expect(results[1].ok).toBe(true);
  });
});

describe('puzzles one at a time', () => {
  it('parseEach gives parseMany’s results, in order, one per request, each puzzle with its first line', async () => {
    const { parseSudokuEach } = await import('../../src/puzzles/sudoku/format');
    const text = `${'.'.repeat(81)}\n${'1'.repeat(80)}\n\n# a comment\n${'.'.repeat(16)}\n`;
    const many = parseSudokuMany(text);
    const lines = [1, undefined, 5]; // the second line is an error, which carries its own line
    expect([...parseSudokuEach(text)]).toEqual(many.map((r, k) => (r.ok ? { ...r, line: lines[k] } : r)));
    const it = parseSudokuEach(text)[Symbol.iterator]();
    expect(it.next().value).toMatchObject({ ok: true });
  });
});
