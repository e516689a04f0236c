/**
 * Sudoku boards written as other programs write them (src/puzzles/sudoku/web-forms.ts):
 * Tatham's Solo game IDs, puzz.link URLs and SudokuWiki links read to the
 * same boards as the plain text; Solo's own IDs write back unchanged; broken
 * ones get a sentence with the line and column of the fault.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSudoku, parseSudokuMany } from '../../src/puzzles/sudoku/format';
import { encodeSolo, encodeSudokuPuzzlink, encodeSudokuWiki } from '../../src/puzzles/sudoku/web-forms';
import { sudokuGenre } from '../../src/puzzles/sudoku/genre';

const soloIds = readFileSync(new URL('../fixtures/tatham/solo-ids.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'));

const board = (text: string) => {
  const r = parseSudoku(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message} (column ${r.error.col})`);
  return r.puzzle;
};

// One 4×4 board in four forms (its puzz.link URL is the one pzprjs writes for it).
const PLAIN = '.1...2..3.....3.';
const FORMS = ['https://puzz.link/p?sudoku/4/4/g1i2h3k3g', '2x2:a1c2b3e3a', 'https://www.sudokuwiki.org/sudoku.htm?bd=0100020030000030'];

describe('Sudoku in other programs’ forms', () => {
  it('reads a board the same from plain text, puzz.link, Solo and SudokuWiki', () => {
    const plain = board(PLAIN);
    for (const form of FORMS) expect(board(form), form).toEqual(plain);
    expect(encodeSudokuPuzzlink(plain)).toBe(FORMS[0]);
    expect(encodeSolo(plain)).toBe(FORMS[1]);
    expect(encodeSudokuWiki(plain)).toBe(FORMS[2]);
  });

  it("reads every Solo ID Tatham's generator printed (9×9 and 16×16), solves it, and writes the same ID back", () => {
    expect(soloIds.length).toBeGreaterThanOrEqual(5);
    for (const id of soloIds) {
      const p = board(id);
      expect(encodeSolo(p)).toBe(id);
      const result = sudokuGenre.methods.dlx.solve(p, { budget: { limitMs: 20_000 } });
      expect(result.status, id).toBe('solved');
      expect(sudokuGenre.check(p, result.solution!)).toEqual({ ok: true });
    }
  });

  it('writes a run of more than 26 empty cells as z and the rest, with no _ after a run', () => {
    const cells = Array(81).fill(0);
    cells[0] = 5;
    cells[28] = 7;
    cells[29] = 8;
    expect(encodeSolo({ order: 3, size: 9, cells })).toBe('3x3:5za7_8zy');
    expect(board('3x3:5za7_8zy').cells).toEqual(cells);
  });

  it('reads each form on its own line beside plain one-line boards', () => {
    const all = parseSudokuMany([PLAIN, ...FORMS, PLAIN].join('\n'));
    expect(all.map((r) => r.ok)).toEqual([true, true, true, true, true]);
  });

  it.each([
    ['https://puzz.link/p?sudoku/4/5/g1', 'is square', 28],
    ['https://puzz.link/p?sudoku/5/5/g1', 'square number', 28],
    ['https://puzz.link/p?sudoku/4/4/g5', 'outside 1–4', 33],
    ['https://puzz.link/p?sudoku/4/4/g.', "marked '?'", 33],
    ['2x2:a1c2b3e3ab', 'runs past the 16 cells', 14],
    ['2x2:a1c2b3e3', 'gives 15 of the 16 cells', 13],
    ['2x2:a1c5b3e3a', 'outside 1–4', 8],
    ['2x2:a1c2b3e3a,abc', 'Killer or jigsaw', 14],
    ['3x3x:a', 'X-Sudoku', 4],
    ['2x3:a', 'not square', 1],
    ['https://www.sudokuwiki.org/sudoku.htm?bd=01000200300000', 'has 14 digits', 56],
    ['https://www.sudokuwiki.org/sudoku.htm?bd=010002003000003x', "'x' is not a cell", 57],
  ])('refuses %s with its place', (text, words, col) => {
    const r = parseSudoku(`# a comment\n${text}`);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toContain(words);
    expect(r.error).toMatchObject({ line: 2, col });
  });
});
