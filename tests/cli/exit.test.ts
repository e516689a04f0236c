import { describe, expect, it } from 'vitest';
import { puzzle } from './run-cli';

// The command ends with process.exit once its output is written (src/cli/exit-when-written.ts):
// what it wrote must still arrive whole, however large, through a pipe.
describe('the command ends once its output is written', () => {
  it('an answer many times larger than a pipe buffer arrives whole, with its exit code', () => {
    // An empty 625×625 Sudoku: the record prints the board back, about 390 kB on one line.
    const board = '.'.repeat(25 ** 4) + '\n';
    const run = puzzle(['solve', 'sudoku', '--method', 'backtrack', '--limit-ms', '1'], board);
    expect(run.code).toBe(0);
    expect(run.records).toHaveLength(1);
    expect(run.records[0].status).toBe('timeout');
    expect(String(run.records[0].puzzle).replace(/\s/g, '').length).toBeGreaterThanOrEqual(25 ** 4);
  });

  it('an invalid input still exits with its own code after its record', () => {
    const run = puzzle(['solve', 'akari'], 'x\n');
    expect(run.records).toHaveLength(1);
    expect(run.records[0].status).toBe('invalid');
    expect(run.code).not.toBe(0);
  });
});
