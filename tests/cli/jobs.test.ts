/**
 * `puzzle solve --jobs N`: worker threads give the same lines, in the same
 * order, with the same exit code, as solving in the command's own thread —
 * byte for byte, once every timing (a field in milliseconds) is set to 0.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { puzzle, repoRoot, type CliRun } from './run-cli';

const scratch = mkdtempSync(join(tmpdir(), 'stepwise-jobs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The output lines with every timing (`ms`, `buildMs`, …, in stats and in trace events) set to 0: the rest must match byte for byte. */
const answers = (run: CliRun) =>
  run.stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => l.replace(/"(ms|\w*Ms)":\d+(\.\d+)?/g, '"$1":0'));

function sameWithJobs(args: string[], text: string) {
  const file = join(scratch, `input-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(file, text);
  const one = puzzle(['solve', ...args, file, '--jobs', '1']);
  const two = puzzle(['solve', ...args, file, '--jobs', '2']);
  expect(two.stderr).toBe('');
  expect(two.code).toBe(one.code);
  expect(answers(two)).toEqual(answers(one));
  return one;
}

describe('--jobs 2 answers as --jobs 1 does', () => {
  it('sudoku: solved, invalid and unsolvable boards mixed, and a refused one', () => {
    const boards = readFileSync(join(repoRoot, 'tests/data/sudoku/9x9_17clue_royle-first1000.txt'), 'utf8').split('\n').slice(0, 40);
    const clash = '11' + '.'.repeat(79);
    const text = [...boards.slice(0, 15), '12345', clash, ...boards.slice(15, 30), '', '', '.'.repeat(390_625), clash, ...boards.slice(30)].join('\n');
    const one = sameWithJobs(['sudoku', '--method', 'dlx'], text);
    expect(one.code).toBe(1);
    const statuses = one.records.map((r) => r.status);
    expect(statuses.filter((s) => s === 'solved')).toHaveLength(40);
    expect(statuses.filter((s) => s === 'invalid')).toHaveLength(2);
    expect(statuses.filter((s) => s === 'unsolvable')).toHaveLength(2);
  });

  it('sliding: solved, invalid and unsolvable boards mixed, with --trace', () => {
    const text = ['1 2 3 / 4 _ 6 / 7 5 8', '8 6 7 / 2 5 4 / 3 _ 1', '1 2 3 / 4 5 6 / 8 7 _', '1 2 3 / 4 4 6 / 7 8 _', '5 1 2 4 / 9 6 3 8 / 13 10 7 11 / _ 14 15 12'].join('\n');
    const one = sameWithJobs(['sliding', '--trace'], text);
    expect(one.code).toBe(1);
    expect(one.records.map((r) => r.status)).toEqual(['solved', 'solved', 'unsolvable', 'invalid', 'solved']);
  });

  it('numberlink: labels named __proto__, constructor and toString survive the threads’ messages', () => {
    const board = '__proto__ constructor toString\n. . .\n__proto__ constructor toString\n';
    const one = sameWithJobs(['numberlink'], `${board}\n${board}`);
    expect(one.code).toBe(0);
    for (const r of one.records) {
      expect(Object.keys(r.solution.paths)).toEqual(['__proto__', 'constructor', 'toString']);
      expect(r.solution.paths.__proto__ ?? null).not.toBeNull();
    }
  });

  it('numberlink: 70 boards, more than the 64 puzzles in flight, answered in input order with the invalid ones in their places', () => {
    // The grids of the small published boards (up to 8×8), each read from its `grid` line to its `solution` line.
    const records = readFileSync(join(repoRoot, 'tests/data/numberlink/flowfree.txt'), 'utf8').split('\npuzzle ').slice(1);
    const grids = records
      .filter((r) => Number(/^size (\d+)/m.exec(r)![1]) <= 8)
      .map((r) => r.slice(r.indexOf('\ngrid\n') + 6, r.indexOf('\nsolution\n')));
    const once = '1 . 2\n. . .\n2 . .';
    const boards = Array.from({ length: 70 }, (_, k) => (k === 17 || k === 60 ? once : grids[k % grids.length]));
    const one = sameWithJobs(['numberlink'], boards.join('\n\n') + '\n');
    expect(grids.length).toBeGreaterThan(10);
    expect(one.code).toBe(1);
    const statuses = one.records.map((r) => r.status);
    expect(statuses).toHaveLength(70);
    expect(statuses.flatMap((s, k) => (s === 'invalid' ? [k] : []))).toEqual([17, 60]);
    expect(statuses.filter((s) => s === 'solved').length).toBeGreaterThan(60);
  });

  it('sudoku: 9×9 and 16×16 one-line boards with comments among them, more than the threads take in one go, in order', () => {
    // Batches are measured in lines and characters and answered as one string with where each line ends:
    // 9×9 lines fill a batch of 32, 16×16 lines (256 characters) end one at 16, and a comment answers nothing.
    const nines = readFileSync(join(repoRoot, 'tests/data/sudoku/9x9_magictour_top1465-first1000.txt'), 'utf8').split('\n').slice(0, 400);
    const sixteens = readFileSync(join(repoRoot, 'tests/data/sudoku/16x16_krazydad-100-per-level.txt'), 'utf8').split('\n').slice(0, 60);
    const lines: string[] = [];
    nines.forEach((line, k) => {
      lines.push(line);
      if (k % 97 === 5) lines.push(`# a comment after line ${lines.length}`);
      if (k >= 200 && k < 260) lines.push(sixteens[k - 200]);
    });
    const one = sameWithJobs(['sudoku', '--method', 'dlx'], lines.join('\n') + '\n');
    expect(one.code).toBe(0);
    expect(one.records).toHaveLength(460);
    expect(one.records.filter((r) => r.puzzle.replace(/\s/g, '').length === 256)).toHaveLength(60);
    expect(one.records.every((r) => r.status === 'solved')).toBe(true);
  });

  it('numberlink: blocks go to the threads as text, one block holding several puzzles (links, then a grid), errors on their lines', () => {
    // Parsed in the threads: each record, and an error's line counted in the whole input (the URL on line 11, the lone 3 on line 14), as the command's own thread gives them.
    const links = 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3\nnumlin/3/1/-15g-15\n1 . 1';
    const text = [links, '1 . 2\n. . .\n2 . 1', '1 . 2\n2 . 1\nhttps://puzz.link/p?numlin/-1/3/1', '1 . 2\n. 3 .\n2 . 1', links].join('\n\n') + '\n';
    const one = sameWithJobs(['numberlink'], text);
    expect(one.code).toBe(1);
    expect(one.records.map((r) => r.status)).toEqual(['solved', 'solved', 'solved', 'unsolvable', 'unsolvable', 'invalid', 'invalid', 'solved', 'solved', 'solved']);
    expect(one.records.filter((r) => r.status === 'invalid').map((r) => r.error.line)).toEqual([11, 14]);
  });

  it('numberlink: an input of one block holding several puzzles is solved in order', () => {
    const one = sameWithJobs(['numberlink'], 'numlin/3/1/-15g-15\nhttps://puzz.link/p?numlin/5/5/1j2h3m1h2j3\nnumlin/3/1/-15g-15\n1 . 1\n');
    expect(one.code).toBe(0);
    expect(one.records.map((r) => r.puzzle)).toEqual(['21 . 21', '1....\n2..3.\n.....\n.1..2\n....3', '21 . 21', '1.1']);
  });

  it('sliding: blocks of comments only are an input with no puzzle, answered once', () => {
    const one = sameWithJobs(['sliding'], '# only\n# comments\n\n# here\n');
    expect(one.code).toBe(1);
    expect(one.records).toHaveLength(1);
    expect(one.records[0].error.message).toMatch(/holds no puzzle/);
  });

  it('an input of valid boards only exits 0 either way', () => {
    const one = sameWithJobs(['sliding'], '1 2 3 / 4 _ 6 / 7 5 8\n\n1 2 3 / 4 5 6 / 7 _ 8\n');
    expect(one.code).toBe(0);
  });
});

describe('--jobs as a flag', () => {
  for (const bad of ['0', '-1', 'two', '1.5', '65']) {
    it(`--jobs ${bad} is a usage error`, () => {
      const run = puzzle(['solve', 'sliding', `--jobs=${bad}`], '1 2 3 / 4 _ 6 / 7 5 8\n');
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/--jobs needs a whole number/);
    });
  }

  it('without --jobs the command still answers (threads by default)', () => {
    const run = puzzle(['solve', 'sliding'], '1 2 3 / 4 _ 6 / 7 5 8\n');
    expect(run.code).toBe(0);
    expect(run.records[0].status).toBe('solved');
  });
});
