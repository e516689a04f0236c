/**
 * The puzzle text, read as a stream of blocks: a file, or standard input when
 * no file (or '-') is given. Puzzles are separated by blank lines in every
 * format (ARCHITECTURE.md §4), so each block is handed on as soon as its blank
 * line arrives — a slow pipe is answered puzzle by puzzle — with the number of
 * its first line, so errors still point into the whole input.
 *
 * Input is capped (16 MiB by default): past the cap the command stops with a
 * usage error (exit 2) before reading on, so a huge or endless input costs
 * neither memory nor time. A missing or unreadable file is also a usage error:
 * nothing was parsed, the command line named something that is not there.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { UsageError } from './errors';

export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

export interface InputBlock {
  text: string;
  /** 1-based number of the block's first line in the whole input. */
  firstLine: number;
}

export async function* readBlocks(file: string | undefined, maxBytes = MAX_INPUT_BYTES): AsyncGenerator<InputBlock> {
  const source = await openInput(file);
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  let pending = ''; // text after the last line break
  let block: string[] = [];
  let lineNo = 0;
  let blockStart = 1;
  const flush = function* () {
    if (block.some((l) => l.trim() !== '')) yield { text: block.join('\n'), firstLine: blockStart };
    block = [];
  };
  const takeLine = function* (line: string) {
    lineNo++;
    if (line.trim() === '') {
      yield* flush();
      blockStart = lineNo + 1;
    } else {
      if (block.length === 0) blockStart = lineNo;
      block.push(line);
    }
  };
  for await (const chunk of source) {
    bytes += (chunk as Buffer).length;
    if (bytes > maxBytes) {
      source.destroy?.();
      throw new UsageError(`the input is larger than ${Math.round(maxBytes / 1024 / 1024)} MiB; split it into smaller files`);
    }
    pending += decoder.decode(chunk as Buffer, { stream: true });
    const lines = pending.split(/\r\n|\n|\r(?!$)/);
    pending = lines.pop()!;
    for (const line of lines) yield* takeLine(line);
  }
  pending += decoder.decode();
  if (pending !== '') yield* takeLine(pending.replace(/\r$/, ''));
  yield* flush();
}

type InputStream = AsyncIterable<Buffer | string> & { destroy?: () => void };

async function openInput(file: string | undefined): Promise<InputStream> {
  if (file === undefined || file === '-') {
    // Someone typing at a terminal would otherwise wait without a clue.
    if (process.stdin.isTTY) process.stderr.write('Reading puzzles from standard input; end with Ctrl-D.\n');
    return process.stdin;
  }
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw new UsageError(`${file} is a directory, not a puzzle file`);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`file not found: ${file}`);
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
  return createReadStream(file);
}
