/**
 * `puzzle solve`: every puzzle in the input, one JSON object per line, written
 * as soon as it is answered so a long batch shows progress in a pipe. The
 * input is parsed puzzle by puzzle as it is read (puzzle-stream.ts), so
 * answers start before a long input has been read to its end.
 */
import type { ParseResult } from '../core/result';
import type { SolveCommand } from './args';
import { writeFile } from 'node:fs/promises';
import { EXIT_INVALID_INPUT, EXIT_OK, UsageError } from './errors';
import { terminalProgress } from './progress';
import { NO_PUZZLE_IN_INPUT, parsedBlock, puzzleItems, type PuzzleItem } from './puzzle-stream';
import { readingWaits, SolvePool, type Answer } from './solve-parallel';
import { refusalOf, solveOne } from './solve-one';
import { holdYoungGenerations } from './thread-heap';

type Items = AsyncIterable<PuzzleItem>;

/**
 * Writes output; a promise back means "wait before writing more" (the pipe is full and the text is queued in
 * this process): runInProcess waits for it, since its loop over puzzles already read never returns to the event
 * loop, so nothing queued would be written until the input ends and the whole output would be held in memory
 * (a 15 MB file of 9×9 lines piped on to another program: 530 MB, against 160 MB into a file).
 */
export type WriteOut = (line: string) => void | Promise<void>;

export async function runSolve(cmd: SolveCommand, write: WriteOut): Promise<number> {
  // The threads parse the input's blocks and lines themselves, unless this
  // thread must see each puzzle to write its model file (--lp FILE).
  const asText = cmd.jobs > 1 && Object.keys(cmd.writers).length === 0;
  const items = puzzleItems(cmd.genre, cmd.file, asText);
  if (cmd.jobs <= 1) return runInProcess(cmd, write, items);
  // Nothing written: every block parsed to no puzzle (only the threads' text blocks can, see puzzleItems).
  let wrote = false;
  const counted: WriteOut = (text) => {
    wrote = true;
    return write(text);
  };
  const noneWritten = async (code: number) => {
    if (wrote) return code;
    const { record } = await solveOne(cmd.genre, NO_PUZZLE_IN_INPUT, { method: cmd.method, trace: cmd.trace });
    await write(JSON.stringify(record) + '\n');
    return EXIT_INVALID_INPUT;
  };
  // Threads only when there is a second puzzle: for one, starting them would
  // only add their start-up (a few hundred milliseconds) to its answer.
  let rest: Iterator<PuzzleItem> | AsyncIterator<PuzzleItem> = items;
  let read = await firstOf(rest, 2);
  if (read.length === 1 && 'block' in read[0]) {
    // A lone block may hold many puzzles (a file with no blank line): parsed here, they go to the threads one by one.
    rest = parsedBlock(cmd.genre, read[0]);
    read = await firstOf(rest, 2);
  }
  const all = withFirst(read, rest);
  return noneWritten(await (read.length < 2 ? runInProcess(cmd, counted, all) : runInThreads(cmd, counted, all)));
}

/** Up to `n` items from the start of `items`. */
async function firstOf(items: Iterator<PuzzleItem> | AsyncIterator<PuzzleItem>, n: number): Promise<PuzzleItem[]> {
  const read: PuzzleItem[] = [];
  while (read.length < n) {
    const r = await items.next();
    if (r.done) break;
    read.push(r.value);
  }
  return read;
}

/** The items already read, then the rest of the input. */
async function* withFirst(read: PuzzleItem[], rest: Iterator<PuzzleItem> | AsyncIterator<PuzzleItem>): AsyncGenerator<PuzzleItem> {
  yield* read;
  for (let r = await rest.next(); !r.done; r = await rest.next()) yield r.value;
}

async function runInProcess(cmd: SolveCommand, write: WriteOut, items: Items): Promise<number> {
  const progress = terminalProgress();
  let anyInvalid = false;
  let index = 0;
  for await (const got of items) {
    // Blocks are left as text only for the threads, and runSolve parses a lone one before it comes here; one that
    // did come would be parsed here rather than dropped.
    for (const item of 'block' in got ? parsedBlock(cmd.genre, got) : [got]) {
      const readAt = 'parsed' in item ? item.readAt : Date.now();
      const parsed = 'parsed' in item ? item.parsed : 'text' in item ? cmd.genre.parseLine!(item.text, item.line) : null;
      if (!parsed) continue;
      // A refused puzzle gets no model file either: writing one is the work refused.
      if (parsed.ok && !refusalOf(cmd.genre, cmd.method, parsed.puzzle, cmd.params)) await writeGenreTexts(cmd, parsed.puzzle, index++);
      const { record } = await solveOne(cmd.genre, parsed, {
        method: cmd.method,
        params: cmd.params,
        limitMs: cmd.limitMs,
        startedAt: readAt,
        trace: cmd.trace,
        format: cmd.format,
        onProgress: progress?.report,
      });
      progress?.end();
      if (record.status === 'invalid') anyInvalid = true;
      await write(JSON.stringify(record) + '\n');
    }
  }
  return anyInvalid ? EXIT_INVALID_INPUT : EXIT_OK;
}

