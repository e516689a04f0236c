/**
 * The puzzles of the CLI's input, parsed one at a time as the lines arrive
 * (./read-input.ts), so memory does not grow with the number of puzzles.
 *
 * Puzzles are separated by blank lines in every format (ARCHITECTURE.md §4):
 * a block of lines is parsed with the genre's parseEach when its blank line
 * (or the end) arrives. A block of one-line puzzles — a Sudoku collection of
 * 200,000 lines holds no blank line — would wait for the end of the input
 * and be held whole, so a genre that reads such blocks says when a block's
 * first lines prove it is one (`linesAlone`); from then on each line is
 * parsed alone (`parseLine`) the moment it arrives.
 */
import type { ParseResult } from '../core/result';
import type { SolveCommand } from './args';
import { readLines } from './read-input';

type Genre = SolveCommand['genre'];

/** Whether to ask `linesAlone` at this many lines: 1 to 8, then each power of two, so a long undecided block costs linear time. */
const askAt = (n: number) => n <= 8 || (n & (n - 1)) === 0;

/**
 * The genre's parse results, error lines counted in the whole input. An input
 * with no puzzle at all (empty, or only blank lines) is itself invalid input,
 * so a script never mistakes an empty answer for success.
 */
export async function* parsePuzzles(cmd: { genre: Genre }, file: string | undefined): AsyncGenerator<ParseResult<unknown>> {
  let any = false;
  for await (const parsed of puzzlesOf(cmd.genre, readLines(file))) {
    any = true;
    yield parsed;
  }
  if (!any) yield { ok: false, error: { message: 'the input holds no puzzle', line: 1, col: 1 } };
}

async function* puzzlesOf(genre: Genre, lines: AsyncIterable<{ text: string; line: number }>): AsyncGenerator<ParseResult<unknown>> {
  const parseLine = genre.linesAlone && genre.parseLine ? genre.parseLine.bind(genre) : undefined;
  let block: string[] = [];
  let firstLine = 1;
  let alone = false;
  for await (const { text, line } of lines) {
    if (text.trim() === '') {
      yield* parseBlock(genre, block, firstLine);
      block = [];
      alone = false;
    } else if (alone) {
      const r = parseLine!(text, line);
      if (r) yield r;
    } else {
      if (block.length === 0) firstLine = line;
      block.push(text);
      if (parseLine && askAt(block.length) && genre.linesAlone!(block)) {
        alone = true;
        for (let k = 0; k < block.length; k++) {
          const r = parseLine(block[k], firstLine + k);
          if (r) yield r;
        }
        block = [];
      }
    }
  }
  yield* parseBlock(genre, block, firstLine);
}

function* parseBlock(genre: Genre, block: string[], firstLine: number): Generator<ParseResult<unknown>> {
  if (block.length === 0) return;
  const each = genre.parseEach?.bind(genre) ?? genre.parseMany.bind(genre);
  for (const r of each(block.join('\n'))) {
    yield r.ok ? { ...r, line: (r.line ?? 1) + firstLine - 1 } : { ok: false, error: { ...r.error, line: r.error.line + firstLine - 1 } };
  }
}
