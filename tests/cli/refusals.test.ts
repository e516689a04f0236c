/**
 * A refusal — work over a size cap of ours, known before any search — is an
 * answer about the input: status `invalid`, with an error at the puzzle's
 * first line that names the cap and the amount (ARCHITECTURE.md §5), never a
 * `timeout`. Every refusal path of every genre is driven here: through the
 * real command where a board the parser reads can reach it, and through
 * solveOne (the CLI's own function) where the parser's caps keep every board
 * inside the method's (Akari, Numberlink).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refusalOf, solveOne } from '../../src/cli/solve-one';
import { akariGenre } from '../../src/puzzles/akari/genre';
import { MAX_MODEL_TERMS as AKARI_MAX_TERMS } from '../../src/puzzles/akari/model';
import { numberlinkGenre } from '../../src/puzzles/numberlink/genre';
import { MAX_ZDD_CELLS } from '../../src/puzzles/numberlink/solve-zdd';
import { familyETerms, MAX_MODEL_TERMS as SHAKASHAKA_MAX_TERMS } from '../../src/puzzles/shakashaka/model';
import { fullModelSize } from '../../src/puzzles/sudoku/cnf-model';
import { MAX_SAT_LITERALS } from '../../src/puzzles/sudoku/solve-sat';
import { DEFAULT_MAX_ENTRIES } from '../../src/exact-cover/dlx';
import { puzzle } from './run-cli';

const scratch = mkdtempSync(join(tmpdir(), 'stepwise-refusals-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SMALL_SUDOKU = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
/** An empty board of order n on one line (n⁴ dots). */
const emptySudoku = (order: number) => '.'.repeat(order ** 4);
const en = (n: number) => n.toLocaleString('en-US');

