/**
 * `puzzle solve`: every puzzle in the input, one JSON object per line, written
 * as soon as it is answered so a long batch shows progress in a pipe.
 */
import type { ParseResult } from '../core/result';
import type { SolveCommand } from './args';
import { writeFile } from 'node:fs/promises';
import { EXIT_INVALID_INPUT, EXIT_OK, UsageError } from './errors';
import { terminalProgress } from './progress';
import { readInput } from './read-input';
import { solveOne } from './solve-one';

export async function runSolve(cmd: SolveCommand, write: (line: string) => void): Promise<number> {
  const text = await readInput(cmd.file);
  const progress = terminalProgress();
  let anyInvalid = false;
  let index = 0;
  for (const parsed of parseAll(cmd, text)) {
    if (parsed.ok) await writeGenreTexts(cmd, parsed.puzzle, index++);
    const { record } = await solveOne(cmd.genre, parsed, {
      method: cmd.method,
      params: cmd.params,
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
 * The texts the genre's writers make (`--lp FILE`): the first puzzle's goes
 * to FILE itself, the k-th's to FILE with "-k" before its extension.
 */
async function writeGenreTexts(cmd: SolveCommand, puzzle: unknown, index: number): Promise<void> {
  for (const [name, file] of Object.entries(cmd.writers)) {
    const writer = cmd.genre.writers?.[name];
    if (!writer) continue;
    const target = index === 0 ? file : file.replace(/(\.[^./\\]*)?$/, (ext) => `-${index + 1}${ext}`);
    try {
      await writeFile(target, writer.write(puzzle), 'utf8');
    } catch (e) {
      throw new UsageError(`cannot write ${target}: ${(e as Error).message}`);
    }
  }
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
