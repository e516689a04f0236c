/**
 * The puzzle text, read as a stream of lines: a file, or standard input when
 * no file (or '-') is given. Each line is handed on as soon as its line break
 * arrives — a slow pipe is answered puzzle by puzzle — with its number, so
 * errors point into the whole input (./puzzle-stream.ts groups the lines into
 * puzzles). A byte-order mark before the first line is dropped.
 *
 * Input is capped (16 MiB by default): past the cap the command stops with a
 * usage error (exit 2) before reading on, so a huge or endless input costs
 * neither memory nor time. A missing or unreadable file is also a usage error:
 * nothing was parsed, the command line named something that is not there.
 */
import { createReadStream, fstat, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { UsageError } from './errors';

export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

export interface InputLine {
  /** The line without its line break. */
  text: string;
  /** 1-based number of the line in the whole input. */
  line: number;
}

export async function* readLines(file: string | undefined, maxBytes = MAX_INPUT_BYTES): AsyncGenerator<InputLine> {
  const source = await openInput(file, maxBytes);
  const decoder = new TextDecoder('utf-8'); // drops a leading byte-order mark
  let bytes = 0;
  const parts: string[] = []; // the text after the last line break, in pieces
  let line = 0;
  for await (const chunk of source) {
    bytes += (chunk as Buffer).length;
    if (bytes > maxBytes) {
      source.destroy?.();
      throw tooLarge(maxBytes);
    }
    // Only the new text is searched for line breaks, and a long line's pieces are
    // kept apart until it ends: one long line costs time in proportion to its length.
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (!/[\r\n]/.test(text)) {
      parts.push(text);
      continue;
    }
    const lines = (parts.join('') + text).split(/\r\n|\n|\r(?!$)/);
    parts.length = 0;
    parts.push(lines.pop()!);
    for (const l of lines) yield { text: l, line: ++line };
  }
  const pending = parts.join('') + decoder.decode();
  if (pending !== '') yield { text: pending.replace(/\r$/, ''), line: ++line };
}

type InputStream = AsyncIterable<Buffer | string> & { destroy?: () => void };

const tooLarge = (maxBytes: number) => new UsageError(`the input is larger than ${Math.round(maxBytes / 1024 / 1024)} MiB; split it into smaller files`);

/**
 * The input's stream. A file (or a file redirected to standard input) over
 * the cap is refused from its size, before a line is answered; a pipe's size
 * is known only as it is read, so there the answers to the lines before the
 * cap come first.
 */
async function openInput(file: string | undefined, maxBytes: number): Promise<InputStream> {
  if (file === undefined || file === '-') {
    // Someone typing at a terminal would otherwise wait without a clue.
    if (process.stdin.isTTY) process.stderr.write('Reading puzzles from standard input; end with Ctrl-D.\n');
    const info = await fstatOf(0);
    if (info?.isFile() && info.size > maxBytes) throw tooLarge(maxBytes);
    return process.stdin;
  }
  let size = 0;
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw new UsageError(`${file} is a directory, not a puzzle file`);
    size = info.isFile() ? info.size : 0;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`file not found: ${file}`);
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
  if (size > maxBytes) throw tooLarge(maxBytes);
  return createReadStream(file);
}

function fstatOf(fd: number): Promise<Stats | null> {
  return new Promise((resolve) => fstat(fd, (e, info) => resolve(e ? null : info)));
}
