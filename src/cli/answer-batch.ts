/**
 * The answers to one batch of `puzzle solve --jobs N` (./solve-parallel.ts),
 * made wherever the batch is solved: in a worker thread (./solve-worker.ts) or
 * in the command's own thread, which solves a share of the puzzles too. Both
 * call solveOne, the very function the in-process path uses, so a record
 * cannot depend on where it was made.
 *
 * A task is a puzzle the main thread parsed (`{ id, parsed }`, when it writes
 * model files), a line of a block read one puzzle per line (`{ id, text, line }`,
 * parsed here with the genre's parseLine) or a whole block (`{ id, block, line }`,
 * parsed here as the main thread would: a block may hold several puzzles). The
 * answer is one BatchReply (./batch-reply.ts): the batch's output lines as one
 * string, with what each task came to — answered, no puzzle (a comment), or a
 * SolverBugError (the main thread exits 3 when that puzzle's turn comes, after
 * the lines of its block before it) or anything else thrown.
 */
import type { ParseResult } from '../core/result';
import type { AnyGenre } from '../puzzles/types';
import { SolverBugError } from './errors';
import { ANSWERED, ANSWERED_INVALID, FAILED, NO_PUZZLE, type BatchReply } from './batch-reply';
import { blockResults, type TextBlock } from './puzzle-stream';
import { keepUnderMemoryCeiling } from './memory-ceiling';
import { solveOne, type SolveOneOptions } from './solve-one';

/** The options every puzzle of the command is solved with (no progress: only the one-thread path draws it). */
export type BatchOptions = Omit<SolveOneOptions, 'onProgress' | 'startedAt'>;

export type BatchTask = { id: number; parsed: ParseResult<unknown> } | { id: number; text: string; line: number } | ({ id: number } & TextBlock);

/**
 * The task's puzzles, parsed here when they came as text. Each comes with the time its parse began (the time limit
 * covers the parse, as in the in-process path); one parsed by the reading loop has its limit run from its solve.
 */
function* puzzlesOf(genre: AnyGenre, task: BatchTask): Generator<{ parsed: ParseResult<unknown>; startedAt?: number }> {
  if ('parsed' in task) yield { parsed: task.parsed };
  else if ('block' in task) {
    let startedAt = Date.now();
    for (const parsed of blockResults(genre, task)) {
      yield { parsed, startedAt };
      startedAt = Date.now();
    }
  } else {
    const startedAt = Date.now();
    const parsed = genre.parseLine!(task.text, task.line);
    if (parsed) yield { parsed, startedAt };
  }
}

/**
 * Solves the batch's puzzles one at a time, in the order given (solveOne may await: a method's prepare). The tasks
 * may come from a generator that decides as it goes how many to hand out (the command's own thread stops at a time
 * slice); their ids must run on from the first's by one.
 */
export async function answerBatch(genre: AnyGenre, options: BatchOptions, tasks: Iterable<BatchTask>): Promise<BatchReply> {
  const ends: number[] = [];
  const kinds: number[] = [];
  const failures: BatchReply['failures'] = [];
  let firstId = -1;
  let text = '';
  for (const task of tasks) {
    if (firstId < 0) firstId = task.id;
    const k = kinds.length;
    kinds.push(NO_PUZZLE);
    try {
      for (const { parsed, startedAt } of puzzlesOf(genre, task)) {
        const { record } = await solveOne(genre, parsed, { ...options, startedAt });
        text += JSON.stringify(record) + '\n';
        if (kinds[k] !== ANSWERED_INVALID) kinds[k] = record.status === 'invalid' ? ANSWERED_INVALID : ANSWERED;
        keepUnderMemoryCeiling();
      }
    } catch (e) {
      // The lines of the task's puzzles answered before the failure stay in `text`: they are printed first.
      kinds[k] = FAILED;
      failures.push(e instanceof SolverBugError ? { index: k, bug: e.message } : { index: k, crash: (e as Error)?.stack ?? String(e) });
    }
    ends.push(text.length);
  }
  return { firstId, text, ends: Int32Array.from(ends), kinds: Uint8Array.from(kinds), failures };
}
