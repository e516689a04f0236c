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
 * A puzzle of the input: parsed, or a line of a block read one puzzle per line left as text for `Genre.parseLine` (the --jobs threads parse those).
 * `readAt` is the `Date.now()` at which its parse began, its text all read: a time limit covers the parse (reading a 625×625 Sudoku
 * takes tens of milliseconds), not the wait for the input.
 */
export type PuzzleItem = { parsed: ParseResult<unknown>; readAt: number } | { text: string; line: number };

/**
 * The genre's parse results, error lines counted in the whole input. An input
 * with no puzzle at all (empty, or only blank lines) is itself invalid input,
 * so a script never mistakes an empty answer for success.
 */
export async function* parsePuzzles(cmd: { genre: Genre }, file: string | undefined): AsyncGenerator<ParseResult<unknown>> {
  for await (const item of puzzleItems(cmd.genre, file, false)) if ('parsed' in item) yield item.parsed;
}

/**
 * The same puzzles as items; with `linesAsText`, the lines of a block read
 * one puzzle per line stay text (a comment among them yields no puzzle when
 * parsed; such a block holds a puzzle, since linesAlone said so from lines
 * that are not all comments).
 */
export async function* puzzleItems(genre: Genre, file: string | undefined, linesAsText: boolean): AsyncGenerator<PuzzleItem> {
  let any = false;
  for await (const item of itemsOf(genre, readLines(file), linesAsText)) {
    any = true;
    yield item;
  }
  if (!any) yield { parsed: { ok: false, error: { message: 'the input holds no puzzle', line: 1, col: 1 } }, readAt: Date.now() };
}

async function* itemsOf(genre: Genre, lines: AsyncIterable<{ text: string; line: number }>, linesAsText: boolean): AsyncGenerator<PuzzleItem> {
  const parseLine = genre.linesAlone && genre.parseLine ? genre.parseLine.bind(genre) : undefined;
  const lineItem = function* (text: string, line: number): Generator<PuzzleItem> {
    if (linesAsText) {
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
      yield* parseBlock(genre, block, firstLine);
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
  yield* parseBlock(genre, block, firstLine);
}

function* parseBlock(genre: Genre, block: string[], firstLine: number): Generator<PuzzleItem> {
  if (block.length === 0) return;
  const each = genre.parseEach?.bind(genre) ?? genre.parseMany.bind(genre);
  let readAt = Date.now();
  for (const r of each(block.join('\n'))) {
    yield { parsed: r.ok ? { ...r, line: (r.line ?? 1) + firstLine - 1 } : { ok: false, error: { ...r.error, line: r.error.line + firstLine - 1 } }, readAt };
    // The next puzzle of the block is parsed when the loop asks for it.
    readAt = Date.now();
  }
}
