/**
 * `puzzle solve` answers a file of many one-line puzzles as it reads it: with
 * the input still open (a pipe whose writer has not finished), the answers to
 * the lines written so far come out. A reader that held the input, or a block
 * of it, until its end would print nothing here and the test would time out.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PUZZLE_NODE_FLAGS } from '../../src/cli/node-flags';
import { puzzle, repoRoot } from './run-cli';

/** Runs the CLI on a pipe; `next(k)` waits for the k-th printed record. */
function openCli(args: string[]) {
  const child = spawn(process.execPath, [...PUZZLE_NODE_FLAGS, 'scripts/bundle.mjs', 'puzzle', ...args], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] });
  const records: Record<string, any>[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let partial = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => {
    const lines = (partial + text).split('\n');
    partial = lines.pop()!;
    for (const line of lines) if (line.trim() !== '') records.push(JSON.parse(line));
    for (const w of waiters.filter((w) => records.length >= w.count)) w.resolve();
  });
  let stderr = '';
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    records,
    write: (text: string) => child.stdin.write(text),
    end: () => child.stdin.end(),
    next: (count: number) => (records.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }))),
    exited,
    stderr: () => stderr,
  };
}

const SUDOKU = [
  '..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..',
  '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
  '.................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.',
  '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....',
];
const SLIDING = ['# eight-puzzle positions, one a line', '1 2 3 4 5 6 0 7 8', '1 2 3 4 0 5 7 8 6', '1 2 3 0 4 6 7 5 8', '4 1 3 0 2 6 7 5 8', '1 2 3 4 5 6 7 0 8'];

/** What a record says about its puzzle, without the timing stats. */
const answer = (r: Record<string, any>) => [r.status, r.puzzle, r.solution];

const cases = [
  // One line of 81 characters is no row of any board: Sudoku reads such a block line by line from its first line.
  { genre: 'sudoku', lines: SUDOKU, jobs: '1', before: 1 },
  // --jobs 2 starts its threads at the second puzzle, so two lines go first.
  { genre: 'sudoku', lines: SUDOKU, jobs: '2', before: 2 },
  // Two lines of 9 tiles cannot be the rows of one board (a comment line counts for nothing).
  { genre: 'sliding', lines: SLIDING, jobs: '1', before: 3 },
];

describe('puzzle solve answers a file of one-line puzzles while it is still being written', () => {
  for (const { genre, lines, jobs, before } of cases) {
    it(`${genre}, --jobs ${jobs}: once ${before} line(s) are in, one answer per line written`, async () => {
      const expected = puzzle(['solve', genre, '--jobs', '1'], lines.join('\n') + '\n').records.map(answer);
      const puzzles = (k: number) => lines.slice(0, k).filter((l) => !l.startsWith('#')).length;
      const cli = openCli(['solve', genre, '--jobs', jobs]);
      cli.write(lines.slice(0, before).join('\n') + '\n');
      await cli.next(puzzles(before));
      for (let k = before; k < lines.length; k++) {
        cli.write(`${lines[k]}\n`);
        await cli.next(puzzles(k + 1));
      }
      cli.end();
      expect(await cli.exited).toBe(0);
      expect(cli.records.map(answer)).toEqual(expected);
      expect(expected).toHaveLength(puzzles(lines.length));
    });
  }
});
