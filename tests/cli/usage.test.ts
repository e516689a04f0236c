/** Usage errors exit 2 with a message and the usage text on stderr; stdout stays empty. */
import { describe, expect, it } from 'vitest';
import { puzzle, runProgram } from './run-cli';

function expectUsageError(args: string[], mention: string) {
  const run = puzzle(args, '1 2 3 / 4 5 6 / 7 8 _');
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toContain(mention);
  expect(run.stderr).toContain('Usage:');
}

describe('puzzle usage errors', () => {
  it('unknown genre', () => expectUsageError(['solve', 'chess'], "unknown genre 'chess'"));
  it('unknown method', () => expectUsageError(['solve', 'sliding', '--method', 'guess'], "unknown method 'guess'"));
  it('unknown flag', () => expectUsageError(['solve', 'sliding', '--fast'], '--fast'));
  it('missing file', () => expectUsageError(['solve', 'sliding', 'no/such/file.txt'], 'file not found: no/such/file.txt'));
  it('missing genre', () => expectUsageError(['solve'], 'missing <genre>'));
  it('unknown command', () => expectUsageError(['play', 'sliding'], "unknown command 'play'"));
  it('no command at all', () => expectUsageError([], 'missing command'));
  it('a time limit that is not a number', () => expectUsageError(['solve', 'sliding', '--limit-ms', 'soon'], '--limit-ms'));
  it('a form the genre does not write', () => expectUsageError(['solve', 'sliding', '--format', 'tatham'], "unknown --format 'tatham' for sliding (it writes: text)"));
  it('export without -o', () => expectUsageError(['export', 'sliding'], '-o'));
  it('a flag of another command', () => expectUsageError(['solve', 'sliding', '-o', 'x.html'], '-o'));

  it('--help prints the usage on stdout and exits 0, listing genres and methods', () => {
    const run = puzzle(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage:');
    expect(run.stdout).toContain('sliding');
    expect(run.stdout).toContain('(default)');
  });

  it('bench with an unknown genre exits 2', () => {
    const run = runProgram('bench', ['chess']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown genre 'chess'");
  });
});
