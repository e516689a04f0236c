/**
 * The puzzle text: a file, or standard input when no file (or '-') is given.
 * A missing or unreadable file is a usage error (exit 2), not invalid input:
 * nothing was parsed, the command line named something that is not there.
 */
import { readFile } from 'node:fs/promises';
import { UsageError } from './errors';

export async function readInput(file: string | undefined): Promise<string> {
  if (file === undefined || file === '-') return readStdin();
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`file not found: ${file}`);
    if (code === 'EISDIR') throw new UsageError(`${file} is a directory, not a puzzle file`);
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
}

async function readStdin(): Promise<string> {
  // Someone typing at a terminal would otherwise wait without a clue.
  if (process.stdin.isTTY) process.stderr.write('Reading puzzles from standard input; end with Ctrl-D.\n');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
