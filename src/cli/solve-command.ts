/**
 * `puzzle solve`: every puzzle in the input, one JSON object per line, written
 * as soon as it is answered so a long batch shows progress in a pipe.
 */
import type { ParseResult } from '../core/result';
import type { SolveCommand } from './args';
import { EXIT_INVALID_INPUT, EXIT_OK } from './errors';
import { terminalProgress } from './progress';
import { readInput } from './read-input';
import { solveOne } from './solve-one';

export async function runSolve(cmd: SolveCommand, write: (line: string) => void): Promise<number> {
  const text = await readInput(cmd.file);
  const progress = terminalProgress();
  let anyInvalid = false;
  for (const parsed of parseAll(cmd, text)) {
    const { record } = await solveOne(cmd.genre, parsed, {
      method: cmd.method,
      limitMs: cmd.limitMs,
      trace: cmd.trace,
      onProgress: progress?.report,
    });
    progress?.end();
    if (record.status === 'invalid') anyInvalid = true;
    write(JSON.stringify(record) + '\n');
  }
  return anyInvalid ? EXIT_INVALID_INPUT : EXIT_OK;
}

/**
 * The genre's parse results; an input with no puzzle at all (empty file,
 * only blank lines) is itself invalid input, so a script never mistakes an
 * empty answer for success.
 */
export function parseAll(cmd: { genre: SolveCommand['genre'] }, text: string): ParseResult<unknown>[] {
  const results = cmd.genre.parseMany(text);
  if (results.length > 0) return results;
  return [{ ok: false, error: { message: 'the input holds no puzzle', line: 1, col: 1 } }];
}
