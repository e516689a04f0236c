/**
 * The `puzzle` command with Sudoku: methods as flags, `--count 2`, the
 * solution as rows of numbers, invalid input with line and column, the trace
 * and the DIMACS writer. (Each run starts a process, so few runs check much.)
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { puzzle } from '../cli/run-cli';

const board = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const several = '1...' + '....' + '....' + '....';

describe('puzzle solve sudoku', () => {
  it('answers every board of a file: solved (rows of numbers), several solutions with --count 2, a clash unsolvable, bad input invalid', () => {
    const text = `${board}\n${several}\n11${'.'.repeat(79)}\n${board.slice(0, 20)}?${board.slice(21)}\n`;
    const run = puzzle(['solve', 'sudoku', '--method', 'dlx', '--count', '2'], text);
    expect(run.code).toBe(1);
    const [solved, multi, clash, bad] = run.records;
    expect(solved).toMatchObject({ genre: 'sudoku', method: 'dlx', status: 'solved', puzzle: board, stats: { solutions: 1 } });
    expect(solved.solution).toHaveLength(9);
    expect(solved.solution[0]).toEqual([4, 1, 7, 3, 6, 9, 8, 2, 5]);
    expect(multi).toMatchObject({ status: 'solved', stats: { solutions: 2 }, reason: expect.stringContaining('more than one solution') });
    expect(clash).toMatchObject({ status: 'unsolvable', reason: expect.stringContaining('1 stands twice in row 1') });
    expect(bad).toMatchObject({ status: 'invalid', error: { line: 4, col: 21 } });
  });

  it('sat with --trace and --dimacs: the same answer, the trace envelope, and the formula on disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-cli-'));
    const file = join(dir, 'board.cnf');
    const run = puzzle(['solve', 'sudoku', '--method', 'sat', '--trace', '--dimacs', file], board);
    expect(run.code).toBe(0);
    const [rec] = run.records;
    expect(rec.solution[0]).toEqual([4, 1, 7, 3, 6, 9, 8, 2, 5]);
    expect(rec.trace).toMatchObject({ genre: 'sudoku', method: 'sat', options: { count: 1, encoding: 'open' } });
    expect(rec.trace.events[0].kind).toBe('start');
    const cnf = readFileSync(file, 'utf8');
    expect(cnf).toMatch(/^c Sudoku 9x9/);
    expect(cnf).toMatch(/\np cnf \d+ \d+\n/);
  });

  it('a count other than 1 or 2 is a usage error', () => {
    const run = puzzle(['solve', 'sudoku', '--count', '3'], several);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--count');
  });
});