/** A file: a small board that is solved, two blank lines, then `big` on line 4. */
function fileWith(big: string): string {
  const file = join(scratch, `input-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(file, `${SMALL_SUDOKU}\n\n\n${big}\n`);
  return file;
}

function expectRefusal(record: Record<string, any>, line: number, words: RegExp) {
  expect(record.status).toBe('invalid');
  expect(record.solution).toBeNull();
  expect(record.error.line).toBe(line);
  expect(record.error.col).toBe(1);
  expect(record.error.message).toMatch(words);
}

describe('sudoku refusals through the CLI', () => {
  it('sat (open encoding) refuses an empty 625×625 board on the candidates bound, at its own line', () => {
    const run = puzzle(['solve', 'sudoku', fileWith(emptySudoku(25)), '--method', 'sat']);
    expect(run.code).toBe(1);
    const [small, big] = run.records;
    expect(small.status).toBe('solved');
    expectRefusal(big, 4, new RegExp(`at least ${en(390_625 * 625)} literals, more than the ${en(MAX_SAT_LITERALS)}`));
  });

  it('sat (full encoding) refuses on the full model’s size', () => {
    const literals = fullModelSize(25).literals;
    const run = puzzle(['solve', 'sudoku', fileWith(emptySudoku(25)), '--method', 'sat', '--encoding', 'full']);
    expect(run.code).toBe(1);
    expectRefusal(run.records[1], 4, new RegExp(`would have ${en(literals)} literals, more than the ${en(MAX_SAT_LITERALS)}`));
  });

  it('sat (open encoding) refuses on the exact count when only the listed candidates show it (256×256, empty)', () => {
    // 65,536 cells × 256 candidates is under the cap; the clauses over them are not.
    expect(65_536 * 256).toBeLessThan(MAX_SAT_LITERALS);
    const run = puzzle(['solve', 'sudoku', fileWith(emptySudoku(16)), '--method', 'sat']);
    expect(run.code).toBe(1);
    expectRefusal(run.records[1], 4, new RegExp(`would have [\\d,]+ literals, more than the ${en(MAX_SAT_LITERALS)}`));
    expect(run.records[1].error.message).not.toMatch(/at least/);
  });

  it('dlx refuses on the candidates bound', () => {
    const run = puzzle(['solve', 'sudoku', fileWith(emptySudoku(25)), '--method', 'dlx']);
    expect(run.code).toBe(1);
    expectRefusal(run.records[1], 4, new RegExp(`at least ${en(390_625 * 625 * 4)} entries, more than the ${en(DEFAULT_MAX_ENTRIES)}`));
  });

  it('a refused puzzle in the middle does not stop the ones after it', () => {
    const file = join(scratch, 'middle.txt');
    writeFileSync(file, `${emptySudoku(25)}\n${SMALL_SUDOKU}\n`);
    const run = puzzle(['solve', 'sudoku', file, '--method', 'dlx']);
    expect(run.code).toBe(1);
    expect(run.records.map((r) => r.status)).toEqual(['invalid', 'solved']);
    expect(run.records[0].error.line).toBe(1);
  });
});

describe('shakashaka refusals through the CLI', () => {
  const side = 100;
  const board = Array.from({ length: side }, () => '.'.repeat(side)).join('\n');
  const terms = familyETerms({ width: side, height: side, rows: board.split('\n') });

  for (const method of ['steps', 'highs']) {
    it(`${method} with the model A-F refuses a 100×100 board on family E’s size, and writes no model file`, () => {
      const file = join(scratch, `shaka-${method}.txt`);
      writeFileSync(file, `\n\n${board}\n`);
      const lp = join(scratch, `shaka-${method}.lp`);
      const run = puzzle(['solve', 'shakashaka', file, '--method', method, '--model', 'A-F', '--lp', lp]);
      expect(run.code).toBe(1);
      expect(run.records).toHaveLength(1);
      expectRefusal(run.records[0], 3, new RegExp(`family E alone would have ${en(terms)} terms .*at most ${en(SHAKASHAKA_MAX_TERMS)}`));
      expect(existsSync(lp)).toBe(false);
    });
  }
});

describe('refusals the parsers keep out of reach, through solveOne', () => {
  it('akari: a board whose model is over the cap is invalid, at the line it was given', async () => {
    const side = 200; // the parser reads at most 100×100, which fits
    const big = { width: side, height: side, rows: Array.from({ length: side }, () => '.'.repeat(side)) };
    for (const method of Object.keys(akariGenre.methods)) {
      const { record } = await solveOne(akariGenre, { ok: true, puzzle: big, line: 7 }, { method, trace: false });
      expectRefusal(record, 7, new RegExp(`would have [\\d,]+ terms, and at most ${en(AKARI_MAX_TERMS)}`));
    }
  });

  it('numberlink: a board over the ZDD’s cells is invalid', async () => {
    const big = { width: 101, height: 100, cells: Array(10_100).fill(-1), labels: [] };
    const { record } = await solveOne(numberlinkGenre, { ok: true, puzzle: big, line: 2 }, { method: 'zdd', trace: false });
    expectRefusal(record, 2, new RegExp(`has 10,100 cells; the ZDD method takes at most ${en(MAX_ZDD_CELLS)}`));
  });
});

describe('a refusal is told once per puzzle, method and options', () => {
  it('asked again for the same puzzle (before writing a model file, then before solving), the method is not asked again', () => {
    let asked = 0;
    const selective = akariGenre.methods.selective;
    const genre = { ...akariGenre, methods: { ...akariGenre.methods, selective: { ...selective, refusal: (p: never) => (asked++, selective.refusal!(p)) } } };
    const puzzle = { width: 2, height: 1, rows: ['..'] };
    expect(refusalOf(genre, 'selective', puzzle)).toBeNull();
    expect(refusalOf(genre, 'selective', puzzle)).toBeNull();
    expect(asked).toBe(1);
    // Other options, or another puzzle with the same cells, are asked about afresh.
    expect(refusalOf(genre, 'selective', puzzle, { cap: 5 })).toBeNull();
    expect(refusalOf(genre, 'selective', { ...puzzle })).toBeNull();
    expect(asked).toBe(3);
  });
});
