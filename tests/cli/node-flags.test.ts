import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUZZLE_NODE_FLAGS } from '../../src/cli/node-flags';
import { puzzle } from './run-cli';

const root = join(__dirname, '..', '..');

describe('the puzzle command’s Node flags', () => {
  it('are the ones package.json’s puzzle script passes, so the tests and benchmarks run the command as npm does', () => {
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.puzzle).toBe(['node', ...PUZZLE_NODE_FLAGS, 'scripts/bundle.mjs', 'puzzle'].join(' '));
  });

  it('are flags Node accepts: the command answers with them', () => {
    const run = puzzle(['solve', 'sudoku'], '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.records[0].status).toBe('solved');
  });
});
