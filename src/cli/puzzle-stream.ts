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
 * A puzzle of the input: parsed, or left as text for the --jobs threads to parse: a line of a block read one
 * puzzle per line (for `Genre.parseLine`), or a whole block (for blockResults; it may hold several puzzles, or
 * none). `readAt` is the `Date.now()` at which its parse began, its text all read: a time limit covers the parse
 * (reading a 625×625 Sudoku takes tens of milliseconds), not the wait for the input.
 */
export type PuzzleItem = { parsed: ParseResult<unknown>; readAt: number } | { text: string; line: number } | TextBlock;

/** A block of lines (no blank line among them) as one text, with the number of its first line in the whole input. */
export interface TextBlock {
  block: string;
  line: number;
}

/** What a block is parsed with: the genre's parseEach, else parseMany. */
type BlockParser = Pick<Genre, 'parseEach' | 'parseMany'>;

/** What an input with no puzzle in it is answered with: an error at its start. */
export const NO_PUZZLE_IN_INPUT: ParseResult<unknown> = { ok: false, error: { message: 'the input holds no puzzle', line: 1, col: 1 } };

/**
 * The genre's parse results, error lines counted in the whole input. An input
 * with no puzzle at all (empty, or only blank lines) is itself invalid input,
 * so a script never mistakes an empty answer for success.
 */
export async function* parsePuzzles(cmd: { genre: Genre }, file: string | undefined): AsyncGenerator<ParseResult<unknown>> {
  for await (const item of puzzleItems(cmd.genre, file, false)) if ('parsed' in item) yield item.parsed;
}

/**
 * The same puzzles as items; with `asText`, they stay text: each line of a
 * block read one puzzle per line (a comment among them yields no puzzle when
 * parsed; such a block holds a puzzle, since linesAlone said so from lines
 * that are not all comments), and every other block whole up to
 * TEXT_BLOCK_CHARS. A block may then parse to no puzzle at all (in sliding, a block of comments): the caller
 * answers an input whose blocks all do so with NO_PUZZLE_IN_INPUT.
 */
export async function* puzzleItems(genre: Genre, file: string | undefined, asText: boolean): AsyncGenerator<PuzzleItem> {
  let any = false;
  for await (const item of itemsOf(genre, readLines(file), asText)) {
    any = true;
    yield item;
  }
  if (!any) yield { parsed: NO_PUZZLE_IN_INPUT, readAt: Date.now() };
}

async function* itemsOf(genre: Genre, lines: AsyncIterable<{ text: string; line: number }>, asText: boolean): AsyncGenerator<PuzzleItem> {
  const parseLine = genre.linesAlone && genre.parseLine ? genre.parseLine.bind(genre) : undefined;
  const lineItem = function* (text: string, line: number): Generator<PuzzleItem> {
    if (asText) {
      yield { text, line };
      return;
    }
    const readAt = Date.now();
    const parsed = parseLine!(text, line);
    if (parsed) yield { parsed, readAt };
  };
  let block: string[] = [];
  let firstLine = 1;
  let alone = false;
  for await (const { text, line } of lines) {
    if (text.trim() === '') {
      yield* blockItem(genre, block, firstLine, asText);
      block = [];
      alone = false;
    } else if (alone) {
      yield* lineItem(text, line);
    } else {
      if (block.length === 0) firstLine = line;
      block.push(text);
      if (parseLine && askAt(block.length) && genre.linesAlone!(block)) {
        alone = true;
        for (let k = 0; k < block.length; k++) yield* lineItem(block[k], firstLine + k);
        block = [];
      }
    }
  }
  yield* blockItem(genre, block, firstLine, asText);
}

/**
 * A block left as text holds at most this many characters (a small board, or a few links); a longer one is parsed
 * here, so the many puzzles a long block may hold (links, one a line, with no blank line between them) are spread
 * over the threads instead of being solved one after another by the thread the block went to.
 */
export const TEXT_BLOCK_CHARS = 4096;

function* blockItem(genre: Genre, block: string[], firstLine: number, asText: boolean): Generator<PuzzleItem> {
  if (block.length === 0) return;
  const text = { block: block.join('\n'), line: firstLine };
  if (asText && text.block.length <= TEXT_BLOCK_CHARS) yield text;
  else yield* parsedBlock(genre, text);
}

/** The puzzles of a block, each parsed when the loop asks for it, with the time its parse began. */
export function* parsedBlock(genre: BlockParser, text: TextBlock): Generator<PuzzleItem> {
  let readAt = Date.now();
  for (const parsed of blockResults(genre, text)) {
    yield { parsed, readAt };
    readAt = Date.now();
  }
}

/** The parse results of a block, their lines (and their errors' lines) counted in the whole input. */
export function* blockResults(genre: BlockParser, { block, line }: TextBlock): Generator<ParseResult<unknown>> {
  const each = genre.parseEach?.bind(genre) ?? genre.parseMany.bind(genre);
  for (const r of each(block)) {
    yield r.ok ? { ...r, line: (r.line ?? 1) + line - 1 } : { ok: false, error: { ...r.error, line: r.error.line + line - 1 } };
  }
}
