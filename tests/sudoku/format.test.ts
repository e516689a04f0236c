import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSudoku, parseSudokuMany, printSudoku, printSudokuGrid } from '../../src/puzzles/sudoku/format';
import type { SudokuPuzzle } from '../../src/puzzles/sudoku/puzzle';

const ok = (text: string): SudokuPuzzle => {
  const r = parseSudoku(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.puzzle;
};
const err = (text: string) => {
  const r = parseSudoku(text);
  if (r.ok) throw new Error('expected an error');
  return r.error;
};

const easy = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

describe('reading boards', () => {
  it('reads one line of 81 characters, . and 0 both empty', () => {
    const p = ok(easy);
    expect(p).toMatchObject({ order: 3, size: 9 });
    expect(p.cells.slice(0, 9)).toEqual([5, 3, 0, 0, 7, 0, 0, 0, 0]);
    expect(ok(easy.replace(/\./g, '0'))).toEqual(p);
  });

  it('reads letters as values above 9 (A = 10 … G = 16), in either case', () => {
    const line = 'G' + '.'.repeat(254) + 'a';
    const p = ok(line);
    expect(p.size).toBe(16);
    expect([p.cells[0], p.cells[255]]).toEqual([16, 10]);
  });

  it('reads n² rows of n² whitespace-separated numbers, and rows of characters', () => {
    const rows = ['1 0 3 0', '0 4 . 2', '2 0 0 3', '0 3 2 .'];
    const p = ok(rows.join('\n'));
    expect(p).toMatchObject({ order: 2, size: 4 });
    expect(p.cells).toEqual([1, 0, 3, 0, 0, 4, 0, 2, 2, 0, 0, 3, 0, 3, 2, 0]);
    expect(ok(rows.map((r) => r.replace(/ /g, '').replace(/0/g, '.')).join('\n'))).toEqual(p);
  });

  it('reads one line of N² integers (the form of the public sets from 36×36 up)', () => {
    const cells = Array.from({ length: 1296 }, (_, i) => (i % 37 === 0 ? 36 : 0));
    const p = ok(cells.join(' '));
    expect(p).toMatchObject({ order: 6, size: 36 });
    expect(p.cells).toEqual(cells);
  });

  it('reads a 16×16 board written as 16 rows (values above 4 rule out sixteen 4×4 boards)', () => {
    const row = Array.from({ length: 16 }, (_, c) => String(((c + 5) % 16) + 1)).join(' ');
    const p = ok(Array(16).fill(row).join('\n'));
    expect(p.size).toBe(16);
  });

  it('reads several puzzles: one per line, or blocks separated by blank lines; # lines are comments', () => {
    const text = `# two one-line boards\n${easy}\n${easy.replace('5', '.')}\n\n1 2 . .\n. . 1 2\n2 1 . .\n. . 2 1\n`;
    const all = parseSudokuMany(text);
    expect(all.map((r) => r.ok && r.puzzle.size)).toEqual([9, 9, 4]);
  });

  it('keeps a board whose givens clash: that is an unsolvable puzzle, not bad input', () => {
    expect(ok('11' + '.'.repeat(14)).cells.slice(0, 2)).toEqual([1, 1]);
  });
});

describe('errors say where and what', () => {
  it('a line with the wrong number of characters', () => {
    const e = err(easy.slice(1));
    expect(e).toMatchObject({ line: 1, col: 81 });
    expect(e.message).toContain('80 characters');
    expect(e.message).toContain('81 (9×9)');
  });

  it('a stray letter in one of several 81-character lines is an error on that line only', () => {
    const results = parseSudokuMany(`${easy}\n${easy.slice(0, 20)}x${easy.slice(21)}\n`);
    expect(results[0].ok).toBe(true);
    expect(results[1]).toMatchObject({ ok: false, error: { line: 2, col: 21, message: expect.stringContaining('stands for 33') } });
  });

  it('a symbol that is no value', () => {
    const e = err(easy.slice(0, 10) + 'x' + easy.slice(11));
    expect(e).toMatchObject({ line: 1, col: 11 });
    expect(e.message).toContain('`x`');
  });

  it('a value too large for the board', () => {
    const e = err('5' + '.'.repeat(15));
    expect(e).toMatchObject({ line: 1, col: 1 });
    expect(e.message).toContain('too large for a 4×4 board');
    expect(err('Z' + '.'.repeat(80)).message).toContain('stands for 35');
  });

  it('a row of the wrong length, a missing row, an extra row', () => {
    expect(err('1 2 3 4\n1 2 3\n. . . .\n. . . .')).toMatchObject({ line: 2, col: 6 });
    const missing = err('1 . . .\n. . . .\n. . . .');
    expect(missing).toMatchObject({ line: 3 });
    expect(missing.message).toContain('1 missing');
    const extra = err('1 . . .\n. . . .\n. . . .\n. . . .\n. . . .');
    expect(extra).toMatchObject({ line: 5, col: 1 });
  });

  it('a row length that is no square', () => {
    const first = parseSudokuMany('1 2 3\n3 1 2\n2 3 1')[0];
    expect(first).toMatchObject({ ok: false, error: { line: 1, col: 6, message: expect.stringContaining('a row of a board written row by row has 4, 9, 16') } });
  });

  it('an empty input', () => {
    expect(parseSudokuMany('  \n\n')).toEqual([{ ok: false, error: { message: 'no puzzle found: the input is empty', line: 1, col: 1 } }]);
  });
});

describe('printing', () => {
  it('prints one line of characters up to 25×25 and integers above', () => {
    expect(printSudoku(ok(easy))).toBe(easy);
    const big = ok(Array.from({ length: 1296 }, (_, i) => (i === 5 ? 36 : 0)).join(' '));
    expect(printSudoku(big).split(' ')).toHaveLength(1296);
    expect(printSudokuGrid([[1, 2], [10, 4]])).toBe('12\nA4');
  });

  it('print then parse gives the same board, for any order 2 … 6', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.infiniteStream(fc.nat()), (order, stream) => {
        const size = order * order;
        const it = stream[Symbol.iterator]();
        const cells = Array.from({ length: size * size }, () => {
          const r = it.next().value as number;
          return r % 3 === 0 ? (r % size) + 1 : 0;
        });
        const p: SudokuPuzzle = { order, size, cells };
        expect(ok(printSudoku(p))).toEqual(p);
      }),
      { numRuns: 60 },
    );
  });
});