/** An answer on its way: set when its puzzle is answered (null: the line held none), or its thread failed. */
interface Pending {
  done: boolean;
  /** The characters of its line or block of text (0 for a puzzle parsed here). */
  chars: number;
  answer?: Answer | null;
  error?: unknown;
  settled: Promise<void>;
}

/**
 * The same answers from `cmd.jobs` threads, this one among them (./solve-parallel.ts),
 * printed in input order the moment every earlier one is printed — not when
 * the next puzzle is read, which on a pipe may be much later; reading waits
 * while many puzzles, or much text, are unprinted (readingWaits). An input that is not a puzzle
 * is answered here, in its place in the order.
 */
async function runInThreads(cmd: SolveCommand, write: WriteOut, items: Items): Promise<number> {
  holdYoungGenerations();
  const pool = new SolvePool(cmd, cmd.jobs);
  // The text of the lines and blocks read and not yet printed (a puzzle parsed here is not counted).
  let textChars = 0;
  const queue: Pending[] = [];
  let anyInvalid = false;
  // Set from a settled answer's callback, so a field: the reading loop sees it change.
  const failed: { failure: { error: unknown } | null } = { failure: null };
  let index = 0;
  // The lines ready at once (a thread answers a batch) go out in one write: a write per line was a system
  // call per puzzle on this thread, a share of the CPU the threads solving beside it could have had. So an
  // answer settling asks for a print after the other answers of its batch have settled (a microtask queued
  // behind theirs), and the waits below print too, so no wait depends on when that microtask runs.
  let printQueued = false;
  const printSoon = () => {
    if (printQueued) return;
    printQueued = true;
    queueMicrotask(() => {
      printQueued = false;
      printReady();
    });
  };
  const printReady = () => {
    let out = '';
    while (!failed.failure && queue.length > 0 && queue[0].done) {
      const entry = queue.shift()!;
      textChars -= entry.chars;
      if (entry.error !== undefined) failed.failure = { error: entry.error };
      else if (entry.answer) {
        if (entry.answer.invalid) anyInvalid = true;
        out += entry.answer.line;
        if (entry.answer.failure) failed.failure = { error: entry.answer.failure };
      }
    }
    if (out !== '') write(out);
  };
  const track = (answer: Promise<Answer | null>, chars: number): Pending => {
    const entry: Pending = { done: false, chars, settled: Promise.resolve() };
    textChars += chars;
    entry.settled = answer
      .then(
        (a) => void (entry.answer = a),
        (e: unknown) => void (entry.error = e ?? new Error('a solving thread failed')),
      )
      .then(() => {
        entry.done = true;
        printSoon();
      });
    return entry;
  };
  const answerHere = async (parsed: ParseResult<unknown>): Promise<Answer> => {
    const { record } = await solveOne(cmd.genre, parsed, { method: cmd.method, trace: cmd.trace });
    return { line: JSON.stringify(record) + '\n', invalid: record.status === 'invalid' };
  };
  try {
    for await (const item of items) {
      if (failed.failure) break;
      let answer: Promise<Answer | null>;
      if (!('parsed' in item)) answer = pool.submit(item);
      else if (item.parsed.ok) {
        if (!refusalOf(cmd.genre, cmd.method, item.parsed.puzzle, cmd.params)) await writeGenreTexts(cmd, item.parsed.puzzle, index++);
        answer = pool.submit(item);
      } else answer = answerHere(item.parsed);
      queue.push(track(answer, 'text' in item ? item.text.length : 'block' in item ? item.block.length : 0));
      while (!failed.failure && readingWaits(queue.length, textChars, cmd.jobs)) {
        await queue[0].settled;
        printReady();
      }
    }
    while (!failed.failure && queue.length > 0) {
      await queue[0].settled;
      printReady();
    }
    if (failed.failure) throw failed.failure.error;
  } finally {
    await pool.close();
  }
  return anyInvalid ? EXIT_INVALID_INPUT : EXIT_OK;
}

/**
 * The texts the genre's writers make (`--lp FILE`), with the method's options
 * (the model `--model` names): the first puzzle's goes to FILE itself, the
 * k-th's to FILE with "-k" before its extension.
 */
async function writeGenreTexts(cmd: SolveCommand, puzzle: unknown, index: number): Promise<void> {
  for (const [name, file] of Object.entries(cmd.writers)) {
    const writer = cmd.genre.writers?.[name];
    if (!writer) continue;
    const target = index === 0 ? file : file.replace(/(\.[^./\\]*)?$/, (ext) => `-${index + 1}${ext}`);
    try {
      await writeFile(target, writer.write(puzzle, cmd.params), 'utf8');
    } catch (e) {
      throw new UsageError(`cannot write ${target}: ${(e as Error).message}`);
    }
  }
}
